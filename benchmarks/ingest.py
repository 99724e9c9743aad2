"""The ordinary ingest: documents/s, one more document into a growing Games, store size and
``podium table`` of a Games with many sources.

    python benchmarks/ingest.py [--small 1000] [--sizes 10 100 1000] [--timeout 900] [--repeat 3]
        [--against OTHER/src]

Every figure comes from the CLI (``python -m podium.cli``) run as a child process on a fresh
SQLite store in a temporary folder, with documents generated here:

* small documents: a medal table of 8 to 25 nations of one of 36 Olympic Games (English,
  numbers varied per document, ~500 bytes); ``podium ingest`` of N of them in one folder into
  an empty store, against ``podium check`` of the same folder (the baseline: reading and
  analysing them, nothing stored).
* full documents: the three bundled Athens 2004 Paralympics pages (Russian, Traditional and
  Simplified Chinese: ~75 rows and the facts, 3.4-7.4 KB), each copy with a few of its table's
  numbers changed, so sources disagree as real ones do. For each size S: a store holding S of
  them (one ``podium ingest`` of a folder), then the time to ingest one more, against the time
  to ingest that same document into an empty store (which also creates the store's schema),
  and the microseconds each claim of the Games adds to it from one size to the next (the
  same figure at every size: linear growth); the store's bytes (file + WAL) against
  the bytes of its documents; ``podium table --format json`` time and peak memory (maxrss of
  the child), against ``podium table`` of the empty-store baseline (one source); the bytes
  stored per decision (its row, its support included) per source of the Games, against the
  smallest size's (what a decision keeps grows at most linearly with its sources when this
  stays at or under 1).

With ``--against``, the folder holding another podium's package (``git worktree add /tmp/base
COMMIT``, then ``--against /tmp/base/src``: an earlier commit with the same store schema), one
more document is also timed side by side: each of the ``--repeat`` documents is added by this
podium and by the other, alternately, each time to a copy of the same store of S sources, and
the ratio of the bests is printed (this machine's noise is ±30% from one minute to the next:
alternating is what makes the two comparable).

The children start from compiled modules, as an installed podium does: podium's modules are
compiled first (``compileall``) and ``PYTHONDONTWRITEBYTECODE`` is dropped from their
environment (with it, each child would compile every module again: 0.1-0.3 s of each step).
The short steps (one more document, ``podium table``) are the best of ``--repeat`` runs. A
step that takes longer than ``--timeout`` seconds is reported as such and the larger sizes are
skipped. Prints one table; ratios are against baselines measured in the same run.
"""

from __future__ import annotations

import argparse
import compileall
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import podium as podium_package

CORPUS = Path(podium_package.__file__).parent / "data" / "corpus" / "2004-summer-paralympics"
BASES = ("ru.txt", "zh-hans.txt", "zh-hant.txt")
GAMES = "2004-summer-paralympics"
SMALL_GAMES = [f"{y} Summer Olympics" for y in range(1948, 2021, 4)] + [
    f"{y} Winter Olympics" for y in (*range(1948, 1993, 4), *range(1994, 2019, 4))]
NATIONS = ("United States", "France", "Great Britain", "Italy", "Sweden", "Norway", "Switzerland",
           "Canada", "Australia", "Netherlands", "Finland", "Austria", "Hungary", "Denmark", "Belgium",
           "Japan", "Poland", "Brazil", "Spain", "Argentina", "Mexico", "New Zealand", "Ireland", "Greece",
           "Turkey", "India", "Kenya", "South Africa", "Portugal", "Egypt")
NUMBER = re.compile(r"(?<![\d.])\d{1,3}(?![\d.])")


def small_document(n: int) -> str:
    rng = random.Random(n)
    games = SMALL_GAMES[n % len(SMALL_GAMES)]
    rows = []
    for rank, nation in enumerate(rng.sample(NATIONS, rng.randint(8, 25)), 1):
        g, s, b = rng.randint(0, 40), rng.randint(0, 40), rng.randint(0, 40)
        rows.append(f"{rank} {nation} {g} {s} {b} {g + s + b}")
    return f"{games} medal table (copy {n})\n" + "\n".join(rows) + "\n"


def full_documents(count: int, seed: int) -> list[tuple[str, bytes]]:
    """``count`` distinct copies of the bundled pages, each with 1-4 table numbers changed."""
    rng = random.Random(seed)
    bases = [(name, (CORPUS / name).read_text("utf-8")) for name in BASES]
    seen: set[str] = set()
    out: list[tuple[str, bytes]] = []
    while len(out) < count:
        name, text = bases[len(out) % len(bases)]
        lines = text.split("\n")
        rows = [i for i, line in enumerate(lines) if len(NUMBER.findall(line)) >= 4]
        for _ in range(rng.randint(1, 4)):
            i = rng.choice(rows)
            numbers = list(NUMBER.finditer(lines[i]))
            m = numbers[rng.randrange(1, len(numbers))]  # not the rank
            changed = max(0, int(m.group()) + rng.choice((-1, 1)))
            lines[i] = lines[i][:m.start()] + str(changed) + lines[i][m.end():]
        data = "\n".join(lines).encode("utf-8")
        digest = hashlib.sha256(data).hexdigest()
        if digest not in seen:
            seen.add(digest)
            out.append((f"{len(out):05d}-{name}", data))
    return out


