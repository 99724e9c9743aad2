"""Arithmetic rules: ``row-sum-mismatch`` and ``totals-mismatch``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from podium.model import Finding, MedalTable, Resolution, Severity, reason
from podium.validate.common import finding, row_label, row_subject

COLUMNS = ("gold", "silver", "bronze", "total")


def check_sums(
    table: MedalTable, resolutions: Sequence[Resolution], source_id: str
) -> Iterator[Finding]:
    for row, res in zip(table.rows, resolutions):
        if row.total is None or row.total_derived:
            continue
        medals = row.gold + row.silver + row.bronze
        if medals != row.total:
            yield finding(
                "row-sum-mismatch", Severity.ERROR, source_id, row.line, row_subject(row, res), "total",
                medals, row.total,
                reason("finding_row_sum", row=row_label(row, res), gold=row.gold, silver=row.silver,
                       bronze=row.bronze, n=medals, total=row.total),
            )

    totals = table.totals
    if totals is None or table.partial:
        return  # a partial table (top 10, "…") shows only some of the rows its totals count
    for column in COLUMNS:
        stated = getattr(totals, column)
        if stated is None:
            continue
        if column == "total":
            summed = sum(
                r.total if r.total is not None else r.gold + r.silver + r.bronze
                for r in table.rows
            )
        else:
            summed = sum(getattr(r, column) for r in table.rows)
        if stated != summed:
            yield finding(
                "totals-mismatch", Severity.ERROR, source_id, totals.line, "games", column, summed, stated,
                reason("finding_totals", given=stated, colour=column, n=len(table.rows), sum=summed),
            )
