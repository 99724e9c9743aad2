"""Queries: each function takes an open connection and returns model values or records."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from operator import itemgetter
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    RowMapping,
    ScalarSelect,
    Select,
    bindparam,
    case,
    distinct,
    exists,
    func,
    literal,
    select,
    true,
    union,
)

from podium.errors import NotFound
from podium.i18n.messages import render
from podium.model import Claim, Decision, DecisionStatus, Document, Finding, Severity

from . import schema as t
from .claim_ids import ClaimIds
from .codec import as_utc, as_utc_optional, decode_detail, decode_optional, decode_reasons, decode_value
from .migrate import current_revisions
from .records import AuditEntry, GamesRecord, OverrideRecord, SourceRecord
from .rows import (
    CLAIM_FIELDS,
    Numbered,
    SourceColumn,
    bare_decisions_from_rows,
    chunks,
    claims_of_rows,
    decisions_from_rows,
    games_from_rows,
    listing,
    supports_from_rows,
    versions_from_rows,
)

MIN_PREFIX = 6
_HEX = re.compile(r"[0-9a-f]+")


def has_source(conn: Connection, source_id: str) -> bool:
    found = conn.execute(select(t.sources.c.id).where(t.sources.c.id == source_id)).first()
    return found is not None


def source_key(conn: Connection, source_id: str) -> int:
    """The number of the source ``source_id`` (a full id), which its claims and findings name."""
    found = conn.execute(select(t.sources.c.key).where(t.sources.c.id == source_id)).scalar_one_or_none()
    if found is None:
        raise NotFound(f"no source with id {source_id!r}")
    return int(found)


def _by_number(conn: Connection, column: str) -> SourceColumn:
    """A column of the sources by their number, read as it is asked for (``rows.SourceColumn``)."""
    s = t.sources
    return SourceColumn(lambda keys: conn.execute(select(s.c.key, s.c[column]).where(s.c.key.in_(keys))).all())


def source_ids(conn: Connection) -> SourceColumn:
    """The sources' ids by number."""
    return _by_number(conn, "id")


def source_texts(conn: Connection) -> SourceColumn:
    """The sources' documents by number: a claim's raw text stored as NULL is its document's
    text over its span (``writes.stored_raw``)."""
    return _by_number(conn, "text")


def resolve_source_id(conn: Connection, id_or_prefix: str) -> str:
    """The full id of the one source whose id is, or starts with, ``id_or_prefix``."""
    wanted = id_or_prefix.strip().lower()
    if has_source(conn, wanted):
        return wanted
    if len(wanted) < MIN_PREFIX or not _HEX.fullmatch(wanted):
        raise NotFound(
            f"no source with id {id_or_prefix!r} (give a full id or a prefix of at least "
            f"{MIN_PREFIX} hex characters)"
        )
    query = select(t.sources.c.id).where(t.sources.c.id.startswith(wanted)).order_by(t.sources.c.id)
    matches = list(conn.execute(query.limit(4)).scalars())
    if not matches:
        raise NotFound(f"no source with id {id_or_prefix!r}")
    if len(matches) > 1:
        shown = ", ".join(m[:12] for m in matches[:3]) + (", ..." if len(matches) > 3 else "")
        raise NotFound(f"source id prefix {id_or_prefix!r} is ambiguous: it matches {shown}")
    return str(matches[0])


#: The claims joined to their Games (0011) and to how they were read (0013).
CLAIMS_WITH_GAMES = (t.claims.join(t.games, t.games.c.key == t.claims.c.games_key)
                     .join(t.readings, t.readings.c.key == t.claims.c.reading_key))


def claim_columns() -> list[Any]:
    """``CLAIM_FIELDS`` as columns of ``claims``."""
    return [t.claims.c[name] for name in CLAIM_FIELDS]


def numbered(conn: Connection) -> Numbered:
    """The Games and the readings by number, for reading claims (``rows.Numbered``)."""
    g, r = t.games, t.readings
    return Numbered({key: slug for key, slug in conn.execute(select(g.c.key, g.c.slug))},
                    {key: (extractor, scope) for key, extractor, scope in
                     conn.execute(select(r.c.key, r.c.extractor, r.c.scope))})


