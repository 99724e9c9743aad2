"""``podium bulk`` against bz2 decompression of the same dump, and from 1 to 2 workers.

    python benchmarks/bulk.py [--filler 6000] [--workers 1 2]

Makes a multistream dump with ``scripts/make_dump.py`` (podium's fixtures as the Games pages,
``--filler`` articles about other things around them, 100 pages a stream, as Wikimedia's),
then measures in the same run:

- the floor: bz2 decompression of the dump on one core, then the same with ``mwxml`` reading
  every page (what any reader of the dump pays);
- ``podium bulk`` on a LocalCluster of N single-threaded workers (started, then warmed up on a
  small dump: every worker reads all of it, so each has met every language before the clock
  starts), into a new SQLite store: the partitions (read, choose,
  analyse on the workers; written by the client) and the decisions afterwards.

Prints CPU seconds (the workers' own, summed; decompression's on one core, measured beside
each run, as the load of a shared machine drifts), MB/s of compressed dump per core, podium's
CPU time as a multiple of decompression's (goal: at most 2, i.e. podium adds no more than
the decompression it cannot avoid), wall-clock seconds and pages/s, and the speed-up from 1
to 2 workers.
"""

from __future__ import annotations

import argparse
import bz2
import importlib.util
import logging
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def make_dump_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_dump", ROOT / "scripts" / "make_dump.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_dump"] = module
    spec.loader.exec_module(module)
    return module


def decompress(dump: Path) -> float:
    """CPU seconds to decompress the dump on one core."""
    started = time.process_time()
    with bz2.open(dump, "rb") as file:
        while file.read(1 << 20):
            pass
    return time.process_time() - started


def decompress_and_parse(dump: Path) -> tuple[float, int]:
    """CPU seconds to decompress the dump and read every page with mwxml, and the pages."""
    from podium.bulk.dumps import dump_chunks, pages

    started = time.process_time()
    with bz2.open(dump, "rb") as file:
        header, chunks = dump_chunks(file, str(dump))
        count = sum(1 for _ in pages(header, chunks, str(dump)))
    return time.process_time() - started, count


@dataclass
class Run:
    partitions_s: float  # wall-clock seconds of the partitions (read, choose, analyse, write)
    decide_s: float  # wall-clock seconds of the decisions afterwards
    worker_cpu_s: float  # CPU seconds the workers spent on the partitions
    pages: int


def warm_every_worker(client: Any, warm_up: Path) -> None:
    """Every partition of the warm-up dump read on every worker: a worker compiles a language's
    patterns the first time it reads a page of that language (0.1-0.3 s), and the partitions
    of one bulk run go to whichever worker is free, so after it a worker may still be cold for
    some language. With two workers that was a second of CPU on the default dump, counted as
    the partitions' own (a real run over a dump of gigabytes pays it once per worker)."""
    from podium.bulk.partitions import run_partition
    from podium.bulk.plan import classify

    dumps, _ = classify([str(warm_up)], refused=[])
    for address in client.scheduler_info()["workers"]:
        client.gather([client.submit(run_partition, planned.make(), workers=[address], pure=False)
                       for planned in dumps[0].partitions()])


def run_bulk(workers: int, dump: Path, warm_up: Path, folder: Path) -> Run:
    from dask.distributed import Client, LocalCluster

    from podium.bulk import BulkReport, bulk
    from podium.store import open_store

    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0",
                      silence_logs=logging.ERROR) as cluster, Client(cluster) as client:
        bulk(open_store(str(folder / f"warm-{workers}.sqlite")), [str(warm_up)], client)
        warm_every_worker(client, warm_up)
        marks: dict[str, float] = {}

        def progress(report: BulkReport) -> None:
            if report.games_total and "written" not in marks:
                marks["written"] = time.perf_counter()

        store = open_store(str(folder / f"bulk-{workers}.sqlite"))
        started = time.perf_counter()
        report = bulk(store, [str(dump)], client, progress=progress)
        ended = time.perf_counter()
        written = marks.get("written", ended)
        return Run(written - started, ended - written, report.worker_seconds, report.pages_read)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--filler", type=int, default=6000, help="articles about other things in the dump")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    make_dump = make_dump_module()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        dump, _ = make_dump.write_multistream(folder, "benchwiki-20250101", make_dump.pages(filler=args.filler), 100)
        warm_up, _ = make_dump.write_multistream(folder, "warmwiki-20250101", make_dump.pages(), 10)
        mb = dump.stat().st_size / 1e6
        text_mb = sum(len(p.text.encode()) for p in make_dump.pages(filler=args.filler)) / 1e6
        xml_s, pages = decompress_and_parse(dump)
        print(f"dump: {pages:,} pages, {mb:.1f} MB compressed ({text_mb:.1f} MB of text)")
        print(f"{'run (CPU seconds per core; wall for bulk)':<44}{'CPU s':>8}{'MB/s/core':>11}{'x bz2':>8}"
              f"{'wall s':>8}{'pages/s':>9}")
        walls = {}
        for workers in args.workers:
            bz2_s = decompress(dump)  # measured beside each run: the machine's load drifts
            print(f"{'bz2 decompression, 1 core':<44}{bz2_s:>8.2f}{mb / bz2_s:>11.2f}{1.0:>8.2f}")
            if workers == args.workers[0]:
                print(f"{'bz2 + mwxml of every page, 1 core':<44}{xml_s:>8.2f}{mb / xml_s:>11.2f}{xml_s / bz2_s:>8.2f}")
            run = run_bulk(workers, dump, warm_up, folder)
            assert run.pages == pages, (run.pages, pages)
            walls[workers] = run.partitions_s
            print(f"{f'podium bulk, {workers} worker(s): partitions':<44}{run.worker_cpu_s:>8.2f}"
                  f"{mb / run.worker_cpu_s:>11.2f}{run.worker_cpu_s / bz2_s:>8.2f}{run.partitions_s:>8.2f}"
                  f"{pages / run.partitions_s:>9.0f}")
            print(f"{f'podium bulk, {workers} worker(s): decisions':<44}{'':>35}{run.decide_s:>8.2f}")
        if 1 in walls and 2 in walls:
            print(f"speed-up from 1 to 2 workers (wall, partitions): {walls[1] / walls[2]:.2f}x")


if __name__ == "__main__":
    main()
