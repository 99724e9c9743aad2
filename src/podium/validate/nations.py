"""Nation rules: ``unknown-nation`` and ``duplicate-nation``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from podium.model import Finding, MedalTable, Resolution, ResolutionStatus, Severity


def check_nations(
    table: MedalTable, resolutions: Sequence[Resolution], source_id: str
) -> Iterator[Finding]:
    first_line: dict[str, int] = {}
    for row, res in zip(table.rows, resolutions):
        if res.noc is None:
            if res.status is ResolutionStatus.AMBIGUOUS:
                reason = "could be " + " or ".join(res.candidates)
            elif res.candidates:
                reason = "no such nation; did you mean " + " or ".join(res.candidates) + "?"
            else:
                reason = "no such nation"
            yield Finding(
                code="unknown-nation",
                severity=Severity.ERROR,
                source_id=source_id,
                line=row.line,
                subject=row.mention,
                attribute=None,
                expected=None,
                actual=row.mention,
                message=f"line {row.line}: {row.mention!r}: {reason}",
            )
            continue
        if res.noc in first_line:
            yield Finding(
                code="duplicate-nation",
                severity=Severity.ERROR,
                source_id=source_id,
                line=row.line,
                subject=res.noc,
                attribute=None,
                expected=None,
                actual=row.mention,
                message=(
                    f"line {row.line}: {row.mention!r} is {res.noc}, "
                    f"already listed on line {first_line[res.noc]}"
                ),
            )
        else:
            first_line[res.noc] = row.line
