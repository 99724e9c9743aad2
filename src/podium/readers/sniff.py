"""Name a document's format from its text.

Each sniffer looks at the decoded text and says whether the format is its own; the first
that does wins, and ``text`` is the fallback. New formats (``html``, ``wikitext``, ``csv``,
``json``) are added to ``SNIFFERS`` ahead of ``markdown``, each with its reader module.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_PIPE_ROW = re.compile(r"^[ \t]*\|.*\|.*\|[ \t]*$")
#: a Markdown table's rule row, with or without its outer pipes (``---|---|---``)
_BARE_RULE = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|){2,}(?:[ \t]*:?-{3,}:?[ \t]*)?[ \t]*")


def has_pipe_table(text: str) -> bool:
    """Two or more consecutive lines that are pipe-table rows (``| a | b |``), or a header row
    and its rule row written without the outer pipes (``Rank | Nation | Gold``, ``---|---|---``)."""
    previous = False
    header = False
    for line in text.split("\n"):
        line = line.rstrip("\r")
        current = bool(_PIPE_ROW.match(line))
        if current and previous or header and _BARE_RULE.fullmatch(line):
            return True
        previous, header = current, line.count("|") >= 2
    return False


_HTML = re.compile(r"<(?:!doctype\s+html|html|table|body)\b", re.I)
_WIKITABLE = re.compile(r"^[ \t]*\{\|", re.M)
_MEDALS_TEMPLATE = re.compile(r"\{\{\s*(?:#invoke:\s*)?medals[ _]table\b", re.I)


def is_json(text: str) -> bool:
    """A JSON document: an object or an array that parses (or is nested too deep for the
    decoder); JSON Lines; a JavaScript data file (``var d00 = {...};``)."""
    stripped = text.strip()
    if stripped and stripped[0] in "[{" and stripped[-1] in "]}":
        import json

        try:
            json.loads(stripped)
            return True
        except RecursionError:
            return True  # the JSON layout reads it within its depth bound
        except ValueError:
            pass
    from podium.extract.layouts.jsonrows import is_data_file

    return is_data_file(stripped)


def is_html(text: str) -> bool:
    """An HTML page: it starts with markup, or holds a page's or a table's tag among markup
    enough to be one (a README's ``<table>`` of rows); not a text that prints a few tags (a
    program's output quoted in Markdown: ``## <html class="client-nojs">``)."""
    head = text[:100_000]
    if not _HTML.search(head):
        return False
    return head.lstrip()[:1] == "<" or len(_ANY_TAG.findall(head, 0, 20_000)) >= _FEWEST_TAGS


#: any tag, opening or closing
_ANY_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,200}>")
#: the fewest tags a page or a table of rows holds (a table of two rows and three cells has 14)
_FEWEST_TAGS = 8


_XML = re.compile(r"\A\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*)*<[A-Za-z_][\w.:-]*[\s/>]", re.S)


def is_xml(text: str) -> bool:
    """An XML document (not HTML, sniffed before it): a declaration or a root element first,
    and a closing tag last."""
    return bool(_XML.match(text[:10_000])) and text.rstrip().endswith(">")


#: a template of named fields, one a line, as an infobox is written (``{{Infobox Olympic games``,
#: ``{{Ficha de juegos olímpicos``, then ``| nations = 204`` and more)
_FIELD_TEMPLATE = re.compile(r"^[ \t]*\{\{[^{}|\n]+\n(?:[ \t]*\|[^=\n]+=[^\n]*\n){3}", re.M)


def is_wikitext(text: str) -> bool:
    """A wikitable (``{|`` at the start of a line), a ``{{Medals table}}`` template, or a
    template of named fields one a line (an infobox: a page of prose and an infobox)."""
    return bool(_has_wikitable(text) or _MEDALS_TEMPLATE.search(text) or _FIELD_TEMPLATE.search(text))


#: a wikitable's row separator (``|-``, maybe with attributes, no cell after it: a Markdown
#: table's rule ``|---|---|`` has) or its end (``|}``), on a line of its own
_WIKITABLE_ROW = re.compile(r"^[ \t]*(?:\|-[^|\n]*|\|\})[ \t]*\r?$", re.M)


