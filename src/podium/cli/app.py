"""podium's command line: thin commands over the library.

Each command opens the store, calls one library function and prints the result
as text (Rich tables), JSON (the shapes of ``podium.export.shapes``) or an export.
Every ``PodiumError`` becomes one line on stderr and exit code 2.

Start-up time matters here (``benchmarks/cli_startup.py``): a command imports what it
needs (the store, Rich, the exporters) inside its function, and annotations are not
postponed (no ``from __future__ import annotations``) so that Typer need not evaluate
them as strings; names only known to the type checker stay quoted.
"""

import json
import os
import sys
from enum import Enum
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from podium.cli.plain_typer import PlainTyper
from podium.errors import PodiumError, UsageError

if TYPE_CHECKING:
    from podium.analysis import SourceAnalysis
    from podium.actions.ingest import IngestResult
    from podium.model import Decision, Games
    from podium.rank import Standings
    from podium.store import Store

app = PlainTyper(
    name="podium",
    help="Medal tables and event facts of multi-sport Games, reconciled from documents "
    "in any language; every number traceable to its sources.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)
nations_app = PlainTyper(help="Nation names and IOC/IPC codes.", no_args_is_help=True)
app.add_typer(nations_app, name="nations")


class TextJson(str, Enum):
    text = "text"
    json = "json"


class TableFormat(str, Enum):
    text = "text"
    json = "json"
    csv = "csv"
    md = "md"
    ndjson = "ndjson"
    wikitext = "wikitext"
    parquet = "parquet"


class Order(str, Enum):
    gold = "gold"
    total = "total"
    weighted = "weighted"


DbOption = Annotated[
    Optional[str],
    typer.Option(
        "--db",
        help="SQLite path or SQLAlchemy URL (postgresql+psycopg://...). "
        "Default: $PODIUM_DB, else podium.sqlite in the user data folder.",
        show_default=False,
    ),
]
GamesArg = Annotated[
    Optional[str],
    typer.Argument(help="Games slug, e.g. 2004-summer-paralympics; optional when the store holds one."),
]

#: Languages the display names come in, and how a locale maps to them.
LOCALE_LANGS = {"zh_tw": "zh-Hant", "zh_hk": "zh-Hant", "zh_mo": "zh-Hant", "zh": "zh-Hans"}


def default_lang() -> str:
    """$PODIUM_LANG, else the user's locale when podium has names in it, else English."""
    explicit = os.environ.get("PODIUM_LANG")
    if explicit:
        return explicit.split(".")[0].replace("_", "-")  # a locale's spelling (ru_RU.UTF-8) is a tag too
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if not value or value in ("C", "POSIX") or value.startswith("C."):
            continue
        locale = value.split(".")[0].lower()
        for prefix, lang in LOCALE_LANGS.items():
            if locale.startswith(prefix):
                return lang
        code = locale.split("_")[0]
        from podium import nations

        return code if code in nations.languages() else "en"
    return "en"


def reader_lang(lang: str | None) -> str:
    """The language to speak to the reader in: ``--lang``, else :func:`default_lang`. A
    malformed tag is a usage error (a well-formed one podium has no words in falls back to
    English, word by word)."""
    from podium.i18n.labels import LANGUAGE_TAG

    chosen = lang or default_lang()
    if not LANGUAGE_TAG.fullmatch(chosen):
        where = "--lang" if lang else "PODIUM_LANG"
        raise UsageError(f"{where} {chosen[:40]!r}: expected a language tag such as en, ru, zh-Hans")
    return chosen


LangOption = Annotated[
    Optional[str],
    typer.Option("--lang", help="Language of nation names (en, ru, zh-Hans, zh-Hant...). Default: your locale."),
]
TextLangOption = Annotated[
    Optional[str],
    typer.Option("--lang", help="Language of the text output (en, ru, zh-Hans, zh-Hant...); JSON stays English. Default: your locale."),
]


def _open(db: str | None) -> "Store":
    from podium.store import open_store

    return open_store(db)


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


# ── ingest and check ─────────────────────────────────────────────────────────


def _analyse(paths: list[str], games: str | None) -> list["SourceAnalysis"]:
    from rich.progress import Progress

    from podium.cli.console import err
    from podium.actions.ingest import analyse_inputs, collect_inputs

    inputs = collect_inputs(paths)
    chosen = _parse_games(games)
    if len(inputs) < 5 or not err.is_terminal:
        return analyse_inputs(inputs, chosen)
    with Progress(console=err, transient=True) as progress:
        task = progress.add_task("reading", total=len(inputs))
        return analyse_inputs(inputs, chosen, lambda _: progress.advance(task))


def _parse_games(games: str | None) -> "Games | None":
    from podium.model import Games

    if games is None:
        return None
    try:
        return Games.from_slug(games)
    except ValueError as e:
        raise UsageError(f"--games: {e}") from None


def _ingest(
    store: "Store", paths: list[str], authority: bool, games: str | None, lang: str = "en"
) -> list["IngestResult"]:
    from podium.cli.console import ingest_line, out
    from podium.actions.ingest import store_analyses

    analyses = _analyse(paths, games)
    results = store_analyses(store, analyses, authority=authority)
    for result in results:
        out.print(ingest_line(result, lang))
    return results


@app.command()
def ingest(
    paths: Annotated[list[str], typer.Argument(help="Files, folders or archives (zip, tar).", show_default=False)],
    authority: Annotated[bool, typer.Option(help="Mark these sources as authoritative.")] = False,
    games: Annotated[Optional[str], typer.Option(help="The Games these documents are about, when they do not say.")] = None,
    lang: Annotated[
        Optional[str],
        typer.Option("--lang", help="Language of the counts of rows, facts and findings (en, ru, zh-Hans...). Default: your locale."),
    ] = None,
    db: DbOption = None,
) -> None:
    """Read documents into the store; one line per source. Nothing is written if any input is bad."""
    _ingest(_open(db), paths, authority, games, reader_lang(lang))


@app.command()
def check(
    paths: Annotated[list[str], typer.Argument(help="Files, folders or archives.", show_default=False)],
    format: Annotated[TextJson, typer.Option("--format", help="Output format.")] = TextJson.text,
    games: Annotated[Optional[str], typer.Option(help="The Games these documents are about, when they do not say.")] = None,
    lang: TextLangOption = None,
) -> None:
    """Validate documents without storing them. Exit code 1 when a finding is an error."""
    analyses = _analyse(paths, games)
    if format is TextJson.json:
        from podium.export.shapes import check_json

        _print_json(check_json(analyses))
    else:
        from podium.cli.console import print_check

        language = reader_lang(lang)
        for a in analyses:
            print_check(a, language)
    if any(a.has_errors for a in analyses):
        raise typer.Exit(1)


# ── reading the store ────────────────────────────────────────────────────────


@app.command()
def table(
    games: GamesArg = None,
    order: Annotated[Order, typer.Option(help="Ranking order.")] = Order.gold,
    lang: LangOption = None,
    format: Annotated[TableFormat, typer.Option("--format", help="Output format.")] = TableFormat.text,
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="Write to this file instead of the screen.")] = None,
    db: DbOption = None,
) -> None:
    """The reconciled medal table, with shared ranks."""
    from podium.actions.queries import medal_table, pick_games

    store = _open(db)
    slug = pick_games(store, games)
    language = reader_lang(lang)
    standings = medal_table(store, slug, order.value, language)
    if format is TableFormat.text:
        if output is not None:
            raise UsageError("-o needs a file format: --format json, csv, ndjson, md, wikitext or parquet")
        from podium.cli.console import print_standings

        count = next((g.source_count for g in store.games() if g.slug == slug), None)
        print_standings(standings, language, count)
        return
    if format is TableFormat.parquet:
        if output is None:
            raise UsageError("--format parquet writes a binary file: give -o FILE")
        from podium.cli.console import err
        from podium.export import to_parquet

        _write_file(output, to_parquet(standings))
        err.print(f"wrote {len(standings.rows)} rows to {output}")
        return
    if format is TableFormat.json:
        from podium.export.shapes import table_json

        text = json.dumps(table_json(standings), ensure_ascii=False, indent=2) + "\n"
    else:
        from podium.export import FORMATS

        text = FORMATS[format.value](standings)
    if output is None:
        sys.stdout.write(text)
    else:
        from podium.cli.console import err

        _write_file(output, text)
        err.print(f"wrote {len(standings.rows)} rows to {output}")


