"""Which Games a document is about, read from its own text.

* kind: the first Games word (lexicon ``[games]`` and ``[games.kinds]``, the kinds of
  ``data/games_kinds.tsv``) in the head of the document (its first non-empty lines), else
  anywhere; a word inside a longer one matched first names nothing: the other kinds' words
  longest first (``Asian Winter Games`` before ``Asian Games``, ``Youth Olympic`` before
  ``Olympic``), then the Paralympic words (``残疾人奥林匹克运动会`` contains ``奥林匹克运动会``).
  A kind without seasons (the Asian Games) takes no season word.
* season: a season word on a head line that names the kind (``夏季``, ``летние``,
  ``Winter``); otherwise the catalogue (``podium.catalogue``) decides when the year has
  only one Games of that kind; when it has both seasons, a host city decides: one named on
  the line that gives the year, else one named in the head (``1984年ロサンゼルスオリンピック``,
  then ``サラエボ`` in passing on the next line, is Los Angeles); else there is no identity.
* year: the first year in the head, on a line that names the kind, that the catalogue
  lists for that kind; of several years on that line, the first whose Games were held in a
  city the head names as a place (``in Rio``, not ``Mexico City 1968``), so that a second
  year in the text (a record set in 1968, a Games 42 years earlier) does not choose the Games.
  Later mentions of other Games do not count. With no year, an
  edition ordinal on the first line naming the kind (``XI Giochi paralimpici invernali``,
  ``第十三届``, ``제24회``) and the season pick the Games from the catalogue; with no year on
  the lines naming the kind, a host city there picks it when the catalogue has one Games of
  that kind (and season) in that city (``평창 올림픽``, ``北京冬残奥会``; not ``東京五輪``,
  as Tokyo held 1964 and 2020).
* short names (lexicon ``[games.short]``: ``OL``, ``ZOH``, ``Olympia``) name the Games only
  right before a Games year of their kind or a host city, maybe after a link word or a
  hyphen (``OL i Tokyo 2020``, ``ОИ-2014``). They are matched as written or in capitals and
  never inside a word (``OLED 2018``, ``IOS 2016``, ``Ohio 2016`` name nothing). A short name
  alone (``OL``, ``Olympia``) names no Games.
* a host city right before a year (``北京2008``, ``Beijing 2008``, ``Сочи-2014``) names the
  Games held there that year (:func:`city_year_games`). ``extract/other_games.py`` uses it,
  with the Games a short name names (``ShortName.games``), to tell a sentence about other Games.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from podium.catalogue import CatalogueEntry, catalogue, edition_of, editions
from podium.extract.fact_grammar import city_named, city_pattern
from podium.extract.games_years import (
    CITY_TO_YEAR,
    SHORT_YEAR,
    city_before,
    city_of_year,
    full_years,
    in_span,
)
from podium.extract.layouts.text import split_lines
from podium.extract.lexicon import find_word, fold, lexicon, lexicon_files, may_contain, word_pattern
from podium.extract.numbers import normalize_digits
from podium.model import Games, games_kinds

#: How many non-empty lines at the top of a document count as its head.
HEAD_LINES = 3

_YEAR = re.compile(r"(?<!\d)(18[89]\d|19\d\d|20\d\d)(?!\d)")


@dataclass(frozen=True)
class HeadLine:
    """A line as written (digits made ASCII) and folded; both have the same length."""

    raw: str
    folded: str

    @classmethod
    def of(cls, text: str) -> HeadLine:
        return cls(normalize_digits(text), normalize_digits(fold(text)))


@dataclass(frozen=True)
class ShortName:
    """Where a short Games name (``OL 2018``) starts, its kind and the season it implies, and
    the Games of the catalogue it can name (none when its host city never held that kind)."""

    start: int
    kind: str
    season: str | None
    games: tuple[Games, ...] = ()


@dataclass(frozen=True)
class ShortNames:
    """The lexicons' ``[games.short]`` tables, merged."""

    names: dict[str, tuple[str, str | None]]  # as written -> (kind, season)
    pattern: re.Pattern[str]  # a name, not inside a word, then a hyphen or white space
    link: re.Pattern[str]  # a link word in folded text (``i``, ``in``, ``в``), then white space


