"""The rows of one medal table name different nations: an ambiguous name whose other
candidates are all named by other rows is the one left ("Germany" beside "East Germany")."""

from __future__ import annotations

from podium.analysis import analyse
from podium.model import Games, ResolutionStatus
from podium.nations import resolve_together
from podium.readers.reader import read_bytes

MUNICH = Games(1972, "summer", "olympics")


def _codes(names: list[str], lang: str, games: Games | int) -> list[str | None]:
    return [r.noc for r in resolve_together(names, lang, games)]


def test_germany_beside_east_germany_in_1972_is_west_germany() -> None:
    found = resolve_together(["Soviet Union", "United States", "East Germany", "Germany"], "en", MUNICH)
    assert [r.noc for r in found] == ["URS", "USA", "GDR", "FRG"]
    assert (found[3].status, found[3].candidates) == (ResolutionStatus.ALIAS, ("FRG", "GDR"))


def test_the_row_that_settles_it_may_come_after() -> None:
    assert _codes(["Deutschland", "Sowjetunion", "DDR"], "de", 1988) == ["FRG", "URS", "GDR"]
    assert _codes(["Германия", "ГДР"], "ru", MUNICH) == ["FRG", "GDR"]


def test_one_settled_name_can_settle_the_next() -> None:
    # Congo is CGO once DR Congo is COD; Korea is KOR once North Korea is PRK
    assert _codes(["Congo", "Korea", "DR Congo", "North Korea"], "en", 2004) == ["CGO", "KOR", "COD", "PRK"]


def test_nothing_to_eliminate_leaves_the_name_ambiguous() -> None:
    alone = resolve_together(["Germany", "Japan"], "en", MUNICH)
    assert [(r.status, r.noc) for r in alone] == [(ResolutionStatus.AMBIGUOUS, None), (ResolutionStatus.EXACT, "JPN")]
    twice = resolve_together(["Germany", "Germany"], "en", MUNICH)
    assert [r.noc for r in twice] == [None, None]


def test_a_1972_table_that_says_germany_and_east_germany_reads_without_findings() -> None:
    # Munich 1972, the first five places (IOC figures)
    text = (
        "1972 Summer Olympics medal table\n\n"
        "Rank\tNation\tGold\tSilver\tBronze\tTotal\n"
        "1\tSoviet Union\t50\t27\t22\t99\n"
        "2\tUnited States\t33\t31\t30\t94\n"
        "3\tEast Germany\t20\t23\t23\t66\n"
        "4\tGermany\t13\t11\t16\t40\n"
        "5\tJapan\t13\t8\t8\t29\n"
    )
    analysis = analyse(read_bytes(text.encode(), "munich.tsv"))
    (table,) = analysis.tables
    assert [r.noc for r in table.resolutions] == ["URS", "USA", "GDR", "FRG", "JPN"]
    assert [f.code for f in analysis.findings] == []
    assert {(c.subject, c.value) for c in analysis.claims if c.attribute == "gold"} == {
        ("URS", 50), ("USA", 33), ("GDR", 20), ("FRG", 13), ("JPN", 13)
    }
