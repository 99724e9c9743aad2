"""Findings keep the parts of their message (``Finding.reasons``) as JSON text, so that
every reader can read them in their language.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-06

Rows stored before this revision keep NULL: their English ``message`` stands alone.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("findings", sa.Column("reasons", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("findings") as batch:
        batch.drop_column("reasons")
