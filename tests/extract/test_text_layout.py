"""Plain-text tables (``podium.extract.layouts.text``): space-aligned tables whose rank is the
last column are read by their header's columns, and footnote marks in cells (``6[a]``,
``6[note 1]``, ``6 [b]``, ``6*``, ``6†``, ``1º``) neither split a table nor lose a row: the mark
is dropped from the count and kept in the row's raw text."""

from __future__ import annotations

import pytest

from podium.extract.layouts.text import search
from podium.extract.layouts.text_columns import header_columns
from podium.extract.layouts.text_lines import split_lines
from podium.model import MedalTable


def _one_table(text: str) -> MedalTable:
    found = search(text)
    assert len(found.tables) == 1, found
    return found.tables[0]


def _rows(table: MedalTable) -> list[tuple[int, int | None, bool, str, int, int, int, int | None]]:
    return [(r.line, r.rank, r.rank_stated, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows]


RANK_LAST = """\
Nation          Gold  Silver  Bronze  Total  Rank
Norway            14      14      11     39     1
Germany           14      10       7     31     2
Canada            11       8      10     29     3
China              5       2       4     11     7
Sweden             5       2       4     11
Total             49      36      36    121
"""


def test_rank_last_is_read_by_the_header_words() -> None:
    table = _one_table(RANK_LAST)
    assert table.layout == "spaced" and table.header_line == 1
    assert _rows(table) == [
        (2, 1, True, "Norway", 14, 14, 11, 39),
        (3, 2, True, "Germany", 14, 10, 7, 31),
        (4, 3, True, "Canada", 11, 8, 10, 29),
        (5, 7, True, "China", 5, 2, 4, 11),
        (6, 7, False, "Sweden", 5, 2, 4, 11),  # a tie: the rank cell left blank, found by alignment
    ]
    assert table.totals is not None
    assert (table.totals.label, table.totals.gold, table.totals.silver, table.totals.bronze, table.totals.total) == (
        "Total", 49, 36, 36, 121)


def test_rank_last_in_german_with_a_reordered_header() -> None:
    text = """\
Land           Silber  Gold  Bronze  Gesamt  Platz
Kanada              7    14       5      26      1
Deutschland        13    10       7      30      2
Vereinigte Staaten 15     9      13      37      3
"""
    assert _rows(_one_table(text)) == [
        (2, 1, True, "Kanada", 14, 7, 5, 26),
        (3, 2, True, "Deutschland", 10, 13, 7, 30),
        (4, 3, True, "Vereinigte Staaten", 9, 15, 13, 37),
    ]


@pytest.mark.parametrize("mark", ["[a]", "[note 1]", " [b]", "*", "†", "[12]"])
def test_a_footnote_mark_in_a_rank_last_table_is_dropped_from_the_count(mark: str) -> None:
    lines = RANK_LAST.split("\n")
    lines[2] = lines[2].replace("      10 ", f"      10{mark} ", 1)
    table = _one_table("\n".join(lines))
    assert _rows(table)[1] == (3, 2, True, "Germany", 14, 10, 7, 31)
    assert mark.strip() in table.rows[1].raw
    assert len(table.rows) == 5


@pytest.mark.parametrize("mark", ["[a]", "[note 1]", " [b]", "*", "†"])
def test_a_footnote_mark_does_not_split_a_rank_first_table(mark: str) -> None:
    text = f"""\
Rank  Nation         Gold  Silver  Bronze  Total
1     Germany          11     12       6     29
2     United States     9      9       7{mark}  25
3     Austria           9      7       7     23
4     Russia            8      6       8     22
5     Canada            7     10       7     24
6     Sweden            7      2       5     14
"""
    table = _one_table(text)
    assert [r.mention for r in table.rows] == ["Germany", "United States", "Austria", "Russia", "Canada", "Sweden"]
    assert _rows(table)[1] == (3, 2, True, "United States", 9, 9, 7, 25)
    assert mark.strip() in table.rows[1].raw


def test_ordinal_ranks_and_marks_on_the_last_column() -> None:
    text = """\
País             Oro  Plata  Bronce  Total  Puesto
España            13      7       2     22     6º
Corea del Sur     12      5      12     29     7º
Hungría           11     12       7     30     8ª
"""
    assert [(r.rank, r.rank_stated, r.mention) for r in _one_table(text).rows] == [
        (6, True, "España"), (7, True, "Corea del Sur"), (8, True, "Hungría")]


def test_footnote_marks_in_tab_separated_and_pipe_cells() -> None:
    tsv = "Rank\tNation\tGold\tSilver\tBronze\tTotal\n1\tNorway\t14\t14[a]\t11\t39\n2\tGermany\t14\t10\t7\t31\n" \
          "3\tCanada\t11\t8\t10[note 1]\t29\n"
    assert [r.silver for r in _one_table(tsv).rows] == [14, 10, 8]
    pipe = "| Rank | Nation | Gold | Silver | Bronze | Total |\n|---|---|---|---|---|---|\n" \
           "| 1 | Norway | 14 | 14[a] | 11 | 39 |\n| 2 | Germany | 14 | 10 | 7 | 31 |\n| 3 | Canada | 11 | 8 | 10† | 29 |\n"
    assert [r.bronze for r in _one_table(pipe).rows] == [11, 7, 10]


def test_header_columns_words_of_no_meaning_widen_the_column_before() -> None:
    line = split_lines("Nation (NOC)     Gold  Silver  Bronze  Total medals  Rank")[0]
    columns = header_columns(line)
    assert columns is not None
    assert [c.meaning for c in columns] == ["nation", "gold", "silver", "bronze", "total", "rank"]
    assert line.text[columns[0].start: columns[0].end] == "Nation (NOC)"
    assert line.text[columns[4].start: columns[4].end] == "Total medals"


def test_a_rank_last_header_without_rows_is_no_table() -> None:
    text = "Nation  Gold  Silver  Bronze  Total  Rank\n\nNorway won 14 gold medals in 2018.\n"
    assert search(text).tables == ()


def test_prose_under_a_rank_last_header_ends_the_table() -> None:
    text = RANK_LAST.replace("Total             49      36      36    121\n",
                             "\nNorway led the table with 39 medals, 14 of them gold.\n")
    table = _one_table(text)
    assert len(table.rows) == 5 and table.totals is None


def test_markdown_emphasis_around_a_cell_is_no_part_of_it() -> None:
    text = ("| Nation | Gold | Silver | Bronze |\n|---|---|---|---|\n| **United States** | **40** | 44 | 42 |\n"
            "| __China__ | 40 | *27* | 24 |\n| Japan* | 20 | 12 | 13 |\n")
    table = _one_table(text)
    # the host's mark on one side stays: it is no emphasis
    assert [(r.mention, r.gold, r.silver) for r in table.rows] == [
        ("United States", 40, 44), ("China", 40, 27), ("Japan*", 20, 12)]
    assert table.rows[0].raw == "| **United States** | **40** | 44 | 42 |"