@lru_cache(maxsize=1)
def short_names() -> ShortNames:
    """Every lexicon's ``[games.short]``: ``olympics = ["OL"]``, ``winter_olympics =
    ["ZOH"]``, ``links = ["i"]``."""
    names: dict[str, tuple[str, str | None]] = {}
    links: set[str] = set()
    for data in lexicon_files():
        for key, words in data.get("games", {}).get("short", {}).items():
            if key == "links":
                links.update(fold(w) for w in words)
                continue
            season, _, kind = key.rpartition("_")
            if kind not in ("olympics", "paralympics") or season not in ("", "summer", "winter"):
                raise ValueError(f"[games.short] {key!r}: expected [summer_|winter_]olympics|paralympics or links")
            for word in words:
                for form in (word, word.upper()):
                    names[form] = (kind, season or None)
    ordered = sorted(names, key=lambda w: (-len(w), w))
    either = "|".join(map(re.escape, ordered)) or r"(?!)"
    linked = "|".join(map(re.escape, sorted(links, key=lambda w: (-len(w), w)))) or r"(?!)"
    return ShortNames(names, re.compile(r"(?<![^\W_])(" + either + r")(?:\s*-\s*|\s+)"),
                      re.compile(r"(?:" + linked + r")\s+"))


def short_names_in(line: HeadLine) -> list[ShortName]:
    """The short Games names in ``line`` that stand right before a Games year of their kind
    (and season) or a host city the lexicons know."""
    short = short_names()
    found = []
    for match in short.pattern.finditer(line.raw):
        kind, season = short.names[match.group(1)]
        at = match.end()
        link = short.link.match(line.folded, at)
        at = link.end() if link else at
        year = _YEAR.match(line.folded, at)
        city = None if year else city_pattern().match(line.folded, at)
        games = tuple(e.games for e in catalogue() if e.kind == kind and season in (None, e.season)
                      and (e.year == int(year.group()) if year else city is not None and city_named(city) in e.hosts))
        if games or city is not None:
            found.append(ShortName(match.start(), kind, season, games))
    return found


def city_year_games(folded: str, year: re.Match[str]) -> tuple[Games, ...]:
    """The Games that a host city right before ``year`` (a match in ``folded``) names: those
    the catalogue has in that city that year (``北京2008``, ``Beijing 2008``, ``Сочи-2014``,
    ``в Пекине 2008``, ``런던 2012``); none when no city is there or it held no Games then
    (``Paris 2008``)."""
    name = city_of_year(folded, year)
    return () if name is None else tuple(e.games for e in editions() if e.named_by(int(year.group())) and name in e.hosts)


#: the lexicons' ``[games]`` keys that are not kinds of Games
_SEASON_KEYS = ("summer", "winter")


@lru_cache(maxsize=1)
def _kind_words() -> tuple[tuple[str, str], ...]:
    """Every Games word with its kind, in the order they are matched (and masked): first the
    names that hold a Games word and name no Games (``[games] not``, kind ""), then the words
    of the other kinds (``[games.kinds]``) longest first, so that ``asian winter games`` is
    read before ``winter`` and ``youth olympic`` before ``olympic``; then the Paralympic words,
    then the Olympic ones (``残疾人奥林匹克运动会`` contains ``奥林匹克运动会``)."""
    words = lexicon().games
    unknown = sorted(set(words) - set(_SEASON_KEYS) - set(games_kinds()))
    if unknown:
        raise ValueError(f"[games.kinds] {', '.join(unknown)}: not a kind of data/games_kinds.tsv")
    others = [(w, k) for k, ws in words.items() if k not in (*_SEASON_KEYS, "olympics", "paralympics") for w in ws]
    others.sort(key=lambda wk: (-len(wk[0]), wk[0]))
    return (*((w, "") for w in lexicon().not_games), *others, *((w, "paralympics") for w in words["paralympics"]),
            *((w, "olympics") for w in words["olympics"]))


