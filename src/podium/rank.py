"""Standings: the reconciled medal table, ranked.

Ranks are shared by equal rows and skip after a tie (competition ranking:
1, 2, 2, 4). Orderings: ``gold`` (gold, silver, bronze: the IOC's), ``total``
(total, gold, silver), ``weighted`` (3 points a gold, 2 a silver, 1 a bronze,
then gold, silver) and ``per-capita`` (total medals per million people of the team in the
year the Games took place, rounded to 3 decimals, then total, gold: :mod:`podium.population`;
the teams without a population are listed apart, in ``without_population``, by gold).
Rows with exactly equal medals are listed by NOC code.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from podium.model import GAMES_SUBJECT, Decision, DecisionStatus, Games
from podium.population import DATASET, LICENCE, NoPopulation, Population, games_year, population_of

MEDAL_ATTRIBUTES = ("gold", "silver", "bronze", "total")
ORDERS = ("gold", "total", "weighted", "per-capita")
#: the orders that weigh each team's medals by its population
PER_CAPITA_ORDERS = ("per-capita",)
#: the decimals ``per_million`` is rounded to
PER_MILLION_DECIMALS = 3

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
    #: in a per-capita table: the team's population in the Games' year, and its total medals
    #: per million people (rounded to PER_MILLION_DECIMALS)
    population: Population | None = None
    per_million: float | None = None


@dataclass(frozen=True)
class Unweighted:
    """A team a per-capita table lists apart: its row (ranked 0) and why it has no population."""

    row: StandingRow
    reason: str


@dataclass(frozen=True)
class Standings:
    games: str
    order: str
    rows: tuple[StandingRow, ...]
    #: in a per-capita table, the teams without a population (their medals count in the totals)
    without_population: tuple[Unweighted, ...] = ()
    #: in a per-capita table: the year its populations are of, and their dataset and licence
    population_year: int | None = None
    population_source: str = ""

    @property
    def totals(self) -> dict[str, int]:
        rows = (*self.rows, *(u.row for u in self.without_population))
        return {a: sum(getattr(r, a) for r in rows) for a in MEDAL_ATTRIBUTES}


def sort_key(order: str) -> Callable[[StandingRow], tuple[float, int, int]]:
    if order == "gold":
        return lambda r: (r.gold, r.silver, r.bronze)
    if order == "total":
        return lambda r: (r.total, r.gold, r.silver)
    if order == "weighted":
        return lambda r: (3 * r.gold + 2 * r.silver + r.bronze, r.gold, r.silver)
    if order == "per-capita":
        return lambda r: (r.per_million or 0.0, r.total, r.gold)
    raise ValueError(f"unknown order {order!r}; choose one of {', '.join(ORDERS)}")


def competition_ranks(keys: list[tuple[float, ...]]) -> list[int]:
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
    apart: tuple[Unweighted, ...] = ()
    year, source = None, ""
    if order in PER_CAPITA_ORDERS:
        year = games_year(Games.from_slug(games)) if games else None
        source = f"{DATASET} ({LICENCE})"
        rows, apart = _weighed(rows, year or 0)
    rows.sort(key=key, reverse=True)
    ranks = competition_ranks([key(r) for r in rows])
    ranked = tuple(
        StandingRow(**{**r.__dict__, "rank": rank}) for r, rank in zip(rows, ranks)
    )
    return Standings(games=games, order=order, rows=ranked, without_population=apart,
                     population_year=year, population_source=source)


def _weighed(rows: list[StandingRow], year: int) -> tuple[list[StandingRow], tuple[Unweighted, ...]]:
    """The rows with their team's population in ``year``, and apart, by gold, the rows of the
    teams without one."""
    weighed, apart = [], []
    for r in rows:
        found = population_of(r.noc, year)
        if isinstance(found, NoPopulation):
            apart.append(Unweighted(r, found.reason))
        else:
            per_million = round(r.total * 1_000_000 / found.value, PER_MILLION_DECIMALS)
            weighed.append(StandingRow(**{**r.__dict__, "population": found, "per_million": per_million}))
    gold = sort_key("gold")
    apart.sort(key=lambda u: gold(u.row), reverse=True)
    return weighed, tuple(apart)


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
