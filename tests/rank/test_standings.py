"""Standings: shared competition ranks, orderings, row status from cell decisions."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from podium.model import Decision, DecisionStatus
from podium.rank import competition_ranks, standings

GAMES = "2004-summer-paralympics"


def cell(noc: str, attribute: str, value: int, status: DecisionStatus = DecisionStatus.AGREED) -> Decision:
    disputed = status is DecisionStatus.DISPUTED
    return Decision(
        games=GAMES,
        subject=noc,
        attribute=attribute,
        status=status,
        value=None if disputed else value,
        best_guess=value,
        confidence=0.5 if disputed else 1.0,
        rationale="",
    )


def nation(noc: str, g: int, s: int, b: int, total: int | None = None) -> list[Decision]:
    cells = [cell(noc, "gold", g), cell(noc, "silver", s), cell(noc, "bronze", b)]
    if total is not None:
        cells.append(cell(noc, "total", total))
    return cells


def test_competition_ranks_share_and_skip() -> None:
    assert competition_ranks([(5,), (3,), (3,), (1,)]) == [1, 2, 2, 4]
    assert competition_ranks([(1,), (1,), (1,)]) == [1, 1, 1]
    assert competition_ranks([]) == []


def test_gold_order_shares_ranks_and_lists_exact_ties_by_code() -> None:
    decisions = (
        nation("TUR", 1, 0, 1) + nation("IND", 1, 0, 1) + nation("JAM", 1, 0, 1)
        + nation("LAT", 1, 1, 1) + nation("ZIM", 1, 0, 0) + nation("BIH", 1, 0, 0)
        + nation("IRL", 0, 3, 1)
    )
    table = standings(decisions)
    assert [(r.rank, r.noc) for r in table.rows] == [
        (1, "LAT"), (2, "IND"), (2, "JAM"), (2, "TUR"), (5, "BIH"), (5, "ZIM"), (7, "IRL"),
    ]
    assert table.totals == {"gold": 6, "silver": 4, "bronze": 5, "total": 15}
    assert table.rows[0].total == 3  # derived from the colours when no total was stated


def test_total_and_weighted_orders() -> None:
    decisions = nation("AAA", 3, 0, 0) + nation("BBB", 1, 1, 3) + nation("CCC", 0, 5, 0)
    assert [(r.rank, r.noc) for r in standings(decisions, order="gold").rows] == [
        (1, "AAA"), (2, "BBB"), (3, "CCC"),
    ]
    # total: BBB and CCC both have 5 medals; BBB has more gold
    assert [(r.rank, r.noc) for r in standings(decisions, order="total").rows] == [
        (1, "BBB"), (2, "CCC"), (3, "AAA"),
    ]
    # weighted: AAA 9 points, BBB 8, CCC 10
    assert [(r.rank, r.noc) for r in standings(decisions, order="weighted").rows] == [
        (1, "CCC"), (2, "AAA"), (3, "BBB"),
    ]


def test_row_takes_the_weakest_status_and_names_unsettled_cells() -> None:
    decisions = [
        cell("GBR", "gold", 35),
        cell("GBR", "silver", 30),
        cell("GBR", "bronze", 30, DecisionStatus.DISPUTED),
        cell("GBR", "total", 95, DecisionStatus.DISPUTED),
    ]
    (row,) = standings(decisions, name=lambda noc: "Great Britain").rows
    assert (row.gold, row.silver, row.bronze, row.total) == (35, 30, 30, 95)
    assert row.status is DecisionStatus.DISPUTED
    assert row.unsettled == ("bronze", "total")
    assert row.confidence == 0.5
    assert row.name == "Great Britain"


medals = st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(0, 5))


@given(st.dictionaries(st.from_regex(r"[A-Z]{3}", fullmatch=True), medals, min_size=1, max_size=25))
def test_ranks_are_competition_ranks_of_the_gold_order(table: dict[str, tuple[int, int, int]]) -> None:
    decisions = [d for noc, (g, s, b) in table.items() for d in nation(noc, g, s, b)]
    rows = standings(decisions).rows
    assert sorted(r.noc for r in rows) == sorted(table)
    for r in rows:
        better = sum(1 for other in table.values() if other > (r.gold, r.silver, r.bronze))
        assert r.rank == better + 1
    for a, b in zip(rows, rows[1:]):
        assert (a.gold, a.silver, a.bronze) > (b.gold, b.silver, b.bronze) or (
            (a.gold, a.silver, a.bronze) == (b.gold, b.silver, b.bronze) and a.noc < b.noc
        )
