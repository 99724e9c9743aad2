"""Removing a source: the library behind ``podium remove`` and ``DELETE /api/sources/{id}``.

One transaction: the source, its claims and findings deleted (``store.writes.remove_source``,
with a ``remove`` audit entry), then every Games it touched decided again without it. A
failure anywhere rolls all of it back. Nothing is lost for good: ingesting the same document
again brings the source back, with the same id (its bytes' sha256), and its Games are decided
again with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from podium.actions.ingest import redecide

if TYPE_CHECKING:
    from podium.store import Store

#: What the API says about undoing a removal (the CLI says it in the reader's words: ``remove_undo``).
UNDO = "re-ingest the same document to bring it back"


@dataclass(frozen=True)
class Removal:
    """What one removal did: the source (id, origin, title), how many claims and findings
    went with it, and the Games decided again."""

    source_id: str
    origin: str
    title: str | None
    claims: int
    findings: int
    games: tuple[str, ...]


def remove_source(store: Store, id_or_prefix: str, *, note: str | None = None, who: str = "cli") -> Removal:
    """Remove the source whose id is, or starts with, ``id_or_prefix`` (``NotFound`` when none
    or several match) and decide its Games again, all in one transaction."""
    with store.begin() as tx:
        record = tx.source(id_or_prefix)
        source_id, games = tx.remove_source(record.id, note=note, who=who)
        authorities = tx.authorities()
        for slug in games:
            redecide(tx, slug, authorities)
    return Removal(source_id, record.origin, record.title, record.claim_count, record.finding_count, games)


def removal_json(removal: Removal) -> dict[str, object]:
    """The JSON shape of ``podium remove --format json`` and ``DELETE /api/sources/{id}``."""
    return {"removed": removal.source_id, "origin": removal.origin, "title": removal.title,
            "claims": removal.claims, "findings": removal.findings, "games": list(removal.games),
            "undo": UNDO}
