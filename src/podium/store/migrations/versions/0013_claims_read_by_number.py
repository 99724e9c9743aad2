"""Claims name how they were read (their extractor and scope) by a number.

Every claim row held the name of the extractor that read it (``table.spaced``, ``table.csv``)
and of the scope it was read in (``overall``, ``sport:athletics``): 20-odd bytes of each row,
the same few pairs on a Games' hundreds of thousands of claims. The pairs get a number in a
table of their own (``readings``: ``key``, ``extractor``, ``scope``, unique), and claims name
it (``reading_key``, a foreign key to it, where ``scope`` was). Nothing is derived again: the
rows are copied with their pair's number; the downgrade copies the names back.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-04
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | Sequence[str] | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The claims' columns before the pair (or its number), and after it.
BEFORE = ("subject", "attribute", "value", "qualifier")
AFTER = ("line", "span_start", "span_end", "raw", "as_of")


def _set_aside(named: str, on: str) -> None:
    """The claims copied to ``_podium_claims`` with ``named`` (what the new table names the
    pair by, from the readings ``r`` joined ``on`` this), then the claims' table and its index dropped."""
    picked = ", ".join(f"c.{name}" for name in (*BEFORE, *AFTER))
    op.execute(f"CREATE TABLE _podium_claims AS SELECT c.id, c.source_key, c.games_key, {named}, {picked} "
               f"FROM claims c JOIN readings r ON {on}")
    for index in sa.inspect(op.get_bind()).get_indexes("claims"):
        op.drop_index(str(index["name"]), "claims")
    op.drop_table("claims")


def _make(middle: list[sa.Column[Any]], tail: list[sa.Column[Any]], foreign: list[sa.ForeignKeyConstraint]) -> None:
    """The claims' table with ``middle`` after the qualifier and ``tail`` before ``as_of``
    (where each revision keeps them), filled from ``_podium_claims``."""
    op.create_table(
        "claims",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("source_key", sa.Integer(), nullable=False),
        sa.Column("games_key", sa.Integer(), nullable=False),
        sa.Column("subject", sa.String(length=64), nullable=False),
        sa.Column("attribute", sa.String(length=64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("qualifier", sa.Text(), nullable=True),
        *middle,
        sa.Column("line", sa.Integer(), nullable=False),
        sa.Column("span_start", sa.Integer(), nullable=False),
        sa.Column("span_end", sa.Integer(), nullable=False),
        sa.Column("raw", sa.Text(), nullable=True),
        *tail,
        sa.Column("as_of", sa.String(length=32), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_claims"),
        sa.ForeignKeyConstraint(["source_key"], ["sources.key"], name="fk_claims_source_key_sources"),
        sa.ForeignKeyConstraint(["games_key"], ["games.key"], name="fk_claims_games_key_games"),
        *foreign,
    )
    listed = ", ".join(("id", "source_key", "games_key", *(c.name for c in (*middle, *tail)), *BEFORE, *AFTER))
    op.execute(f"INSERT INTO claims ({listed}) SELECT {listed} FROM _podium_claims ORDER BY id")
    op.drop_table("_podium_claims")
    op.create_index("ix_claims_games_key_subject_attribute", "claims", ["games_key", "subject", "attribute"])
    if op.get_bind().dialect.name == "postgresql":  # the ids go on after the copied ones
        op.execute("SELECT setval(pg_get_serial_sequence('claims', 'id'), "
                   "COALESCE((SELECT max(id) FROM claims), 0) + 1, false)")


def upgrade() -> None:
    op.create_table(
        "readings",
        sa.Column("key", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("extractor", sa.String(length=128), nullable=False),
        sa.Column("scope", sa.String(length=128), nullable=False),
        sa.PrimaryKeyConstraint("key", name="pk_readings"),
        sa.UniqueConstraint("extractor", "scope", name="uq_readings_extractor_scope"),
    )
    # numbered as a store numbers them: in the order claims first named them
    op.execute("INSERT INTO readings (extractor, scope) SELECT extractor, scope FROM claims "
               "GROUP BY extractor, scope ORDER BY min(id)")
    _set_aside("r.key AS reading_key", "r.extractor = c.extractor AND r.scope = c.scope")
    _make([sa.Column("reading_key", sa.Integer(), nullable=False)], [],
          [sa.ForeignKeyConstraint(["reading_key"], ["readings.key"], name="fk_claims_reading_key_readings")])


def downgrade() -> None:
    _set_aside("r.extractor AS extractor, r.scope AS scope", "r.key = c.reading_key")
    _make([sa.Column("scope", sa.String(length=128), nullable=False)],
          [sa.Column("extractor", sa.String(length=128), nullable=False)], [])
    op.drop_table("readings")
