"""Claims and findings name their source by its number, not by its 64-character id.

Every claim row held its source's SHA-256 id as text: 64 of the 181 bytes a claim took, on
hundreds of thousands of rows per Games, read again whenever a Games is decided. Sources get
a number (``sources.key``: 1, 2, … in the order they were stored, unique), and claims and
findings name it (``source_key``, a foreign key to it). Nothing is derived again: the rows
are copied with their source's number in place of its id; the downgrade copies them back.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CLAIM_COLUMNS = ("games", "subject", "attribute", "value", "qualifier", "scope", "line", "span_start",
                 "span_end", "raw", "extractor", "as_of")
FINDING_COLUMNS = ("code", "severity", "line", "subject", "attribute", "expected", "actual", "message",
                   "reasons")


def _claim_columns() -> list[sa.Column[Any]]:
    return [
        sa.Column("games", sa.String(length=64), nullable=False),
        sa.Column("subject", sa.String(length=64), nullable=False),
        sa.Column("attribute", sa.String(length=64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("qualifier", sa.Text(), nullable=True),
        sa.Column("scope", sa.String(length=128), nullable=False),
        sa.Column("line", sa.Integer(), nullable=False),
        sa.Column("span_start", sa.Integer(), nullable=False),
        sa.Column("span_end", sa.Integer(), nullable=False),
        sa.Column("raw", sa.Text(), nullable=False),
        sa.Column("extractor", sa.String(length=128), nullable=False),
        sa.Column("as_of", sa.String(length=32), nullable=True),
    ]


def _finding_columns() -> list[sa.Column[Any]]:
    return [
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("severity", sa.String(length=16), nullable=False),
        sa.Column("line", sa.Integer(), nullable=True),
        sa.Column("subject", sa.String(length=64), nullable=True),
        sa.Column("attribute", sa.String(length=64), nullable=True),
        sa.Column("expected", sa.Text(), nullable=True),
        sa.Column("actual", sa.Text(), nullable=True),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("reasons", sa.Text(), nullable=True),
    ]


def _set_aside(table: str, reference: str, columns: Sequence[str]) -> None:
    """``table``'s rows copied to ``_podium_<table>`` with ``reference`` (the source's number,
    or its id) in place of the other, then the table and its indexes dropped."""
    picked = ", ".join(f"t.{c}" for c in columns)
    if reference == "source_key":
        op.execute(f"CREATE TABLE _podium_{table} AS SELECT t.id, s.key AS source_key, {picked} "
                   f"FROM {table} t JOIN sources s ON s.id = t.source_id")
    else:
        op.execute(f"CREATE TABLE _podium_{table} AS SELECT t.id, s.id AS source_id, {picked} "
                   f"FROM {table} t JOIN sources s ON s.key = t.source_key")
    for index in sa.inspect(op.get_bind()).get_indexes(table):
        op.drop_index(str(index["name"]), table)
    op.drop_table(table)


def _make(table: str, reference: sa.Column[Any], referred: str, columns: list[sa.Column[Any]],
          names: Sequence[str], index: Sequence[str]) -> None:
    op.create_table(
        table,
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        reference,
        *columns,
        sa.PrimaryKeyConstraint("id", name=f"pk_{table}"),
        sa.ForeignKeyConstraint([reference.name], [f"sources.{referred}"],
                                name=f"fk_{table}_{reference.name}_sources"),
    )
    listed = ", ".join(("id", reference.name, *names))
    op.execute(f"INSERT INTO {table} ({listed}) SELECT {listed} FROM _podium_{table} ORDER BY id")
    op.drop_table(f"_podium_{table}")
    op.create_index(f"ix_{table}_{'_'.join(index)}", table, list(index))
    if op.get_bind().dialect.name == "postgresql":  # the ids go on after the copied ones
        op.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                   f"COALESCE((SELECT max(id) FROM {table}), 0) + 1, false)")


def upgrade() -> None:
    op.add_column("sources", sa.Column("key", sa.Integer(), nullable=True))
    op.execute("UPDATE sources SET key = (SELECT n FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ingested_at, id) "
               "AS n FROM sources) numbered WHERE numbered.id = sources.id)")
    _set_aside("claims", "source_key", CLAIM_COLUMNS)
    _set_aside("findings", "source_key", FINDING_COLUMNS)
    with op.batch_alter_table("sources") as batch:
        batch.alter_column("key", existing_type=sa.Integer(), nullable=False)
        batch.create_unique_constraint("uq_sources_key", ["key"])
    _make("claims", sa.Column("source_key", sa.Integer(), nullable=False), "key", _claim_columns(),
          CLAIM_COLUMNS, ("games", "subject", "attribute"))
    _make("findings", sa.Column("source_key", sa.Integer(), nullable=False), "key", _finding_columns(),
          FINDING_COLUMNS, ("source_key",))


def downgrade() -> None:
    _set_aside("claims", "source_id", CLAIM_COLUMNS)
    _set_aside("findings", "source_id", FINDING_COLUMNS)
    with op.batch_alter_table("sources") as batch:
        batch.drop_constraint("uq_sources_key", type_="unique")
        batch.drop_column("key")
    _make("claims", sa.Column("source_id", sa.String(length=64), nullable=False), "id", _claim_columns(),
          CLAIM_COLUMNS, ("games", "subject", "attribute"))
    _make("findings", sa.Column("source_id", sa.String(length=64), nullable=False), "id", _finding_columns(),
          FINDING_COLUMNS, ("source_id",))