@dataclass
class Run:
    seconds: float
    maxrss_mb: float
    ok: bool
    output: str  # its last 400 characters
    sha256: str = ""  # of the whole output


def podium(args: list[str], db: Path, timeout: float, package: Path | None = None) -> Run:
    """``podium ARGS`` as a child process (of the podium in the folder ``package``, else this
    one): wall time, peak memory (its own maxrss, from ``wait4``), whether it exited 0 within
    ``timeout``, and what it wrote (stdout and stderr together)."""
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
           "PODIUM_DB": str(db), "PODIUM_LANG": "en", "COLUMNS": "200"}
    if package is not None:
        env["PYTHONPATH"] = str(package)
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "podium.cli", *args], env=env, stdout=out,
                                stderr=subprocess.STDOUT)
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        killed = not timer.is_alive()
        timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        written = out.read()
    if killed:
        return Run(seconds, float("nan"), False, f"over {timeout:.0f} s")
    return Run(seconds, usage.ru_maxrss / 1024, proc.returncode == 0, written.decode("utf-8", "replace")[-400:],
               hashlib.sha256(written).hexdigest())


def write(folder: Path, docs: list[tuple[str, bytes]]) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in docs:
        (folder / name).write_bytes(data)
    return sum(len(data) for _, data in docs)


def store_bytes(db: Path) -> int:
    return sum(p.stat().st_size for p in db.parent.glob(db.name + "*"))


def row(label: str, value: str, ratio: str = "", note: str = "") -> None:
    print(f"{label:<48}{value:>14}{ratio:>12}  {note}")


def fail(what: str, run: Run) -> None:
    row(what, "FAILED" if "over" not in run.output else run.output)
    if "over" not in run.output:
        print("   ", run.output.strip().replace("\n", "\n    "))


def small(tmp: Path, count: int, timeout: float) -> None:
    folder = tmp / "small"
    size = write(folder, [(f"{n:05d}.txt", small_document(n).encode()) for n in range(count)])
    check = podium(["check", str(folder)], tmp / "unused.sqlite", timeout)
    ingest = podium(["ingest", str(folder)], tmp / "small.sqlite", timeout)
    if not ingest.ok:
        return fail(f"ingest {count} small documents", ingest)
    row(f"ingest {count} small documents ({size / count:.0f} B each)", f"{count / ingest.seconds:.1f} doc/s",
        f"{ingest.seconds / check.seconds:.2f}x chk", f"{ingest.seconds:.1f} s; check {check.seconds:.1f} s")
    row("  store bytes / document bytes", f"{store_bytes(tmp / 'small.sqlite') / size:.1f}x")


def best(runs: list[Run]) -> Run:
    """The fastest of runs that all succeeded (else the first that failed)."""
    failed = [r for r in runs if not r.ok]
    return failed[0] if failed else min(runs, key=lambda r: r.seconds)


def copy_store(db: Path, to: Path) -> Path:
    for suffix in ("", "-wal"):
        if Path(f"{db}{suffix}").exists():
            shutil.copyfile(f"{db}{suffix}", f"{to}{suffix}")
    return to


def side_by_side(tmp: Path, size: int, before: Path, extras: list[Path], timeout: float, against: Path) -> None:
    """One more document into copies of the same store, by this podium and the other, alternately."""
    runs: dict[str, list[Run]] = {"this": [], "other": []}
    for i, one in enumerate(extras):
        for label, package in (("this", None), ("other", against)):
            trial = copy_store(before, tmp / f"ab-{size}-{label}-{i}.sqlite")
            runs[label].append(podium(["ingest", str(one)], trial, timeout, package))
    this, other = best(runs["this"]), best(runs["other"])
    if not (this.ok and other.ok):
        return fail(f"one more document at {size} sources, side by side", this if not this.ok else other)
    row(f"{size} sources: one more, side by side", f"{this.seconds:.2f} s", f"{this.seconds / other.seconds:.2f}x",
        f"the other podium {other.seconds:.2f} s ({against}); best of {len(extras)} each, alternated")