def _has_wikitable(text: str) -> bool:
    """A ``{|`` at the start of a line and, below it, a row separator or the table's end: a
    line that only starts with ``{|`` (a Markdown file's ``{|task)}``) opens no wikitable."""
    return any(_WIKITABLE_ROW.search(text, start.end()) for start in _WIKITABLE.finditer(text))


_YAML_LINE = re.compile(r"[ \t]*(?:-[ \t]+)?(?:[^\s:#\-][^:\n]*:(?:[ \t].*)?|-[ \t]+\S.*|-)[ \t]*\r?")
_YAML_MARKER = re.compile(r"(?:---|\.\.\.)(?:[ \t].*)?\r?")


def is_yaml(text: str) -> bool:
    """A YAML data file: every line a ``key: value``, a ``- item`` or a document marker (blank
    lines and comments aside), a sequence among them, and the whole a mapping or a sequence
    PyYAML reads. (Prose has lines that are no key; a text of ``Nations: 204`` lines holds no
    sequence.)"""
    lines = [line for line in text.split("\n") if line.strip() and not line.lstrip().startswith("#")]
    if len(lines) < 4 or not all(_YAML_LINE.fullmatch(line) or _YAML_MARKER.fullmatch(line) for line in lines):
        return False
    if not any(line.lstrip().startswith("-") and not _YAML_MARKER.fullmatch(line) for line in lines):
        return False
    import yaml

    try:
        value = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (yaml.YAMLError, RecursionError, ValueError):
        return False
    # data holds a number somewhere; a Markdown list ("- China: 220 medalhas (94 ouros…)") holds texts
    return isinstance(value, (dict, list)) and _holds_a_number(value)


def _holds_a_number(value: object, depth: int = 0) -> bool:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return True
    if depth > 20:
        return False
    if isinstance(value, dict):
        return any(_holds_a_number(v, depth + 1) for v in value.values())
    if isinstance(value, list):
        return any(_holds_a_number(v, depth + 1) for v in value)
    return False


_SQL_INSERT = re.compile(r"^[ \t]*INSERT\s+(?:OR\s+\w+\s+)?(?:IGNORE\s+)?INTO\s+[^;\n]{1,300}?\bVALUES\b", re.I | re.M)


def is_sql(text: str) -> bool:
    """A SQL dump: a line begins an ``INSERT INTO ... VALUES`` statement (its rows)."""
    return _SQL_INSERT.search(text) is not None


#: a line of a program's data: a tuple, an array or a record in brackets (``("Norway", 16, 8, 13),``),
#: maybe made by a statement (``teams.put(new Team("CHN", 201, 111, 71), "CHN");``): its first
#: bracket before any comma or quote, its last character a closing bracket
_BRACKETED = re.compile(r"\s*[^,;\t|\"'()\[\]{}]*[(\[{].*[)\]}][,;]?\s*")


def is_delimited(text: str) -> bool:
    """CSV/TSV: nearly every line splits into the same number of cells (4 or more), and those
    lines are not a program's bracketed literals (most of them in brackets)."""
    from podium.extract.layouts.delimited import delimiter_of

    delimiter = delimiter_of(text)
    if delimiter is None:
        return False
    cut = [line for line in text.split("\n", 200)[:200] if line.count(delimiter) >= 2]
    return sum(bool(_BRACKETED.fullmatch(line)) for line in cut) * 2 <= len(cut)


#: (format, test) in order of precedence; html (an XHTML page is HTML), xml, wikitext, sql (its
#: rows are comma-separated), csv, yaml and json go before markdown.
SNIFFERS: tuple[tuple[str, Callable[[str], bool]], ...] = (
    ("json", is_json),
    ("html", is_html),
    ("xml", is_xml),
    ("wikitext", is_wikitext),
    ("sql", is_sql),
    ("csv", is_delimited),
    ("yaml", is_yaml),
    ("markdown", has_pipe_table),
)

FALLBACK = "text"


def sniff_format(text: str) -> str:
    """The format of ``text`` (``json``, ``html``, ``xml``, ``wikitext``, ``sql``, ``csv``, ``yaml``, ``markdown``), else
    ``text``."""
    for name, test in SNIFFERS:
        if test(text):
            return name
    return FALLBACK
