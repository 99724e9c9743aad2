"""The extract stage: ``Document`` -> ``Extraction`` (Games identity, medal tables).

Pure: no I/O except package data (lexicons, the Games catalogue), loaded once. Nation
mentions are read as written; resolving them is ``podium.nations``' job.
"""

from __future__ import annotations

from podium.extract.facts import find_facts, table_lines
from podium.extract.games import identify_games
from podium.extract.tables import find_tables, search_tables
from podium.model import Document, Extraction

__all__ = ["extract", "find_tables", "identify_games"]


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
    games = identify_games(games_head(doc))
    return Extraction(
        games=games,
        tables=search.tables,
        facts=find_facts(doc.text, games, table_lines(search.tables)),
        tables_looked_at=search.looked_at,
        closest_rejection=search.closest.describe() if search.closest else None,
    )
