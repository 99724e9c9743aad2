"""``podium bulk``: dumps, big folders and archives on a Dask cluster (``podium.bulk``).

Dask is imported inside the command only: ``podium --help`` stays fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from podium.cli.common import be_quiet, open_store, quiet_option
from podium.cli.group import app
from podium.cli.params import argument, db_option, option

if TYPE_CHECKING:
    from podium.bulk import BulkReport


def summary(report: BulkReport) -> str:
    """The run in one line."""
    parts = [f"{report.pages_read:,} pages read", f"{report.pages_kept:,} kept"]
    if report.documents_kept:
        parts.append(f"{report.documents_kept:,} documents kept")
    parts += [f"{report.sources_written:,} sources written", f"{len(report.games_decided):,} Games decided"]
    if report.partitions_skipped:
        parts.append(f"{report.partitions_skipped:,} partitions done by an earlier run")
    return "; ".join(parts)


class _Bars:
    """Rich progress bars on a terminal: pages read, pages kept, sources written, Games decided."""

    def __init__(self) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        from podium.cli.console import err

        self.progress = Progress(TextColumn("{task.description:>16}"), BarColumn(), MofNCompleteColumn(),
                                 TimeElapsedColumn(), console=err, transient=False)
        self.read = self.progress.add_task("pages read", total=None)
        self.kept = self.progress.add_task("pages kept", total=None)
        self.written = self.progress.add_task("sources written", total=None)
        self.decided = self.progress.add_task("Games decided", total=None)

    def __call__(self, report: BulkReport) -> None:
        kept = report.pages_kept + report.documents_kept
        self.progress.update(self.read, completed=report.pages_read, total=report.pages_total)
        self.progress.update(self.kept, completed=kept, total=report.pages_total and max(kept, 1))
        self.progress.update(self.written, completed=report.sources_written, total=max(kept, 1))
        self.progress.update(self.decided, completed=len(report.games_decided), total=report.games_total or None)


class _Lines:
    """Off a terminal: one line on stderr per batch written and per Games decided."""

    def __init__(self) -> None:
        self.last = (0, 0)

    def __call__(self, report: BulkReport) -> None:
        from podium.cli.console import err

        now = (report.partitions, len(report.games_decided))
        if now == self.last:
            return
        self.last = now
        err.print(f"podium: bulk: {report.partitions} partitions written; {summary(report)}", markup=False)


@app.command()
@argument("sources", many=True, help="MediaWiki dumps (.xml.bz2, multistream with its index, .xml), "
          "files, folders or archives.")
@option("--scheduler", help="Address of a Dask scheduler (tcp://host:8786). Default: a local cluster.")
@option("--workers", type=int, help="Workers of the local cluster (default: one per core); with "
        "--scheduler, wait for this many.")
@quiet_option
@db_option
def bulk(sources: tuple[str, ...], scheduler: str | None, workers: int | None, quiet: bool, db: str | None) -> None:
    """Read dumps and big collections on a Dask cluster; resumes where a killed run stopped."""
    from podium.bulk import bulk as run
    from podium.bulk import cluster
    from podium.bulk.cluster import dashboard
    from podium.bulk.plan import check_sources
    from podium.cli.console import err, out
    from podium.errors import UsageError

    be_quiet(quiet)
    if workers is not None and workers < 1:
        raise UsageError(f"--workers must be at least 1, not {workers}")
    check_sources(sources)
    store = open_store(db)
    with cluster(scheduler, workers) as client:
        link = dashboard(client)
        if link and not quiet:
            err.print(f"podium: Dask dashboard: {link}", markup=False)
        if quiet:
            report = run(store, list(sources), client)
        elif err.is_terminal:
            bars = _Bars()
            with bars.progress:
                report = run(store, list(sources), client, progress=bars)
        else:
            report = run(store, list(sources), client, progress=_Lines())
    out.print(summary(report), markup=False)
    for line in report.refused:
        err.print(f"podium: refused: {line}", markup=False)
    if report.refused:
        raise click.exceptions.Exit(1)
