"""A team across Games, and all-time tables: pure functions over the current tables of
several Games (``podium.rank.Standings``, one per Games).

A team is the code it competed under (the IOC's convention): the Soviet Union (URS), the
Unified Team (EUN) and Russia (RUS) are three teams, whose medals are never added together.
Their links (``podium.nations.lineage``) are shown beside a team's Games, apart from them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from podium.model import DecisionStatus, Games
from podium.nations import lineage
from podium.rank import MEDAL_ATTRIBUTES, STATUS_STRENGTH, StandingRow, Standings, competition_ranks, sort_key

#: What ``convention`` says in an all-time table: medals summed per team as it competed.
CONVENTION = "as-competed"
#: The orders an all-time table is ranked by (a per-capita order needs one year's population).
ALL_TIME_ORDERS = ("gold", "total", "weighted")
_SEASON_ORDER = {"winter": 0, "summer": 1, "": 2}  # in a year of both, the Winter Games came first


def games_order(slug: str) -> tuple[int, int, str]:
    """Oldest first: by year, the Winter Games of a year before its Summer Games, then by kind."""
    games = Games.from_slug(slug)
    return (games.year, _SEASON_ORDER[games.season], games.kind)


@dataclass(frozen=True)
class Appearance:
    """A team's row in one Games' current table."""

    games: str
    rank: int
    gold: int
    silver: int
    bronze: int
    total: int
    status: DecisionStatus  # the least settled of its cells
    unsettled: tuple[str, ...]  # its cells that are disputed or resolved

    @property
    def edition(self) -> Games:
        return Games.from_slug(self.games)


@dataclass(frozen=True)
class LinkedTeam:
    """A team just before or just after another (``lineage.tsv``), with the Games it has a
    row in among those given."""

    noc: str
    name: str
    relation: str
    since: int
    games: tuple[str, ...]


@dataclass(frozen=True)
class NationHistory:
    noc: str
    name: str
    appearances: tuple[Appearance, ...]
    predecessors: tuple[LinkedTeam, ...]
    successors: tuple[LinkedTeam, ...]

    @property
    def totals(self) -> dict[str, int]:
        """The team's own medals over its Games (never a linked team's)."""
        return {a: sum(getattr(r, a) for r in self.appearances) for a in MEDAL_ATTRIBUTES}


def _oldest_first(tables: Iterable[Standings]) -> list[Standings]:
    return sorted(tables, key=lambda t: games_order(t.games))


def appearances(noc: str, tables: Iterable[Standings]) -> tuple[Appearance, ...]:
    """The Games among ``tables`` whose table has a row for ``noc``, oldest first."""
    found = []
    for table in _oldest_first(tables):
        row = next((r for r in table.rows if r.noc == noc), None)
        if row is not None:
            found.append(Appearance(table.games, row.rank, row.gold, row.silver, row.bronze, row.total,
                                    row.status, row.unsettled))
    return tuple(found)


def nation_history(noc: str, tables: Iterable[Standings], name: Callable[[str], str]) -> NationHistory:
    """``noc`` across the Games of ``tables``, with its predecessor and successor teams
    (``name`` gives display names)."""
    tables = _oldest_first(tables)
    present: dict[str, list[str]] = {}
    for table in tables:
        for row in table.rows:
            present.setdefault(row.noc, []).append(table.games)

    def linked(links: list[lineage.Link], other: str) -> tuple[LinkedTeam, ...]:
        return tuple(
            LinkedTeam(code, name(code), link.relation.value, link.since, tuple(present.get(code, ())))
            for link in links for code in (getattr(link, other),)
        )

    return NationHistory(noc, name(noc), appearances(noc, tables),
                         linked(lineage.predecessors(noc), "earlier"), linked(lineage.successors(noc), "later"))


@dataclass(frozen=True)
class TeamSeries:
    """One team's Games among those given, oldest first (a line of a chart)."""

    noc: str
    name: str
    appearances: tuple[Appearance, ...]