@lru_cache(maxsize=8192)
def _kind_hits(folded: str) -> tuple[tuple[int, str], ...]:
    """Where each Games word of a folded line first stands, with its kind, in the order of
    :func:`_kind_words`: a word inside a longer one matched first names nothing (``Asian Games``
    in ``South Asian Games``, ``olympic`` in ``Youth Olympic Games``); a name that names no
    Games (``[games] not``) is only masked."""
    masked = folded
    hits: list[tuple[int, str]] = []
    for word, kind in _kind_words():
        if word not in masked:  # the pattern is the word itself: no substring, no match
            continue
        pattern = word_pattern(word)
        hit = pattern.search(masked)
        if hit is None:
            continue
        if kind:
            hits.append((hit.start(), kind))
        masked = pattern.sub(lambda m: "\0" * len(m.group()), masked)
    return tuple(hits)


def kind_of(folded: str) -> tuple[int, str] | None:
    """The earliest Games word in a folded line: (offset, kind) (:func:`_kind_hits`)."""
    return min(_kind_hits(folded), key=lambda hit: hit[0], default=None)


def kinds_named(folded: str) -> frozenset[str]:
    """Every kind of Games a folded text names by its words (:func:`_kind_hits`)."""
    return frozenset(kind for _, kind in _kind_hits(folded))


def _speaks_of_next(folded: str) -> bool:
    """Whether a line names other Games (``which will host the next Olympics and Paralympics in
    2020``, ``the next edition will be held in Naples in 2019``): its years are theirs."""
    if not may_contain(folded, lexicon().other_games):
        return False
    editions = [m.start() for word in lexicon().editions if word in folded
                for m in word_pattern(word).finditer(folded)]
    return any(_next_games(folded, at) for at in (*(at for at, _ in _kind_hits(folded)), *editions))


def _next_games(folded: str, at: int) -> bool:
    """Whether the Games word at ``at`` names other Games: a word of ``[games] other`` at most
    one word before it (``the next Olympics``, ``the next Summer Games``)."""
    words = re.findall(r"[^\W\d_]+", folded[max(0, at - 40):at])
    return any(word in lexicon().other_games for word in words[-2:])


def seasonal(kind: str) -> bool:
    """Whether ``kind`` has a Summer and a Winter edition (``data/games_kinds.tsv``)."""
    known = games_kinds().get(kind)
    return known is not None and known.seasonal


def _kind_in(line: HeadLine) -> tuple[int, str] | None:
    """The earliest Games word or short Games name in ``line``: (offset, kind)."""
    hits = [hit for hit in (kind_of(line.folded),) if hit]
    hits += [(s.start, s.kind) for s in short_names_in(line)]
    return min(hits) if hits else None


def _season_of(line: HeadLine) -> str | None:
    words = lexicon().games
    hits = [(hit[0], season) for season in ("summer", "winter")
            if (hit := find_word(line.folded, words[season])) is not None]
    hits += [(s.start, s.season) for s in short_names_in(line) if s.season]
    hits += [(m.start(), "summer") for m in _NUMBERED_OLYMPIAD.finditer(line.folded)]
    return min(hits)[1] if hits else None


#: An Olympiad by its number, in any language: its Games are the Summer Games ("Giochi della
#: XXXII Olimpiade", "Jeux de la XXXIIe Olympiade", "Игры XXXII Олимпиады"). The word alone
#: is no season: "Olimpiadi invernali", "Олимпиада в Сочи" are the Winter Games.
_NUMBERED_OLYMPIAD = re.compile(r"(?<![^\W\d_])[ivxlc]+(?:\.|e|es|er|ème|eme)?\s+(?:olympiad|olimpiad|olimpíad|олимпиад)")


def _cities_in(folded: str) -> set[str]:
    return {city_named(m) for m in city_pattern().finditer(folded)}


_CITY_THEN_YEAR = re.compile(CITY_TO_YEAR.pattern + r"(?:18[89][0-9]|19[0-9]{2}|20[0-9]{2})(?![0-9])")


def _places_in(folded: str) -> set[str]:
    """The cities ``folded`` names as places (``in Rio``, ``à Helsinki``), not as the name of
    other Games (``Stockholm 1912``, ``Mexico City 1968``: a city right before a year)."""
    return {city_named(m) for m in city_pattern().finditer(folded) if not _CITY_THEN_YEAR.match(folded, m.end())}


