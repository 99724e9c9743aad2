"""Hand-made documents, one per hard case (tests/fixtures/extract/)."""

from __future__ import annotations

from podium.extract import extract
from podium.model import Extraction, MedalRow
from podium.readers import read_path
from tests.conftest import FIXTURES

HERE = FIXTURES / "extract"


def _extract(name: str) -> Extraction:
    return extract(read_path(HERE / name))


def _fields(row: MedalRow) -> tuple[object, ...]:
    return (row.line, row.rank, row.rank_stated, row.mention, row.gold, row.silver, row.bronze, row.total)


def test_names_with_spaces_in_a_space_separated_table() -> None:
    extraction = _extract("en-names-with-spaces.txt")
    assert extraction.games is not None and extraction.games.slug == "2004-summer-paralympics"
    (table,) = extraction.tables
    assert table.layout == "spaced"
    assert table.header_line == 5
    assert [_fields(r) for r in table.rows] == [
        (6, 56, True, "Bosnia and Herzegovina", 1, 0, 0, 1),
        (7, 56, False, "Botswana", 1, 0, 0, 1),
        (8, 56, False, "Cyprus", 1, 0, 0, 1),
        (9, 56, False, "Zimbabwe", 1, 0, 0, 1),
        (10, 60, True, "Ireland", 0, 3, 1, 4),
        (11, 71, True, "Peru", 0, 0, 2, 2),
        (12, 71, False, "Serbia and Montenegro", 0, 0, 2, 2),
    ]
    assert table.totals is not None
    assert (table.totals.line, table.totals.label, table.totals.total) == (13, "Total", 10)


def test_dash_and_empty_cells_mean_zero_and_totals_take_thousands_separators() -> None:
    extraction = _extract("en-dash-cells.md")
    assert extraction.games is not None and extraction.games.slug == "2002-winter-olympics"
    (table,) = extraction.tables
    assert table.layout == "pipe"
    assert table.header_line == 3
    assert [_fields(r) for r in table.rows] == [
        (5, 1, True, "Norway", 13, 5, 7, 25),
        (6, 2, True, "Germany", 12, 16, 8, 36),
        (7, 21, True, "Australia", 2, 0, 0, 2),
        (8, 22, True, "Spain", 0, 0, 0, 0),
        (9, 23, True, "Estonia", 1, 1, 0, 2),
    ]
    totals = table.totals
    assert totals is not None
    assert (totals.line, totals.gold, totals.silver, totals.bronze, totals.total) == (10, 1570, 1570, 1570, 4710)


def test_prose_numbers_and_a_stray_row_are_not_a_table() -> None:
    extraction = _extract("zh-prose-only.txt")
    assert extraction.tables == ()
    # line 2 states facts (issue 5); the TV line's "25个国家" is not a count of nations
    assert [(f.line, f.attribute, f.value) for f in extraction.facts] == [
        (2, "sports", 19), (2, "events", 162), (2, "nations", 136), (2, "athletes", 3806),
    ]


def test_a_document_about_beijing_2008() -> None:
    extraction = _extract("zh-hans-2008-beijing.txt")
    assert extraction.games is not None and extraction.games.slug == "2008-summer-paralympics"
    (table,) = extraction.tables
    assert _fields(table.rows[0]) == (4, 1, True, "中国", 89, 70, 52, 211)
    assert table.totals is None


def test_a_document_about_salt_lake_city_2002() -> None:
    extraction = _extract("ru-2002-winter-olympics.txt")
    assert extraction.games is not None and extraction.games.slug == "2002-winter-olympics"
    (table,) = extraction.tables
    assert table.header_line == 3
    assert [r.mention for r in table.rows] == ["Норвегия", "Германия", "США"]
    assert table.totals is not None and table.totals.label == "Итого" and table.totals.total == 95
