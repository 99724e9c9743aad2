"""The words and patterns of ``extract/facts.py`` and ``extract/nation_facts.py``: the
``[facts]`` and ``[numbers]`` tables of the document's ``lexicon/<lang>.toml`` (of every one,
merged, when its language is unknown: ``extract/fact_language.py``), folded, with the
``[games]`` and ``[cities]`` words of all lexicons they are read beside, and the regular
expressions built from them (built once per language).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from podium.datafiles import read_tsv
from podium.extract.alternation import alternation, longest_first
from podium.extract.fact_language import has_fact_grammar as has_fact_grammar
from podium.extract.fact_language import lexicons_read, per_language
from podium.extract.lexicon import fold, lexicon, may_contain
from podium.extract.numerals import NUMBER, ROMAN, parse_number
from podium.extract.table_words import table_words
from podium.model import Games
from podium.unicode_scripts import CJK

COUNT_ATTRIBUTES = ("nations", "athletes", "athletes_men", "athletes_women", "sports",
                    "disciplines", "events", "medal_nations", "debut_nations")
QUALIFIERS = ("approx", "at-least", "at-most")

#: What a number followed by this is not a count of: a share, a date, an age (``11歳``), a length,
#: a weight, a place (``男子100m``, ``3位``) or a number of times (``只计一次``, ``2回``, ``3번``): ``(?!…)``
#: after the number.
NOT_A_COUNT = (r"(?![0-9%]|\s*%|\s*[年月日号歳才岁살位次回번]|\s?(?:k?m|cm|kg)(?![a-zà-ÿ])"
               r"|\s*(?:メートル|キロ|미터|公里|公斤|米))")
_LABEL_SEPARATOR = r"[\s:：=|\t\-–—]*(?:为|是|有|共有|共|达|计)?\s*"


@dataclass(frozen=True)
class FactWords:
    """The ``[facts]`` tables of all lexicons, merged and folded."""

    counts: dict[str, tuple[str, ...]]
    labels: dict[str, tuple[str, ...]]
    cues: dict[str, tuple[str, ...]]
    # a nation's medals: verbs, attributive, markers, articles; words after a number (medals,
    # gold, silver, bronze) and before it (medals-first, gold-first, silver-first, bronze-first)
    nation: dict[str, tuple[str, ...]]
    before: dict[str, tuple[str, ...]]  # qualifier -> words before a number
    after: dict[str, tuple[str, ...]]  # qualifier -> words after a number
    measures: tuple[str, ...]
    fillers: tuple[str, ...]
    titles: tuple[str, ...]
    titles_after: tuple[str, ...]  # titles written after the name (문재인 대통령)
    name_stops: tuple[str, ...]
    edition_before: tuple[str, ...]
    edition_after: tuple[str, ...]
    ordinal_suffixes: tuple[str, ...]
    exclude: tuple[str, ...]
    other_games: tuple[str, ...]
    games_nouns: tuple[str, ...]
    season_links: tuple[str, ...]  # a word between a Games word and a season word ("de invierno")
    pair_links: tuple[str, ...]  # a word that joins the two sides of a pair ("und", "和"; extract/pairs.py)
    number_words: dict[str, int]  # "seven" -> 7
    #: words that make what follows in a sentence one event's or one sport's (``final``,
    #: ``100 metres``, ``決勝``), beside the sports of ``[table.sports]`` (:func:`sport_pattern`)
    event_words: tuple[str, ...] = ()
    hundreds: frozenset[str] = frozenset()  # "hundred": multiplies the number before it
    number_links: tuple[str, ...] = ()  # "and" in "one hundred and twelve", "y" in "treinta y dos"
    #: units that are numbers only inside a longer one (``one`` of ``two hundred and one``, ``ein``)
    number_units: dict[str, int] = field(default_factory=dict)
    #: the ``[numbers] words`` alone (two to twenty): a nation's medals are read with these
    basic_number_words: frozenset[str] = frozenset()
    people: tuple[str, ...] = ()  # "人", "명": a number of people, the athletes where they took part
    not_after: tuple[str, ...] = ()  # after a count's noun, words that make it no count ("'s", "per")
    part_before: tuple[str, ...] = ()  # right before a count, words that make it a part ("the top ten nations")


def _number_words(numbers: dict[str, Any]) -> dict[str, int]:
    """One lexicon's ``[numbers]``: its ``words`` and ``tens`` (``thirty`` 30), its ``hundreds``
    (``hundred`` 100: a multiplier) and its compounds written as one word, from the ``joined``
    patterns (``{unit}und{ten}``: ``zweiunddreißig``; ``{ten}{unit}`` and ``{ten-}{unit}``, the
    ten less its last letter: ``trentadue``, ``ventotto``) over ``words`` 1-9 and ``units``."""
    words = {fold(k): int(v) for k, v in numbers.get("words", {}).items()}
    tens = {fold(k): int(v) for k, v in numbers.get("tens", {}).items()}
    units = {k: v for k, v in words.items() if 1 <= v <= 9} | {fold(k): int(v) for k, v in numbers.get("units", {}).items()}
    out = {**words, **tens, **{fold(k): int(v) for k, v in numbers.get("hundreds", {}).items()}}
    for pattern in numbers.get("joined", ()):
        for ten, ten_value in tens.items():
            for unit, unit_value in units.items():
                joined = pattern.replace("{ten-}", ten[:-1]).replace("{ten}", ten).replace("{unit}", unit)
                out.setdefault(fold(joined), ten_value + unit_value)
    return out


@per_language
def fact_words() -> FactWords:
    groups: dict[str, dict[str, set[str]]] = {"counts": {}, "labels": {}, "cues": {}, "nation": {}}
    flat: dict[str, set[str]] = {}
    number_words: dict[str, int] = {}
    number_units: dict[str, int] = {}
    basic: set[str] = set()
    hundreds: set[str] = set()
    number_links: set[str] = set()
    for whole in lexicons_read():
        numbers = whole.get("numbers", {})
        number_words.update(_number_words(numbers))
        number_units.update({fold(k): int(v) for k, v in numbers.get("units", {}).items()})
        basic.update(fold(k) for k in numbers.get("words", {}))
        hundreds.update(fold(k) for k in numbers.get("hundreds", {}))
        number_links.update(fold(k) for k in numbers.get("links", ()))
        data = whole.get("facts", {})
        for key, value in data.items():
            if isinstance(value, dict):
                for attribute, listed in value.items():
                    groups.setdefault(key, {}).setdefault(attribute, set()).update(fold(w) for w in listed)
            else:
                flat.setdefault(key, set()).update(fold(w) for w in value)

    def words(key: str) -> tuple[str, ...]:
        return longest_first(flat.get(key, set()))

    return FactWords(
        counts={k: longest_first(v) for k, v in groups["counts"].items()},
        labels={k: longest_first(v) for k, v in groups["labels"].items()},
        cues={k: longest_first(v) for k, v in groups["cues"].items()},
        nation={k: longest_first(v) for k, v in groups["nation"].items()},
        before={q: words(q) for q in QUALIFIERS},
        after={q: words("after-" + q) for q in QUALIFIERS},
        measures=words("measures"),
        fillers=words("fillers"),
        titles=words("titles"),
        titles_after=words("titles-after"),
        name_stops=words("name-stops"),
        edition_before=words("edition-before"),
        edition_after=words("edition-after"),
        ordinal_suffixes=words("ordinal-suffixes"),
        exclude=words("exclude"),
        other_games=words("other-games"),
        games_nouns=words("games-nouns"),
        season_links=words("season-links"),
        pair_links=words("pair-links"),
        number_words=number_words,
        event_words=words("event-words"),
        hundreds=frozenset(hundreds),
        number_links=longest_first(number_links),
        number_units={k: v for k, v in number_units.items() if k not in number_words},
        basic_number_words=frozenset(basic),
        people=words("people"),
        not_after=words("not-after"),
        part_before=words("part-before"),
    )


@lru_cache(maxsize=1024)
def compiled(words: tuple[str, ...], start: bool = True) -> re.Pattern[str]:
    return re.compile(alternation(words, start=start))


def contains(text: str, words: tuple[str, ...]) -> bool:
    return bool(words) and may_contain(text, words) and compiled(words).search(text) is not None


@lru_cache(maxsize=1)
def city_pattern() -> re.Pattern[str]:
    """Every city name of the lexicons, longest first: a whole word (``seul`` is not in
    ``seulement``), or a word start where the lexicon gives stems (``афин`` in ``Афинах``)."""
    names = tuple(lexicon().cities)
    return re.compile(alternation(names, whole=frozenset(names) - lexicon().city_stems))


def city_named(match: re.Match[str]) -> str:
    """The (English) city a match of :func:`city_pattern` names."""
    return lexicon().cities[re.sub(r"\s+", " ", match.group())]


@dataclass(frozen=True)
class Grammar:
    count: re.Pattern[str]  # anchored at a number: the number, its measure, filler and noun
    number: re.Pattern[str]  # where counts may start
    medal_count: dict[str, re.Pattern[str]]  # "16 gold", "16枚金牌": medals, gold, silver, bronze
    medal_count_first: dict[str, re.Pattern[str]]  # "金メダル16個", "금메달 16개", "計58個"
    nation_marker: re.Pattern[str]  # a marker after a nation: "日本は", "대한민국은 "
    qualifier_before: re.Pattern[str]  # a qualifier right before a number
    noun_attribute: dict[str, str]
    labels: re.Pattern[str]  # any label word, then separators
    label_attribute: dict[str, str]  # label word -> attribute
    before: str  # qualifier words before a number, as named groups
    games_words: str  # Games words and nouns (Paralympics, 奥运会, Games, 东道主)
    edition: re.Pattern[str]
    ordinal: re.Pattern[str]
    roman: re.Pattern[str]
    #: a word right before a number that makes its count a part of the whole ("the top ten
    #: nations", "die ersten zehn Nationen"), None where the lexicons have none
    part_before: re.Pattern[str] | None = None


@per_language
def grammar() -> Grammar:
    w = fact_words()
    nouns: dict[str, str] = {}
    for attribute, words in w.counts.items():
        for word in words:
            nouns[word] = attribute
    noun_alt = alternation(longest_first(set(nouns)))
    before = "|".join(f"(?P<b_{q.replace('-', '_')}>{alternation(w.before[q])})" for q in QUALIFIERS)
    after = "|".join(f"(?P<a_{q.replace('-', '_')}>{alternation(w.after[q], start=False)})" for q in QUALIFIERS)
    # a count's number may be words of several parts ("thirty-two"); elsewhere one word will do
    # ("sixteen gold", and where a count may start): a smaller pattern, compiled sooner
    word = alternation(longest_first(set(w.number_words))) + r"(?![^\W\d_])"
    number = r"(?P<n>" + NUMBER + r"|" + spelled_pattern() + r")" + NOT_A_COUNT
    one_word = r"(?P<n>" + NUMBER + r"|" + word + r")" + NOT_A_COUNT
    basic = r"(?P<n>" + NUMBER + r"|" + alternation(longest_first(set(w.basic_number_words))) + r"(?![^\W\d_]))" + NOT_A_COUNT
    # a noun followed by a ``not-after`` word counts nothing: "seven men's events", "3 athletes
    # per event", "10 events fewer than in 2008"
    not_after = r"(?!\s*" + alternation(w.not_after, start=False) + r")" if w.not_after else ""
    count = re.compile(
        number + r"\s*(?:(?:" + after + r")\s*)?"
        + r"(?:" + alternation(w.measures) + r"\s*)?(?:" + alternation(w.fillers) + r"\s*)?(?P<noun>" + noun_alt + r")"
        + not_after
    )
    numbers = re.compile(one_word)
    # a colour's count may name the medals between its number and its colour ("10 médailles
    # d'or", "10 medallas de oro"), as a total names them ("33 médailles")
    medals_word = r"(?:" + alternation(w.nation["medals"], start=False) + r"\s*)?" if w.nation.get("medals") else ""
    medal_count = {
        key: re.compile(basic + r"\s*(?:" + alternation(w.measures) + r"\s*)?" + (medals_word if key != "medals" else "")
                        + alternation(w.nation.get(key, ()), start=False))
        for key in ("medals", "gold", "silver", "bronze")
    }
    medal_count_first = {
        key: re.compile(alternation(w.nation.get(key + "-first", ())) + r"\s*" + basic + r"(?:\s*" + alternation(w.measures) + r")?")
        for key in ("medals", "gold", "silver", "bronze")
    }
    nation_marker = compiled(w.nation.get("markers", ()), False)
    qualifier_before = re.compile(r"(?:" + before + r")\s*$")
    label_attribute = {word: attribute for attribute, words in w.labels.items() for word in words}
    labels = re.compile("(?P<label>" + alternation(longest_first(set(label_attribute))) + ")" + _LABEL_SEPARATOR)
    games_words = longest_first({x for k in ("paralympics", "olympics", "summer", "winter") for x in lexicon().games[k]})
    # an ordinal or Roman numeral names the edition of Games of any kind ("the 3rd Asian Beach
    # Games", "XXII Summer Universiade"); ``facts.edition`` keeps it only for the document's kind.
    # The word between is tried last: "26th Southeast Asian Games" is of the Southeast Asian
    # Games, not "Southeast" before the Asian Games
    every_kind = longest_first({x for words in lexicon().games.values() for x in words})
    edition = re.compile(alternation(w.edition_before) + r"\s*(?P<n>" + NUMBER + r")\s*" + alternation(w.edition_after, start=False))
    ordinal = re.compile(r"(?<![0-9])(?P<n>[0-9]{1,2})\s*" + alternation(w.ordinal_suffixes, start=False)
                         + r"(?![^\W\d_])\s*(?:[^\W\d_]+\s+){0,1}?(?P<g>" + alternation(every_kind) + ")")
    # a Roman numeral may carry an ordinal suffix: "XIIes Jeux", "XXth Olympiad", "XII. Spiele"
    suffixed = ROMAN.replace(r"(?![^\W\d_])", r"(?:" + alternation(w.ordinal_suffixes, start=False) + r")?(?![^\W\d_])")
    roman = re.compile(r"(?P<r>" + suffixed + r")\.?\s*(?:[^\W\d_]+\s+){0,1}?(?P<g>" + alternation(every_kind) + ")"
                       + r"|(?P<g2>" + alternation(every_kind) + r")[^\W\d_]*\s+(?:[^\W\d_]+\s+){0,1}(?P<r2>" + ROMAN
                       + r")(?![^\W\d_])")
    games_nouns = alternation(longest_first(set(games_words) | set(w.games_nouns)))
    part_before = re.compile(r"(?:" + alternation(w.part_before) + r")[\s-]*$") if w.part_before else None
    return Grammar(count, numbers, medal_count, medal_count_first, nation_marker, qualifier_before, nouns, labels,
                   label_attribute, before, games_nouns, edition, ordinal, roman, part_before)


@per_language
def spelled_pattern() -> str:
    """A number written in words (``[numbers]`` of the lexicons): one word (``seven``,
    ``zweiunddreißig``) or several joined by a hyphen, a space or a link word (``thirty-two``,
    ``treinta y dos``, ``one hundred and twelve``); :func:`spelled_number` reads it."""
    w = fact_words()
    word = alternation(longest_first(set(w.number_words))) + r"(?![^\W\d_])"
    part = alternation(longest_first(set(w.number_words) | set(w.number_units))) + r"(?![^\W\d_])"
    link = r"(?:\s*-\s*|\s+(?:" + alternation(w.number_links) + r"\s+)?)"
    return word + r"(?:" + link + part + r")*"


@per_language
def _number_word() -> re.Pattern[str]:
    w = fact_words()
    return re.compile(alternation(longest_first(set(w.number_words) | set(w.number_units))) + r"(?![^\W\d_])")


def spelled_number(text: str) -> int | None:
    """The value of a number in words matched by :func:`spelled_pattern` (folded): each word
    smaller than the one before (``thirty-two``), or a hundred multiplying it; None otherwise
    (``two thirty``)."""
    w = fact_words()
    if text in w.number_words:
        return w.number_words[text]
    parts, at = [], 0
    for m in _number_word().finditer(text):
        gap = text[at:m.start()].strip(" -")
        if gap and gap not in w.number_links:
            return None
        parts.append(m.group())
        at = m.end()
    if not parts or text[at:].strip(" -") or parts[0] not in w.number_words:
        return None  # a unit alone ("one", "ein") is no count: "ein Land" is just a country
    total, current, last = 0, 0, None
    for part in parts:
        value = w.number_words.get(part) or w.number_units[part]
        if part in w.hundreds:
            current = (current or 1) * value
            total, current, last = total + current, 0, value
            continue
        if last is not None and value >= last:
            return None
        current += value
        last = value
    return total + current


def number_value(text: str) -> int | None:
    """A count as written (folded): digits or CJK numerals (``numerals.parse_number``), or words."""
    value = parse_number(text)
    return value if value is not None else spelled_number(re.sub(r"\s+", " ", text))


@per_language
def sport_pattern() -> tuple[tuple[str, ...], re.Pattern[str]]:
    """Every sport of the lexicons' ``[table.sports]`` and every ``event-words`` word, as whole
    words: the words for a cheap test (``may_contain``), then the pattern. A count or a date
    after one of them in a sentence is that sport's or event's (``Cycling competitions … were
    held from August 9 to August 23``, ``the 100 m final had 84 athletes``), not the Games'."""
    words = longest_first({w for ws in table_words().sports.values() for w in ws} | set(fact_words().event_words))
    return words, re.compile(alternation(words, whole=frozenset(words)))


