"""JSON: a list of row objects with any reasonable key names (``nation``/``country``/``noc``,
``gold``/``G``/``🥇``, ``Gold``, ``金牌``…), at the top or under a key (``{"medals": [...]}``).

Keys are read as a header row, so they mean what a column header would mean; each
object is located in the source text so its line, span and raw text are the object's.
"""

from __future__ import annotations

import json
from typing import Any

from podium.extract.grid import Cell, Grid, GridRow
from podium.extract.layouts import TableSearch, grid_search
from podium.model import Span


def _row_lists(data: Any, context: str = "") -> list[tuple[str, list[dict[str, Any]]]]:
    if isinstance(data, list) and data and all(isinstance(item, dict) for item in data):
        return [(context, data)]
    found: list[tuple[str, list[dict[str, Any]]]] = []
    if isinstance(data, dict):
        title = " ".join(str(v) for k, v in data.items() if isinstance(v, str))
        for key, value in data.items():
            found.extend(_row_lists(value, f"{title} {key}".strip()))
    elif isinstance(data, list):
        for item in data:
            found.extend(_row_lists(item, context))
    return found


def _scalar(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float, str)):
        return str(value)
    return ""


class _LineNumbers:
    """The line number of an offset, counting on from the offset asked for last (rows
    are asked for in document order: one pass over the text, not one per row)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0
        self.line = 1

    def at(self, offset: int) -> int:
        if offset < self.offset:
            self.offset, self.line = 0, 1
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line


def search(text: str) -> TableSearch:
    """The medal tables of a JSON document."""
    return grid_search(*grids(text))


def grids(text: str) -> tuple[list[Grid], int]:
    try:
        data = json.loads(text)
    except ValueError:
        return [], 0
    decoder = json.JSONDecoder()
    position = 0
    out: list[Grid] = []
    lines = _LineNumbers(text)
    lists = _row_lists(data)
    for context, items in lists:
        keys: list[str] = []
        for item in items:
            for key in item:
                if key not in keys and not isinstance(item[key], (dict, list)):
                    keys.append(key)
        header_line = lines.at(position)
        rows = [GridRow(tuple(Cell(k, k) for k in keys), header_line, Span(position, position), "")]
        for item in items:
            start, end = _locate(text, decoder, item, position)
            position = end
            line = lines.at(start)
            cells = tuple(Cell(value, value) for value in (_scalar(item.get(k)) for k in keys))
            rows.append(GridRow(cells, line, Span(start, end), text[start:end]))
        out.append(Grid(tuple(rows), "json", header_line, context))
    return out, len(lists)


def _locate(text: str, decoder: json.JSONDecoder, item: dict[str, Any], position: int) -> tuple[int, int]:
    """The offsets of the object equal to ``item``, searching from ``position``."""
    start = text.find("{", position)
    while start >= 0:
        try:
            value, end = decoder.raw_decode(text, start)
        except ValueError:
            value, end = None, start + 1
        if value == item:
            return start, end
        start = text.find("{", start + 1)
    return position, position
