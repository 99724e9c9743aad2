"""What the store holds: ``podium table`` (the medal table, on screen or as a file),
``podium conflicts``, ``podium facts`` and ``podium sources``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from podium.cli.common import open_store, print_json, print_json_list, reader_lang, write_file
from podium.cli.group import app
from podium.cli.params import (
    DAY,
    ORDERS,
    PATH,
    TABLE_FORMATS,
    db_option,
    flag,
    format_option,
    games_argument,
    lang_option,
    option,
    text_lang_option,
)
from podium.errors import UsageError

if TYPE_CHECKING:
    from pathlib import Path

    from podium.model import Decision
    from podium.store import Store


@app.command()
@games_argument
@option("--order", type=ORDERS, default="gold",
        help="Ranking order; per-capita: total medals per million people in the year of the Games "
             "(UN World Population Prospects 2024), the teams without a population listed apart.")
@lang_option
@format_option(TABLE_FORMATS, help="Output format.")
@option("-o", "--output", type=PATH, help="Write to this file instead of the screen.")
@flag("--bom", help="Start CSV with a UTF-8 byte order mark (Excel needs it for names in other scripts).")
@option("--as-of", "as_of", type=DAY,
        help="The table as it stood on this day: after a day of the Games, as awarded, or as corrected by then.")
@flag("--as-awarded", help="The table as awarded at the closing ceremony, before later corrections.")
@flag("--all-time", help="The all-time table of every Games in the store (of --kind), each team as it competed; "
      "no GAMES.")
@option("--kind", help="With --all-time: only the Games of this kind (summer-olympics, winter-paralympics, "
        "asian-games...).")
@db_option
def table(games: str | None, order: str, lang: str | None, format: str, output: Path | None, bom: bool,
          as_of: str | None, as_awarded: bool, all_time: bool, kind: str | None, db: str | None) -> None:
    """The reconciled medal table, with shared ranks: its current version (the latest with
    evidence), or the one --as-of or --as-awarded asks for."""
    if all_time or kind is not None:  # podium table --all-time [--kind KIND]: podium.cli.history
        from podium.cli.history import show_all_time

        show_all_time(games, all_time, kind, order, lang, format, output, bom, as_of is not None or as_awarded, db)
        return
    from podium.actions.queries import medal_table, pick_games
    from podium.actions.versions import dated, pick_version

    language = reader_lang(lang)
    if bom and format != "csv":
        raise UsageError("--bom is for --format csv")
    if order == "per-capita" and format not in ("text", "json"):
        raise UsageError(f"--order per-capita is for --format text or json: the {format} export has no population")
    if as_of is not None and as_awarded:
        raise UsageError("give --as-of DATE or --as-awarded, not both")
    store = open_store(db, existing=True)
    slug = pick_games(store, games)
    version = pick_version(store, slug, as_of=as_of, as_awarded=as_awarded)
    standings = medal_table(store, slug, order, language, version)
    known = dated(store, slug)
    if format == "text":
        if output is not None:
            raise UsageError("-o needs a file format: --format json, csv, ndjson, md, wikitext or parquet")
        from podium.cli.console import print_standings, print_version_note

        count = next((g.source_count for g in store.games() if g.slug == slug), None)
        print_standings(standings, language, count)
        print_version_note(known, version, language)
        return
    if format == "parquet":
        if output is None and sys.stdout.isatty():
            raise UsageError("--format parquet is binary: give -o FILE, or send it to a file or a pipe")
        from podium.cli.console import err
        from podium.export import to_parquet

        if output is None:  # a pipe or a redirection: the bytes as they are
            sys.stdout.flush()
            sys.stdout.buffer.write(to_parquet(standings))
            sys.stdout.buffer.flush()
            return
        write_file(output, to_parquet(standings))
        err.print(f"wrote {len(standings.rows)} rows to {output}")
        return
    if format == "json":
        import json

        from podium.actions.versions import versions_json
        from podium.export.shapes import table_json

        data = table_json(standings)
        if known:
            data.update(versions_json(known, version))
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    elif format == "csv":
        from podium.export import to_csv

        text = to_csv(standings, bom=bom)
    else:
        from podium.export.text import table_text

        text = table_text(store, standings, format, language, version)  # md, wikitext: in the reader's words
    if output is None:
        sys.stdout.write(text)
    else:
        from podium.cli.console import err

        write_file(output, text)
        err.print(f"wrote {len(standings.rows)} rows to {output}")


def show_decisions(
    db: str | None,
    games: str | None,
    format: str,
    select: Callable[[Store, str, int | None], list[Decision]],
    empty: str,
    lang: str | None,
) -> None:
    """Decisions as JSON (the contract's English rationale), or as text in ``lang``, with the
    label ``empty`` (of ``data/labels.toml``) when there are none. ``select`` reads them (the
    store, the Games, how many sources a value's listing names: ``Store.decisions``'s ``named``).
    The collector is paused while they are shown (``podium.collector``): the JSON of a Games of
    1,000 sources reads the 400,000 claims behind its decisions, and the collector's walks over
    them, which free nothing, took 1.5 s of the 5 s it took."""
    from podium import collector
    from podium.actions.queries import pick_games, source_titles
    from podium.export.shapes import decision_json

    store = open_store(db, existing=True)
    with collector.paused():
        chosen = pick_games(store, games)
        titles = source_titles(store)
        if format == "json":
            print_json_list(decision_json(d, titles) for d in select(store, chosen, None))
        else:
            from podium.cli.console import print_decisions
            from podium.i18n.labels import labels
            from podium.i18n.naming import SHOWN_SOURCES

            language = reader_lang(lang)
            # the text names five sources a value and counts the others: only theirs are read
            print_decisions(select(store, chosen, SHOWN_SOURCES), titles, labels(language)[empty], language)


@app.command()
@games_argument
@format_option()
@text_lang_option
@db_option
def conflicts(games: str | None, format: str, lang: str | None, db: str | None) -> None:
    """Values the sources disagree on, each with its sources and lines (five sources a
    value, the others counted; --format json lists every one)."""
    from podium.actions.queries import conflicts as select

    show_decisions(db, games, format, select, "no_conflicts", lang)


@app.command()
@games_argument
@format_option()
@text_lang_option
@db_option
def facts(games: str | None, format: str, lang: str | None, db: str | None) -> None:
    """Facts about the Games (totals, and what the documents state), conflicting or not."""
    from podium.actions.queries import facts as select

    show_decisions(db, games, format, select, "no_facts", lang)


@app.command()
@format_option()
@db_option
def sources(format: str, db: str | None) -> None:
    """The documents in the store."""
    records = open_store(db, existing=True).sources()
    if format == "json":
        from podium.export.shapes import source_record_json

        print_json([source_record_json(s) for s in records])
        return
    from podium.cli.console import print_sources

    print_sources(records)
