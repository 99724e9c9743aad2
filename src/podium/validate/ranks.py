"""Rank rules: ``rank-order`` and ``rank-shape``.

A table is ranked by gold first (gold, silver, bronze: the IOC's order), by total first
(total, gold, silver), or by the total alone (equal totals share a rank: a dataset's
``Rank_By_Total``). The rule takes the ordering under which the table has the fewest
impossible pairs, then the fewest ranks out of shape (in that order of preference on a
tie), so a total-ordered table is not flagged row by row. Under that ordering a row's
expected rank is one plus the number of rows with strictly better medals (competition
ranking: 1, 2, 2, 4).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import groupby

from podium.model import Finding, MedalRow, MedalTable, Resolution, Severity, reason
from podium.validate.common import finding, row_label, row_subject

Key = tuple[int, int, int]


def gold_key(row: MedalRow) -> Key:
    return (row.gold, row.silver, row.bronze)


def total_key(row: MedalRow) -> Key:
    total = row.total if row.total is not None else row.gold + row.silver + row.bronze
    return (total, row.gold, row.silver)


def total_only_key(row: MedalRow) -> Key:
    return (total_key(row)[0], 0, 0)


ORDERINGS: dict[str, Callable[[MedalRow], Key]] = {"gold": gold_key, "total": total_key, "total-only": total_only_key}


@dataclass(frozen=True)
class _Inversions:
    """The pairs (i, j) of rows where row j has better medals than row i but a worse rank,
    described without listing them (a table in reverse order has n²/2 of them)."""

    #: How many such pairs there are.
    count: int
    #: ``above[j]``: the first row i (in table order) of a pair (i, j), or None.
    above: list[int | None]
    #: ``below[i]``: row i is the i of some pair (a worse-ranked row has better medals).
    below: list[bool]


def _inversions(rows: Sequence[MedalRow], key: Callable[[MedalRow], Key]) -> _Inversions:
    """The inversions of ``rows`` (all ranked) under ``key``, in O(n log n).

    Rows are taken rank by rank, best first, into a Fenwick tree over the medal keys that
    holds, per prefix of keys, how many rows it has seen and the first of them in table order:
    the rows of better rank and worse medals than row j are a prefix of the keys below j's.
    """
    n = len(rows)
    keys = [key(r) for r in rows]
    ranks: list[int] = []
    for row in rows:
        assert row.rank is not None
        ranks.append(row.rank)
    position = {k: p for p, k in enumerate(sorted(set(keys)), start=1)}
    size = len(position)
    groups = [list(g) for _, g in groupby(sorted(range(n), key=ranks.__getitem__), key=ranks.__getitem__)]

    seen = [0] * (size + 1)
    first = [n] * (size + 1)  # n: no row
    above: list[int | None] = [None] * n
    count = 0
    for group in groups:
        for j in group:
            p = position[keys[j]] - 1
            c, f = 0, n
            while p > 0:
                c += seen[p]
                if first[p] < f:
                    f = first[p]
                p -= p & -p
            count += c
            if f < n:
                above[j] = f
        for i in group:
            p = position[keys[i]]
            while p <= size:
                seen[p] += 1
                if i < first[p]:
                    first[p] = i
                p += p & -p

    below = [False] * n
    best: Key | None = None  # the best medals of the rows ranked worse than the group
    for group in reversed(groups):
        if best is not None:
            for i in group:
                below[i] = best > keys[i]
        top = max(keys[i] for i in group)
        if best is None or top > best:
            best = top
    return _Inversions(count, above, below)


def _expected(rows: Sequence[MedalRow], key: Callable[[MedalRow], Key]) -> list[int]:
    """Each row's rank under ``key``: one plus the number of rows with strictly better medals."""
    keys = [key(r) for r in rows]
    ascending = sorted(keys)
    return [1 + len(keys) - bisect_right(ascending, k) for k in keys]


def _medals(row: MedalRow) -> str:
    return f"{row.gold}-{row.silver}-{row.bronze}"


def distinct_rows(indexed: list[tuple[MedalRow, Resolution]]) -> list[tuple[MedalRow, Resolution]]:
    """The ranked rows with a repeated row left out: a nation's row shown a second time,
    rank and medals the same (a site pins the reader's country above the table), is one
    row of the ranking (``duplicate-nation`` says it is there twice), not a row that
    pushes the rows below it down one place."""
    seen: set[tuple[object, ...]] = set()
    out = []
    for row, res in indexed:
        nation = res.noc if res.noc is not None else row.mention
        key = (nation, row.rank, row.gold, row.silver, row.bronze, row.total)
        if key not in seen:
            seen.add(key)
            out.append((row, res))
    return out


def check_ranks(
    table: MedalTable, resolutions: Sequence[Resolution], source_id: str
) -> Iterator[Finding]:
    indexed = distinct_rows([(r, res) for r, res in zip(table.rows, resolutions) if r.rank is not None])
    if len(indexed) < 2:
        return
    rows = [r for r, _ in indexed]
    res_of = [res for _, res in indexed]

    found = {name: _inversions(rows, key) for name, key in ORDERINGS.items()}
    expected_of = {name: _expected(rows, key) for name, key in ORDERINGS.items()}

    def misfit(name: str) -> tuple[int, int, int]:
        inv, expected = found[name], expected_of[name]
        out_of_shape = sum(1 for i, r in enumerate(rows)
                           if r.rank != expected[i] and inv.above[i] is None and not inv.below[i])
        return inv.count, out_of_shape, list(ORDERINGS).index(name)

    ordering = min(ORDERINGS, key=misfit)
    inversions = found[ordering]
    key = ORDERINGS[ordering]
    keys = [key(r) for r in rows]
    expected = expected_of[ordering]

    # each row j of a pair once, with the first row i it is paired with: in the order of the
    # pairs (i, j) taken row i by row i
    reported = sorted((i, j) for j, i in enumerate(inversions.above) if i is not None)
    for i, j in reported:
        a, b = rows[i], rows[j]
        yield finding(
            "rank-order", Severity.ERROR, source_id, b.line, row_subject(b, res_of[j]), "rank", expected[j], b.rank,
            reason("finding_rank_order", row=row_label(b, res_of[j]), medals=_medals(b), rank=b.rank,
                   above=row_label(a, res_of[i]), above_medals=_medals(a), above_rank=a.rank),
        )

    # per medal key: its first row, and its first row whose rank differs from that row's
    first_of: dict[Key, int] = {}
    other_of: dict[Key, int] = {}
    for i, k in enumerate(keys):
        f = first_of.setdefault(k, i)
        if k not in other_of and rows[i].rank != rows[f].rank:
            other_of[k] = i

    for i, row in enumerate(rows):
        if inversions.above[i] is not None or inversions.below[i] or row.rank == expected[i]:
            continue
        # the first row with the same medals and another rank
        f = first_of[keys[i]]
        tied = f if rows[f].rank != row.rank else other_of.get(keys[i])
        label = row_label(row, res_of[i])
        if tied is not None:
            what = reason("finding_rank_tied", row=label, medals=_medals(row),
                          tied=row_label(rows[tied], res_of[tied]), tied_rank=rows[tied].rank, rank=row.rank)
        elif table.partial:
            continue  # rows left out of a partial table would change the expected rank
        else:
            what = reason("finding_rank_expected", row=label, rank=row.rank, medals=_medals(row),
                          expected=expected[i])
        yield finding("rank-shape", Severity.WARNING, source_id, row.line, row_subject(row, res_of[i]), "rank",
                      expected[i], row.rank, what)
