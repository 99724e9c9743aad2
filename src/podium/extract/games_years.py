"""The years of a line that may name its Games: four digits, two after an apostrophe
(``Winnipeg'99``), the host city right before a year (``London 2012``), and the years that name
no single Games (a span: ``since 1930``, ``1930年以来``, ``1896–2022``). ``extract/games.py`` reads
them."""

from __future__ import annotations

import re

from podium.extract.fact_grammar import city_named, city_pattern
from podium.extract.lexicon import lexicon
from podium.unicode_scripts import CJK

#: a year of two digits after an apostrophe, as a Games' short name writes it ("Winnipeg'99",
#: "Atlanta '96"): not a digit before the apostrophe, nor a letter or a digit after the year
SHORT_YEAR = re.compile(r"(?<![0-9])['’‘`]([0-9]{2})(?![0-9]|[^\W\d_])")


def full_years(two: str) -> tuple[int, ...]:
    """The years a two-digit year may be: of the 1900s and of the 2000s (the catalogue and the
    document's kind, season and host decide)."""
    return 1900 + int(two), 2000 + int(two)


#: between a host city and the year right after it: the rest of an alphabetic word (``Пекине``),
#: white space, a hyphen (``Сочи-2014``), or nothing (``北京2008``)
CITY_TO_YEAR = re.compile(r"[^\W\d_" + CJK.regex + r"]*\s*-?\s*")


def in_span(folded: str, year: re.Match[str]) -> bool:
    """Whether ``year`` starts or ends a span of Games (``since 1930``, ``seit 1930``,
    ``1930年以来``, ``1896–2022``): no Games of the document's, however it names them."""
    before = folded[max(0, year.start() - 20):year.start()].rstrip()
    if any(before.endswith(word) and not before[:-len(word)][-1:].isalpha() for word in lexicon().since):
        return True
    if _SPAN_BEFORE.search(before) or _SPAN_AFTER.match(folded, year.end()):
        return True
    after = folded[year.end():year.end() + 6].lstrip()
    return any(after.startswith(word) for word in lexicon().since_after)


#: a year and a dash before a year (``1896–2022``), or a dash and a year after it
_SPAN_BEFORE = re.compile(r"(?<![0-9])(?:18[89][0-9]|19[0-9]{2}|20[0-9]{2})\s*[-–—]$")
_SPAN_AFTER = re.compile(r"\s*[-–—]\s*(?:18[89][0-9]|19[0-9]{2}|20[0-9]{2})(?![0-9])")


def city_before(folded: str, at: int, between: str | None = None) -> str | None:
    """The city that ends right before ``at``, white space (or the characters of ``between``)
    aside (``the Tokyo Olympics``; ``Haiyang, China``)."""
    before = folded[max(0, at - 40):at].rstrip(between)
    return next((city_named(m) for m in city_pattern().finditer(before) if m.end() == len(before)), None)


def city_of_year(folded: str, year: re.Match[str]) -> str | None:
    """The city right before ``year`` (``London 2012``, ``Сочи-2014``), if any."""
    for city in city_pattern().finditer(folded, max(0, year.start() - 40), year.start()):
        if CITY_TO_YEAR.fullmatch(folded, city.end(), year.start()):
            return city_named(city)
    return None
