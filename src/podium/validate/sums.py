"""Arithmetic rules: ``row-sum-mismatch`` and ``totals-mismatch``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from podium.model import Finding, MedalTable, Resolution, Severity
from podium.validate.common import row_label, row_subject

COLUMNS = ("gold", "silver", "bronze", "total")


def check_sums(
    table: MedalTable, resolutions: Sequence[Resolution], source_id: str
) -> Iterator[Finding]:
    for row, res in zip(table.rows, resolutions):
        if row.total is None or row.total_derived:
            continue
        medals = row.gold + row.silver + row.bronze
        if medals != row.total:
            yield Finding(
                code="row-sum-mismatch",
                severity=Severity.ERROR,
                source_id=source_id,
                line=row.line,
                subject=row_subject(row, res),
                attribute="total",
                expected=medals,
                actual=row.total,
                message=(
                    f"line {row.line}: {row_label(row, res)} has {row.gold}+{row.silver}+"
                    f"{row.bronze} = {medals} medals but a stated total of {row.total}"
                ),
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
            yield Finding(
                code="totals-mismatch",
                severity=Severity.ERROR,
                source_id=source_id,
                line=totals.line,
                subject="games",
                attribute=column,
                expected=summed,
                actual=stated,
                message=(
                    f"line {totals.line}: the totals row gives {stated} {column} "
                    f"but the {len(table.rows)} rows above it add up to {summed}"
                ),
            )
