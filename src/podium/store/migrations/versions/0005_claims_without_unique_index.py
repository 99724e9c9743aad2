"""Claims lose the unique index on their natural key, and long explanations are packed.

The index held every claim's source id, Games, subject, attribute, scope, line and span
again: about a quarter of a store's bytes. Decisions no longer look claims up one by one
through it (``writes.replace_decisions`` reads a Games' claim ids in one query), and a
document's claims are checked to be unique before they are written (``writes.add_source``);
a source's claims are written once, with it. The index on (games, subject, attribute) stays.
Explanations already stored stay as they are until their Games is next decided (then they
are packed, ``codec.pack_text``); reading either is the same.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = ["source_id", "games", "subject", "attribute", "scope", "line", "span_start"]


def _support_table() -> None:
    op.create_table(
        "decision_support",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("decision_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("claim_id", sa.Integer(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_decision_support"),
        sa.ForeignKeyConstraint(
            ["decision_id"], ["decisions.id"], name="fk_decision_support_decision_id_decisions"
        ),
        sa.ForeignKeyConstraint(
            ["claim_id"], ["claims.id"], name="fk_decision_support_claim_id_claims"
        ),
    )
    op.create_index("ix_decision_support_decision_id", "decision_support", ["decision_id"])


def _remake_claims(in_place: Callable[[], None], batched: Callable[[Any], None]) -> None:
    """Change the claims table. PostgreSQL alters it in place; SQLite makes it again (Alembic's
    batch mode) and drops the old one, which it refuses while ``foreign_keys`` is on and
    support rows name its claims, and the pragma cannot change inside the transaction a
    migration runs in. So on SQLite the support rows are set aside first, in a plain table,
    and written back into their table made again as it was."""
    if op.get_bind().dialect.name != "sqlite":
        in_place()
        return
    op.execute("CREATE TABLE _podium_support AS SELECT id, decision_id, position, value, claim_id "
               "FROM decision_support")
    op.drop_index("ix_decision_support_decision_id", "decision_support")
    op.drop_table("decision_support")
    with op.batch_alter_table("claims") as batch:
        batched(batch)
    _support_table()
    op.execute("INSERT INTO decision_support (id, decision_id, position, value, claim_id) "
               "SELECT id, decision_id, position, value, claim_id FROM _podium_support ORDER BY id")
    op.drop_table("_podium_support")


def upgrade() -> None:
    _remake_claims(lambda: op.drop_constraint("uq_claims_natural_key", "claims", type_="unique"),
                   lambda batch: batch.drop_constraint("uq_claims_natural_key", type_="unique"))


def downgrade() -> None:
    _remake_claims(lambda: op.create_unique_constraint("uq_claims_natural_key", "claims", COLUMNS),
                   lambda batch: batch.create_unique_constraint("uq_claims_natural_key", COLUMNS))
