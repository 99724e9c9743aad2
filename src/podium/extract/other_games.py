"""Whether a sentence names another Games than the document's (``extract/facts.py`` reads
no fact from it).

Another Games is named by ``下届`` / ``the next Games`` (``other-games`` words), another year next
to a Games word (``the 2008 host``, ``Олимпийские игры 2008 года``), the same year next to the
other kind's word (the Olympics in a Paralympics document), a host city right before a year
when that city held other Games that year (``北京2008``, ``Beijing 2008``, ``в Пекине 2008``,
``Сочи-2014``), a short name before another Games' year or host city (``Olympia 2014``), or the
other season's Games: a season word of the lexicons' ``[games]`` beside a Games word (``the
1936 Winter Olympics`` in a document about Berlin 1936, ``冬季奥运会``, ``Jeux olympiques
d'hiver``, with or without the year), or the host of the other season's Games of the same year
(``data/games.tsv``), in a sentence that does not name the Games' own season. In a sentence that
names both seasons, the clauses naming only the other one give nothing. So with kinds: a sentence
that names only another kind's Games (``The Winter Paralympics will follow from 6 to 15 March``
in a document about the Olympics) is about those, and in a sentence that names both kinds the
clauses naming only the other one give nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Protocol

from podium.catalogue import editions
from podium.extract.fact_grammar import city_named, city_pattern, contains, fact_words, grammar, season_games
from podium.extract.games import HeadLine, city_year_games, kind_of, kinds_named, short_names, short_names_in
from podium.extract.lexicon import may_contain
from podium.extract.numbers import normalize_digits
from podium.model import Games

_YEAR = re.compile(r"(?<![0-9])(1[89][0-9]{2}|20[0-9]{2})(?![0-9])")


class SentenceText(Protocol):
    """A sentence as written (``raw``) and folded, digit-normalised, with the same offsets."""

    raw: str
    folded: str

    def clauses(self) -> list[tuple[int, int]]: ...


_OTHER_SEASON = {"summer": "winter", "winter": "summer"}


def _names_season(folded: str, season: str) -> bool:
    """Whether ``folded`` names a Games of ``season`` (``fact_grammar.season_games``)."""
    named = season_games()[season]
    return may_contain(folded, named.words) and named.pattern.search(folded) is not None


def other_kind_clauses(sentence: SentenceText, games: Games | None) -> list[tuple[int, int]]:
    """In a sentence that names the Games' own kind and another (``the Olympics run from 6 to 22
    February, the Paralympics from 6 to 15 March``), the clauses that name only the other kind's
    Games: nothing is read there."""
    if games is None or kinds_named(sentence.folded) <= {games.kind}:
        return []
    return [(a, b) for a, b in sentence.clauses()
            if (named := kinds_named(sentence.folded[a:b])) and games.kind not in named]


def other_season_clauses(sentence: SentenceText, games: Games | None) -> list[tuple[int, int]]:
    """In a sentence that names the Games' own season and the other one (``the 1936 Summer
    Olympics had 49 nations, the Winter Olympics 28``), the clauses that name only the other
    season's Games: nothing is read there."""
    if games is None or not games.season or not _names_season(sentence.folded, other := _OTHER_SEASON[games.season]):
        return []
    return [(a, b) for a, b in sentence.clauses()
            if _names_season(sentence.folded[a:b], other) and not _names_season(sentence.folded[a:b], games.season)]


@lru_cache(maxsize=64)
def other_season_hosts(games: Games | None) -> frozenset[str]:
    """The hosts of the other season's Games of the same year and kind (``data/games.tsv``),
    less the Games' own: Garmisch-Partenkirchen for the 1936 Summer Olympics."""
    if games is None:
        return frozenset()
    same_year = [e for e in editions() if e.year == games.year and e.kind == games.kind]
    own = {h for e in same_year if e.season == games.season for h in e.hosts}
    return frozenset(h for e in same_year if e.season != games.season for h in e.hosts) - own


