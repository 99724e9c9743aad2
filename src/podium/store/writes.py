"""Writes: each function takes a connection inside the caller's transaction.

The store records what the pure stages computed; it never computes a value itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, Insert, delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from podium.errors import NotFound, StoreError
from podium.model import Claim, Decision, Document, Finding, Value

from . import reads
from . import schema as t
from .codec import encode_detail, encode_optional, encode_reasons, encode_value, utcnow
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


def _claim_row(claim: Claim) -> dict[str, Any]:
    return {
        "source_id": claim.source_id, "games": claim.games, "subject": claim.subject,
        "attribute": claim.attribute, "value": encode_value(claim.value),
        "qualifier": claim.qualifier, "scope": claim.scope, "line": claim.line,
        "span_start": claim.span.start, "span_end": claim.span.end, "raw": claim.raw,
        "extractor": claim.extractor,
    }


def _finding_row(finding: Finding) -> dict[str, Any]:
    return {
        "source_id": finding.source_id, "code": finding.code,
        "severity": finding.severity.value, "line": finding.line, "subject": finding.subject,
        "attribute": finding.attribute, "expected": encode_optional(finding.expected),
        "actual": encode_optional(finding.actual), "message": finding.message,
        "reasons": encode_reasons(finding.reasons),
    }


def add_source(
    conn: Connection,
    document: Document,
    games: str | None,
    claims: Sequence[Claim],
    findings: Sequence[Finding],
    *,
    authority: bool = False,
    who: str = "cli",
) -> bool:
    """Store a document with its claims and findings; False (and no write) if already stored."""
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
    check_storable(document, games, claims, findings)
    conn.execute(
        insert(t.sources).values(
            id=source_id, origin=document.origin, title=document.title,
            language=document.language, script=document.script, format=document.format,
            encoding=document.encoding, size=document.size, games=games, text=document.text,
            authority=authority, ingested_at=utcnow(),
        )
    )
    if claims:
        try:
            conn.execute(insert(t.claims), [_claim_row(claim) for claim in claims])
        except IntegrityError:
            raise StoreError(
                f"cannot store {document.origin}: two claims share a natural key "
                "(games, subject, attribute, scope, line, span start)"
            ) from None
    if findings:
        conn.execute(insert(t.findings), [_finding_row(finding) for finding in findings])
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


def replace_decisions(conn: Connection, games: str, decisions: Sequence[Decision]) -> None:
    """Replace every decision of one Games (and its support) by ``decisions``."""
    for decision in decisions:
        if decision.games != games:
            raise StoreError(
                f"cannot store decisions of {games}: one is about {decision.games} "
                f"({decision.subject} {decision.attribute})"
            )
    d, ds = t.decisions, t.decision_support
    ids = select(d.c.id).where(d.c.games == games).scalar_subquery()
    conn.execute(delete(ds).where(ds.c.decision_id.in_(ids)))
    conn.execute(delete(d).where(d.c.games == games))
    decided_at = utcnow()
    claim_ids: dict[Claim, int] = {}
    for decision in decisions:
        try:
            decision_id = _insert(
                conn,
                insert(d).values(
                    games=decision.games, subject=decision.subject,
                    attribute=decision.attribute, status=decision.status.value,
                    value=encode_optional(decision.value),
                    best_guess=encode_optional(decision.best_guess),
                    confidence=decision.confidence, rationale=decision.rationale,
                    decided_at=decided_at, reasons=encode_reasons(decision.reasons),
                ),
            )
        except IntegrityError:
            raise StoreError(
                f"cannot store decisions of {games}: {decision.subject} {decision.attribute} "
                "is decided twice"
            ) from None
        rows: list[dict[str, Any]] = []
        for position, support in enumerate(decision.support):
            value = encode_value(support.value)
            if not support.claims:
                rows.append({"decision_id": decision_id, "position": position, "value": value,
                             "claim_id": None})
            for claim in support.claims:
                if claim not in claim_ids:
                    found = reads.claim_id(conn, claim)
                    if found is None:
                        raise StoreError(
                            f"cannot store the decision on {games} {decision.subject} "
                            f"{decision.attribute}: a supporting claim (source "
                            f"{claim.source_id[:12]}, line {claim.line}) is not in the store"
                        )
                    claim_ids[claim] = found
                rows.append({"decision_id": decision_id, "position": position, "value": value,
                             "claim_id": claim_ids[claim]})
        if rows:
            conn.execute(insert(ds), rows)


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
    conn.execute(delete(t.findings).where(t.findings.c.source_id == source_id))
    if findings:
        conn.execute(insert(t.findings), [_finding_row(finding) for finding in findings])
