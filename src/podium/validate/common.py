"""What the rule modules share: how a row is named in a finding."""

from __future__ import annotations

from podium.model import MedalRow, Resolution


def row_subject(row: MedalRow, resolution: Resolution) -> str:
    """The NOC when the mention resolved, else the mention as written."""
    return resolution.noc or row.mention


def row_label(row: MedalRow, resolution: Resolution) -> str:
    """How a message names a row: ``Japan (JPN)``-style, from the document's own words."""
    if resolution.noc and resolution.noc not in row.mention:
        return f"{row.mention} ({resolution.noc})"
    return row.mention
