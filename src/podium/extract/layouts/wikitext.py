"""Wikitext tables: ``{| … |}`` wikitables read line by line (``|-`` rows, ``!``/``|`` cells,
``!!``/``||`` cells on one line, ``rowspan=``/``colspan=``), with cells split only outside
``{{…}}`` and ``[[…]]``; flag templates stay in the mention for the resolver.

The ``{{Medals table …}}`` template and ``{{#invoke:Medals table|createTable …}}`` are read
from their ``gold_XXX``/``silver_XXX``/``bronze_XXX`` parameters (mwparserfromhell parses
the template): rows are ranked as the module ranks them (gold, silver, bronze; ties share
a rank), ``skip_XXX`` rows are left out, ``host_XXX``/``note_XXX`` are notes, and
``show_limit`` makes the table partial.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from podium.extract.grid import Cell, Grid, GridRow, SpanningCell, expand_spans
from podium.extract.layouts import TableSearch, grid_search
from podium.extract.layouts.text_lines import prose_above
from podium.extract.numbers import whole_number
from podium.extract.table_scope import as_of_date, scope_of
from podium.model import MedalRow, MedalTable, Span
from podium.nations.normalize import FLAG_TEMPLATES

_HEADING = re.compile(r"^(={2,6})\s*(.*?)\s*\1\s*$")
_ATTR = re.compile(r"(rowspan|colspan)\s*=\s*[\"']?\s*(\d+)", re.I)
_REF = re.compile(r"<ref[^>/]*/>|<ref[^>]*>.*?</ref>|\{\{\s*(?:efn|refn|ref|sfn|note)[^{}]*\}\}", re.S | re.I)
_SUP = re.compile(r"<sup[^>]*>.*?</sup>", re.S | re.I)
_TAG = re.compile(r"<[^>]+>")
_FILE = re.compile(r"\[\[(?:file|image|datei|fichier|archivo|файл|文件|ファイル|파일):([^\]|]*)[^\]]*\]\]", re.I)
_LINK = re.compile(r"\[\[(?:[^\]|]*\|)?([^\]|]*)\]\]")
_TEMPLATE = re.compile(r"\{\{([^{}]*)\}\}")
_CODE = re.compile(r"[A-Z]{3}")
_MEDALS_TEMPLATE = re.compile(r"\{\{\s*(?:#invoke:\s*)?medals[ _]table\b", re.I)


_SEPARATORS = {separator: re.compile(r"\{\{|\[\[|\}\}|\]\]|" + re.escape(separator)) for separator in ("|", "||", "!!")}


def _split_outside(text: str, separator: str) -> list[str]:
    """``text`` split on ``separator`` where it is not inside ``{{…}}`` or ``[[…]]``."""
    if "{{" not in text and "[[" not in text:
        return text.split(separator)
    parts: list[str] = []
    depth = 0
    start = 0
    for token in _SEPARATORS[separator].finditer(text):
        mark = token.group()
        if mark in ("{{", "[["):
            depth += 1
        elif mark in ("}}", "]]"):
            depth = max(depth - 1, 0)
        elif depth == 0:
            parts.append(text[start:token.start()])
            start = token.end()
    parts.append(text[start:])
    return parts


_MARKUP = re.compile(r"[<\[{']")


def _is_plain(markup: str) -> bool:
    """No tag, link, template or bold/italic quotes: the text is the markup itself."""
    return _MARKUP.search(markup) is None


#: templates that show their first argument, a number, as it is (``{{nts|55}}``, sorted as a number)
_NUMBER_TEMPLATES = ("nts", "nts2", "number table sorting", "sort number", "sn")


def display_text(markup: str) -> tuple[str, str]:
    """(text a reader sees, image names) of a cell's wikitext."""
    if _is_plain(markup):
        return " ".join(markup.split()), ""
    s = _REF.sub("", markup)
    s = _SUP.sub("", s)
    files = " ".join(m.group(1) for m in _FILE.finditer(s))
    s = _FILE.sub("", s)
    s = _LINK.sub(r"\1", s)

    def template(match: re.Match[str]) -> str:
        parts = [p.strip() for p in match.group(1).split("|")]
        if _CODE.fullmatch(parts[0]):
            return parts[0]
        if parts[0].lower().startswith(FLAG_TEMPLATES) and len(parts) > 1:
            return parts[1]
        if parts[0].lower() in ("nowrap", "nobr", "sort", "sortname") and len(parts) > 1:
            return " ".join(parts[1:])
        if parts[0].lower() in _NUMBER_TEMPLATES and len(parts) > 1:
            return parts[1]  # {{nts|55}}: a number sorted as one, shown as it is
        if parts[0].lower().startswith("formatnum:"):
            return parts[0].partition(":")[2]
        return ""

    for _ in range(3):
        if "{{" not in s:
            break
        s = _TEMPLATE.sub(template, s)
    s = _TAG.sub("", s).replace("'''", "").replace("''", "")
    return " ".join(s.split()), files