def growing(tmp: Path, sizes: list[int], timeout: float, repeat: int, against: Path | None = None) -> None:
    docs = full_documents(max(sizes) + repeat, seed=16)
    extras = []
    for i, (_, data) in enumerate(docs[-repeat:]):
        extras.append(tmp / f"extra-{i}.txt")
        extras[-1].write_bytes(data)
    empty = best([podium(["ingest", str(one)], tmp / f"empty-{i}.sqlite", timeout) for i, one in enumerate(extras)])
    base_table = best([podium(["table", GAMES, "--format", "json"], tmp / "empty-0.sqlite", timeout)
                       for _ in range(repeat)])
    if not (empty.ok and base_table.ok):
        return fail("ingest one document into an empty store", empty if not empty.ok else base_table)
    row("one document into an empty store", f"{empty.seconds:.2f} s", "1.00x", f"baseline, best of {repeat}")
    row("podium table of 1 source", f"{base_table.seconds:.2f} s", "1.00x",
        f"baseline; peak {base_table.maxrss_mb:.0f} MB")
    first_per_decision = 0.0
    smaller: tuple[int, int, float] | None = None  # the size before: sources, claims, seconds of one more
    for size in sizes:
        db = tmp / f"s{size}.sqlite"
        folder = tmp / f"s{size}"
        doc_bytes = write(folder, docs[:size])
        build = podium(["ingest", str(folder)], db, timeout)
        if not build.ok:
            fail(f"build a store of {size} sources", build)
            break
        claims = _claim_count(db)
        row(f"{size} sources: build ({size / build.seconds:.1f} doc/s)", f"{build.seconds:.1f} s", "",
            f"peak {build.maxrss_mb:.0f} MB; {claims:,} claims")
        if against is not None:
            side_by_side(tmp, size, copy_store(db, tmp / f"before-{size}.sqlite"), extras, timeout, against)
        add = best([podium(["ingest", str(one)], db, timeout) for one in extras])
        if not add.ok:
            fail(f"one more document at {size} sources", add)
            break
        row(f"{size} sources: one more document", f"{add.seconds:.2f} s", f"{add.seconds / empty.seconds:.2f}x",
            ("" if smaller is None else f"{(add.seconds - smaller[2]) * 1e6 / (claims - smaller[1]):.2f} us per claim "
             f"more than at {smaller[0]}; ") +
            f"peak {add.maxrss_mb:.0f} MB")
        smaller = (size, claims, add.seconds)
        per_decision = _decision_bytes(db) / (size + 1)
        row(f"{size} sources: stored per decision / its sources", f"{per_decision:.0f} B",
            "" if size == min(sizes) else f"{per_decision / first_per_decision:.2f}x",
            "a decision's row, its support included, per source of the Games")
        first_per_decision = per_decision if size == min(sizes) else first_per_decision
        all_bytes = doc_bytes + sum(p.stat().st_size for p in extras)
        row(f"{size} sources: store bytes / document bytes",
            f"{store_bytes(db) / all_bytes:.1f}x", "", f"{store_bytes(db) / 1e6:.1f} MB")
        table = best([podium(["table", GAMES, "--format", "json"], db, timeout) for _ in range(repeat)])
        if not table.ok:
            fail(f"podium table at {size} sources", table)
            break
        row(f"{size} sources: podium table --format json", f"{table.seconds:.2f} s",
            f"{table.seconds / base_table.seconds:.2f}x", f"peak {table.maxrss_mb:.0f} MB")
        for path in folder.iterdir():
            path.unlink()


def _decision_bytes(db: Path) -> float:
    """The bytes of the average decision: its row's texts (its support among them) and numbers."""
    import sqlite3
    from contextlib import closing

    with closing(sqlite3.connect(db)) as conn:
        decided, own = conn.execute(
            "SELECT count(*), sum(8 + length(subject) + length(attribute) + length(status) "
            "+ coalesce(length(value), 0) + coalesce(length(best_guess), 0) + length(rationale) "
            "+ coalesce(length(reasons), 0) + length(version) + length(support) + 8 + 8 + 8 + 1) "
            "FROM decisions").fetchone()
    return own / max(decided, 1)


def _claim_count(db: Path) -> int:
    import sqlite3
    from contextlib import closing

    with closing(sqlite3.connect(db)) as conn:  # closed: an open connection would keep the WAL
        return int(conn.execute("SELECT count(*) FROM claims").fetchone()[0])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--small", type=int, default=1000, help="how many small documents (0: skip)")
    parser.add_argument("--sizes", type=int, nargs="*", default=[10, 100, 1000])
    parser.add_argument("--timeout", type=float, default=900, help="seconds allowed to each command")
    parser.add_argument("--repeat", type=int, default=3, help="the best of how many runs of the short steps")
    parser.add_argument("--against", type=Path, help="the folder holding another podium's package, to time "
                        "one more document side by side (an earlier commit with the same store schema)")
    args = parser.parse_args()
    if args.against is not None and not (args.against / "podium" / "__init__.py").is_file():
        parser.error(f"--against {args.against}: no podium package in that folder (give a checkout's src)")
    compileall.compile_dir(CORPUS.parents[2], quiet=1)  # podium's package
    if args.against is not None:
        compileall.compile_dir(args.against / "podium", quiet=1)
    with tempfile.TemporaryDirectory(prefix="podium-ingest-") as name:
        tmp = Path(name)
        print(f"{'measure':<48}{'value':>14}{'ratio':>12}  note")
        if args.small:
            small(tmp, args.small, args.timeout)
        if args.sizes:
            growing(tmp, sorted(args.sizes), args.timeout, args.repeat, args.against)
    return 0


if __name__ == "__main__":
    sys.exit(main())
