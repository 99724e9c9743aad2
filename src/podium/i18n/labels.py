"""The words around a medal table (column headers, its title) in the reader's language.

The words are the ``[labels]`` of each language's message file (``podium.i18n.files``:
``i18n/data/messages/ru.toml``); a language or a word it lacks falls back to English, and
``zh-TW``-style tags fall back to their script (``zh-Hant``) first
(``podium.i18n.languages.fallbacks``).
"""

from __future__ import annotations

from collections.abc import Mapping

from podium.i18n import files
from podium.i18n.languages import LANGUAGE_TAG, fallbacks
from podium.model import Games

#: ``LANGUAGE_TAG`` and ``fallbacks`` live in ``podium.i18n.languages``; imported from here too.
__all__ = ["LANGUAGE_TAG", "attribute_name", "fallbacks", "games_name", "labels", "languages"]


def labels(lang: str) -> dict[str, str]:
    """Every label in ``lang``, English where the language has no word for it (only
    English's file and the language's own are read)."""
    found = dict(files.read("en")["labels"])
    for candidate in reversed(fallbacks(lang)):
        found.update(files.read(candidate)["labels"])
    return found


def attribute_name(attribute: str, words: Mapping[str, str]) -> str:
    """An attribute as a word in a sentence, from ``labels(lang)``: the medal colours have
    the charts' words (``silver``, ``серебро``), every other attribute an ``attr_`` word
    (``host city``); an attribute without a word keeps its name."""
    return words.get(f"chart_{attribute}") or words.get(f"attr_{attribute}") or attribute


def games_name(slug: str, lang: str = "en") -> str:
    """``2004-summer-paralympics`` as the reader's language names it (Летние Паралимпийские игры 2004,
    Азиатские игры 2006): the message files' ``summer_paralympics`` or ``asian-games`` word. A kind
    they have no words for (``2011-pacific-games``) has its English name (``data/games_kinds.tsv``)."""
    games = Games.from_slug(slug)
    template = labels(lang).get(f"{games.season}_{games.kind}" if games.season else games.kind)
    return template.format(year=games.year) if template is not None else games.name


def languages() -> tuple[str, ...]:
    """The languages podium has words in (BCP 47 tags, sorted)."""
    return files.languages()
