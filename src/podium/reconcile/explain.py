"""Rationales a person can read: the values, the sources behind each, which sources
look dependent and why, what the constraints said, and the confidence.

Differences between totals are explained by the rows that cause them:
``silver 518 vs 517: JPN 16 vs 15``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from podium.model import GAMES_SUBJECT, Claim, Support, Value
from podium.reconcile.constraints import COLOURS, TOTALS

CellKey = tuple[str, str]


def sources(n: int) -> str:
    return f"{n} source" + ("" if n == 1 else "s")


def short(source: str) -> str:
    return source[:12]


def listing(candidates: Sequence[Support]) -> str:
    """``30 from 2 sources; 29 from 1 source``."""
    return "; ".join(f"{s.value} from {sources(len({c.source_id for c in s.claims}))}" for s in candidates)


def dependent_pair(a: str, b: str, shared: float, shared_false: float, differ: float, prob: float) -> str:
    return (
        f"{short(a)} and {short(b)} look dependent (probability {prob:.2f}): they state "
        f"{shared:.0f} of the same values, {shared_false:.1f} of them doubtful, and differ on {differ:.0f}; "
        "a shared doubtful value is what a copy looks like, so they count as less than two voices"
    )


def totals_differences(claims: Sequence[Claim], sums: Mapping[str, Mapping[str, tuple[int | None, int]]]) -> dict[CellKey, list[str]]:
    """For each colour where one source's totals row differs from another source's rows,
    the rows that make the difference: ``silver 518 vs 517: JPN 16 vs 15``."""
    cells: dict[str, dict[tuple[str, str], Value]] = defaultdict(dict)
    for c in claims:
        if c.subject != GAMES_SUBJECT and c.attribute in COLOURS:
            cells[c.source_id].setdefault((c.subject, c.attribute), c.value)
    notes: dict[CellKey, list[str]] = defaultdict(list)
    seen: set[tuple[str, int, int]] = set()
    for a, a_sums in sorted(sums.items()):
        for b, b_sums in sorted(sums.items()):
            if a == b:
                continue
            for colour in COLOURS:
                stated, _ = a_sums.get(colour, (None, 0))
                b_stated, b_rows = b_sums.get(colour, (None, 0))
                if stated is None or b_stated is not None or b_rows == stated:
                    continue  # only a totals row against rows that state none
                rows = sorted(
                    (subject, cells[a].get((subject, col)), value)
                    for (subject, col), value in cells[b].items()
                    if col == colour and cells[a].get((subject, col)) not in (None, value)
                )
                if (colour, stated, b_rows) in seen:
                    continue
                seen.add((colour, stated, b_rows))
                why = ", ".join(f"{s} {x} vs {y}" for s, x, y in rows) or "no single row explains it"
                notes[(GAMES_SUBJECT, TOTALS[colour])].append(
                    f"{colour} {stated} vs {b_rows}: {why} ({short(a)}'s totals row against the "
                    f"sum of {short(b)}'s rows, which has no totals row)"
                )
    return notes