def _held_where_said(picked: list[CatalogueEntry | None], places: set[str]) -> Games | None:
    """Of the Games the years of a line name, in order, the first held in a city the head
    names as a place; the first year's when none is (a second year in the text, a record set in
    1968 or a Games 42 years earlier, does not choose the Games: ``Zimowe Igrzyska w Soczi …
    od 1972 roku … w 2014 roku`` is Sochi 2014)."""
    held = next((e for e in picked if e is not None and places & set(e.hosts)), None) if places else None
    first = held or picked[0]
    return first.games if first else None


def _pick(entries: list[CatalogueEntry], season: str | None, cities: set[str]) -> CatalogueEntry | None:
    if season is not None:
        entries = [e for e in entries if e.season == season]
    if len(entries) == 1:
        return entries[0]
    if len(entries) > 1 and cities:
        named = [e for e in entries if cities & set(e.hosts)]
        if len(named) == 1:
            return named[0]
    return None


def identify_games(text: str) -> Games | None:
    """The Games ``text`` is about, or None when its own text does not say."""
    # a line of marks alone (a heading's underline, a code block's fence, a string's quotes) is no head line
    lines = [line.text for line in split_lines(text) if any(ch.isalnum() for ch in line.text)]
    if not lines:
        return None
    head = [HeadLine.of(line) for line in lines[:HEAD_LINES]]
    kinds = [(i, hit[1]) for i, line in enumerate(head) if (hit := _kind_in(line))]
    if not kinds:  # the head does not name the Games: use the first line that does, with a year
        # by its Games word ("1972 Summer Olympics"; not "...the 2006 World Cup, not in the
        # Olympic Stadium"), else the first line that names a kind at all
        named = [(line, hit) for raw in lines[HEAD_LINES:]
                 if (hit := _kind_in(line := HeadLine.of(raw))) and not _next_games(line.folded, hit[0])]
        near = next(((line, hit) for line, hit in named if _year_near(line.folded, hit[0])), None)
        if near or named:
            line, hit = near or named[0]
            head = [line]
            kinds = [(0, hit[1])]
    if not kinds:
        return None
    kind = kinds[0][1]
    kind_lines = [head[i] for i, k in kinds if k == kind]
    season = next((s for line in kind_lines if (s := _season_of(line))), None) if seasonal(kind) else None
    head_cities = set().union(*(_cities_in(line.folded) for line in head))
    by_year: dict[int, list[CatalogueEntry]] = {}
    for entry in editions():
        if entry.kind == kind:  # by its year, and by the year it was held ("Tokyo 2021 Paralympics")
            for year in {entry.year, entry.held}:
                by_year.setdefault(year, []).append(entry)
    places = set().union(*(_places_in(line.folded) for line in head))

    def by_years(line: HeadLine, own: bool) -> Games | None:
        """The Games the years of a head line name; on a line naming the kind (``own``), an
        edition named before any year, or with no year at all."""
        first_year = _YEAR.search(line.folded)
        if first_year is not None and own and (
                ordinal := _by_edition([line.raw[:first_year.start()]], kind, season)) is not None:
            return ordinal  # an edition named before any year: "the 26th Summer Universiade…, then Kazan 2013"
        line_cities = _cities_in(line.folded)
        hit = _kind_in(line) if own else None
        kind_city = city_before(line.folded, hit[0]) if hit else None
        picked = []
        for match in _YEAR.finditer(line.folded):
            year = int(match.group())
            if year in by_year and not in_span(line.folded, match) and not (
                    kind_city and city_of_year(line.folded, match) not in (None, kind_city)):
                # (a year of another host's Games: "London 2012 haul … at the Tokyo Olympics")
                chosen = _pick(by_year[year], season, line_cities) if line_cities else None
                picked.append(chosen or _pick(by_year[year], season, head_cities))
        if not picked and own:  # "Winnipeg'99 Pan American Games", "Atlanta '96 Olympics"
            for match in SHORT_YEAR.finditer(line.folded):
                choices = [e for year in full_years(match.group(1)) for e in by_year.get(year, ())]
                chosen = _pick(choices, season, line_cities or head_cities)
                picked += [chosen] if chosen is not None else []
        if picked:
            return _held_where_said(picked, _places_in(line.folded) or places)
        # no year here: an edition ordinal on this line comes before a year on a later one
        # ("Sailing at the Games of the XXVIII Olympiad", then "...the 1st Olympiad (1896)")
        return _by_edition([line.raw], kind, season) if own else None

    for line in kind_lines:
        if _speaks_of_next(line.folded):
            continue
        if _unknown_edition(line, by_year):
            return None  # "the 2030 Asian Games": not an edition of the catalogue, nor another year's
        found = by_years(line, True)
        if found is not None:
            return found
    # the host the title names comes before the years of the lines below it ("… closed in Taipei",
    # then "the next edition will be held in Naples in 2019" or "two years ago in 2015")
    found = _by_city(kind_lines, kind, season)
    below = (line for line in head if line not in kind_lines and not _speaks_of_next(line.folded))
    found = found or next((games for line in below if (games := by_years(line, False)) is not None), None)
    return found or _by_edition(lines, kind, season)


