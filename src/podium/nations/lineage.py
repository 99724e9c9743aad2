"""How teams at the Games follow one another: URS → EUN → RUS, UKR…; FRG and GDR → GER.

The links are data (``data/lineage.tsv``: earlier team, later team, the first year of Games
after the change, the Games the link holds at, the relation, a note), read once and checked
against the registry (``nocs.tsv``): both codes known, the later one valid in that year, both
taking part in those Games. A link says where a team's history goes on; it is never a reason
to add one team's medals to another's (the IOC's convention: a team's medals are its own).

>>> [link.later for link in successors("URS")]
['EUN']
>>> sorted(link.earlier for link in predecessors("GER"))
['FRG', 'GDR']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from podium.datafiles import Row, read_tsv
from podium.nations.records import GAMES_KINDS, NocRecord, data_folder
from podium.nations.registry import registry

__all__ = ["Link", "Relation", "checked_links", "links", "predecessors", "successors", "lineage"]

_HEADER = ("earlier", "later", "since", "games", "relation", "note")


class Relation(str, Enum):
    """How the later team stands to the earlier one (``lineage.tsv``'s header says each)."""

    SUCCESSOR = "successor"
    SPLIT = "split"
    MERGED = "merged"
    RENAMED = "renamed"
    NEUTRAL = "neutral"


@dataclass(frozen=True)
class Link:
    """One row of ``lineage.tsv``: ``earlier`` was followed by ``later`` from ``since`` on."""

    earlier: str
    later: str
    since: int
    games: str  # olympics | paralympics | both
    relation: Relation
    note: str
    line: int


@lru_cache(maxsize=1)
def links() -> tuple[Link, ...]:
    """Every link of ``data/lineage.tsv``, in file order, checked against the registry;
    a wrong row is refused (``ValueError`` naming ``lineage.tsv`` and its line)."""
    return checked_links(read_tsv(data_folder(), "lineage.tsv", header=_HEADER), registry().records)


def checked_links(rows: Iterable[Row], records: Mapping[str, NocRecord]) -> tuple[Link, ...]:
    """The links of ``lineage.tsv``'s rows (below its header), each checked against the
    registry's ``records``."""
    found: list[Link] = []
    seen: set[tuple[str, str]] = set()
    for row in rows:
        at = f"lineage.tsv:{row.line}"
        if len(row.fields) != len(_HEADER):
            raise ValueError(f"{at}: expected {len(_HEADER)} tab-separated fields")
        earlier, later, since, games, relation, note = (f.strip() for f in row.fields)
        for code in (earlier, later):
            if code not in records:
                raise ValueError(f"{at}: unknown code {code!r} (nocs.tsv)")
        if earlier == later or (earlier, later) in seen:
            raise ValueError(f"{at}: {earlier} -> {later} is not a new link")
        if not since.isdigit() or not records[later].valid_in(int(since)):
            raise ValueError(f"{at}: {later} is not valid in {since!r} (nocs.tsv)")
        if games not in GAMES_KINDS:
            raise ValueError(f"{at}: games must be one of {', '.join(GAMES_KINDS)}, not {games!r}")
        kinds = ("olympics", "paralympics") if games == "both" else (games,)
        for code in (earlier, later):
            if not all(records[code].takes_part_in(k) for k in kinds):
                raise ValueError(f"{at}: {code} does not take part in {games!r} Games (nocs.tsv)")
        try:
            kind = Relation(relation)
        except ValueError:
            raise ValueError(f"{at}: relation must be one of {', '.join(r.value for r in Relation)}, "
                             f"not {relation!r}") from None
        if not note:
            raise ValueError(f"{at}: a note is required")
        seen.add((earlier, later))
        found.append(Link(earlier, later, int(since), games, kind, note, row.line))
    return tuple(found)


def _order(found: list[Link], other: str) -> list[Link]:
    return sorted(found, key=lambda link: (link.since, getattr(link, other)))


def predecessors(code: str) -> list[Link]:
    """The links into ``code`` (the teams just before it), oldest first, then by code."""
    return _order([link for link in links() if link.later == code], "earlier")


def successors(code: str) -> list[Link]:
    """The links out of ``code`` (the teams just after it), oldest first, then by code."""
    return _order([link for link in links() if link.earlier == code], "later")


def lineage(code: str, *, before: bool = True, after: bool = False) -> list[str]:
    """The codes linked to ``code`` by any number of links (``before``: going back,
    ``after``: going on), nearest first, each once and ``code`` itself left out: the teams
    before GER are FRG, GDR, EUA and SAA (and GER's own team of 1952, which is GER)."""
    seen = {code}
    order: list[str] = []
    frontier = [code]
    while frontier:
        following: list[str] = []
        for current in frontier:
            near = ([link.earlier for link in predecessors(current)] if before else []) + (
                [link.later for link in successors(current)] if after else [])
            for other in near:
                if other not in seen:
                    seen.add(other)
                    order.append(other)
                    following.append(other)
        frontier = following
    return order
