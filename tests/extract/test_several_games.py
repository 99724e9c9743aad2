"""One document, many tables: a Games, year or edition column, a date column and a sport column
split a grid into one table per Games, date and sport, each filed under its own Games; rows
of one table never mix Games or dates; a row whose Games cell is a sum over several Games
("Total") belongs to no table. Medal counts are the public results of those Games."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.analysis import SourceAnalysis, analyse
from podium.errors import BadInput, NoGames
from podium.export.shapes import source_read_json
from podium.extract.games import identify_games, table_games
from podium.model import Games
from podium.readers import read_bytes

WINTER_BY_YEAR = """Country,NOC,Year,Bronze,Silver,Gold
Norway,NOR,Total,10,21,20
Norway,NOR,1994,5,11,10
Norway,NOR,1998,5,10,10
Germany,GER,1994,8,7,9
Germany,GER,1998,8,9,12
Russia,RUS,1994,4,8,11
Russia,RUS,1998,3,6,9
"""

PARALYMPICS_BY_SPORT = """Event,Sport,Rank,Country,NPC,Gold,Silver,Bronze,Total
rome-1960,archery,1,United States,USA,2,0,1,3
rome-1960,archery,2,Rhodesia,RHO,2,0,0,2
rome-1960,fencing,1,Italy,ITA,6,2,1,9
tokyo-1964,archery,1,United States,USA,3,1,1,5
"""

SNAPSHOTS = """date,rank,country,gold,silver,bronze,total
2024-07-28,1,Japan,3,1,1,5
2024-07-28,2,Australia,3,1,0,4
2024-07-29,1,Japan,4,2,2,8
2024-07-29,2,France,3,5,2,10
"""

TWO_GAMES_JS = """/** Summer Olympics medal tables scraped per Games. */
var d00 = {"name": "2000Sydney", "results": {"collection1": [
  {"Rank": "1", "NOC": "(USA)", "Gold": "37", "Silver": "24", "Bronze": "32", "Total": "93"},
  {"Rank": "2", "NOC": "(RUS)", "Gold": "32", "Silver": "28", "Bronze": "29", "Total": "89"}]}};
var d04 = {"name": "2004Athens", "results": {"collection1": [
  {"Rank": "1", "NOC": "(USA)", "Gold": "36", "Silver": "39", "Bronze": "26", "Total": "101"},
  {"Rank": "2", "NOC": "(CHN)", "Gold": "32", "Silver": "17", "Bronze": "14", "Total": "63"}]}};
