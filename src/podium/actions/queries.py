"""The read side, shared by the CLI and the HTTP service: what a store knows about a Games."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from podium.errors import NotFound, UsageError
from podium.i18n.naming import SourceNames, display_name
from podium.model import GAMES_SUBJECT, Decision, DecisionStatus
from podium.rank import Standings, standings

if TYPE_CHECKING:
    from podium.store import SourceRecord, Store

UNSETTLED = (DecisionStatus.DISPUTED, DecisionStatus.RESOLVED)
SETTLED = (DecisionStatus.PINNED, DecisionStatus.OVERRIDDEN)


def pick_games(store: Store, games: str | None) -> str:
    """The Games asked for, or the only one in the store."""
    known = store.games_named()  # without counting every Games' sources
    if games is not None:
        if games not in known:
            listing = ", ".join(known) if known else "none yet; run `podium ingest PATH`"
            raise NotFound(f"no Games {games!r} in the store (Games there: {listing})")
        return games
    if not known:
        raise NotFound("the store is empty; run `podium ingest PATH...` or `podium demo`")
    if len(known) > 1:
        raise UsageError(f"the store holds several Games; give one as the GAMES argument (e.g. {known[-1]}): "
                         + ", ".join(known))
    return known[0]


def medal_table(store: Store, games: str, order: str = "gold", lang: str = "en",
                version: str | None = None) -> Standings:
    """The current version of the Games' table, or ``version`` (``podium.actions.versions``)."""
    # a table shows no explanation: read the decisions without their support and reasons
    return standings(store.decisions(games, explained=False, version=version), order=order,
                     name=display_name(lang, games))


def conflicts(store: Store, games: str, named: int | None = None, *, explained: bool = True) -> list[Decision]:
    """Every decision the sources do not all agree on, nations first, then the Games: those
    the engine decided or could not, and those an authority or a person settled (listed with
    their status, ``pinned`` or ``overridden``: settling a conflict does not make it agreed,
    and a value a person set is listed even where it is what every source says, so that
    "no conflicts" is never said of a table a person or an authority settled). ``named``: each
    value's claims of its first sources only, to be listed; ``explained=False``: without their
    support and reasons (``Store.decisions``)."""
    return sorted(
        (d for d in store.decisions(games, named=named, explained=explained)
         if d.status in UNSETTLED or d.status in SETTLED),
        key=lambda d: (d.subject == GAMES_SUBJECT, d.subject, d.attribute),
    )


def facts(store: Store, games: str, named: int | None = None) -> list[Decision]:
    """Every decision about the Games itself, conflicting or not (``named``: as ``conflicts``)."""
    return store.decisions(games, subject=GAMES_SUBJECT, named=named)


def source_titles(store: Store) -> SourceNames:
    """The store's sources' titles, cut so that no two look alike (``SourceNames``)."""
    return SourceNames(store.source_titles())


def agreement(store: Store, games: str) -> tuple[list[SourceRecord], dict[tuple[str, str], tuple[int, int]]]:
    """The sources of a Games, and for each pair of them: (values both state and agree on,
    values both state). Overall-scope claims only; a source's first value for a cell counts."""
    stated: dict[str, dict[tuple[str, str], Any]] = {}
    for c in store.claims(games):
        if c.scope == "overall":
            stated.setdefault(c.source_id, {}).setdefault((c.subject, c.attribute), c.value)
    records = [s for s in store.sources() if s.id in stated]
    pairs: dict[tuple[str, str], tuple[int, int]] = {}
    for a, b in combinations([r.id for r in records], 2):
        shared = stated[a].keys() & stated[b].keys()
        agree = sum(1 for k in shared if stated[a][k] == stated[b][k])
        pairs[(a, b)] = pairs[(b, a)] = (agree, len(shared))
    return records, pairs
