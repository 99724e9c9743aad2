"""A Games' table has versions: claims say the time they speak for, decisions the version.

A claim's ``as_of`` is the time its table speaks for: NULL when its document states none,
``final`` for the table as awarded, ``corrected`` for a later table with no date, or an ISO
date (a day of the Games, or a later correction). Claims stored before this revision kept the
date of an interim table in their ``qualifier`` (``interim:2004-09-27``): it moves to
``as_of``. A decision's ``version`` names the version of the table it belongs to (empty when
no source states a time; ``interim:DATE``, ``final``, ``corrected``, ``as-of:DATE``), and
``current`` marks the version ``podium table`` shows; one decision per cell and version.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CELL = ["games", "subject", "attribute"]
VERSIONED_CELL = ["games", "version", "subject", "attribute"]


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


def _remake_decisions(change: Callable[..., None]) -> None:
    """Change the decisions table: in place on PostgreSQL; on SQLite made again (batch mode),
    with the support rows set aside first, as migration 0005 does for claims."""
    if op.get_bind().dialect.name != "sqlite":
        change(op, in_batch=False)
        return
    op.execute("CREATE TABLE _podium_support AS SELECT id, decision_id, position, value, claim_id "
               "FROM decision_support")
    op.drop_index("ix_decision_support_decision_id", "decision_support")
    op.drop_table("decision_support")
    with op.batch_alter_table("decisions") as batch:
        change(batch, in_batch=True)
    _support_table()
    op.execute("INSERT INTO decision_support (id, decision_id, position, value, claim_id) "
               "SELECT id, decision_id, position, value, claim_id FROM _podium_support ORDER BY id")
    op.drop_table("_podium_support")


def _versioned(target: Any, *, in_batch: bool) -> None:
    """``target`` is Alembic's ``op`` (PostgreSQL, naming the table) or a batch (SQLite)."""
    table = () if in_batch else ("decisions",)
    target.add_column(*table, sa.Column("version", sa.String(32), nullable=False, server_default=""))
    target.add_column(*table, sa.Column("current", sa.Boolean(), nullable=False, server_default=sa.true()))
    target.drop_constraint("uq_decisions_games_subject_attribute", *table, type_="unique")
    target.create_unique_constraint("uq_decisions_games_version_subject_attribute", *table, VERSIONED_CELL)


def _unversioned(target: Any, *, in_batch: bool) -> None:
    table = () if in_batch else ("decisions",)
    target.drop_constraint("uq_decisions_games_version_subject_attribute", *table, type_="unique")
    target.create_unique_constraint("uq_decisions_games_subject_attribute", *table, CELL)
    target.drop_column(*table, "current")
    target.drop_column(*table, "version")


def upgrade() -> None:
    op.add_column("claims", sa.Column("as_of", sa.String(32), nullable=True))
    op.execute("UPDATE claims SET as_of = substr(qualifier, 9), qualifier = NULL "
               "WHERE qualifier LIKE 'interim:%'")
    _remake_decisions(_versioned)
    # a Games with dated tables is decided again, version by version, once the store is at head
    op.execute("CREATE TABLE IF NOT EXISTS _podium_rederive (kind VARCHAR(16) NOT NULL, "
               "key VARCHAR(64) NOT NULL)")
    op.execute("INSERT INTO _podium_rederive (kind, key) "
               "SELECT DISTINCT 'games', games FROM claims WHERE as_of IS NOT NULL")


def downgrade() -> None:
    # only the decisions of each Games' current version can stay under the old key
    op.execute("DELETE FROM decision_support WHERE decision_id IN "
               "(SELECT id FROM decisions WHERE NOT current)")
    op.execute("DELETE FROM decisions WHERE NOT current")
    _remake_decisions(_unversioned)
    op.execute("UPDATE claims SET qualifier = 'interim:' || as_of WHERE as_of IS NOT NULL "
               "AND qualifier IS NULL AND as_of LIKE '____-__-__'")
    with op.batch_alter_table("claims") as batch:
        batch.drop_column("as_of")
