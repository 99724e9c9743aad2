"""Where deciding a large Games goes: each stage of reading, deciding and storing the
decisions of one Games, in one process, per claim.

    python benchmarks/decide_phases.py [--sources 1000] [--repeat 3] [--against OTHER/src]

A store of ``--sources`` full documents of one Games (``benchmarks/ingest.py``'s: the bundled
pages with a few numbers changed) is made once by ``podium ingest``. Then, ``--repeat`` times,
a child process with the collector paused (as ``Store.decide_again`` runs) reads the Games'
claims with their ids, decides them (``reconcile``) and stores the decisions
(``replace_decisions``, rolled back); the best time of each stage is printed, with the
microseconds per claim. The stages of
deciding are timed by wrapping the functions the engine calls (verbatim copies, approximations,
the medal-table and Games constraints, the totals' reasons, the engine's columns, ``fuse``, the
dependent pairs, each decision's explanation); what the engine does between them is
``decide (its own)``.

With ``--against``, the folder holding another podium's package (``git worktree add /tmp/base
COMMIT``, then ``--against /tmp/base/src``), each round also runs the child with that package
first on ``PYTHONPATH``, alternately with this one, and the ratios of the bests are printed:
this machine's noise is ±30% from one minute to the next.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import ingest  # noqa: E402  (the benchmark beside this one: its documents, and podium run as a child)

#: (module, function, the modules that imported it by name): the stages of deciding
STAGES = (
    ("podium.reconcile.verbatim", "attach_copies", ("podium.reconcile.fusion_engine",)),
    ("podium.reconcile.approx", "contained", ("podium.reconcile.fusion_engine",)),
    ("podium.reconcile.constraints", "medal_constraints", ("podium.reconcile.fusion_engine",)),
    ("podium.reconcile.games_constraints", "games_constraints", ("podium.reconcile.fusion_engine",)),
    ("podium.reconcile.explain", "totals_reasons", ()),
    ("podium.reconcile.arrays", "build", ()),
    ("podium.reconcile.fusion", "fuse", ()),
    ("podium.reconcile.fusion_engine", "_dependent_pairs", ()),
)

#: what the child runs: the stages timed, printed as one JSON object of bests
CHILD = r"""
import functools, gc, importlib, json, sys, time
gc.disable()
from sqlalchemy import create_engine
from podium.reconcile import reconcile
from podium.reconcile.fusion_engine import FusionEngine
from podium.store import reads, writes

stages, db, games, repeat = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
spent = {}

def timed(name, f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return f(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + time.perf_counter() - start
    return wrapper

for module, name, users in stages:
    wrapped = timed(name, getattr(importlib.import_module(module), name))
    for where in (module, *users):
        setattr(importlib.import_module(where), name, wrapped)
FusionEngine._decision = timed("explanations", FusionEngine._decision)
FusionEngine.decide = timed("decide", FusionEngine.decide)
best, claims_count = {}, 0
engine = create_engine(f"sqlite:///{db}")
with engine.connect() as conn:
    for _ in range(repeat):
        spent.clear()
        start = time.perf_counter()
        claims, ids = reads.claims_and_ids(conn, games)
        spent["read claims"] = time.perf_counter() - start
        start = time.perf_counter()
        decisions = reconcile(claims)
        spent["reconcile"] = time.perf_counter() - start
        start = time.perf_counter()
        writes.replace_decisions(conn, games, decisions, claim_ids=ids)
        spent["store decisions"] = time.perf_counter() - start
        conn.rollback()
        claims_count = len(claims)
        del claims, ids, decisions
        for name, seconds in spent.items():
            best[name] = min(best.get(name, seconds), seconds)
print(json.dumps({"claims": claims_count, "best": best}))
"""


def measure(db: Path, repeat: int, package: Path | None = None) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if package is not None:
        env["PYTHONPATH"] = str(package)
    done = subprocess.run([sys.executable, "-c", CHILD, json.dumps(STAGES), str(db), ingest.GAMES, str(repeat)],
                          env=env, capture_output=True, text=True, check=True)
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--against", type=Path, help="another podium's package folder, timed side by side")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="podium-phases-") as name:
        tmp = Path(name)
        folder = tmp / "docs"
        ingest.write(folder, ingest.full_documents(args.sources, seed=16))
        db = tmp / "store.sqlite"
        built = ingest.podium(["ingest", str(folder)], db, timeout=3600)
        if not built.ok:
            print(f"could not build the store: {built.output[-500:]}", file=sys.stderr)
            return 1
        # one child per round and podium, alternately: the bests of each stage over the rounds
        packages: list[Path | None] = [None] if args.against is None else [None, args.against]
        bests: list[dict[str, float]] = [{} for _ in packages]
        claims = 0
        for _ in range(args.repeat):
            for package, found in zip(packages, bests):
                run = measure(db, 1, package)
                claims = int(run["claims"])  # type: ignore[call-overload]
                for stage, seconds in run["best"].items():  # type: ignore[attr-defined]
                    found[stage] = min(found.get(stage, seconds), seconds)
    best = bests[0]
    theirs = bests[1] if len(bests) > 1 else {}
    inner = [name for _, name, _ in STAGES] + ["explanations"]
    best["decide (its own)"] = best["decide"] - sum(best.get(name, 0.0) for name in inner)
    if theirs:
        theirs["decide (its own)"] = theirs["decide"] - sum(theirs.get(name, 0.0) for name in inner)
    print(f"{args.sources} sources of one Games, {claims:,} claims; best of {args.repeat}")
    print(f"{'stage':<28} {'seconds':>8} {'us/claim':>9}" + (f" {'other s':>8} {'x other':>8}" if theirs else ""))
    order = ["read claims", "reconcile", *inner, "decide (its own)", "store decisions"]
    for name in order:
        if name not in best:
            continue
        label = name if name in ("read claims", "reconcile", "store decisions") else f"  {name}"
        line = f"{label:<28} {best[name]:>8.3f} {best[name] / claims * 1e6:>9.2f}"
        if name in theirs:
            line += f" {theirs[name]:>8.3f} {best[name] / theirs[name]:>8.2f}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
