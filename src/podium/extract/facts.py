"""Facts about a Games from infoboxes and prose, in every language of ``lexicon/*.toml``.

A document is read line by line (medal-table lines are skipped), each line sentence by
sentence. Words come from the ``[facts]`` table of each lexicon; the grammar is shared:

* **counts**: a number, maybe a qualifier (``about``, ``约``, ``более``), a measure word
  (``名``, ``个``), a filler (``不同``, ``participating``) and a noun: ``3,806 athletes``,
  ``来自144个不同国家和地区``. A nations count whose clause says the nations won medals
  (``奖牌榜上有名``) or came for the first time (``首次``) is ``medal_nations`` or
  ``debut_nations``.
* **labels**: a label, separators, then a value: ``參賽國家和地區<TAB>136``,
  ``- страны-участницы: 144``, ``女性运动员1160名``, ``開幕典禮 2004年9月17日``,
  ``主辦城市 希臘雅典``, ``開幕宣布者 希臘總統…``. A label with no value gives nothing.
* **dates**: a date range in a sentence is the Games' start and end; a single date in a
  sentence that speaks of the opening (closing) is the start (end).
* **host city**: a city of the lexicon's ``[cities]`` in a clause that says the Games were
  held (``举行``, ``held``, ``прошли``), stored by its English name.
* **opened by**: a title (``总统``, ``President``) and the name after it in a sentence that
  speaks of the opening; stored by ``names.canonical_name``.
* **edition**: ``第十二届``, ``XII Летние…``, ``12th Summer…``.

Sentences about other things (tickets, TV, torch relay, doping: ``exclude`` words) and
sentences naming another Games (another year next to a Games word; ``下届``, ``the next
Games``) give no fact: a mention of "the 2008 host" never moves a fact to the wrong Games.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from podium.extract.dates import DateMatch, find_dates
from podium.extract.lexicon import fold, lexicon
from podium.extract.names import canonical_name
from podium.extract.numbers import normalize_digits
from podium.extract.numerals import NUMBER, ROMAN, parse_number, parse_roman
from podium.model import Fact, Games, MedalTable, Span

COUNT_ATTRIBUTES = ("nations", "athletes", "athletes_men", "athletes_women", "sports",
                    "disciplines", "events", "medal_nations", "debut_nations")
QUALIFIERS = ("approx", "at-least", "at-most")

_SENTENCE_END = re.compile(r"[。！？；;!?]|(?<=[^\W\d_]{2})\.(?=\s+[^\W_]|\s*$)|(?<=\))\.(?=\s)")
_CLAUSE_END = re.compile(r"[，、:：]|,(?![0-9])|\s[-–—]\s")
_YEAR = re.compile(r"(?<![0-9])(1[89][0-9]{2}|20[0-9]{2})(?![0-9])")
_LABEL_SEPARATOR = r"[\s:：=|\t\-–—]*(?:为|是|有|共有|共|达|计)?\s*"
_HAN = r"\u3400-\u9fff"
_HAN_NAME = re.compile(r"[" + _HAN + r"\u30a0-\u30ff·・•‧]+")
_CAPITAL_NAME = re.compile(
    r"[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁ][\w'’.\-]*(?:\s+(?:[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁ][\w'’.\-]*|[IVX]+\.?|de|da|dos|von|van|der|di|del|bin))*"
)
_HANGUL_NAME = re.compile(r"[\uac00-\ud7a3]{2,4}")
_PARENS = re.compile(r"\s*[（(]\s*([^（）()]+?)\s*[)）]")


@dataclass(frozen=True)
class FactWords:
    """The ``[facts]`` tables of all lexicons, merged and folded."""

    counts: dict[str, tuple[str, ...]]
    labels: dict[str, tuple[str, ...]]
    cues: dict[str, tuple[str, ...]]
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


def _longest_first(words: set[str]) -> tuple[str, ...]:
    return tuple(sorted((w for w in words if w), key=lambda w: (-len(w), w)))


@lru_cache(maxsize=1)
def fact_words() -> FactWords:
    groups: dict[str, dict[str, set[str]]] = {"counts": {}, "labels": {}, "cues": {}}
    flat: dict[str, set[str]] = {}
    folder = resources.files("podium.extract") / "lexicon"
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".toml"):
            continue
        data = tomllib.loads(entry.read_text(encoding="utf-8")).get("facts", {})
        for key, value in data.items():
            if isinstance(value, dict):
                for attribute, listed in value.items():
                    groups.setdefault(key, {}).setdefault(attribute, set()).update(fold(w) for w in listed)
            else:
                flat.setdefault(key, set()).update(fold(w) for w in value)

    def words(key: str) -> tuple[str, ...]:
        return _longest_first(flat.get(key, set()))

    return FactWords(
        counts={k: _longest_first(v) for k, v in groups["counts"].items()},
        labels={k: _longest_first(v) for k, v in groups["labels"].items()},
        cues={k: _longest_first(v) for k, v in groups["cues"].items()},
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
    )


def _is_alpha_word(word: str) -> bool:
    return bool(re.match(r"[^\W\d_]", word)) and not re.match(r"[" + _HAN + r"\u3040-\u30ff\uac00-\ud7a3]", word)


def _alt(words: tuple[str, ...], *, start: bool = True) -> str:
    """An alternation of ``words``; alphabetic words must start at a word start."""
    if not words:
        return r"(?!)"
    parts = []
    for w in words:
        body = re.escape(w).replace(r"\ ", r"\s+")
        parts.append((r"(?<![^\W\d_])" if start and _is_alpha_word(w) else "") + body)
    return "(?:" + "|".join(parts) + ")"


def _contains(text: str, words: tuple[str, ...]) -> bool:
    return bool(words) and re.search(_alt(words), text) is not None


@dataclass(frozen=True)
class Grammar:
    count: re.Pattern[str]
    noun_attribute: dict[str, str]
    labels: list[tuple[str, re.Pattern[str]]]
    before: str  # qualifier words before a number, as named groups
    games_words: str  # Games words and nouns (Paralympics, 奥运会, Games, 东道主)
    edition: re.Pattern[str]
    ordinal: re.Pattern[str]
    roman: re.Pattern[str]


@lru_cache(maxsize=1)
def grammar() -> Grammar:
    w = fact_words()
    nouns: dict[str, str] = {}
    for attribute, words in w.counts.items():
        for word in words:
            nouns[word] = attribute
    noun_alt = _alt(_longest_first(set(nouns)))
    before = "|".join(f"(?P<b_{q.replace('-', '_')}>{_alt(w.before[q])})" for q in QUALIFIERS)
    after = "|".join(f"(?P<a_{q.replace('-', '_')}>{_alt(w.after[q], start=False)})" for q in QUALIFIERS)
    number = r"(?P<n>" + NUMBER + r")(?![0-9%]|\s*%|\s*[年月日号])"
    count = re.compile(
        r"(?:(?:" + before + r")\s*)?" + number + r"\s*(?:(?:" + after + r")\s*)?"
        + r"(?:" + _alt(w.measures) + r"\s*)?(?:" + _alt(w.fillers) + r"\s*)?(?P<noun>" + noun_alt + r")"
    )
    labels = [(attribute, re.compile(_alt(words) + _LABEL_SEPARATOR)) for attribute, words in w.labels.items()]
    games_words = _longest_first({x for k in ("paralympics", "olympics", "summer", "winter") for x in lexicon().games[k]})
    edition = re.compile(_alt(w.edition_before) + r"\s*(?P<n>" + NUMBER + r")\s*" + _alt(w.edition_after, start=False))
    ordinal = re.compile(r"(?<![0-9])(?P<n>[0-9]{1,2})\s*" + _alt(w.ordinal_suffixes, start=False)
                         + r"(?![^\W\d_])\s*(?:[^\W\d_]+\s+){0,1}" + _alt(games_words))
    roman = re.compile(r"(?P<r>" + ROMAN + r")\.?\s*(?:[^\W\d_]+\s+){0,1}" + _alt(games_words)
                       + r"|" + _alt(games_words) + r"[^\W\d_]*\s+(?:[^\W\d_]+\s+){0,1}(?P<r2>" + ROMAN + r")(?![^\W\d_])")
    games_nouns = _alt(_longest_first(set(games_words) | set(w.games_nouns)))
    return Grammar(count, nouns, labels, before, games_nouns, edition, ordinal, roman)


@dataclass
class Sentence:
    line: int
    start: int  # offset in the document
    raw: str  # as written
    folded: str  # folded, digit-normalised

    def clauses(self) -> list[tuple[int, int]]:
        bounds, last = [], 0
        for m in _CLAUSE_END.finditer(self.folded):
            bounds.append((last, m.start()))
            last = m.end()
        bounds.append((last, len(self.folded)))
        return bounds

    def clause_at(self, offset: int) -> tuple[int, int]:
        return next((c for c in self.clauses() if c[0] <= offset <= c[1]), (0, len(self.folded)))


def _sentences(line_number: int, line_start: int, text: str) -> list[Sentence]:
    folded = normalize_digits(fold(text))
    out, last = [], 0
    for m in _SENTENCE_END.finditer(text):
        out.append((last, m.end()))
        last = m.end()
    out.append((last, len(text)))
    return [Sentence(line_number, line_start + a, text[a:b], folded[a:b]) for a, b in out if text[a:b].strip()]


class _Reader:
    """Facts of one sentence; ``taken`` holds the spans already used."""

    def __init__(self, sentence: Sentence, games: Games | None) -> None:
        self.s = sentence
        self.games = games
        self.taken: list[tuple[int, int]] = []
        self.facts: list[Fact] = []

    def free(self, start: int, end: int) -> bool:
        return not any(start < b and a < end for a, b in self.taken)

    def add(self, attribute: str, value: int | str, start: int, end: int, extractor: str,
            qualifier: str | None = None) -> None:
        self.taken.append((start, end))
        self.facts.append(Fact(
            attribute=attribute, value=value, line=self.s.line,
            span=Span(self.s.start + start, self.s.start + end), text=self.s.raw.strip(),
            extractor=extractor, qualifier=qualifier,
        ))

    def clause_has(self, offset: int, cue: str) -> bool:
        a, b = self.s.clause_at(offset)
        return _contains(self.s.folded[a:b], fact_words().cues.get(cue, ()))

    def sentence_has(self, cue: str) -> bool:
        return _contains(self.s.folded, fact_words().cues.get(cue, ()))

    # -- counts -----------------------------------------------------------------------
    def counts(self) -> None:
        g = grammar()
        for m in g.count.finditer(self.s.folded):
            value = parse_number(m.group("n"))
            if value is None or not self.free(m.start("n"), m.end("n")):
                continue
            attribute = g.noun_attribute[re.sub(r"\s+", " ", m.group("noun"))] if m.group("noun") in g.noun_attribute \
                else next((a for n, a in g.noun_attribute.items() if re.fullmatch(_alt((n,)), m.group("noun"))), None)
            if attribute is None:
                continue
            if attribute == "nations":
                if self.clause_has(m.start(), "medal_nations"):
                    attribute = "medal_nations"
                elif self.clause_has(m.start(), "debut_nations"):
                    attribute = "debut_nations"
            self.add(attribute, value, m.start("n"), m.end("n"), "facts.count", _qualifier(m))

    # -- labels -----------------------------------------------------------------------
    def labels(self) -> None:
        for attribute, pattern in grammar().labels:
            for m in pattern.finditer(self.s.folded):
                if not self.free(m.start(), m.end()):
                    continue
                if attribute in COUNT_ATTRIBUTES:
                    self._label_count(attribute, m.end())
                elif attribute in ("start_date", "end_date", "dates"):
                    self._label_date(attribute, m.end())
                elif attribute == "host_city":
                    self._city(m.end(), len(self.s.folded), "facts.label")
                elif attribute == "opened_by":
                    self._name(m.end(), "facts.label")
                elif attribute == "stadium":
                    self._stadium(m.end())

    def _label_count(self, attribute: str, at: int) -> None:
        g = grammar()
        rest = self.s.folded[at:]
        m = re.match(r"(?:(?:" + g.before + r")\s*)?(?P<n>" + NUMBER
                     + r")(?![0-9%]|\s*%|\s*[年月日号])", rest)
        if m is None:
            return
        value = parse_number(m.group("n"))
        start, end = at + m.start("n"), at + m.end("n")
        if value is None or not self.free(start, end):
            return
        tail = rest[m.end():]
        qualifier = _qualifier(m)
        for q in QUALIFIERS:
            if qualifier is None and re.match(r"\s*" + _alt(fact_words().after[q], start=False), tail):
                qualifier = q
        self.add(attribute, value, start, end, "facts.label", qualifier)

    def _label_date(self, attribute: str, at: int) -> None:
        dates = [d for d in find_dates(self.s.folded, self.games.year if self.games else None) if at <= d.start <= at + 6]
        if not dates or not self.free(dates[0].start, dates[0].end):
            return
        d = dates[0]
        if d.last is not None and attribute in ("dates", "start_date"):
            self._range(d, "facts.label")
        elif d.last is None and attribute != "dates":
            self.add(attribute, d.first, d.start, d.end, "facts.label")

    def _range(self, d: DateMatch, extractor: str) -> None:
        assert d.last is not None
        self.add("start_date", d.first, d.start, d.end, extractor)
        self.add("end_date", d.last, d.start, d.end, extractor)

    def _city(self, start: int, end: int, extractor: str) -> None:
        window = self.s.folded[start:end]
        best: tuple[int, int, str] | None = None
        for name, city in lexicon().cities.items():
            m = re.search(_alt((name,)), window)
            if m and (best is None or m.start() < best[0]):
                best = (m.start(), m.end(), city)
        if best is not None and self.free(start + best[0], start + best[1]):
            self.add("host_city", best[2], start + best[0], start + best[1], extractor)

    def _name(self, at: int, extractor: str) -> None:
        """The name at ``at`` (after a title, if any)."""
        w = fact_words()
        raw, folded = self.s.raw, self.s.folded
        title = re.compile(_alt(w.titles)).search(folded, at, min(len(folded), at + 40))
        if title is not None:
            at = title.end()
        while at < len(raw) and raw[at] in " \t:：":
            at += 1
        han = _HAN_NAME.match(raw, at)
        hangul = _HANGUL_NAME.match(raw, at)
        latin = _CAPITAL_NAME.match(raw, at)
        if han:
            name_end = han.end()
            stop = re.compile(_alt(w.name_stops)).search(folded, at + 2, name_end)
            if stop is not None:
                name_end = stop.start()
            written = raw[at:name_end]
        elif latin:
            written, name_end = latin.group().rstrip(" .,"), latin.start() + len(latin.group().rstrip(" .,"))
        elif hangul:
            written, name_end = hangul.group(), hangul.end()
        else:
            return
        if not written or not self.free(at, name_end):
            return
        parens = _PARENS.match(raw, name_end)
        self.add("opened_by", canonical_name(written, parens.group(1) if parens else None), at, name_end, extractor)

    def _name_before_title(self) -> None:
        w = fact_words()
        for m in re.finditer(r"(?P<name>[\uac00-\ud7a3" + _HAN + r"\u30a0-\u30ff·・]{2,12})\s*" + _alt(w.titles_after, start=False),
                             self.s.raw):
            if self.free(m.start("name"), m.end("name")):
                self.add("opened_by", canonical_name(m.group("name")), m.start("name"), m.end("name"), "facts.name")
                return

    def _stadium(self, at: int) -> None:
        a, b = self.s.clause_at(at)
        value = self.s.raw[at:b].strip(" \t:：|=-")
        if value and self.free(at, b):
            self.add("stadium", canonical_name(value), at, b, "facts.label")

    # -- prose ------------------------------------------------------------------------
    def dates(self) -> None:
        for d in find_dates(self.s.folded, self.games.year if self.games else None):
            if not self.free(d.start, d.end) or not _fits(d.first, self.games):
                continue
            if d.last is not None:
                self._range(d, "facts.range")
        singles = [d for d in find_dates(self.s.folded, self.games.year if self.games else None) if d.last is None and self.free(d.start, d.end)
                   and _fits(d.first, self.games) and len(d.first) == 10]
        if len(singles) == 1:
            opening, closing = self.sentence_has("opening"), self.sentence_has("closing")
            if opening != closing:
                d = singles[0]
                self.add("start_date" if opening else "end_date", d.first, d.start, d.end, "facts.date")

    def host(self) -> None:
        if any(f.attribute == "host_city" for f in self.facts):
            return
        for a, b in self.s.clauses():
            if _contains(self.s.folded[a:b], fact_words().cues.get("held", ())):
                self._city(a, b, "facts.city")

    def opened(self) -> None:
        if any(f.attribute == "opened_by" for f in self.facts) or not self.sentence_has("opened"):
            return
        w = fact_words()
        title = re.compile(_alt(w.titles)).search(self.s.folded)
        if title is not None:
            self._name(title.start(), "facts.name")
            return
        by = re.compile(_alt(w.cues.get("opened-by", ()))).search(self.s.folded)
        if by is not None:
            self._name(by.end(), "facts.name")
            return
        if w.titles_after:
            self._name_before_title()

    def edition(self) -> None:
        g = grammar()
        for m in g.edition.finditer(self.s.folded):
            value = parse_number(m.group("n"))
            if value and self.free(m.start("n"), m.end("n")):
                self.add("edition", value, m.start("n"), m.end("n"), "facts.edition")
                return
        for m in g.ordinal.finditer(self.s.folded):
            if self.free(m.start("n"), m.end("n")):
                self.add("edition", int(m.group("n")), m.start("n"), m.end("n"), "facts.edition")
                return
        for m in g.roman.finditer(self.s.folded):
            key = "r" if m.group("r") else "r2"
            value = parse_roman(m.group(key))
            raw = self.s.raw[m.start(key):m.end(key)]
            if value and raw.isupper() and self.free(m.start(key), m.end(key)):
                self.add("edition", value, m.start(key), m.end(key), "facts.edition")
                return


def _qualifier(m: re.Match[str]) -> str | None:
    for q in QUALIFIERS:
        key = q.replace("-", "_")
        for prefix in ("b_", "a_"):
            if m.groupdict().get(prefix + key):
                return q
    return None


def _fits(iso: str, games: Games | None) -> bool:
    """A date can be the Games' own: its year is the Games' year (or the next: Tokyo 2020)."""
    return games is None or int(iso[:4]) in (games.year, games.year + 1)


def _about_other_games(sentence: Sentence, games: Games | None) -> bool:
    """The sentence names another Games: ``下届`` / ``the next Games``, or a year other than
    the Games' own close to a Games word or noun (no digit between): ``2008年残奥会的东道主``,
    ``the Sydney 2000 Games``, ``the 2008 host``, ``Олимпийские игры 2004 года``."""
    if _contains(sentence.folded, fact_words().other_games):
        return True
    if games is None:
        return False
    words = grammar().games_words
    for m in _YEAR.finditer(sentence.folded):
        if int(m.group()) in (games.year, games.year + 1):  # Tokyo 2020 was held in 2021
            continue
        if re.match(r"[^0-9]{0,10}?" + words, sentence.folded[m.end():]):
            return True
        if re.search(words + r"[^\W\d_]*[^0-9,，。]{0,10}$", sentence.folded[:m.start()]):
            return True
    return False


def find_facts(text: str, games: Games | None, skip_lines: frozenset[int] = frozenset()) -> tuple[Fact, ...]:
    """Every fact ``text`` states about ``games`` (lines in ``skip_lines`` are table lines)."""
    from podium.extract.tables import split_lines

    w = fact_words()
    facts: list[Fact] = []
    for line in split_lines(text):
        if line.number in skip_lines or not line.text.strip():
            continue
        for sentence in _sentences(line.number, line.start, line.text):
            if _contains(sentence.folded, w.exclude) or _about_other_games(sentence, games):
                continue
            reader = _Reader(sentence, games)
            reader.counts()
            reader.labels()
            reader.dates()
            reader.host()
            reader.opened()
            reader.edition()
            facts.extend(sorted(reader.facts, key=lambda f: (f.span.start, f.attribute)))
    return tuple(facts)


def table_lines(tables: tuple[MedalTable, ...]) -> frozenset[int]:
    """The lines of medal tables (header, rows, totals): they hold no prose facts."""
    lines: set[int] = set()
    for table in tables:
        lines.update(r.line for r in table.rows)
        if table.header_line is not None:
            lines.add(table.header_line)
        if table.totals is not None:
            lines.add(table.totals.line)
    return frozenset(lines)
