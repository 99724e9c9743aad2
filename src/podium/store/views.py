"""The views a person can open, as the store at ``HEAD_REVISION`` has them: ``medal_table``,
``conflicts`` and ``facts`` (what ``podium table``, ``podium conflicts`` and ``podium facts``
show, of each Games' current version, with numbers as integers).

Migrations 0007 and 0014 made them; this module writes them once more as ``schema`` writes
the tables once more, so that a new store is made at head in one go (``migrate.create``).
``tests/store/test_migrations.py`` checks that a store made so and one brought to head by
every migration have the same views, to the character.
"""

from __future__ import annotations

from collections.abc import Sequence

#: the views, in the order they are made
VIEWS = ("medal_table", "conflicts", "facts")
MEDALS = ("gold", "silver", "bronze", "total")
#: from the weakest to the strongest: a row takes the weakest status of its cells (``rank.STATUS_STRENGTH``)
STRENGTH = ("disputed", "resolved", "overridden", "pinned", "agreed")
SETTLED_OR_NOT = ("disputed", "resolved", "pinned", "overridden")
#: What the views read as ``decisions``: the decisions with their Games' slug as ``games`` (0014).
DECISIONS = ("(SELECT games.slug AS games, decisions.* FROM decisions JOIN games ON games.key = decisions.games_key)"
             " AS decisions")


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
    """The English rationale, NULL where it is stored packed (it starts with the mark ESC)."""
    escape = "char(27)" if dialect == "sqlite" else "chr(27)"
    return f"CASE WHEN substr(rationale, 1, 1) = {escape} THEN NULL ELSE rationale END"


def _quoted(words: Sequence[str]) -> str:
    return ", ".join(f"'{w}'" for w in words)


def _medal_table(dialect: str) -> str:
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
        FROM {DECISIONS}
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
FROM {DECISIONS}
WHERE "current" AND {where}
ORDER BY games, subject = 'games', subject, attribute"""


def statements(dialect: str) -> list[str]:
    """The ``CREATE VIEW`` statements of ``VIEWS`` for ``dialect`` (``sqlite``, ``postgresql``)."""
    return [_medal_table(dialect),
            _decisions("conflicts", f"status IN ({_quoted(SETTLED_OR_NOT)})", dialect),
            _decisions("facts", "subject = 'games'", dialect, subject=False)]
