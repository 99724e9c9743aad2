"""The documented JSON shapes (ARCHITECTURE.md), built in one place.

The CLI's ``--format json`` and the HTTP API return exactly these dicts, so the
two cannot drift apart. Builders take values and return plain JSON-ready data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from podium.model import Claim, Decision, Fact, Finding, Games

if TYPE_CHECKING:
    from podium.analysis import ReadTable, SourceAnalysis
    from podium.model import Resolution
    from podium.nations.records import NocRecord
    from podium.rank import StandingRow, Standings
    from podium.store import AuditEntry, OverrideRecord, SourceRecord

JSON = dict[str, Any]


def json_list_parts(items: Iterable[Any], *, indent: int | None) -> Iterator[str]:
    """The text of the JSON list of ``items``, a part per item as each is made: what
    ``json.dumps(list(items), ensure_ascii=False, indent=indent)`` writes (the CLI's
    ``--format json``), or with ``indent`` None the compact text ``JSONResponse`` writes (the
    HTTP API's). A long list (the conflicts of a Games of 1,000 sources, 400,000 claims each a
    dict first) is never whole in memory, as dicts or as text."""
    import json

    if indent is None:
        options: dict[str, Any] = {"allow_nan": False, "separators": (",", ":")}
        opening, between, closing = "[", ",", "]"
    else:
        options = {"indent": indent}
        opening, between, closing = "[\n" + " " * indent, ",\n" + " " * indent, "\n]"
    opened = False
    for item in items:
        text = json.dumps(item, ensure_ascii=False, **options)
        if indent is not None:  # the item's own lines a level deeper: a JSON text holds no raw newline
            text = text.replace("\n", "\n" + " " * indent)
        yield (between if opened else opening) + text
        opened = True
    yield closing if opened else "[]"


def games_json(slug: str) -> JSON:
    return {"slug": slug, "name": Games.from_slug(slug).name}


def table_json(standings: Standings) -> JSON:
    """``podium table --format json``; a per-capita table's rows also give the team's
    ``population`` and ``per_million``, and it lists the teams without one apart."""
    from podium.rank import PER_CAPITA_ORDERS

    out = {
        "games": games_json(standings.games),
        "order": standings.order,
        "rows": [{**_standing_row_json(r), **_weight_json(r)} for r in standings.rows],
        "totals": standings.totals,
    }
    if standings.order in PER_CAPITA_ORDERS:
        out["without_population"] = [
            {**{k: v for k, v in _standing_row_json(u.row).items() if k != "rank"}, "reason": u.reason}
            for u in standings.without_population
        ]
    return out


def _standing_row_json(r: StandingRow) -> JSON:
    return {
        "rank": r.rank,
        "noc": r.noc,
        "name": r.name,
        "gold": r.gold,
        "silver": r.silver,
        "bronze": r.bronze,
        "total": r.total,
        "status": r.status.value,
        "confidence": r.confidence,
        "unsettled": list(r.unsettled),
    }


def _weight_json(r: StandingRow) -> JSON:
    if r.population is None:
        return {}
    p = r.population
    return {"population": {"value": p.value, "year": p.year, "source": p.source, "interpolated": p.interpolated},
            "per_million": r.per_million}


def decision_json(decision: Decision, title: Callable[[str], str | None]) -> JSON:
    """One entry of ``podium conflicts`` / ``podium facts``; ``title`` names a source."""
    from podium.i18n.messages import english  # rendering is for these entries, not every shape

    return {
        "games": decision.games,
        "subject": decision.subject,
        "attribute": decision.attribute,
        "status": decision.status.value,
        "decision": decision.value,
        "confidence": decision.confidence,
        "rationale": english(decision),
        "values": [
            {"value": s.value, "sources": [_claim_source(c, title) for c in s.claims]}
            for s in decision.support
        ],
    }


def _claim_source(claim: Claim, title: Callable[[str], str | None]) -> JSON:
    return {"id": claim.source_id, "title": title(claim.source_id), "line": claim.line}


def source_record_json(s: SourceRecord) -> JSON:
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


def _rows_and_totals(read: ReadTable) -> JSON:
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


def source_read_json(analysis: SourceAnalysis) -> JSON:
    """What was read from one document and what is wrong in it (``podium check``)."""
    doc = analysis.document
    out: JSON = {
        "path": doc.origin,
        "id": doc.sha256,
        "language": doc.language,
        "format": doc.format,
        "games": analysis.games.slug,
    }
    # several tables, or one of other Games than the document's, are listed under "tables";
    # each names its Games where it is not the document's
    if len(analysis.tables) > 1 or any(t.games != analysis.games for t in analysis.tables):
        out["tables"] = [
            {**({"games": t.games.slug} if t.games != analysis.games else {}),
             "scope": t.table.scope, "as_of": t.table.as_of, **_rows_and_totals(t)}
            for t in analysis.tables
        ]
    elif analysis.tables:
        out.update(_rows_and_totals(analysis.tables[0]))
    else:
        out.update({"rows": [], "totals": None})
    out["facts"] = [fact_json(f) for f in analysis.facts]
    out["findings"] = [finding_json(f) for f in analysis.findings]
    return out


def check_json(analyses: Iterable[SourceAnalysis]) -> JSON:
    return {"sources": [source_read_json(a) for a in analyses]}


def resolution_json(r: Resolution, name: str | None) -> JSON:
    """One name of ``podium nations resolve``; ``name`` is its code's name (None without a code)."""
    return {
        "query": r.query,
        "status": r.status.value,
        "noc": r.noc,
        "name": name,
        "candidates": list(r.candidates),
    }


def noc_record_json(record: NocRecord, name: str) -> JSON:
    """One code of ``podium nations list``, ``name`` in the reader's language."""
    return {
        "noc": record.code,
        "name": name,
        "from": record.from_year,
        "to": record.to_year,
        "games": record.games,
        "iso2": record.iso2,
        "predecessors": list(record.predecessors),
        "successors": list(record.successors),
    }


def override_json(o: OverrideRecord) -> JSON:
    """A value a person set (``podium overrides --format json``)."""
    return {
        "id": o.id, "games": o.games, "subject": o.subject, "attribute": o.attribute,
        "value": o.value, "note": o.note, "who": o.who, "created_at": o.created_at.isoformat(),
        "revoked_at": o.revoked_at.isoformat() if o.revoked_at else None,
    }


def authority_source_json(s: SourceRecord) -> JSON:
    """An authoritative source, as ``podium overrides --format json`` lists it."""
    return {"id": s.id, "title": s.title, "games": s.games}


def overrides_json(overrides: Iterable[OverrideRecord], authorities: Iterable[SourceRecord]) -> JSON:
    """``podium overrides --format json``: the overrides and the authoritative sources."""
    return {
        "overrides": [override_json(o) for o in overrides],
        "authorities": [authority_source_json(s) for s in authorities],
    }


def audit_entry_json(e: AuditEntry) -> JSON:
    """One line of the audit log (``podium audit --format json``)."""
    return {
        "id": e.id, "at": e.at.isoformat(), "who": e.who, "action": e.action, "target": e.target,
        "note": e.note, "detail": e.detail,
    }
