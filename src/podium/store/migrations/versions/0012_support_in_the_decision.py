"""A decision's support is kept in its own row, not in a table of its own.

Since 0008 ``decision_support`` held one row per value of a decision (``position``, ``value``,
``claim_ids``) with an index on ``decision_id``: the row, its id and its index entry weighed
more than the values and ids they held, and replacing a Games' decisions took a second
insert and a query for the new decisions' ids. Now ``decisions.support`` holds them all, in
order: a JSON array of ``[value, [claim ids]]`` ("" for none), which podium writes packed
when that is shorter (``codec.encode_support``) and reads either way. The rows are moved as
they are, in plain JSON; nothing is derived again. The downgrade moves them back.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-04
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: rows written per statement
BATCH = 5_000


def _in_batches(rows: Iterator[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    for row in rows:
        batch.append(row)
        if len(batch) == BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def _joined(bind: sa.Connection) -> Iterator[dict[str, Any]]:
    """Each decision's support rows, in their order, as its ``support`` text."""
    rows = bind.execute(sa.text("SELECT decision_id, value, claim_ids FROM decision_support "
                                "ORDER BY decision_id, position"))
    key: int | None = None
    parts: list[str] = []
    for decision_id, value, claim_ids in rows:
        if decision_id != key:
            if key is not None:
                yield {"key": key, "support": "[" + ",".join(parts) + "]"}
            key, parts = decision_id, []
        parts.append(f"[{value},[{claim_ids}]]")
    if key is not None:
        yield {"key": key, "support": "[" + ",".join(parts) + "]"}


def _split(bind: sa.Connection) -> Iterator[dict[str, Any]]:
    """Each decision's support as rows of ``decision_support``, by position."""
    import json

    from podium.store.codec import unpack_text  # a packed support reads only with podium's dictionary

    for decision_id, support in bind.execute(sa.text("SELECT id, support FROM decisions WHERE support != '' "
                                                     "ORDER BY id")):
        for position, (value, ids) in enumerate(json.loads(unpack_text(support))):
            yield {"decision_id": decision_id, "position": position,
                   "value": json.dumps(value, ensure_ascii=False), "claim_ids": ",".join(map(str, ids))}


def upgrade() -> None:
    bind = op.get_bind()
    op.add_column("decisions", sa.Column("support", sa.Text(), nullable=False, server_default=""))
    update = sa.text("UPDATE decisions SET support = :support WHERE id = :key")
    for batch in _in_batches(_joined(bind)):
        bind.execute(update, batch)
    op.drop_index("ix_decision_support_decision_id", "decision_support")
    op.drop_table("decision_support")


def downgrade() -> None:
    bind = op.get_bind()
    table = op.create_table(
        "decision_support",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("decision_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("claim_ids", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_decision_support"),
        sa.ForeignKeyConstraint(["decision_id"], ["decisions.id"], name="fk_decision_support_decision_id_decisions"),
    )
    assert table is not None
    op.create_index("ix_decision_support_decision_id", "decision_support", ["decision_id"])
    for batch in _in_batches(_split(bind)):
        bind.execute(table.insert(), batch)
    op.drop_column("decisions", "support")