def _mention(markup: str) -> str:
    if _is_plain(markup):
        return " ".join(markup.split())
    s = _REF.sub("", markup)
    s = _SUP.sub("", s)
    s = _FILE.sub("", s).replace("'''", "").replace("''", "")
    return " ".join(s.split())


@dataclass
class _RawCell:
    content: str
    rowspan: int
    colspan: int


def _parse_cell(piece: str) -> _RawCell:
    parts = _split_outside(piece, "|")
    if len(parts) > 1 and ("=" in parts[0] or not parts[0].strip()) and "[[" not in parts[0] and "{{" not in parts[0]:
        attrs, content = parts[0], "|".join(parts[1:])
    else:
        attrs, content = "", piece
    rowspan = colspan = 1
    for name, value in _ATTR.findall(attrs) if attrs else ():
        span = whole_number(value)
        span = 1 if span is None else max(1, min(span, 1000))  # more digits than an int holds: no span
        if name.lower() == "rowspan":
            rowspan = span
        else:
            colspan = span
    return _RawCell(content.strip(), rowspan, colspan)


def _line_cells(line: str) -> list[_RawCell]:
    body = line[1:]
    separator = "!!" if line.startswith("!") else "||"
    pieces = _split_outside(body, separator)
    if line.startswith("!"):
        pieces = [p for piece in pieces for p in _split_outside(piece, "||")]
    return [_parse_cell(p) for p in pieces]


def search(text: str) -> TableSearch:
    """The medal tables of a wikitext document: its ``{{Medals table}}`` templates and its
    wikitables, in document order."""
    templates = tuple(medals_templates(text)) if has_medals_template(text) else ()
    found = grid_search(*grids(text), templates)
    ordered = tuple(sorted(found.tables, key=lambda t: min(r.line for r in t.rows)))
    return TableSearch(ordered, found.looked_at, found.closest)


def grids(text: str) -> tuple[list[Grid], int]:
    """The wikitables of ``text`` as grids, and how many there are."""
    lines = text.split("\n")
    offsets = []
    position = 0
    for line in lines:
        offsets.append(position)
        position += len(line) + 1
    out: list[Grid] = []
    heading = ""
    i = 0
    count = 0
    while i < len(lines):
        stripped = lines[i].strip()
        match = _HEADING.match(stripped)
        if match:
            heading = display_text(match.group(2))[0]
        if not stripped.startswith("{|"):
            i += 1
            continue
        count += 1
        start_line = i + 1
        caption = ""
        raw_rows: list[tuple[int, int, list[_RawCell]]] = []  # (first line index, last line index, cells)
        current: list[_RawCell] | None = None
        first = last = i
        depth = 0
        i += 1
        while i < len(lines):
            s = lines[i].strip()
            if s.startswith("{|"):
                depth += 1
            elif s.startswith("|}"):
                if depth == 0:
                    break
                depth -= 1
            elif depth:
                pass
            elif s.startswith("|+"):
                caption = display_text(s[2:].split("|")[-1])[0]
            elif s.startswith("|-"):
                if current is not None:
                    raw_rows.append((first, last, current))
                current = None
            elif s.startswith("|") or s.startswith("!"):
                if current is None:
                    current = []
                    first = i
                current.extend(_line_cells(s))
                last = i
            elif current and s:
                current[-1].content += " " + s
                last = i
            i += 1
        if current is not None:
            raw_rows.append((first, last, current))
        i += 1
        out.append(_grid(raw_rows, lines, offsets, start_line, " · ".join(b for b in (caption, heading) if b),
                         prose_above(lines, start_line - 1)))
    return out, count


