"""SQL dumps: a table's rows as ``INSERT INTO medal VALUES ('USA', 'United States', 46, 37, 38,
121);`` statements (one row each, or many after one ``VALUES``), their columns named by the
statement (``INSERT INTO medal (noc, gold, ...)``) or by the table's ``CREATE TABLE``. Each
table of the dump is a grid, its rows in the order inserted, each keeping the line, span and
text of its tuple of values; the comments above the table's first statement are its context.

Strings are single-quoted (``''`` inside one is a quote), names may be quoted with backquotes,
double quotes or brackets; ``NULL`` is an empty cell. The statements are found by one pass of
regular expressions, linear in the size of the dump.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from podium.extract.grid import Cell, Grid, GridRow
from podium.extract.layouts import LineNumbers, TableSearch, grid_search
from podium.model import Span

_NAME = r"(?:`[^`]+`|\"[^\"]+\"|\[[^\]]+\]|[\w.$]+)"
_CREATE = re.compile(r"\bCREATE\s+(?:TEMP(?:ORARY)?\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(" + _NAME + r")\s*\(", re.I)
_INSERT = re.compile(r"\bINSERT\s+(?:OR\s+\w+\s+)?(?:IGNORE\s+)?INTO\s+(" + _NAME + r")\s*(\([^()]*\))?\s*VALUES\s*", re.I)
#: one value of a tuple: a string, or anything up to the next comma or closing parenthesis
_VALUE = re.compile(r"\s*('(?:[^']|'')*'|[^,()']*)\s*(,|\))")
#: a column definition that is a constraint, not a column
_CONSTRAINT = re.compile(r"(?:PRIMARY|FOREIGN|UNIQUE|CONSTRAINT|KEY|INDEX|CHECK|FULLTEXT)\b", re.I)
_COMMENT = re.compile(r"^\s*(?:--|#)\s?(.*)$|/\*(.*?)\*/", re.M | re.S)
#: the most characters of comments kept as a table's context
CONTEXT_LIMIT = 600


@dataclass
class _Table:
    name: str
    columns: list[str] | None
    start: int
    rows: list[tuple[int, int, list[str]]] = field(default_factory=list)  # (start, end, values)


def _unquote_name(name: str) -> str:
    """A table's or a column's name without its quotes, or its schema (``db.medals``)."""
    name = name.strip()
    return name[1:-1] if name[:1] in "`\"[" else name.rsplit(".", 1)[-1]


def _items(text: str, start: int) -> tuple[list[str], int]:
    """The comma-separated items of a parenthesis opened just before ``start`` (commas inside
    quotes and nested parentheses are no cuts), and the offset after the one that closes it."""
    parts, depth, quote, begin = [], 0, "", start
    for i in range(start, len(text)):
        ch = text[i]
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"`":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                parts.append(text[begin:i])
                return parts, i + 1
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[begin:i])
            begin = i + 1
    parts.append(text[begin:])
    return parts, len(text)


def _created_columns(text: str, body_start: int) -> list[str] | None:
    """The column names of a ``CREATE TABLE`` whose parenthesis opens before ``body_start``."""
    names = []
    for definition in _items(text, body_start)[0]:
        words = definition.split()
        if words and not _CONSTRAINT.match(words[0]):
            names.append(_unquote_name(words[0]))
    return names or None


def _value(token: str) -> str:
    token = token.strip()
    if token.startswith("'"):
        return token[1:-1].replace("''", "'")
    return "" if token.upper() == "NULL" else token


def _tuples(text: str, at: int) -> tuple[list[tuple[int, int, list[str]]], int]:
    """The tuples of values from ``at`` (just after ``VALUES``): (start, end, values) each,
    and where they end."""
    rows: list[tuple[int, int, list[str]]] = []
    while True:
        while at < len(text) and text[at] in " \t\r\n":
            at += 1
        if at >= len(text) or text[at] != "(":
            return rows, at
        start, at = at, at + 1
        values: list[str] = []
        while True:
            match = _VALUE.match(text, at)
            if match is None:
                return rows, at  # not a tuple of plain values: the statement ends here
            values.append(_value(match.group(1)))
            at = match.end()
            if match.group(2) == ")":
                break
        rows.append((start, at, values))
        while at < len(text) and text[at] in " \t\r\n":
            at += 1
        if at < len(text) and text[at] == ",":
            at += 1
            continue
        return rows, at


def _context(text: str, before: int, after: int) -> str:
    """The comments between offset ``after`` (the statement before) and ``before``."""
    words = [(m.group(1) or m.group(2) or "").strip(" -=*") for m in _COMMENT.finditer(text, after, before)]
    return " ".join(w for w in words if w)[-CONTEXT_LIMIT:]


def _tables(text: str) -> list[tuple[_Table, str]]:
    created: dict[str, list[str] | None] = {}
    for create in _CREATE.finditer(text):
        created[_unquote_name(create.group(1)).lower()] = _created_columns(text, create.end())
    tables: dict[str, tuple[_Table, str]] = {}
    last_end = 0
    position = 0
    while (match := _INSERT.search(text, position)) is not None:
        name = _unquote_name(match.group(1))
        listed = [_unquote_name(c) for c in _items(text, match.start(2) + 1)[0]] if match.group(2) else None
        rows, position = _tuples(text, match.end())
        position = max(position, match.end())
        key = name.lower()
        known = tables.get(key)
        if known is None or (listed and known[0].columns != listed):  # another list of columns: another table
            if known is not None:
                key = f"{key}\x00{len(tables)}"
            tables[key] = (_Table(name, listed or created.get(name.lower()), match.start()),
                           _context(text, match.start(), last_end))
        tables[key][0].rows.extend(rows)
        last_end = position
    return list(tables.values())


def grids(text: str) -> tuple[list[Grid], int]:
    """The tables of a SQL dump as grids, and how many tables it inserts into."""
    line_of = LineNumbers(text).at
    out = []
    found = _tables(text)
    for table, context in found:
        if not table.rows:
            continue
        header_line = line_of(table.start)
        rows = []
        if table.columns is not None:
            rows.append(GridRow(tuple(Cell(c, c) for c in table.columns), header_line,
                                Span(table.start, table.start), ""))
        for start, end, values in table.rows:
            rows.append(GridRow(tuple(Cell(v, v) for v in values), line_of(start), Span(start, end), text[start:end]))
        out.append(Grid(tuple(rows), "sql", header_line, f"{context} {table.name}".strip()))
    return out, len(found)


def search(text: str) -> TableSearch:
    """The medal tables of a SQL dump."""
    return grid_search(*grids(text))

