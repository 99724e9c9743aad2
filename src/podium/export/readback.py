"""Read podium's own Markdown and wikitext exports back into rows.

These readers know exactly the two forms podium writes (``markdown.py``, ``wikitext.py``);
documents in any other layout are read by ``podium.extract``. A round trip
``read_markdown(to_markdown(s)) == rows_of(s)`` holds for every table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from podium.errors import BadInput
from podium.rank import Standings, competition_ranks

from .wikitext import NOTE_NAME

MEDALS = ("gold", "silver", "bronze", "total")


@dataclass(frozen=True)
class ReadRow:
    """One row of an exported table: what both export forms carry."""

    rank: int
    noc: str
    gold: int
    silver: int
    bronze: int
    total: int
    unsettled: tuple[str, ...] = ()


def rows_of(standings: Standings) -> list[ReadRow]:
    return [
        ReadRow(r.rank, r.noc, r.gold, r.silver, r.bronze, r.total, r.unsettled)
        for r in standings.rows
    ]


_UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")


def _pipe_cells(line: str) -> list[str]:
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    return [c.strip().replace("\\|", "|").replace("\\\\", "\\") for c in _UNESCAPED_PIPE.split(body)]


def read_markdown(text: str) -> list[ReadRow]:
    """The rows of a table written by ``to_markdown`` (the totals row is left out)."""
    rows = []
    header = True  # the first row of seven cells: the headers, in any language
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip().startswith("|"):
            continue
        cells = _pipe_cells(line)
        if len(cells) != 7 or (cells[0] and set(cells[0]) <= set("-: ")):  # not a row, or the rule
            continue
        if header:
            header = False
            continue
        if not cells[0] and not cells[1]:
            continue  # the totals row
        try:
            numbers = [int(c.rstrip("?")) for c in cells[3:]]
            rank = int(cells[0])
        except ValueError:
            raise BadInput(f"not a row of podium's Markdown export: {line!r}", line=number) from None
        unsettled = tuple(a for a, c in zip(MEDALS, cells[3:]) if c.endswith("?"))
        gold, silver, bronze, total = numbers
        rows.append(ReadRow(rank, cells[1], gold, silver, bronze, total, unsettled))
    return rows


_TEMPLATE = re.compile(r"\{\{\s*Medals[ _]table\b(.*?)\n\}\}", re.S | re.I)
_PARAM = re.compile(r"\b(gold|silver|bronze|host)_([A-Z0-9]{3})\s*=\s*([^|<\n]*)")
_NOTE = re.compile(r"\bnote_([A-Z0-9]{3})\s*=\s*\{\{efn\|name=" + NOTE_NAME + r"-[A-Z0-9]{3}-([a-z-]+)\|")


def read_wikitext(text: str) -> list[ReadRow]:
    """The rows of a ``{{Medals table}}`` written by ``to_wikitext``, ranked as the template
    ranks them (gold, silver, bronze; equal rows share a rank and are listed by NOC)."""
    found = _TEMPLATE.search(text)
    if found is None:
        raise BadInput("no {{Medals table}} template found")
    body = found.group(1)
    medals: dict[str, dict[str, int]] = {}
    for kind, noc, value in _PARAM.findall(body):
        if kind == "host":
            continue
        try:
            medals.setdefault(noc, {})[kind] = int(value.strip() or 0)
        except ValueError:
            raise BadInput(f"{kind}_{noc}: not a number: {value.strip()!r}") from None
    notes = {noc: tuple(names.split("-")) for noc, names in _NOTE.findall(body)}
    counts = {
        noc: (m.get("gold", 0), m.get("silver", 0), m.get("bronze", 0)) for noc, m in medals.items()
    }
    order = sorted(sorted(counts), key=lambda noc: counts[noc], reverse=True)
    ranks = competition_ranks([counts[noc] for noc in order])
    return [
        ReadRow(rank, noc, *counts[noc], sum(counts[noc]), notes.get(noc, ()))
        for rank, noc in zip(ranks, order)
    ]
