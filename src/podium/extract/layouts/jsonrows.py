"""JSON: medal tables as row objects anywhere in the tree, with any reasonable key names
(``nation``/``country``/``noc``, ``gold``/``G``/``🥇``, ``Gold``, ``金牌``…).

The shapes read:

- an array of row objects, at the top or under keys at any depth (``{"data": {"results":
  [...]}}``); each such array is its own table, and an array of objects that holds no medal
  rows itself is searched inside (a list of Games, each with its table);
- an object whose values are row objects keyed by the nation (``{"medals": {"Norway":
  {"gold": 16, ...}, ...}}``);
- medal counts nested in a row: an object (``"medals": {"gold": 3, "silver": 1, ...}``), or a
  list of counts per type as an official results API gives them (``"medalsNumber": [{"type":
  "Men", ...}, {"type": "Total", "gold": 40, ...}]``: the ``Total`` entry); a cell written
  as an object with a ``text``/``value`` (``{"href": "", "text": "100"}``) is its text. Other
  arrays inside a row (per-sport breakdowns) are no rows;
- the nation as a name (``country``, ``description``, ``name``, ``team``…) and a code
  (``organisation``, ``noc``, ``country_code``, ``code``, ``ioc``…): the name is the row's
  mention, except that the code (a known IOC/IPC code, :func:`podium.nations.is_noc`) is
  when the name does not name one nation (``Korea``, ``Olympic Athlete from Russia``) or
  the code is a historical one (``FRG`` beside ``Germany``);
- rows as arrays under a header: an array whose first item names the columns
  (``[["Nation", "Gold", ...], ["Norway", 16, ...]]``, a spreadsheet's ``values``), or
  an array of arrays beside a key that names them (``{"columns": ["noc", "gold", ...],
  "data": [["NOR", 16, ...], ...]}``, a data frame's ``split`` export);
- JSON Lines (one object per line) and JavaScript data files (``var d00 = {...};``,
  ``export const medalData = [...]``), whose comments and variable names before a value
  are its context.

The document is read by the lenient tokenizer of :mod:`podium.extract.layouts.json_values`,
not by ``json.loads``: every value keeps its offsets, so a row's line, span and raw text
are its object's; nesting deeper than its ``MAX_DEPTH`` is skipped, never recursed into;
and the work is linear in the size of the text. Keys are read as a header row, so they
mean what a column header would mean (``podium.extract.grid``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from podium import collector
from podium.extract.grid import Cell, Grid, GridRow
from podium.extract.layouts import LineNumbers, TableSearch, grid_search
from podium.extract.layouts.json_arrays import (
    MEDALS,
    ArrayTable,
    ColumnTable,
    array_grid,
    array_rows,
    column_grid,
    column_table,
    headed_rows,
    keyed_rows,
    rows_by_key,
    scalar,
    texts,
    with_runs_of_rows,
)
from podium.extract.layouts.json_arrays import meaning as _meaning
from podium.extract.layouts.json_values import CONTEXT_LIMIT, MAX_DEPTH, Array, Node, Object, Scalar, Top, parse
from podium.extract.lexicon import fold, lexicon
from podium.model import Span

_TIMESTAMP = re.compile(r"\b(\d{4}-\d{2}-\d{2})T(\d)")
#: a key that is a year: an object of such keys holds a table per year
_YEAR_KEY = re.compile(r"(?:18[89][0-9]|19[0-9]{2}|20[0-9]{2})")
_CODE_VALUE = re.compile(r"\(?\s*([A-Z]{3}|[A-Z]{2}\d)\s*\)?")
_COUNTS = frozenset(("gold", "silver", "bronze", "total"))
#: Keys (folded, letters and digits only) that hold a nation's code.
_CODE_KEYS = frozenset((
    "noc", "nocs", "code", "ioc", "ioccode", "noccode", "npc", "npccode", "countrycode", "nationcode",
    "teamcode", "organisation", "organization", "organisationcode", "organizationcode", "countryid",
    "nationid", "countrynoc", "countryioc", "abbreviation", "abbr", "triletter", "nok", "cno",
))
#: Keys (folded, letters and digits only) that hold a nation's name, beside the header words.
_NAME_KEYS = frozenset((
    "name", "description", "countryname", "nationname", "teamname", "longname", "shortname",
    "displayname", "organisationname", "organizationname", "countrydescription", "label",
))
#: Keys of an object that stands for its text (a link cell: ``{"href": "", "text": "100"}``).
_TEXT_KEYS = ("text", "value", "#text", "content", "display", "displayvalue")
#: Keys of a typed count's type (``{"type": "Total", ...}``) and of its count.
_TYPE_KEYS = frozenset(("type", "medaltype", "kind", "category", "name", "label", "description"))
#: Keys (folded, letters and digits only) whose array of texts names the columns of an array
#: of arrays beside it (a data frame's ``split`` export, an API's ``columns``/``rows``).
_COLUMN_KEYS = frozenset(("columns", "column", "cols", "fields", "header", "headers", "headings", "keys", "names"))


# --- reading rows -----------------------------------------------------------------------


def _squash(key: str) -> str:
    return "".join(ch for ch in fold(key) if ch.isalnum())


@lru_cache(maxsize=4096)
def _is_code_key(key: str) -> bool:
    squashed = _squash(key)
    return squashed in _CODE_KEYS or squashed.endswith(("noc", "ioccode", "countrycode", "nationcode"))


@lru_cache(maxsize=4096)
def _is_name_key(key: str) -> bool:
    return not _is_code_key(key) and (_meaning(key) == "nation" or _squash(key) in _NAME_KEYS)


@lru_cache(maxsize=1)
def _total_words() -> frozenset[str]:
    return frozenset(fold(w).strip() for w in lexicon().totals) | {"total", "totals", "overall", "all", "sum"}


def _text_of(node: Object) -> str | None:
    """The text of a cell written as an object (``{"href": "", "text": "100"}``), if it is one."""
    for key, _, value in node.items:
        if key.lower() in _TEXT_KEYS and isinstance(value, Scalar):
            return scalar(value.value)
    return None


def _counts_of(node: Object) -> list[tuple[str, str]]:
    """The medal counts of a nested object, as (key, text); a count that is itself split
    (``"ME_GOLD": {"M": 0, "W": 2, "X": 0, "total": 2}``, by men, women and mixed) is its total."""
    counts = []
    for key, _, value in node.items:
        if _meaning(key) not in _COUNTS:
            continue
        if isinstance(value, Scalar):
            counts.append((key, scalar(value.value)))
        elif isinstance(value, Object):
            total = next((v for k, _, v in value.items if isinstance(v, Scalar) and _meaning(k) == "total"), None)
            if total is not None:
                counts.append((key, scalar(total.value)))
    return counts


def _typed_counts(node: Array) -> list[tuple[str, str]]:
    """Counts per type: the ``Total`` entry's counts, or one count per medal type
    (``[{"type": "Gold", "count": 40}, ...]``); nothing for other lists (per-sport rows)."""
    typed: list[tuple[str, str]] = []
    for entry in node.items:
        if not isinstance(entry, Object):
            continue
        kinds = [fold(scalar(v.value)).strip() for k, _, v in entry.items
                 if isinstance(v, Scalar) and isinstance(v.value, str) and _squash(k) in _TYPE_KEYS]
        if any(kind in _total_words() for kind in kinds):
            counts = _counts_of(entry)
            if counts:
                return counts
        meaning = next((_meaning(kind) for kind in kinds if _meaning(kind) in _COUNTS), None)
        numbers = [v for k, _, v in entry.items if isinstance(v, Scalar) and isinstance(v.value, (int, float))
                   and _squash(k) not in ("id", "rank", "order", "sortorder")]
        if meaning is not None and len(numbers) == 1:
            typed.append((meaning, scalar(numbers[0].value)))
    return typed


@dataclass
class _Row:
    """A row object read flat: its scalar fields (key -> text, a repeated key's last
    value), the counts nested in it, and its nation's name and code fields."""

    fields: dict[str, str]
    names: list[tuple[str, str]]
    codes: list[tuple[str, str]]
    nation_keys: set[str]

    def meanings(self) -> set[str | None]:
        return {_meaning(k) for k in self.fields}

    def has_medals(self) -> bool:
        return len(self.meanings() & set(MEDALS)) >= 2


