"""A medal table in a text format, in the reader's language, for ``podium table --format`` and
the API's ``/api/games/{slug}/table.{ext}``: Markdown with its headers in the reader's words,
wikitext with its caption, names and notes in them and the sources cited
(``podium.export.citations``), any other as ``podium.export.FORMATS`` writes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from podium.export.wikitext import Evidence
    from podium.rank import Standings
    from podium.store import Store


def evidence(store: Store, games: str, version: str | None = None) -> Evidence:
    """What the wikitext export of a Games' table cites (``Evidence``)."""
    from podium.export.citations import table_sources
    from podium.export.wikitext import Citation, Evidence

    found = table_sources(store, games, version)
    return Evidence(tuple(Citation(s.id, s.title, s.origin) for s in found.sources), found.cells)


def table_text(store: Store, standings: Standings, format: str, lang: str = "en",
               version: str | None = None) -> str:
    """The table in the text format ``format`` (a name of ``podium.export.FORMATS``)."""
    if format == "md":
        from podium.export.markdown import to_markdown

        return to_markdown(standings, lang=lang)
    if format == "wikitext":
        from podium.export.wikitext import to_wikitext

        return to_wikitext(standings, evidence=evidence(store, standings.games, version), lang=lang)
    from podium.export import FORMATS

    return FORMATS[format](standings)
