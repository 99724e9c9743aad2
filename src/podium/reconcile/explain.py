"""Rationales a person can read: the values, the sources behind each, which sources
look dependent and why, what the constraints said, and the confidence.

Each part is a ``Reason`` (``podium.i18n.messages``), rendered in the reader's
language; the English text is the decision's ``rationale``. Differences between totals
are explained by the rows that cause them: ``silver 518 vs 517: JPN 16 vs 15``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from podium.i18n.messages import render
from podium.model import GAMES_SUBJECT, Claim, Reason, Support, Value, reason
from podium.reconcile.constraints import COLOURS, TOTALS

CellKey = tuple[str, str]


def listing(candidates: Sequence[Support]) -> Reason:
    """``the sources disagree (30 from 2 sources; 29 from 1 source)``."""
    return reason("disagree", listing=tuple(
        reason("value_count", value=s.value, n=len({c.source_id for c in s.claims})) for s in candidates
    ))


def dependent_pair(a: str, b: str, shared: float, shared_false: float, differ: float, prob: float) -> Reason:
    """``a and b look dependent (probability 0.93): they state 12 of the same values, ...``."""
    return reason("dependent_pair", first=a, second=b, probability=prob, shared=shared,
                  doubtful=shared_false, differ=differ)


def totals_reasons(
    claims: Sequence[Claim], sums: Mapping[str, Mapping[str, tuple[int | None, int]]]
) -> dict[CellKey, list[Reason]]:
    """For each colour where one source's totals row differs from another source's rows,
    the rows that make the difference: ``silver 518 vs 517: JPN 16 vs 15``."""
    cells: dict[str, dict[tuple[str, str], Value]] = defaultdict(dict)
    for c in claims:
        if c.subject != GAMES_SUBJECT and c.attribute in COLOURS:
            cells[c.source_id].setdefault((c.subject, c.attribute), c.value)
    notes: dict[CellKey, list[Reason]] = defaultdict(list)
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
                if (colour, stated, b_rows) in seen:
                    continue  # the same difference, already explained by an earlier pair
                seen.add((colour, stated, b_rows))
                rows = sorted(
                    (subject, cells[a].get((subject, col)), value)
                    for (subject, col), value in cells[b].items()
                    if col == colour and cells[a].get((subject, col)) not in (None, value)
                )
                why = tuple(reason("row_diff", subject=s, value=x, other=y) for s, x, y in rows)
                notes[(GAMES_SUBJECT, TOTALS[colour])].append(reason(
                    "totals_rows", colour=colour, stated=stated, sum=b_rows,
                    rows=why or (reason("no_single_row"),), totals_source=a, rows_source=b,
                ))
    return notes


def totals_differences(
    claims: Sequence[Claim], sums: Mapping[str, Mapping[str, tuple[int | None, int]]]
) -> dict[CellKey, list[str]]:
    """``totals_reasons`` in English."""
    return {cell: [render([why]) for why in said] for cell, said in totals_reasons(claims, sums).items()}