def _read_row(node: Object) -> _Row:
    fields: dict[str, str] = {}
    nested: list[tuple[str, str]] = []
    names: list[tuple[str, str]] = []
    codes: list[tuple[str, str]] = []
    nation_keys: set[str] = set()

    def nation_field(key: str, text: str) -> bool:
        if _is_code_key(key):
            (codes if _CODE_VALUE.fullmatch(text.strip()) else names).append((key, text))
            return True
        if _is_name_key(key):
            names.append((key, text))
            return True
        return False

    for key, _, value in node.items:
        if isinstance(value, Scalar):
            text = scalar(value.value)
            if nation_field(key, text):
                nation_keys.add(key)
            else:
                fields[key] = text
        elif isinstance(value, Object):
            text_ = _text_of(value)
            if text_ is not None:
                if nation_field(key, text_):
                    nation_keys.add(key)
                else:
                    fields[key] = text_
            elif _meaning(key) == "nation" or _is_code_key(key) or _is_name_key(key):
                # a nation written as an object: {"country": {"code": "NOR", "name": "Norway"}}
                nation_keys.add(key)
                for sub, _, inner in value.items:
                    if isinstance(inner, Scalar) and isinstance(inner.value, str):
                        nation_field(sub, inner.value)
            else:
                nested.extend(_counts_of(value))
        else:
            nested.extend(_typed_counts(value))
    have = {_meaning(k) for k in fields}
    for key, text in nested:
        meaning = _meaning(key)
        if meaning not in have:
            fields.setdefault(key, text)
            have.add(meaning)
    return _Row(fields, names, codes, nation_keys)


