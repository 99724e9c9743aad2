"""Writes: each function takes a connection inside the caller's transaction.

The store records what the pure stages computed; it never computes a value itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, Insert, Table, bindparam, delete, func, insert, select, tuple_, update

from podium.errors import NotFound, StoreError
from podium.i18n.messages import PLAIN_KEYS, render
from podium.model import Claim, Decision, Document, Finding, Value
from podium.reconcile.versions import current_version

from . import reads
from . import schema as t
from .claim_ids import ClaimIds, claim_key
from .codec import (
    StoredSupport,
    decode_support,
    encode_detail,
    encode_optional,
    encode_reasons,
    encode_support,
    encode_value,
    pack_text,
    utcnow,
)
from .storable import check_storable


def add_audit(
    conn: Connection,
    action: str,
    target: str,
    note: str | None = None,
    detail: Any = None,
    who: str = "cli",
) -> None:
    conn.execute(
        insert(t.audit_log).values(
            at=utcnow(), who=who, action=action, target=target, note=note,
            detail=encode_detail(detail),
        )
    )


def _insert(conn: Connection, statement: Insert) -> int:
    """Run a one-row insert and return the new row's integer id."""
    key = conn.execute(statement).inserted_primary_key
    assert key is not None
    return int(key[0])


def insert_many(conn: Connection, table: Table, columns: Sequence[str], rows: Sequence[tuple[Any, ...]]) -> None:
    """Insert rows (tuples of ``columns``' plain ints, texts and NULLs) in one ``executemany``
    handed straight to the driver: SQLAlchemy's per-row parameter processing is most of the
    cost of a Games' hundreds of thousands of claims and support rows otherwise."""
    if not rows:
        return
    marks = {"qmark": "?", "format": "%s", "pyformat": "%s"}
    if conn.dialect.paramstyle not in marks:  # a driver of another style: SQLAlchemy's way
        conn.execute(insert(table), [dict(zip(columns, row)) for row in rows])
        return
    mark = marks[conn.dialect.paramstyle]
    quote = conn.dialect.identifier_preparer.quote
    statement = (f"INSERT INTO {quote(table.name)} ({', '.join(quote(c) for c in columns)}) "
                 f"VALUES ({', '.join([mark] * len(columns))})")
    conn.exec_driver_sql(statement, list(rows))


CLAIM_COLUMNS = ("source_key", "games_key", "subject", "attribute", "value", "qualifier", "reading_key", "line",
                 "span_start", "span_end", "raw", "as_of")
FINDING_COLUMNS = ("source_key", "code", "severity", "line", "subject", "attribute", "expected", "actual",
                   "message", "reasons")


def stored_raw(claim: Claim, text: str) -> str | None:
    """A claim's raw text as stored: NULL when it is its document's ``text`` over its span
    (nearly every claim: a table row's cells, a line), which the store keeps once; else the
    text (a fact's sentence around its value)."""
    return None if text[claim.span.start:claim.span.end] == claim.raw else claim.raw


def numbers(conn: Connection, table: Table, columns: Sequence[str], wanted: Sequence[tuple[str, ...]],
            ) -> dict[tuple[str, ...], int]:
    """The number (``key``) of each of these rows of a numbered table (``games``: a slug;
    ``readings``: an extractor and a scope), a new one for each the table lacks, numbered in
    the order wanted (the order claims first name them; writers hold the store's write lock:
    ``store.write_transaction``)."""
    named = [table.c[name] for name in columns]

    def numbered(rows: Sequence[tuple[str, ...]]) -> dict[tuple[str, ...], int]:  # a source names a few
        which = tuple_(*named).in_(rows) if len(named) > 1 else named[0].in_([row[0] for row in rows])
        return {tuple(map(str, found[:-1])): int(found[-1]) for found in conn.execute(select(*named, table.c.key).where(which))}

    found = numbered(wanted) if wanted else {}
    if missing := [row for row in wanted if row not in found]:
        conn.execute(insert(table), [dict(zip(columns, row, strict=True)) for row in missing])
        found |= numbered(missing)
    return found


