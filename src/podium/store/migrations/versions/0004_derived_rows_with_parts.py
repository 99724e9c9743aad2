"""Every decision and finding keeps its parts: rows stored before revisions 0002 and 0003
(their ``reasons`` NULL) are derived again, a decision by deciding its Games again, a
finding by reading its source's stored document again. No column changes; no claim,
source, override or audit row is touched.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    from podium.analysis import analyse
    from podium.model import Games
    from podium.reconcile import reconcile
    from podium.store import writes
    from podium.store.store import StoreWriter

    conn = op.get_bind()
    tx = StoreWriter(conn, "the store")
    games = conn.execute(sa.text("SELECT DISTINCT games FROM decisions WHERE reasons IS NULL")).scalars().all()
    authorities = frozenset(s.id for s in tx.sources() if s.authority)
    for slug in sorted(games):
        tx.replace_decisions(slug, reconcile(tx.claims(slug), authorities=authorities, overrides=tx.overrides(slug)))
    sources = conn.execute(sa.text("SELECT DISTINCT source_id FROM findings WHERE reasons IS NULL")).scalars().all()
    for source_id in sorted(sources):
        record = tx.source(source_id)
        read = analyse(tx.document(source_id), Games.from_slug(record.games) if record.games else None)
        writes.replace_findings(conn, source_id, read.findings)


def downgrade() -> None:
    """Nothing to undo: the rows are as a podium of this revision derives them."""