def _known_code(text: str) -> str | None:
    from podium.nations import is_noc

    match = _CODE_VALUE.fullmatch(text.strip())
    return match.group(1) if match and is_noc(match.group(1)) else None


def _mention(names: list[tuple[str, str]], codes: list[tuple[str, str]]) -> tuple[str, str]:
    """The nation cell of a row: (text shown, mention resolved)."""
    name = next((t.strip() for _, t in names if t.strip()), "")
    code_text = next((t.strip() for _, t in codes if _known_code(t)), "")
    if not code_text:
        shown = name or next((t.strip() for _, t in codes if t.strip()), "")
        return shown, shown
    if not name:
        return code_text, code_text
    from podium.nations import registry, resolve

    code = _known_code(code_text)
    assert code is not None
    if not registry().records[code].current or resolve(name).noc is None:
        return name, code_text
    return name, name


def _context(node: Object, key: str, outer: str) -> str:
    """A table's context: the strings of the object holding it, then its key (a year first), then the
    strings of that object's scalar-only objects (``"metadata": {"lastUpdated": ...}``),
    then the context of the objects around it."""
    title = " ".join(v.value for _, _, v in node.items if isinstance(v, Scalar) and isinstance(v.value, str))
    # a year as the key says the table's Games before a title naming several ("2012" under "2008, 2012")
    parts = [f"{key} {title}".strip() if _YEAR_KEY.fullmatch(key.strip()) else f"{title} {key}".strip()]
    for _, _, value in node.items:
        if isinstance(value, Object) and value.items and all(isinstance(v, Scalar) for _, _, v in value.items):
            parts.append(" ".join(v.value for _, _, v in value.items
                                  if isinstance(v, Scalar) and isinstance(v.value, str)))
    parts.append(outer)
    # a timestamp's date is a date (``2026-02-08T18:27:09Z``: as of 2026-02-08)
    return _TIMESTAMP.sub(r"\1 \2", " ".join(p for p in parts if p)[:CONTEXT_LIMIT])


@dataclass
class _Table:
    node: Object | Array
    rows: list[tuple[str | None, int, Object]]  # (nation key or None, start offset, row object)
    context: str