def games_numbers(conn: Connection, slugs: set[str]) -> dict[str, int]:
    """The number of each of these Games (``games.key``), a new one for a Games no claim named before."""
    return {slug: key for (slug,), key in numbers(conn, t.games, ("slug",), [(slug,) for slug in sorted(slugs)]).items()}


def _claim_row(claim: Claim, key: int, text: str, games: dict[str, int],
               readings: dict[tuple[str, ...], int]) -> tuple[Any, ...]:
    """A claim of the source numbered ``key``, whose document is ``text``, as ``CLAIM_COLUMNS``,
    its Games and how it was read by their numbers (``games``, ``readings``)."""
    return (key, games[claim.games], claim.subject, claim.attribute, encode_value(claim.value),
            claim.qualifier, readings[(claim.extractor, claim.scope)], claim.line, claim.span.start, claim.span.end,
            stored_raw(claim, text), claim.as_of)


def _finding_row(finding: Finding, key: int) -> tuple[Any, ...]:
    """A finding of the source numbered ``key`` as ``FINDING_COLUMNS``; its message is
    the English text of its parts (``Finding``), so it is stored empty beside them and
    rendered again when read."""
    return (key, finding.code, finding.severity.value, finding.line, finding.subject,
            finding.attribute, encode_optional(finding.expected), encode_optional(finding.actual),
            "" if finding.reasons else finding.message, encode_reasons(finding.reasons))


def add_source(
    conn: Connection,
    document: Document,
    games: str | None,
    claims: Sequence[Claim],
    findings: Sequence[Finding],
    *,
    authority: bool = False,
    who: str = "cli",
    checked: bool = False,
) -> bool:
    """Store a document with its claims and findings; False (and no write) if already stored.
    ``checked``: the caller ran ``check_storable`` on these very values already."""
    source_id = document.sha256
    if reads.has_source(conn, source_id):
        return False
    for kind, named in (("claim", [c.source_id for c in claims]),
                        ("finding", [f.source_id for f in findings])):
        for other in named:
            if other != source_id:
                raise StoreError(
                    f"cannot store {document.origin}: a {kind} names source {other[:12]}, "
                    f"not this document ({source_id[:12]})"
                )
    if not checked:
        check_storable(document, games, claims, findings)
    keys = {(claim.games, claim_key(claim)) for claim in claims}
    if len(keys) < len(claims):
        raise StoreError(
            f"cannot store {document.origin}: two claims share a natural key "
            "(games, subject, attribute, scope, line, span start)"
        )
    # the next number: writers take the store's write lock first (``store.write_transaction``)
    key = int(conn.execute(select(func.coalesce(func.max(t.sources.c.key), 0) + 1)).scalar_one())
    conn.execute(
        insert(t.sources).values(
            id=source_id, origin=document.origin, title=document.title,
            language=document.language, script=document.script, format=document.format,
            encoding=document.encoding, size=document.size, games=games, text=document.text,
            authority=authority, ingested_at=utcnow(), key=key,
        )
    )
    games_of = games_numbers(conn, {claim.games for claim in claims})
    read_as = numbers(conn, t.readings, ("extractor", "scope"), list(dict.fromkeys((c.extractor, c.scope) for c in claims)))
    insert_many(conn, t.claims, CLAIM_COLUMNS,
                [_claim_row(claim, key, document.text, games_of, read_as) for claim in claims])
    insert_many(conn, t.findings, FINDING_COLUMNS, [_finding_row(finding, key) for finding in findings])
    add_audit(
        conn, "ingest", source_id, document.origin,
        {"origin": document.origin, "games": games, "claims": len(claims),
         "findings": len(findings), "authority": authority},
        who,
    )
    return True


def set_authority(
    conn: Connection, id_or_prefix: str, authority: bool, *, note: str | None = None,
    who: str = "cli",
) -> str:
    """Mark a source as authoritative (or not); returns its full id."""
    source_id = reads.resolve_source_id(conn, id_or_prefix)
    conn.execute(update(t.sources).where(t.sources.c.id == source_id).values(authority=authority))
    add_audit(conn, "authority", source_id, note, {"authority": authority}, who)
    return source_id


