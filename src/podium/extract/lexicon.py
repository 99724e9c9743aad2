"""Per-language words (``lexicon/<lang>.toml``), loaded once, and text folding.

Matching is done on *folded* text: case-folded, ``ё`` read as ``е``, Traditional Chinese
folded to Simplified with OpenCC ``t2s`` (so ``zh.toml`` covers both scripts). Folding keeps
one character per character, so offsets in folded text are offsets in the original.

Keys added to the file format for issue 18 (all optional; a file without them reads as before):

* ``[numbers]``: ``tens`` (``{ "thirty" = 30 }``, also any other word worth a number on its
  own: ``"doscientos" = 200``), ``units`` (numbers only inside a longer one: ``"one" = 1`` of
  ``two hundred and one``, German ``"ein" = 1``), ``hundreds`` (multipliers: ``"hundred" =
  100``), ``links`` (a word between two parts: ``["and"]``, ``["y"]``) and ``joined`` (compounds
  written as one word, from ``{unit}``, ``{ten}`` and ``{ten-}``, the ten less its last letter:
  ``["{unit}und{ten}"]`` gives ``zweiunddreißig``, ``["{ten}{unit}", "{ten-}{unit}"]`` gives
  ``trentadue`` and ``ventotto``); read by ``fact_grammar.spelled_number``.
* ``[facts]``: ``event-words`` (after one of them, a count or a date is an event's or a sport's:
  ``["final", "metres"]``), ``people`` (a number of people with no noun is the athletes in a
  sentence that says they took part: ``["人"]``), ``infobox-other`` / ``infobox-games`` (the
  name of a wikitext infobox of a sport, an event or a team, and words that make one a Games'
  all the same: ``extract/infoboxes.py``).
* ``[facts.cues]``: ``team`` (a count in a sentence about a team is the team's, not the Games':
  ``["team", "delegation", "represented by"]``) and ``took_part`` (``["参加"]``, with ``people``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from podium import kept
from podium.unicode_scripts import CJK_WITH_COMPATIBILITY, HAN_BMP_SPAN_WITH_COMPATIBILITY, han_converter

#: The meanings of a medal table's own column headers.
TABLE_HEADER_KEYS = ("rank", "nation", "gold", "silver", "bronze", "total", "medals")
#: The meanings of the columns that split a table: its Games (a Games, year or edition
#: column), its date (a snapshot's), its sport; and a nation's code beside its name. Their
#: words (``year``, ``data``, ``code``) are shared by many languages: they tell no language.
SPLIT_HEADER_KEYS = ("games", "date", "sport", "code")
#: The meaning of a column of continents (``continent``, ``Kontinent``): a table of them is no
#: table of nations.
REGION_HEADER_KEYS = ("region",)
HEADER_KEYS = TABLE_HEADER_KEYS + SPLIT_HEADER_KEYS + REGION_HEADER_KEYS


@dataclass(frozen=True)
class Lexicon:
    """The words of all languages, merged and folded, grouped by meaning."""

    header: dict[str, tuple[str, ...]]
    totals: tuple[str, ...]
    #: paralympics, olympics, summer, winter, then every other kind of Games the lexicons name
    #: (``[games.kinds]``: ``asian-games = ["asian games", "asiad"]``; kinds of ``games_kinds``)
    games: dict[str, tuple[str, ...]]
    cities: dict[str, str]  # folded local name -> catalogue (English) name
    #: names that hold a Games word and name no Games (``[games] not``: a venue, a body, a
    #: thing: ``Hangzhou Olympic Sports Centre``, ``National Olympic Committee``)
    not_games: tuple[str, ...] = ()
    #: words right before a Games word that name other Games than a document's own (``[games]
    #: other``: ``the next Olympics``, ``los próximos Juegos``)
    other_games: tuple[str, ...] = ()
    #: the words for an edition (``[games] edition``: ``the next edition``, ``la prochaine
    #: édition``): a line speaking of the next edition names other Games
    editions: tuple[str, ...] = ()
    #: words right before a year that start a span of Games (``[games] since``: ``since 1930``,
    #: ``seit 1930``, ``depuis 1930``) and right after one (``[games] since-after``: ``1930年以来``):
    #: the year is no Games' of the document
    since: tuple[str, ...] = ()
    since_after: tuple[str, ...] = ()
    #: city names that are stems (``city_stems = true`` in their lexicon, less its ``city_whole``:
    #: ``афин``, ``sarajew``);
    #: every other city name in an alphabetic script must end where its word ends, and so must
    #: a stem that another language writes as a whole word (Polish ``seul``, Italian ``Seul``)
    city_stems: frozenset[str] = frozenset()


#: Hosts of the catalogue that are also everyday words or nations' names (``Split``, ``Victoria``,
#: ``Armenia``): named only where a lexicon names them as cities.
_AMBIGUOUS_HOSTS = frozenset(("Armenia", "Split", "Victoria", "Buffalo", "Hamilton", "Kingston", "Palma", "Granada",
                              "Santa Clara", "Santa Rita", "Ponce", "Oran", "Cuenca", "Sucre", "Bali", "Sicily",
                              "Bath"))


def _catalogue_hosts() -> list[str]:
    """The host cities of every edition in the catalogue (``data/games.tsv``), less
    :data:`_AMBIGUOUS_HOSTS`."""
    from podium.catalogue import editions

    return sorted({h for e in editions() for h in e.hosts if h not in _AMBIGUOUS_HOSTS})


def _t2s() -> Any:
    return han_converter("t2s")


_HAN_CHAR = re.compile("[" + HAN_BMP_SPAN_WITH_COMPATIBILITY.regex + "]")


def _has_han(text: str) -> bool:
    return _HAN_CHAR.search(text) is not None


def fold(text: str) -> str:
    """Fold ``text`` for matching; the result has the same length as ``text``."""
    folded = text.lower().replace("ё", "е")
    if len(folded) != len(text):  # a few characters grow when lower-cased (İ)
        folded = "".join(ch.lower()[:1] or ch for ch in text).replace("ё", "е")
    if _has_han(folded):
        converted = _t2s().convert(folded)
        if len(converted) == len(folded):
            folded = converted
        else:  # phrase conversions changed the length: convert char by char
            folded = "".join(_t2s().convert(ch)[:1] or ch for ch in folded)
    return folded


def _words(values: Any) -> tuple[str, ...]:
    return tuple(fold(str(v)) for v in values)


@lru_cache(maxsize=1)
def lexicon_files() -> tuple[dict[str, Any], ...]:
    """Every ``lexicon/*.toml``, parsed once, in file-name order."""
    folder = resources.files("podium.extract") / "lexicon"
    entries = sorted((e for e in folder.iterdir() if e.name.endswith(".toml")), key=lambda e: e.name)
    return tuple(kept.toml(e.read_text(encoding="utf-8")) for e in entries)


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """All ``lexicon/*.toml`` files merged (data loaded once)."""
    header: dict[str, list[str]] = {key: [] for key in HEADER_KEYS}
    totals: list[str] = []
    games: dict[str, list[str]] = {"paralympics": [], "olympics": [], "summer": [], "winter": []}
    not_games: list[str] = []
    other_games: list[str] = []
    editions: list[str] = []
    since: list[str] = []
    since_after: list[str] = []
    cities: dict[str, str] = {}
    city_stems: set[str] = set()
    whole_cities: set[str] = set()
    for data in lexicon_files():
        for key in HEADER_KEYS:
            header[key].extend(_words(data.get("header", {}).get(key, ())))
        totals.extend(_words(data.get("totals", {}).get("labels", ())))
        for key in ("paralympics", "olympics", "summer", "winter"):
            games[key].extend(_words(data.get("games", {}).get(key, ())))
        for kind, words in data.get("games", {}).get("kinds", {}).items():
            games.setdefault(kind, []).extend(_words(words))
        not_games.extend(_words(data.get("games", {}).get("not", ())))
        other_games.extend(_words(data.get("games", {}).get("other", ())))
        editions.extend(_words(data.get("games", {}).get("edition", ())))
        since.extend(_words(data.get("games", {}).get("since", ())))
        since_after.extend(_words(data.get("games", {}).get("since-after", ())))
        for name, city in data.get("cities", {}).items():
            cities[fold(name)] = city
            inflected = data.get("city_stems") and name not in data.get("city_whole", ())
            (city_stems if inflected else whole_cities).add(fold(name))

    for host in _catalogue_hosts():  # every host of the catalogue, in English, as a whole word
        if fold(host) not in cities:
            cities[fold(host)] = host
            whole_cities.add(fold(host))

    def longest_first(words: list[str]) -> tuple[str, ...]:
        return tuple(sorted(set(words), key=lambda w: (-len(w), w)))

    return Lexicon(
        header={k: longest_first(v) for k, v in header.items()},
        totals=longest_first(totals),
        games={k: longest_first(v) for k, v in games.items()},
        cities=dict(sorted(cities.items(), key=lambda kv: (-len(kv[0]), kv[0]))),
        not_games=longest_first(not_games),
        other_games=longest_first(other_games),
        editions=longest_first(editions),
        since=longest_first(since),
        since_after=longest_first(since_after),
        city_stems=frozenset(city_stems - whole_cities),
    )


@dataclass(frozen=True)
class LanguageWords:
    """One language's own words, folded, as evidence that a text is written in it."""

    words: frozenset[str]  # whole words: column headers, totals and host labels, sports, fact nouns and labels
    stems: tuple[str, ...]  # word starts: the Games words (talviolympia, olimpiyat)


_ONE_WORD = re.compile(r"[^\W\d_]{3,}")


@lru_cache(maxsize=1)
def language_words() -> dict[str, LanguageWords]:
    """Per language (each file's ``language``): its one-word table, fact and Games words.
    Phrases, abbreviations and words under three letters are left out."""
    out: dict[str, LanguageWords] = {}
    for data in lexicon_files():
        table, facts = data.get("table", {}), data.get("facts", {})
        values = [*(w for key in TABLE_HEADER_KEYS for w in data.get("header", {}).get(key, ())),
                  *data.get("totals", {}).get("labels", ()), *table.get("host", ()),
                  *(w for part in (table.get("sports", {}), facts.get("counts", {}), facts.get("labels", {}))
                    for words in part.values() for w in words)]
        stems = [w for key in ("paralympics", "olympics", "summer", "winter") for w in data.get("games", {}).get(key, ())]
        out[data["language"]] = LanguageWords(
            frozenset(w for w in map(fold, values) if _ONE_WORD.fullmatch(w)),
            tuple(sorted({w for w in map(fold, stems) if _ONE_WORD.fullmatch(w)})),
        )
    return out


@lru_cache(maxsize=4096)
def word_pattern(word: str) -> re.Pattern[str]:
    """A pattern for ``word`` in folded text: Han, kana and Hangul words match anywhere;
    words in alphabetic scripts must start at a word boundary."""
    if word[:1] in CJK_WITH_COMPATIBILITY:
        return re.compile(re.escape(word))  # Han, kana and Hangul words: no word boundary
    return re.compile(r"(?<![^\W\d_])" + re.escape(word))


def find_word(folded: str, words: tuple[str, ...]) -> tuple[int, str] | None:
    """The earliest occurrence of any of ``words`` in ``folded``: (offset, word)."""
    best: tuple[int, str] | None = None
    for word in words:
        if word not in folded:  # a plain substring test first: the pattern is the word itself
            continue
        match = word_pattern(word).search(folded)
        if match and (best is None or match.start() < best[0]):
            best = (match.start(), word)
    return best


@lru_cache(maxsize=1024)
def needles(words: tuple[str, ...]) -> tuple[str, ...]:
    """Plain substrings of which ``folded`` must hold one for any of ``words`` to match it,
    as a word or as an alternation where a space stands for any run of white space: the
    longest space-free piece of each word (a cheap test before the regular expression)."""
    return tuple(dict.fromkeys(max(word.split(" "), key=len) for word in words))


@lru_cache(maxsize=1024)
def _needle_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(n) for n in needles(words)) if words else r"(?!)")


def may_contain(folded: str, words: tuple[str, ...]) -> bool:
    """False when none of ``words`` can match in ``folded`` (no needle is a substring)."""
    return _needle_pattern(words).search(folded) is not None
