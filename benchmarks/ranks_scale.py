"""How the rank check (``podium.validate.ranks.check_ranks``) scales: time and peak memory at
10^3, 10^4, 10^5 rows, against sorting the same rows by their medals.

    python benchmarks/ranks_scale.py [--sizes 1e3 1e4 1e5] [--shapes ordered reversed random]

Shapes: ``ordered`` (ranks 1..n, medals falling: no finding), ``reversed`` (medals rising:
every pair of rows is inverted, n - 1 ``rank-order`` findings), ``random`` (medals from a
small range, so ties are common, and ranks shuffled). Each (shape, size) runs in a fresh
process, so its peak resident memory is its own. The time of ``check`` is the rule alone,
findings and their messages included; ``findings`` is the time spent making those (the
messages' rendering), ``sort`` the baseline: ``sorted(rows, key=gold_key)``.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import time


def rows_of(shape: str, n: int, seed: int = 1) -> list:
    from podium.model import MedalRow, Span

    if shape == "ordered":
        return [MedalRow(i + 2, i + 1, True, f"Nation {i}", n - i, 1, 1, n - i + 2, Span(0, 1), "") for i in range(n)]
    if shape == "reversed":
        return [MedalRow(i + 2, i + 1, True, f"Nation {i}", i, 0, 0, i, Span(0, 1), "") for i in range(n)]
    rng = random.Random(seed)
    ranks = list(range(1, n + 1))
    rng.shuffle(ranks)
    rows = []
    for i in range(n):
        gold, silver, bronze = rng.randrange(40), rng.randrange(40), rng.randrange(40)
        rows.append(MedalRow(i + 2, ranks[i], True, f"Nation {i}", gold, silver, bronze, gold + silver + bronze,
                             Span(0, 1), ""))
    return rows


def one(shape: str, n: int) -> dict[str, float | int | str]:
    from podium.model import MedalTable, Resolution, ResolutionStatus
    from podium.validate.ranks import check_ranks, gold_key

    rows = rows_of(shape, n)
    resolutions = [Resolution(r.mention, ResolutionStatus.EXACT, f"N{i:06d}") for i, r in enumerate(rows)]
    table = MedalTable(tuple(rows), None, "tsv")
    start = time.perf_counter()
    sorted(rows, key=gold_key)
    sort = time.perf_counter() - start
    start = time.perf_counter()
    found = list(check_ranks(table, resolutions, "0" * 64))
    check = time.perf_counter() - start
    # the same number of findings made without the rule: what the messages cost
    from podium.model import Severity, reason
    from podium.validate.common import finding

    start = time.perf_counter()
    for f in found:
        finding(f.code, Severity.ERROR, f.source_id, f.line or 0, f.subject, f.attribute, f.expected, f.actual,
                reason("finding_rank_expected", row="x", rank=1, medals="1-0-0", expected=2))
    made = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"shape": shape, "rows": n, "findings": len(found), "check_s": check, "findings_s": made,
            "sort_s": sort, "peak_mib": peak}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e3, 1e4, 1e5])
    parser.add_argument("--shapes", nargs="+", default=["ordered", "reversed", "random"])
    parser.add_argument("--one", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one(args.one[0], int(args.one[1]))))
        return
    print(f"{'shape':<9} {'rows':>8} {'findings':>9} {'check s':>8} {'of it findings s':>17} {'sort s':>8} "
          f"{'check/sort':>10} {'peak MiB':>9}")
    for shape in args.shapes:
        for size in args.sizes:
            done = subprocess.run([sys.executable, __file__, "--one", shape, str(int(size))],
                                  capture_output=True, text=True, check=True)
            r = json.loads(done.stdout)
            ratio = float(r["check_s"]) / max(float(r["sort_s"]), 1e-9)
            print(f"{r['shape']:<9} {r['rows']:>8} {r['findings']:>9} {r['check_s']:>8.3f} {r['findings_s']:>17.3f} "
                  f"{r['sort_s']:>8.4f} {ratio:>10.0f} {r['peak_mib']:>9.0f}")


if __name__ == "__main__":
    main()