"""


def _read(text: str, name: str, games: str | None = None) -> SourceAnalysis:
    return analyse(read_bytes(text.encode("utf-8"), name), Games.from_slug(games) if games else None)


def _tables(analysis: SourceAnalysis) -> list[tuple[str, str, str | None, list[tuple[str | None, int, int, int, int | None]]]]:
    return [(t.games.slug, t.table.scope, t.table.as_of,
             [(res.noc, r.gold, r.silver, r.bronze, r.total) for r, res in zip(t.table.rows, t.resolutions)])
            for t in analysis.tables]


def test_a_year_column_files_each_year_under_the_documents_kind_and_drops_the_total_rows() -> None:
    with pytest.raises(NoGames):  # "Year" alone says no kind of Games
        _read(WINTER_BY_YEAR, "medals.csv")
    analysis = _read(WINTER_BY_YEAR, "medals.csv", "1994-winter-olympics")
    assert _tables(analysis) == [
        ("1994-winter-olympics", "overall", None,
         [("NOR", 10, 11, 5, 26), ("GER", 9, 7, 8, 24), ("RUS", 11, 8, 4, 23)]),
        ("1998-winter-olympics", "overall", None,
         [("NOR", 10, 10, 5, 25), ("GER", 12, 9, 8, 29), ("RUS", 9, 6, 3, 18)]),
    ]
    assert sorted({c.games for c in analysis.claims}) == ["1994-winter-olympics", "1998-winter-olympics"]
    assert [g.slug for g in analysis.all_games] == ["1994-winter-olympics", "1998-winter-olympics"]


def test_a_host_city_and_year_cell_and_a_sport_column_give_one_table_per_games_and_sport() -> None:
    analysis = _read(PARALYMPICS_BY_SPORT, "by_sport.csv", "1960-summer-paralympics")
    assert [(games, scope, [r[0] for r in rows]) for games, scope, _, rows in _tables(analysis)] == [
        ("1960-summer-paralympics", "sport:archery", ["USA", "RHO"]),
        ("1960-summer-paralympics", "sport:fencing", ["ITA"]),
        ("1964-summer-paralympics", "sport:archery", ["USA"]),
    ]
    assert {(c.games, c.scope) for c in analysis.claims if c.subject == "USA" and c.attribute == "gold"} == {
        ("1960-summer-paralympics", "sport:archery"), ("1964-summer-paralympics", "sport:archery")}


def test_a_date_column_makes_one_interim_table_per_date() -> None:
    analysis = _read(SNAPSHOTS, "paris_daily.csv", "2024-summer-olympics")
    assert [(games, as_of, [r[0] for r in rows]) for games, _, as_of, rows in _tables(analysis)] == [
        ("2024-summer-olympics", "2024-07-28", ["JPN", "AUS"]),
        ("2024-summer-olympics", "2024-07-29", ["JPN", "FRA"]),
    ]
    japan_gold = sorted((c.as_of, c.qualifier, c.value) for c in analysis.claims
                        if c.subject == "JPN" and c.attribute == "gold")
    assert japan_gold == [("2024-07-28", None, 3), ("2024-07-29", None, 4)]
    assert [f.code for f in analysis.findings] == []  # two snapshots are no duplicate nations


def test_javascript_data_of_two_games_names_each_table_by_its_objects_name() -> None:
    analysis = _read(TWO_GAMES_JS, "kimono_data.js", "2000-summer-olympics")
    assert _tables(analysis) == [
        ("2000-summer-olympics", "overall", None, [("USA", 37, 24, 32, 93), ("RUS", 32, 28, 29, 89)]),
        ("2004-summer-olympics", "overall", None, [("USA", 36, 39, 26, 101), ("CHN", 32, 17, 14, 63)]),
    ]
    out = source_read_json(analysis)
    assert out["games"] == "2000-summer-olympics"
    assert ["games" in t for t in out["tables"]] == [False, True]
    assert out["tables"][1]["games"] == "2004-summer-olympics"


@pytest.mark.parametrize(("text", "document", "expected"), [
    ("1896 Summer Olympics", None, "1896-summer-olympics"),
    ("Athletics at the 2002 Asian Games", None, "2002-asian-games"),
    ("rome-1960", "1964-summer-paralympics", "1960-summer-paralympics"),
    ("Beijing 2008", "2012-summer-olympics", "2008-summer-olympics"),
    ("Vancouver 2010", "2018-winter-paralympics", "2010-winter-paralympics"),
    ("2000Sydney", "2012-summer-olympics", "2000-summer-olympics"),
    ("1994", "2018-winter-olympics", "1994-winter-olympics"),
    ("1994", "2016-summer-olympics", None),  # no Summer Games in 1994
    ("as of 2026-02-08", "2026-winter-olympics", None),  # a date names no Games
    ("Total", "2018-winter-olympics", None),
    ("1994", None, None),  # a year alone, and no kind to give it
])
def test_table_games_reads_a_games_a_city_and_year_or_a_year_of_the_documents_kind(
        text: str, document: str | None, expected: str | None) -> None:
    found = table_games(text, Games.from_slug(document) if document else None)
    assert (found.slug if found else None) == expected


def test_an_ingest_decides_every_games_of_a_document_and_each_table_shows_only_its_own(tmp_path: Path) -> None:
    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from podium.actions.queries import medal_table
    from podium.store import open_store

    path = tmp_path / "medals.csv"
    path.write_text(WINTER_BY_YEAR, encoding="utf-8")
    store = open_store(str(tmp_path / "store.sqlite"))
    analyses = analyse_inputs(collect_inputs([path]), games=Games.from_slug("1994-winter-olympics"))
    store_analyses(store, analyses)
    assert [(r.noc, r.gold, r.silver, r.bronze) for r in medal_table(store, "1998-winter-olympics").rows] == [
        ("GER", 12, 9, 8), ("NOR", 10, 10, 5), ("RUS", 9, 6, 3)]
    assert [(r.noc, r.gold) for r in medal_table(store, "1994-winter-olympics").rows] == [
        ("RUS", 11), ("NOR", 10), ("GER", 9)]


def test_a_printed_code_of_another_time_is_the_rows_nation_as_the_document_prints_it() -> None:
    text = ("Event,Sport,Country,NPC,Gold,Silver,Bronze,Total\n"
            "rome-1960,swimming,Germany,GER,5,3,5,13\n"
            "rome-1960,swimming,Great Britain,GBR,1,2,3,6\n")
    analysis = _read(text, "by_sport.csv", "1960-summer-paralympics")
    assert [(res.query, res.noc) for res in analysis.tables[0].resolutions] == [("GER", "GER"), ("GBR", "GBR")]


@pytest.mark.parametrize(("caption", "as_of"), [
    ("Medal table as of 1 August 2021", "2021-08-01"),
    ("Medaillenspiegel (Stand: 10. Februar 2018)", "2018-02-10"),
    ("截至2021年8月1日奖牌榜", "2021-08-01"),
    ("По состоянию на 20 февраля 2014", "2014-02-20"),
    ("Classement mis à jour le 5 août 2024", "2024-08-05"),
    ("Standings 2022-02-13", "2022-02-13"),
    ("Medal table (15–26 February 1994)", None),  # the Games' dates: no snapshot
    ("Final medal table, 8 August 2021", "final"),  # a date no word says the table was taken on
    ("Medal table after the reallocations", "corrected"),
    ("Medaillenspiegel nach Aberkennungen (Stand: 1. Januar 2019)", "2019-01-01"),  # the date says when
])
def test_a_caption_dates_its_table_when_it_says_as_of_in_any_language(caption: str, as_of: str | None) -> None:
    from podium.extract.table_scope import as_of_date

    assert as_of_date(caption) == as_of


def test_an_interim_table_under_an_as_of_heading_claims_for_that_day() -> None:
    text = ("# Tokyo 2020 Summer Olympics\n\n## Medal table as of 8 August 2021\n\n"
            "| Rank | Nation | Gold | Silver | Bronze | Total |\n|---|---|---|---|---|---|\n"
            "| 1 | United States | 39 | 41 | 33 | 113 |\n| 2 | China | 38 | 32 | 18 | 88 |\n| 3 | Japan | 27 | 14 | 17 | 58 |\n")
    analysis = _read(text, "tokyo.md")
    assert [(t.games.slug, t.table.as_of) for t in analysis.tables] == [("2020-summer-olympics", "2021-08-08")]
    assert {(c.as_of, c.qualifier) for c in analysis.claims if c.subject == "CHN"} == {("2021-08-08", None)}


# Vancouver 2010 and Sochi 2014 (as awarded at the Games)
NATION_THEN_YEAR_JS = """// Winter Olympics medals by country and Games (Vancouver 2010, Sochi 2014)
const medals = {
  "Canada": {"2010": {"gold": 14, "silver": 7, "bronze": 5}, "2014": {"gold": 10, "silver": 10, "bronze": 5}},
  "Germany": {"2010": {"gold": 10, "silver": 13, "bronze": 7}, "2014": {"gold": 8, "silver": 6, "bronze": 5}},
  "Norway": {"2010": {"gold": 9, "silver": 8, "bronze": 6}, "2014": {"gold": 11, "silver": 5, "bronze": 10}}
};
"""

YEAR_THEN_NATION_JSON = """{"title": "Winter Olympics medals: Vancouver 2010 and Sochi 2014",
 "2010": {"Canada": {"gold": 14, "silver": 7, "bronze": 5}, "Germany": {"gold": 10, "silver": 13, "bronze": 7}},
 "2014": {"Norway": {"gold": 11, "silver": 5, "bronze": 10}, "Canada": {"gold": 10, "silver": 10, "bronze": 5}}}