def teams_before(noc: str, tables: Iterable[Standings], name: Callable[[str], str]) -> tuple[TeamSeries, ...]:
    """The teams before ``noc`` at any remove (``lineage.lineage``: for GER, FRG, GDR, EUA and
    SAA) that have a row among ``tables``, each apart, the one that competed first first."""
    tables = _oldest_first(tables)
    found = [TeamSeries(code, name(code), appearances(code, tables)) for code in lineage.lineage(noc)]
    shown = [t for t in found if t.appearances]
    return tuple(sorted(shown, key=lambda t: (games_order(t.appearances[0].games), t.noc)))


@dataclass(frozen=True)
class AllTime:
    """An all-time table: ``rows`` ranked like any table, ``appearances`` how many of the
    ``games`` each team has a row in; ``kind`` the kind of Games (``summer-olympics``), or
    None for every Games given."""

    kind: str | None
    games: tuple[str, ...]
    order: str
    rows: tuple[StandingRow, ...]
    appearances: dict[str, int]
    convention: str = CONVENTION

    @property
    def totals(self) -> dict[str, int]:
        return {a: sum(getattr(r, a) for r in self.rows) for a in MEDAL_ATTRIBUTES}


def all_time(tables: Iterable[Standings], order: str = "gold", name: Callable[[str], str] = lambda noc: noc,
             kind: str | None = None) -> AllTime:
    """The medals of each team summed over ``tables`` (as it competed: a team is its code),
    ranked by ``order``; a row's status is the least settled of its cells in every Games, its
    ``unsettled`` the cells unsettled in any of them, its confidence the lowest."""
    if order not in ALL_TIME_ORDERS:
        raise ValueError(f"an all-time table is ranked by {', '.join(ALL_TIME_ORDERS)}, not {order!r}")
    tables = _oldest_first(tables)
    sums: dict[str, dict[str, int]] = {}
    rows_of: dict[str, list[StandingRow]] = {}
    for table in tables:
        for row in table.rows:
            mine = sums.setdefault(row.noc, dict.fromkeys(MEDAL_ATTRIBUTES, 0))
            for attribute in MEDAL_ATTRIBUTES:
                mine[attribute] += getattr(row, attribute)
            rows_of.setdefault(row.noc, []).append(row)
    unranked = []
    for noc, medals in sums.items():
        rows = rows_of[noc]
        unranked.append(StandingRow(
            rank=0, noc=noc, name=name(noc),
            gold=medals["gold"], silver=medals["silver"], bronze=medals["bronze"], total=medals["total"],
            status=min((r.status for r in rows), key=lambda s: STATUS_STRENGTH[s]),
            confidence=min(r.confidence for r in rows),
            unsettled=tuple(a for a in MEDAL_ATTRIBUTES if any(a in r.unsettled for r in rows)),
        ))
    key = sort_key(order)
    unranked.sort(key=lambda r: r.noc)
    unranked.sort(key=key, reverse=True)
    ranks = competition_ranks([key(r) for r in unranked])
    ranked = tuple(StandingRow(**{**r.__dict__, "rank": rank}) for r, rank in zip(unranked, ranks))
    return AllTime(kind, tuple(t.games for t in tables), order, ranked,
                   {noc: len(rows) for noc, rows in rows_of.items()})


def kind_of(slug: str) -> str:
    """The kind of a Games as ``--kind`` names it: ``summer-olympics``, ``asian-games``."""
    games = Games.from_slug(slug)
    return f"{games.season}-{games.kind}" if games.season else games.kind


def check_kind(kind: str) -> str:
    """``summer-olympics``, ``winter-paralympics``, ``asian-games``...: a kind of Games (with
    its season where it has one); ValueError naming the shape otherwise."""
    try:
        Games.from_slug(f"2000-{kind}")
    except ValueError:
        raise ValueError(f"{kind[:60]!r} is not a kind of Games: expected summer-olympics, winter-paralympics, "
                         "asian-games... (a Games slug without its year)") from None
    return kind
