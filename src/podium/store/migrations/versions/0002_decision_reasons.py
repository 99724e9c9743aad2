"""Decisions keep the parts of their rationale (``Decision.reasons``) as JSON text, so
that every reader can read the rationale in their language.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29

Rows decided before this revision keep NULL: their English ``rationale`` stands alone
until their Games is decided again.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("decisions", sa.Column("reasons", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("decisions") as batch:
        batch.drop_column("reasons")
