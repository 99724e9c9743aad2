"""The words around a medal table (column headers, its title) in the reader's language.

Data lives in ``data/labels.toml``; a language or a word it lacks falls back to English,
and ``zh-TW``-style tags fall back to their script (``zh-Hant``) first.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources

from podium.model import Games

TRADITIONAL = ("zh-hant", "zh-tw", "zh-hk", "zh-mo")
#: What a language tag looks like (BCP 47, loosely): ``en``, ``zh-Hant``, ``pt-BR``, ``sr-Latn-RS``.
LANGUAGE_TAG = re.compile(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}")


@lru_cache(maxsize=1)
def _all() -> dict[str, dict[str, str]]:
    import tomllib  # not at import: `podium table --format json` checks a tag, reads no words

    text = resources.files("podium").joinpath("data/labels.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def fallbacks(lang: str) -> list[str]:
    """The languages whose words a reader of ``lang`` gets, most specific first (English
    comes after all of them)."""
    low = lang.lower()
    if low.startswith(TRADITIONAL):
        return ["zh-Hant"]
    if low.startswith("zh"):
        return ["zh-Hans"]
    return [lang, low.split("-")[0]]


def labels(lang: str) -> dict[str, str]:
    """Every label in ``lang``, English where the language has no word for it."""
    table = _all()
    found = dict(table["en"])
    for candidate in reversed(fallbacks(lang)):
        found.update(table.get(candidate, {}))
    return found


def attribute_name(attribute: str, words: Mapping[str, str]) -> str:
    """An attribute as a word in a sentence, from ``labels(lang)``: the medal colours have
    the charts' words (``silver``, ``серебро``), every other attribute an ``attr_`` word
    (``host city``); an attribute without a word keeps its name."""
    return words.get(f"chart_{attribute}") or words.get(f"attr_{attribute}") or attribute


def games_name(slug: str, lang: str = "en") -> str:
    """``2004-summer-paralympics`` as the reader's language names it (Летние Паралимпийские игры 2004)."""
    games = Games.from_slug(slug)
    return labels(lang)[f"{games.season}_{games.kind}"].format(year=games.year)


def languages() -> tuple[str, ...]:
    return tuple(sorted(_all()))
