"""One source, read end to end: extract, resolve, turn into claims, validate.

``analyse`` is pure: it takes a decoded ``Document`` and returns everything
podium learns from it. ``check`` prints it, ``ingest`` stores it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from podium import nations
from podium.errors import BadInput, NoGames
from podium.extract import extract
from podium.extract.fact_grammar import COUNT_ATTRIBUTES
from podium.extract.games import table_games
from podium.model import (
    GAMES_SUBJECT,
    Claim,
    Document,
    Extraction,
    Fact,
    Finding,
    Games,
    MedalTable,
    Resolution,
    ResolutionStatus,
    Severity,
)
from podium.validate import validate_table
from podium.validate.facts import validate_facts

#: Which games attribute each column of a totals row states.
TOTALS_ATTRIBUTES = {
    "gold": "total_gold",
    "silver": "total_silver",
    "bronze": "total_bronze",
    "total": "total_medals",
}


@dataclass(frozen=True)
class ReadTable:
    """A medal table of one Games with the resolution of each row's nation mention."""

    table: MedalTable
    resolutions: tuple[Resolution, ...]
    games: Games


@dataclass(frozen=True)
class SourceAnalysis:
    document: Document
    games: Games
    tables: tuple[ReadTable, ...]
    facts: tuple[Fact, ...]
    claims: tuple[Claim, ...]
    findings: tuple[Finding, ...]

    @property
    def source_id(self) -> str:
        return self.document.sha256

    @property
    def has_errors(self) -> bool:
        return any(f.severity is Severity.ERROR for f in self.findings)

    @property
    def all_games(self) -> tuple[Games, ...]:
        """The document's Games, then those of its tables of other Games, each once."""
        return tuple(dict.fromkeys((self.games, *(t.games for t in self.tables))))

    @property
    def row_count(self) -> int:
        return sum(len(t.table.rows) for t in self.tables)


def analyse(document: Document, games: Games | None = None, as_of: str | None = None) -> SourceAnalysis:
    """Read one document. ``games`` overrides the Games the text names; ``as_of`` is the time
    its tables speak for where they state none (``ingest --as-of``: ``final``, ``corrected``
    or a date; ``podium.reconcile.versions``).

    Raises ``BadInput`` when the document holds neither a medal table nor a fact about a
    Games and does not name one either (a document that names its Games and holds nothing
    else, an event's results page, is a source with nothing to say: no tables, no claims),
    and ``NoGames`` when it does not say which Games it is about.
    """
    extraction = extract(document, games)  # the facts are read for the Games given, if any
    if not extraction.tables and not extraction.facts and extraction.games is None:
        raise BadInput(no_table_reason(extraction), path=document.origin)
    if as_of is not None:
        extraction = replace(extraction, tables=tuple(t if t.as_of else replace(t, as_of=as_of)
                                                      for t in extraction.tables))
    stated = games or extraction.games
    own = [table_games(t.games_text, stated) if t.games_text else None for t in extraction.tables]
    games = stated or next((g for g in own if g is not None), None)
    if games is None:
        raise NoGames(
            "cannot tell which Games this document is about (no year with the name of a kind "
            "of Games); name it with --games",
            path=document.origin,
        )
    read_tables = without_repeats(
        read_table(table, document.language, table_own or games)
        for table, table_own in zip(extraction.tables, own)
    )
    claims: list[Claim] = []
    findings: list[Finding] = []
    for read in read_tables:
        claims.extend(table_claims(read, document.sha256))
        findings.extend(validate_table(read.table, read.resolutions, document.sha256))
    facts = resolve_fact_subjects(games_facts(extraction, document.language, games), document.language, games)
    claims.extend(fact_claims(facts, document.sha256, games.slug))
    own_tables = tuple(read.table for read in read_tables if read.games == games)
    findings.extend(validate_facts(facts, own_tables, games, document.sha256))
    return SourceAnalysis(
        document=document,
        games=games,
        tables=read_tables,
        facts=facts,
        claims=tuple(claims),
        findings=tuple(findings),
    )


def without_repeats(tables: Iterable[ReadTable]) -> tuple[ReadTable, ...]:
    """The tables less those that repeat an earlier one: the same Games, scope and time, and
    the same nations with the same counts in the same order (a page that shows its table again
    with a column more, a population or a flag, states it once)."""
    seen: set[tuple[object, ...]] = set()
    kept = []
    for read in tables:
        t = read.table
        key = (read.games.slug, t.scope, t.as_of, t.totals,
               tuple((res.noc or row.mention, row.gold, row.silver, row.bronze, row.total)
                     for row, res in zip(t.rows, read.resolutions)))
        if key not in seen:
            seen.add(key)
            kept.append(read)
    return tuple(kept)


