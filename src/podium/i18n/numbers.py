"""Counts, numbers and dates as the reader's language writes them, by CLDR (through Babel):
the plural category of a count (``plural_category``), a number with the decimal separator
of the language (``format_number``: ``0.55`` is ``0,55`` in German and Russian), and a date
of the documents' ``YYYY-MM-DD`` (or ``YYYY-MM``) in the language's long form
(``format_date``: ``2004-09-28`` is ``28. September 2004`` in German, ``28 сентября 2004 г.``
in Russian; English keeps the ISO form, as its numbers keep Python's).

A number keeps the digits Python's format gives it (``format(2.675, ".2f")`` is ``2.67``
in every language; Babel only writes them), and English is Python's format itself, so
the English texts (``messages.english(decision)``, ``Finding.message``) are what they always were.
Integers are not grouped (a year, a count of athletes: ``3969``), unless the format asks
for it (``,``).

Babel is imported the first time a count or a number is formatted, never when podium
starts (``podium --help``, ``podium table --format json``).
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING

from podium.i18n.languages import base_language

if TYPE_CHECKING:
    from babel import Locale

#: The language whose numbers are Python's own (``0.55``, ``1,234``).
PYTHON_LANG = "en"
#: What ``format_number`` writes in the reader's language: digits with an optional
#: ``,``-grouping and fraction, as Python's fixed-point formats give them (``-1,234.50``).
#: Anything else (``1e-05``, ``inf``, ``55%``, padding) stays as Python writes it.
_PLAIN = re.compile(r"-?\d+(?:,\d{3})*(?:\.(?P<fraction>\d+))?")


@lru_cache(maxsize=64)
def _locale(lang: str) -> Locale:
    """Babel's locale for a tag (``zh-TW`` is ``zh_Hant_TW``), else for its language,
    else English's."""
    from babel import Locale, UnknownLocaleError

    for tag in (lang.replace("_", "-"), base_language(lang)):
        try:
            return Locale.parse(tag, sep="-")
        except (UnknownLocaleError, ValueError, TypeError):
            continue
    return Locale.parse(PYTHON_LANG)


def plural_category(lang: str, n: object) -> str:
    """The CLDR plural category (``one``, ``few``, ``many``, ``other``...) of the count
    ``n`` in ``lang``: ``few`` for 22 in Russian, ``one`` for 0 in French, ``other`` for
    everything in Japanese. Counts are integers; any other argument takes ``other``. A
    template without the category's form uses its ``other`` form (French's ``many``, for
    a million)."""
    if isinstance(n, bool) or not isinstance(n, int):
        return "other"
    return _category(lang, n)


@lru_cache(maxsize=4096)
def _category(lang: str, n: int) -> str:
    return str(_locale(lang).plural_form(n))


@lru_cache(maxsize=64)
def _written(lang: str) -> str:
    """The language podium's words are in for a reader of ``lang`` (``zh-TW`` ->
    ``zh-Hant``, ``pt-BR`` -> ``pt``, ``sv`` -> ``en``): its numbers are that language's,
    like the words around them."""
    from podium.i18n.labels import fallbacks, languages

    have = set(languages())
    return next((c for c in fallbacks(lang) if c in have), PYTHON_LANG)


def format_number(value: object, lang: str, spec: str = "") -> str:
    """``format(value, spec)`` as a reader of ``lang`` reads it, with the language's
    decimal separator (and grouping symbol, when ``spec`` groups): ``format_number(0.5,
    "de", ".2f")`` is ``0,50``, ``format_number(0.75, "ru")`` ``0,75``, ``format_number(1234.5,
    "fr", ",.1f")`` ``1 234,5``. English (and a language podium has no words in) is
    ``format(value, spec)`` exactly. Only the separators change: the digits are Python's,
    integers stay ungrouped without ``,`` in ``spec``, and a value that is not a number,
    or a format that is not fixed-point (``.2e``, ``%``, a width), is as Python writes it."""
    text = format(value, spec)
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)) or base_language(lang) == PYTHON_LANG:
        return text
    written = _written(lang)
    if base_language(written) == PYTHON_LANG:
        return text
    plain = _PLAIN.fullmatch(text)
    if plain is None:
        return text
    fraction = plain.group("fraction") or ""
    grouped = "," in text
    if not fraction and not grouped:
        return text  # an integer, ungrouped: no separator to write
    from babel.numbers import format_decimal

    pattern = ("#,##0" if grouped else "0") + ("." + "0" * len(fraction) if fraction else "")
    # the exact digits Python wrote: Babel's rounding has nothing left to round
    return str(format_decimal(Decimal(text.replace(",", "")), format=pattern, locale=_locale(written)))


_ISO_DATE = re.compile(r"(?P<year>\d{4})-(?P<month>0[1-9]|1[0-2])(?:-(?P<day>0[1-9]|[12]\d|3[01]))?")


def format_date(value: object, lang: str) -> object:
    """An ISO date (``2004-09-28``, or a month: ``2004-09``) as a reader of ``lang`` reads it:
    CLDR's long date (``28. September 2004``, ``2004年9月28日``), a month as the language
    names a month of a year (``September 2004``). English (and a language podium has no words
    in) keeps the ISO text, and anything that is not such a date is returned as it is."""
    if not isinstance(value, str) or base_language(lang) == PYTHON_LANG:
        return value
    found = _ISO_DATE.fullmatch(value)
    written = _written(lang)
    if found is None or base_language(written) == PYTHON_LANG:
        return value
    import datetime as dt

    from babel.dates import format_date as babel_date
    from babel.dates import format_skeleton

    year, month, day = int(found["year"]), int(found["month"]), found["day"]
    try:
        moment = dt.date(year, month, int(day) if day else 1)
    except ValueError:  # 2004-02-30
        return value
    if day is None:
        return str(format_skeleton("yMMMM", moment, locale=_locale(written)))
    return str(babel_date(moment, format="long", locale=_locale(written)))


class Number:
    """A number argument of a message, written as ``lang`` writes numbers: the template's
    format spec (``{probability:.2f}``) is applied by ``format_number``."""

    __slots__ = ("value", "lang")

    def __init__(self, value: float | int | Decimal, lang: str) -> None:
        self.value = value
        self.lang = lang

    def __format__(self, spec: str) -> str:
        return format_number(self.value, self.lang, spec)

    def __str__(self) -> str:
        return format_number(self.value, self.lang)

    def __repr__(self) -> str:
        return f"Number({self.value!r}, {self.lang!r})"
