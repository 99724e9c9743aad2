"""A results report's text (a PDF's text layer): a space-aligned table with a second rank after
the medals (``Rank by Total``) is read by its header's columns; the plain reader would take the
last four numbers of each line as its medals."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.extract.layouts.text_columns import header_columns
from podium.extract.layouts.text_lines import split_lines
from podium.readers import read_bytes

# Tokyo 2020: the top five
REPORT = """                 Games of the XXXII Olympiad - Tokyo 2020
                            Medal Standings

  Rank   Team / NOC                          Gold   Silver   Bronze   Total   Rank by Total
     1   United States of America              39       41       33     113               1
     2   People's Republic of China            38       32       18      88               2
     3   Japan                                 27       14       17      58               5
     4   Great Britain                         22       21       22      65               4
     5   ROC                                   20       28       23      71               3

 OG2020_MDL_Standings                                                            Page 1 / 1
"""


def test_a_second_rank_after_the_medals() -> None:
    analysis = analyse(read_bytes(REPORT.encode("utf-8"), "standings.txt"))
    (read,) = analysis.tables
    # two rankings that disagree: the one headed "Rank" alone is the table's, "Rank by Total" another one
    assert [(r.rank, res.noc, r.gold, r.silver, r.bronze, r.total, r.line)
            for r, res in zip(read.table.rows, read.resolutions)] == [
        (1, "USA", 39, 41, 33, 113, 5), (2, "CHN", 38, 32, 18, 88, 6), (3, "JPN", 27, 14, 17, 58, 7),
        (4, "GBR", 22, 21, 22, 65, 8), (5, "ROC", 20, 28, 23, 71, 9)]
    assert analysis.games.slug == "2020-summer-olympics" and analysis.findings == ()


@pytest.mark.parametrize(("header", "meanings"), [
    ("  Rank   Team / NOC     Gold   Silver   Bronze   Total   Rank by Total",
     ["rank", "nation", "gold", "silver", "bronze", "total", "rank"]),
    ("Nation   Gold   Silver   Bronze   Total   Rank", ["nation", "gold", "silver", "bronze", "total", "rank"]),
    # a meaning twice, apart: two tables side by side
    ("Nation   Gold   Silver   Bronze      Nation   Gold   Silver   Bronze", None),
])
def test_header_columns(header: str, meanings: list[str] | None) -> None:
    columns = header_columns(split_lines(header)[0])
    assert (None if columns is None else [c.meaning for c in columns]) == meanings


PAGE_2 = """ Report Created SUN 8 AUG 2021 16:00
                 Games of the XXXII Olympiad - Tokyo 2020
                            Medal Standings

  Rank   Team / NOC                          Gold   Silver   Bronze   Total   Rank by Total
     6   Australia                             17        7       22      46               6
     7   Netherlands                           10       12       14      36               9
     8   France                                10       12       11      33              10

 OG2020_MDL_Standings                                                            Page 2 / 2
"""


def _tables(text: str) -> list[tuple[str | None, list[str]]]:
    analysis = analyse(read_bytes(text.encode("utf-8"), "standings.txt"))
    return [(read.table.as_of, [res.noc or "" for res in read.resolutions]) for read in analysis.tables]


def test_a_table_continued_on_the_next_page_is_one_table_dated_by_its_first_page() -> None:
    dated = REPORT.replace("Medal Standings\n", "Medal Standings\n                    As of SUN 8 AUG 2021\n", 1)
    assert _tables(dated + PAGE_2) == [("2021-08-08", ["USA", "CHN", "JPN", "GBR", "ROC", "AUS", "NED", "FRA"])]
    # the same table shown twice is not one table continued: it is stated once (``without_repeats``)
    assert _tables(REPORT + REPORT) == [(None, ["USA", "CHN", "JPN", "GBR", "ROC"])]


def test_a_plain_texts_title_lines_date_its_table() -> None:
    text = ("Tokyo 2020 Olympics\nMedal standings as of 28 July 2021\n\n"
            "1 Japan 8 2 3 13\n2 United States 7 3 4 14\n3 China 6 5 7 18\n")
    assert _tables(text) == [("2021-07-28", ["JPN", "USA", "CHN"])]
    # a line above that says no time is no title of the table
    assert _tables(text.replace(" as of 28 July 2021", "")) == [(None, ["JPN", "USA", "CHN"])]
