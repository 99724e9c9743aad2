"""One module per document layout; each finds the medal tables of a document in its layout,
mostly by turning its markup into ``podium.extract.grid.Grid`` values (for Wikipedia's
``{{Medals table}}`` template, into tables directly).

The layouts are registered here, in :data:`LAYOUTS`: each :class:`Layout` names the document
formats it reads (``Document.format``) and its module, whose ``search(text)`` returns a
:class:`TableSearch`. ``podium.extract.tables.search_tables`` reads a document with the first
layout of the list that applies to its format; the plain-text layout (``text``) comes last and
reads any format. A layout's module is imported the first time a document in one of its
formats is read, and heavy parsers (lxml, mwparserfromhell) are imported inside the functions
that need them, so that reading a plain-text document never loads them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from podium.extract.grid import Grid, Rejection, read_grid
from podium.model import MedalTable


@dataclass(frozen=True)
class TableSearch:
    """The medal tables of a document, how many table-like blocks were looked at, and
    the closest rejected candidate."""

    tables: tuple[MedalTable, ...]
    looked_at: int
    closest: Rejection | None


@dataclass(frozen=True)
class Layout:
    """A document layout: its name, the formats it reads (None: any), and the module (imported
    on first use) whose ``search(text) -> TableSearch`` finds the tables."""

    name: str
    formats: frozenset[str] | None
    module: str

    def applies(self, format: str) -> bool:
        """Whether this layout reads documents of ``format``."""
        return self.formats is None or format in self.formats

    def search(self, text: str) -> TableSearch:
        """The medal tables of ``text``, a document in this layout."""
        search: Callable[[str], TableSearch] = importlib.import_module(self.module).search
        return search(text)


#: The layouts, in the order they are asked; the last reads any format.
LAYOUTS: list[Layout] = []


def register(name: str, formats: frozenset[str] | None, module: str) -> Layout:
    """Add a layout at the end of :data:`LAYOUTS`; none may follow the one that reads any format."""
    if LAYOUTS and LAYOUTS[-1].formats is None:
        raise ValueError(f"layout {name!r} registered after the catch-all layout {LAYOUTS[-1].name!r}")
    layout = Layout(name, formats, module)
    LAYOUTS.append(layout)
    return layout


register("html", frozenset({"html"}), "podium.extract.layouts.html")
register("wikitext", frozenset({"wikitext"}), "podium.extract.layouts.wikitext")
register("delimited", frozenset({"csv"}), "podium.extract.layouts.delimited")
register("jsonrows", frozenset({"json"}), "podium.extract.layouts.jsonrows")
register("xml", frozenset({"xml"}), "podium.extract.layouts.xml")
register("yamlrows", frozenset({"yaml"}), "podium.extract.layouts.yamlrows")
register("sqlrows", frozenset({"sql"}), "podium.extract.layouts.sqlrows")
register("text", None, "podium.extract.layouts.text")  # plain text and Markdown: any other format


class LineNumbers:
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


def closest(rejections: list[Rejection]) -> Rejection | None:
    """The rejected candidate closest to a medal table (of equally close ones, the earliest)."""
    return max(rejections, key=lambda r: (r.closeness, -r.line), default=None)


def grid_search(grids: list[Grid], count: int, extra: tuple[MedalTable, ...] = ()) -> TableSearch:
    """The medal tables among ``grids`` (``count`` table-like blocks looked at), after the
    tables ``extra`` found otherwise."""
    tables: list[MedalTable] = list(extra)
    rejections: list[Rejection] = []
    for grid in grids:
        result = read_grid(grid)
        if isinstance(result, tuple):
            tables.extend(result)
        else:
            rejections.append(result)
    return TableSearch(tuple(tables), count + len(extra), closest(rejections))
