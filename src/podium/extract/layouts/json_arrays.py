"""The JSON layout's tables shaped as arrays (:mod:`podium.extract.layouts.jsonrows` finds them):
rows as arrays under a header (``[["Nation", "Gold", ...], ["Norway", 16, ...]]``, a data
frame's ``split`` export) and tables stored column by column (``{"country": [...], "gold":
[...]}``, a data frame's ``list`` and ``columns`` exports); and what the layout's grids share:
a scalar's text, a key's meaning as a header."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from podium.extract.grid import Cell, Grid, GridRow, header_meaning
from podium.extract.layouts import LineNumbers
from podium.extract.layouts.json_values import CONTEXT_LIMIT, Array, Node, Object, Scalar, Top
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
    """What a key names, as a header cell would; a camelCase key read as its words
    (``olympicCountry`` is a country, ``medalCount`` a count of medals)."""
    found = header_meaning(Cell(key, key))
    if found is None and (words := _CAMEL.sub(" ", key)) != key:
        found = header_meaning(Cell(words, words))
    return found


#: where a camelCase key's next word starts
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


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


def headed_rows(text: str, node: Array, before: list[str] | None = None) -> tuple[list[str], list[Array]] | None:
    """An array of arrays read as a table (``array_rows``), its header found where a program
    puts it: its first item; else, for rows that do not name their columns, the value before
    it (``before``: ``HEADER = ("Rank", "NPC", "Gold", ...)`` above ``ROWS = [...]``), a
    comment naming them (``# (nation, gold, silver, bronze, total)``) inside the array before
    its first row or on the line above it; else, rows of a name and four counts whose
    last is the sum of the others in every row (an optional rank first), read as a nation's
    gold, silver, bronze and total. None when nothing names at least two colours of medals."""
    found = array_rows(node, None)
    if found is not None or not node.items or not all(isinstance(item, Array) for item in node.items):
        return found
    widths = {len(item.items) for item in node.items if isinstance(item, Array)}
    if len(widths) != 1:
        return None
    width = widths.pop()
    for header in (before, _commented_header(text, node, width), _summed_header(node, width)):
        if header is not None and len(header) == width and (found := array_rows(node, header)) is not None:
            return found
    return None


_COMMENT = re.compile(r"//([^\n]*)")
_NAME_SPLIT = re.compile(r"[,;|()\[\]]+")


def keyed_rows(text: str, node: Array) -> tuple[list[str], list[Array]] | None:
    """Rows each under its nation's name (the key first, then its values: ``jsonrows``'
    ``_rows_by_key``) read as a table: named as an array's are, or by a comment naming the
    values' columns alone (``// (rank, g, s, b, tot)``), the key the nation."""
    found = headed_rows(text, node)
    if found is not None or not node.items or not isinstance(node.items[0], Array):
        return found
    values = _commented_header(text, node, len(node.items[0].items) - 1)
    return array_rows(node, ["nation", *values]) if values is not None else None


def _commented_header(text: str, node: Array, width: int) -> list[str] | None:
    """The columns a comment names: inside the array before its first row, else on the line
    above the array's line, their names parted by commas (or by spaces)."""
    first = node.items[0].start
    line_start = text.rfind("\n", 0, node.start) + 1
    above = text[text.rfind("\n", 0, max(line_start - 1, 0)) + 1:line_start]
    for region in (text[node.start + 1:first], above):
        for comment in reversed(_COMMENT.findall(region)):
            for said in (*_BRACKETED_NAMES.findall(comment), comment):  # "Hangzhou 2022 (rank, g, s, b, tot)"
                parts = [p.strip() for p in _NAME_SPLIT.split(said) if p.strip()]
                names = parts if len(parts) == width else said.split()
                if len(names) == width:
                    return names
    return None


#: the names in brackets inside a comment
_BRACKETED_NAMES = re.compile(r"\(([^()]*)\)")


def _summed_header(node: Array, width: int) -> list[str] | None:
    """Rows of an optional rank, a name and four counts, the fourth the sum of the other three
    in every row: (rank,) nation, gold, silver, bronze, total."""
    names = ["nation", "gold", "silver", "bronze", "total"]
    if width not in (5, 6) or len(node.items) < 3:
        return None
    ranked = width == 6
    for item in node.items:
        assert isinstance(item, Array)
        cells = [v.value if isinstance(v, Scalar) else None for v in item.items]
        if ranked and not isinstance(cells[0], int):
            return None
        name, *counts = cells[1:] if ranked else cells
        if not isinstance(name, str) or not all(isinstance(c, int) and not isinstance(c, bool) for c in counts):
            return None
        gold, silver, bronze, total = counts
        if gold + silver + bronze != total:  # type: ignore[operator]
            return None
    return ["rank", *names] if ranked else names


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


def with_runs_of_rows(text: str, tops: list[Top]) -> list[tuple[Node, str]]:
    """The values ``tops`` with each run of rows written one a line as values of their own
    (``country1 = [1, "Australia", 67, 57, 54, 178]``, then ``country2 = [...]``: arrays of
    scalars, of one length, holding a number, each on a line of its own) joined into one array
    of rows, as a program would have written them in one: so the header above them
    (``header = ["Rank", "Country", ...]``) names their columns."""
    out: list[tuple[Node, str]] = []
    run: list[Top] = []

    def close() -> None:
        if len(run) > 1:
            out.append((Array(run[0].node.start, run[-1].node.end, [t.node for t in run]), run[0].lead))
        else:
            out.extend((t.node, t.lead) for t in run)
        run.clear()

    for top in tops:
        if not row_of_scalars(top.node):
            close()
            out.append((top.node, top.lead))
            continue
        if run and (len(top.node.items) != len(run[-1].node.items)  # type: ignore[union-attr]
                    or "\n" not in text[run[-1].node.end:top.node.start]):
            close()
        run.append(top)
    close()
    return out


def row_of_scalars(node: Node) -> bool:
    """An array of scalars of which at least one is a number: a row, not a header."""
    return (isinstance(node, Array) and len(node.items) >= 3 and all(isinstance(v, Scalar) for v in node.items)
            and any(isinstance(v.value, int | float) and not isinstance(v.value, bool) for v in node.items))  # type: ignore[union-attr]


def rows_by_key(node: Object) -> Array | None:
    """An object whose values are rows of scalars of one length, each under its nation's name
    (``{'China': [1, 201, 111, 71, 383], 'Japan': [2, 52, ...]}``), as the array of its rows,
    each row its key then its values: the columns named as an array's are (a comment above,
    ``// (rank, g, s, b, tot)``, naming the values' columns). None for any other object."""
    if len(node.items) < 2 or not all(row_of_scalars(value) for _, _, value in node.items):
        return None
    if len({len(value.items) for _, _, value in node.items if isinstance(value, Array)}) != 1:
        return None
    rows: list[Node] = []
    for key, start, value in node.items:
        assert isinstance(value, Array)
        name = Scalar(key, start, start + len(key) + 2)  # the key and its quotes
        rows.append(Array(start, value.end, [name, *value.items]))
    return Array(node.start, node.end, rows)
