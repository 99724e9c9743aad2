"""Checks of one source against itself. Problems are returned as ``Finding``s.

Each rule family lives in its own module; ``validate_table`` runs them all on
one medal table. Codes are stable (see ``CODES``) and documented in the README.
"""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import Finding, MedalTable, Resolution
from podium.validate.nations import check_nations
from podium.validate.ranks import check_ranks
from podium.validate.sums import check_sums

#: Every finding code podium emits, with its meaning (the README's reference).
CODES: dict[str, str] = {
    "row-sum-mismatch": "a row's gold+silver+bronze differs from its stated total",
    "totals-mismatch": "a totals row differs from the sum of the rows above it",
    "rank-order": "a rank is impossible for the row's medals",
    "rank-shape": "equal rows do not share a rank, or the rank after a tie does not skip",
    "duplicate-nation": "the same NOC appears twice in one table",
    "unknown-nation": "a nation mention resolves to no NOC, or to several",
    "stated-count-mismatch": "a stated count disagrees with the table",
    "self-contradiction": "one document states two values for the same fact",
    "part-sum-mismatch": "parts do not add up to their whole",
    "events-medals-mismatch": "stated events disagree with the gold medals awarded",
    "ordinal-year-mismatch": "an edition ordinal does not fit the year",
}


def validate_table(
    table: MedalTable, resolutions: Sequence[Resolution], source_id: str
) -> list[Finding]:
    """All findings for one table; ``resolutions[i]`` belongs to ``table.rows[i]``."""
    findings = [
        *check_sums(table, resolutions, source_id),
        *check_ranks(table, resolutions, source_id),
        *check_nations(table, resolutions, source_id),
    ]
    return sorted(findings, key=lambda f: (f.line or 0, f.code))


__all__ = ["CODES", "validate_table"]
