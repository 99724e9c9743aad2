"""How podium names to a reader what it stores by id or by English name: a source by its
title, a Games' host city and host country in the reader's language.

The store, the engines and the JSON shapes keep ids and English names (the contract's
``"host_city": "Athens"``); only the terminal and the web pages call these. Host cities
come from ``data/city_names.tsv`` (the nominative a title shows: Афины, not the Афинах a
document may write, which ``extract/lexicon`` reads), host countries from the nation
registry (``podium.nations.name``: ФРГ for West Germany in 1972).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from podium.datafiles import read_tsv

if TYPE_CHECKING:
    from podium.model import Value

#: How wide a source's title is when a rationale names it.
TITLE_WIDTH = 32
#: How many sources a listing of a value's sources names (``podium conflicts``, the web
#: pages); the others are counted (``and 995 more``), and the JSON lists every one.
SHOWN_SOURCES = 5

T = TypeVar("T")


def named_and_more(items: Sequence[T], shown: int = SHOWN_SOURCES) -> tuple[Sequence[T], int]:
    """The items a listing names and how many it counts after them: every one when there are
    at most one more than ``shown`` (never "and 1 more": that one is named), else the first
    ``shown``."""
    if len(items) <= shown + 1:
        return items, 0
    return items[:shown], len(items) - shown


def short(title: str, width: int = 48) -> str:
    """``title`` cut to ``width`` characters, the cut marked with ``…``."""
    return title if len(title) <= width else title[: width - 1] + "…"


def quoted_title(title: Callable[[str], str | None]) -> Callable[[str], str]:
    """A source as a rationale on the terminal names it: «its title», shortened, or the
    12-character prefix of its id when it has no title."""

    def name(source: str) -> str:
        found = title(source)
        return f"«{short(found, TITLE_WIDTH)}»" if found else source[:12]

    return name


# -- host cities and countries ------------------------------------------------------------


@lru_cache(maxsize=1)
def city_names() -> dict[tuple[str, str], str]:
    """(English name, language) -> the city's name in that language (``data/city_names.tsv``)."""
    names: dict[tuple[str, str], str] = {}
    for row in read_tsv("podium", "data/city_names.tsv", header=("city", "lang", "name")):
        city, lang, name = row.fields
        names[(city, lang)] = name
    return names


def city_name(city: str, lang: str) -> str:
    """``Athens`` as a reader of ``lang`` names it (Афины, 雅典, Athen); the English name
    where podium has none in that language, and a city it does not know as written."""
    from podium.i18n.labels import fallbacks

    names = city_names()
    return next((names[(city, c)] for c in fallbacks(lang) if (city, c) in names), city)


def country_name(country: str, lang: str, games: str | None = None) -> str:
    """A host country (the English name of the state at the Games: ``West Germany``) as a
    reader of ``lang`` names it, from the nation registry (ФРГ, 西ドイツ); as written in
    English, for a name the registry does not resolve, and where it has no name in ``lang``."""
    from podium import nations
    from podium.errors import NotFound

    if lang.lower().split("-")[0] == "en":
        return country
    found = nations.resolve(country, lang="en")
    if found.noc is None:
        return country
    year = games_year(games)
    try:
        named = nations.name(found.noc, lang, year)
        english = nations.name(found.noc, "en", year)
    except NotFound:
        return country
    return country if named == english else named


def fact_value(attribute: str, value: Value | None, lang: str, games: str | None = None) -> Value | None:
    """A Games fact's value as the reader of ``lang`` is shown it: a host city or country
    in their language, a date in the language's form (``podium.i18n.numbers.format_date``),
    every other value as it is."""
    if isinstance(value, str):
        if attribute == "host_city":
            return city_name(value, lang)
        if attribute == "host_country":
            return country_name(value, lang, games)
        if attribute in DATE_ATTRIBUTES:
            from podium.i18n.numbers import format_date

            shown = format_date(value, lang)
            return shown if isinstance(shown, str) else value
    return value


#: The Games attributes whose values are ISO dates.
DATE_ATTRIBUTES = ("start_date", "end_date")


def display_name(lang: str, games: str | None = None) -> Callable[[str], str]:
    """Code -> display name in ``lang``, as used at the time of ``games`` (a slug; today's
    names without one): MKD is "Macedonia" in a 2004 table, "North Macedonia" in 2021.
    A code the registry does not know shows as itself."""
    from podium import nations
    from podium.errors import NotFound

    year = games_year(games)

    def name(noc: str) -> str:
        try:
            return nations.name(noc, lang, year)
        except NotFound:
            return noc

    return name


def games_year(games: str | None) -> int | None:
    """The year of a Games slug (``2004-summer-paralympics`` -> 2004); None without a slug
    or for a slug that is not one."""
    from podium.model import Games

    if games is None:
        return None
    try:
        return Games.from_slug(games).year
    except ValueError:
        return None
