"""The read side, shared by the CLI and the HTTP service: what a store knows about a Games."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from podium import nations
from podium.errors import NotFound, UsageError
from podium.model import GAMES_SUBJECT, Decision, DecisionStatus, Games
from podium.i18n.naming import display_name
from podium.rank import Standings, standings

if TYPE_CHECKING:
    from podium.store import Store

UNSETTLED = (DecisionStatus.DISPUTED, DecisionStatus.RESOLVED)


def pick_games(store: "Store", games: str | None) -> str:
    """The Games asked for, or the only one in the store."""
    known = [g.slug for g in store.games()]
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


def medal_table(store: "Store", games: str, order: str = "gold", lang: str = "en") -> Standings:
    return standings(store.decisions(games), order=order, name=display_name(lang, games))


def conflicts(store: "Store", games: str) -> list[Decision]:
    """Every decision the sources do not all agree on, nations first, then the Games."""
    return sorted(
        (d for d in store.decisions(games) if d.status in UNSETTLED),
        key=lambda d: (d.subject == GAMES_SUBJECT, d.subject, d.attribute),
    )


def facts(store: "Store", games: str) -> list[Decision]:
    """Every decision about the Games itself, conflicting or not."""
    return [d for d in store.decisions(games) if d.subject == GAMES_SUBJECT]


def source_titles(store: "Store") -> Callable[[str], str | None]:
    titles = {s.id: s.title for s in store.sources()}
    return titles.get