def games_key(games: str) -> ScalarSelect[Any]:
    """The number of ``games`` (a slug) in the store, as a subquery."""
    return select(t.games.c.key).where(t.games.c.slug == games).scalar_subquery()


def of_games(games: str) -> ColumnElement[bool]:
    """The claims about ``games`` (a slug), by its number."""
    return t.claims.c.games_key == games_key(games)


def decided(games: str) -> ColumnElement[bool]:
    """The decisions of ``games`` (a slug), by its number."""
    return t.decisions.c.games_key == games_key(games)


def _source_query() -> Select[Any]:
    s, c, f = t.sources, t.claims, t.findings
    claim_counts = (
        select(c.c.source_key, func.count().label("n")).group_by(c.c.source_key).subquery("cc")
    )

    def severity_sum(severity: Severity) -> Any:
        return func.sum(case((f.c.severity == severity.value, 1), else_=0))

    finding_counts = (
        select(
            f.c.source_key,
            severity_sum(Severity.ERROR).label("errors"),
            severity_sum(Severity.WARNING).label("warnings"),
            severity_sum(Severity.INFO).label("infos"),
        )
        .group_by(f.c.source_key)
        .subquery("fc")
    )
    return (
        select(
            s.c.id, s.c.origin, s.c.title, s.c.language, s.c.script, s.c.format, s.c.encoding,
            s.c.size, s.c.games, s.c.authority, s.c.ingested_at,
            func.coalesce(claim_counts.c.n, 0).label("claim_count"),
            func.coalesce(finding_counts.c.errors, 0).label("error_count"),
            func.coalesce(finding_counts.c.warnings, 0).label("warning_count"),
            func.coalesce(finding_counts.c.infos, 0).label("info_count"),
        )
        .select_from(s)
        .outerjoin(claim_counts, claim_counts.c.source_key == s.c.key)
        .outerjoin(finding_counts, finding_counts.c.source_key == s.c.key)
    )


def _source_record(row: RowMapping) -> SourceRecord:
    return SourceRecord(
        id=row["id"], origin=row["origin"], title=row["title"], language=row["language"],
        script=row["script"], format=row["format"], encoding=row["encoding"],
        size=int(row["size"]), games=row["games"], authority=bool(row["authority"]),
        ingested_at=as_utc(row["ingested_at"]), claim_count=int(row["claim_count"]),
        error_count=int(row["error_count"]), warning_count=int(row["warning_count"]),
        info_count=int(row["info_count"]),
    )


def sources(conn: Connection) -> list[SourceRecord]:
    """Every source, oldest ingestion first."""
    query = _source_query().order_by(t.sources.c.ingested_at, t.sources.c.id)
    return [_source_record(row._mapping) for row in conn.execute(query)]


def source_titles(conn: Connection) -> dict[str, str | None]:
    """Every source's title by its id, oldest ingestion first: what naming the sources needs,
    without ``sources``' counts of every source's claims and findings."""
    s = t.sources
    return {row[0]: row[1] for row in conn.execute(select(s.c.id, s.c.title).order_by(s.c.ingested_at, s.c.id))}


def source(conn: Connection, id_or_prefix: str) -> SourceRecord:
    source_id = resolve_source_id(conn, id_or_prefix)
    row = conn.execute(_source_query().where(t.sources.c.id == source_id)).one()
    return _source_record(row._mapping)


def document(conn: Connection, id_or_prefix: str) -> Document:
    source_id = resolve_source_id(conn, id_or_prefix)
    s = t.sources
    row = conn.execute(select(s).where(s.c.id == source_id)).one()._mapping
    return Document(
        text=row["text"], format=row["format"], language=row["language"], script=row["script"],
        sha256=row["id"], origin=row["origin"], encoding=row["encoding"], size=int(row["size"]),
        title=row["title"],
    )


