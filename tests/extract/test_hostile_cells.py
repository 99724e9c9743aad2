"""Hostile cells: numbers ``int()`` refuses must not crash a reader. A superscript digit
(``²``: ``str.isdigit`` says yes, ``int`` says no), a number of more digits than Python turns
into an int (4,300), ``show_limit = 0``: the cell is not a number, the bad table is not a table."""

from __future__ import annotations

import sys

import pytest

from podium.analysis import analyse
from podium.extract.layouts import wikitext
from podium.extract.numbers import parse_count, parse_medal_cell, parse_rank, whole_number
from podium.extract.numerals import parse_han, parse_number
from podium.extract.tables import search_tables
from podium.readers.reader import read_bytes

#: One digit more than ``int()`` converts from a text by default.
HUGE = "9" * 5000


def test_the_huge_number_is_beyond_the_int_string_limit() -> None:
    assert sys.get_int_max_str_digits() == 4300  # what HUGE is past; the tests below need it
    with pytest.raises(ValueError):
        int(HUGE)


def _template(*rows: str, options: str = "") -> str:
    """A ``{{Medals table}}`` of made-up teams, one parameter line per row."""
    return "{{Medals table\n" + options + "".join(f"{row}\n" for row in rows) + "}}\n"


AAA = "| gold_AAA = 10 | silver_AAA = 5 | bronze_AAA = 3"
BBB = "| gold_BBB = 4 | silver_BBB = 5 | bronze_BBB = 3"


