"""The bulk run: partitions to the workers, their sources written by one writer, then each
Games they touched decided once.

The client keeps about two partitions per worker thread in flight; as results come back, each
batch of them is written in one transaction, each partition with its checkpoint
(``podium.bulk.checkpoints``). When every partition is done, the targets of the redirects the
pages named (and no page gave) are read the same way, then every Games touched is decided
again (``redecide``), each in its own transaction with its checkpoint.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from podium.actions.ingest import redecide, storable_analyses, write_analyses
from podium.bulk import checkpoints
from podium.bulk.partitions import PartitionResult, run_partition
from podium.bulk.plan import BATCH_DOCUMENTS, BATCH_PAGES, PARTITION_BYTES, Planned, classify, document_partitions
from podium.errors import PodiumError

if TYPE_CHECKING:
    from dask.distributed import Client

    from podium.store import Store, StoreWriter

#: Rounds of redirect targets followed (a redirect to a redirect is followed once more).
REDIRECT_ROUNDS = 2
#: Partitions in flight per worker thread.
IN_FLIGHT = 2


@dataclass
class BulkReport:
    """What a bulk run did, updated as it goes (``progress`` sees it after each step)."""

    pages_total: int | None = None
    pages_read: int = 0
    pages_kept: int = 0
    documents_kept: int = 0
    sources_written: int = 0
    partitions: int = 0
    partitions_skipped: int = 0
    games_total: int = 0
    games_decided: list[str] = field(default_factory=list)
    #: one line per document (or partition) podium could not use
    refused: list[str] = field(default_factory=list)
    #: pages chosen but holding neither a medal table nor a fact
    pages_refused: int = 0
    #: CPU seconds the workers spent on the partitions
    worker_seconds: float = 0.0


Progress = Callable[[BulkReport], None]


@dataclass
class _DumpState:
    chosen: set[str] = field(default_factory=set)
    targets: set[str] = field(default_factory=set)
    asked: set[str] = field(default_factory=set)

    def pending(self) -> set[str]:
        return self.targets - self.chosen - self.asked


def bulk(
    store: Store,
    sources: Sequence[str],
    client: Client,
    *,
    progress: Progress | None = None,
    partition_bytes: int = PARTITION_BYTES,
    batch_pages: int = BATCH_PAGES,
    batch_documents: int = BATCH_DOCUMENTS,
) -> BulkReport:
    """Read ``sources`` (dumps, files, folders, archives) on the cluster of ``client`` into
    ``store``; resumes where an earlier run on the same sources stopped."""
    report = BulkReport()
    notify = progress or (lambda _: None)
    state = checkpoints.load(store)
    dumps, inputs = classify(sources, target_bytes=partition_bytes, batch_pages=batch_pages, refused=report.refused)
    totals = [d.pages_total for d in dumps]
    report.pages_total = sum(t for t in totals if t is not None) if all(t is not None for t in totals) else None
    touched: dict[str, None] = dict.fromkeys(state.undecided)
    by_name = {d.name: _DumpState() for d in dumps}
    for detail in state.done.values():
        known = by_name.get(detail.get("dump", ""))
        if known is not None:
            known.chosen.update(detail.get("chosen", ()))
            known.targets.update(detail.get("redirects", ()))
            known.asked.update(detail.get("wanted", ()))
    runner = _Runner(store, client, state.done, report, touched, by_name, notify)
    runner.run(itertools.chain(*(d.partitions() for d in dumps),
                               document_partitions(inputs, batch_documents, report.refused)))
    for _ in range(REDIRECT_ROUNDS):
        rounds: list[Iterator[Planned]] = []
        for dump in dumps:
            wanted = by_name[dump.name].pending()
            if wanted:
                by_name[dump.name].asked.update(wanted)
                rounds.append(dump.redirect_partitions(wanted))
        if not rounds:
            break
        runner.run(itertools.chain(*rounds))
    report.games_total = len(touched)
    notify(report)
    for slug in touched:
        with store.begin() as tx:
            redecide(tx, slug)
            checkpoints.record_decided(tx, slug)
        report.games_decided.append(slug)
        notify(report)
    return report


class _Runner:
    """Keeps the cluster busy with partitions and writes what comes back."""

    def __init__(self, store: Store, client: Client, done: dict[str, dict[str, Any]], report: BulkReport,
                 touched: dict[str, None], dumps: dict[str, _DumpState], notify: Progress) -> None:
        from podium.bulk.cluster import threads

        self.store = store
        self.client = client
        self.done = done
        self.report = report
        self.touched = touched
        self.dumps = dumps
        self.notify = notify
        self.limit = IN_FLIGHT * threads(client)

    def run(self, planned: Iterable[Planned]) -> None:
        from dask.distributed import as_completed

        waiting = iter(planned)
        running = as_completed()
        self._top_up(waiting, running)
        for batch in running.batches():
            results = [future.result() for future in batch]
            self._write(results)
            self._top_up(waiting, running)

    def _top_up(self, waiting: Iterator[Planned], running: Any) -> None:
        while running.count() < self.limit:
            planned = next(waiting, None)
            if planned is None:
                return
            if planned.key in self.done:
                self.report.partitions_skipped += 1
                self.report.pages_read += planned.pages or 0
                self.notify(self.report)
                continue
            running.add(self.client.submit(run_partition, planned.make(), pure=False))

    def _write(self, results: list[PartitionResult]) -> None:
        """The results in one transaction, each partition with its checkpoint; a partition
        that failed is refused, and left to the next run."""
        report = self.report
        with self.store.begin() as tx:
            for result in results:
                report.worker_seconds += result.cpu_seconds
                if result.failed:
                    report.refused.append(result.failed)
                    continue
                written, games = write_sources(tx, result, report.refused)
                dump = self.dumps.get(result.dump_name)
                detail: dict[str, Any] = {"games": games, "pages": result.pages_read, "kept": len(result.analyses),
                                          "written": written}
                if dump is not None:
                    dump.chosen.update(result.chosen)
                    dump.targets.update(result.redirects)
                    detail.update(dump=result.dump_name, chosen=list(result.chosen),
                                  redirects=list(result.redirects), wanted=list(result.wanted))
                if result.crashed:  # left to the next run, which adds what this one wrote no more
                    report.refused.extend(result.crashed)
                else:
                    checkpoints.record_partition(tx, result.key, detail)
                self.touched.update(dict.fromkeys(games))
                report.partitions += 1
                if not result.wanted:  # a redirect's target is read again, not counted again
                    report.pages_read += result.pages_read
                if dump is not None:
                    report.pages_kept += len(result.analyses)
                    report.pages_refused += len(result.chosen) - len(result.analyses)
                else:
                    report.documents_kept += len(result.analyses)
                    report.refused.extend(result.refused)
                report.sources_written += written
        self.notify(report)


def write_sources(tx: StoreWriter, result: PartitionResult, refused: list[str]) -> tuple[int, list[str]]:
    """Store a partition's analyses in the caller's transaction, deciding nothing
    (``write_analyses``): (sources added, the Games they touched). A document the store
    cannot hold is refused (``storable_analyses``), the others are stored."""
    errors: list[PodiumError] = []
    storable = storable_analyses(result.analyses, errors)
    refused.extend(error.message for error in errors)
    batch = write_analyses(tx, storable, who=checkpoints.WHO)
    return sum(1 for r in batch.results if r.added), list(batch.games)
