"""A generated medal-table benchmark: many Games, sources with known error rates,
copies of a bad source and constraint-breaking typos. Printed by ``truth.py``.

    python benchmarks/medals_synthetic.py [--games 30] [--seed 7]

Every source reports each Games it covers as a table (gold, silver, bronze, total
per nation) and, most of the time, a totals row. Errors come in two kinds: a typo
in one colour that leaves the row's total as it was (the row no longer adds up, nor
does the column), and a consistent error (colour and total both off, as in an old
edition). Three copiers repeat a bad source, errors included. Measured: cell
accuracy of the decided table, and how many decided rows and columns break the
constraints, for podium's default engine against majority vote.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import numpy as np

from podium.model import Claim, Span
from podium.reconcile import reconcile
from podium.reconcile.fusion_engine import FusionEngine

COLOURS = ("gold", "silver", "bronze")
ERROR_RATES = (0.01, 0.03, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3)
COPIED = 6  # the copiers repeat source 6 (25% of rows wrong)
COPIERS = 3
COVERAGE = 0.6  # share of the Games each independent source reports


def _truth(rng: np.random.Generator, nations: int) -> np.ndarray:
    strength = np.sort(rng.gamma(0.7, 8.0, size=nations))[::-1]
    medals = rng.poisson(np.repeat(strength[:, None], 3, axis=1))
    medals[medals.sum(axis=1) == 0, 2] = 1
    return medals


def _corrupt(rng: np.random.Generator, row: np.ndarray, total: int) -> tuple[np.ndarray, int]:
    row = row.copy()
    colour = int(rng.integers(0, 3))
    delta = int(rng.choice([-2, -1, 1, 2, 3]))
    row[colour] = max(0, row[colour] + delta)
    if rng.random() < 0.4:  # a consistent error: the total follows
        total = int(row.sum())
    return row, total


def generate(games: int = 30, seed: int = 7) -> tuple[list[Claim], dict[tuple[str, str, str], int]]:
    rng = np.random.default_rng(seed)
    claims: list[Claim] = []
    truth: dict[tuple[str, str, str], int] = {}
    n_sources = len(ERROR_RATES) + COPIERS
    for gi in range(games):
        slug = f"{1900 + 4 * gi}-summer-olympics"
        nations = int(rng.integers(40, 90))
        medals = _truth(rng, nations)
        nocs = [chr(65 + k // 26 // 26 % 26) + chr(65 + k // 26 % 26) + chr(65 + k % 26) for k in range(nations)]
        for k, noc in enumerate(nocs):
            for ci, colour in enumerate(COLOURS):
                truth[(slug, noc, colour)] = int(medals[k, ci])
            truth[(slug, noc, "total")] = int(medals[k].sum())
        reported: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        for s in range(n_sources):
            if s < len(ERROR_RATES):
                if rng.random() > COVERAGE:
                    continue
                table = medals.copy()
                totals = medals.sum(axis=1)
                for k in range(nations):
                    if rng.random() < ERROR_RATES[s]:
                        table[k], totals[k] = _corrupt(rng, medals[k], int(totals[k]))
                reported[s] = (table, totals)
            else:
                if COPIED not in reported:
                    continue
                table, totals = reported[COPIED][0].copy(), reported[COPIED][1].copy()
                for k in range(nations):
                    if rng.random() < 0.005:
                        table[k], totals[k] = _corrupt(rng, table[k], int(totals[k]))
                reported[s] = (table, totals)
            source = f"source-{s:02d}" if s < len(ERROR_RATES) else f"copier-{s - len(ERROR_RATES)}-of-{COPIED:02d}"
            line = 0
            for k, noc in enumerate(nocs):
                line += 1
                values = [*map(int, table[k]), int(totals[k])]
                for attribute, value in zip((*COLOURS, "total"), values):
                    claims.append(Claim(source, slug, noc, attribute, value, line, Span(0, 1), "", "synthetic"))
            if rng.random() < 0.7:
                column = medals.sum(axis=0)  # the totals row as the organisers published it
                line += 1
                for attribute, value in zip(("total_gold", "total_silver", "total_bronze", "total_medals"),
                                            [*map(int, column), int(column.sum())]):
                    claims.append(Claim(source, slug, "games", attribute, value, line, Span(0, 1), "", "synthetic.totals"))
    return claims, truth


def score(decisions: list[Any], truth: dict[tuple[str, str, str], int]) -> dict[str, Any]:
    shown = {(d.games, d.subject, d.attribute): d.shown for d in decisions}
    cells = [(k, v) for k, v in truth.items()]
    hits = [shown.get(k) == v for k, v in cells]
    right = sum(hits)
    rows: dict[tuple[str, str], dict[str, Any]] = {}
    for (games, subject, attribute), value in shown.items():
        if subject != "games":
            rows.setdefault((games, subject), {})[attribute] = value
    row_bad = sum(1 for r in rows.values() if len(r) == 4 and r["gold"] + r["silver"] + r["bronze"] != r["total"])
    column_bad = 0
    games_set = {g for g, _ in rows}
    for games in games_set:
        for colour, attr in zip((*COLOURS, "total"), ("total_gold", "total_silver", "total_bronze", "total_medals")):
            stated = shown.get((games, "games", attr))
            if stated is None:
                continue
            column = sum(r.get(colour, 0) for (g, _), r in rows.items() if g == games)
            column_bad += column != stated
    return {"cell_accuracy": round(right / len(cells), 4), "cells": len(cells),
            "row_violations": row_bad, "total_violations": column_bad, "hits": hits}


def medal_benchmark(games: int = 30, seed: int = 7) -> dict[str, Any]:
    claims, truth = generate(games, seed)
    out: dict[str, Any] = {"games": games, "claims": len(claims),
                           "sources": len({c.source_id for c in claims})}
    for method in ("vote", "accu", "podium"):
        t0 = time.perf_counter()
        decisions = reconcile(claims, engine=FusionEngine(method))
        seconds = time.perf_counter() - t0
        out[method] = {**score(decisions, truth), "seconds": round(seconds, 3)}
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    result = medal_benchmark(args.games, args.seed)
    for method in ("vote", "accu", "podium"):
        result[method].pop("hits")
    print(json.dumps(result, indent=2))
