"""What the CLI prints on a terminal: Rich renderings of podium's values.

Rendering only: every number shown here was computed by the pure stages. Text
that came from a document (mentions, titles, messages) is always printed as
plain text, never as Rich markup, so ``[[links]]`` and ``[a]`` survive.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from podium.i18n.labels import attribute_name, games_name, labels
from podium.i18n.naming import cut, fact_value, quoted_title, sources_named
from podium.i18n.numbers import format_number
from podium.model import GAMES_SUBJECT, Severity

if TYPE_CHECKING:
    from podium.actions.ingest import IngestResult
    from podium.actions.versions import Change, Version
    from podium.analysis import SourceAnalysis
    from podium.model import Claim, Decision, Finding, Stated
    from podium.rank import Standings
    from podium.store import SourceRecord

out = Console(highlight=False, soft_wrap=True, markup=False)
err = Console(stderr=True, highlight=False, soft_wrap=True, markup=False)

MEDALS = ("gold", "silver", "bronze", "total")
STATUS_STYLES = {"agreed": "", "pinned": "cyan", "overridden": "magenta", "resolved": "blue", "disputed": "yellow"}
SEVERITY_STYLES = {Severity.ERROR: "red", Severity.WARNING: "yellow", Severity.INFO: "blue"}


def _count(findings: Iterable[Finding], severity: Severity) -> int:
    return sum(1 for f in findings if f.severity is severity)


def ingest_line(result: IngestResult, lang: str = "en") -> Text:
    """One line per source: added or already there, what was read and how many findings
    (counted in ``lang``), where from."""
    from podium.i18n.messages import render
    from podium.model import reason

    a = result.analysis
    counts = reason(
        "finding_summary", row_count=reason("finding_count_rows", n=a.row_count),
        fact_count=reason("finding_count_facts", n=len(a.facts)),
        errors=reason("finding_count_errors", n=_count(a.findings, Severity.ERROR)),
        warnings=reason("finding_count_warnings", n=_count(a.findings, Severity.WARNING)),
    )
    words = labels(lang)
    said = {added: words["ingest_added" if added else "ingest_exists"] for added in (True, False)}
    width = max(cell_len(word) for word in said.values())
    line = Text()
    line.append(said[result.added] + " " * (width - cell_len(said[result.added])),
                style="green" if result.added else "dim")
    line.append(f"  {a.source_id[:12]}  {a.document.language:<7}  {a.games.slug}  {render([counts], lang)}  ")
    line.append(a.document.origin, style="bold")
    return line


def finding_lines(findings: Iterable[Finding], lang: str = "en") -> list[Text]:
    """Each finding on one line: its severity in ``lang``'s word (padded to the longest of
    them), its code, its message in ``lang``."""
    from podium.i18n.messages import explain_parts

    words = labels(lang)
    severity = {s: words[f"severity_{s.value}"] for s in Severity}
    width = max(cell_len(word) for word in severity.values())
    return [
        Text(f"  {severity[f.severity]}{' ' * (width - cell_len(severity[f.severity]))} {f.code:<22} ",
             style=SEVERITY_STYLES[f.severity])
        + Text(explain_parts(f.reasons, lang).text)
        for f in findings
    ]


def print_check(a: SourceAnalysis, lang: str = "en") -> None:
    """What podium read from one document, and what is wrong in it (the findings in ``lang``)."""
    from podium.i18n.messages import render
    from podium.model import reason

    doc = a.document
    out.print(Text(doc.origin, style="bold"))
    read_counts = reason("finding_read", tables=reason("finding_count_tables", n=len(a.tables)),
                         row_count=reason("finding_count_rows", n=a.row_count),
                         fact_count=reason("finding_count_facts", n=len(a.facts)))
    out.print(f"  {doc.language}, {doc.format}, {doc.encoding}; {a.games.slug}; {render([read_counts], lang)}")
    for read in a.tables:
        rows = read.table.rows
        resolved = sum(1 for r in read.resolutions if r.noc is not None)
        scope = read.table.scope
        if read.table.as_of is not None:  # the time the table speaks for: "overall, after 2026-02-10"
            from podium.actions.versions import version_words
            from podium.reconcile.versions import version_of

            scope = f"{scope}, {version_words(version_of(read.table.as_of, read.games.slug), lang)}"
        parts = [reason("finding_read_table", scope=scope, first=rows[0].line, last=rows[-1].line,
                        row_count=reason("finding_count_rows", n=len(rows)),
                        resolved=reason("finding_count_resolved", n=resolved))]
        totals = read.table.totals
        if totals is not None:
            values = f"{totals.gold}/{totals.silver}/{totals.bronze}/{totals.total}"
            parts.append(reason("finding_read_totals", line=totals.line, values=values))
        out.print("  " + "".join(render([part], lang) for part in parts))
    if not a.findings:
        out.print("  " + labels(lang)["check_no_findings"], style="green")
    for line in finding_lines(a.findings, lang):
        out.print(line)


def print_standings(standings: Standings, lang: str = "en", sources: int | None = None) -> None:
    """The medal table with its headers in ``lang``; unsettled cells carry a ``?``."""
    words = labels(lang)
    table = Table(
        title=f"{games_name(standings.games, lang)} — {words['medal_table']} ({words['by_' + standings.order]})",
        title_justify="left",
        show_footer=True,
        box=None,
        header_style="bold",
        pad_edge=False,
    )
    totals = standings.totals
    table.add_column(words["rank"], justify="right")
    table.add_column("NOC")
    table.add_column(words["nation"], footer=words["total"])
    for column in MEDALS:
        table.add_column(words[column], justify="right", footer=str(totals[column]))
    weighed = standings.population_year is not None
    if weighed:
        table.add_column(words["population"], justify="right")
        table.add_column(words["per_million"], justify="right")
    table.add_column(words["status"])
    for r in standings.rows:
        cells = [
            Text(f"{getattr(r, c)}?", style="yellow") if c in r.unsettled else Text(str(getattr(r, c)))
            for c in MEDALS
        ]
        if weighed:
            cells += [Text(format_number(r.population.value, lang, ",") if r.population else ""),
                      Text(format_number(r.per_million, lang, ".3f") if r.per_million is not None else "")]
        status = r.status.value
        table.add_row(str(r.rank), r.noc, r.name, *cells, Text(words[f"status_{status}"], style=STATUS_STYLES[status]))
    out.print(table)
    if weighed:
        _print_population_note(standings, words)
    unsettled = sum(len(r.unsettled) for r in standings.rows)
    note = words["note_nations"].format(nations=len(standings.rows) + len(standings.without_population))
    if sources is not None:
        note += words["note_sources"].format(sources=sources)
    if unsettled:
        note += words["note_unsettled"].format(unsettled=unsettled)
    out.print(note, style="dim")


def _print_population_note(standings: Standings, words: dict[str, str]) -> None:
    """Under a per-capita table: the year and source of its populations, once, and the teams
    listed apart with why they have none."""
    out.print(words["note_population"].format(year=standings.population_year, source=standings.population_source),
              style="dim")
    if standings.without_population:
        teams = ", ".join(f"{u.row.noc} {u.row.gold}-{u.row.silver}-{u.row.bronze} ({u.reason})"
                          for u in standings.without_population)
        out.print(words["note_without_population"].format(teams=teams), style="dim")


def print_version_note(known: Sequence[Version], chosen: str | None, lang: str = "en") -> None:
    """Under a table whose sources state a time: which version it is, and the others."""
    from podium.actions.versions import version_words

    if not known:
        return
    words = labels(lang)
    current = next(v.name for v in known if v.current)
    shown = current if chosen is None else chosen
    note = (words["note_version"].format(version=version_words(shown, lang)) if shown == current else
            words["note_version_other"].format(version=version_words(shown, lang),
                                               current=version_words(current, lang)))
    others = [version_words(v.name, lang) for v in known if v.name != shown]
    if others:
        note += words["note_versions"].format(versions=", ".join(others))
    out.print(note, style="dim", markup=False)


def print_changes(games: str, changes: Sequence[Change], title: Callable[[str], str | None],
                  lang: str = "en") -> None:
    """What changed between the versions of a Games' table: one table per pair of versions,
    a row per cell (nation, cell, old, new, the sources of each), the reason stated under it."""
    from podium.actions.versions import version_words
    from podium.i18n.naming import display_name

    words = labels(lang)
    if not changes:
        out.print(words["no_changes"], markup=False)
        return
    name = display_name(lang, games)
    pairs = list(dict.fromkeys((c.from_version, c.to_version) for c in changes))
    for older, newer in pairs:
        of_pair = [c for c in changes if (c.from_version, c.to_version) == (older, newer)]
        refs = {source: n for n, source in enumerate(
            dict.fromkeys(s for c in of_pair for s in (*c.before_sources, *c.after_sources)), start=1)}
        table = Table(title=f"{games_name(games, lang)}: {version_words(older, lang)} → {version_words(newer, lang)}",
                      title_justify="left", box=None, header_style="bold", pad_edge=False)
        for header in ("NOC", words["nation"], "", version_words(older, lang), version_words(newer, lang),
                       words["changes_sources"]):
            table.add_column(header)
        for c in of_pair:
            cited = " → ".join(",".join(str(refs[s]) for s in side) for side in (c.before_sources, c.after_sources))
            table.add_row(c.subject, name(c.subject) if c.subject != GAMES_SUBJECT else "",
                          attribute_name(c.attribute, words), str(c.before), str(c.after), cited)
        out.print(table)
        for source, n in refs.items():
            out.print(f"  [{n}] {cut(title, source, 72)}", style="dim", markup=False)
        reason = next((c.reason for c in of_pair if c.reason), None)
        if reason:
            out.print(words["changes_reason"].format(reason=reason), style="dim", markup=False)


def where_stated(claims: Iterable[Claim], title: Callable[[str], str | None], lang: str = "en",
                 stated: Stated | None = None) -> str:
    """``Title A lines 10, 18; Title B line 3`` (in ``lang``'s words): each source once, its
    lines in order; past ``SHOWN_SOURCES`` of them, ``and 995 more`` (``sources_named``;
    ``--format json`` lists every one). ``stated``: how many sources state the value in all,
    when ``claims`` are those of its first ones only (``Support.stated``)."""
    words = labels(lang)
    shown, more = sources_named(claims, stated)
    named = [f"{cut(title, source, 40)} " + words["lines" if len(said) > 1 else "line"].format(
                 n=", ".join(map(str, sorted(c.line for c in said))))
             for source, said in shown]
    if more:
        named.append(words["more_sources"].format(n=more))
    return "; ".join(named)


def why(decision: Decision, title: Callable[[str], str | None], lang: str = "en") -> str:
    """The decision's rationale in ``lang``, sources named «by title», a host city or
    country in ``lang`` (``podium.i18n.naming``)."""
    from podium.i18n.messages import explain

    shown = partial(fact_value, decision.attribute, lang=lang, games=decision.games)
    return explain(decision, lang, source=quoted_title(title), value=shown).text


def print_decisions(
    decisions: list[Decision], title: Callable[[str], str | None], empty: str, lang: str = "en"
) -> None:
    """Each decision, its values with the sources and lines behind them, and why: the
    attribute, the status and the rationale in ``lang``. A host city or country is named in
    ``lang`` (the JSON keeps the English name)."""
    if not decisions:
        out.print(empty)
        return
    words = labels(lang)
    for d in decisions:
        subject = words["subject_games"] if d.subject == GAMES_SUBJECT else d.subject
        head = Text(f"{subject} {attribute_name(d.attribute, words)}: ", style="bold")
        head.append(words[f"status_{d.status.value}"], style=STATUS_STYLES[d.status.value])
        shown = fact_value(d.attribute, d.shown, lang, d.games)
        head.append(" → " + (words["best_guess"].format(n=shown) if d.value is None else str(shown)))
        head.append("  " + words["confidence"].format(n=format_number(d.confidence, lang, ".2f")), style="dim")
        out.print(head)
        for s in d.support:
            from podium.cli.explain_facts import as_stated

            value = fact_value(d.attribute, s.value, lang, d.games)
            out.print(f"    {as_stated(str(value), s.claims, s.stated)}: {where_stated(s.claims, title, lang, s.stated)}")
        if d.status.value != "agreed":
            out.print(f"    {why(d, title, lang)}", style="dim")


def print_sources(records: list[SourceRecord]) -> None:
    if not records:
        out.print("no sources yet; run `podium ingest PATH...` or `podium demo`")
        return
    view = Table(box=None, header_style="bold", pad_edge=False)
    for column in ("id", "language", "games", "claims", "title"):
        view.add_column(column, justify="right" if column == "claims" else "left")
    for s in records:
        view.add_row(s.id[:12], s.language, s.games or "", str(s.claim_count), s.title or s.origin)
    out.print(view)
