"""Rows derived again after an upgrade, with the code and schema of the head revision.

A migration that changes how decisions or findings are derived does not run podium's code
itself (that code speaks the head revision's schema, not the one the migration is at): it
writes down what must be derived again in ``_podium_rederive`` (``kind`` ``games`` or
``source``, and its key). Once the schema is at head, :func:`rederive` decides each listed
Games again and reads each listed source's stored document again for its findings, then
drops the list; all inside the transaction of the upgrade.
"""

from __future__ import annotations

from functools import partial

from sqlalchemy import Connection, text

TABLE = "_podium_rederive"


def rederive(conn: Connection) -> None:
    if not conn.dialect.has_table(conn, TABLE):
        return
    from podium.analysis import analyse
    from podium.model import Games
    from podium.reconcile import reconcile
    from podium.store import writes
    from podium.store.store import StoreWriter

    listed = conn.execute(text(f"SELECT DISTINCT kind, key FROM {TABLE}")).all()
    tx = StoreWriter(conn, "the store")
    authorities = frozenset(s.id for s in tx.sources() if s.authority)
    for slug in sorted(key for kind, key in listed if kind == "games"):
        tx.decide_again(slug, partial(reconcile, authorities=authorities, overrides=tx.overrides(slug)))
    for source_id in sorted(key for kind, key in listed if kind == "source"):
        record = tx.source(source_id)
        read = analyse(tx.document(source_id), Games.from_slug(record.games) if record.games else None)
        writes.replace_findings(conn, source_id, read.findings)
    conn.execute(text(f"DROP TABLE {TABLE}"))
