"""Paired statements: two Games, then two numbers, matched in order.

``Die Sommer- und Winterspiele 1964 hatten 93 und 36 Nationen``, ``the 1960 and 1964 Summer
Paralympics had 23 and 21 nations``, ``1964年夏季和冬季奥运会分别有93和36个国家``: a count whose
number is the second of a pair (``93 und 36 Nationen``) in a sentence that names two Games in a
pair (``Sommer- und Winterspiele``, ``1960 and 1964``, ``Olympics and Paralympics``, ``Tokio und
Innsbruck``) is a count of one of the two. Each side of a pair says part of a Games (a year, a
season, a kind, a host city), and what one side says and the other does not is said of both
(``Sommer-`` is of the Olympics too, as ``Winterspiele`` is). The document's Games take the
number in their place when they fit exactly one side of every pair, the same side each time;
otherwise neither number is a fact about them.

Link words are each lexicon's ``[facts] pair-links`` (``und``, ``and``, ``и``, ``和``); a
``season-links`` word may follow (``de verano y de invierno``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from podium.catalogue import edition_of
from podium.extract.alternation import alternation
from podium.extract.fact_grammar import city_named, city_pattern, fact_words, grammar
from podium.extract.fact_language import per_language
from podium.extract.lexicon import lexicon
from podium.model import Games
from podium.unicode_scripts import CJK

_YEAR = r"(?<![0-9])(?:18[89][0-9]|19[0-9]{2}|20[0-9]{2})(?![0-9])"
#: the rest of one side of a pair: the rest of an alphabetic word, or a CJK year mark (1964年)
_REST = r"(?:[^\W\d_" + CJK.regex + r"]*|\s*[年년])"


@dataclass(frozen=True)
class Side:
    """What one side of a pair says of its Games (None: it does not say)."""

    year: int | None
    season: str | None
    kind: str | None
    city: str | None


@dataclass(frozen=True)
class PairWords:
    links: re.Pattern[str]  # a link word at the end of a text: "und", "和"
    link_ends: tuple[str, ...]  # the link words, for a cheap test before ``links``
    seasons: dict[str, str]  # folded season word -> summer | winter


@per_language  # the pair links of the language being read
def pair_words() -> PairWords:
    w, games = fact_words(), lexicon().games
    links = alternation(w.pair_links, whole=frozenset(w.pair_links))
    seasons = {word: season for season in ("summer", "winter") for word in games[season]}
    return PairWords(re.compile(links + r"\s*$"), w.pair_links, seasons)


@per_language  # built only for a sentence with a pair of numbers: its cities make it slow to compile
def pair_games() -> re.Pattern[str]:
    """Two sides naming Games, with a link word between (``Sommer- und Winterspiele``)."""
    w, games = fact_words(), lexicon().games
    links = alternation(w.pair_links, whole=frozenset(w.pair_links))
    seasons = pair_words().seasons
    kinds = [word for kind, words in games.items() if kind not in seasons.values() for word in words]
    words = tuple(sorted({*seasons, *kinds}, key=lambda x: (-len(x), x)))
    side = "(?:" + _YEAR + "|" + alternation(words) + "|" + city_pattern().pattern + ")" + _REST
    link_words = r"-?\s*" + links + r"\s*(?:" + alternation(w.season_links) + r"\s+)?"
    return re.compile("(?P<a>" + side + ")" + link_words + "(?P<b>" + side + ")")


def _side(text: str) -> Side:
    """What the side of a pair written as ``text`` (folded) says."""
    from podium.extract.games import kind_of

    year = re.match(_YEAR, text)
    city = city_pattern().match(text)
    season = next((s for word, s in pair_words().seasons.items() if word in text), None)
    kind = kind_of(text)
    return Side(int(year.group()) if year else None, season, kind[1] if kind else None,
                city_named(city) if city else None)


def _fits(side: Side, other: Side, games: Games) -> bool:
    """Whether the Games ``side`` names (with what only ``other`` says) can be ``games``."""
    year = side.year if side.year is not None else other.year
    season = side.season or other.season
    kind = side.kind or other.kind
    if side.city is not None:
        entry = edition_of(games)
        if entry is None or side.city not in entry.hosts:
            return False
    return year in (None, games.year) and season in (None, games.season) and kind in (None, games.kind)


@dataclass(frozen=True)
class Pairing:
    """The pairs of Games a sentence names, and where the document's Games stand in them."""

    named: bool  # the sentence names two Games in a pair
    place: int | None  # 0 or 1: the place of the document's Games in every pair; None if not one


def pairing(folded: str, games: Games | None) -> Pairing:
    """The pairs of Games the sentence ``folded`` names and the place of ``games`` in them."""
    places: set[int | None] = set()
    pattern = pair_games()
    at = 0
    while (m := pattern.search(folded, at)) is not None:
        a, b = _side(m.group("a")), _side(m.group("b"))
        at = m.start("b")
        if a == b:
            continue  # "1964 und 1964": not two Games
        fits = [games is not None and _fits(a, b, games), games is not None and _fits(b, a, games)]
        places.add(fits.index(True) if fits.count(True) == 1 else None)
    return Pairing(bool(places), next(iter(places)) if len(places) == 1 else None)


def first_of_pair(folded: str, start: int, noun: str) -> re.Match[str] | None:
    """The number paired with the count's number at ``start`` (``93`` of ``93 und 36 Nationen``,
    ``93和36个国家``, ``93개국과 36개국``): a number right before it, a link word between, maybe
    a measure word or the count's own noun after it."""
    words = pair_words()
    tail = folded[max(0, start - 12):start].rstrip()
    if not tail.endswith(words.link_ends):  # most counts: no link word right before the number
        return None
    before = list(grammar().number.finditer(folded, max(0, start - 40), start))
    if not before:
        return None
    first = before[-1]
    gap = folded[first.end():start]
    link = words.links.search(gap)
    if link is None:
        return None
    filler = gap[:link.start()].strip()
    measures = fact_words().measures
    return first if filler in ("", noun) or filler in measures else None
