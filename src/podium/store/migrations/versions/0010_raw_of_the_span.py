"""A claim's raw text is NULL where it is its document's text over the claim's span.

Nearly every claim is read from the text of its span (a table row's, a line's), which the
store already keeps in ``sources.text``: every colour of a row repeated it, 24 of the ~115
bytes a claim took. It is stored as NULL and read from the document (``writes.stored_raw``);
a raw text that is not its span's (a fact's sentence around its value) stays as it is. The
downgrade writes the texts back.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The document's text over a claim's span (SQL counts characters from 1, as Python from 0).
SPAN_TEXT = ("substr((SELECT sources.text FROM sources WHERE sources.key = claims.source_key), "
             "claims.span_start + 1, claims.span_end - claims.span_start)")


def upgrade() -> None:
    with op.batch_alter_table("claims") as batch:
        batch.alter_column("raw", existing_type=sa.Text(), nullable=True)
    op.execute(f"UPDATE claims SET raw = NULL WHERE raw = {SPAN_TEXT}")


def downgrade() -> None:
    op.execute(f"UPDATE claims SET raw = {SPAN_TEXT} WHERE raw IS NULL")
    with op.batch_alter_table("claims") as batch:
        batch.alter_column("raw", existing_type=sa.Text(), nullable=False)
