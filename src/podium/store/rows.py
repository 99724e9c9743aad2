"""Model values from result rows, shared by the SQLAlchemy reads (``reads``) and the
``sqlite3`` reads of a SQLite file (``sqlite_file``), so that both return the same values.

A row is anything that gives a column's value by its name (``RowMapping``, ``sqlite3.Row``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from podium.model import Claim, Decision, DecisionStatus, Span, Support

from .codec import decode_optional, decode_reasons, decode_value, unpack_text
from .records import GamesRecord


class Row(Protocol):
    def __getitem__(self, column: str, /) -> Any: ...


def claim_from_row(row: Row) -> Claim:
    return Claim(
        source_id=row["source_id"], games=row["games"], subject=row["subject"],
        attribute=row["attribute"], value=decode_value(row["value"]), line=int(row["line"]),
        span=Span(int(row["span_start"]), int(row["span_end"])), raw=row["raw"],
        extractor=row["extractor"], qualifier=row["qualifier"], scope=row["scope"], as_of=row["as_of"],
    )


#: The claim columns ``claim_from_tuple`` takes, in its order.
CLAIM_FIELDS = ("source_id", "games", "subject", "attribute", "value", "line", "span_start", "span_end", "raw",
                "extractor", "qualifier", "scope", "as_of")


def claim_from_tuple(row: tuple[Any, ...]) -> Claim:
    """A claim from a row of ``CLAIM_FIELDS`` (the same values as ``claim_from_row``)."""
    source_id, games, subject, attribute, value, line, start, end, raw, extractor, qualifier, scope, as_of = row
    return Claim(source_id=source_id, games=games, subject=subject, attribute=attribute, value=decode_value(value),
                 line=int(line), span=Span(int(start), int(end)), raw=raw, extractor=extractor,
                 qualifier=qualifier, scope=scope, as_of=as_of)


def games_from_rows(rows: Iterable[Row]) -> list[GamesRecord]:
    """Rows of (``games``, ``n``): a slug and how many sources speak about it."""
    return [GamesRecord(slug=row["games"], source_count=int(row["n"])) for row in rows]


def decisions_from_rows(rows: Iterable[Row], support_rows: Iterable[Row]) -> list[Decision]:
    """Decisions from their rows (in order) and their support rows: ``decision_id``,
    ``position``, ``support_value``, ``claim_id`` and the claim's columns (NULL when the
    Support is stated by no stored claim), by decision, position, then support id."""
    # decision id -> position -> (value, claims)
    supports: dict[int, dict[int, tuple[str, list[Claim]]]] = {}
    for m in support_rows:
        by_position = supports.setdefault(m["decision_id"], {})
        _, stated = by_position.setdefault(m["position"], (m["support_value"], []))
        if m["claim_id"] is not None:
            stated.append(claim_from_row(m))
    return [
        Decision(
            games=row["games"], subject=row["subject"], attribute=row["attribute"],
            status=DecisionStatus(row["status"]), value=decode_optional(row["value"]),
            best_guess=decode_optional(row["best_guess"]), confidence=float(row["confidence"]),
            # the English text is kept for people who open the store (its views); a decision
            # with its parts is read from them, as the engines made it
            rationale="" if row["reasons"] is not None else unpack_text(row["rationale"]),
            support=tuple(
                Support(value=decode_value(value), claims=tuple(stated))
                for _, (value, stated) in sorted(supports.get(row["id"], {}).items())
            ),
            reasons=decode_reasons(row["reasons"]), version=row["version"],
        )
        for row in rows
    ]


def bare_decisions_from_rows(rows: Iterable[Row]) -> list[Decision]:
    """Decisions from rows of ``reads.BARE_COLUMNS`` only: no support, rationale or reasons."""
    return [
        Decision(
            games=row["games"], subject=row["subject"], attribute=row["attribute"],
            status=DecisionStatus(row["status"]), value=decode_optional(row["value"]),
            best_guess=decode_optional(row["best_guess"]), confidence=float(row["confidence"]),
            rationale="", version=row["version"],
        )
        for row in rows
    ]
