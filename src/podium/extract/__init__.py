"""The extract stage: ``Document`` -> ``Extraction`` (Games identity, medal tables).

Pure: no I/O except package data (lexicons, the Games catalogue), loaded once. Nation
mentions are read as written; resolving them is ``podium.nations``' job.
"""

from __future__ import annotations

from podium.extract.games import identify_games
from podium.extract.tables import find_tables
from podium.model import Document, Extraction

__all__ = ["extract", "find_tables", "identify_games"]


def extract(doc: Document) -> Extraction:
    """What ``doc`` says: which Games, and its medal tables (facts come later)."""
    return Extraction(games=identify_games(doc.text), tables=find_tables(doc.text), facts=())