def claims(
    conn: Connection, games: str, *, subject: str | None = None, attribute: str | None = None
) -> list[Claim]:
    """The claims about one Games, in the order they were stored (document order per source)."""
    c = t.claims
    query = select(*claim_columns()).where(of_games(games))
    if subject is not None:
        query = query.where(c.c.subject == subject)
    if attribute is not None:
        query = query.where(c.c.attribute == attribute)
    # a Games' claims are hundreds of thousands of rows: read as plain tuples, all at once
    rows = conn.execute(query.order_by(c.c.id)).all()
    return list(claims_of_rows(rows, source_ids(conn), source_texts(conn), numbered(conn)))


#: rows fetched from the driver at a time when a Games' claims are read
ROWS_AT_ONCE = 20_000


def _driver_rows(conn: Connection, query: Select[Any], size: int) -> Iterator[Sequence[tuple[Any, ...]]]:
    """The rows of ``query`` as the driver's own tuples, ``size`` at a time: a SQLAlchemy row
    costs a microsecond more, 0.4 s of reading the 400,000 claims of a Games of 1,000 sources.
    For plain columns only (texts and integers: nothing the dialect converts)."""
    result = conn.execute(query)
    try:
        while rows := result.cursor.fetchmany(size):
            yield rows
    finally:
        result.close()


def claims_and_ids(conn: Connection, games: str) -> tuple[list[Claim], ClaimIds]:
    """The claims about one Games and their stored ids, from one query: what deciding the
    Games and storing its support need. They come cell by cell, each cell's claims in the
    order they were stored (the order of the index on the cells, which needs no sort; the
    engines see each cell's claims as ``claims`` gives them)."""
    c = t.claims
    query = select(c.c.id, *claim_columns()).where(of_games(games)).order_by(c.c.subject, c.c.attribute, c.c.id)
    claims: list[Claim] = []
    ids: list[int] = []
    texts: dict[Any, Any] = {}
    sources, documents, tables = source_ids(conn), source_texts(conn), numbered(conn)
    # in slices: the driver's rows of a whole Games would double the memory its claims take
    for rows in _driver_rows(conn, query, ROWS_AT_ONCE):
        claims.extend(claims_of_rows([row[1:] for row in rows], sources, documents, tables, texts))
        ids.extend(map(itemgetter(0), rows))  # an integer column: the drivers give ints
    return claims, ClaimIds(claims, ids, sources)


def findings(conn: Connection, source_id: str | None = None) -> list[Finding]:
    """Findings of one source (a full id), or of every source, in the order stored."""
    f = t.findings
    query = select(f).order_by(f.c.id)
    if source_id is not None:
        query = query.where(f.c.source_key.in_(select(t.sources.c.key).where(t.sources.c.id == source_id)))
    rows = conn.execute(query).all()
    sources = source_ids(conn).load(row.source_key for row in rows)
    found = []
    for row in rows:
        parts = decode_reasons(row.reasons)
        found.append(Finding(
            code=row.code, severity=Severity(row.severity), source_id=sources[row.source_key],
            line=row.line, subject=row.subject, attribute=row.attribute,
            expected=decode_optional(row.expected), actual=decode_optional(row.actual),
            message=row.message or render(parts), reasons=parts,
        ))
    return found


def decisions_version(conn: Connection, games: str) -> tuple[Any, ...]:
    """A cheap fingerprint of one Games' decisions: ``replace_decisions`` deletes and inserts
    them with new ids and a new ``decided_at``, so it changes whenever they are replaced."""
    d = t.decisions
    query = select(func.count(), func.max(d.c.id), func.max(d.c.decided_at)).where(decided(games))
    return tuple(conn.execute(query).one())


def games(conn: Connection) -> list[GamesRecord]:
    """The Games named by a source or by a claim, with how many sources speak about each."""
    s, c = t.sources, t.claims
    pairs = union(
        select(s.c.games.label("games"), s.c.key.label("source")).where(s.c.games.is_not(None)),
        select(t.games.c.slug.label("games"), c.c.source_key.label("source")).select_from(CLAIMS_WITH_GAMES),
    ).subquery("pairs")
    query = (
        select(pairs.c.games, func.count(distinct(pairs.c.source)).label("n"))
        .group_by(pairs.c.games)
        .order_by(pairs.c.games)
    )
    return games_from_rows(conn.execute(query).mappings())


