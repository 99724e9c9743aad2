"""A Games' charts, as the table page, the chart files and the embedded pages show them: one
way to name the rows (nations in the page's names language, attributes in its words) and to
write the values (a host city in the reader's language)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from podium.i18n.labels import attribute_name, games_name
from podium.model import GAMES_SUBJECT, NATION_ATTRIBUTES, Decision, Value
from podium.store import SourceRecord

from . import charts
from .wording import words, words_language

if TYPE_CHECKING:
    from .data import Reader

#: The charts a Games has, by the name their files and embedded pages are known by.
CHARTS = ("disagreement",)


def attribute_word(words: Mapping[str, str], attribute: str) -> str:
    """An attribute as a heading in the reader's language: a nation's as its column header
    (``Bronze``), a fact's as its word, capitalised (``Host city``, ``Город-организатор``)."""
    if attribute in NATION_ATTRIBUTES:
        return words[attribute]
    word = attribute_name(attribute, words)
    return word[:1].upper() + word[1:]


def namer(lang: str, games: str) -> Callable[[str], str]:
    """A subject as ``lang``'s reader reads it: a nation by its name, ``games`` by the Games'."""
    from podium.i18n.naming import display_name

    named = display_name(lang, games)
    return lambda subject: games_name(games, words_language(lang)) if subject == GAMES_SUBJECT else named(subject)


def row_namer(lang: str, games: str, games_word: str) -> Callable[[str], str]:
    """A chart row's subject: a nation by its name in ``lang``, the Games by ``games_word``."""
    named = namer(lang, games)
    return lambda subject: games_word if subject == GAMES_SUBJECT else named(subject)


def shown_value(lang: str) -> Callable[[Decision, Value | None], str]:
    """A decision's value as the reader is shown it (a host city in their language)."""
    from podium.i18n.naming import fact_value

    def text(decision: Decision, value: Value | None) -> str:
        return "" if value is None else str(fact_value(decision.attribute, value, lang, decision.games))

    return text


def sources_of(reader: Reader, slug: str) -> list[SourceRecord]:
    """The documents about a Games, in the store's order."""
    return [s for s in reader.sources() if s.games == slug]


def charted(reader: Reader, slug: str, conflicts: list[Decision]) -> list[Decision]:
    """``conflicts`` with the rows the chart draws (``charts.MAX_ROWS``) read whole: it shows
    what every source states in each, where a page's list names a value's first sources only
    (``Support.stated``) and a chart alone reads which cells are in conflict, without their
    support. They are read with their nations' other cells (``Store.decisions``' ``subject``):
    a few dozen cells, not the Games' hundreds."""
    rows = conflicts[:charts.MAX_ROWS]
    if all(d.support and all(s.stated is None for s in d.support) for d in rows):
        return conflicts
    whole = {(d.subject, d.attribute): d
             for d in reader.store.decisions(slug, subject=tuple(dict.fromkeys(d.subject for d in rows)))}
    return [whole[(d.subject, d.attribute)] for d in rows] + conflicts[charts.MAX_ROWS:]


def disagreement(reader: Reader, slug: str, lang: str, names_lang: str | None = None,
                 conflicts: list[Decision] | None = None) -> charts.Chart:
    """The disagreement chart of a Games the store knows, its words in ``lang``'s, its
    nations named in ``names_lang`` (default ``lang``); ``conflicts`` the Games' conflicts
    when the caller has read them already (each value's first sources only, as a page lists
    them, or whole)."""
    slug = reader.known_games(slug)
    page_words = words(lang)
    return charts.disagreement_svg(
        charted(reader, slug, reader.conflicts(slug, explained=False) if conflicts is None else conflicts),
        sources_of(reader, slug), page_words,
        games=games_name(slug, words_language(lang)),
        subject_name=row_namer(names_lang or lang, slug, page_words["subject_games"]),
        attribute_word=lambda a: attribute_word(page_words, a),
        value_text=shown_value(names_lang or lang),
    )
