"""Coverage-guided fuzzing of podium's readers and grammars with atheris (libFuzzer).

    python fuzz/run.py --minutes 30            # every target, the time shared between them
    python fuzz/run.py --minutes 5 --only read,layout_html

Each target (``fuzz/targets.py``) runs in its own process for its share of the time, seeded
with the project's fixtures (``tests/fixtures``); an input that raises anything but
``PodiumError`` or takes over ``--timeout`` seconds is kept in ``fuzz/crashes/<target>/`` (add
it to the tests as a regression fixture). Prints per target: inputs run, inputs per second,
crashes, the slowest input's seconds, and the process's peak memory.

atheris is the ``fuzz`` extra: ``pip install -e '.[fuzz]'``.
"""

from __future__ import annotations

import argparse
import re
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CRASHES = HERE / "crashes"


def child(name: str, seconds: int, timeout: int, corpus: Path) -> None:
    """Run inside the child process: fuzz one target under libFuzzer."""
    import atheris

    sys.path.insert(0, str(HERE))
    with atheris.instrument_imports():
        import targets  # noqa: F401  (instrumented: podium is imported from inside the targets)

        import podium.analysis  # noqa: F401
        import podium.extract.layouts.html  # noqa: F401
        import podium.extract.layouts.jsonrows  # noqa: F401
        import podium.extract.layouts.text  # noqa: F401
        import podium.readers  # noqa: F401
    artifacts = CRASHES / name
    artifacts.mkdir(parents=True, exist_ok=True)
    argv = [sys.argv[0], str(corpus), f"-max_total_time={seconds}", f"-timeout={timeout}", "-rss_limit_mb=4096",
            f"-artifact_prefix={artifacts}/", "-print_final_stats=1", "-max_len=200000"]
    atheris.Setup(argv, lambda data: targets.run_one(name, data))
    atheris.Fuzz()


def seed_corpus(into: Path) -> Path:
    """A copy of every fixture file (at most 200 KB each) as the seed corpus."""
    for i, path in enumerate(sorted((ROOT / "tests" / "fixtures").rglob("*"))):
        if path.is_file() and path.stat().st_size <= 200_000:
            (into / f"{i:05d}-{path.name}").write_bytes(path.read_bytes())
    return into


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=1.0, help="total time, shared by the targets")
    parser.add_argument("--only", default="", help="comma-separated targets (default: all)")
    parser.add_argument("--timeout", type=int, default=10, help="seconds after which an input is a crash")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=int, default=60, help=argparse.SUPPRESS)
    parser.add_argument("--corpus", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.seconds, args.timeout, args.corpus)
        return 0
    sys.path.insert(0, str(HERE))
    from targets import TARGETS

    names = [n for n in (args.only.split(",") if args.only else TARGETS) if n]
    seconds = max(5, int(args.minutes * 60 / len(names)))
    print(f"{'target':<20}{'inputs':>12}{'inputs/s':>10}{'crashes':>9}{'slowest s':>11}{'peak MiB':>10}")
    total = crashes_total = 0
    with tempfile.TemporaryDirectory(prefix="podium-fuzz-") as tmp:
        corpus = seed_corpus(Path(tmp))
        for name in names:
            before = set((CRASHES / name).glob("*")) if (CRASHES / name).exists() else set()
            proc = subprocess.run([sys.executable, __file__, "--child", name, "--seconds", str(seconds),
                                   "--timeout", str(args.timeout), "--corpus", str(corpus)],
                                  capture_output=True, text=True, errors="replace")
            log = proc.stderr
            runs = int(m.group(1)) if (m := re.search(r"stat::number_of_executed_units:\s*(\d+)", log)) else 0
            peak = int(m.group(1)) if (m := re.search(r"stat::peak_rss_mb:\s*(\d+)", log)) else 0
            slowest = max((float(s) for s in re.findall(r"Slowest unit: (\d+) s", log)), default=0.0)
            new = set((CRASHES / name).glob("*")) - before
            crashes = len(new) + (1 if proc.returncode not in (0,) and not new else 0)
            total += runs
            crashes_total += crashes
            print(f"{name:<20}{runs:>12,}{runs / seconds:>10,.0f}{crashes:>9}{slowest:>11.1f}{peak:>10}")
            for path in sorted(new):
                print(f"    kept {path.relative_to(ROOT)}")
    print(f"{'all':<20}{total:>12,}{'':>10}{crashes_total:>9}")
    peak_self = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
    print(f"peak memory of a target process: {peak_self} MiB")
    return 1 if crashes_total else 0


if __name__ == "__main__":
    sys.exit(main())