def games_named(conn: Connection) -> list[str]:
    """The slugs of the Games a source or a claim names, as ``games`` lists them, without
    counting their sources: a lookup by index for each numbered Games."""
    s, c, g = t.sources, t.claims, t.games
    claimed = select(g.c.slug.label("games")).where(exists().where(c.c.games_key == g.c.key))
    named = select(s.c.games.label("games")).where(s.c.games.is_not(None))
    return [str(slug) for slug in conn.execute(union(claimed, named).order_by("games")).scalars()]


#: The columns of a decision that a medal table needs (``decisions(explained=False)``).
BARE_COLUMNS = ("games", "subject", "attribute", "status", "value", "best_guess", "confidence", "version")


def versions(conn: Connection, games: str) -> list[tuple[str, bool, int]]:
    """The versions of one Games' table that have decisions, each with whether it is the
    current one and how many sources state its table's cells (the Games' claims of the table's
    attributes named by its support), in the order of
    ``podium.reconcile.versions.version_order``."""
    from podium.reconcile.versions import TABLE_ATTRIBUTES

    d, c = t.decisions, t.claims
    query = select(d.c.version, d.c.current, d.c.support).where(decided(games))
    table = select(c.c.id, c.c.source_key).where(of_games(games), c.c.attribute.in_(sorted(TABLE_ATTRIBUTES)))
    return versions_from_rows(conn.execute(query).mappings(), dict(conn.execute(table).all()))


def version_names(conn: Connection, games: str) -> list[str]:
    """``versions``' names alone: from the decisions' rows, without their support."""
    from podium.reconcile.versions import version_order

    d = t.decisions
    found = conn.execute(select(d.c.version).where(decided(games)).distinct()).scalars()
    return sorted((str(v) for v in found), key=version_order)


def decisions(conn: Connection, games: str, *, disputed_only: bool = False, explained: bool = True,
              version: str | None = None, subject: str | tuple[str, ...] | None = None,
              named: int | None = None) -> list[Decision]:
    """The decisions of one Games' current version (or of ``version``) with their Support and
    full Claims, by subject, attribute; ``subject``: of that subject only (``games``: the facts
    about the Games, without reading the claims behind every cell of its table), or of those.

    With ``explained=False``, without what explains them (no support, an empty rationale, no
    reasons): what a medal table shows, read without decoding a claim or an explanation.
    With ``named``, each value's claims are those of its first ``named`` sources where more
    than one more state it, the others counted (``Support.stated``): what a listing of them
    shows, read without making every claim of a Games of many sources (``rows.named_first``;
    decisions naming fewer than ``rows.NAMED_FROM`` claims are read whole)."""
    d = t.decisions
    shown = BARE_COLUMNS if not explained else [c.name for c in d.c if c.name != "games_key"]
    # every row is of ``games``: its slug is the one asked for
    columns = [literal(games).label("games"), *(d.c[name] for name in shown if name != "games")]
    chosen = d.c.current.is_(True) if version is None else d.c.version == version
    query = select(*columns).where(decided(games), chosen)
    if disputed_only:
        query = query.where(d.c.status == DecisionStatus.DISPUTED.value)
    if subject is not None:
        query = query.where(d.c.subject.in_((subject,) if isinstance(subject, str) else subject))
    rows = list(conn.execute(query.order_by(d.c.subject, d.c.attribute)).mappings())
    if not explained:
        return bare_decisions_from_rows(rows)
    if not rows:
        return []
    supports, ids = supports_from_rows(rows)
    sources = source_ids(conn)
    c = t.claims
    supports, stated, ids = listing(supports, ids, named,
                                    lambda some: rows_by_id(conn, (c.c.source_key, c.c.qualifier), some))
    return decisions_from_rows(rows, supports, claims_by_id(conn, ids, sources), sources, stated)