def _unknown_edition(line: HeadLine, by_year: dict[int, list[CatalogueEntry]]) -> bool:
    """Whether the year right before the line's Games word (a season word between) is no year
    of that kind of Games: ``2025 Islamic Solidarity Games`` before the catalogue had them, or
    ``the 2030 Asian Games``; another year in the text is not theirs."""
    hit = _kind_in(line)
    if hit is None:
        return False
    seasons = (*lexicon().games["summer"], *lexicon().games["winter"])
    for match in _YEAR.finditer(line.folded, max(0, hit[0] - 24), hit[0]):
        between = line.folded[match.end():hit[0]].strip(" -–")
        if (not between or between in seasons) and int(match.group()) not in by_year:
            return not in_span(line.folded, match)
    return False


def games_named(name: str) -> tuple[Games, ...]:
    """The Games a short name such as a person gives names: ``2004 Summer Paralympics``,
    ``Летние Олимпийские игры 2014``, ``2022 Asian Games`` (one), or a host city and a year
    (``Tokyo 2020``: the Olympics and the Paralympics held there then); none when it names
    no Games of the catalogue."""
    games = identify_games(name)
    if games is not None:
        return (games,)
    folded = fold(normalize_digits(name))
    return tuple(dict.fromkeys(g for year in _YEAR.finditer(folded) for g in city_year_games(folded, year)))


#: How far (in characters) from a Games word a year names those Games, in a line below the head.
_NEAR = 30


def _year_near(folded: str, offset: int) -> bool:
    """A year within :data:`_NEAR` characters of the Games word at ``offset``."""
    return any(abs(m.start() - offset) <= _NEAR for m in _YEAR.finditer(folded))


def _by_city(kind_lines: list[HeadLine], kind: str, season: str | None) -> Games | None:
    """No year on the lines that name the kind: a host city on the first of them (the title)
    picks the Games when the catalogue has one of that kind (and season) in it (``평창 올림픽``,
    ``OS i Pyeongchang``). A city named further down is not the page's: under a title that
    names the kind alone, "The first Asian Youth Games was hosted by Singapore" is about the
    series, not its first edition."""
    if any(_YEAR.search(line.folded) for line in kind_lines):
        return None
    cities = _cities_in(kind_lines[0].folded) if kind_lines else set()
    entries = [e for e in editions() if e.kind == kind and season in (None, e.season) and cities & set(e.hosts)]
    return entries[0].games if len(entries) == 1 else None


#: an edition's number: a Roman numeral (with a French ordinal's ending when it has two letters
#: or more: "XXXIIe", not the article "Le"), 第N届/回, 제N회
_ORDINAL = re.compile(r"(?<![^\W\d_])([IVXLC]{2,}(?=(?:e|es|er|ème)(?![^\W\d_]))|[IVXLC]+(?=\.?(?![^\W\d_])))"
                      r"|第\s*([0-9零〇一二三四五六七八九十]+)\s*[届屆回]|제\s*([0-9]+)\s*회"
                      r"|(?<![0-9])([0-9]{1,2})(?:st|nd|rd|th|\.(?=\s)|[ªº°](?![^\W\d_]))(?![^\W\d_])"
                      # a number right after the name: "SEA Games 31", not "the Asian Games 10 days later"
                      r"|(?<=Games )([0-9]{1,2})(?![0-9.,:/–-])(?!\s*(?:days?|weeks?|months?|years?|times?|medals?|"
                      r"athletes?|nations?|events?|sports?|countries|teams?)(?![^\W\d_]))")


