"""The medal tables of a document, in any format.

``search_tables`` reads a document with the first layout of ``podium.extract.layouts.LAYOUTS``
that applies to its format (HTML, wikitext, delimited, JSON rows; plain text and Markdown
last, for any other format); each layout's module is imported only when a document in its
format is read.
"""

from __future__ import annotations

from podium.extract.layouts import LAYOUTS, TableSearch
from podium.model import MedalTable

__all__ = ["TableSearch", "find_tables", "search_tables"]


def search_tables(text: str, format: str = "text") -> TableSearch:
    """Every medal table in ``text`` (a document of ``format``), in document order, with how
    many table-like blocks were looked at and the closest rejected one."""
    layout = next(layout for layout in LAYOUTS if layout.applies(format))
    found = layout.search(text)
    if found.tables or format != "csv":
        return found
    # no table in its cells: the lines as text reads them (a list whose items each hold commas,
    # "1. China: 40 Gold, 27 Silver, 24 Bronze", is sniffed as comma-separated)
    as_text = LAYOUTS[-1].search(text)
    return as_text if as_text.tables else found


def find_tables(text: str, format: str = "text") -> tuple[MedalTable, ...]:
    """Every medal table in ``text``, in document order."""
    return search_tables(text, format).tables