"""


def test_a_nations_counts_by_year_are_a_table_per_year() -> None:
    assert _tables(_read(NATION_THEN_YEAR_JS, "medals.js")) == [
        ("2010-winter-olympics", "overall", None,
         [("CAN", 14, 7, 5, 26), ("GER", 10, 13, 7, 30), ("NOR", 9, 8, 6, 23)]),
        ("2014-winter-olympics", "overall", None,
         [("CAN", 10, 10, 5, 25), ("GER", 8, 6, 5, 19), ("NOR", 11, 5, 10, 26)]),
    ]


def test_tables_keyed_by_year_under_a_title_naming_both_are_each_their_years() -> None:
    assert _tables(_read(YEAR_THEN_NATION_JSON, "medals.json")) == [
        ("2010-winter-olympics", "overall", None, [("CAN", 14, 7, 5, 26), ("GER", 10, 13, 7, 30)]),
        ("2014-winter-olympics", "overall", None, [("NOR", 11, 5, 10, 26), ("CAN", 10, 10, 5, 25)]),
    ]


# Paris 2024, the first rows of the final table, shown twice (the second time with a column more)
REPEATED_TABLE_MD = """# Paris 2024 Olympics medal table

| Rank | Country | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|
| 1 | United States | 40 | 44 | 42 | 126 |
| 2 | China | 40 | 27 | 24 | 91 |
| 3 | Japan | 20 | 12 | 13 | 45 |

