"""The extract stage: ``Document`` -> ``Extraction`` (Games identity, medal tables).

Pure: no I/O except package data (lexicons, the Games catalogue), loaded once. Nation
mentions are read as written; resolving them is ``podium.nations``' job.
"""

from __future__ import annotations

from dataclasses import replace

from podium.extract.fact_grammar import COUNT_ATTRIBUTES
from podium.extract.fact_sections import section_facts
from podium.extract.facts import find_facts, table_lines
from podium.extract.games import identify_games
from podium.extract.subject import page_subject
from podium.extract.tables import find_tables, search_tables
from podium.model import GAMES_SUBJECT, Document, Extraction, Games

#: What a sport page states of the sport, not of the Games: its counts (``8 events``,
#: ``460 athletes``) and its dates. A nation page's counts are the team's (``analysis``).
SPORT_PAGE_ATTRIBUTES = frozenset((*COUNT_ATTRIBUTES, "start_date", "end_date"))

__all__ = ["extract", "find_tables", "games_head", "identify_games"]


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


def facts_text(doc: Document) -> str:
    """The text the facts are read from: an HTML page's prose and infobox, its markup, other
    tables and lists blanked (``layouts.html.prose``: lines and offsets kept); any other
    document's text."""
    if doc.format == "html":
        from podium.extract.layouts.html import prose

        return prose(doc.text)
    return doc.text


def extract(doc: Document, games: Games | None = None) -> Extraction:
    """What ``doc`` says: which Games its text names, its medal tables and its facts. The
    facts are read for ``games`` when given (``check``/``ingest --games``: dates without their
    year take its year, other Games' sentences are told by it), else for the Games named."""
    search = search_tables(doc.text, doc.format)
    head = games_head(doc)
    named = identify_games(head)
    read_for = games or named
    subject = page_subject(head)
    tables = search.tables
    # a page's prose has its tables blanked already (``facts_text``): a line that held a table
    # may hold prose too (a page without line breaks is one line); any other text skips them
    skip = frozenset() if doc.format == "html" else table_lines(tables)
    facts = section_facts(find_facts(facts_text(doc), read_for, skip, doc.language), tables, read_for)
    if subject.sport is not None:  # a sport page: its tables and its counts and dates are the sport's
        tables = tuple(replace(t, scope=f"sport:{subject.sport}") if t.scope == "overall" else t for t in tables)
        facts = tuple(f for f in facts if f.attribute not in SPORT_PAGE_ATTRIBUTES or f.subject != GAMES_SUBJECT)
    return Extraction(
        games=named,
        tables=tables,
        facts=facts,
        tables_looked_at=search.looked_at,
        closest_rejection=search.closest.describe() if search.closest else None,
        subject=subject,
    )