class _Finder:
    """The candidate tables of a tree, in document order, each row object read once."""

    def __init__(self, text: str = "") -> None:
        self.text = text
        self.rows: dict[int, _Row] = {}
        self.found: list[_Table | ArrayTable | ColumnTable] = []

    def row(self, node: Object) -> _Row:
        read = self.rows.get(id(node))
        if read is None:
            read = self.rows[id(node)] = _read_row(node)
        return read

    def search(self, node: Node, context: str, depth: int = 0, header: list[str] | None = None) -> bool:
        """Add the tables in ``node``; whether any has medal rows. ``header``: the names of the
        columns of a table of arrays that does not name them itself (``headed_rows``)."""
        if depth > MAX_DEPTH:
            return False
        if isinstance(node, Array):
            node = _unwrapped(node)
            arrays = headed_rows(self.text, node, header)
            if arrays is not None:
                self.found.append(ArrayTable(node, arrays[0], arrays[1], context))
                return True
            objects = [item for item in node.items if isinstance(item, Object)]
            table = _Table(node, [(None, o.start, o) for o in objects], context)
            if objects and 2 * len(objects) >= len(node.items) and any(self.row(o).has_medals() for o in objects):
                self.found.append(table)
                return True
            mark = len(self.found)
            found = False
            for item in node.items:
                found = self.search(item, context, depth + 1) or found
            if not found and objects and len(objects) == len(node.items):
                self.found.insert(mark, table)  # a list of objects with no medal rows: rejected, and said why
            return found
        if isinstance(node, Object):
            columns = column_table(node, context)
            if columns is not None:
                self.found.append(columns)
                return True
            header = next((names for k, _, v in node.items if _squash(k) in _COLUMN_KEYS and isinstance(v, Array)
                           and (names := texts(v)) is not None), None)
            if header is not None:
                found = False
                for key, _, value in node.items:
                    if isinstance(value, Array) and (arrays := array_rows(value, header)) is not None:
                        self.found.append(ArrayTable(value, *arrays, _context(node, key, context)))
                        found = True
                if found:
                    return True
            by_key = rows_by_key(node)
            if by_key is not None and (arrays := keyed_rows(self.text, by_key)) is not None:
                self.found.append(ArrayTable(by_key, arrays[0], arrays[1], context))
                return True
            per_year = _per_year([(k, s, v) for k, s, v in node.items if isinstance(v, Object)], self.row)
            if per_year:  # {nation: {year: counts}}: a table per year, each under its year
                outer = _context(node, "", context)
                self.found.extend(_Table(node, rows, f"{year} {outer}") for year, rows in per_year.items())
                return True
            keyed = [(k, s, v) for k, s, v in node.items if isinstance(v, Object) and self.row(v).has_medals()
                     and not _YEAR_KEY.fullmatch(k.strip())]  # {year: {nation: counts}}: a table per year, below
            values = sum(isinstance(v, Object) for _, _, v in node.items)
            if len(keyed) >= 2 and 2 * len(keyed) >= values:
                self.found.append(_Table(node, [(k, s, v) for k, s, v in keyed], context))
                return True
            found = False
            for key, _, value in node.items:
                if isinstance(value, (Object, Array)):
                    found = self.search(value, _context(node, key, context), depth + 1) or found
            return found
        return False


def _per_year(objects: list[tuple[str, int, Object]],
              row: Callable[[Object], _Row]) -> dict[str, list[tuple[str | None, int, Object]]] | None:
    """The rows of each year of an object of nations whose every value holds the nation's counts
    by year (``{"China": {"2008": {"gold": 48, ...}, "2012": {...}}}``), or None."""
    if len(objects) < 2:
        return None
    years: dict[str, list[tuple[str | None, int, Object]]] = {}
    for nation, _, counts in objects:
        inner = [(k.strip(), v) for k, _, v in counts.items]
        if _YEAR_KEY.fullmatch(nation.strip()) or not inner or not all(
                _YEAR_KEY.fullmatch(k) and isinstance(v, Object) and row(v).has_medals() for k, v in inner):
            return None
        for year, value in inner:
            assert isinstance(value, Object)
            years.setdefault(year, []).append((nation, value.start, value))
    return dict(sorted(years.items()))


def _unwrapped(node: Array) -> Array:
    """An array whose every item wraps one object under one key (a GraphQL connection's
    ``"edges": [{"node": {...}}, ...]``, ``[{"row": {...}}, ...]``) as the array of those
    objects; any other array as it is."""
    if len(node.items) < 2 or not all(
            isinstance(item, Object) and len(item.items) == 1 and isinstance(item.items[0][2], Object)
            for item in node.items):
        return node
    return Array(node.start, node.end, [item.items[0][2] for item in node.items if isinstance(item, Object)])


# --- grids ------------------------------------------------------------------------------


_NATION = "\x00nation"


