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
    # each difference once, explained by the first pair of sources (by id) that shows it: per
    # colour, the first source stating each total, and the first without one summing to each sum
    found: list[tuple[str, str, int, str, int, int]] = []
    for i, colour in enumerate(COLOURS):
        stating: dict[int, str] = {}
        summing: dict[int, str] = {}
        for source, of_source in sorted(sums.items()):
            stated, total = of_source.get(colour, (None, 0))
            if stated is not None:
                stating.setdefault(stated, source)
            else:
                summing.setdefault(total, source)
        found += [(a, b, i, colour, stated, total) for stated, a in stating.items()
                  for total, b in summing.items() if total != stated]
    notes: dict[CellKey, list[Reason]] = defaultdict(list)
    for a, b, _, colour, stated, b_rows in sorted(found):
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
