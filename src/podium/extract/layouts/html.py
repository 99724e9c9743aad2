"""HTML tables (lxml): ``rowspan``/``colspan`` expanded, ``<th>`` rows, nested markup,
flags as images (an image's ``alt``/``title``/file name is a header *hint*, never a name).

Each ``<tr>`` is located in the source by its ``<tr`` tag (the n-th ``<tr`` element is the
n-th ``<tr`` tag), so every row keeps its line, span and raw markup.

Beside the tables: :func:`head`, the text that names the page's Games (title, infobox, first
paragraph, captions, prose; never navigation boxes), and :func:`prose`, the page as the facts
read it (markup blanked, offsets kept).
"""

from __future__ import annotations

import re
from typing import Any

from podium.extract.grid import Cell, Grid, GridRow, SpanningCell, expand_spans
from podium.extract.layouts import TableSearch, grid_search
from podium.model import Span

_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>", re.I)
_TR_OPEN = re.compile(r"<tr\b", re.I)
_TR_CLOSE = re.compile(r"</tr\s*>", re.I)
_SPACE = re.compile(r"\s+")
_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_SKIP = {"sup", "style", "script"}


def _text(element: Any) -> str:
    """The cell's text without footnote ``<sup>`` and with white space collapsed."""
    if len(element) == 0:  # no child elements: the text alone
        return _SPACE.sub(" ", element.text or "").strip()
    parts: list[str] = []

    def walk(node: Any) -> None:
        if not isinstance(node.tag, str):
            parts.append(node.tail or "")
            return
        if node.tag.lower() not in _SKIP:
            if node.tag.lower() == "br":
                parts.append(" ")
            parts.append(node.text or "")
            for child in node:
                walk(child)
        parts.append(node.tail or "")

    parts.append(element.text or "")
    for child in element:
        walk(child)
    return _SPACE.sub(" ", "".join(parts)).strip()


def _hint(element: Any) -> str:
    bits = []
    images = element.iter("img") if len(element) else ()  # a cell with no child element has no image
    for img in images:
        for attribute in ("alt", "title", "src"):
            value = img.get(attribute)
            if value:
                bits.append(value.rsplit("/", 1)[-1].replace("_", " "))
    style = element.get("style") or ""
    bits.append(style)
    return " ".join(bits)


def _span(element: Any, name: str) -> int:
    value = element.get(name)
    if not value:
        return 1
    try:
        return max(1, min(int(value.strip()), 1000))
    except ValueError:
        return 1


def _spanning(element: Any) -> SpanningCell:
    text = _text(element)
    return SpanningCell(Cell(text, text, _hint(element)), _span(element, "colspan"), _span(element, "rowspan"))


def _context(table: Any) -> tuple[str, str]:
    """The table's caption and the heading above it; and the prose between them (up to
    three paragraphs), where a note may say how to read its cells."""
    bits = []
    note: list[str] = []
    caption = table.find("caption")
    if caption is not None:
        bits.append(_text(caption))
    node = table.getprevious()
    parent = table.getparent()
    steps = 0
    while steps < 20:
        while node is None and parent is not None and parent.tag not in ("body", "html"):
            node = parent.getprevious()
            parent = parent.getparent()
        if node is None:
            break
        if isinstance(node.tag, str) and node.tag.lower() in _HEADINGS:
            bits.append(_text(node))
            break
        if isinstance(node.tag, str) and node.tag.lower() == "table":
            break
        if isinstance(node.tag, str) and len(note) < 3 and any(ch.isalpha() for ch in _text(node)):
            note.append(_text(node))
        node = node.getprevious()
        steps += 1
    return " · ".join(bits), " ".join(reversed(note))


def search(text: str) -> TableSearch:
    """The medal tables of an HTML document; with none in its markup, those of the data its
    scripts hold (a component whose rows a script makes from ``const medalData = [...]``, its
    ``<table>`` empty until then: JSX, a Vue or PHP template)."""
    found = grid_search(*grids(text))
    if not found.tables and ("[" in text or "{" in text):
        from podium.extract.layouts.text import embedded_data

        in_data = embedded_data(text)
        if in_data.tables:
            return TableSearch(in_data.tables, found.looked_at + in_data.looked_at, in_data.closest)
    return found


