"""Reading documents: ``podium ingest`` stores them, ``podium check`` only validates them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from podium.cli.common import open_store, parse_games, print_json, reader_lang
from podium.cli.group import app
from podium.cli.params import argument, db_option, flag, format_option, games_option, option, text_lang_option

if TYPE_CHECKING:
    from podium.actions.ingest import IngestResult
    from podium.analysis import SourceAnalysis
    from podium.errors import PodiumError
    from podium.store import Store


def analyse(paths: list[str], games: str | None, refused: list[PodiumError] | None = None) -> list[SourceAnalysis]:
    """The documents at ``paths`` read and validated, with a progress bar on a terminal
    when there are many; given ``refused``, the documents podium cannot use are added to it."""
    from rich.progress import Progress

    from podium.actions.ingest import analyse_inputs, collect_inputs
    from podium.cli.console import err

    inputs = collect_inputs(paths, refused)
    chosen = parse_games(games)
    if len(inputs) < 5 or not err.is_terminal:
        return analyse_inputs(inputs, chosen, refused=refused)
    with Progress(console=err, transient=True) as progress:
        task = progress.add_task("reading", total=len(inputs))
        return analyse_inputs(inputs, chosen, lambda _: progress.advance(task), refused)


def ingest_paths(
    store: Store, paths: list[str], authority: bool, games: str | None, lang: str = "en",
    keep_going: bool = False,
) -> list[IngestResult]:
    """Store the documents at ``paths`` (all or none), printing one line per source. With
    ``keep_going``, store the good ones and print one line per refused document on stderr
    (``podium: refused: FILE: reason``); then exit 1 if any was refused."""
    from podium.actions.ingest import store_analyses
    from podium.cli.console import err, ingest_line, out

    refused: list[PodiumError] | None = [] if keep_going else None
    analyses = analyse(paths, games, refused)
    results = store_analyses(store, analyses, authority=authority, refused=refused)
    for result in results:
        out.print(ingest_line(result, lang))
    for error in refused or ():
        err.print(f"podium: refused: {error.message}", markup=False)
    if refused:
        raise click.exceptions.Exit(1)
    return results


@app.command()
@argument("paths", many=True, help="Files, folders or archives (zip, tar).")
@flag("--authority/--no-authority", help="Mark these sources as authoritative.")
@games_option
@flag("--keep-going/--no-keep-going",
      help="Store the documents podium can use and list each refused one with its reason (exit 1 if any).")
@option(
    "--lang",
    help="Language of the counts of rows, facts and findings (en, ru, zh-Hans...). Default: your locale.",
)
@db_option
def ingest(paths: tuple[str, ...], authority: bool, games: str | None, keep_going: bool, lang: str | None,
           db: str | None) -> None:
    """Read documents into the store; one line per source. Nothing is written if any input is bad,
    unless --keep-going."""
    ingest_paths(open_store(db), list(paths), authority, games, reader_lang(lang), keep_going)


@app.command()
@argument("paths", many=True, help="Files, folders or archives.")
@format_option(help="Output format.")
@games_option
@text_lang_option
def check(paths: tuple[str, ...], format: str, games: str | None, lang: str | None) -> None:
    """Validate documents without storing them. Exit code 1 when a finding is an error."""
    analyses = analyse(list(paths), games)
    if format == "json":
        from podium.export.shapes import check_json

        print_json(check_json(analyses))
    else:
        from podium.cli.console import print_check

        language = reader_lang(lang)
        for a in analyses:
            print_check(a, language)
    if any(a.has_errors for a in analyses):
        raise click.exceptions.Exit(1)
