"""Nation rules: ``unknown-nation`` and ``duplicate-nation``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from podium.model import Finding, MedalTable, Resolution, ResolutionStatus, Severity, reason
from podium.validate.common import finding


def check_nations(
    table: MedalTable, resolutions: Sequence[Resolution], source_id: str
) -> Iterator[Finding]:
    first_line: dict[str, int] = {}
    for row, res in zip(table.rows, resolutions):
        if res.noc is None:
            if res.status is ResolutionStatus.AMBIGUOUS:
                what = reason("finding_nation_ambiguous", mention=row.mention, candidates=res.candidates)
            elif res.candidates:
                what = reason("finding_nation_suggested", mention=row.mention, candidates=res.candidates)
            else:
                what = reason("finding_nation_unknown", mention=row.mention)
            yield finding("unknown-nation", Severity.ERROR, source_id, row.line, row.mention, None, None,
                          row.mention, what)
            continue
        if res.noc in first_line:
            yield finding(
                "duplicate-nation", Severity.ERROR, source_id, row.line, res.noc, None, None, row.mention,
                reason("finding_nation_duplicate", mention=row.mention, noc=res.noc,
                       first_line=first_line[res.noc]),
            )
        else:
            first_line[res.noc] = row.line
