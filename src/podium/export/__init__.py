"""Medal-table exports. Each writer takes ``Standings`` and returns text."""

from __future__ import annotations

import csv
import io

from podium.rank import Standings

HEADER = ("rank", "noc", "name", "gold", "silver", "bronze", "total", "status", "confidence")


def to_csv(standings: Standings) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    for r in standings.rows:
        writer.writerow(
            (r.rank, r.noc, r.name, r.gold, r.silver, r.bronze, r.total, r.status.value, r.confidence)
        )
    return out.getvalue()


def _md_cell(text: object) -> str:
    return str(text).replace("|", "\\|")


def to_markdown(standings: Standings) -> str:
    """A GitHub-style pipe table; unsettled cells carry a ``?``, a totals row closes it."""
    lines = [
        "| Rank | NOC | Nation | Gold | Silver | Bronze | Total |",
        "|---:|:---|:---|---:|---:|---:|---:|",
    ]
    for r in standings.rows:
        cells = [
            f"{getattr(r, a)}?" if a in r.unsettled else str(getattr(r, a))
            for a in ("gold", "silver", "bronze", "total")
        ]
        lines.append(
            f"| {r.rank} | {r.noc} | {_md_cell(r.name)} | " + " | ".join(cells) + " |"
        )
    t = standings.totals
    lines.append(f"| | | Total | {t['gold']} | {t['silver']} | {t['bronze']} | {t['total']} |")
    return "\n".join(lines) + "\n"


FORMATS = {"csv": to_csv, "md": to_markdown}
