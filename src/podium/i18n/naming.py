"""How podium names to a reader what it stores by id or by English name: a source by its
title, a Games' host city and host country in the reader's language.

The store, the engines and the JSON shapes keep ids and English names (the contract's
``"host_city": "Athens"``); only the terminal and the web pages call these. Host cities
come from ``data/city_names.tsv`` (the nominative a title shows: Афины, not the Афинах a
document may write, which ``extract/lexicon`` reads), host countries from the nation
registry (``podium.nations.name``: ФРГ for West Germany in 1972).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from podium.datafiles import read_tsv

if TYPE_CHECKING:
    from podium.model import Claim, Stated, Value

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


def sources_named(claims: Iterable[Claim], stated: Stated | None = None,
                  shown: int = SHOWN_SOURCES) -> tuple[Sequence[tuple[str, list[Claim]]], int]:
    """A value's sources as a listing names them, each with its claims in order
    (``named_and_more``), and how many it counts after them: of all its sources when
    ``claims`` are those of its first ones only (``Support.stated``)."""
    by_source: dict[str, list[Claim]] = {}
    for claim in claims:
        by_source.setdefault(claim.source_id, []).append(claim)
    listed, more = named_and_more(list(by_source.items()), shown)
    return listed, more if stated is None else stated.sources - len(listed)


def short(title: str, width: int = 48) -> str:
    """``title`` cut to ``width`` characters, the cut marked with ``…``."""
    return title if len(title) <= width else title[: width - 1] + "…"


#: how many characters of a source's id tell apart sources of the same title
ID_SHOWN = 8


class SourceNames:
    """The sources' titles, and each cut to a width so that no two sources look alike.

    Called with a source's id, the whole title (``None`` when it has none). ``cut`` gives the
    title cut to a width (``short``), or the 12-character prefix of the id without a title;
    where two sources' cut titles would read the same ("Athletics at the 2004 Summer
    Paralympi…" for the men's 100 m T11 and T12 pages), each keeps the start of its title and
    the words where it differs from the others ("Athletics at the 2004… T11"), and
    sources of one and the same title are told apart by the first characters of their ids."""

    def __init__(self, titles: Mapping[str, str | None]) -> None:
        self._titles = dict(titles)
        self._cuts: dict[int, dict[str, str]] = {}

    def __call__(self, source: str) -> str | None:
        return self._titles.get(source)

    def cut(self, source: str, width: int) -> str:
        if source not in self._titles:
            return source[:12]
        if width not in self._cuts:
            self._cuts[width] = _told_apart(self._titles, width)
        return self._cuts[width][source]


def _told_apart(titles: Mapping[str, str | None], width: int) -> dict[str, str]:
    by_cut: dict[str, list[str]] = {}
    for source, title in titles.items():
        by_cut.setdefault(short(title, width) if title else source[:12], []).append(source)
    out: dict[str, str] = {}
    for cut, sources in by_cut.items():
        if len(sources) == 1:
            out[sources[0]] = cut
            continue
        alike = [titles[s] or "" for s in sources]
        common = len(os.path.commonprefix(alike))
        # the word where they differ, or the one before it; in a script written without spaces
        # (Chinese, Japanese, Thai), the character where they differ
        space = alike[0].rfind(" ", 0, max(common - 1, 0))
        start = space + 1 if space >= 0 else common
        for source, title in zip(sources, alike):
            tail = title[start:]
            if tail and len(set(alike)) > 1 and start > (head := max(width - len(tail) - 2, 8)):
                out[source] = title[:head].rstrip() + "… " + short(tail, width - head - 2)
            else:  # never the whole title, however long: the ids tell them apart below
                out[source] = short(title, width)
        # one title for several sources: the first characters of each one's id
        labels = [out[s] for s in sources]
        for source in sources:
            if labels.count(out[source]) > 1:
                out[source] = f"{short(out[source], width - ID_SHOWN - 1)} {source[:ID_SHOWN]}"
    return out


def quoted_title(title: Callable[[str], str | None]) -> Callable[[str], str]:
    """A source as a rationale on the terminal names it: «its title», shortened (told apart
    from the others' by ``SourceNames``), or the 12-character prefix of its id when it has no title."""

    def name(source: str) -> str:
        found = title(source)
        return f"«{cut(title, source, TITLE_WIDTH)}»" if found else source[:12]

    return name


def cut(title: Callable[[str], str | None], source: str, width: int) -> str:
    """A source's title cut to ``width`` (told apart from the others' when ``title`` is the
    store's ``SourceNames``), or the 12-character prefix of its id when it has no title."""
    if isinstance(title, SourceNames):
        return title.cut(source, width)
    found = title(source)
    return short(found, width) if found else source[:12]


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