@lru_cache(maxsize=256)
def _hosts_of(kind: str, season: str, year: int) -> frozenset[str]:
    """The hosts of the Games of ``kind`` and ``season`` named by ``year`` (``data/games.tsv``)."""
    return frozenset(h for e in editions() if e.kind == kind and e.season == season and e.named_by(year) for h in e.hosts)


def about_other_games(sentence: SentenceText, games: Games | None) -> bool:
    """The sentence names another Games: ``下届`` / ``the next Games``, or a year other than
    the Games' own close to a Games word or noun (no digit between): ``2008年残奥会的东道主``,
    ``the Sydney 2000 Games``, ``the 2008 host``, ``Олимпийские игры 2004 года``; or the
    Games' own year next to the other kind's word (``2004年雅典奥运会`` in a document about
    the 2004 Paralympics); or, without the Games' own season, the other season's Games
    (``The 1936 Winter Olympics…``, ``1988年冬季奥运会…`` in a document about a Summer Games;
    ``the Summer Games`` in one about a Winter Games) or their host (``The 1936 Olympics were
    held in Garmisch-Partenkirchen`` in a document about Berlin 1936); or a host city and a
    year (``北京2008``), or a short name and a year or host city (``Olympia 2014``), that name
    other Games; or another edition's host and its year anywhere in it (``In Rio in 2016``)."""
    if contains(sentence.folded, fact_words().other_games):
        return True
    if games is None:
        return False
    named_kinds = kinds_named(sentence.folded)
    if named_kinds and games.kind not in named_kinds:  # only another kind's: "The Winter Paralympics will follow…"
        return True
    if games.season and not _names_season(sentence.folded, games.season):  # a kind without seasons: no season
        if _names_season(sentence.folded, _OTHER_SEASON[games.season]):
            return True
        other_hosts = other_season_hosts(games)
        if other_hosts and any(city_named(m) in other_hosts
                               for m in city_pattern().finditer(sentence.folded)):
            return True
    words = grammar().games_words
    folded = sentence.folded
    cities: set[str] | None = None
    for m in _YEAR.finditer(folded):
        named = city_year_games(folded, m)  # a host city and a year: "北京2008", "Sydney 2000"
        if named and games not in named:
            return True
        if int(m.group()) not in (games.year, games.year + 1):
            # another edition's host anywhere in the sentence with its year: "In Rio in 2016, Britain won 67"
            # (not the Games' own host: "Paris 2024 … the third time the city has hosted, after 1900 and 1924")
            cities = ({city_named(c) for c in city_pattern().finditer(folded)}
                      - _hosts_of(games.kind, games.season, games.year)) if cities is None else cities
            if cities & _hosts_of(games.kind, games.season, int(m.group())):
                return True
        if int(m.group()) in (games.year, games.year + 1):  # Tokyo 2020 was held in 2021
            # the same year, the other kind: "2004年雅典奥运会", "the 2004 Summer Olympics",
            # "Олимпийские игры 2004" in a Paralympics document (one word between at most)
            after = re.match(r"[^\W\d_]*\s*(?:[^\W\d_]+\s+)?[^\W\d_]+", folded[m.end():])
            # (up to three words before: "Paralympischen Sommerspiele fanden 2004" is of the Paralympics)
            before = re.search(r"[^\W\d_]+(?:\s+[^\W\d_]+){0,2}\s*$", folded[:m.start()])
            kinds = [k[1] for w in (after, before) if w is not None and (k := kind_of(w.group()))]
            if kinds and kinds[0] != games.kind:
                return True
            continue
        if re.match(r"[^0-9]{0,10}?" + words, folded[m.end():]):
            return True
        if re.search(words + r"[^\W\d_]*[^0-9,，。]{0,10}$", folded[:m.start()]):
            return True
    # a short name before a Games year or host city: "Olympia 2014", "OL i Sotsji"
    if short_names().pattern.search(sentence.raw) is None:
        return False
    line = HeadLine(normalize_digits(sentence.raw), folded)
    return any(short.games and games not in short.games for short in short_names_in(line))