@per_language
def count_nouns() -> tuple[str, ...]:
    """The nouns a count ends with (``grammar().count``), longest first."""
    return longest_first(set(grammar().noun_attribute))


@per_language
def label_words() -> tuple[str, ...]:
    """The label words of ``grammar().labels``, longest first."""
    return longest_first(set(grammar().label_attribute))


@lru_cache(maxsize=1)
def games_word_list() -> tuple[str, ...]:
    """The Games words of ``grammar().ordinal`` and ``grammar().roman``, longest first."""
    return longest_first({x for k in ("paralympics", "olympics", "summer", "winter") for x in lexicon().games[k]})


@dataclass(frozen=True)
class SeasonGames:
    """How one season's Games are named: ``words`` for a cheap test (``may_contain``), then
    ``pattern`` in folded text."""

    words: tuple[str, ...]
    pattern: re.Pattern[str]


@per_language
def season_games() -> dict[str, SeasonGames]:
    """Per season (``summer``, ``winter``), that season's Games named in folded text: a season
    word of the lexicons' ``[games]`` beside a Games word or noun, either way round, with at
    most the rest of an alphabetic word, a space or a hyphen and a ``season-links`` word
    between (``Winter Olympics``, ``冬季奥运会``, ``동계 올림픽``, ``Зимние Олимпийские игры``,
    ``Jeux olympiques d'hiver``, ``Juegos Olímpicos de Invierno``, ``Olympische Winterspiele``);
    or one word that is both (``Winterspiele``, ``冬奥会``, ``talviolympialaiset``). A season
    word right after a number and a hyphen is part of another word (``20-летний``: 20 years old)."""
    games, w = lexicon().games, fact_words()
    kinds = set(games["olympics"]) | set(games["paralympics"])
    named = alternation(longest_first(kinds | set(w.games_nouns)))
    gap = r"[^\W\d_" + CJK.regex + r"]*(?:\s+|-)?(?:" + alternation(w.season_links) + r"\s+)?"
    out = {}
    for season in ("summer", "winter"):
        words = set(games[season])
        both = {k for k in kinds if any(s in k for s in words)} | {s for s in words if any(k in s for k in kinds)}
        said = r"(?<![0-9]-)" + alternation(longest_first(words))
        pattern = re.compile(said + gap + named + r"|" + named + gap + said + r"|" + alternation(longest_first(both)))
        out[season] = SeasonGames(longest_first(words | both), pattern)
    return out


