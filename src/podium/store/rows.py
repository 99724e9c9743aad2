"""Model values from result rows, shared by the SQLAlchemy reads (``reads``) and the
``sqlite3`` reads of a SQLite file (``sqlite_file``), so that both return the same values.

A row is anything that gives a column's value by its name (``RowMapping``, ``sqlite3.Row``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from podium.errors import StoreError
from podium.model import Claim, Decision, DecisionStatus, Span, Stated, Support, Value

from .codec import decode_optional, decode_reasons, decode_support, decode_value, unpack_text
from .records import GamesRecord


class Row(Protocol):
    def __getitem__(self, column: str, /) -> Any: ...


#: The claim columns ``claims_from_tuples`` takes, in its order: the ``claims`` table's own,
#: its Games and how it was read by their numbers (``Numbered``).
CLAIM_FIELDS = ("source_key", "games_key", "subject", "attribute", "value", "line", "span_start", "span_end", "raw",
                "reading_key", "qualifier", "as_of")

#: ``Claim``'s fields in the order ``claims_from_tuples`` sets them
CLAIM_SLOTS = ("source_id", "games", "subject", "attribute", "value", "line", "span", "raw", "extractor",
               "qualifier", "scope", "as_of")


class SourceColumn(dict[int, str]):
    """A column of the sources (their ids, their texts) by their number (``sources.key``, what
    claims and findings name), read for the numbers asked for: a Games' claims name a few of
    the store's sources. ``fetch`` reads the column for some numbers (one query); ``load``
    asks for the numbers of a slice of rows at once."""

    def __init__(self, fetch: Callable[[Sequence[int]], Iterable[tuple[int, str]]]) -> None:
        super().__init__()
        self._fetch = fetch

    def load(self, keys: Iterable[int]) -> SourceColumn:
        missing = sorted(set(keys) - self.keys())
        for chunk in chunks(missing):
            self.update((int(key), str(found)) for key, found in self._fetch(chunk))
        if lacking := set(missing) - self.keys():
            raise StoreError(f"a claim or finding names source number {min(lacking)}, which is not stored")
        return self

    def __missing__(self, key: int) -> str:
        return self.load([key])[key]


@dataclass(frozen=True)
class Numbered:
    """What the claims' numbered tables hold, read whole (they are small: a row per Games, a
    row per way of reading): a Games' slug by its number (``games.key``), and a reading's
    extractor and scope by its number (``readings.key``). A claim's row names them by number
    and is read without joining them: 0.25 s less of the 400,000 claims of a Games of
    1,000 sources, and three texts fewer made per claim."""

    games: Mapping[int, str]
    readings: Mapping[int, tuple[str, str]]


def claims_from_tuples(rows: Iterable[tuple[Any, ...]], sources: Mapping[int, str], documents: Mapping[int, str],
                       numbered: Numbered, texts: dict[Any, Any] | None = None) -> Iterator[Claim]:
    """Claims from rows of ``CLAIM_FIELDS``: their source's id from ``sources`` and, for a raw
    text stored as NULL (the text of the claim's span), their document's from ``documents``,
    both by the source's number; their Games and how they were read from ``numbered``; with
    each text that repeats from claim to claim kept once: the driver makes a new string for
    every column of every row, and a Games' claims share a few thousand source ids, nations,
    attributes and rows' raw texts (a table row's is every colour's). A Games of
    1,000 sources reads 400,000 claims: they hold 200 MB, not 410. ``texts`` are the texts
    kept so far, when the rows come in several slices.

    The claims are made by setting their fields directly, through their slots' own setters,
    without the frozen dataclass's constructor and its keyword arguments (a row's whole work
    2.5 against 3.3 µs, 0.3 s of reading that Games).
    The values are the store's own, checked when written; ``tests/store/test_rows.py`` checks
    a claim made so equals the one the constructor makes."""
    once = (texts if texts is not None else {}).setdefault
    new = object.__new__
    start_of, end_of = (getattr(Span, name).__set__ for name in ("start", "end"))
    (source_of, games_of, subject_of, attribute_of, value_of, line_of, span_of, raw_of, extractor_of,
     qualifier_of, scope_of, as_of_of) = (getattr(Claim, name).__set__ for name in CLAIM_SLOTS)
    slugs, readings = numbered.games, numbered.readings
    for key, games, subject, attribute, value, line, start, end, raw, reading, qualifier, as_of in rows:
        span = new(Span)  # integer columns: the drivers give ints
        start_of(span, start)
        end_of(span, end)
        claim = new(Claim)
        source_of(claim, sources[key])
        games_of(claim, slugs[games])
        subject_of(claim, once(subject, subject))
        attribute_of(claim, once(attribute, attribute))
        # most values are counts: ``decode_value``'s first test, without the call
        value_of(claim, int(value) if value.isdigit() and value.isascii() else decode_value(value))
        line_of(claim, line)
        span_of(claim, span)
        if raw is None:  # stored as NULL: the document's text over the span (``writes.stored_raw``)
            raw = documents[key][start:end]
        raw_of(claim, once(raw, raw))
        extractor, scope = readings[reading]
        extractor_of(claim, extractor)
        qualifier_of(claim, qualifier if qualifier is None else once(qualifier, qualifier))
        scope_of(claim, scope)
        as_of_of(claim, as_of if as_of is None else once(as_of, as_of))
        yield claim


#: Where a claim's raw text is in a row of ``CLAIM_FIELDS``.
RAW = CLAIM_FIELDS.index("raw")


def claims_of_rows(rows: Sequence[tuple[Any, ...]], sources: SourceColumn, documents: SourceColumn,
                   numbered: Numbered, texts: dict[Any, Any] | None = None) -> Iterator[Claim]:
    """``claims_from_tuples`` of rows of ``CLAIM_FIELDS``, the sources' ids and the documents
    they need read first, a query for many sources."""
    sources.load(row[0] for row in rows)
    documents.load(row[0] for row in rows if row[RAW] is None)
    return claims_from_tuples(rows, sources, documents, numbered, texts)


def games_from_rows(rows: Iterable[Row]) -> list[GamesRecord]:
    """Rows of (``games``, ``n``): a slug and how many sources speak about it."""
    return [GamesRecord(slug=row["games"], source_count=int(row["n"])) for row in rows]


#: A decision's support as read, by the decision's row id: [(value, claim ids)], in order.
Supports = dict[int, list[tuple[Value, list[int]]]]

#: How many claim ids one query asks for (``IN (...)``): under every SQLite's limit of variables.
ID_CHUNK = 900

#: A listing's read (``named_first``) first reads each claim's source, then the claims of each
#: value's first sources: a query more, which pays only for many claims. Decisions naming fewer
#: claims than this are read whole, the same listing sooner (a Games of 10 sources names 4,000
#: claims, and was read in 0.06 s whole against 0.1 s so; one of 100 sources, 40,000).
NAMED_FROM = 10_000


def supports_from_rows(rows: Iterable[Row]) -> tuple[Supports, list[int]]:
    """The support of decisions' rows (``id``, ``support``) by decision, and the ids of every
    claim it names, sorted: the claims to read next."""
    supports: Supports = {}
    named: set[int] = set()
    for m in rows:
        supports[m["id"]] = support = decode_support(m["support"])
        for _, ids in support:
            named.update(ids)
    return supports, sorted(named)


def listing(supports: Supports, ids: list[int], named: int | None,
            stated_by: Callable[[Sequence[int]], Iterable[tuple[int, int, str | None]]],
            ) -> tuple[Supports, dict[tuple[int, int], Stated], list[int]]:
    """``named_first`` where a listing names ``named`` sources a value and the decisions name
    at least ``NAMED_FROM`` claims, else the supports whole: ``ids`` are the claims they name,
    ``stated_by`` reads (id, source number, qualifier) of some of them."""
    if named is None or len(ids) < NAMED_FROM:
        return supports, {}, ids
    return named_first(supports, {i: (key, qualifier) for i, key, qualifier in stated_by(ids)}, named)


def named_first(supports: Supports, stated_by: Mapping[int, tuple[int, str | None]], named: int,
                ) -> tuple[Supports, dict[tuple[int, int], Stated], list[int]]:
    """Each value's support cut to the claims of its first ``named`` sources (in the order
    they state it) where more than ``named + 1`` sources state it, as a listing names them and
    counts the others (``podium.i18n.naming.named_and_more``), with what ``Stated`` counts of
    them all. ``stated_by``: each claim's source number and qualifier, by id. Returns the
    supports cut, the counts by (decision id, the value's place in its support), and the ids of
    the claims kept, sorted: the claims to read next."""
    cut: Supports = {}
    counts: dict[tuple[int, int], Stated] = {}
    kept: set[int] = set()
    for decision_id, support in supports.items():
        cut[decision_id] = mine = []
        for place, (value, ids) in enumerate(support):
            sources = list(dict.fromkeys(stated_by[i][0] for i in ids))
            if len(sources) > named + 1:
                first = set(sources[:named])
                qualifiers: dict[str, int] = {}
                for i in ids:
                    if (qualifier := stated_by[i][1]) is not None:
                        qualifiers[qualifier] = qualifiers.get(qualifier, 0) + 1
                counts[(decision_id, place)] = Stated(len(ids), len(sources), tuple(qualifiers.items()))
                ids = [i for i in ids if stated_by[i][0] in first]
            mine.append((value, ids))
            kept.update(ids)
    return cut, counts, sorted(kept)


def chunks(ids: Sequence[int]) -> Iterator[Sequence[int]]:
    """``ids`` in slices of ``ID_CHUNK``, one query each."""
    for start in range(0, len(ids), ID_CHUNK):
        yield ids[start:start + ID_CHUNK]


def versions_from_rows(rows: Iterable[Row], table_sources: Mapping[int, int]) -> list[tuple[str, bool, int]]:
    """Decisions' rows of (``version``, ``current``, ``support``) and the source (its number)
    of each claim about the Games' table, by claim id: each version with whether it is current
    and how many sources state its table's cells, in version order."""
    from podium.reconcile.versions import version_order

    counted: dict[tuple[str, bool], set[int]] = {}
    for m in rows:
        sources = counted.setdefault((str(m["version"]), bool(m["current"])), set())
        for _, ids in decode_support(m["support"]):
            sources.update(table_sources[i] for i in ids if i in table_sources)
    return sorted(((version, current, len(sources)) for (version, current), sources in counted.items()),
                  key=lambda r: version_order(r[0]))


def decisions_from_rows(rows: Iterable[Row], supports: Supports, claims: Mapping[int, Claim],
                        sources: Mapping[int, str], stated: Mapping[tuple[int, int], Stated] | None = None,
                        ) -> list[Decision]:
    """Decisions from their rows (in order), their support (``supports_from_rows``, or cut by
    ``named_first`` with its ``stated`` counts), the claims it names, by id, and the sources'
    ids by number (which their reasons name)."""
    try:
        return _decisions(rows, supports, claims, sources, stated or {})
    except KeyError as missing:
        raise StoreError(f"a decision's support names claim {missing} that is not stored") from None


def _decisions(rows: Iterable[Row], supports: Supports, claims: Mapping[int, Claim],
               sources: Mapping[int, str], stated: Mapping[tuple[int, int], Stated]) -> list[Decision]:
    return [
        Decision(
            games=row["games"], subject=row["subject"], attribute=row["attribute"],
            status=DecisionStatus(row["status"]), value=decode_optional(row["value"]),
            best_guess=decode_optional(row["best_guess"]), confidence=float(row["confidence"]),
            # the English text is kept for people who open the store (its views); a decision
            # with its parts is read from them, as the engines made it
            rationale="" if row["reasons"] is not None else unpack_text(row["rationale"]),
            support=tuple(Support(value, tuple(claims[i] for i in ids), stated.get((row["id"], place)))
                          for place, (value, ids) in enumerate(supports[row["id"]])),
            reasons=decode_reasons(row["reasons"], sources), version=row["version"],
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
