"""Reading documents: ``podium ingest`` stores them, ``podium check`` only validates them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from podium.cli.common import STDIN, be_quiet, is_quiet, open_store, parse_games, print_json, quiet_option, reader_lang
from podium.cli.group import app
from podium.cli.params import TIME, argument, db_option, flag, format_option, games_option, option, text_lang_option

if TYPE_CHECKING:
    from podium.actions.ingest import IngestResult, Input
    from podium.analysis import SourceAnalysis
    from podium.errors import PodiumError
    from podium.store import Store


#: Fewer inputs than this show no progress bar.
PROGRESS_FROM = 5


class Progress:
    """What a long ingest shows on stderr while it works, when stderr is a terminal: a Rich
    progress bar of the documents read, the sources stored and the Games decided. Elsewhere
    (a pipe, a file, a test) nothing. Lines printed on stdout meanwhile scroll above the bar."""

    def __init__(self, total: int) -> None:
        from podium.cli.console import err, out

        self._bar = None
        if total >= PROGRESS_FROM and err.is_terminal and not is_quiet():
            from rich.progress import Progress as Bar

            # stdout lines go above the bar only when stdout is that terminal too
            self._bar = Bar(console=err, transient=True, redirect_stdout=out.is_terminal, redirect_stderr=False)
            self._read = self._bar.add_task("reading", total=total)
            self._stored = self._bar.add_task("storing", total=total)
            self._decided = self._bar.add_task("deciding", total=None)

    def __enter__(self) -> Progress:
        if self._bar is not None:
            self._bar.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()

    def read(self, _: object = None) -> None:
        if self._bar is not None:
            self._bar.advance(self._read)

    def stored(self, _: object = None) -> None:
        if self._bar is not None:
            self._bar.advance(self._stored)

    def decided(self, _: object = None) -> None:
        if self._bar is not None:
            self._bar.advance(self._decided)


def stdin_input() -> Input:
    """Standard input as one document, its origin ``<stdin>``, its title from its content
    (none when the content gives none); more bytes than a document may have is bad input."""
    import sys

    from podium.actions.ingest import Input
    from podium.errors import BadInput
    from podium.readers.files import MAX_DOCUMENT_BYTES, too_large
    from podium.readers.title import STDIN as ORIGIN

    if sys.stdin is None:
        raise BadInput("standard input is closed", path=ORIGIN)
    if sys.stdin.isatty() and not is_quiet():
        from podium.cli.console import err

        err.print("podium: reading a document from standard input; end it with Ctrl-D", markup=False)
    data = sys.stdin.buffer.read(MAX_DOCUMENT_BYTES + 1)
    if len(data) > MAX_DOCUMENT_BYTES:
        raise BadInput(too_large(), path=ORIGIN)
    return Input(ORIGIN, data=data)


def collect(paths: list[str], refused: list[PodiumError] | None = None) -> list[Input]:
    """``collect_inputs`` of ``paths``, where ``-`` is standard input (once at most), in the
    order given."""
    from podium.actions.ingest import collect_inputs
    from podium.errors import UsageError

    if STDIN not in paths:
        return collect_inputs(paths, refused)
    if paths.count(STDIN) > 1:
        raise UsageError("- (standard input) is given more than once")
    at = paths.index(STDIN)
    before = collect_inputs(paths[:at], refused) if paths[:at] else []
    after = collect_inputs(paths[at + 1:], refused) if paths[at + 1:] else []
    return [*before, stdin_input(), *after]


def analyse(paths: list[str], games: str | None, refused: list[PodiumError] | None = None) -> list[SourceAnalysis]:
    """The documents at ``paths`` (``-``: standard input) read and validated, with a progress
    bar on a terminal when there are many; given ``refused``, the documents podium cannot use
    are added to it."""
    from podium.actions.ingest import analyse_inputs

    inputs = collect(paths, refused)
    with Progress(len(inputs)) as progress:
        return analyse_inputs(inputs, parse_games(games), progress.read, refused)


def ingest_paths(
    store: Store, paths: list[str], authority: bool, games: str | None, lang: str = "en",
    keep_going: bool = False, batch: int | None = None, as_of: str | None = None,
) -> list[IngestResult]:
    """Store the documents at ``paths`` (all or none), printing one line per source as its
    transaction commits. With ``batch``, every ``batch`` documents are read, stored and their
    Games decided in a transaction of their own, and their lines printed then: a batch that
    fails leaves the earlier ones stored and the error says so. With ``keep_going``, store
    the good ones and print one line per refused document on stderr (``podium: refused:
    FILE: reason``); then exit 1 if any was refused."""
    from podium.actions.ingest import analyse_inputs, store_batch
    from podium.cli.console import err, ingest_line, out
    from podium.errors import PodiumError

    refused: list[PodiumError] | None = [] if keep_going else None
    inputs = collect(paths, refused)
    chosen = parse_games(games)
    size = batch or max(1, len(inputs))
    chunks = [inputs[i:i + size] for i in range(0, len(inputs), size)] or [[]]
    results: list[IngestResult] = []
    shown = 0
    with Progress(len(inputs)) as progress:
        for number, chunk in enumerate(chunks, 1):
            try:
                analyses = analyse_inputs(chunk, chosen, progress.read, refused, as_of=as_of)
                done = store_batch(store, analyses, authority=authority, refused=refused,
                                   stored=progress.stored, decided=progress.decided)
            except PodiumError as error:
                if batch is None or number == 1:
                    raise
                raise type(error)(
                    f"{error.reason} (batch {number} of {len(chunks)} not stored; the {number - 1} before it, "
                    f"{len(results)} documents, are)", path=error.path, line=error.line) from error
            results.extend(done.results)
            for result in done.results:
                out.print(ingest_line(result, lang))
            for refusal in (refused or [])[shown:]:
                err.print(f"podium: refused: {refusal.message}", markup=False)
            shown = len(refused or ())
    if refused:
        raise click.exceptions.Exit(1)
    return results


@app.command()
@argument("paths", many=True, help="Files, folders or archives (zip, tar); - reads standard input.")
@flag("--authority/--no-authority", help="Mark these sources as authoritative.")
@games_option
@flag("--keep-going/--no-keep-going",
      help="Store the documents podium can use and list each refused one with its reason (exit 1 if any).")
@option("--as-of", "as_of", type=TIME,
        help="The time the documents' tables speak for, where they do not say: a date (a day of the Games, or "
        "of a later correction), final (as awarded) or corrected.")
@option("--batch", type=click.IntRange(min=1),
        help="Store every N documents in a transaction of their own (for very large ingests): "
        "a failed batch leaves the earlier ones stored. Default: all in one.")
@option(
    "--lang",
    help="Language of the counts of rows, facts and findings (en, ru, zh-Hans...). Default: your locale.",
)
@quiet_option
@db_option
def ingest(paths: tuple[str, ...], authority: bool, games: str | None, as_of: str | None, keep_going: bool,
           batch: int | None, lang: str | None, quiet: bool, db: str | None) -> None:
    """Read documents into the store; one line per source. Nothing is written if any input is bad,
    unless --keep-going (or, with --batch, in the batches before it)."""
    be_quiet(quiet)
    ingest_paths(open_store(db), list(paths), authority, games, reader_lang(lang), keep_going, batch, as_of=as_of)


@app.command()
@argument("paths", many=True, help="Files, folders or archives; - reads standard input.")
@format_option(help="Output format.")
@games_option
@text_lang_option
@flag("--explain", help="Show, for each fact, the words that made it and the rule that read it.")
def check(paths: tuple[str, ...], format: str, games: str | None, lang: str | None, explain: bool) -> None:
    """Validate documents without storing them. Exit code 1 when a finding is an error."""
    analyses = analyse(list(paths), games)
    if format == "json":
        from podium.export.shapes import check_json

        data = check_json(analyses)
        if explain:
            from podium.cli.explain_facts import explain_json

            data = explain_json(data, analyses)
        print_json(data)
    else:
        from podium.cli.console import print_check

        language = reader_lang(lang)
        for a in analyses:
            print_check(a, language)
            if explain:
                from podium.cli.console import out
                from podium.cli.explain_facts import print_fact_reasons

                print_fact_reasons(a, out)
    if any(a.has_errors for a in analyses):
        raise click.exceptions.Exit(1)


@app.command()
@argument("source", help="Source id (or a prefix of at least 6 characters), as `podium sources` lists it.")
@option("--note", help="Why (kept in the audit log).")
@format_option()
@text_lang_option
@quiet_option
@db_option
def remove(source: str, note: str | None, format: str, lang: str | None, quiet: bool, db: str | None) -> None:
    """Remove a source with its claims and findings and decide its Games again without it, in
    one transaction, into the audit log. Ingesting the same document again brings it back."""
    from podium.actions.remove import removal_json, remove_source
    from podium.cli.console import out
    from podium.i18n.labels import labels

    be_quiet(quiet)
    removal = remove_source(open_store(db, existing=True), source, note=note)
    if format == "json":
        if not quiet:
            print_json(removal_json(removal))
        return
    words = labels(reader_lang(lang))
    name = f"{removal.title} ({removal.origin})" if removal.title else removal.origin
    out.print(words["remove_done"].format(id=removal.source_id[:12], name=name, claims=removal.claims,
                                          findings=removal.findings), markup=False)
    if removal.games:
        out.print(words["remove_decided"].format(games=", ".join(removal.games)), markup=False)
    # an origin that names no file to read again (standard input, an upload, an archive's member)
    named = removal.origin != "<stdin>" and not removal.origin.startswith("upload:") and "!" not in removal.origin
    out.print(words["remove_undo"].format(path=removal.origin if named else "PATH"), markup=False)