def _grid(raw_rows: list[tuple[int, int, list[_RawCell]]], lines: list[str], offsets: list[int],
          start_line: int, context: str, note: str = "") -> Grid:
    def spanning(raw: _RawCell) -> SpanningCell:
        text, files = display_text(raw.content)
        return SpanningCell(Cell(text, _mention(raw.content), files), raw.colspan, raw.rowspan)

    cells = expand_spans([spanning(raw) for raw in raw_cells] for _, _, raw_cells in raw_rows)
    rows: list[GridRow] = []
    for (first, last, _), row_cells in zip(raw_rows, cells):
        start = offsets[first]
        end = offsets[last] + len(lines[last])
        rows.append(GridRow(row_cells, first + 1, Span(start, end), "\n".join(lines[first:last + 1])))
    return Grid(tuple(rows), "wikitable", start_line, context, note=note)


def has_medals_template(text: str) -> bool:
    return bool(_MEDALS_TEMPLATE.search(text))


def medals_templates(text: str) -> list[MedalTable]:
    """Tables written with ``{{Medals table}}`` / ``{{#invoke:Medals table|createTable}}``."""
    import mwparserfromhell

    tables: list[MedalTable] = []
    for match in _MEDALS_TEMPLATE.finditer(text):
        end = _template_end(text, match.start())
        source = text[match.start():end]
        code = mwparserfromhell.parse(source)
        templates = code.filter_templates(recursive=False)
        if not templates:
            continue
        table = _medals_table(templates[0], match.start(), source, text)
        if table is not None:
            tables.append(table)
    return tables


def _template_end(text: str, start: int) -> int:
    depth = 0
    i = start
    while i < len(text) - 1:
        two = text[i:i + 2]
        if two == "{{":
            depth += 1
            i += 2
            continue
        if two == "}}":
            depth -= 1
            i += 2
            if depth == 0:
                return i
            continue
        i += 1
    return len(text)


_PARAM = re.compile(r"^(gold|silver|bronze|host|skip|note|name)_([A-Za-z0-9]{2,8})$", re.I)


def _template_count(value: str) -> int:
    """A ``gold_XXX``/``silver_XXX``/``bronze_XXX`` value as the module reads it: decimal digits
    of any script, anything else (``²``, ``3a``, more digits than an int holds) 0."""
    count = whole_number(value) if value.isdecimal() else None
    return 0 if count is None else count