def grids(text: str) -> tuple[list[Grid], int]:
    """The tables of an HTML document as grids, and how many ``<table>`` elements there are."""
    import lxml.etree
    import lxml.html

    source = _XML_DECLARATION.sub("", text, count=1)  # lxml refuses str with an encoding declaration
    try:
        root = lxml.html.document_fromstring(source)
    except (lxml.etree.ParserError, ValueError):
        return [], 0  # nothing but stray tags or white space
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    tr_offsets = [m.start() for m in _TR_OPEN.finditer(text)]
    all_trs = list(root.iter("tr"))
    located = len(all_trs) == len(tr_offsets)
    tr_index = {id(tr): i for i, tr in enumerate(all_trs)}
    tables = list(root.iter("table"))
    nation = _page_nation(tables)
    out: list[Grid] = []
    for table in tables:
        trs = [tr for tr in table.iter("tr") if _closest_table(tr) is table]
        cells = expand_spans(
            [_spanning(c) for c in tr if isinstance(c.tag, str) and c.tag.lower() in ("td", "th")] for tr in trs
        )
        rows: list[GridRow] = []
        for tr, row_cells in zip(trs, cells):
            line, span, raw = _locate(tr, text, line_starts, tr_offsets if located else None, tr_index)
            rows.append(GridRow(row_cells, line, span, raw))
        start = table.sourceline or (rows[0].line if rows else 1)
        medals = _infobox_medals(table, trs, rows) if "infobox" in (table.get("class") or "") else None
        context, note = _context(table)
        out.append(medals or Grid(tuple(rows), "html", start, context, note=note, nation=nation))
    return out, len(tables)


def _page_nation(tables: list[Any]) -> Cell | None:
    """A nation page's nation, from its infobox: the title before "at the" (``Morocco at the
    Paralympic Games``) with the code row's code (``IOC code | MAR``) as its mention."""
    for table in tables:
        if "infobox" not in (table.get("class") or ""):
            continue
        title, code = _infobox_nation(table)
        if title or code:
            return Cell(title or code, code or title)
    return None


def _infobox_nation(table: Any) -> tuple[str, str]:
    """(the nation before "at the" in an infobox's title, the code of its code row)."""
    title = code = ""
    for tr in table.iter("tr"):
        cells = [_text(c) for c in tr if isinstance(c.tag, str) and c.tag.lower() in ("td", "th")]
        if not title and cells:
            title = cells[0]
        if len(cells) == 2 and _CODE_LABEL.search(cells[0]) and _CODE_VALUE.fullmatch(cells[1]):
            code = code or cells[1]
    nation = _AT.split(title, maxsplit=1)[0].strip() if _AT.search(title) else ""
    return nation, code


_LABELLED_NUMBER = re.compile(r"^(.*?)[\s:：]*(\d+)(?:st|nd|rd|th)?$")
_COUNT = re.compile(r"\d+")
_CODE_LABEL = re.compile(r"\bcode\b", re.I)
_CODE_VALUE = re.compile(r"[A-Z]{3}")
_AT = re.compile(r"\s+(?:at|in)\s+(?:the\s+)?", re.I)


