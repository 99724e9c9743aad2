"""Rank rules: ``rank-order`` and ``rank-shape``.

A table is ranked either by gold first (gold, silver, bronze: the IOC's order)
or by total first (total, gold, silver). The rule takes the ordering under which
the table has fewer impossible pairs, so a total-ordered table is not flagged
row by row. Under that ordering a row's expected rank is one plus the number of
rows with strictly better medals (competition ranking: 1, 2, 2, 4).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from podium.model import Finding, MedalRow, MedalTable, Resolution, Severity
from podium.model import reason
from podium.validate.common import finding, row_label, row_subject

Key = tuple[int, int, int]


def gold_key(row: MedalRow) -> Key:
    return (row.gold, row.silver, row.bronze)


def total_key(row: MedalRow) -> Key:
    total = row.total if row.total is not None else row.gold + row.silver + row.bronze
    return (total, row.gold, row.silver)


ORDERINGS: dict[str, Callable[[MedalRow], Key]] = {"gold": gold_key, "total": total_key}


def _inversions(rows: Sequence[MedalRow], key: Callable[[MedalRow], Key]) -> list[tuple[int, int]]:
    """Pairs (i, j): row j has better medals than row i but a worse rank."""
    pairs = []
    for i, a in enumerate(rows):
        for j, b in enumerate(rows):
            assert a.rank is not None and b.rank is not None
            if a.rank < b.rank and key(b) > key(a):
                pairs.append((i, j))
    return pairs


def _medals(row: MedalRow) -> str:
    return f"{row.gold}-{row.silver}-{row.bronze}"


def check_ranks(
    table: MedalTable, resolutions: Sequence[Resolution], source_id: str
) -> Iterator[Finding]:
    indexed = [(r, res) for r, res in zip(table.rows, resolutions) if r.rank is not None]
    if len(indexed) < 2:
        return
    rows = [r for r, _ in indexed]
    res_of = [res for _, res in indexed]

    scored = [(len(_inversions(rows, key)), name) for name, key in ORDERINGS.items()]
    _, ordering = min(scored)
    key = ORDERINGS[ordering]
    inversions = _inversions(rows, key)
    keys = [key(r) for r in rows]
    expected = [1 + sum(other > k for other in keys) for k in keys]

    involved: set[int] = set()
    reported: set[int] = set()
    for i, j in inversions:
        involved.update((i, j))
        if j in reported:
            continue
        reported.add(j)
        a, b = rows[i], rows[j]
        yield finding(
            "rank-order", Severity.ERROR, source_id, b.line, row_subject(b, res_of[j]), "rank", expected[j], b.rank,
            reason("finding_rank_order", row=row_label(b, res_of[j]), medals=_medals(b), rank=b.rank,
                   above=row_label(a, res_of[i]), above_medals=_medals(a), above_rank=a.rank),
        )

    for i, row in enumerate(rows):
        if i in involved or row.rank == expected[i]:
            continue
        equal = [o for o, k in zip(rows, keys) if k == keys[i] and o.rank != row.rank]
        label = row_label(row, res_of[i])
        if equal:
            what = reason("finding_rank_tied", row=label, medals=_medals(row),
                          tied=row_label(equal[0], res_of[rows.index(equal[0])]), tied_rank=equal[0].rank,
                          rank=row.rank)
        elif table.partial:
            continue  # rows left out of a partial table would change the expected rank
        else:
            what = reason("finding_rank_expected", row=label, rank=row.rank, medals=_medals(row),
                          expected=expected[i])
        yield finding("rank-shape", Severity.WARNING, source_id, row.line, row_subject(row, res_of[i]), "rank",
                      expected[i], row.rank, what)
