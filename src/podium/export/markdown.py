"""A GitHub-style Markdown pipe table."""

from __future__ import annotations

from podium.rank import Standings

MEDALS = ("gold", "silver", "bronze", "total")


def md_cell(text: object) -> str:
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def to_markdown(standings: Standings) -> str:
    """A pipe table; unsettled cells carry a ``?``, a totals row closes it."""
    lines = [
        "| Rank | NOC | Nation | Gold | Silver | Bronze | Total |",
        "|---:|:---|:---|---:|---:|---:|---:|",
    ]
    for r in standings.rows:
        cells = [f"{getattr(r, a)}?" if a in r.unsettled else str(getattr(r, a)) for a in MEDALS]
        lines.append(f"| {r.rank} | {r.noc} | {md_cell(r.name)} | " + " | ".join(cells) + " |")
    t = standings.totals
    lines.append(f"| | | Total | {t['gold']} | {t['silver']} | {t['bronze']} | {t['total']} |")
    return "\n".join(lines) + "\n"
