"""The mark podium's own exports carry, and how to recognise it in a document read.

It lives with the readers so that the exporters (``podium.export.marks``, which writes it)
and ingest (``podium.actions.ingest``, which refuses what carries it) both reach it.

podium's output is never evidence: a table podium wrote, read back as a source, would add
an "independent" voice that only repeats podium's own decisions (and raises the confidence
of its own guesses). Every text export says who wrote it, without changing its columns:

- wikitext: the same HTML comment as Markdown's, after the template and its ``{{notelist}}``
  (``wikitext.py``: the template's ``source`` parameter holds the ``<ref>``s to the sources);
  a `` | source = podium, reconciled from the stored sources`` line, as older exports wrote it,
  is recognised too;
- Markdown: an HTML comment after the table (``<!-- source = podium, reconciled from the
  stored sources -->``), which no Markdown viewer shows;
- JSON (``podium table --format json``): a ``"source"`` field with the same words; the
  same shape without it (``GET /api/games/{slug}/table``) is recognised by the shape itself:
  ``games`` with its ``slug`` and ``name``, ``order``, ``totals`` and ``rows`` that carry a
  ``status``, a ``confidence`` and the ``unsettled`` cells;
- CSV and NDJSON: their own columns, the 12 of ``tabular.COLUMNS`` in that order (a header
  ``games,order,rank,noc,...,status,confidence,unsettled``, or a first NDJSON line with
  exactly those keys), which no other table has: a comment line would be a row to the
  spreadsheets that read them.

``exported_by_podium`` recognises any of them in a text, so that ingest can refuse the
document with one line (``podium.actions.ingest.refuse_own_export``).
"""

from __future__ import annotations

import json
import re

#: who wrote an export: the words of every mark
MARK = "podium, reconciled from the stored sources"
#: the ``source`` parameter of the wikitext export (``wikitext.to_wikitext``)
WIKITEXT_SOURCE = MARK
#: the last line of the Markdown export (``markdown.to_markdown``)
MARKDOWN_MARK = f"<!-- source = {MARK} -->"
#: the field of the JSON export (``tabular.to_json``)
JSON_FIELD = "source"
#: the columns of the CSV, NDJSON and Parquet exports (``tabular.COLUMNS``): their mark
COLUMNS = ("games", "order", "rank", "noc", "name", "gold", "silver", "bronze", "total", "status", "confidence",
           "unsettled")

_SOURCE_LINE = re.compile(
    r"^\s*(\|\s*source\s*=\s*|<!--\s*source\s*=\s*)" + re.escape(MARK) + r"\s*(-->)?\s*$", re.MULTILINE
)
_JSON_FIELD = re.compile(r'"' + JSON_FIELD + r'"\s*:\s*"' + re.escape(MARK) + '"')


def _first_line(text: str) -> str:
    for line in text.lstrip("\ufeff").splitlines():
        if line.strip():
            return line.strip()
    return ""


def _table_shape(text: str) -> bool:
    """Is ``text`` the JSON of podium's table (``export.shapes.table_json``)?"""
    stripped = text.lstrip("\ufeff").strip()
    if not (stripped.startswith("{") and '"unsettled"' in stripped):
        return False
    try:
        data = json.loads(stripped)
    except (ValueError, RecursionError):  # not JSON, or nested deeper than a table is
        return False
    games, rows = data.get("games"), data.get("rows")
    return (isinstance(games, dict) and {"slug", "name"} <= games.keys() and "order" in data and "totals" in data
            and isinstance(rows, list) and bool(rows)
            and all(isinstance(r, dict) and {"status", "confidence", "unsettled"} <= r.keys() for r in rows))


def exported_by_podium(text: str) -> bool:
    """Does ``text`` carry the mark of one of podium's own exports (see the module doc)?"""
    if _SOURCE_LINE.search(text) is not None or _JSON_FIELD.search(text) is not None:
        return True
    if _table_shape(text):
        return True
    first = _first_line(text)
    if first == ",".join(COLUMNS):
        return True
    if first.startswith("{") and first.endswith("}") and '"unsettled"' in first:
        try:
            row = json.loads(first)
        except (ValueError, RecursionError):
            return False
        return isinstance(row, dict) and tuple(row) == COLUMNS
    return False
