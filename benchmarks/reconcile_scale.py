"""How the reconciliation engine scales: claims/s and peak memory at 10^5, 10^6, 10^7 claims.

    python benchmarks/reconcile_scale.py [--sizes 1e5 1e6 1e7] [--sources 1000]

Claims are generated as integer arrays (ten claims per group, sources of accuracy
0.5-0.95 choosing a false value among five when wrong, a tenth of the sources copying
every claim of one of ten low-accuracy sources). Each size runs in a fresh process, so its peak resident memory is its
own. The baseline in the same run is majority vote in numpy over the same claims
(bincount per (group, value), argmax per group). The time of ``podium`` includes
factorising the claims (``build``) and every iteration with copy detection.

``--medals 30 300`` also runs the whole path a medal table takes (``reconcile``: the
medal-table constraints, the engine, a decision with its rationale per cell) on generated
Games (``medals_synthetic.py``), and reports the constraints' own time apart.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time

import numpy as np


def generate(n: int, sources: int, seed: int = 1) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Ten claims per group from independent sources of accuracy 0.5-0.95 (a wrong
    source picks one of five false values); a tenth of the sources are copiers, each
    repeating every claim of one of ten low-accuracy originals, errors included."""
    rng = np.random.default_rng(seed)
    per_group = 10
    copiers = sources // 10
    independent = sources - copiers
    base = int(n * 0.9)
    groups = base // per_group
    group = np.repeat(np.arange(groups, dtype=np.int64), per_group)
    source = rng.integers(0, independent, size=len(group), dtype=np.int64)
    accuracy = rng.uniform(0.5, 0.95, size=independent)
    originals = np.argsort(accuracy)[:10]
    right = rng.random(len(group)) < accuracy[source]
    value = np.where(right, 0, rng.integers(1, 6, size=len(group))).astype(np.int64)
    parts_g, parts_v, parts_s = [group], [value], [source]
    for c in range(copiers):
        mine = source == originals[c % len(originals)]
        parts_g.append(group[mine])
        parts_v.append(value[mine])
        parts_s.append(np.full(int(mine.sum()), independent + c, dtype=np.int64))
    return np.concatenate(parts_g), np.concatenate(parts_v), np.concatenate(parts_s)


def majority(group: np.ndarray, value: np.ndarray, source: np.ndarray) -> np.ndarray:
    span = int(value.max()) + 1
    sources = int(source.max()) + 1
    key = np.unique((group * span + value) * sources + source)  # one vote per source
    gv = key // sources
    counts = np.bincount(gv)
    present = np.flatnonzero(counts)
    g, v = present // span, present % span
    order = np.lexsort((-counts[present], g))
    first = np.r_[True, g[order][1:] != g[order][:-1]]
    return v[order][first]


def one(n: int, sources: int) -> dict[str, float]:
    from podium.reconcile.arrays import Params, build
    from podium.reconcile.fusion import fuse

    group, value, source = generate(n, sources)
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t0 = time.perf_counter()
    vote_right = float(np.mean(majority(group, value, source) == 0))
    vote_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    arrays = build(group, value, source, n_sources=sources)
    fusion = fuse(arrays, Params())
    podium_s = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    right = float(np.mean(arrays.value_code[fusion.winner] == 0)) if arrays.value_code is not None else float("nan")
    return {
        "claims": n, "vote_seconds": round(vote_s, 3), "podium_seconds": round(podium_s, 3),
        "vote_claims_per_s": round(n / vote_s), "podium_claims_per_s": round(n / podium_s),
        "ratio": round(podium_s / vote_s, 1), "peak_mb": round(peak / 1024), "input_peak_mb": round(base / 1024),
        "iterations": fusion.iterations, "dependent_pairs": int(len(fusion.dependence.first)),
        "groups_right": round(right, 4), "vote_groups_right": round(vote_right, 4),
    }


def medals(games: int) -> dict[str, float]:
    """The whole medal-table path on ``games`` generated Games: constraints, engine, decisions."""
    from collections import defaultdict

    from medals_synthetic import generate
    from podium.reconcile import reconcile
    from podium.reconcile.constraints import medal_constraints

    claims, _ = generate(games=games)
    by_games = defaultdict(list)
    for c in claims:
        by_games[c.games].append(c)
    t0 = time.perf_counter()
    for part in by_games.values():
        medal_constraints(part)
    constraints_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    reconcile(claims, "podium")
    total_s = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"games": games, "claims": len(claims), "constraints_seconds": round(constraints_s, 3),
            "constraints_claims_per_s": round(len(claims) / constraints_s),
            "reconcile_seconds": round(total_s, 3), "reconcile_claims_per_s": round(len(claims) / total_s),
            "peak_mb": round(peak / 1024)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="*", type=float, default=[1e5, 1e6, 1e7])
    parser.add_argument("--sources", type=int, default=1000)
    parser.add_argument("--one", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--medals", nargs="*", type=int, default=[], help="also: Games of generated medal tables")
    parser.add_argument("--one-medals", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one(int(args.one), args.sources)))
        return
    if args.one_medals:
        print(json.dumps(medals(args.one_medals)))
        return
    rows = []
    for size in args.sizes:
        done = subprocess.run([sys.executable, __file__, "--one", str(size), "--sources", str(args.sources)],
                              capture_output=True, text=True, check=True)
        rows.append(json.loads(done.stdout))
    medal_rows = []
    for games in args.medals:
        done = subprocess.run([sys.executable, __file__, "--one-medals", str(games)],
                              capture_output=True, text=True, check=True)
        medal_rows.append(json.loads(done.stdout))
    if args.json:
        print(json.dumps({"claims": rows, "medals": medal_rows} if medal_rows else rows, indent=2))
        return
    print(f"{'claims':>10}  {'vote s':>8}  {'podium s':>9}  {'podium claims/s':>16}  {'x vote':>7}  {'peak MB':>8}  iters  dep.pairs  right (vote)")
    for r in rows:
        print(f"{r['claims']:>10}  {r['vote_seconds']:>8}  {r['podium_seconds']:>9}  {r['podium_claims_per_s']:>16}  "
              f"{r['ratio']:>7}  {r['peak_mb']:>8}  {r['iterations']:>5}  {r['dependent_pairs']:>9}  {r['groups_right']} ({r['vote_groups_right']})")
    if medal_rows:
        print("\nmedal tables, the whole path (reconcile: constraints + engine + decisions)")
        print(f"{'Games':>6}  {'claims':>8}  {'constraints s':>13}  {'claims/s':>9}  {'reconcile s':>11}  {'claims/s':>9}  {'peak MB':>8}")
        for m in medal_rows:
            print(f"{m['games']:>6}  {m['claims']:>8}  {m['constraints_seconds']:>13}  {m['constraints_claims_per_s']:>9}  "
                  f"{m['reconcile_seconds']:>11}  {m['reconcile_claims_per_s']:>9}  {m['peak_mb']:>8}")


if __name__ == "__main__":
    main()
