"""A document's title: what the document calls itself, by its format.

- HTML: the ``<title>`` (without a site suffix such as " - Wikipedia"), else the first ``<h1>``;
- wikitext: the page name where the text states one (``{{DISPLAYTITLE:…}}``, a dump's
  ``<title>``, the bold subject of the lead sentence, ``'''2008 Summer Olympics'''``), else the
  first ``== heading ==``;
- Markdown: the first ``#`` heading (or a setext heading), after any YAML front matter (whose
  ``title:`` is used when there is no heading);
- CSV/TSV and JSON: nothing from the content (a header row is no title);
- plain text: the first line, unless it is a table row, a table header, a rule (``---``) or a
  delimited line.

Where the content gives no title, the file name's stem (``medals_2018``) names the document.
A title given by the user (an ingest manifest) replaces this one later (``actions.ingest``).
"""

from __future__ import annotations

import html
import re
from pathlib import PurePosixPath, PureWindowsPath
from urllib.parse import unquote, urlparse

#: Titles are cut to this many characters.
TITLE_LENGTH = 120
#: The origin of a document read from standard input (``podium check -``): no file name.
STDIN = "<stdin>"

_HTML_TITLE = re.compile(r"<title\b[^>]*>(.*?)</title\s*>", re.S | re.I)
_HTML_H1 = re.compile(r"<h1\b[^>]*>(.*?)</h1\s*>", re.S | re.I)
_HIDDEN = re.compile(r"<(script|style)\b.*?</\1\s*>", re.S | re.I)
_TAG = re.compile(r"<[^>]*>")
#: A site name after the page name: " - Wikipedia", " — Wikipédia", " – Wikipedia, wolna
#: encyklopedia", " | Olympics.com".
_SITE_SUFFIX = re.compile(
    r"\s+[-–—|·:]\s+(?:wiki[pm][eé]dia|википедия|вікіпедія|維基百科|维基百科|ウィキペディア|위키백과|βικιπαίδεια)"
    r"(?:\b.*)?$", re.I)
