"""Checkpoints of a bulk run, kept in the store's audit log (no table of their own).

Each partition's sources are written in one transaction together with an audit entry
``bulk-partition`` (target: the partition's key; detail: the Games its new sources touched,
the titles it chose, the redirects it found, its counts). Each Games decided afterwards gets a
``bulk-decided`` entry in the transaction of its decisions. So a run killed at any point
left whole partitions and whole decisions behind, and a rerun skips the partitions done,
decides the Games still waiting (touched by a partition after their last decision), and
adds nothing twice (a source is its bytes' sha256).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from podium.errors import StoreError

if TYPE_CHECKING:
    from podium.store import Store, StoreWriter

PARTITION = "bulk-partition"
DECIDED = "bulk-decided"
WHO = "bulk"


@dataclass
class Checkpoints:
    """What earlier runs left: the partitions done and what they found."""

    #: partition key -> its detail (``games``, ``chosen``, ``redirects``, counts)
    done: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: Games touched by a partition after their last ``bulk-decided`` entry
    undecided: list[str] = field(default_factory=list)


def load(store: Store) -> Checkpoints:
    """The checkpoints in ``store``'s audit log."""
    from sqlalchemy import select
    from sqlalchemy.exc import SQLAlchemyError

    from podium.store.codec import decode_detail
    from podium.store.schema import audit_log as log

    query = select(log.c.id, log.c.action, log.c.target, log.c.detail).where(
        log.c.action.in_((PARTITION, DECIDED))).order_by(log.c.id)
    state = Checkpoints()
    touched: dict[str, int] = {}
    decided: dict[str, int] = {}
    try:
        with store.engine.connect() as conn:
            for row in conn.execute(query):
                if row.action == DECIDED:
                    decided[row.target] = row.id
                    continue
                detail = decode_detail(row.detail) or {}
                state.done[row.target] = detail
                for slug in detail.get("games", ()):
                    touched[slug] = row.id
    except SQLAlchemyError as error:
        raise StoreError(f"store {store.name}: cannot read the checkpoints of bulk runs: {error}") from None
    state.undecided = [slug for slug, at in touched.items() if at > decided.get(slug, 0)]
    return state


def record_partition(tx: StoreWriter, key: str, detail: dict[str, Any]) -> None:
    tx.add_audit(PARTITION, key, None, detail, who=WHO)


def record_decided(tx: StoreWriter, games: str) -> None:
    tx.add_audit(DECIDED, games, None, None, who=WHO)