def _write_file(path: Path, text: str | bytes) -> None:
    """Write through a temporary file so a failure never leaves half a file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.tmp")
        if isinstance(text, bytes):
            tmp.write_bytes(text)
        else:
            tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError as e:
        raise UsageError(f"cannot write: {e.strerror}", path=str(path)) from None


def _show_decisions(
    db: str | None,
    games: str | None,
    format: "TextJson",
    select: "Callable[[Store, str], list[Decision]]",
    empty: str,
    lang: str | None,
) -> None:
    """Decisions as JSON (the contract's English rationale), or as text in ``lang``, with the
    label ``empty`` (of ``data/labels.toml``) when there are none."""
    from podium.actions.queries import pick_games, source_titles
    from podium.export.shapes import decision_json

    store = _open(db)
    found = select(store, pick_games(store, games))
    titles = source_titles(store)
    if format is TextJson.json:
        _print_json([decision_json(d, titles) for d in found])
    else:
        from podium.cli.console import print_decisions
        from podium.i18n.labels import labels

        language = reader_lang(lang)
        print_decisions(found, titles, labels(language)[empty], language)


@app.command()
def conflicts(
    games: GamesArg = None,
    format: Annotated[TextJson, typer.Option("--format")] = TextJson.text,
    lang: TextLangOption = None,
    db: DbOption = None,
) -> None:
    """Values the sources disagree on, each with its sources and lines."""
    from podium.actions.queries import conflicts as select

    _show_decisions(db, games, format, select, "no_conflicts", lang)


@app.command()
def facts(
    games: GamesArg = None,
    format: Annotated[TextJson, typer.Option("--format")] = TextJson.text,
    lang: TextLangOption = None,
    db: DbOption = None,
) -> None:
    """Facts about the Games (totals, and what the documents state), conflicting or not."""
    from podium.actions.queries import facts as select

    _show_decisions(db, games, format, select, "no_facts", lang)


@app.command()
def sources(format: Annotated[TextJson, typer.Option("--format")] = TextJson.text, db: DbOption = None) -> None:
    """The documents in the store."""
    store = _open(db)
    records = store.sources()
    if format is TextJson.json:
        from podium.export.shapes import source_record_json

        _print_json([source_record_json(s) for s in records])
        return
    from podium.cli.console import print_sources

    print_sources(records)


def _nations_games(year: int | None, games: str | None) -> "Games | int | None":
    """``--games 2004-summer-paralympics`` (or ``paralympics``/``olympics`` with ``--year``)."""
    from podium.model import Games

    if games is None:
        return year
    if games in ("olympics", "paralympics"):
        if year is None:
            raise UsageError(f"--games {games} needs --year")
        return Games(year, "summer", games)
    parsed = _parse_games(games)
    if parsed is not None and year is not None and year != parsed.year:
        raise UsageError(f"--year {year} and --games {games} name different years; give one of them")
    return parsed


@nations_app.command("resolve")
def nations_resolve(
    names: Annotated[list[str], typer.Argument(help="Nation names as written.", show_default=False)],
    lang: Annotated[Optional[str], typer.Option(help="Language of the names (also of the names printed).")] = None,
    year: Annotated[Optional[int], typer.Option(help="Year of the Games (decides historical codes).")] = None,
    games: Annotated[
        Optional[str], typer.Option(help="The Games: a slug (2004-summer-paralympics), or olympics/paralympics with --year.")
    ] = None,
    format: Annotated[TextJson, typer.Option("--format")] = TextJson.text,
) -> None:
    """Resolve nation names to IOC/IPC codes."""
    from podium import nations
    from podium.cli.console import out
    from podium.model import Games

    context = _nations_games(year, games)
    results = [nations.resolve(n, lang=lang, games=context) for n in names]
    rows = [
        {
            "query": r.query,
            "status": r.status.value,
            "noc": r.noc,
            "name": nations.name(r.noc, lang or "en", context.year if isinstance(context, Games) else context)
            if r.noc
            else None,
            "candidates": list(r.candidates),
        }
        for r in results
    ]
    if format is TextJson.json:
        _print_json(rows)
        return
    for row in rows:
        if row["noc"]:
            out.print(f"{row['query']}\t{row['noc']}\t{row['name']}\t({row['status']})")
        else:
            hint = f": {' or '.join(row['candidates'])}" if row["candidates"] else ""
            label = "could be" if row["status"] == "ambiguous" else "not found; did you mean"
            out.print(f"{row['query']}\t—\t{label if hint else 'not found'}{hint}")


@nations_app.command("list")
def nations_list(
    lang: LangOption = None,
    year: Annotated[Optional[int], typer.Option(help="Only the codes in use that year.")] = None,
    format: Annotated[TextJson, typer.Option("--format")] = TextJson.text,
) -> None:
    """List the IOC/IPC codes with their names, years and Games."""
    from podium import nations
    from podium.cli.console import out

    language = reader_lang(lang)
    records = nations.registry().records
    rows = [
        {
            "noc": code,
            "name": nations.name(code, language, year),
            "from": records[code].from_year,
            "to": records[code].to_year,
            "games": records[code].games,
            "iso2": records[code].iso2,
            "predecessors": list(records[code].predecessors),
            "successors": list(records[code].successors),
        }
        for code in nations.nocs()
        if year is None or records[code].valid_in(year)
    ]
    if format is TextJson.json:
        _print_json(rows)
        return
    for row in rows:
        years = f"{row['from'] or ''}-{row['to'] or ''}" if row["from"] or row["to"] else ""
        out.print(f"{row['noc']}\t{row['name']}\t{years}\t{row['games']}", markup=False)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    db: DbOption = None,
) -> None:
    """Serve the JSON API and the web pages. Writes need $PODIUM_TOKEN (refused without it)."""
    try:
        import uvicorn

        from podium.service import create_app
    except ImportError as e:
        raise UsageError(f"podium serve needs FastAPI and Uvicorn ({e.name} is missing): pip install podium") from None
    from podium.cli.console import err

    token = os.environ.get("PODIUM_TOKEN") or None
    application = create_app(_open(db), token=token)
    writes = "need the bearer token" if token else "disabled: no PODIUM_TOKEN"
    err.print(f"podium: serving on http://{host}:{port}/ (writes {writes})")
    uvicorn.run(application, host=host, port=port, log_level="warning")


# ── people in charge: overrides, authority, audit log ────────────────────────


@app.command()
def override(
    games: Annotated[Optional[str], typer.Argument(help="Games slug, e.g. 2004-summer-paralympics.", show_default=False)] = None,
    subject: Annotated[Optional[str], typer.Argument(help="NOC code, or 'games'.", show_default=False)] = None,
    attribute: Annotated[Optional[str], typer.Argument(help="gold, silver, bronze, total, rank, or a Games attribute.", show_default=False)] = None,
    value: Annotated[Optional[str], typer.Argument(help="The value to set.", show_default=False)] = None,
    note: Annotated[Optional[str], typer.Option(help="Why (required when setting a value).")] = None,
    undo: Annotated[Optional[int], typer.Option(help="Revoke the override with this id instead.")] = None,
    db: DbOption = None,
) -> None:
    """Set a value yourself (status `overridden`), or --undo ID; both go into the audit log."""
    from podium.actions import authority
    from podium.cli.console import out

    store = _open(db)
    if undo is not None:
        if any(x is not None for x in (games, subject, attribute, value)):
            raise UsageError("--undo takes only the override's id")
        revoked = authority.undo_override(store, undo, note=note)
        out.print(f"revoked override #{revoked.id}: {revoked.games} {revoked.subject} {revoked.attribute} = {revoked.value}")
        return
    if games is None or subject is None or attribute is None or value is None:
        raise UsageError("usage: podium override GAMES SUBJECT ATTRIBUTE VALUE --note TEXT (or --undo ID)")
    if note is None:
        raise UsageError("an override needs a note saying why (--note TEXT)")
    from podium.actions.queries import pick_games

    slug = pick_games(store, games)
    record = authority.set_override(store, slug, subject, attribute, authority.parse_value(value), note=note)
    out.print(f"override #{record.id}: {record.games} {record.subject} {record.attribute} = {record.value}  ({record.note})")


@app.command()
def overrides(
    games: GamesArg = None,
    all: Annotated[bool, typer.Option("--all", help="Also list revoked overrides.")] = False,
    format: Annotated[TextJson, typer.Option("--format")] = TextJson.text,
    db: DbOption = None,
) -> None:
    """Overrides people set (active ones; --all for revoked too) and the authoritative sources."""
    from podium.cli.console import out

    store = _open(db)
    found = store.overrides(games, active_only=not all)
    authorities = [s for s in store.sources() if s.authority and (games is None or s.games == games)]
    if format is TextJson.json:
        _print_json(
            {
                "overrides": [
                    {"id": o.id, "games": o.games, "subject": o.subject, "attribute": o.attribute,
                     "value": o.value, "note": o.note, "who": o.who, "created_at": o.created_at.isoformat(),
                     "revoked_at": o.revoked_at.isoformat() if o.revoked_at else None}
                    for o in found
                ],
                "authorities": [{"id": s.id, "title": s.title, "games": s.games} for s in authorities],
            }
        )
        return
    if not found and not authorities:
        out.print("no overrides and no authoritative sources")
    for o in found:
        state = "" if o.active else f"  (revoked {o.revoked_at:%Y-%m-%d %H:%M})"
        out.print(f"#{o.id}  {o.games} {o.subject} {o.attribute} = {o.value}  by {o.who} {o.created_at:%Y-%m-%d %H:%M}: {o.note}{state}")
    for s in authorities:
        out.print(f"authority  {s.id[:12]}  {s.games or ''}  {s.title or s.origin}")


@app.command("authority")
def authority_command(
    source: Annotated[str, typer.Argument(help="Source id (or a prefix of at least 6 characters).", show_default=False)],
    undo: Annotated[bool, typer.Option("--undo", help="No longer treat this source as authoritative.")] = False,
    note: Annotated[Optional[str], typer.Option(help="Why.")] = None,
    db: DbOption = None,
) -> None:
    """Mark a stored source as authoritative (its values become `pinned`), or --undo it."""
    from podium.actions import authority
    from podium.cli.console import out

    source_id = authority.set_authority(_open(db), source, not undo, note=note)
    out.print(f"{'no longer authoritative' if undo else 'authoritative'}: {source_id[:12]}")


@app.command()
def audit(format: Annotated[TextJson, typer.Option("--format")] = TextJson.text, db: DbOption = None) -> None:
    """The audit log: every ingest, authority change and override, with time, who and note."""
    from podium.cli.console import out

    entries = _open(db).audit()
    if format is TextJson.json:
        _print_json(
            [{"id": e.id, "at": e.at.isoformat(), "who": e.who, "action": e.action, "target": e.target,
              "note": e.note, "detail": e.detail} for e in entries]
        )
        return
    for e in entries:
        out.print(f"{e.id:>4}  {e.at:%Y-%m-%d %H:%M:%S}  {e.who:<6} {e.action:<16} {e.target}" + (f"  — {e.note}" if e.note else ""))


@app.command()
def demo(
    lang: LangOption = None,
    db: Annotated[Optional[str], typer.Option("--db", help="Keep the demo store here instead of a temporary one.")] = None,
) -> None:
    """The bundled Athens 2004 Paralympics corpus, end to end, in a temporary store."""
    import tempfile

    from podium.cli.console import out, print_decisions, print_standings
    from podium.actions.ingest import bundled_corpus
    from podium.i18n.labels import labels
    from podium.actions.queries import conflicts as find_conflicts
    from podium.actions.queries import medal_table, source_titles

    language = reader_lang(lang)
    with tempfile.TemporaryDirectory(prefix="podium-demo-") as tmp:
        store = _open(db or str(Path(tmp) / "demo.sqlite"))
        out.rule("1. Ingest the bundled corpus: three documents, three languages")
        results = _ingest(store, [str(bundled_corpus())], authority=False, games=None, lang=language)
        slug = results[0].analysis.games.slug
        out.print()
        out.rule("2. The reconciled medal table")
        print_standings(medal_table(store, slug, "gold", language), language, len(results))
        out.print()
        out.rule("3. Where the sources disagree")
        print_decisions(find_conflicts(store, slug), source_titles(store), labels(language)["no_conflicts"], language)
        out.print()
        out.print("Next: `podium ingest PATH...` your own documents, then `podium table`, `podium conflicts`.", style="dim")


def main() -> None:
    """Console entry point: run the app, turning podium's errors into one line and exit 2."""
    try:
        app()
    except PodiumError as e:
        from podium.cli.console import err

        err.print(f"podium: error: {e.message}", markup=False)
        sys.exit(2)
    except KeyboardInterrupt:
        from podium.cli.console import err

        err.print("podium: interrupted")
        sys.exit(130)


if __name__ == "__main__":
    main()