_DISPLAYTITLE = re.compile(r"\{\{\s*DISPLAYTITLE\s*:\s*([^}|]+?)\s*(?:\|[^}]*)?\}\}", re.I)
_WIKI_HEADING = re.compile(r"^(={1,6})\s*(.+?)\s*\1\s*$", re.M)
_WIKI_BOLD = re.compile(r"'''(?!')(.+?)'''")
_WIKI_LINK = re.compile(r"\[\[(?:[^\]|]*\|)?([^\]]*)\]\]")
_WIKI_TEMPLATE = re.compile(r"\{\{[^{}]*\}\}")
_MD_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$")
_MD_SETEXT = re.compile(r"^ {0,3}(?:=+|-+)[ \t]*$")
_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|_|`)(.+?)\1")
_RULE = re.compile(r"\s*(?:[-=_*~#+]\s*){3,}")
_FRONT_TITLE = re.compile(r"^title\s*:\s*(.+?)\s*$", re.M | re.I)
_DELIMITERS = (",", ";", "\t", "|")
_LETTER = re.compile(r"[^\W\d_]")
#: A line of code: an assignment (``medals = {``, ``export const data =``), or a line opening a block.
_CODE = re.compile(r"^(?:export\s+)?(?:(?:const|let|var|def|class|function|import|require)\b|[\w.]+\s*=(?!=))"
                   r"|[={\[(]\s*$")


def document_title(text: str, fmt: str, origin: str | None = None) -> str | None:
    """The title of a document of format ``fmt`` (``Document.format``), read from ``origin``."""
    found = _from_content(text, fmt)
    if found:
        return found[:TITLE_LENGTH]
    stem = file_stem(origin)
    return stem[:TITLE_LENGTH] if stem else None


def _from_content(text: str, fmt: str) -> str | None:
    if fmt == "html":
        return html_title(text)
    if fmt == "wikitext":
        return wikitext_title(text)
    if fmt == "markdown":
        return markdown_title(text)
    if fmt == "json":
        return None
    return text_title(text)  # a CSV's header is no title, a line above it is


def file_stem(origin: str | None) -> str | None:
    """The file name without its extension (``data/medals_2018.csv`` -> ``medals_2018``); a
    URL's last path segment; None for standard input or no name."""
    if not origin or origin in ("-", STDIN):
        return None
    parsed = urlparse(origin)
    path = unquote(parsed.path) if parsed.scheme in ("http", "https", "file") else origin
    name = PureWindowsPath(path).name if "\\" in path else PurePosixPath(path).name
    stem = PurePosixPath(name).stem if "." in name.lstrip(".") else name
    return _clean(stem) or None


def _clean(text: str) -> str:
    return " ".join(text.split())


def _html_text(fragment: str) -> str:
    return _clean(html.unescape(_TAG.sub(" ", fragment)))


def html_title(text: str) -> str | None:
    """The ``<title>`` without a site suffix, else the first ``<h1>``."""
    body = _HIDDEN.sub(" ", text)
    match = _HTML_TITLE.search(body)
    if match:
        title = _SITE_SUFFIX.sub("", _html_text(match.group(1))).strip()
        if title:
            return title
    match = _HTML_H1.search(body)
    if match:
        title = _html_text(match.group(1))
        if title:
            return title
    return None


def _wiki_plain(text: str) -> str:
    text = _WIKI_LINK.sub(r"\1", text)
    text = _WIKI_TEMPLATE.sub("", text)
    text = re.sub(r"'{2,}", "", text)
    return _clean(html.unescape(_TAG.sub("", text)))


def _without_templates(text: str) -> str:
    """``text`` without its templates (infoboxes, hatnotes), innermost first."""
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    # One pass with a stack, not ``_WIKI_TEMPLATE.sub`` until nothing changes: that is one pass
    # per level, and a page of 100,000 nested ``{{`` would take hours.
    kept: list[str] = []
    braces: list[int] = []  # where in ``kept`` each brace still kept is
    for ch in text:
        if ch in "{}":
            braces.append(len(kept))
        kept.append(ch)
        if (ch == "}" and len(braces) >= 4 and braces[-2] == braces[-1] - 1 and kept[braces[-2]] == "}"
                and braces[-3] == braces[-4] + 1 and kept[braces[-4]] == "{" and kept[braces[-3]] == "{"):
            start = braces[-4]  # "{{", no brace, "}}": a template with none inside it any more
            del kept[start:]
            del braces[-4:]
    return "".join(kept)


def wikitext_title(text: str) -> str | None:
    """The page name the text states, else the first heading."""
    stated = _DISPLAYTITLE.search(text) or _HTML_TITLE.search(text)
    if stated:
        title = _wiki_plain(stated.group(1))
        if title:
            return title
    first_heading = _WIKI_HEADING.search(text)
    lead = text[: first_heading.start()] if first_heading else text
    if first_heading and len(first_heading.group(1)) == 1:
        return _wiki_plain(first_heading.group(2)) or None  # "= Page name =": the page's own name
    for paragraph in re.split(r"\n\s*\n", _without_templates(lead)):
        if paragraph.lstrip().startswith(("{|", "|", "!", "[[File:", "[[Image:", "<!--")):
            continue  # tables, images, comments: not the lead sentence
        bold = _WIKI_BOLD.search(paragraph)
        if bold:
            title = _wiki_plain(bold.group(1))
            if title:
                return title
        if _wiki_plain(paragraph):
            break  # the lead sentence names no subject in bold
    if first_heading:
        return _wiki_plain(first_heading.group(2)) or None
    return None


def _markdown_plain(text: str) -> str:
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_EMPHASIS.sub(r"\2", text)
    return _clean(html.unescape(_TAG.sub("", text)))


def _front_matter(lines: list[str]) -> tuple[list[str], str | None]:
    """The lines after YAML front matter (``---`` … ``---``) and the front matter's title."""
    if not lines or lines[0].strip() != "---":
        return lines, None
    for index in range(1, len(lines)):
        if lines[index].strip() in ("---", "..."):
            match = _FRONT_TITLE.search("\n".join(lines[1:index]))
            title = match.group(1).strip("'\"") if match else None
            return lines[index + 1:], title
    return lines, None


def markdown_title(text: str) -> str | None:
    """The first ``#`` (or setext) heading after any front matter; else the front matter's
    title; else what a plain-text document would be titled."""
    lines, front = _front_matter(text.split("\n"))
    if front:
        return _clean(front)
    in_code = False
    for index, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            in_code = not in_code
            continue
        if in_code:
            continue
        match = _MD_HEADING.match(line)
        if match:
            title = _markdown_plain(match.group(1))
            if title:
                return title
        if (index + 1 < len(lines) and line.strip() and not line.lstrip().startswith("|")
                and _MD_SETEXT.match(lines[index + 1]) and not _RULE.fullmatch(line)
                and not _delimited(line)):
            return _markdown_plain(line)
    return text_title("\n".join(lines))


def _delimited(line: str) -> bool:
    """A line of cells: a CSV or TSV header or row, or a pipe table line."""
    stripped = line.strip()
    if stripped.startswith("|") or stripped.startswith("{|"):
        return True
    for delimiter in _DELIMITERS:
        cells = [c.strip() for c in stripped.split(delimiter)]
        if len(cells) >= 3 and all(cells) and max(len(c) for c in cells) <= 30:
            return True
    return False


def _table_line(line: str) -> bool:
    """A medal table's row or header line (``Rank Nation Gold Silver Bronze``, ``1 Norway 3 1 2``)."""
    from podium.extract.grid import Cell, header_meaning  # the lexicon: loaded only for plain text
    from podium.extract.layouts.text import read_row
    from podium.extract.layouts.text_lines import Line

    if read_row(Line(1, 0, line)) is not None:
        return True
    words = re.split(r"[\s|,;]+", line.strip())
    meanings = {header_meaning(Cell(word, word)) for word in words if word}
    return len(meanings & {"gold", "silver", "bronze", "total", "rank", "nation"}) >= 3


#: a markup tag (a line of tags only, like ``<?xml …?>`` or ``<medals>``, is no title)
_TAG = re.compile(r"<[^<>]*>")


def text_title(text: str) -> str | None:
    """The front matter's title, else the first non-empty line unless it is a rule, markup,
    code, a delimited line or a table line."""
    lines, front = _front_matter(text.split("\n"))
    if front:
        return _clean(front)
    for line in lines:
        stripped = line.strip()
        if not stripped:
            continue
        if (_RULE.fullmatch(stripped) or stripped.startswith(("{", "[", "```", "/*", "//"))
                or (stripped.startswith("<") and not _LETTER.search(_TAG.sub("", stripped)))
                or not _LETTER.search(stripped) or _CODE.search(stripped) or _delimited(stripped)
                or _table_line(stripped)):
            return None
        return _clean(stripped)
    return None
