"""Tables whose cells hold two figures, the second in brackets ("75 (33)": medals counted
per athlete, the usual count in brackets). A note above the table says which figure is the
medal count; without one podium refuses the table rather than guess. The documents that read
(English Markdown, German HTML, Chinese wikitext) are in the table fixture corpus."""

from __future__ import annotations

import pytest

from podium.extract import extract
from podium.extract.cells import two_figures
from podium.extract.table_words import says_bracketed_standard
from podium.readers import read_bytes

HEADER = "| Nation | Gold | Silver | Bronze | Total |\n| --- | --- | --- | --- | --- |\n"
ROWS = ("| Norway | 21 (16) | 10 (8) | 17 (13) | 48 (37) |\n"
        "| Germany | 19 (12) | 13 (10) | 6 (5) | 38 (27) |\n"
        "| Canada | 5 (4) | 10 (8) | 16 (14) | 31 (26) |\n")


def _document(note: str) -> str:
    return f"# 2022 Winter Olympics: medals per athlete\n\n{note}\n\n{HEADER}{ROWS}"


@pytest.mark.parametrize(("text", "figures"), [
    ("75<br/>(33)", (75, 33)), ("75 (33)", (75, 33)), ("3(1)", (3, 1)), ("12 （7）", (12, 7)),
    ("12[3]", None), ("(3)", None), ("3", None), ("3 (1) (2)", None),
])
def test_two_figures_of_a_cell(text: str, figures: tuple[int, int] | None) -> None:
    assert two_figures(text) == figures


@pytest.mark.parametrize(("note", "says"), [
    ("Note: values for standard medal counting are given in brackets.", True),
    ("The official counts are in parentheses.", True),
    ("Die offiziellen Zahlen stehen in Klammern.", True),
    ("Официальные данные указаны в скобках.", True),
    ("括号内为官方奖牌榜的数字。", True),
    ("Medals won by women are given in brackets.", False),  # brackets, but not the usual count
    ("The unofficial counts are given in brackets.", False),  # "official" inside a word
    ("These are the standard counts.", False),  # no word for brackets
])
def test_a_note_says_the_bracketed_figure_is_the_count(note: str, says: bool) -> None:
    assert says_bracketed_standard(note) is says


def test_the_note_says_the_brackets_hold_the_count() -> None:
    extraction = extract(read_bytes(_document("Standard counts are given in brackets.").encode(), "doc.md"))
    (table,) = extraction.tables
    assert [(r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows] == [
        ("Norway", 16, 8, 13, 37), ("Germany", 12, 10, 5, 27), ("Canada", 4, 8, 14, 26)]


@pytest.mark.parametrize("note", ["Team medals count once for every athlete.",
                                  "Medals won by women are given in brackets."])
def test_without_such_a_note_the_table_is_refused(note: str) -> None:
    extraction = extract(read_bytes(_document(note).encode(), "doc.md"))
    assert extraction.tables == ()
    assert extraction.closest_rejection == (
        "line 5: its cells hold two figures each (such as 75 (33)), and no note says which of them is "
        "the medal count")


def test_two_rank_columns_give_no_rank() -> None:
    text = ("2022 Winter Olympics\n\n| Nation | Gold | Silver | Bronze | Total | Rank by total | Rank by golds |\n"
            "| --- | --- | --- | --- | --- | --- | --- |\n| Norway | 16 | 8 | 13 | 37 | 2 | 1 |\n"
            "| ROC | 6 | 12 | 14 | 32 | 3 | 9 |\n| Germany | 12 | 10 | 5 | 27 | 4 | 2 |\n")
    (table,) = extract(read_bytes(text.encode(), "doc.md")).tables
    assert [(r.mention, r.rank, r.gold) for r in table.rows] == [("Norway", None, 16), ("ROC", None, 6),
                                                                 ("Germany", None, 12)]
