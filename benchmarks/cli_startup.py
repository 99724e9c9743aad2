"""Start-up cost of the CLI, as a ratio against `python -c pass` measured in the same run.

    python benchmarks/cli_startup.py [--runs 15] [--against OTHER/src]

Prints the median wall time of: the bare interpreter, `podium --help`,
`podium table --format json` and `podium table` on a store holding the bundled corpus, and
`podium check` of one of its pages. Each command runs once
before it is timed, with bytecode caching on (``PYTHONDONTWRITEBYTECODE`` is dropped from its
environment): an installed podium starts from compiled modules, so that is what is measured.

With ``--against``, the folder holding another podium's package (``git worktree add /tmp/base
COMMIT``, then ``--against /tmp/base/src``), each command is also run by that podium
(``python -m podium.cli`` with the folder first on ``PYTHONPATH``), alternately with this one,
and the ratio of the medians is printed: this machine's noise is ±30% from one minute to the
next, and alternating is what makes the two comparable.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: the environment of the timed commands: as a user's, where Python keeps its bytecode caches
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def median_seconds(cmd: list[str], runs: int, against: Path | None = None) -> tuple[float, float | None]:
    """The median wall time of ``cmd``, and of ``cmd`` run by the podium in ``against`` (runs
    alternated), each after a warm-up run."""
    envs = [ENV] if against is None else [ENV, {**ENV, "PYTHONPATH": str(against)}]
    for env in envs:
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    times: list[list[float]] = [[] for _ in envs]
    for _ in range(runs):
        for env, taken in zip(envs, times):
            start = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
            taken.append(time.perf_counter() - start)
    return statistics.median(times[0]), statistics.median(times[1]) if against is not None else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--against", type=Path, help="another podium's package folder, timed side by side")
    args = parser.parse_args()
    py = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "bench.sqlite")
        from podium.actions.ingest import bundled_corpus

        subprocess.run([py, "-m", "podium.cli", "ingest", str(bundled_corpus()), "--db", db],
                       check=True, stdout=subprocess.DEVNULL)
        cases = {
            "python -c pass (baseline)": [py, "-c", "pass"],
            "podium --help": [py, "-m", "podium.cli", "--help"],
            "podium table --format json": [py, "-m", "podium.cli", "table", "--format", "json", "--db", db],
            "podium table (text)": [py, "-m", "podium.cli", "table", "--db", db],
            # a command that reads a document: the languages' patterns and lexicons, which the CLI
            # keeps in its cache folder (podium.kept) from the warm-up run on
            "podium check (a page)": [py, "-m", "podium.cli", "check", str(min(bundled_corpus().rglob("ru.txt")))],
        }
        results = {name: median_seconds(cmd, args.runs, args.against) for name, cmd in cases.items()}
    base = results["python -c pass (baseline)"][0]
    other = f" {'other ms':>10} {'x other':>8}" if args.against else ""
    print(f"{'command':<32} {'median ms':>10} {'x baseline':>11}{other}")
    for name, (seconds, theirs) in results.items():
        versus = f" {theirs * 1000:>10.1f} {seconds / theirs:>8.2f}" if theirs is not None else ""
        print(f"{name:<32} {seconds * 1000:>10.1f} {seconds / base:>11.1f}{versus}")


if __name__ == "__main__":
    main()
