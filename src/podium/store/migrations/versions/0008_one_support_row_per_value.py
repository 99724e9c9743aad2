"""One support row per value of a decision, naming its claims by their ids.

Until this revision ``decision_support`` held one row per (decision, value, claim): with a
thousand sources of one Games, every cell's value repeated a thousand times, the biggest
table of the store and most of the time spent replacing a Games' decisions. Now a row is one
``Support`` (``position``, ``value``) with ``claim_ids``, the ids of the claims that state it in
the Support's order, comma-separated (``codec.encode_ids``; "" when no stored claim states
it). The rows are regrouped, nothing is derived again; the downgrade splits them back.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: rows inserted per statement while regrouping
BATCH = 5_000


def _support_table(claims: sa.Column[Any]) -> sa.Table:
    table = op.create_table(
        "decision_support",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("decision_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        claims,
        sa.PrimaryKeyConstraint("id", name="pk_decision_support"),
        sa.ForeignKeyConstraint(
            ["decision_id"], ["decisions.id"], name="fk_decision_support_decision_id_decisions"
        ),
        *([sa.ForeignKeyConstraint(["claim_id"], ["claims.id"], name="fk_decision_support_claim_id_claims")]
          if claims.name == "claim_id" else []),
    )
    op.create_index("ix_decision_support_decision_id", "decision_support", ["decision_id"])
    assert table is not None
    return table


def _set_aside() -> None:
    """The support rows moved to ``_podium_support``, the table and its index dropped."""
    op.execute("CREATE TABLE _podium_support AS SELECT * FROM decision_support")
    op.drop_index("ix_decision_support_decision_id", "decision_support")
    op.drop_table("decision_support")


def _in_batches(rows: Iterator[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    for row in rows:
        batch.append(row)
        if len(batch) == BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def _grouped(bind: sa.Connection) -> Iterator[dict[str, Any]]:
    """The old rows of each (decision, position), in order, as one row with their claim ids."""
    rows = bind.execute(sa.text("SELECT decision_id, position, value, claim_id FROM _podium_support "
                                "ORDER BY decision_id, position, id"))
    key: tuple[int, int] | None = None
    value, ids = "", list[str]()
    for decision_id, position, stated, claim_id in rows:
        if (decision_id, position) != key:
            if key is not None:
                yield {"decision_id": key[0], "position": key[1], "value": value, "claim_ids": ",".join(ids)}
            key, value, ids = (decision_id, position), stated, []
        if claim_id is not None:
            ids.append(str(claim_id))
    if key is not None:
        yield {"decision_id": key[0], "position": key[1], "value": value, "claim_ids": ",".join(ids)}


def _split(bind: sa.Connection) -> Iterator[dict[str, Any]]:
    """Each packed row as one row per claim (one with ``claim_id`` NULL when it names none)."""
    rows = bind.execute(sa.text("SELECT decision_id, position, value, claim_ids FROM _podium_support "
                                "ORDER BY id"))
    for decision_id, position, value, claim_ids in rows:
        for claim_id in (claim_ids.split(",") if claim_ids else [None]):
            yield {"decision_id": decision_id, "position": position, "value": value,
                   "claim_id": None if claim_id is None else int(claim_id)}


def _regroup(make: sa.Column[Any], rows: Any) -> None:
    bind = op.get_bind()
    _set_aside()
    table = _support_table(make)
    for batch in _in_batches(rows(bind)):  # the old rows streamed, the new ones written in batches
        bind.execute(table.insert(), batch)
    op.drop_table("_podium_support")


def upgrade() -> None:
    _regroup(sa.Column("claim_ids", sa.Text(), nullable=False), _grouped)


def downgrade() -> None:
    _regroup(sa.Column("claim_id", sa.Integer(), nullable=True), _split)
