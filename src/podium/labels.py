"""The words around a medal table (column headers, its title) in the reader's language.

Data lives in ``data/labels.toml``; a language or a word it lacks falls back to English,
and ``zh-TW``-style tags fall back to their script (``zh-Hant``) first.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources

from podium.model import Games

TRADITIONAL = ("zh-hant", "zh-tw", "zh-hk", "zh-mo")


@lru_cache(maxsize=1)
def _all() -> dict[str, dict[str, str]]:
    text = resources.files("podium").joinpath("data/labels.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def _candidates(lang: str) -> list[str]:
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
    for candidate in reversed(_candidates(lang)):
        found.update(table.get(candidate, {}))
    return found


def games_name(slug: str, lang: str = "en") -> str:
    """``2004-summer-paralympics`` as the reader's language names it (Летние Паралимпийские игры 2004)."""
    games = Games.from_slug(slug)
    return labels(lang)[f"{games.season}_{games.kind}"].format(year=games.year)


def languages() -> tuple[str, ...]:
    return tuple(sorted(_all()))