def _infobox_medals(table: Any, trs: list[Any], rows: list[GridRow]) -> Grid | None:
    """A nation's page: its infobox's medals row (``Medals Rank: 2 | Gold 14 | Silver 13 |
    Bronze 10 | Total 37``, or the labels in one row and the numbers in the next, in a table of
    the infobox's own; ``Ranked 1st`` above them) is the nation's row of the Games' table, a
    table shown in part.
    The nation is the infobox's code row (``IOC code | FIN``), else its title before "at the"
    (``Finland at the Olympic Games``)."""
    from podium.extract.cells import header_meaning

    nation, code = _infobox_nation(table)
    medal_row: tuple[GridRow, dict[str, str]] | None = None
    labels: list[str | None] = []  # the row before, when its cells are the medals' labels alone
    rank: str | None = None
    direct = {id(tr): row for tr, row in zip(trs, rows)}
    row = rows[0] if rows else None
    for tr in table.iter("tr"):  # a table of medals inside the infobox too: its row holds it
        row = direct.get(id(tr), row)
        if row is None:
            continue
        cells = [_text(c) for c in tr if isinstance(c.tag, str) and c.tag.lower() in ("td", "th")]
        found: dict[str, str] = {}
        for text in cells:
            labelled = _LABELLED_NUMBER.match(text)
            meaning = header_meaning(Cell(labelled.group(1), labelled.group(1))) if labelled else None
            if labelled and meaning in ("rank", "gold", "silver", "bronze", "total"):
                found.setdefault(meaning, labelled.group(2))
        if len(labels) == len(cells) and all(_COUNT.fullmatch(text) for text in cells):
            # the labels in one row, the numbers in the next (``Gold | Silver | Bronze``, then ``16 | 8 | 13``)
            found.update((meaning, text) for meaning, text in zip(labels, cells) if meaning is not None)
        labels = [header_meaning(Cell(text, text)) for text in cells]
        if not {"gold", "silver", "bronze"} <= set(labels):
            labels = []
        rank = rank or found.get("rank")
        if medal_row is None and {"gold", "silver", "bronze"} <= set(found):
            medal_row = (row, {**({"rank": rank} if rank else {}), **found})
    if medal_row is None or not (code or nation):
        return None
    row, found = medal_row
    keys = ("rank", "nation", "code", "gold", "silver", "bronze", "total")
    values = {**found, "nation": nation or code, "code": code}
    header = GridRow(tuple(Cell(k, k) for k in keys), row.line, row.span, row.raw)
    data = GridRow(tuple(Cell(values.get(k, ""), values.get(k, "")) for k in keys), row.line, row.span, row.raw)
    return Grid((header, data), "html", row.line, nation or code, partial=True)


def _closest_table(tr: Any) -> Any:
    node = tr.getparent()
    while node is not None and node.tag != "table":
        node = node.getparent()
    return node


def _locate(tr: Any, text: str, line_starts: list[int], tr_offsets: list[int] | None,
            tr_index: dict[int, int]) -> tuple[int, Span, str]:
    if tr_offsets is not None:
        start = tr_offsets[tr_index[id(tr)]]
        close = _TR_CLOSE.search(text, start)
        following = tr_index[id(tr)] + 1
        limit = tr_offsets[following] if following < len(tr_offsets) else len(text)
        end = close.end() if close is not None and close.end() <= limit else limit
        raw = text[start:end].rstrip()
        end = start + len(raw)
        line = _line_of(line_starts, start)
        return line, Span(start, end), raw
    line = tr.sourceline or 1
    start = line_starts[min(line, len(line_starts)) - 1]
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    return line, Span(start, end), text[start:end]


def _line_of(line_starts: list[int], offset: int) -> int:
    import bisect

    return bisect.bisect_right(line_starts, offset)


#: Class words of the parts of a page that name other Games than its own: navigation boxes,
#: succession boxes (prev/next Games), "see also" lists, references and footers.
_ASIDE = re.compile(r"\b(?:navbox|succession|vertical-navbox|sidebar|reflist|references|catlinks|footer|"
                    r"toc|hatnote|metadata|printfooter|mw-jump|noprint)\b", re.I)
_PROSE = {"p", "h2", "h3", "h4", "h5", "h6"}


