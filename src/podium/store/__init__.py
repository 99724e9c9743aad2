"""podium's store: documents, claims, findings, decisions, overrides and an audit log,
persisted with SQLAlchemy Core (SQLite by default, PostgreSQL by URL).

    store = open_store("podium.sqlite")
    with store.begin() as tx:                 # one transaction; rolled back on error
        tx.add_source(document, "2004-summer-paralympics", claims, findings)
    store.claims("2004-summer-paralympics", subject="GBR")

The store records what the pure stages computed; it never computes a medal, a rank or
a decision.

Nothing here imports SQLAlchemy: a store imports it when it first needs its engine, which
a command reading a SQLite file at the newest schema may never do (``sqlite_file``).
"""

from __future__ import annotations

from .connect import open_store, resolve_db
from .records import AuditEntry, GamesRecord, OverrideRecord, SourceRecord
from .revision import HEAD_REVISION
from .storable import check_storable
from .store import Store, StoreWriter

__all__ = [
    "HEAD_REVISION",
    "AuditEntry",
    "GamesRecord",
    "OverrideRecord",
    "SourceRecord",
    "Store",
    "StoreWriter",
    "check_storable",
    "open_store",
    "resolve_db",
]
