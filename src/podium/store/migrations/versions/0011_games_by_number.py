"""Claims name their Games by a number, not by its slug.

Every claim row held its Games' slug (``2004-summer-paralympics``: 20-odd bytes), and so did
every entry of the claims' index on their cells: a fifth of what a claim weighs in the store.
The Games get a number in a table of their own (``games``: ``key``, ``slug``, unique), and
claims name it (``games_key``, a foreign key to it). Nothing is derived again: the rows are
copied with their Games' number in place of its slug; the downgrade copies them back.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The claims' columns besides their id, their source and their Games.
COLUMNS = ("subject", "attribute", "value", "qualifier", "scope", "line", "span_start", "span_end", "raw",
           "extractor", "as_of")


def _columns() -> list[sa.Column[Any]]:
    return [
        sa.Column("subject", sa.String(length=64), nullable=False),
        sa.Column("attribute", sa.String(length=64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("qualifier", sa.Text(), nullable=True),
        sa.Column("scope", sa.String(length=128), nullable=False),
        sa.Column("line", sa.Integer(), nullable=False),
        sa.Column("span_start", sa.Integer(), nullable=False),
        sa.Column("span_end", sa.Integer(), nullable=False),
        sa.Column("raw", sa.Text(), nullable=True),
        sa.Column("extractor", sa.String(length=128), nullable=False),
        sa.Column("as_of", sa.String(length=32), nullable=True),
    ]


def _set_aside(games: str, on: str) -> None:
    """The claims copied to ``_podium_claims`` with ``games`` (their Games as the new table
    names it, from the Games ``g`` joined ``on`` this), then the claims' table and its index
    dropped."""
    picked = ", ".join(f"c.{name}" for name in COLUMNS)
    op.execute(f"CREATE TABLE _podium_claims AS SELECT c.id, c.source_key, {games}, {picked} "
               f"FROM claims c JOIN games g ON {on}")
    for index in sa.inspect(op.get_bind()).get_indexes("claims"):
        op.drop_index(str(index["name"]), "claims")
    op.drop_table("claims")


def _make(games: sa.Column[Any], foreign: sa.ForeignKeyConstraint | None) -> None:
    op.create_table(
        "claims",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("source_key", sa.Integer(), nullable=False),
        games,
        *_columns(),
        sa.PrimaryKeyConstraint("id", name="pk_claims"),
        sa.ForeignKeyConstraint(["source_key"], ["sources.key"], name="fk_claims_source_key_sources"),
        *([foreign] if foreign is not None else []),
    )
    listed = ", ".join(("id", "source_key", games.name, *COLUMNS))
    op.execute(f"INSERT INTO claims ({listed}) SELECT {listed} FROM _podium_claims ORDER BY id")
    op.drop_table("_podium_claims")
    op.create_index(f"ix_claims_{games.name}_subject_attribute", "claims", [games.name, "subject", "attribute"])
    if op.get_bind().dialect.name == "postgresql":  # the ids go on after the copied ones
        op.execute("SELECT setval(pg_get_serial_sequence('claims', 'id'), "
                   "COALESCE((SELECT max(id) FROM claims), 0) + 1, false)")


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("key", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("slug", sa.String(length=64), nullable=False),
        sa.PrimaryKeyConstraint("key", name="pk_games"),
        sa.UniqueConstraint("slug", name="uq_games_slug"),
    )
    # numbered as a store numbers them: in the order claims first named them
    op.execute("INSERT INTO games (slug) SELECT games FROM claims GROUP BY games ORDER BY min(id)")
    _set_aside("g.key AS games_key", "g.slug = c.games")
    _make(sa.Column("games_key", sa.Integer(), nullable=False),
          sa.ForeignKeyConstraint(["games_key"], ["games.key"], name="fk_claims_games_key_games"))


def downgrade() -> None:
    _set_aside("g.slug AS games", "g.key = c.games_key")
    _make(sa.Column("games", sa.String(length=64), nullable=False), None)
    op.drop_table("games")