def head(text: str) -> str:
    """The text that names an HTML page's Games, one line each, strongest first: its
    ``<title>`` and ``<h1>``, the first row and caption of each infobox (``XII Paralympic
    Games``, ``Sailing at the Games of the XXVIII Olympiad``), then its prose (paragraphs and
    section headings, in order). Tables, navigation and succession boxes, "see also" lists,
    references and footers are left out: they name other Games."""
    import lxml.etree
    import lxml.html

    try:
        root = lxml.html.document_fromstring(_XML_DECLARATION.sub("", text, count=1))
    except (lxml.etree.ParserError, ValueError):
        return ""
    titles = [_text(e) for e in root.iter("title", "h1")]
    infoboxes, captions = [], []
    for table in root.iter("table"):
        caption = table.find("caption")
        first = next(table.iter("tr"), None)
        if "infobox" in (table.get("class") or ""):
            infoboxes += [_text(e) for e in (caption, first) if e is not None]
            infoboxes += _infobox_games_rows(table, first)
        elif not _aside(table.getparent()) and not _ASIDE.search(table.get("class") or ""):
            # a table's caption, or a first row of one cell across it ("Jeux Olympiques de Rio 2016")
            cells = [] if first is None else [c for c in first if isinstance(c.tag, str)]
            title_row = first if len(cells) == 1 and _span(cells[0], "colspan") > 1 else None
            captions += [_text(e) for e in (caption, title_row) if e is not None]
    prose = []
    for element in root.iter(*_PROSE):
        if element.tag == "h1" or any(_aside(a) for a in element.iterancestors()):
            continue
        prose.append(_text(element))
    prose = [line for line in prose if line]
    first = next((i for i, e in enumerate(prose) if len(e.split()) > 3), 0)  # a paragraph, not a heading
    # a program that writes HTML (a script's templates, a JSX component) starts with its own
    # lines, before any markup: "// Generate the medal-tally pages: Asian Games 2026"
    lead = [line.strip() for line in text[:max(text.find("<"), 0)].split("\n") if any(ch.isalpha() for ch in line)]
    return "\n".join(line for line in (*lead, *titles, *infoboxes, *prose[first:first + 1], *captions, *prose) if line)


_ONE_YEAR = re.compile(r"^\D*(?<!\d)(?:18|19|20)\d\d(?!\d)\D*$")


def _infobox_games_rows(table: Any, first: Any) -> list[str]:
    """An infobox's rows of one cell that name one year (a nation page's ``At the 1998
    Commonwealth Games in Kuala Lumpur``), after its first."""
    rows = []
    for tr in table.iter("tr"):
        cells = [c for c in tr if isinstance(c.tag, str) and c.tag.lower() in ("td", "th")]
        if tr is not first and len(cells) == 1 and _ONE_YEAR.match(text := _text(cells[0])):
            rows.append(text)
    return rows[:2]


def _aside(element: Any) -> bool:
    """A table, or a part of the page that names other Games (:data:`_ASIDE`)."""
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    return tag in ("table", "nav", "footer", "ul", "ol") or bool(_ASIDE.search(
        f"{element.get('class') or ''} {element.get('id') or ''} {element.get('role') or ''}"))


