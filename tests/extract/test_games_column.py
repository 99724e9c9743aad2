"""A nation page's table of its rows at each Games under a header that does not say "Games"
(``Event``: ``1976 Winter Paralympics``): the column is the Games of each row, not a nation,
and ranks written as ordinals (``2nd``) are ranks."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.extract.numbers import parse_rank
from podium.readers import read_bytes

# Switzerland at the Winter Paralympics: 1976 10-1-1 (2nd), 1984 4-2-3 (5th), 1988 5-16-16 (6th)
PAGE = """<html><head><title>Switzerland at the Paralympics</title></head><body>
<table class="infobox"><tr><th>Switzerland at the Paralympics</th></tr>
<tr><th>IPC code</th><td>SUI</td></tr></table>
<p><b>Switzerland</b> has competed at every Winter Paralympics.</p>
<h2>Winter Paralympics</h2>
<table class="wikitable">
<tr><th>{header}</th><td style="background:gold">Gold</td><td style="background:silver">Silver</td>
<td style="background:#cc9966">Bronze</td><th>Total</th><th>Ranking</th></tr>
<tr><td><a href="/wiki/1976_Winter_Paralympics">1976 Winter Paralympics</a></td><td><b>10</b></td><td>1</td><td>1</td>
<td>12</td><td><b>2nd</b></td></tr>
<tr><td><a href="/wiki/1984_Winter_Paralympics">1984 Winter Paralympics</a></td><td>4</td><td>2</td><td>3</td>
<td>9</td><td>5th</td></tr>
<tr><td><a href="/wiki/1988_Winter_Paralympics">1988 Winter Paralympics</a></td><td>5</td><td>16</td><td>16</td>
<td>37</td><td>6th</td></tr>
</table></body></html>
"""


@pytest.mark.parametrize("header", ["Event", "Games", ""])
def test_a_column_of_games_under_any_header_is_each_rows_games(header: str) -> None:
    analysis = analyse(read_bytes(PAGE.format(header=header).encode("utf-8"), "switzerland.html"))
    read = [(t.games.slug, [(r.rank, r.gold, r.silver, r.bronze, r.total) for r in t.table.rows],
             [res.noc for res in t.resolutions]) for t in analysis.tables]
    assert read == [("1976-winter-paralympics", [(2, 10, 1, 1, 12)], ["SUI"]),
                    ("1984-winter-paralympics", [(5, 4, 2, 3, 9)], ["SUI"]),
                    ("1988-winter-paralympics", [(6, 5, 16, 16, 37)], ["SUI"])]
    assert [f.code for f in analysis.findings] == []


def test_a_column_of_games_with_no_nation_page_is_no_nation() -> None:
    text = PAGE.format(header="Event").replace('<table class="infobox"><tr><th>Switzerland at the Paralympics</th></tr>\n'
                                               '<tr><th>IPC code</th><td>SUI</td></tr></table>\n', "")
    text = text.replace("Switzerland at the Paralympics", "Winter Paralympics results")
    from podium.errors import PodiumError

    with pytest.raises(PodiumError, match="no medal table and no fact about a Games found .*no nation column"):
        analyse(read_bytes(text.encode("utf-8"), "results.html"))


@pytest.mark.parametrize(("cell", "rank"), [
    ("2nd", 2), ("1st", 1), ("3rd", 3), ("21st", 21), ("5th", 5), ("1er", 1), ("3e", 3), ("2º", 2), ("4°", 4),
    ("2.º", 2), ("7.", 7), ("=4", 4), ("T3", 3),
    ("2nd place", None), ("12a", None), ("1e5", None), ("Norway", None), ("0th", None),
])
def test_ranks_as_ordinals(cell: str, rank: int | None) -> None:
    assert parse_rank(cell) == rank