def remove_source(conn: Connection, id_or_prefix: str, *, note: str | None = None, who: str = "cli",
                  ) -> tuple[str, tuple[str, ...]]:
    """Delete a source with its claims and findings, and its claims' ids from the support of
    the decisions that named them; write a ``remove`` audit entry. Returns the source's full id and
    the Games whose decisions it touched (its claims' Games, its own, and any Games whose decisions its claims
    supported), sorted: the caller decides them again in the same transaction. Re-ingesting
    the document's bytes brings the source back."""
    source_id = reads.resolve_source_id(conn, id_or_prefix)
    s, c, f, d = t.sources, t.claims, t.findings, t.decisions
    row = conn.execute(select(s.c.origin, s.c.title, s.c.games, s.c.authority, s.c.key)
                       .where(s.c.id == source_id)).one()
    claim_ids = set(conn.execute(select(c.c.id).where(c.c.source_key == row.key)).scalars())
    # the decisions whose support names its claims: the ids are packed (``codec.encode_support``),
    # so read them all; a removal is rare, and this keeps a decision one row
    named: dict[int, tuple[str, StoredSupport]] = {}
    for decision_id, games_of, packed in conn.execute(
            select(d.c.id, t.games.c.slug, d.c.support).join(t.games, t.games.c.key == d.c.games_key)
            .where(d.c.support != "")):
        support = decode_support(packed)
        if any(not claim_ids.isdisjoint(ids) for _, ids in support):
            named[decision_id] = (games_of, [(encode_value(value), [i for i in ids if i not in claim_ids])
                                             for value, ids in support])
    games = set(conn.execute(select(t.games.c.slug).select_from(reads.CLAIMS_WITH_GAMES)
                             .where(c.c.source_key == row.key).distinct()).scalars())
    games |= {games_of for games_of, _ in named.values()}
    if row.games:
        games.add(row.games)
    claim_count = len(claim_ids)
    finding_count = conn.execute(select(func.count()).select_from(f).where(f.c.source_key == row.key)).scalar_one()
    if named:
        conn.execute(update(d).where(d.c.id == bindparam("decision_id")).values(support=bindparam("kept")), [
            {"decision_id": decision_id, "kept": encode_support(kept)} for decision_id, (_, kept) in named.items()])
    conn.execute(delete(c).where(c.c.source_key == row.key))
    conn.execute(delete(f).where(f.c.source_key == row.key))
    conn.execute(delete(s).where(s.c.id == source_id))
    touched = tuple(sorted(games))
    add_audit(conn, "remove", source_id, note,
              {"origin": row.origin, "title": row.title, "games": list(touched), "claims": int(claim_count),
               "findings": int(finding_count), "authority": bool(row.authority),
               "undo": "ingest the same document again"}, who)
    return source_id, touched


def _shown_rationale(decision: Decision) -> str:
    """The English text kept for people who open the store (its views): the plain sentence a
    rationale starts with, or the whole rationale when it has none, packed when long. podium
    reads a decision from its parts; rendering all of them (a listing of every source behind
    each value) would cost more than deciding, and grow the store with every source."""
    parts = decision.reasons
    if len(parts) > 1 and parts[0].key in PLAIN_KEYS:
        parts = parts[:1]
    return pack_text(render(parts) if parts else decision.rationale)


def _decision_row(decision: Decision, games_key: int, decided_at: Any, current: str, numbers: dict[str, int],
                  support: StoredSupport) -> dict[str, Any]:
    return {
        "version": decision.version, "current": decision.version == current,
        "games_key": games_key, "subject": decision.subject, "attribute": decision.attribute,
        "status": decision.status.value, "value": encode_optional(decision.value),
        "best_guess": encode_optional(decision.best_guess), "confidence": decision.confidence,
        "rationale": _shown_rationale(decision), "decided_at": decided_at,
        "reasons": encode_reasons(decision.reasons, numbers), "support": encode_support(support),
    }