def _medals_table(template: Any, base: int, source: str, text: str) -> MedalTable | None:
    params: dict[str, dict[str, tuple[str, int, int]]] = {}
    options: dict[str, str] = {}
    position = 0
    for param in template.params:
        name = str(param.name).strip()
        value = str(param.value).strip()
        raw = str(param)
        found = source.find(raw, position)
        start = base + (found if found >= 0 else 0)
        if found >= 0:
            position = found + len(raw)
        match = _PARAM.match(name)
        if match:
            params.setdefault(match.group(2).upper(), {})[match.group(1).lower()] = (value, start, start + len(raw))
        else:
            options[name.lower()] = value
    entries = []
    for code, fields in params.items():
        if "gold" not in fields and "silver" not in fields and "bronze" not in fields:
            continue
        if "skip" in fields and fields["skip"][0].lower() not in ("", "no", "false", "0"):
            continue
        counts = [_template_count(fields.get(key, ("0", 0, 0))[0]) for key in ("gold", "silver", "bronze")]
        spans = [v for k, v in fields.items() if k in ("gold", "silver", "bronze")]
        start = min(s for _, s, _ in spans)
        end = max(e for _, _, e in spans)
        entries.append((code, counts, start, end))
    if not entries:
        return None
    entries.sort(key=lambda e: (-e[1][0], -e[1][1], -e[1][2]))
    limit = options.get("show_limit", "")
    shown = whole_number(limit) if limit.isdecimal() else None  # more digits than an int holds: no limit
    partial = False
    if shown is not None and shown < len(entries):
        entries = entries[:shown]
        partial = True
    if not entries:
        return None  # ``show_limit = 0`` shows no row: no table to read
    rows = []
    previous: tuple[int, ...] | None = None
    rank = 0
    for index, (code, counts, start, end) in enumerate(entries, start=1):
        if tuple(counts) != previous:
            rank = index
            previous = tuple(counts)
        line = text.count("\n", 0, start) + 1
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        rows.append(MedalRow(
            line=line, rank=rank, rank_stated=False, mention=code,
            gold=counts[0], silver=counts[1], bronze=counts[2], total=sum(counts),
            span=Span(line_start, line_end), raw=text[line_start:line_end], total_derived=True,
        ))
    rows.sort(key=lambda r: (r.rank or 0, r.line))
    context = options.get("caption", "")
    line = text.count("\n", 0, base) + 1
    return MedalTable(
        rows=tuple(rows), totals=None, layout="medals-template", header_line=line,
        scope=scope_of(context), as_of=as_of_date(context), partial=partial,
    )


_INFOBOX = re.compile(r"\{\{\s*infobox\s*([^|}\n]*)", re.I)
#: Infobox parameters that name the page's own Games (not ``prev``/``next``, which name others).
_GAMES_PARAMETER = re.compile(r"^\s*\|\s*(?:year|games|season|edition|event|name|title)\s*=\s*(.*)$", re.I)
_NOT_PROSE = ("|", "{", "}", "!", "*", "#", ":", ";", "<", "[[Category", "[[category")
#: A table's caption: a wikitable's ``|+`` line, a template's ``caption`` parameter.
_CAPTION = re.compile(r"^(?:\|\+|\|\s*caption\s*=)\s*(.*)$", re.I)


def head(text: str) -> str:
    """The text that names a wikitext page's Games, one line each, strongest first: each
    infobox's name with its ``year``/``games``/``season``/``edition`` parameters
    (``{{Infobox Olympic Cycling |year= 2008``: ``Olympic Cycling 2008``), its first paragraph,
    its tables' captions (``|+``, ``| caption =``), then its prose and section headings, links
    and templates read as their text. Other template parameters
    (``|prev = [[… 2004 Summer Olympics]]``), navigation templates, tables, lists and
    categories are left out: they name other Games."""
    lines = text.splitlines()
    infoboxes = []
    for index, line in enumerate(lines):
        box = _INFOBOX.search(line)
        if box is None:
            continue
        said = [box.group(1).strip()]
        for parameter in lines[index + 1: index + 40]:
            if parameter.lstrip().startswith("}}"):
                break
            match = _GAMES_PARAMETER.match(parameter)
            if match:
                said.append(_plain(match.group(1)))
        infoboxes.append(" ".join(s for s in said if s))
    prose, captions = [], []
    for line in lines:
        stripped = line.strip()
        heading = _HEADING.match(stripped)
        caption = _CAPTION.match(stripped)
        if heading:
            prose.append(_plain(heading.group(2)))
        elif caption:
            captions.append(_plain(caption.group(1)))
        elif stripped and not stripped.startswith(_NOT_PROSE):
            prose.append(_plain(stripped))
    prose = [line for line in prose if line]
    first = next((i for i, line in enumerate(prose) if len(line.split()) > 3), 0)  # a paragraph
    return "\n".join(line for line in (*infoboxes, *prose[first:first + 1], *captions, *prose) if line)


def _plain(text: str) -> str:
    """Wikitext as read: references and tags dropped, links and bold/italic as their text."""
    text = _TAG.sub("", _REF.sub("", text))
    text = _LINK.sub(lambda m: m.group(1), text)
    return re.sub(r"'{2,}", "", text).strip()
