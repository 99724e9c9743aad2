"""XML data exports: medal tables as repeated row elements, anywhere in the tree.

A *row element* holds leaf elements (``<row><Country>Japan</Country><Gold_Medal>27</Gold_Medal>
…</row>``) or attributes (``<nation name="Japan" gold="27" …/>``); two or more row elements of
one tag under one parent are a table, whose columns are the leaf tags or attribute names,
read as header cells (``Gold_Medal`` is the gold column, ``Rank_By_Total`` the rank:
``podium.extract.grid``). The element's text around the table (an enclosing element's
attributes and leaf texts: ``<games name="Tokyo 2020">``) is the table's context.

The parser resolves no entity beyond XML's own, reads nothing from the network and refuses
trees deeper than lxml's default limit, so a hostile document costs what its size costs.
Each row keeps its line, its span (from its opening tag to its closing one, found in order in
the text, as the HTML layout finds ``<tr>``) and its raw markup.
"""

from __future__ import annotations

import re
from typing import Any

from podium.extract.grid import Cell, Grid, GridRow
from podium.extract.layouts import TableSearch, grid_search
from podium.model import Span

_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>", re.I)
_SPACE = re.compile(r"\s+")
#: The most characters of context kept for a table.
CONTEXT_LIMIT = 300


def search(text: str) -> TableSearch:
    """The medal tables of an XML document."""
    return grid_search(*grids(text))


def grids(text: str) -> tuple[list[Grid], int]:
    """The candidate tables of an XML document as grids, and how many there are."""
    import lxml.etree

    parser = lxml.etree.XMLParser(resolve_entities=False, no_network=True, recover=True, huge_tree=False)
    try:
        root = lxml.etree.fromstring(_DECLARATION.sub("", text, count=1).encode("utf-8"), parser)
    except (lxml.etree.XMLSyntaxError, ValueError):
        return [], 0
    if root is None:
        return [], 0
    out: list[Grid] = []
    finder = _Locator(text)
    for parent in root.iter():
        if not isinstance(parent.tag, str):
            continue
        rows = [child for child in _elements(parent) if _is_row(child)]
        tags = {_name(child.tag) for child in rows}
        if len(rows) >= 2 and len(tags) == 1:
            out.append(_grid(parent, rows, finder))
    return out, len(out)


def _name(tag: str) -> str:
    """A tag without its namespace (``{http://…}row`` -> ``row``)."""
    return tag.rsplit("}", 1)[-1]


def _elements(element: Any) -> list[Any]:
    """An element's child elements (not its comments, processing instructions or the entity
    references the parser leaves unexpanded)."""
    return [child for child in element if isinstance(child.tag, str)]


def _text(leaf: Any) -> str:
    """A leaf's text, an unexpanded entity reference read as nothing."""
    parts = [leaf.text or ""] + [child.tail or "" for child in leaf]
    return _SPACE.sub(" ", "".join(parts)).strip()


def _leaves(element: Any) -> list[tuple[str, str]]:
    """(name, text) of an element's attributes, then of its leaf children."""
    fields = [(_name(k), v) for k, v in element.attrib.items()]
    for child in _elements(element):
        if not _elements(child):
            fields.append((_name(child.tag), _text(child)))
    return fields


def _is_row(element: Any) -> bool:
    """An element of two or more fields, none of them nested further."""
    return len(_leaves(element)) >= 2 and not any(_elements(child) for child in _elements(element))


def _context(parent: Any) -> str:
    """The attributes and leaf texts of the table's element and of those around it."""
    bits: list[str] = []
    node = parent
    while node is not None and sum(map(len, bits)) < CONTEXT_LIMIT:
        bits.extend(v for _, v in _leaves(node) if v and not v.isdigit())
        node = node.getparent()
    return " ".join(bits)[:CONTEXT_LIMIT]


class _Locator:
    """Each row element's opening tag in the text, found in document order (the n-th element
    of a tag is the n-th opening tag of that name)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.next: dict[str, int] = {}
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def locate(self, element: Any) -> tuple[int, Span, str]:
        import bisect

        tag = element.prefix + ":" + _name(element.tag) if element.prefix else _name(element.tag)
        opening = re.compile(r"<" + re.escape(tag) + r"(?=[\s/>])")
        found = opening.search(self.text, self.next.get(tag, 0))
        if found is None:  # written otherwise (an entity, CDATA): its line alone
            line = element.sourceline or 1
            start = self.line_starts[min(line, len(self.line_starts)) - 1]
            end = self.text.find("\n", start)
            end = len(self.text) if end < 0 else end
            return line, Span(start, end), self.text[start:end]
        start = found.start()
        closing = self.text.find(">", found.end())
        if closing < 0:
            end = len(self.text)
        elif self.text[closing - 1] == "/":  # <nation name="Japan" gold="27"/>
            end = closing + 1
        else:
            close = self.text.find("</" + tag + ">", closing)
            end = close + len(tag) + 3 if close >= 0 else closing + 1
        self.next[tag] = found.end()
        return bisect.bisect_right(self.line_starts, start), Span(start, end), self.text[start:end]


def _grid(parent: Any, rows: list[Any], finder: _Locator) -> Grid:
    columns: list[str] = []
    read = []
    for element in rows:
        fields = dict(_leaves(element))
        for name in fields:
            if name not in columns:
                columns.append(name)
        read.append((element, fields))
    header_line = parent.sourceline or 1
    out = [GridRow(tuple(Cell(c, c) for c in columns), header_line, Span(0, 0), "")]
    for element, fields in read:
        line, span, raw = finder.locate(element)
        out.append(GridRow(tuple(Cell(fields.get(c, ""), fields.get(c, "")) for c in columns), line, span, raw))
    return Grid(tuple(out), "xml", header_line, _context(parent))
