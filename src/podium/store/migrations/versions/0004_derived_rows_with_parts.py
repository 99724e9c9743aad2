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

from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """The Games and sources to derive again are written down (``_podium_rederive``); podium
    derives them once the store is at head (``podium.store.rederive``), with the code and the
    schema of that revision."""
    op.execute("CREATE TABLE IF NOT EXISTS _podium_rederive (kind VARCHAR(16) NOT NULL, "
               "key VARCHAR(64) NOT NULL)")
    op.execute("INSERT INTO _podium_rederive (kind, key) "
               "SELECT DISTINCT 'games', games FROM decisions WHERE reasons IS NULL")
    op.execute("INSERT INTO _podium_rederive (kind, key) "
               "SELECT DISTINCT 'source', source_id FROM findings WHERE reasons IS NULL")


def downgrade() -> None:
    """Nothing to undo: the rows are as a podium of this revision derives them."""