@per_language
def label_value() -> re.Pattern[str]:
    """A count right after a label: maybe a qualifier, then the number (not a date or %)."""
    return re.compile(r"(?:(?:" + grammar().before + r")\s*)?(?P<n>" + NUMBER + r")" + NOT_A_COUNT)


@lru_cache(maxsize=1)
def host_countries() -> dict[str, str]:
    """Folded spelling -> the country's English name (``data/host_countries.tsv``)."""
    index: dict[str, str] = {}
    for row in read_tsv("podium.extract", "data/host_countries.tsv", header=("country", "spellings")):
        country, spellings = row.fields[0], "\t".join(row.fields[1:])
        for spelling in [country, *spellings.split(" / ")]:
            if spelling.strip():
                index[fold(spelling.strip())] = country
    return index


@lru_cache(maxsize=1)
def country_pattern() -> re.Pattern[str]:
    return compiled(longest_first(set(host_countries())))


@lru_cache(maxsize=256)
def host_state(country: str, games: Games | None) -> str:
    """The state a host country (its name in ``data/host_countries.tsv``) was at ``games``:
    West Germany for Germany in 1972, the Soviet Union for Russia in 1980, Yugoslavia for
    Bosnia and Herzegovina in 1984; the country itself when its code (``podium.nations``)
    was in use that year, or when the nation registry cannot tell.

    The registry's year-aware links (:meth:`Registry.codes_then`) give the codes that stood
    for the country's code then; of several (Germany in 1972: FRG and GDR), the one with the
    country's ISO code (FRG and today's Germany are both ``DE``). Team absences do not
    count: a state is the host whether or not its team entered under its code."""
    if games is None:
        return country
    from podium.nations import name, registry, resolve

    now = resolve(country, lang="en")
    reg = registry()
    if now.noc is None or reg.records[now.noc].valid_in(games.year):
        return country
    then = [c for c in reg.codes_then(now.noc, games.year, games.kind) if reg.records[c].valid_in(games.year)]
    if len(then) > 1:
        then = [c for c in then if reg.records[c].iso2 == reg.records[now.noc].iso2]
    return name(then[0], "en", games.year) if len(then) == 1 else country


@lru_cache(maxsize=1)
def after_games_name() -> re.Pattern[str]:
    """A Games word of any kind (``olympics``, ``universiade``, ``asian games``) and then
    ``in`` or an opening bracket at the end of the searched text: what comes before a host city
    named with its Games (``the 2000 Summer Olympics in Sydney``, ``Events at the 1952 Summer
    Olympics (Helsinki)``)."""
    words = sorted({w for words in lexicon().games.values() for w in words}, key=lambda w: (-len(w), w))
    return re.compile(r"(?:" + "|".join(re.escape(w) for w in words) + r")[\w'’]*(?:\s+in\s+|\s*[(（]\s*)$")
