"""The initial store: sources, claims, findings, decisions, overrides, audit log.

Revision ID: 0001
Revises:
Create Date: 2024-11-29

A frozen copy of the schema at this revision: it does not import podium.store.schema,
which always describes the newest revision.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sources",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("origin", sa.Text(), nullable=False),
        sa.Column("title", sa.Text(), nullable=True),
        sa.Column("language", sa.String(35), nullable=False),
        sa.Column("script", sa.String(8), nullable=False),
        sa.Column("format", sa.String(32), nullable=False),
        sa.Column("encoding", sa.String(64), nullable=False),
        sa.Column("size", sa.BigInteger(), nullable=False),
        sa.Column("games", sa.String(64), nullable=True),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("authority", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("ingested_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sources"),
    )
    op.create_table(
        "claims",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("source_id", sa.String(64), nullable=False),
        sa.Column("games", sa.String(64), nullable=False),
        sa.Column("subject", sa.String(64), nullable=False),
        sa.Column("attribute", sa.String(64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("qualifier", sa.Text(), nullable=True),
        sa.Column("scope", sa.String(128), nullable=False),
        sa.Column("line", sa.Integer(), nullable=False),
        sa.Column("span_start", sa.Integer(), nullable=False),
        sa.Column("span_end", sa.Integer(), nullable=False),
        sa.Column("raw", sa.Text(), nullable=False),
        sa.Column("extractor", sa.String(128), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_claims"),
        sa.ForeignKeyConstraint(["source_id"], ["sources.id"], name="fk_claims_source_id_sources"),
        sa.UniqueConstraint(
            "source_id", "games", "subject", "attribute", "scope", "line", "span_start",
            name="uq_claims_natural_key",
        ),
    )
    op.create_index("ix_claims_games_subject_attribute", "claims", ["games", "subject", "attribute"])
    op.create_table(
        "findings",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("source_id", sa.String(64), nullable=False),
        sa.Column("code", sa.String(64), nullable=False),
        sa.Column("severity", sa.String(16), nullable=False),
        sa.Column("line", sa.Integer(), nullable=True),
        sa.Column("subject", sa.String(64), nullable=True),
        sa.Column("attribute", sa.String(64), nullable=True),
        sa.Column("expected", sa.Text(), nullable=True),
        sa.Column("actual", sa.Text(), nullable=True),
        sa.Column("message", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_findings"),
        sa.ForeignKeyConstraint(
            ["source_id"], ["sources.id"], name="fk_findings_source_id_sources"
        ),
    )
    op.create_index("ix_findings_source_id", "findings", ["source_id"])
    op.create_table(
        "decisions",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("games", sa.String(64), nullable=False),
        sa.Column("subject", sa.String(64), nullable=False),
        sa.Column("attribute", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("value", sa.Text(), nullable=True),
        sa.Column("best_guess", sa.Text(), nullable=True),
        sa.Column("confidence", sa.Float(), nullable=False),
        sa.Column("rationale", sa.Text(), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_decisions"),
        sa.UniqueConstraint(
            "games", "subject", "attribute", name="uq_decisions_games_subject_attribute"
        ),
    )
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
    op.create_table(
        "overrides",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("games", sa.String(64), nullable=False),
        sa.Column("subject", sa.String(64), nullable=False),
        sa.Column("attribute", sa.String(64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("who", sa.String(128), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_overrides"),
    )
    op.create_index(
        "ix_overrides_games_subject_attribute", "overrides", ["games", "subject", "attribute"]
    )
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("who", sa.String(128), nullable=False),
        sa.Column("action", sa.String(32), nullable=False),
        sa.Column("target", sa.Text(), nullable=False),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("detail", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_audit_log"),
    )


def downgrade() -> None:
    op.drop_table("audit_log")
    op.drop_index("ix_overrides_games_subject_attribute", table_name="overrides")
    op.drop_table("overrides")
    op.drop_index("ix_decision_support_decision_id", table_name="decision_support")
    op.drop_table("decision_support")
    op.drop_table("decisions")
    op.drop_index("ix_findings_source_id", table_name="findings")
    op.drop_table("findings")
    op.drop_index("ix_claims_games_subject_attribute", table_name="claims")
    op.drop_table("claims")
    op.drop_table("sources")
