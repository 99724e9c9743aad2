"""Tables in long form (tidy data, a database's GROUP BY): one row per nation and colour, the
colour in a column of its own and its count in another, read as one row a nation."""

from __future__ import annotations

import json

import pytest

from podium.analysis import analyse
from podium.errors import PodiumError
from podium.readers import read_bytes

# Beijing 2022: Norway 16-8-13, Germany 12-10-5, China 9-4-2; PyeongChang 2018: Norway 14-14-11, Germany 14-10-7
BEIJING = [("Norway", 16, 8, 13), ("Germany", 12, 10, 5), ("China", 9, 4, 2)]


def _long_csv(rows: list[tuple[str, int, int, int]]) -> str:
    lines = ["country,medal,count"]
    for nation, *counts in rows:
        lines += [f"{nation},{colour},{n}" for colour, n in zip(("Gold", "Silver", "Bronze"), counts)]
    return "\n".join(lines) + "\n"


def _read(text: str, name: str, games: str | None = None) -> list[tuple[str, list[tuple]]]:
    from podium.model import Games

    analysis = analyse(read_bytes(text.encode("utf-8"), name), Games.from_slug(games) if games else None)
    return [(t.games.slug, [(r.mention, r.gold, r.silver, r.bronze, r.total, r.line) for r in t.table.rows])
            for t in analysis.tables]


def test_a_csv_in_long_form() -> None:
    assert _read(_long_csv(BEIJING), "medals.csv", "2022-winter-olympics") == [("2022-winter-olympics", [
        ("Norway", 16, 8, 13, 37, 2), ("Germany", 12, 10, 5, 27, 5), ("China", 9, 4, 2, 15, 8)])]


def test_a_json_api_in_long_form_with_a_colour_left_out() -> None:
    # a nation without bronze has no bronze row: zero
    rows = [{"noc": noc, "medal_type": colour, "medals": n}
            for noc, counts in (("NOR", (16, 8, 13)), ("GER", (12, 10, 5)), ("AUT", (7, 7, 0)))
            for colour, n in zip(("gold", "silver", "bronze"), counts) if n]
    text = json.dumps({"games": "2022 Winter Olympics", "standings": rows}, indent=1)
    assert _read(text, "medals.json") == [("2022-winter-olympics", [
        ("NOR", 16, 8, 13, 37, 4), ("GER", 12, 10, 5, 27, 19), ("AUT", 7, 7, 0, 14, 34)])]


def test_long_form_of_several_games() -> None:
    text = "games,noc,medal,n\n" + "".join(
        f"{year} Winter Olympics,{noc},{colour},{n}\n"
        for year, table in ((2018, (("NOR", 14, 14, 11), ("GER", 14, 10, 7))), (2022, (("NOR", 16, 8, 13), ("GER", 12, 10, 5))))
        for noc, *counts in table for colour, n in zip(("Gold", "Silver", "Bronze"), counts))
    assert [(slug, [r[:5] for r in rows]) for slug, rows in _read(text, "winter.csv")] == [
        ("2018-winter-olympics", [("NOR", 14, 14, 11, 39), ("GER", 14, 10, 7, 31)]),
        ("2022-winter-olympics", [("NOR", 16, 8, 13, 37), ("GER", 12, 10, 5, 27)])]


def test_a_colour_twice_for_a_nation_is_no_table() -> None:
    text = _long_csv(BEIJING).replace("Germany,Bronze,5", "Germany,Gold,5")
    with pytest.raises(PodiumError, match="no medal table"):
        analyse(read_bytes(text.encode("utf-8"), "medals.csv"), None)


# Paris 2024, the first medals of the Games as a results feed lists them, one row a medal
MEDALS_LISTED = """medal_type,medal_code,medal_date,name,country_code,discipline,event
Gold Medal,1,2024-07-27,China,CHN,Diving,Women's Synchronised 3m Springboard
Silver Medal,2,2024-07-27,United States,USA,Diving,Women's Synchronised 3m Springboard
Bronze Medal,3,2024-07-27,Great Britain,GBR,Diving,Women's Synchronised 3m Springboard
"""


@pytest.mark.parametrize("header", ["medal_code", "m"])  # the column's name, or its values, say it is a code
def test_a_colours_code_is_no_count(header: str) -> None:
    text = MEDALS_LISTED.replace("medal_code", header)
    with pytest.raises(PodiumError, match="no medal table"):
        analyse(read_bytes(text.encode("utf-8"), "medals.csv"), None)


def test_a_count_beside_a_colours_code_is_the_count() -> None:
    text = "country,medal,medal_code,count\n" + "".join(
        f"{nation},{colour},{code},{n}\n" for nation, *counts in BEIJING
        for (colour, code), n in zip((("Gold", 1), ("Silver", 2), ("Bronze", 3)), counts))
    assert [r[:5] for r in _read(text, "medals.csv", "2022-winter-olympics")[0][1]] == [
        ("Norway", 16, 8, 13, 37), ("Germany", 12, 10, 5, 27), ("China", 9, 4, 2, 15)]
