"""The sources behind a Games' medal table and what each says of its unsettled cells, read from
a store: what the wikitext export cites (``podium.export.text`` hands it to
``podium.export.wikitext``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from podium.model import GAMES_SUBJECT, DecisionStatus, Value

if TYPE_CHECKING:
    from podium.store import SourceRecord, Store

MEDALS = ("gold", "silver", "bronze", "total")
UNSETTLED = (DecisionStatus.DISPUTED, DecisionStatus.RESOLVED)


@dataclass(frozen=True)
class TableSources:
    """The sources a table's decisions rest on, in the order they were ingested, and for each
    unsettled cell (NOC, attribute) its values, each with the ids of the sources that state it
    (in the order the decision lists them)."""

    sources: tuple[SourceRecord, ...] = ()
    cells: Mapping[tuple[str, str], tuple[tuple[Value, tuple[str, ...]], ...]] = field(default_factory=dict)


def table_sources(store: Store, games: str, version: str | None = None) -> TableSources:
    """``TableSources`` of a Games' medal table, of its current version or of ``version``."""
    cited: set[str] = set()
    cells: dict[tuple[str, str], tuple[tuple[Value, tuple[str, ...]], ...]] = {}
    for decision in store.decisions(games, version=version):
        if decision.subject == GAMES_SUBJECT or decision.attribute not in MEDALS:
            continue
        values = tuple((s.value, tuple(dict.fromkeys(c.source_id for c in s.claims))) for s in decision.support)
        cited.update(i for _, ids in values for i in ids)
        if decision.status in UNSETTLED:
            cells[(decision.subject, decision.attribute)] = values
    return TableSources(tuple(s for s in store.sources() if s.id in cited), cells)