def rows_by_id(conn: Connection, columns: Sequence[Any], ids: Sequence[int]) -> list[tuple[Any, ...]]:
    """The claims of ``ids`` as rows of their id and ``columns``, the driver's own tuples (plain
    ints and texts: nothing the dialect converts), a slice of ids per query (``rows.ID_CHUNK``)
    through one statement compiled once: a list of 900 ids made into 900 bound values each time
    was half of reading the 400,000 claims of a Games of 1,000 sources."""
    c = t.claims
    query = select(c.c.id, *columns).where(c.c.id.in_(bindparam("ids", expanding=True)))
    found: list[tuple[Any, ...]] = []
    for chunk in chunks(ids):
        result = conn.execute(query, {"ids": list(chunk)})
        try:
            found.extend(result.cursor.fetchall())
        finally:
            result.close()
    return found


def claims_by_id(conn: Connection, ids: Sequence[int], sources: SourceColumn) -> dict[int, Claim]:
    """The stored claims of ``ids``, by id (``rows_by_id``); their sources' ids read into ``sources``."""
    rows = rows_by_id(conn, claim_columns(), ids)
    read = claims_of_rows([row[1:] for row in rows], sources, source_texts(conn), numbered(conn))
    return dict(zip((row[0] for row in rows), read, strict=True))


def claim_ids(conn: Connection, games: str) -> ClaimIds:
    """The stored id of every claim about one Games, by its natural key (``claim_key``):
    one query, however many claims (and one for their sources' ids)."""
    c = t.claims
    query = (select(c.c.id, c.c.source_key, c.c.subject, c.c.attribute, t.readings.c.scope, c.c.line, c.c.span_start)
             .select_from(CLAIMS_WITH_GAMES).where(of_games(games)))
    # plain columns of a few hundred thousand rows: fetched as the driver's tuples, in one go
    rows = conn.execute(query).all()
    sources = source_ids(conn).load(row[1] for row in rows)
    return ClaimIds.by_key({(sources[key], subject, attribute, scope, line, start): claim_id
                            for claim_id, key, subject, attribute, scope, line, start in rows}, sources)


def claim_id(conn: Connection, claim: Claim) -> int | None:
    """The stored id of a claim, found by its natural key."""
    c = t.claims
    s = t.sources
    query = select(c.c.id).select_from(CLAIMS_WITH_GAMES.join(s, s.c.key == c.c.source_key)).where(
        s.c.id == claim.source_id,
        of_games(claim.games),
        c.c.subject == claim.subject,
        c.c.attribute == claim.attribute,
        t.readings.c.scope == claim.scope,
        c.c.line == claim.line,
        c.c.span_start == claim.span.start,
    )
    found = conn.execute(query).scalar_one_or_none()
    return None if found is None else int(found)


def authorities(conn: Connection) -> frozenset[str]:
    """The ids of the authoritative sources (without counting anyone's claims)."""
    s = t.sources
    return frozenset(conn.execute(select(s.c.id).where(s.c.authority == true())).scalars())


def overrides(
    conn: Connection, games: str | None = None, *, active_only: bool = True
) -> list[OverrideRecord]:
    o = t.overrides
    query = select(o).order_by(o.c.id)
    if games is not None:
        query = query.where(o.c.games == games)
    if active_only:
        query = query.where(o.c.revoked_at.is_(None))
    return [
        OverrideRecord(
            id=row.id, games=row.games, subject=row.subject, attribute=row.attribute,
            value=decode_value(row.value), note=row.note, who=row.who,
            created_at=as_utc(row.created_at), revoked_at=as_utc_optional(row.revoked_at),
        )
        for row in conn.execute(query)
    ]


def audit(conn: Connection) -> list[AuditEntry]:
    a = t.audit_log
    return [
        AuditEntry(
            id=row.id, at=as_utc(row.at), who=row.who, action=row.action, target=row.target,
            note=row.note, detail=decode_detail(row.detail),
        )
        for row in conn.execute(select(a).order_by(a.c.id))
    ]


def schema_version(conn: Connection) -> str:
    """The database's Alembic revision ("" for an empty database)."""
    return ",".join(current_revisions(conn))