def games_facts(extraction: Extraction, lang: str, games: Games) -> tuple[Fact, ...]:
    """The facts of a document, less a nation page's counts (``France competed at the 2000
    Summer Olympics … 336 competitors in 28 sports``: the team's, not the Games')."""
    nation = extraction.subject.nation
    if not nation or nations.resolve(nation, lang=lang, games=games).noc is None:
        return extraction.facts
    return tuple(f for f in extraction.facts if f.attribute not in COUNT_ATTRIBUTES or f.subject != GAMES_SUBJECT)


def read_table(table: MedalTable, lang: str, games: Games) -> ReadTable:
    """``table`` of ``games`` with its rows' nations resolved together. A row that prints a
    code beside the name is the code's nation as the document printed it: ``SRI`` for Sri
    Lanka in 1948 stays SRI although the team was Ceylon then, ``GER`` printed for the 1960
    Paralympics stays GER. A printed code the registry does not hold as a code (``TRI``, an
    older code of Trinidad and Tobago) resolves as a name, and where it does not resolve the
    row's name decides. A nation cell that is nothing but a code (``FRG``, ``(TRI)``) is read
    the same way."""
    resolutions = list(nations.resolve_together([r.mention for r in table.rows], lang=lang, games=games))
    printed = [r.code or _bare_code(r.mention) for r in table.rows]
    coded = [i for i, code in enumerate(printed) if code]
    if coded:
        by_code = nations.resolve_together([printed[i] for i in coded], lang=lang, games=games)
        for i, res in zip(coded, by_code):
            code = printed[i]
            if nations.is_noc(code):
                resolutions[i] = Resolution(code, ResolutionStatus.EXACT, code, code)
            elif res.noc is not None:
                resolutions[i] = res
    return ReadTable(table, tuple(resolutions), games)


_BARE_CODE = re.compile(r"\(?([A-Z]{3})\)?")


def _bare_code(mention: str) -> str:
    """The code a nation cell holds when it holds nothing else (``FRG``, ``(TRI)``), else ``""``."""
    found = _BARE_CODE.fullmatch(mention.strip())
    return found.group(1) if found else ""


def no_table_reason(extraction: Extraction) -> str:
    """One line: nothing found, how many tables were looked at, why the closest was rejected."""
    seen = extraction.tables_looked_at
    looked = f"looked at {seen} table{'' if seen == 1 else 's'}"
    if extraction.closest_rejection:
        looked += f"; the closest, at {extraction.closest_rejection}"
    return f"no medal table and no fact about a Games found ({looked})"


def table_claims(read: ReadTable, source_id: str) -> list[Claim]:
    """A claim per stated cell of each row whose nation resolved, and per totals cell, of
    the table's Games."""
    table = read.table
    games = read.games.slug
    extractor = f"table.{table.layout}"
    claims: list[Claim] = []
    for row, res in zip(table.rows, read.resolutions):
        if res.noc is None:
            continue
        cells: dict[str, int | None] = {
            "rank": row.rank,
            "gold": row.gold,
            "silver": row.silver,
            "bronze": row.bronze,
            "total": row.total,
        }
        for attribute, value in cells.items():
            if value is None:
                continue
            derived = (attribute == "rank" and not row.rank_stated) or (
                attribute == "total" and row.total_derived
            )
            claims.append(
                Claim(
                    source_id=source_id,
                    games=games,
                    subject=res.noc,
                    attribute=attribute,
                    value=value,
                    line=row.line,
                    span=row.span,
                    raw=row.raw,
                    extractor=extractor + (".derived" if derived else ""),
                    scope=table.scope,
                    as_of=table.as_of,
                )
            )
    totals = table.totals
    if totals is not None:
        for column, attribute in TOTALS_ATTRIBUTES.items():
            value = getattr(totals, column)
            if value is None:
                continue
            claims.append(
                Claim(
                    source_id=source_id,
                    games=games,
                    subject=GAMES_SUBJECT,
                    attribute=attribute,
                    value=value,
                    line=totals.line,
                    span=totals.span,
                    raw=totals.raw,
                    extractor=extractor + ".totals",
                    scope=table.scope,
                    as_of=table.as_of,
                )
            )
    return claims


def resolve_fact_subjects(facts: tuple[Fact, ...], lang: str, games: Games) -> tuple[Fact, ...]:
    """A nation's facts ("Russia won 41 medals: 16 gold...") name the nation as written: each
    takes its NOC; a mention that resolves to no NOC (or to several) states no fact."""
    resolved = []
    for fact in facts:
        if fact.subject != GAMES_SUBJECT:
            noc = nations.resolve(fact.subject, lang=lang, games=games).noc
            if noc is None:
                continue
            fact = replace(fact, subject=noc)
        resolved.append(fact)
    return tuple(resolved)


def fact_claims(facts: tuple[Fact, ...], source_id: str, games: str) -> list[Claim]:
    return [
        Claim(
            source_id=source_id,
            games=games,
            subject=fact.subject,
            attribute=fact.attribute,
            value=fact.value,
            line=fact.line,
            span=fact.span,
            raw=fact.text,
            extractor=fact.extractor,
            qualifier=fact.qualifier,
        )
        for fact in facts
    ]
