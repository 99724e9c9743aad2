"""The web pages' own words, beside the words every presenter shares.

``podium.i18n.labels.labels(lang)`` holds the words of a medal table and of the pages the
terminal shares; the words only the web pages say (error pages, the Facts page, downloads,
the disagreement chart, the host's note) are in ``service/words/<lang>.toml``, one file per
language podium has page words in, each with the same keys as ``en.toml``. ``words(lang)``
is both, this folder's words last.

A page's words are in the language the reader asked for only when podium has words in it:
``words_language`` is the language they are really in (``?lang=ar`` is answered in English,
and the page says so with ``<html lang="en">``, its nation names marked ``lang="ar"``).
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from podium.i18n.labels import fallbacks, labels
from podium.i18n.labels import languages as label_languages

#: The page words when the reader's language has none.
DEFAULT = "en"


@cache
def _own(lang: str) -> dict[str, str]:
    from podium import kept

    folder = resources.files("podium.service").joinpath("words")
    entry = folder.joinpath(f"{lang}.toml")
    if not entry.is_file():
        return {}
    return dict(kept.toml(entry.read_text(encoding="utf-8")))


def own_languages() -> tuple[str, ...]:
    """The languages this folder has words in (the same as the message files')."""
    folder = resources.files("podium.service").joinpath("words")
    return tuple(sorted(e.name.removesuffix(".toml") for e in folder.iterdir() if e.name.endswith(".toml")))


def words_language(lang: str) -> str:
    """The language a page asked for in ``lang`` is written in: the first of ``lang``'s
    fallbacks podium has page words in (``zh-TW`` is ``zh-Hant``), else English."""
    have = set(label_languages())
    return next((candidate for candidate in fallbacks(lang) if candidate in have), DEFAULT)


@cache
def words(lang: str) -> dict[str, str]:
    """Every word of a page in ``words_language(lang)``: the shared labels, then the
    pages' own (English where a file lacks one)."""
    written = words_language(lang)
    found = {**labels(written), **_own(DEFAULT)}
    found.update(_own(written))
    return found


def names_language(lang: str, available: tuple[str, ...]) -> str:
    """The language nation names asked for in ``lang`` are in: the first of its fallbacks
    among ``available`` (``podium.nations.languages()``), else English."""
    return next((candidate for candidate in fallbacks(lang) if candidate in available), DEFAULT)


def size(n_bytes: int, lang: str) -> str:
    """A size as people write it, in the reader's language (CLDR units through Babel):
    ``5 MB``, ``5 МБ``, ``64 kB``; a binary megabyte is called a megabyte, as upload forms do."""
    from babel import Locale
    from babel.units import format_unit

    locale = Locale.parse(words_language(lang), sep="-")
    if n_bytes >= 1024 * 1024:
        amount, unit = n_bytes / (1024 * 1024), "digital-megabyte"
    elif n_bytes >= 1024:
        amount, unit = n_bytes / 1024, "digital-kilobyte"
    else:
        amount, unit = n_bytes, "digital-byte"
    value: float | int = round(amount) if abs(amount - round(amount)) < 0.05 else round(amount, 1)
    return str(format_unit(value, unit, length="short", locale=locale))