def _grid(text: str, table: _Table, finder: _Finder, lines: LineNumbers) -> Grid:
    read = [(key, start, obj, finder.row(obj)) for key, start, obj in table.rows]
    columns: list[str] = []
    seen: set[str] = set()
    for key, _, obj, row in read:
        # the columns in the row's order, the nation where its first name or code field is
        order = [_NATION] if key is not None and not row.nation_keys else []
        for name, _, _ in obj.items:
            if name in row.fields:
                order.append(name)
            elif name in row.nation_keys:
                order.append(_NATION)
        order.extend(row.fields)  # the counts nested in the row
        for name in order:
            if name not in seen:
                columns.append(name)
                seen.add(name)
    header_line = lines.at(table.node.start)
    header = tuple(Cell("nation", "nation") if c == _NATION else Cell(c, c) for c in columns)
    rows = [GridRow(header, header_line, Span(table.node.start, table.node.start), "")]
    for key, start, obj, row in read:
        names = row.names or ([("", key)] if key is not None else [])
        shown, mention = _mention(names, row.codes)
        cells = tuple(Cell(shown, mention) if c == _NATION else Cell(row.fields.get(c, ""), row.fields.get(c, ""))
                      for c in columns)
        rows.append(GridRow(cells, lines.at(start), Span(start, obj.end), text[start:obj.end]))
    return Grid(tuple(rows), "json", header_line, table.context)


def search(text: str) -> TableSearch:
    """The medal tables of a JSON document. The collector is paused while it is read
    (``podium.collector``): its values are many small objects, all alive until the end, and
    collections among them made the reading quadratic."""
    with collector.paused():
        return grid_search(*grids(text))


def grids(text: str) -> tuple[list[Grid], int]:
    """The candidate grids of a JSON document, and how many there are (the collector paused)."""
    with collector.paused():
        return _grids(text)




def _grids(text: str) -> tuple[list[Grid], int]:
    return grids_of(text, parse(text))


def grids_of(text: str, tops: list[Top]) -> tuple[list[Grid], int]:
    """The candidate grids of the values ``tops`` of ``text`` (a JSON document parsed, or another
    tree of the same nodes with their offsets in ``text``: ``yamlrows``), and how many there are."""
    finder = _Finder(text)
    tops = [t for t in tops if t.node.items]  # an empty value holds no row ("[]Country{...}": Go's type)
    if len(tops) > 1 and all(isinstance(t.node, Object) for t in tops):
        # JSON Lines: one row object per line, or one document per line
        lines_of_rows = Array(tops[0].node.start, tops[-1].node.end, [t.node for t in tops])
        if not finder.search(lines_of_rows, tops[0].lead):
            finder.found.clear()
            for top in tops:
                finder.search(top.node, top.lead)
    else:
        before: list[str] | None = None  # a value that names columns, for the value after it
        for node, lead in with_runs_of_rows(text, tops):
            finder.search(node, lead, header=before)
            before = texts(node) if isinstance(node, Array) else None
    lines = LineNumbers(text)
    out = [array_grid(text, table, lines) if isinstance(table, ArrayTable)
           else column_grid(table, lines) if isinstance(table, ColumnTable)
           else _grid(text, table, finder, lines)
           for table in finder.found]
    return out, len(out)


# --- sniffing ---------------------------------------------------------------------------

_JS_LEAD = re.compile(
    r"(?:\s+|//[^\n]*|/\*.*?\*/|;)*"
    r"(?P<assign>(?:export\s+(?:default\s+)?)?(?:(?:var|let|const)\s+)?[A-Za-z_$][\w$.]*\s*=\s*|export\s+default\s+)?",
    re.S,
)


def is_data_file(text: str) -> bool:
    """JSON Lines (objects or arrays, one a line) or a JavaScript data file: JSON values
    assigned to names (``var d00 = {...};``, ``export const medalData = [...]``) with
    nothing else but comments and semicolons."""
    decoder = json.JSONDecoder()
    position, values, assigned, one_a_line = 0, 0, False, True
    while True:
        lead = _JS_LEAD.match(text, position)
        assert lead is not None
        if lead.end() >= len(text):
            break
        if lead.group("assign"):
            assigned = True
        elif values and "\n" not in text[position:lead.end()]:
            one_a_line = False
        position = lead.end()
        if text[position] not in "[{":
            return False
        try:
            _, position = decoder.raw_decode(text, position)
        except RecursionError:
            return True  # nested too deep for the decoder: the layout reads it within bounds
        except ValueError:
            return False
        values += 1
    return values > 0 and (assigned or (values > 1 and one_a_line))
