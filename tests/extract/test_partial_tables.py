"""A table is an excerpt of a longer one when its own numbers say so: the first places under
the totals of the whole table. A full table that lost a row is not an excerpt: validation must
still see its sums."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.readers.reader import read_bytes

HEADER = "Rank\tNation\tGold\tSilver\tBronze\tTotal\n"
# Vancouver 2010, the first six places, under the Games' totals (86 / 87 / 85 / 258)
TOP = [
    "1\tCanada\t14\t7\t5\t26",
    "2\tGermany\t10\t13\t7\t30",
    "3\tUnited States\t9\t15\t13\t37",
    "4\tNorway\t9\t8\t6\t23",
    "5\tSouth Korea\t6\t6\t2\t14",
    "6\tSwitzerland\t6\t0\t3\t9",
]


def _read(rows: list[str], totals: str) -> tuple[bool, list[str]]:
    text = "2010 Winter Olympics medal table\n\n" + HEADER + "\n".join(rows) + "\n" + totals + "\n"
    analysis = analyse(read_bytes(text.encode(), "vancouver.tsv"))
    (table,) = analysis.tables
    return table.table.partial, sorted({f.code for f in analysis.findings})


def test_the_first_places_under_the_games_totals_are_an_excerpt() -> None:
    assert _read(TOP, "\tTotal\t86\t87\t85\t258") == (True, [])


def test_tied_places_still_read_as_the_top_of_the_table() -> None:
    tied = [*TOP, "=7\tChina\t5\t2\t4\t11", "=7\tSweden\t5\t2\t4\t11"]
    assert _read(tied, "\tTotal\t86\t87\t85\t258") == (True, [])


def test_a_full_table_that_lost_a_row_from_the_middle_is_not_an_excerpt() -> None:
    # Germany (rank 2) is missing: ranks go 1, 3, ... and the sums must be reported
    lost = [TOP[0], *TOP[2:]]
    totals = "\tTotal\t54\t49\t36\t139"  # the sums of all six rows
    assert _read(lost, totals) == (False, ["rank-shape", "totals-mismatch"])


def test_a_totals_row_that_misses_in_one_colour_only_is_a_typo_not_an_excerpt() -> None:
    assert _read(TOP, "\tTotal\t54\t50\t36\t140") == (False, ["totals-mismatch"])  # silver 49 + 1


def test_a_totals_row_that_does_not_add_up_is_not_read_as_an_excerpt() -> None:
    assert _read(TOP, "\tTotal\t86\t87\t85\t250") == (False, ["totals-mismatch"])


def test_the_first_places_and_a_row_further_down_are_an_excerpt() -> None:
    # a page that shows the top six and Russia, 11th (3 / 5 / 7): no totals row to say so
    assert _read([*TOP, "11\tRussia\t3\t5\t7\t15"], "") == (True, [])


def test_a_wrong_rank_in_a_full_table_is_not_read_as_an_excerpt() -> None:
    # Norway printed 9th among rows that go on 5, 6: the rows below it are ranked as before it
    wrong = [*TOP[:3], "9\tNorway\t9\t8\t6\t23", *TOP[4:]]
    assert _read(wrong, "\tTotal\t54\t49\t36\t139") == (False, ["rank-order"])


def test_a_row_lost_from_the_end_is_not_read_as_an_excerpt() -> None:
    # the sixth place lost: the row after it skips one place, as a lost row does
    lost = [*TOP[:5], "7\tChina\t5\t2\t4\t11"]
    assert _read(lost, "") == (False, ["rank-shape"])


def test_more_rows_below_the_gap_than_an_excerpt_shows_are_read_as_they_are() -> None:
    below = ["11\tRussia\t3\t5\t7\t15", "12\tAustralia\t2\t1\t0\t3", "13\tLatvia\t0\t2\t0\t2",
             "14\tFinland\t0\t1\t4\t5"]
    assert _read([*TOP, *below], "") == (False, ["rank-shape"])


@pytest.mark.parametrize(("heading", "partial"), [
    ("Top 3 nations", True), ("The top-5", True), ("Top twelve NOCs", True), ("Die besten zehn Nationen", True),
    ("Топ-10 медального зачёта", True),
    # a count of days or of winners is no part of the nations; a "top" without a count says nothing
    ("After the first three days", False), ("Top scorers", False), ("Medal table", False), ("Desktop 3", False),
])
def test_a_heading_that_shows_a_table_in_part_by_its_count(heading: str, partial: bool) -> None:
    from podium.extract.table_words import says_partial

    assert says_partial(heading) is partial
    # a table under it, of all its nations but a top one, is read so
    text = f"# 2014 Commonwealth Games\n\n## {heading}\n\nRank Nation Gold Silver Bronze\n1 England 58 59 57\n" \
           "2 Australia 49 42 46\n3 Canada 32 16 34\n"
    (read,) = analyse(read_bytes(text.encode("utf-8"), "table.txt")).tables
    assert read.table.partial is partial
