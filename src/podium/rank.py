"""Standings: the reconciled medal table, ranked.

Ranks are shared by equal rows and skip after a tie (competition ranking:
1, 2, 2, 4). Orderings: ``gold`` (gold, silver, bronze: the IOC's), ``total``
(total, gold, silver) and ``weighted`` (3 points a gold, 2 a silver, 1 a bronze,
then gold, silver). Rows with exactly equal medals are listed by NOC code.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from podium.model import GAMES_SUBJECT, Decision, DecisionStatus

MEDAL_ATTRIBUTES = ("gold", "silver", "bronze", "total")
ORDERS = ("gold", "total", "weighted")

#: From the weakest to the strongest: a row takes the weakest status of its cells.
STATUS_STRENGTH = {
    DecisionStatus.DISPUTED: 0,
    DecisionStatus.RESOLVED: 1,
    DecisionStatus.OVERRIDDEN: 2,
    DecisionStatus.PINNED: 3,
    DecisionStatus.AGREED: 4,
}


@dataclass(frozen=True)
class StandingRow:
    rank: int
    noc: str
    name: str
    gold: int
    silver: int
    bronze: int
    total: int
    status: DecisionStatus
    confidence: float
    unsettled: tuple[str, ...]  # the cells that are disputed or resolved, e.g. ("bronze", "total")


@dataclass(frozen=True)
class Standings:
    games: str
    order: str
    rows: tuple[StandingRow, ...]

    @property
    def totals(self) -> dict[str, int]:
        return {a: sum(getattr(r, a) for r in self.rows) for a in MEDAL_ATTRIBUTES}


def sort_key(order: str) -> Callable[[StandingRow], tuple[int, int, int]]:
    if order == "gold":
        return lambda r: (r.gold, r.silver, r.bronze)
    if order == "total":
        return lambda r: (r.total, r.gold, r.silver)
    if order == "weighted":
        return lambda r: (3 * r.gold + 2 * r.silver + r.bronze, r.gold, r.silver)
    raise ValueError(f"unknown order {order!r}; choose one of {', '.join(ORDERS)}")


def competition_ranks(keys: list[tuple[int, ...]]) -> list[int]:
    """Ranks for keys already sorted best first: equal keys share, the next skips."""
    ranks: list[int] = []
    for i, key in enumerate(keys):
        ranks.append(ranks[-1] if i and key == keys[i - 1] else i + 1)
    return ranks


def standings(
    decisions: Iterable[Decision],
    order: str = "gold",
    name: Callable[[str], str] = lambda noc: noc,
) -> Standings:
    """Rank the nations the decisions speak about; ``name`` gives display names."""
    key = sort_key(order)
    cells: dict[str, dict[str, Decision]] = defaultdict(dict)
    games = ""
    for d in decisions:
        games = games or d.games
        if d.subject != GAMES_SUBJECT and d.attribute in MEDAL_ATTRIBUTES:
            cells[d.subject][d.attribute] = d

    rows = [_row(noc, by_attribute, name) for noc, by_attribute in cells.items()]
    rows.sort(key=lambda r: r.noc)
    rows.sort(key=key, reverse=True)
    ranks = competition_ranks([key(r) for r in rows])
    ranked = tuple(
        StandingRow(**{**r.__dict__, "rank": rank}) for r, rank in zip(rows, ranks)
    )
    return Standings(games=games, order=order, rows=ranked)


def _row(noc: str, cells: dict[str, Decision], name: Callable[[str], str]) -> StandingRow:
    def shown(attribute: str) -> int | None:
        d = cells.get(attribute)
        value = d.shown if d is not None else None
        return value if isinstance(value, int) else None

    gold, silver, bronze = (shown(a) or 0 for a in ("gold", "silver", "bronze"))
    total = shown("total")
    present = list(cells.values())
    weakest = min(present, key=lambda d: STATUS_STRENGTH[d.status])
    return StandingRow(
        rank=0,
        noc=noc,
        name=name(noc),
        gold=gold,
        silver=silver,
        bronze=bronze,
        total=total if total is not None else gold + silver + bronze,
        status=weakest.status,
        confidence=min(d.confidence for d in present),
        unsettled=tuple(
            a for a in MEDAL_ATTRIBUTES
            if a in cells and cells[a].status in (DecisionStatus.DISPUTED, DecisionStatus.RESOLVED)
        ),
    )