def _rows(text: str) -> list[tuple[int | None, str, int, int, int, int | None]]:
    (table,) = wikitext.medals_templates(text)
    return [(r.rank, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows]


def test_a_superscript_count_in_the_medals_template_is_not_a_count() -> None:
    text = _template(AAA, "| gold_SUP = ² | silver_SUP = 2 | bronze_SUP = 1", BBB)
    assert _rows(text) == [(1, "AAA", 10, 5, 3, 18), (2, "BBB", 4, 5, 3, 12), (3, "SUP", 0, 2, 1, 3)]


def test_a_count_of_5000_digits_in_the_medals_template_is_not_a_count() -> None:
    text = _template(AAA, f"| gold_BIG = {HUGE} | silver_BIG = 7 | bronze_BIG = 0", BBB)
    assert _rows(text) == [(1, "AAA", 10, 5, 3, 18), (2, "BBB", 4, 5, 3, 12), (3, "BIG", 0, 7, 0, 7)]


def test_arabic_indic_digits_in_the_medals_template_are_still_a_count() -> None:
    text = _template(AAA, "| gold_ARB = ١٢ | silver_ARB = ٣ | bronze_ARB = 0")
    assert _rows(text) == [(1, "ARB", 12, 3, 0, 15), (2, "AAA", 10, 5, 3, 18)]


def test_show_limit_zero_shows_no_row_so_there_is_no_template_table() -> None:
    text = "2004 Summer Olympics medal table\n\n" + _template(AAA, BBB, options="| show_limit = 0\n")
    assert wikitext.medals_templates(text) == []
    assert search_tables(text, "wikitext").tables == ()


@pytest.mark.parametrize("limit", [HUGE, "²", "¹"])
def test_show_limit_that_is_no_int_limits_nothing(limit: str) -> None:
    text = _template(AAA, BBB, options=f"| show_limit = {limit}\n")
    (table,) = wikitext.medals_templates(text)
    assert ([r.mention for r in table.rows], table.partial) == (["AAA", "BBB"], False)


def test_show_limit_one_still_keeps_the_first_row() -> None:
    (table,) = wikitext.medals_templates(_template(AAA, BBB, options="| show_limit = 1\n"))
    assert ([r.mention for r in table.rows], table.partial) == (["AAA"], True)


@pytest.mark.parametrize("attribute", ["rowspan", "colspan"])
def test_a_wikitable_span_of_5000_digits_spans_nothing(attribute: str) -> None:
    text = ("2004 Summer Paralympics\n{| class=wikitable\n! Rank !! NPC !! Gold !! Silver !! Bronze\n|-\n"
            f"| {attribute}=\"{HUGE}\" | 1 || China || 63 || 46 || 32\n"
            "|-\n| 2 || Great Britain || 35 || 30 || 29\n|}\n")
    (table,) = search_tables(text, "wikitext").tables
    assert [(r.rank, r.mention, r.gold, r.silver, r.bronze) for r in table.rows] == [
        (1, "China", 63, 46, 32), (2, "Great Britain", 35, 30, 29)]


def test_whole_number_is_none_past_the_int_string_limit() -> None:
    assert (whole_number("4300"), whole_number("9" * 4300) == int("9" * 4300), whole_number(HUGE)) == (4300, True, None)


@pytest.mark.parametrize("cell", [HUGE, f"'''{HUGE}'''", HUGE.translate(str.maketrans("9", "９")), "1,000," + HUGE])
def test_a_medal_cell_of_5000_digits_is_not_a_count(cell: str) -> None:
    assert (parse_count(cell), parse_medal_cell(cell)) == (None, None)


@pytest.mark.parametrize("cell", [HUGE, f"={HUGE}", f"{HUGE}.", f"T{HUGE}"])
def test_a_rank_of_5000_digits_is_not_a_rank(cell: str) -> None:
    assert parse_rank(cell) is None


@pytest.mark.parametrize("cell", ["²", "¹²", "3²"])
def test_superscript_digits_are_neither_a_count_nor_a_rank(cell: str) -> None:
    assert (parse_count(cell), parse_medal_cell(cell), parse_rank(cell)) == (None, None, None)


@pytest.mark.parametrize("text", [HUGE, HUGE + "万", "63." + HUGE + "万", HUGE + "." + "5万", "九" * 5000])
def test_a_prose_number_of_5000_digits_is_not_a_count(text: str) -> None:
    assert parse_number(text) is None


def test_prose_numbers_under_the_limit_still_read() -> None:
    assert (parse_number("63.4万"), parse_number("3 806"), parse_han("二〇〇四"), parse_han("九" * 4300) == int("9" * 4300)) == (
        634000, 3806, 2004, True)


ROWS = ("Rank,Nation,Gold,Silver,Bronze,Total\n1,United States,36,39,26,101\n"
        "2,China,{china},17,14,63\n{russia},Russia,27,27,38,92\n")


def _athens_csv(china: str, russia: str) -> list[tuple[int | None, bool, str, int, int, int, int | None]]:
    text = "2004 Summer Olympics medal table\n\n" + ROWS.format(china=china, russia=russia)
    analysis = analyse(read_bytes(text.encode(), "athens.csv"))
    assert analysis.games.slug == "2004-summer-olympics"
    (table,) = analysis.tables
    return [(r.rank, r.rank_stated, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.table.rows]


def test_a_csv_row_with_a_5000_digit_count_is_not_a_nation_row() -> None:
    assert _athens_csv(HUGE, "3") == [
        (1, True, "United States", 36, 39, 26, 101), (3, True, "Russia", 27, 27, 38, 92)]


def test_a_csv_row_with_a_5000_digit_rank_is_read_as_unranked() -> None:
    # not China's tie (other medals), so no rank at all rather than China's
    assert _athens_csv("32", HUGE) == [
        (1, True, "United States", 36, 39, 26, 101), (2, True, "China", 32, 17, 14, 63),
        (None, False, "Russia", 27, 27, 38, 92)]


def test_a_plain_text_row_with_a_5000_digit_count_is_no_nation_s_medals() -> None:
    text = ("2004 Summer Olympics medal table\n\nRank  Nation  Gold  Silver  Bronze  Total\n"
            "1  United States  36  39  26  101\n2  China  32  17  14  63\n"
            f"3  Russia  {HUGE}  27  38  92\n4  Australia  17  16  16  49\n")
    analysis = analyse(read_bytes(text.encode(), "athens.txt"))
    (table,) = analysis.tables
    assert [(r.line, r.mention, r.gold, r.silver, r.bronze) for r in table.table.rows if len(r.mention) < 20] == [
        (4, "United States", 36, 39, 26), (5, "China", 32, 17, 14), (7, "Australia", 17, 16, 16)]
    # the number that is no number stays in the row's name, which names no nation: an error, not Russia's medals
    assert [(f.code, f.line) for f in analysis.findings] == [("unknown-nation", 6)]
    assert all(claim.subject != "RUS" for claim in analysis.claims)