#: how far before a Games' name its English ordinal may stand (``26th Summer``)
_ORDINAL_BEFORE = 12


def _by_edition(lines: list[str], kind: str, season: str | None) -> Games | None:
    """No year: an edition ordinal on the first line that names the kind (``XI Giochi
    paralimpici invernali``, ``第十三届夏季残奥会``) with the season, or with a host of that
    edition where no season is said, picks the Games."""
    from podium.extract.numerals import parse_han, parse_roman

    for raw in lines:
        hit = _kind_in(HeadLine.of(raw))
        if hit is None or hit[1] != kind:
            continue
        # a number with an ordinal's ending (26th, 29., 2ª) counts right before the Games' name
        # only ("the 26th Summer Universiade", "die 29. Universiade"; not "On August 23rd, the…")
        matches = [m for m in _ORDINAL.finditer(normalize_digits(raw))
                   if not m.group(4) or 0 <= hit[0] - m.end() <= _ORDINAL_BEFORE]
        if not matches:
            return None
        # Italian's article "I" before the numeral is no first edition ("I Giochi della XXX Olimpiade")
        match = matches[1] if len(matches) > 1 and matches[0].group(1) == "I" else matches[0]
        roman, han, hangul, suffixed, after = match.groups()
        edition = (parse_roman(roman) if roman else parse_han(han) if han and not han.isdigit()
                   else int(han or hangul or suffixed or after))
        entries = [e for e in editions() if e.kind == kind and season in (None, e.season) and e.edition == edition]
        cities = _cities_in(HeadLine.of(raw).folded)
        if len(entries) > 1:  # no season said: the host decides ("die 29. Universiade in Taipeh")
            entries = [e for e in entries if cities & set(e.hosts)]
        if len(entries) != 1:
            return None
        # a city the line names that is no host of that edition: the numeral is no edition's
        # (Italian's article: "I Giochi olimpici invernali di Torino" are no Chamonix 1924)
        return entries[0].games if not cities or cities & set(entries[0].hosts) else None
    return None


_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?\b|\b\d{1,2}\.\d{1,2}\.\d{4}\b")


def table_games(text: str, document: Games | None) -> Games | None:
    """The Games that ``text`` (``MedalTable.games_text``: a Games, year or edition cell, or
    the caption and heading above a table) names for its table, with ``document``, the
    document's Games, filling in what the text leaves out.

    In order: a Games named in full (``1896 Summer Olympics``, ``Athletics at the 2002 Asian
    Games``); a host city before a year (``Beijing 2008``, ``rome-1960``: the Games of the
    document's kind held there that year, else the one Games held there that year); a year
    alone (``1994``, ``2000Sydney``): the Games of the document's kind that year, of the season
    the text names (``2022 Winter Games``), else of the document's.
    Dates (``2026-02-08``) name no Games. None when the text names no Games the catalogue
    has; then the table is the document's (``document``, maybe None).
    """
    text = _DATE.sub(" ", normalize_digits(text))
    if not text.strip():
        return None
    named = identify_games(text)
    if named is not None:
        return named
    folded = fold(text)
    for match in _YEAR.finditer(folded):
        year = int(match.group())
        held = city_year_games(folded, match)
        if held:
            same_kind = [g for g in held if document is not None and g.kind == document.kind]
            if len(same_kind) == 1 or len(held) == 1:
                return (same_kind or list(held))[0]
        if document is None:
            continue
        # the season the text says ("2022 Winter Games" in a file about Summer Games), else the document's
        season = next((s for s in ("summer", "winter") if document.season and find_word(folded, lexicon().games[s])),
                      document.season)
        entry = edition_of(Games(year, season, document.kind))
        if entry is not None:
            return entry.games
    return None
