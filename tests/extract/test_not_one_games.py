"""Tables that are not a medal table of one Games give no rows: an all-time table under a
heading spanning years, a nation's medals per day, a header row cut short. (Figures: the
public results of the Winter Olympics and of Rio 2016.)"""

from __future__ import annotations

from podium.analysis import analyse
from podium.extract.grid import Cell, Grid, GridRow, Rejection, read_grid
from podium.model import Span
from podium.readers import read_bytes

PAGE = """<html><body>
<p>The 2022 Winter Olympics were held in Beijing from 4 to 20 February 2022.</p>
<h3>Medal table</h3>
<table class="wikitable"><tr><th>Rank</th><th>Nation</th><th>Gold</th><th>Silver</th><th>Bronze</th><th>Total</th></tr>
<tr><td>1</td><td>Norway</td><td>16</td><td>8</td><td>13</td><td>37</td></tr>
<tr><td>2</td><td>Germany</td><td>12</td><td>10</td><td>5</td><td>27</td></tr></table>
<h3>All-time medal table 1924 – 2022</h3>
<table class="wikitable"><tr><th>Rank</th><th>Nation</th><th>Gold</th><th>Silver</th><th>Bronze</th><th>Total</th></tr>
<tr><td>1</td><td>Norway</td><td>148</td><td>133</td><td>124</td><td>405</td></tr>
<tr><td>2</td><td>United States</td><td>113</td><td>122</td><td>95</td><td>330</td></tr></table>
</body></html>"""


def test_a_table_under_a_heading_spanning_years_is_of_no_one_games() -> None:
    analysis = analyse(read_bytes(PAGE.encode("utf-8"), "beijing.html"))
    assert [(t.games.slug, t.table.scope, [res.noc for res in t.resolutions]) for t in analysis.tables] == [
        ("2022-winter-olympics", "overall", ["NOR", "GER"])]
    assert analysis.findings == ()


def _grid(*rows: list[str]) -> Grid:
    return Grid(tuple(GridRow(tuple(Cell(t, t) for t in r), i + 1, Span(0, 0), "") for i, r in enumerate(rows)),
                "html", 1, nation=Cell("Thailand", "THA"))


def test_a_nations_medals_per_day_are_no_table_even_on_its_own_page() -> None:
    daily = _grid(["Day", "Date", "Gold", "Silver", "Bronze", "Total"],
                  ["Day 1", "11th", "3", "0", "3", "6"], ["Day 2", "12th", "5", "4", "2", "11"])
    read = read_grid(daily)
    assert isinstance(read, Rejection) and read.reason == "no nation column"


def test_a_header_row_cut_short_is_no_row_of_zeros() -> None:
    grid = Grid(tuple(GridRow(tuple(Cell(t, t) for t in r), i + 1, Span(0, 0), "") for i, r in enumerate([
        ["", "Pays"], ["1", "USA", "46", "37", "38", "121"], ["2", "Chine", "26", "18", "26", "70"],
        ["3", "Grande-Bretagne", "27", "23", "17", "67"]])), "html", 1)
    read = read_grid(grid)
    assert isinstance(read, tuple)
    assert [(r.mention, r.gold, r.total) for r in read[0].rows] == [
        ("USA", 46, 121), ("Chine", 26, 70), ("Grande-Bretagne", 27, 67)]