_MARKUP = re.compile(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->|<[^<>]*>", re.S | re.I)
_ENTITY = re.compile(r"&(?:#\d+|#x[0-9a-f]+|[a-z]+);", re.I)


def prose(text: str) -> str:
    """An HTML page as prose for the facts: every tag, comment, script and entity, every table
    but the infobox and every list, turned into as many spaces (its line breaks kept), so that
    each fact keeps the line and span it has in the page (``took place in <a href=…>Daegu</a>``
    reads ``took place in Daegu``)."""

    def blank(m: re.Match[str]) -> str:
        tag = m.group()
        if _BREAK.match(tag):  # a line break inside a value: the list it makes, comma-separated
            return "," + " " * (len(tag) - 1)
        return re.sub(r"[^\n]", " ", tag)

    return _rows_on_one_line(text, _navbox_titles(text, _ENTITY.sub(blank, _MARKUP.sub(blank, _blank_blocks(text)))))


#: A line break (``<br>``): within an infobox's value it separates the items of a list
#: (``Wen Jiabao<br>Premier of China``, ``Guangzhou<br>(co-hosts …)``, ``12 November<br>2010``),
#: which read as a comma: the name ends before the title, the date keeps its year.
_BREAK = re.compile(r"<br\b[^>]*>\Z", re.I)


_NAVBOX_TITLE = re.compile(r"<th\b[^>]*\bnavbox-title\b[^>]*>.*?</th\s*>", re.S | re.I)
#: A table's caption, or a heading cell across several columns (``<th colspan="6">Jeux Olympiques
#: de Rio 2016</th>``): written back only when it names a kind of Games and holds no number but
#: a year, so that it can say the Games' host or edition and never count anything.
_TABLE_TITLE = re.compile(r"<caption\b[^>]*>.*?</caption\s*>|<th\b[^>]*\bcolspan\s*=\s*[\"']?[2-9][^>]*>.*?</th\s*>",
                          re.S | re.I)
_LIST = re.compile(r"<(ul|ol)\b.*?</\1\s*>", re.S | re.I)


def _navbox_titles(text: str, blanked: str) -> str:
    """``blanked`` with the title of each navigation box of ``text`` written back at its place,
    without its markup and its v/t/e links: ``Events at the 1952 Summer Olympics (Helsinki)``
    names the Games' host where the page's prose does not (``extract.facts``' host fallback);
    and so with each table title that names a Games and counts nothing (:data:`_TABLE_TITLE`)."""
    from podium.extract.games import kind_of
    from podium.extract.lexicon import fold

    out = list(blanked)

    def blank(m: re.Match[str]) -> str:
        return re.sub(r"[^\n]", " ", m.group())

    titles = list(_NAVBOX_TITLE.finditer(text)) if "navbox-title" in text else []
    for title in _TABLE_TITLE.finditer(text):
        written = _ENTITY.sub(blank, _MARKUP.sub(blank, title.group()))
        if kind_of(fold(written)) is not None and not re.search(r"(?<![0-9])(?![12][0-9]{3}(?![0-9]))[0-9]", written):
            titles.append(title)
    for title in titles:
        written = _ENTITY.sub(blank, _MARKUP.sub(blank, _LIST.sub(blank, title.group())))
        for i, ch in enumerate(written):
            if not ch.isspace():
                out[title.start() + i] = ch
    return "".join(out)


_ROW = re.compile(r"<tr\b.*?</tr\s*>", re.S | re.I)


def _rows_on_one_line(text: str, blanked: str) -> str:
    """Each table row (``<tr>``) of ``text`` on one line of ``blanked``: an infobox's label and
    value (``<th>Host city</th>`` and ``<td>Daegu</td>`` on the next line) read as one line. The
    row's line breaks move to the blanked tags at its end, so every later line keeps its number.
    A block (a row, a paragraph, a heading, the title) that shares its line with what follows
    (a page without line breaks) ends a sentence where its closing tag was (a semicolon, as a
    full stop after a number may be a day's: ``17. September``): ``Nations 206; Athletes
    11,420`` is no "206 athletes", and each label heads its own sentence."""
    out = list(blanked)
    for row in _ROW.finditer(text):
        segment = blanked[row.start():row.end()]
        breaks = segment.count("\n")
        if not breaks or segment[len(segment) - breaks:].strip(" \n"):
            continue
        flat = segment.replace("\n", " ")
        out[row.start():row.end()] = flat[: len(flat) - breaks] + "\n" * breaks
    for end in _BLOCK_END.finditer(text):
        following = _NOT_BLANK.search(blanked, end.end(), end.end() + 500)
        if following is not None and following.group() != "\n" and out[end.end() - 1] == " ":
            out[end.end() - 1] = ";"  # the last character of the blanked closing tag
    return "".join(out)


_BLOCK_END = re.compile(r"</(?:tr|p|h[1-6]|title|li|dd|dt|caption)\s*>", re.I)
_NOT_BLANK = re.compile(r"[^ ]")


_BLOCK_TAGS = tuple(re.compile(rf"<(/?){name}\b[^>]*>", re.I) for name in ("table", "ul", "ol"))


def _blank_blocks(text: str) -> str:
    """``text`` with every table but infoboxes, and every list, blanked (nested ones with the
    block that holds them): cells and items are medal tables, calendars, lists of nations,
    contents and references, whose numbers are no facts of the Games."""
    for pattern in _BLOCK_TAGS:
        parts, depth, start, kept, keep = [], 0, 0, 0, False
        for tag in pattern.finditer(text):
            if not tag.group(1):
                if depth == 0:
                    start, keep = tag.start(), "infobox" in tag.group().lower()
                depth += 1
            elif depth:
                depth -= 1
                if depth == 0 and not keep:
                    parts += [text[kept:start], re.sub(r"[^\n]", " ", text[start:tag.end()])]
                    kept = tag.end()
        text = "".join(parts) + text[kept:]
    return text
