"""Views a person can open: ``medal_table``, ``conflicts`` and ``facts``, with typed columns.

The tables keep every value as JSON text (so that ``3`` and ``"3"`` stay apart): opened in
datasette, sqlite-utils or psql they show strings. These views show what ``podium table``,
``podium conflicts`` and ``podium facts`` show, of each Games' current version
(``decisions.current``), with numbers as integers:

- ``medal_table``: games, noc, rank (shared on equal gold, silver, bronze, as ``podium
  table`` ranks by gold), gold, silver, bronze, total (a missing medal count is 0, a missing
  total the sum of the three), status (the weakest of the row's cells), confidence (the
  lowest); in rank order.
- ``conflicts``: every decision the sources do not all agree on (``disputed``, ``resolved``)
  and every one an authority or a person settled (``pinned``, ``overridden``): games,
  subject, attribute, status, number (the value when it is a whole number), text (when it is
  a text), confidence, rationale; a disputed cell shows its best guess.
- ``facts``: every decision about the Games itself, as ``conflicts`` shows them.

A rationale long enough to be stored packed (``codec.pack_text``) is NULL here: ``podium
conflicts`` shows it. A later migration that makes the decisions table again on SQLite
(batch mode) drops these views first and creates them again after: SQLite refuses to
rename a table into place while a view names a table that is not there.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

VIEWS = ("medal_table", "conflicts", "facts")
MEDALS = ("gold", "silver", "bronze", "total")
#: from the weakest to the strongest: a row takes the weakest status of its cells (``rank.STATUS_STRENGTH``)
STRENGTH = ("disputed", "resolved", "overridden", "pinned", "agreed")
SETTLED_OR_NOT = ("disputed", "resolved", "pinned", "overridden")


def _number(column: str, dialect: str) -> str:
    """The JSON text ``column`` as an integer when it holds one, else NULL."""
    if dialect == "sqlite":
        return f"CASE WHEN json_type({column}) = 'integer' THEN CAST({column} AS INTEGER) END"
    return f"CASE WHEN {column} ~ '^-?[0-9]+$' THEN CAST({column} AS BIGINT) END"


def _text(column: str, dialect: str) -> str:
    """The JSON text ``column`` as the text it holds, else NULL."""
    if dialect == "sqlite":
        return f"CASE WHEN json_type({column}) = 'text' THEN json_extract({column}, '$') END"
    return f"CASE WHEN left({column}, 1) = '\"' THEN CAST({column} AS jsonb) #>> '{{}}' END"


def _rationale(dialect: str) -> str:
    escape = "char(27)" if dialect == "sqlite" else "chr(27)"
    return f"CASE WHEN substr(rationale, 1, 1) = {escape} THEN NULL ELSE rationale END"


def _quoted(words: Sequence[str]) -> str:
    return ", ".join(f"'{w}'" for w in words)


def medal_table(dialect: str) -> str:
    shown = _number("COALESCE(value, best_guess)", dialect)
    strength = " ".join(f"WHEN '{s}' THEN {i}" for i, s in enumerate(STRENGTH))
    weakest = " ".join(f"WHEN {i} THEN '{s}'" for i, s in enumerate(STRENGTH))
    counts = ",\n".join(f"        COALESCE(MAX(CASE WHEN attribute = '{a}' THEN n END), 0) AS {a}"
                        for a in MEDALS[:3])
    return f"""CREATE VIEW medal_table AS
SELECT games, noc,
       RANK() OVER (PARTITION BY games ORDER BY gold DESC, silver DESC, bronze DESC) AS rank,
       gold, silver, bronze, COALESCE(total, gold + silver + bronze) AS total, status, confidence
FROM (
    SELECT games, subject AS noc,
{counts},
        MAX(CASE WHEN attribute = 'total' THEN n END) AS total,
        CASE MIN(CASE status {strength} END) {weakest} END AS status,
        MIN(confidence) AS confidence
    FROM (
        SELECT games, subject, attribute, status, confidence, {shown} AS n
        FROM decisions
        WHERE "current" AND subject <> 'games' AND attribute IN ({_quoted(MEDALS)})
    ) AS cells
    GROUP BY games, subject
) AS nations
ORDER BY games, rank, noc"""


def _decisions(name: str, where: str, dialect: str, subject: bool = True) -> str:
    shown = "COALESCE(value, best_guess)"
    return f"""CREATE VIEW {name} AS
SELECT games, {"subject, " if subject else ""}attribute, status,
       {_number(shown, dialect)} AS number,
       {_text(shown, dialect)} AS text,
       confidence, {_rationale(dialect)} AS rationale
FROM decisions
WHERE "current" AND {where}
ORDER BY games, subject = 'games', subject, attribute"""


def upgrade() -> None:
    dialect = op.get_bind().dialect.name
    op.execute(medal_table(dialect))
    op.execute(_decisions("conflicts", f"status IN ({_quoted(SETTLED_OR_NOT)})", dialect))
    op.execute(_decisions("facts", "subject = 'games'", dialect, subject=False))


def downgrade() -> None:
    for name in VIEWS:
        op.execute(f"DROP VIEW IF EXISTS {name}")
