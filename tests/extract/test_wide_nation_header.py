"""A nation header over several columns (``<th colspan=3>Pays</th>`` over the rank, the flag
and the name; medal headers as images): the nation is the column of names under it, and a
column of ranks before it is the rank."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.readers import read_bytes

# Rio 2016: United States 46-37-38, Great Britain 27-23-17, China 26-18-26
ROWS = [(1, "usa", "États-Unis", 46, 37, 38), (2, "gbr", "Grande-Bretagne", 27, 23, 17), (3, "chn", "Chine", 26, 18, 26)]


def _page(title_row: bool, rank_inside: bool) -> str:
    title = '<tr><th colspan="7">Jeux olympiques de Rio 2016</th></tr>' if title_row else ""
    wide = 3 if rank_inside else 2
    head = "" if rank_inside else "<th>Rang</th>"
    rows = "".join(
        f'<tr><th>{rank}</th><td><img src="img/{flag}.png" alt="Drapeau"></td><td>{name}</td>'
        f"<td>{g}</td><td>{s}</td><td>{b}</td><td>{g + s + b}</td></tr>"
        for rank, flag, name, g, s, b in ROWS)
    return (f"<html><body><h2>Tableau des médailles des Jeux olympiques de Rio 2016</h2><table>{title}"
            f'<tr>{head}<th colspan="{wide}">Pays</th><th><img src="img/or.png" alt="or"></th>'
            '<th><img src="img/argent.png" alt="argent"></th><th><img src="img/bronze.png" alt="bronze"></th>'
            f'<th><img src="img/total.png" alt="total"></th></tr>{rows}</table></body></html>')


@pytest.mark.parametrize("title_row", [False, True])
@pytest.mark.parametrize("rank_inside", [True, False])
def test_the_names_under_a_wide_nation_header(title_row: bool, rank_inside: bool) -> None:
    analysis = analyse(read_bytes(_page(title_row, rank_inside).encode("utf-8"), "tableau.php"))
    (read,) = analysis.tables
    assert analysis.games.slug == "2016-summer-olympics"
    assert [(r.rank, r.mention, r.gold, r.silver, r.bronze, r.total) for r in read.table.rows] == [
        (1, "États-Unis", 46, 37, 38, 121), (2, "Grande-Bretagne", 27, 23, 17, 67), (3, "Chine", 26, 18, 26, 70)]
    assert [res.noc for res in read.resolutions] == ["USA", "GBR", "CHN"]
    assert analysis.findings == ()
