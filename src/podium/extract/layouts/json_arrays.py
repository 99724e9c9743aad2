"""The JSON layout's tables shaped as arrays (:mod:`podium.extract.layouts.jsonrows` finds them):
rows as arrays under a header (``[["Nation", "Gold", ...], ["Norway", 16, ...]]``, a data
frame's ``split`` export) and tables stored column by column (``{"country": [...], "gold":
[...]}``, a data frame's ``list`` and ``columns`` exports); and what the layout's grids share:
a scalar's text, a key's meaning as a header."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from podium.extract.grid import Cell, Grid, GridRow, header_meaning
from podium.extract.layouts import LineNumbers
from podium.extract.layouts.json_values import CONTEXT_LIMIT, Array, Node, Object, Scalar
from podium.model import Span

MEDALS = ("gold", "silver", "bronze")


def scalar(value: str | int | float | bool | None) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


@lru_cache(maxsize=4096)
def meaning(key: str) -> str | None:
    return header_meaning(Cell(key, key))


@dataclass
class ArrayTable:
    node: Array
    header: list[str]  # the columns' names
    rows: list[Array]  # each an array of scalars, as long as the header
    context: str


@dataclass
class ColumnTable:
    node: Object
    header: list[str]  # the columns' names (the object's keys)
    rows: list[list[Scalar]]  # each row's cells, one from each column, in the header's order
    context: str


def _column(node: Node) -> list[tuple[str, Scalar]] | None:
    """A column of a table stored column by column: an array of scalars (its items keyed by
    their places) or an object of scalars keyed by row (a data frame's ``columns`` export:
    ``{"0": "Norway", "1": "Germany"}``); None for anything else."""
    if isinstance(node, Array) and node.items and all(isinstance(v, Scalar) for v in node.items):
        return [(str(i), v) for i, v in enumerate(node.items) if isinstance(v, Scalar)]
    if isinstance(node, Object) and node.items and all(isinstance(v, Scalar) for _, _, v in node.items):
        return [(k, v) for k, _, v in node.items if isinstance(v, Scalar)]
    return None


def column_table(node: Object, context: str) -> ColumnTable | None:
    """An object whose values are a table's columns, each keyed by the column's name
    (``{"country": ["Norway", ...], "gold": [16, ...], ...}``, a data frame's ``list`` or
    ``columns`` export): read row by row when at least two of its columns name medal
    colours and they and the columns beside them hold the same rows (the same places or
    row keys, each once). Other values of the object are its context, not columns."""
    columns = [(key, column) for key, _, value in node.items if (column := _column(value)) is not None]
    medal = [(key, column) for key, column in columns if meaning(key) in MEDALS]
    if len({meaning(key) for key, _ in medal}) < 2:
        return None
    rows = [k for k, _ in medal[0][1]]
    if len(set(rows)) != len(rows):
        return None
    parallel = [(key, dict(column)) for key, column in columns
                if len(column) == len(rows) and {k for k, _ in column} == set(rows)]
    if len(parallel) < 3 or not {key for key, _ in medal} <= {key for key, _ in parallel}:
        return None
    title = " ".join(v.value for _, _, v in node.items if isinstance(v, Scalar) and isinstance(v.value, str))
    return ColumnTable(node, [key for key, _ in parallel], [[column[r] for _, column in parallel] for r in rows],
                        " ".join(p for p in (title, context) if p)[:CONTEXT_LIMIT])


def texts(node: Array) -> list[str] | None:
    """The texts of an array of texts (a header's names), or None."""
    if not node.items or not all(isinstance(v, Scalar) and isinstance(v.value, str) for v in node.items):
        return None
    return [str(v.value) for v in node.items if isinstance(v, Scalar)]


def array_rows(node: Array, header: list[str] | None) -> tuple[list[str], list[Array]] | None:
    """An array of arrays read as a table: (its header, its rows), its header the one given or
    its first item (an array of texts); None unless every item is a row of scalars as long
    as the header and the header names at least two colours of medals."""
    rows = [item for item in node.items if isinstance(item, Array)]
    if len(rows) != len(node.items) or not rows:
        return None
    if header is None:
        header = texts(rows[0])
        rows = rows[1:]
    if header is None or not rows or len({meaning(h) for h in header} & set(MEDALS)) < 2:
        return None
    if not all(len(r.items) == len(header) and all(isinstance(v, Scalar) for v in r.items) for r in rows):
        return None
    return header, rows


def _header_row(names: list[str], line: int, at: int) -> GridRow:
    """A grid's header row of these column names, at offset ``at`` (the table's start)."""
    return GridRow(tuple(Cell(name, name) for name in names), line, Span(at, at), "")


def array_grid(text: str, table: ArrayTable, lines: LineNumbers) -> Grid:
    """A table of arrays as a grid: its header's names, then a row per array."""
    header_line = lines.at(table.node.start)
    rows = [_header_row(table.header, header_line, table.node.start)]
    for row in table.rows:
        cells = tuple(Cell(scalar(v.value), scalar(v.value)) for v in row.items if isinstance(v, Scalar))
        rows.append(GridRow(cells, lines.at(row.start), Span(row.start, row.end), text[row.start:row.end]))
    return Grid(tuple(rows), "json", header_line, table.context)


def column_grid(table: ColumnTable, lines: LineNumbers) -> Grid:
    """A table stored column by column as a grid: its columns' names, then a row per row key.
    A row's cells lie apart in the text: its line and span are its first cell's (the nation,
    as the columns are usually ordered), its text says each cell under its column's name."""
    header_line = lines.at(table.node.start)
    rows = [_header_row(table.header, header_line, table.node.start)]
    for cells in sorted(table.rows, key=lambda row: row[0].start):
        shown = [scalar(v.value) for v in cells]
        rows.append(GridRow(tuple(Cell(t, t) for t in shown), lines.at(cells[0].start),
                            Span(cells[0].start, cells[0].end),
                            "; ".join(f"{name}: {t}" for name, t in zip(table.header, shown))))
    return Grid(tuple(rows), "json", header_line, table.context)
