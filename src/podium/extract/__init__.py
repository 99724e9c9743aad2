"""The extract stage: ``Document`` -> ``Extraction`` (Games identity, medal tables).

Pure: no I/O except package data (lexicons, the Games catalogue), loaded once. Nation
mentions are read as written; resolving them is ``podium.nations``' job.
"""

from __future__ import annotations

import re
from dataclasses import replace

from podium.extract.fact_grammar import COUNT_ATTRIBUTES
from podium.extract.facts import find_facts, table_lines
from podium.extract.games import identify_games
from podium.extract.subject import page_subject
from podium.extract.tables import find_tables, search_tables
from podium.model import GAMES_SUBJECT, Document, Extraction

#: What a sport page states of the sport, not of the Games: its counts (``8 events``,
#: ``460 athletes``) and its dates. A nation page's counts are the team's (``analysis``).
SPORT_PAGE_ATTRIBUTES = frozenset((*COUNT_ATTRIBUTES, "start_date", "end_date"))

__all__ = ["extract", "find_tables", "games_head", "identify_games"]


_MARKUP = re.compile(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->|<[^<>]*>", re.S | re.I)
_ENTITY = re.compile(r"&(?:#\d+|#x[0-9a-f]+|[a-z]+);", re.I)


def blank_markup(text: str) -> str:
    """An HTML page as prose for the facts: every tag, comment, script and entity, every table
    but the infobox and every list, turned into as many spaces (its line breaks kept), so that each fact
    keeps the line and span it has in the page (``took place in <a href=…>Daegu</a>`` reads
    ``took place in Daegu``)."""

    def blank(m: re.Match[str]) -> str:
        return re.sub(r"[^\n]", " ", m.group())

    return _rows_on_one_line(text, _ENTITY.sub(blank, _MARKUP.sub(blank, _blank_blocks(text))))


_ROW = re.compile(r"<tr\b.*?</tr\s*>", re.S | re.I)


def _rows_on_one_line(text: str, blanked: str) -> str:
    """Each table row (``<tr>``) of ``text`` on one line of ``blanked``: an infobox's label and
    value (``<th>Host city</th>`` and ``<td>Daegu</td>`` on the next line) read as one line. The
    row's line breaks move to the blanked tags at its end, so every later line keeps its number."""
    out = list(blanked)
    for row in _ROW.finditer(text):
        segment = blanked[row.start():row.end()]
        breaks = segment.count("\n")
        if not breaks or segment[len(segment) - breaks:].strip(" \n"):
            continue
        flat = segment.replace("\n", " ")
        out[row.start():row.end()] = flat[: len(flat) - breaks] + "\n" * breaks
    return "".join(out)


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


def games_head(doc: Document) -> str:
    """The text whose head names the document's Games: an HTML or wikitext page's title,
    infobox and prose (``layouts.html.head``, ``layouts.wikitext.head``: never its navigation
    boxes or prev/next links); any other document's text."""
    if doc.format == "html":
        from podium.extract.layouts.html import head

        return head(doc.text)
    if doc.format == "wikitext":
        from podium.extract.layouts.wikitext import head as wikitext_head

        return wikitext_head(doc.text)
    return doc.text


def extract(doc: Document) -> Extraction:
    """What ``doc`` says: which Games, its medal tables and its facts."""
    search = search_tables(doc.text, doc.format)
    head = games_head(doc)
    games = identify_games(head)
    subject = page_subject(head)
    tables = search.tables
    facts = find_facts(blank_markup(doc.text) if doc.format == "html" else doc.text, games, table_lines(tables))
    if subject.sport is not None:  # a sport page: its tables and its counts and dates are the sport's
        tables = tuple(replace(t, scope=f"sport:{subject.sport}") if t.scope == "overall" else t for t in tables)
        facts = tuple(f for f in facts if f.attribute not in SPORT_PAGE_ATTRIBUTES or f.subject != GAMES_SUBJECT)
    return Extraction(
        games=games,
        tables=tables,
        facts=facts,
        tables_looked_at=search.looked_at,
        closest_rejection=search.closest.describe() if search.closest else None,
        subject=subject,
    )
