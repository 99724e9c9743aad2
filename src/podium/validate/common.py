"""What the rule modules share: how a row is named in a finding, and how a finding is made
from its message (``data/findings.toml``)."""

from __future__ import annotations

from podium.i18n.messages import render
from podium.model import Finding, MedalRow, Reason, Resolution, Severity, Value, reason


def row_subject(row: MedalRow, resolution: Resolution) -> str:
    """The NOC when the mention resolved, else the mention as written."""
    return resolution.noc or row.mention


def row_label(row: MedalRow, resolution: Resolution) -> str:
    """How a message names a row: ``Japan (JPN)``-style, from the document's own words."""
    if resolution.noc and resolution.noc not in row.mention:
        return f"{row.mention} ({resolution.noc})"
    return row.mention


def finding(
    code: str, severity: Severity, source_id: str, line: int, subject: str | None,
    attribute: str | None, expected: Value | None, actual: Value | None, what: Reason,
) -> Finding:
    """A finding on ``line`` saying ``what`` (a ``finding_*`` message): its parts are
    ``line N: what``, its ``message`` their English text."""
    parts = (reason("finding_at", line=line, finding=what),)
    return Finding(code=code, severity=severity, source_id=source_id, line=line, subject=subject,
                   attribute=attribute, expected=expected, actual=actual, message=render(parts),
                   reasons=parts)
