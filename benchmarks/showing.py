"""What showing a Games of many sources costs: ``podium conflicts`` and ``podium facts`` as
text and as JSON, and the Games' web pages (its table, its conflicts and facts pages, the
disagreement chart as SVG), on a store of ``--sources`` full documents of one Games.

    python benchmarks/showing.py [--sources 100 1000] [--repeat 3] [--against OTHER/src]

The store is made once per size by ``podium ingest`` of ``benchmarks/ingest.py``'s documents
(the bundled pages with a few numbers changed). Each command runs as a child process
(``ingest.podium``: wall time and peak memory). Each page is asked for in a child process
that builds the app on the store (``podium.service.app.build_app``) and asks for it twice:
the second answer is timed, as a running server gives it. The best of ``--repeat`` runs is
printed, with the peak memory of the command's process.

With ``--against``, the folder holding another podium's package (``git worktree add /tmp/base
COMMIT``, then ``--against /tmp/base/src``), each run is made by both, alternately, and the
ratio of the bests is printed, with whether both gave the same answer byte for byte (the
SHA-256 of the output): this machine's noise is ±30% from one minute to the next.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import ingest  # noqa: E402  (the benchmark beside this one: its documents, and podium run as a child)

#: The commands timed, as ``podium`` arguments
COMMANDS = (("conflicts",), ("facts",), ("conflicts", "--format", "json"))
#: The pages timed, by their address (``{slug}`` the Games')
PAGES = ("/games/{slug}", "/games/{slug}/conflicts", "/games/{slug}/facts",
         "/api/games/{slug}/charts/disagreement.svg")

#: What a page's child runs: the app on the store, the page asked for twice, the second timed
PAGE_CHILD = r"""
import hashlib, json, resource, sys, time, warnings
warnings.filterwarnings("ignore")
from fastapi.testclient import TestClient
from podium.service.app import build_app
client = TestClient(build_app(sys.argv[1], token=None, max_upload=1 << 20, read_only=True))
client.get(sys.argv[2])
start = time.perf_counter()
answer = client.get(sys.argv[2])
seconds = time.perf_counter() - start
print(json.dumps({"seconds": seconds, "status": answer.status_code, "sha": hashlib.sha256(answer.content).hexdigest(),
                  "mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


@dataclass
class Timed:
    seconds: float
    mb: float
    sha: str


def command(args: tuple[str, ...], db: Path, package: Path | None) -> Timed:
    """``podium ARGS`` on the store as a child process (``ingest.podium``)."""
    run = ingest.podium(list(args), db, timeout=600, package=package)
    if not run.ok:
        raise SystemExit(f"podium {' '.join(args)} failed: {run.output}")
    return Timed(run.seconds, run.maxrss_mb, run.sha256)


def page(address: str, db: Path, package: Path | None) -> Timed:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if package is not None:
        env["PYTHONPATH"] = str(package)
    done = subprocess.run([sys.executable, "-c", PAGE_CHILD, str(db), address], env=env, capture_output=True,
                          text=True, check=True)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    if found["status"] != 200:
        raise SystemExit(f"{address} answered {found['status']}")
    return Timed(found["seconds"], found["mb"], found["sha"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", type=int, nargs="+", default=[100, 1000], help="sources of the Games")
    parser.add_argument("--repeat", type=int, default=3, help="the best of how many runs")
    parser.add_argument("--against", type=Path, help="another podium's package folder, run side by side")
    args = parser.parse_args()
    packages: list[Path | None] = [None] if args.against is None else [None, args.against]
    print(f"{'':<58}{'this podium':>22}" + (f"{'the other':>22}{'ratio':>8}  same" if args.against else ""))
    with tempfile.TemporaryDirectory(prefix="podium-showing-") as name:
        for size in args.sources:
            folder, db = Path(name) / f"docs-{size}", Path(name) / f"store-{size}.sqlite"
            ingest.write(folder, ingest.full_documents(size, seed=16))
            built = ingest.podium(["ingest", str(folder)], db, timeout=3600)
            if not built.ok:
                print(f"could not build the store of {size} sources: {built.output}", file=sys.stderr)
                return 1
            steps = [(f"podium {' '.join(c)}", lambda p, c=c, db=db: command(c, db, p)) for c in COMMANDS]
            steps += [(address.format(slug="…"), lambda p, a=address, db=db: page(a.format(slug=ingest.GAMES), db, p))
                      for address in PAGES]
            for label, step in steps:
                runs: list[list[Timed]] = [[] for _ in packages]
                for _ in range(args.repeat):
                    for package, found in zip(packages, runs):
                        found.append(step(package))
                bests = [min(found, key=lambda r: r.seconds) for found in runs]
                mine = f"{bests[0].seconds:8.2f} s {bests[0].mb:6.0f} MB"
                line = f"{size:>5} sources  {label:<44}{mine:>22}"
                if len(bests) > 1:
                    theirs = f"{bests[1].seconds:8.2f} s {bests[1].mb:6.0f} MB"
                    same = "yes" if bests[0].sha == bests[1].sha else "NO"
                    line += f"{theirs:>22}{bests[0].seconds / bests[1].seconds:8.2f}  {same}"
                print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