The same table with each country's flag:

| Rank | Flag | Country | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|---|
| 1 | 🇺🇸 | United States | 40 | 44 | 42 | 126 |
| 2 | 🇨🇳 | China | 40 | 27 | 24 | 91 |
| 3 | 🇯🇵 | Japan | 20 | 12 | 13 | 45 |

After the first day:

| Rank | Country | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|
| 1 | China | 2 | 0 | 0 | 2 |
| 2 | Japan | 1 | 1 | 0 | 2 |
"""


def test_a_table_shown_again_is_one_table_and_a_different_one_stays() -> None:
    analysis = _read(REPEATED_TABLE_MD, "paris.md")
    assert [(games, [r[:4] for r in rows]) for games, _, _, rows in _tables(analysis)] == [
        ("2024-summer-olympics", [("USA", 40, 44, 42), ("CHN", 40, 27, 24), ("JPN", 20, 12, 13)]),
        ("2024-summer-olympics", [("CHN", 2, 0, 0), ("JPN", 1, 1, 0)]),
    ]
    assert [t.table.header_line for t in analysis.tables] == [3, 19]


# Mediterranean Games, all-time (Italy, France, Turkey: their sums over the editions to 2018)
ALL_TIME_PIPES = """The 2022 Mediterranean Games will be held in Oran, Algeria.
All-time medal table
# | Country | G | S | B | T |
1 | Italy | 876 | 741 | 686 | 2303 |
2 | France | 631 | 576 | 533 | 1740 |
3 | Turkey | 341 | 243 | 278 | 862 |
"""

ALL_TIME_FENCED = """# Olympic Games history (1896–2022)

Top nations by total medals (All-Time)

```
              gold  silver  bronze  total
USA           1173    1041     919   3133
Argentina       21      26      30     77
Armenia          2       8       8     18
```
"""

ASIAN_GAMES_WITH_IOA = """NOC,Country,Year,Gold,Silver,Bronze,Total
CHN,China,2010,199,119,98,416
KOR,South Korea,2010,76,65,91,232
JPN,Japan,2010,48,74,94,216
IOA,Independent Olympic Athletes,2010,1,0,0,1
"""


def test_a_tables_title_that_says_all_time_sets_it_aside() -> None:
    # a title line above a delimited table: the page is the 2022 Games', the table no Games'
    analysis = _read(ALL_TIME_PIPES, "alltime.txt")
    assert (analysis.games.slug, analysis.tables) == ("2022-mediterranean-games", ())
    # the line between a heading and a code block, whatever Games the reader names
    for games in (None, "2022-winter-olympics"):
        with pytest.raises(BadInput, match=r"a table of several Games \(all-time\)"):
            _read(ALL_TIME_FENCED, "history.md", games)


def test_a_span_of_years_or_a_teams_name_names_no_games() -> None:
    assert identify_games(ALL_TIME_FENCED) is None  # "Olympic Games history (1896–2022)": not the 1896 Games
    with pytest.raises(NoGames):  # "Independent Olympic Athletes" is a team, not the Olympics of 2010
        _read(ASIAN_GAMES_WITH_IOA, "medals.csv")
