"""CSV/TSV with any delimiter (``,`` ``;`` tab ``|``), quoted cells allowed.

The delimiter is the one that splits most non-blank lines into the same number (3 or
more) of cells. Each line is one row; its cells keep the line's offsets.
"""

from __future__ import annotations

import csv
import re
from collections import Counter

from podium.extract.grid import Cell, Grid, GridRow
from podium.extract.layouts import TableSearch, grid_search
from podium.model import Span

DELIMITERS = (",", ";", "\t", "|")


def _split(line: str, delimiter: str) -> list[str]:
    """The cells of a non-blank line, as the csv module reads them (a cell may keep the
    leading spaces the csv module skips: callers strip cells)."""
    if '"' not in line:
        return line.split(delimiter)  # nothing quoted: the csv module would split the same
    try:
        return next(csv.reader([line], delimiter=delimiter, skipinitialspace=True))
    except (csv.Error, StopIteration):
        return line.split(delimiter)


def delimiter_of(text: str) -> str | None:
    """The delimiter of a delimited document: apart from up to three title lines above and
    notes below, nearly every line (90%) splits into the same number of cells (at least 4)
    or one fewer (a tied rank left out), and most into exactly that number; or every line of
    at least three into exactly three (a table in long form)."""
    lines = [line for line in text.split("\n", 200)[:200] if line.strip()]  # the first 200 lines
    if len(lines) < 2:
        return None
    best: tuple[float, str] | None = None
    for delimiter in DELIMITERS:
        if delimiter not in lines[0] and delimiter not in lines[-1]:
            continue
        if delimiter == "|" and sum(line.lstrip().startswith("|") for line in lines) > len(lines) / 2:
            continue  # a Markdown pipe table
        counts = [len(_split(line, delimiter)) for line in lines]
        width, _ = Counter(counts).most_common(1)[0]
        if width < 3:
            continue
        # A title or two above and a note below are allowed; the body must be regular.
        first = next(i for i, c in enumerate(counts) if c == width)
        last = max(i for i, c in enumerate(counts) if c == width)
        body = counts[first:last + 1]
        # A row may be one cell short: a tied rank left out.
        share = sum(c in (width, width - 1) for c in body) / len(body)
        # three columns (a table in long form: nation, colour, count) only when every line of
        # the body has them: a text's lines with two commas here and there are no table
        regular = share >= 0.9 if width >= 4 else len(body) >= 3 and all(c == width for c in body)
        if sum(c == width for c in body) * 2 > len(body) and first <= 3 and len(counts) - 1 - last <= 3 and len(body) >= 2 \
                and regular and (best is None or share > best[0]):
            best = (share, delimiter)
    return best[1] if best else None


#: the inline formatting tags an export may keep around a cell's text (a script is no such tag: kept,
#: it is the cell's text)
_TAG = re.compile(r"</?(?:span|b|i|u|em|strong|font|small|sup|sub|a|br|p|div)\b[^<>]*>", re.I)
_RULE = re.compile(r":?-*:?")


def _without_markup(cell: str) -> str:
    """A cell without the HTML tags an export kept (``<span style='color:#000;'>Gold</span>``)."""
    return (_TAG.sub("", cell) if "<" in cell else cell).strip()


def search(text: str) -> TableSearch:
    """The medal tables of a delimited (CSV) document."""
    return grid_search(*grids(text))


def grids(text: str) -> tuple[list[Grid], int]:
    delimiter = delimiter_of(text) or ","
    rows: list[GridRow] = []
    position = 0
    for number, line in enumerate(text.split("\n"), start=1):
        start = position
        position += len(line) + 1
        body = line.rstrip("\r")
        if not body.strip():
            continue
        cells = tuple(Cell(value, value) for value in (_without_markup(v) for v in _split(body, delimiter)))
        if all(_RULE.fullmatch(c.text) for c in cells):
            continue  # a Markdown table's rule ("---|---|---"), its pipes taken for a delimiter
        rows.append(GridRow(cells, number, Span(start, start + len(body)), body))
    if not rows:
        return [], 0
    return [Grid(tuple(rows), "csv", rows[0].line, context=_titles(rows))], 1


#: the most of a delimited table's title lines kept as its context (characters)
_TITLES_LIMIT = 300


def _titles(rows: list[GridRow]) -> str:
    """The title lines above a delimited table (a line of one cell, before its first line of
    several): what they say of the table (``All-time medal table``, ``as of 8 August``)."""
    titles = []
    for row in rows:
        cells = [c.text for c in row.cells if c.text.strip()]
        if len(cells) > 1:
            break
        titles.extend(cells)
    return " ".join(titles)[:_TITLES_LIMIT]