def replace_decisions(
    conn: Connection, games: str, decisions: Sequence[Decision], *, claim_ids: ClaimIds | None = None,
) -> None:
    """Replace every decision of one Games (with its support, in its row) by ``decisions``.

    A fixed number of statements whatever the size of the Games: the ids of the Games' claims
    read by their natural key (one), the old decisions deleted (one), the new ones inserted
    (one). Everything is checked before the first write: a decision about another Games, one
    decided twice, a supporting claim that is not stored. ``claim_ids`` are the Games' claim ids when the caller
    has read them already (``reads.claims_and_ids``), saving their query."""
    seen: set[tuple[str, str, str]] = set()
    for decision in decisions:
        if decision.games != games:
            raise StoreError(
                f"cannot store decisions of {games}: one is about {decision.games} "
                f"({decision.subject} {decision.attribute})"
            )
        if (decision.version, decision.subject, decision.attribute) in seen:
            raise StoreError(
                f"cannot store decisions of {games}: {decision.subject} {decision.attribute} "
                "is decided twice" + (f" in version {decision.version}" if decision.version else "")
            )
        seen.add((decision.version, decision.subject, decision.attribute))
    current = current_version({d.version for d in decisions})
    keys = claim_ids if claim_ids is not None else (
        reads.claim_ids(conn, games) if any(s.claims for d in decisions for s in d.support) else ClaimIds((), (), {}))

    def stored(claims: Sequence[Claim], decision: Decision) -> list[int]:
        """The ids of a value's claims (a claim of another Games, as an override's, by its key)."""
        found = keys.ids_of(claims)
        if None in found:  # another Games' claim (an override's) is found by its key in the store
            found = [reads.claim_id(conn, claim) if known is None and claim.games != games else known
                     for claim, known in zip(claims, found)]
        if None in found:
            claim = claims[found.index(None)]
            raise StoreError(
                f"cannot store the decision on {games} {decision.subject} {decision.attribute}: a supporting "
                f"claim (source {claim.source_id[:12]}, line {claim.line}) is not in the store"
            )
        return found  # type: ignore[return-value]  # None is not in it

    d = t.decisions
    conn.execute(delete(d).where(reads.decided(games)))
    if not decisions:
        return
    decided_at, key = utcnow(), games_numbers(conn, {games})[games]
    conn.execute(insert(d), [_decision_row(decision, key, decided_at, current, keys.numbers,
                                           [(encode_value(stated.value), stored(stated.claims, decision))
                                            for stated in decision.support]) for decision in decisions])


def add_override(
    conn: Connection, games: str, subject: str, attribute: str, value: Value, *, note: str,
    who: str = "cli",
) -> int:
    """Record a value a person set; returns the override's id. The store does not apply it."""
    override_id = _insert(
        conn,
        insert(t.overrides).values(
            games=games, subject=subject, attribute=attribute, value=encode_value(value),
            note=note, who=who, created_at=utcnow(), revoked_at=None,
        ),
    )
    add_audit(
        conn, "override", f"{games}/{subject}/{attribute}", note,
        {"id": override_id, "value": value}, who,
    )
    return override_id


def revoke_override(
    conn: Connection, override_id: int, *, note: str | None = None, who: str = "cli"
) -> None:
    o = t.overrides
    row = conn.execute(select(o).where(o.c.id == override_id)).first()
    if row is None or row.revoked_at is not None:
        raise NotFound(f"no active override with id {override_id}")
    conn.execute(update(o).where(o.c.id == override_id).values(revoked_at=utcnow()))
    add_audit(
        conn, "revoke-override", f"{row.games}/{row.subject}/{row.attribute}", note,
        {"id": override_id}, who,
    )


def replace_findings(conn: Connection, source_id: str, findings: Sequence[Finding]) -> None:
    """Replace every finding of one source by ``findings`` (what reading it again found)."""
    for finding in findings:
        if finding.source_id != source_id:
            raise StoreError(f"cannot store findings of {source_id[:12]}: one is of {finding.source_id[:12]}")
    key = reads.source_key(conn, source_id)
    conn.execute(delete(t.findings).where(t.findings.c.source_key == key))
    insert_many(conn, t.findings, FINDING_COLUMNS, [_finding_row(finding, key) for finding in findings])
