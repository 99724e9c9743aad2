"""A GitHub-style Markdown pipe table, its headers in the reader's language."""

from __future__ import annotations

from podium.i18n.labels import labels
from podium.rank import Standings

from .marks import MARKDOWN_MARK

MEDALS = ("gold", "silver", "bronze", "total")


def md_cell(text: object) -> str:
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def to_markdown(standings: Standings, lang: str = "en") -> str:
    """A pipe table with its headers in ``lang`` (``Место | NOC | Страна | Золото ...``);
    unsettled cells carry a ``?``, a totals row closes it, and podium's mark
    (``marks.MARKDOWN_MARK``, an HTML comment no viewer shows) follows it."""
    words = labels(lang)
    headers = [words["rank"], "NOC", words["nation"], *(words[a] for a in MEDALS)]
    lines = [
        "| " + " | ".join(md_cell(h) for h in headers) + " |",
        "|---:|:---|:---|---:|---:|---:|---:|",
    ]
    for r in standings.rows:
        cells = [f"{getattr(r, a)}?" if a in r.unsettled else str(getattr(r, a)) for a in MEDALS]
        lines.append(f"| {r.rank} | {r.noc} | {md_cell(r.name)} | " + " | ".join(cells) + " |")
    t = standings.totals
    lines.append(f"| | | {md_cell(words['total'])} | {t['gold']} | {t['silver']} | {t['bronze']} | {t['total']} |")
    lines.append("")
    lines.append(MARKDOWN_MARK)
    return "\n".join(lines) + "\n"
