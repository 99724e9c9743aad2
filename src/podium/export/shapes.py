"""The documented JSON shapes (ARCHITECTURE.md), built in one place.

The CLI's ``--format json`` and the HTTP API return exactly these dicts, so the
two cannot drift apart. Builders take values and return plain JSON-ready data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from podium.model import Claim, Decision, Fact, Finding, Games

if TYPE_CHECKING:
    from podium.analysis import ReadTable, SourceAnalysis
    from podium.rank import Standings
    from podium.store import SourceRecord

JSON = dict[str, Any]


def games_json(slug: str) -> JSON:
    return {"slug": slug, "name": Games.from_slug(slug).name}


def table_json(standings: "Standings") -> JSON:
    return {
        "games": games_json(standings.games),
        "order": standings.order,
        "rows": [
            {
                "rank": r.rank,
                "noc": r.noc,
                "name": r.name,
                "gold": r.gold,
                "silver": r.silver,
                "bronze": r.bronze,
                "total": r.total,
                "status": r.status.value,
                "confidence": r.confidence,
            }
            for r in standings.rows
        ],
        "totals": standings.totals,
    }


def decision_json(decision: Decision, title: Callable[[str], str | None]) -> JSON:
    """One entry of ``podium conflicts`` / ``podium facts``; ``title`` names a source."""
    return {
        "games": decision.games,
        "subject": decision.subject,
        "attribute": decision.attribute,
        "status": decision.status.value,
        "decision": decision.value,
        "confidence": decision.confidence,
        "rationale": decision.rationale,
        "values": [
            {"value": s.value, "sources": [_claim_source(c, title) for c in s.claims]}
            for s in decision.support
        ],
    }


def _claim_source(claim: Claim, title: Callable[[str], str | None]) -> JSON:
    return {"id": claim.source_id, "title": title(claim.source_id), "line": claim.line}


def source_record_json(s: "SourceRecord") -> JSON:
    """One stored source (``podium sources --format json``, ``GET /api/sources``)."""
    return {
        "id": s.id, "title": s.title, "origin": s.origin, "language": s.language,
        "format": s.format, "encoding": s.encoding, "games": s.games,
        "authority": s.authority, "claims": s.claim_count,
        "ingested_at": s.ingested_at.isoformat(),
    }


def finding_json(f: Finding) -> JSON:
    return {
        "code": f.code,
        "severity": f.severity.value,
        "line": f.line,
        "subject": f.subject,
        "attribute": f.attribute,
        "expected": f.expected,
        "actual": f.actual,
        "message": f.message,
    }


def fact_json(f: Fact) -> JSON:
    return {
        "subject": f.subject,
        "attribute": f.attribute,
        "value": f.value,
        "qualifier": f.qualifier,
        "line": f.line,
        "text": f.text,
    }


def _rows_and_totals(read: "ReadTable") -> JSON:
    table = read.table
    totals = table.totals
    return {
        "rows": [
            {
                "line": r.line,
                "rank": r.rank,
                "mention": r.mention,
                "noc": res.noc,
                "gold": r.gold,
                "silver": r.silver,
                "bronze": r.bronze,
                "total": r.total,
            }
            for r, res in zip(table.rows, read.resolutions)
        ],
        "totals": None
        if totals is None
        else {
            "line": totals.line,
            "gold": totals.gold,
            "silver": totals.silver,
            "bronze": totals.bronze,
            "total": totals.total,
        },
    }


def source_read_json(analysis: "SourceAnalysis") -> JSON:
    """What was read from one document and what is wrong in it (``podium check``)."""
    doc = analysis.document
    out: JSON = {
        "path": doc.origin,
        "id": doc.sha256,
        "language": doc.language,
        "format": doc.format,
        "games": analysis.games.slug,
    }
    if len(analysis.tables) > 1:
        out["tables"] = [
            {"scope": t.table.scope, "as_of": t.table.as_of, **_rows_and_totals(t)}
            for t in analysis.tables
        ]
    elif analysis.tables:
        out.update(_rows_and_totals(analysis.tables[0]))
    else:
        out.update({"rows": [], "totals": None})
    out["facts"] = [fact_json(f) for f in analysis.facts]
    out["findings"] = [finding_json(f) for f in analysis.findings]
    return out


def check_json(analyses: Iterable["SourceAnalysis"]) -> JSON:
    return {"sources": [source_read_json(a) for a in analyses]}
