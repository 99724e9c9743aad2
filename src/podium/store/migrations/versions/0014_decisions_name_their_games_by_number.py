"""Decisions name their Games by its number, as claims do (0011).

Every decision row held its Games' slug, and so did every entry of the index that keeps one
decision per cell and version: 20-odd bytes twice over on each of a Games' hundreds of
decisions. Decisions now name the Games' number (``games_key``, a foreign key to ``games``;
a Games decided that no claim named yet is numbered first). The views (0007) show the slug
as before: they read the decisions joined to their Games. Nothing is derived again: the
rows are copied with their Games' number in place of its slug; the downgrade copies them back.

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-04
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | Sequence[str] | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The decisions' columns besides their id and their Games.
COLUMNS = ("subject", "attribute", "status", "value", "best_guess", "confidence", "rationale", "decided_at",
           "reasons", "version", "current", "support")
#: What the views read as ``decisions``: the decisions with their Games' slug as ``games``.
WITH_SLUG = "(SELECT games.slug AS games, decisions.* FROM decisions JOIN games ON games.key = decisions.games_key) AS decisions"


def _views() -> ModuleType:
    """Revision 0007, which makes the views (it never changes)."""
    path = Path(__file__).with_name("0007_views_for_people.py")
    spec = importlib.util.spec_from_file_location("podium_migration_0007", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _make_views(by_number: bool) -> None:
    views, dialect = _views(), op.get_bind().dialect.name
    made = [views.medal_table(dialect),
            views._decisions("conflicts", f"status IN ({views._quoted(views.SETTLED_OR_NOT)})", dialect),
            views._decisions("facts", "subject = 'games'", dialect, subject=False)]
    for sql in made:
        op.execute(sql.replace("FROM decisions\n", f"FROM {WITH_SLUG}\n") if by_number else sql)


def _set_aside(games: str, on: str) -> None:
    """The views dropped, the decisions copied to ``_podium_decisions`` with ``games`` (from the
    Games ``g`` joined ``on`` this), then the decisions' table dropped."""
    for name in ("medal_table", "conflicts", "facts"):
        op.execute(f"DROP VIEW IF EXISTS {name}")
    picked = ", ".join(f'd."{name}"' for name in COLUMNS)
    op.execute(f"CREATE TABLE _podium_decisions AS SELECT d.id, {games}, {picked} FROM decisions d JOIN games g ON {on}")
    op.drop_table("decisions")


def _make(games: sa.Column[Any], foreign: list[sa.ForeignKeyConstraint]) -> None:
    op.create_table(
        "decisions",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        games,
        sa.Column("subject", sa.String(length=64), nullable=False),
        sa.Column("attribute", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("value", sa.Text(), nullable=True),
        sa.Column("best_guess", sa.Text(), nullable=True),
        sa.Column("confidence", sa.Float(), nullable=False),
        sa.Column("rationale", sa.Text(), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("reasons", sa.Text(), nullable=True),
        sa.Column("version", sa.String(length=32), nullable=False, server_default=""),
        sa.Column("current", sa.Boolean(), nullable=False, server_default=sa.true()),
        sa.Column("support", sa.Text(), nullable=False, server_default=""),
        sa.PrimaryKeyConstraint("id", name="pk_decisions"),
        sa.UniqueConstraint(games.name, "version", "subject", "attribute",
                            name=f"uq_decisions_{games.name}_version_subject_attribute"),
        *foreign,
    )
    listed = ", ".join(f'"{name}"' for name in ("id", games.name, *COLUMNS))
    op.execute(f"INSERT INTO decisions ({listed}) SELECT {listed} FROM _podium_decisions ORDER BY id")
    op.drop_table("_podium_decisions")
    if op.get_bind().dialect.name == "postgresql":  # the ids go on after the copied ones
        op.execute("SELECT setval(pg_get_serial_sequence('decisions', 'id'), "
                   "COALESCE((SELECT max(id) FROM decisions), 0) + 1, false)")


def upgrade() -> None:
    # a Games decided that no claim names (its claims removed since) takes the next numbers
    op.execute("INSERT INTO games (slug) SELECT d.games FROM decisions d LEFT JOIN games g ON g.slug = d.games "
               "WHERE g.key IS NULL GROUP BY d.games ORDER BY min(d.id)")
    _set_aside("g.key AS games_key", "g.slug = d.games")
    _make(sa.Column("games_key", sa.Integer(), nullable=False),
          [sa.ForeignKeyConstraint(["games_key"], ["games.key"], name="fk_decisions_games_key_games")])
    _make_views(by_number=True)


def downgrade() -> None:
    _set_aside("g.slug AS games", "g.key = d.games_key")
    _make(sa.Column("games", sa.String(length=64), nullable=False), [])
    _make_views(by_number=False)
