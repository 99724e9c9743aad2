"""The host city and host country of a sentence (``extract/facts.py``' reader).

A host city is a city of the lexicons' ``[cities]`` (or a host of the catalogue, in English),
stored by its English name: in a clause that says the Games were held (``held``, ``举行``,
``прошли``), after a host label, or, with no host said anywhere in the document, named with
the Games (``the 2000 Summer Olympics in Sydney``, ``… Olympics (Helsinki)``, ``Rio 2016``).
Where the catalogue (``data/games.tsv``) knows the Games' hosts, only they can be the host: a
losing candidate, the city of an IOC session, another Games' host in a file of several Games
is not. A city whose name goes on (``the Beijing National Aquatics Centre``) is a place in it.
"""

from __future__ import annotations

import re

from podium.catalogue import edition_of
from podium.extract.dates import date_words
from podium.extract.fact_grammar import (
    after_games_name,
    city_named,
    city_pattern,
    compiled,
    contains,
    country_pattern,
    fact_words,
    host_countries,
    host_state,
)
from podium.extract.fact_reader import SentenceReader
from podium.extract.games import kind_of
from podium.extract.lexicon import fold
from podium.extract.other_games import other_season_hosts
from podium.unicode_scripts import CJK

_TAG = re.compile(r"<[^<>]*>")

#: A year right after a city's name: ``Tokyo 2020``, ``Сочи-2014``, ``北京2008``.
_CITY_YEAR = re.compile(r"\s*-?\s*((?:18|19|20)[0-9]{2})(?![0-9])")


class PlaceReader(SentenceReader):
    """The host city and country of one sentence."""

    def _city(self, start: int, end: int, extractor: str) -> None:
        """The first city in ``[start, end)`` that can be the host: not the host of the other
        season's Games of this year (Garmisch-Partenkirchen in a document about Berlin 1936),
        not the start of a longer name (``the Beijing National Aquatics Centre``), and one of
        the catalogue's hosts of these Games where it knows them (``data/games.tsv``): another
        Games' host (``Host City: Athens`` in a file of several Games), a losing candidate or
        the city of an IOC session is not the host."""
        other = other_season_hosts(self.games)
        entry = edition_of(self.games) if self.games is not None else None
        hosts = entry.hosts if entry is not None else ()
        found = [c for c in city_pattern().finditer(self.s.folded, start, end)
                 if city_named(c) not in other and (not hosts or city_named(c) in hosts)
                 and not self._name_goes_on(c.end(), hosts)]
        # Games held in several cities (Milan and Cortina d'Ampezzo) have each named as a host
        taken: set[str] = set()
        for m in found[:1] if len(hosts) < 2 else found:
            city = city_named(m)
            if city in taken or not self.free(m.start(), m.end()):
                continue
            taken.add(city)
            self.add("host_city", city, m.start(), m.end(), extractor)
            for again in city_pattern().finditer(self.s.folded, m.start(), end):
                if city_named(again) == city and \
                        self._country(again.start(), again.end(), extractor):
                    break

    def _name_goes_on(self, at: int, hosts: tuple[str, ...] = ()) -> bool:
        """Whether a capitalised word follows right after ``at`` (the end of a city's name in a
        Latin script): ``Beijing National Aquatics Centre``, ``Los Angeles Memorial Coliseum``
        name a place in the city. A country (``Athens Greece``), a month, a Games word (``in
        München Olympische Sommerspiele``) or another of the Games' ``hosts`` (``Milano
        Cortina 2026``) does not make a longer name."""
        if at == 0 or not self.s.raw[at - 1].isalpha() or self.s.raw[at - 1] in CJK:
            return False
        word = re.match(r"[ \t]+([A-ZÀ-ÖØ-Þ][^\W\d_]*)", self.s.raw[at:])
        if word is None:
            return False
        following = self.s.folded[at + word.start(1):at + word.start(1) + 40]
        games_word = kind_of(following)
        city = city_pattern().match(following)
        return not (country_pattern().match(following) or (games_word is not None and games_word[0] == 0)
                    or fold(word.group(1)) in date_words().months
                    or (city is not None and city_named(city) in hosts))

    def _country(self, city_start: int, city_end: int, extractor: str) -> bool:
        """The host country named right beside the host city: ``希腊雅典``, ``希腊首都雅典``,
        ``Афины, Греция``, ``Vancouver, British Columbia, Canada``."""
        before = country_pattern().search(self.s.folded, max(0, city_start - 8), city_start)
        after = country_pattern().search(self.s.folded, city_end, min(len(self.s.folded), city_end + 30))
        between = self.s.folded[city_end:after.start()] if after is not None else ""
        # a province between them ("British Columbia"), not a year and a sentence ("Tóquio 2020 termina com o Brasil")
        if after is not None and not (re.fullmatch(r"[^\W\d_\s]*(?:[\s,，、()（）]+[^\W\d_]+){0,3}[\s,，、()（）]*", between)):
            after = None
        return any(m is not None and self._add_country(m, extractor) for m in (before, after))

    def _add_country(self, m: re.Match[str], extractor: str) -> bool:
        country = host_countries().get(re.sub(r"\s+", " ", m.group()))
        if country is None or not self.free(m.start(), m.end()):
            return False
        country = host_state(country, self.games)  # the state of the time: West Germany in 1972
        self.add("host_country", country, m.start(), m.end(), extractor)
        return True

    def host(self) -> None:
        if any(f.attribute == "host_city" for f in self.facts):
            return
        for a, b in self.s.clauses():
            if contains(self.s.folded[a:b], fact_words().cues.get("held", ())):
                cue = compiled(fact_words().cues["held"]).search(self.s.folded, a, b)
                self.cue = (cue.start(), cue.end()) if cue else None
                self._city(a, b, "facts.city")
                self.cue = None

    def catalogue_host(self) -> None:
        """With no host said anywhere in the document: the city right after the Games' name and
        ``in`` or a bracket (``France competed at the 2000 Summer Olympics in Sydney, Australia``,
        ``Events at the 1952 Summer Olympics (Helsinki)``), or right before the Games' year, the
        Games' own short name (``Tokyo 2020 Olympic Medals``, ``Сочи-2014``, ``北京2008``), when
        the catalogue has it as the host of these Games. Asked of the sentences in order, up to
        the first that says it."""
        if self.games is None:
            return
        entry = edition_of(self.games)
        hosts = entry.hosts if entry is not None else ()
        named_hosts = [m for m in city_pattern().finditer(self.s.folded) if city_named(m) in hosts] if hosts else []
        for i, m in enumerate(named_hosts):
            if not self.free(m.start(), m.end()):
                continue
            before = _TAG.sub("", self.s.folded[max(0, m.start() - 400): m.start()])  # markup read as text
            named = after_games_name().search(before)
            # the hosts of Games held in several cities, one after the other: "Milano Cortina 2026"
            last = m
            for n in named_hosts[i + 1:]:
                if not re.fullmatch(r"[\s\-–/]+", self.s.folded[last.end():n.start()]):
                    break
                last = n
            year = _CITY_YEAR.match(self.s.folded, last.end())
            if named is None and year is not None and int(year.group(1)) == self.games.year:
                self.cue = (m.start(), year.end())
                self._city(m.start(), last.end(), "facts.city")
                self.cue = None
                return
            if named:
                cut = m.start() - len(before)  # where ``before`` starts, when no markup was taken out of it
                self.cue = (cut + named.start(), cut + named.end()) if before == self.s.folded[cut:m.start()] else None
                self._city(m.start(), m.end(), "facts.city")
                self.cue = None
                return
