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
  ``主辦城市 希臘雅典``, ``開幕宣布者 希臘總統…``. A label with no value gives nothing. A
  label in an alphabetic script counts only at the head of a line (``| nations = 204``,
  ``Nations: 204``): in prose, "men" or "stadium" is just a word.
* **dates**: a date range in a sentence is the Games' start and end; a single date in a
  sentence that speaks of the opening (closing) is the start (end).
* **host city**: a city of the lexicon's ``[cities]`` in a clause that says the Games were
  held (``举行``, ``held``, ``прошли``), stored by its English name; and the **host country**
  named right beside it (``希腊雅典``, ``Афины, Греция``), from ``data/host_countries.tsv``,
  stored as the state it was at the Games (``fact_grammar.host_state``: West Germany in 1972).
* **opened by**: a title (``总统``, ``President``) and the name after it in a sentence that
  speaks of the opening; stored by ``names.canonical_name``.
* **edition**: ``第十二届``, ``XII Летние…``, ``12th Summer…``.
* **a nation's medals** (``[facts.nation]``): read by ``extract/nation_facts.py``, which gets
  each sentence with this module's ``free`` test and ``add`` callback.

Sentences about other things (tickets, TV, torch relay, doping: ``exclude`` words) and
sentences naming another Games (``extract/other_games.py``: ``the 2008 host``, ``北京2008``,
``the 1936 Winter Olympics`` in a document about Berlin 1936) give no fact; in a sentence that
names both seasons, the clauses naming only the other one give nothing, and the other season's
host is never the host city. A sentence naming two Games and two numbers (``Die Sommer- und
Winterspiele 1964 hatten 93 und 36 Nationen``) gives the number in the place of the document's
Games, or none (``extract/pairs.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from podium.catalogue import edition_of
from podium.extract.dates import DateMatch, find_dates
from podium.extract.fact_grammar import (
    COUNT_ATTRIBUTES,
    QUALIFIERS,
    after_games_name,
    alternation,
    city_named,
    city_pattern,
    compiled,
    contains,
    count_nouns,
    country_pattern,
    fact_words,
    games_word_list,
    grammar,
    host_countries,
    host_state,
    is_alpha_word,
    label_value,
    label_words,
)
from podium.extract.games import kind_of
from podium.extract.lexicon import fold, may_contain
from podium.extract.names import canonical_name
from podium.extract.nation_facts import nation_medals
from podium.extract.numbers import normalize_digits
from podium.extract.numerals import parse_number, parse_roman
from podium.extract.other_games import about_other_games, other_season_clauses, other_season_hosts
from podium.extract.pairs import first_of_pair, pairing
from podium.model import GAMES_SUBJECT, Fact, Games, MedalTable, Span
from podium.unicode_scripts import HAN_BMP_SPAN, HANGUL_SYLLABLES, KATAKANA

_SENTENCE_END = re.compile(r"[。！？；;!?]|\.(?=\s|$)")
_CLAUSE_END = re.compile(r"[，、:：]|,(?![0-9])|\s[-–—]\s")
_HAN_NAME = re.compile(r"[" + (HAN_BMP_SPAN + KATAKANA).regex + r"·・•‧]+")
_CAPITAL_NAME = re.compile(
    r"[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁ][\w'’.\-]*(?:\s+(?:[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁ][\w'’.\-]*|[IVX]+\.?|de|da|dos|von|van|der|di|del|bin))*"
)
_HANGUL_NAME = re.compile(r"[" + HANGUL_SYLLABLES.regex + r"]{2,4}")
_TAG = re.compile(r"<[^<>]*>")
_PARENS = re.compile(r"\s*[（(]\s*([^（）()]+?)\s*[)）]")


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


def _ends_sentence(text: str, at: int) -> bool:
    """Whether the full stop at ``at`` ends a sentence: not after a day (``17. September``),
    a Roman ordinal (``XXX. Olympiade``) or an abbreviation (``ca.``, ``г.``), and followed
    by a capital, a digit or the end of the line."""
    word = re.search(r"(\S*)$", text[:at])
    last = word.group(1) if word else ""
    following = text[at + 1:].lstrip()
    if not following:
        return True
    if re.fullmatch(r"[0-9]{1,2}|[IVXLCDM]+|[^\W\d_]{1,2}|\(?[^\W\d_]{1,3}\.[^\W\d_]{1,2}|", last):
        return False
    return following[0].isupper() or following[0].isdigit()


def _sentences(line_number: int, line_start: int, text: str) -> list[Sentence]:
    folded = normalize_digits(fold(text))
    out, last = [], 0
    for m in _SENTENCE_END.finditer(text):
        if m.group() == "." and not _ends_sentence(text, m.start()):
            continue
        out.append((last, m.end()))
        last = m.end()
    out.append((last, len(text)))
    return [Sentence(line_number, line_start + a, text[a:b], folded[a:b]) for a, b in out if text[a:b].strip()]


class _Reader:
    """Facts of one sentence; ``taken`` holds the spans already used."""

    def __init__(self, sentence: Sentence, games: Games | None) -> None:
        self.s = sentence
        self.games = games
        self.taken: list[tuple[int, int]] = other_season_clauses(sentence, games)  # nothing is read there
        self.facts: list[Fact] = []

    def free(self, start: int, end: int) -> bool:
        return not any(start < b and a < end for a, b in self.taken)

    def add(self, attribute: str, value: int | str, start: int, end: int, extractor: str,
            qualifier: str | None = None, subject: str = GAMES_SUBJECT) -> None:
        self.taken.append((start, end))
        self.facts.append(Fact(
            attribute=attribute, value=value, line=self.s.line,
            span=Span(self.s.start + start, self.s.start + end), text=self.s.raw.strip(),
            extractor=extractor, qualifier=qualifier, subject=subject,
        ))

    def clause_has(self, offset: int, cue: str) -> bool:
        a, b = self.s.clause_at(offset)
        return contains(self.s.folded[a:b], fact_words().cues.get(cue, ()))

    def sentence_has(self, cue: str) -> bool:
        return contains(self.s.folded, fact_words().cues.get(cue, ()))

    # -- counts -----------------------------------------------------------------------
    def counts(self) -> None:
        g = grammar()
        folded = self.s.folded
        if not may_contain(folded, count_nouns()):
            return  # a count ends with a noun: none is in the sentence
        for candidate in g.number.finditer(folded):
            m = g.count.match(folded, candidate.start())
            if m is None:
                continue
            if not self.free(m.start("n"), m.end("n")):
                continue
            noun = re.sub(r"\s+", " ", m.group("noun"))
            number = self._paired(m.start("n"), m.end("n"), noun)
            if number is None:
                continue
            start, end = number
            value = fact_words().number_words.get(folded[start:end]) or parse_number(folded[start:end])
            if value is None:
                continue
            before = g.qualifier_before.search(folded, max(0, start - 30), start)
            attribute = g.noun_attribute.get(noun)
            if attribute is None:
                continue
            if attribute == "nations":
                if self.clause_has(m.start(), "medal_nations"):
                    attribute = "medal_nations"
                elif self.clause_has(m.start(), "debut_nations"):
                    attribute = "debut_nations"
            self.add(attribute, value, start, end, "facts.count", _qualifier(before) or _qualifier(m))

    def _paired(self, start: int, end: int, noun: str) -> tuple[int, int] | None:
        """The span of the number a count at ``[start, end)`` stands for. Most often its own;
        when it is the second of a pair of numbers (``93 und 36 Nationen``) in a sentence naming
        two Games in a pair (``Sommer- und Winterspiele``), the one in the place of these Games
        (``extract/pairs.py``), or None when no place is theirs (both numbers are then used up)."""
        first = first_of_pair(self.s.folded, start, noun)
        if first is None:
            return start, end
        paired = pairing(self.s.folded, self.games)
        if not paired.named:
            return start, end
        self.taken += [(first.start("n"), first.end("n")), (start, end)]
        if paired.place is None:
            return None
        return (first.start("n"), first.end("n")) if paired.place == 0 else (start, end)

    # -- labels -----------------------------------------------------------------------
    def labels(self) -> None:
        g = grammar()
        if not may_contain(self.s.folded, label_words()):
            return
        for m in g.labels.finditer(self.s.folded):
            label = re.sub(r"\s+", " ", m.group("label"))
            attribute = g.label_attribute.get(label)
            if attribute is None or not self.free(m.start(), m.end()):
                continue
            if is_alpha_word(label) and self.s.folded[:m.start()].strip(" \t|*-–—•"):
                continue  # an alphabetic label heads an infobox line; in prose it is just a word
            if attribute in COUNT_ATTRIBUTES:
                self._label_count(attribute, m.end())
            elif attribute in ("start_date", "end_date", "dates"):
                self._label_date(attribute, m.end())
            elif attribute == "host_city":
                self._city(m.end(), len(self.s.folded), "facts.label")
            elif attribute == "host_country":
                country = country_pattern().search(self.s.folded, m.end(), self.s.clause_at(m.end())[1])
                if country is not None:
                    self._add_country(country, "facts.label")
            elif attribute == "opened_by":
                self._name(m.end(), "facts.label")
            elif attribute == "stadium":
                self._stadium(m.end())

    def _label_count(self, attribute: str, at: int) -> None:
        rest = self.s.folded[at:]
        m = label_value().match(rest)
        if m is None:
            return
        value = parse_number(m.group("n"))
        start, end = at + m.start("n"), at + m.end("n")
        if value is None or not self.free(start, end):
            return
        tail = rest[m.end():]
        qualifier = _qualifier(m)
        for q in QUALIFIERS:
            if qualifier is None and compiled(fact_words().after[q], False).match(tail.lstrip()):
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
        """The first city in ``[start, end)`` that is not the host of the other season's
        Games of this year (Garmisch-Partenkirchen in a document about Berlin 1936)."""
        other = other_season_hosts(self.games)
        m = next((c for c in city_pattern().finditer(self.s.folded, start, end)
                  if city_named(c) not in other), None)
        if m is not None and self.free(m.start(), m.end()):
            city = city_named(m)
            self.add("host_city", city, m.start(), m.end(), extractor)
            for again in city_pattern().finditer(self.s.folded, m.start(), end):
                if city_named(again) == city and \
                        self._country(again.start(), again.end(), extractor):
                    break

    def _country(self, city_start: int, city_end: int, extractor: str) -> bool:
        """The host country named right beside the host city: ``希腊雅典``, ``希腊首都雅典``,
        ``Афины, Греция``, ``Vancouver, British Columbia, Canada``."""
        before = country_pattern().search(self.s.folded, max(0, city_start - 8), city_start)
        after = country_pattern().search(self.s.folded, city_end, min(len(self.s.folded), city_end + 30))
        if after is not None and not re.fullmatch(r"[\s,，、()（）\w]*", self.s.folded[city_end:after.start()]):
            after = None
        return any(m is not None and self._add_country(m, extractor) for m in (before, after))

    def _add_country(self, m: re.Match[str], extractor: str) -> bool:
        country = host_countries().get(re.sub(r"\s+", " ", m.group()))
        if country is None or not self.free(m.start(), m.end()):
            return False
        country = host_state(country, self.games)  # the state of the time: West Germany in 1972
        self.add("host_country", country, m.start(), m.end(), extractor)
        return True

    def _name(self, at: int, extractor: str) -> None:
        """The name at ``at`` (after a title, if any)."""
        w = fact_words()
        raw, folded = self.s.raw, self.s.folded
        title = compiled(w.titles).search(folded, at, min(len(folded), at + 40))
        if title is not None:
            at = title.end()
        while at < len(raw) and raw[at] in " \t:：":
            at += 1
        han = _HAN_NAME.match(raw, at)
        hangul = _HANGUL_NAME.match(raw, at)
        latin = _CAPITAL_NAME.match(raw, at)
        if han:
            name_end = han.end()
            stop = compiled(w.name_stops).search(folded, at + 2, name_end)
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
        for m in re.finditer(r"(?P<name>[" + (HANGUL_SYLLABLES + HAN_BMP_SPAN + KATAKANA).regex + r"·・]{2,12})\s*" + alternation(w.titles_after, start=False),
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
            if contains(self.s.folded[a:b], fact_words().cues.get("held", ())):
                self._city(a, b, "facts.city")

    def catalogue_host(self) -> None:
        """With no host said anywhere in the document: the city right after the Games' name and
        ``in`` (``France competed at the 2000 Summer Olympics in Sydney, Australia``), when the
        catalogue has it as the host of these Games. Asked of the sentences in order, up to the
        first that says it."""
        if self.games is None:
            return
        entry = edition_of(self.games)
        hosts = entry.hosts if entry is not None else ()
        for m in city_pattern().finditer(self.s.folded) if hosts else ():
            before = _TAG.sub("", self.s.folded[max(0, m.start() - 400): m.start()])  # markup read as text
            if city_named(m) in hosts and self.free(m.start(), m.end()) and after_games_name().search(before):
                self._city(m.start(), m.end(), "facts.city")
                return

    def opened(self) -> None:
        if any(f.attribute == "opened_by" for f in self.facts) or not self.sentence_has("opened"):
            return
        w = fact_words()
        title = compiled(w.titles).search(self.s.folded)
        if title is not None:
            self._name(title.start(), "facts.name")
            return
        by = compiled(w.cues.get("opened-by", ())).search(self.s.folded)
        if by is not None:
            self._name(by.end(), "facts.name")
            return
        if w.titles_after:
            self._name_before_title()

    def _of_this_kind(self, word: str) -> bool:
        """Whether the Games word after an edition number is of the document's kind of Games (a
        season word alone, ``Summer``, is of any)."""
        hit = kind_of(word)
        if hit is None:
            return True
        return self.games is None or hit[1] == self.games.kind or (
            hit[1] in ("olympics", "paralympics") and self.games.kind in ("olympics", "paralympics"))

    def edition(self) -> None:
        g = grammar()
        w = fact_words()
        edition_words = may_contain(self.s.folded, w.edition_before) and may_contain(self.s.folded, w.edition_after)
        for m in (g.edition.finditer(self.s.folded) if edition_words else ()):
            value = parse_number(m.group("n"))
            if value and self.free(m.start("n"), m.end("n")):
                self.add("edition", value, m.start("n"), m.end("n"), "facts.edition")
                return
        olympic = self.games is None or self.games.kind in ("olympics", "paralympics")
        if olympic and not may_contain(self.s.folded, games_word_list()):
            return  # an ordinal or a Roman numeral counts beside a Games word only (of any kind: below)
        for m in g.ordinal.finditer(self.s.folded):
            if self.free(m.start("n"), m.end("n")) and self._of_this_kind(m.group("g")):
                self.add("edition", int(m.group("n")), m.start("n"), m.end("n"), "facts.edition")
                return
        for m in g.roman.finditer(self.s.folded):
            key = "r" if m.group("r") else "r2"
            value = parse_roman(m.group(key))
            raw = self.s.raw[m.start(key):m.end(key)]
            if value and raw.isupper() and self.free(m.start(key), m.end(key)) and \
                    self._of_this_kind(m.group("g") or m.group("g2")):
                self.add("edition", value, m.start(key), m.end(key), "facts.edition")
                return


def _qualifier(m: re.Match[str] | None) -> str | None:
    if m is None:
        return None
    for q in QUALIFIERS:
        key = q.replace("-", "_")
        for prefix in ("b_", "a_"):
            if m.groupdict().get(prefix + key):
                return q
    return None


def _fits(iso: str, games: Games | None) -> bool:
    """A date can be the Games' own: its year is the Games' year (or the next: Tokyo 2020)."""
    return games is None or int(iso[:4]) in (games.year, games.year + 1)


def find_facts(text: str, games: Games | None, skip_lines: frozenset[int] = frozenset()) -> tuple[Fact, ...]:
    """Every fact ``text`` states about ``games`` (lines in ``skip_lines`` are table lines)."""
    from podium.extract.layouts.text import split_lines

    w = fact_words()
    facts: list[Fact] = []
    readers: list[_Reader] = []
    for line in split_lines(text):
        if line.number in skip_lines or not line.text.strip():
            continue
        for sentence in _sentences(line.number, line.start, line.text):
            if contains(sentence.folded, w.exclude) or about_other_games(sentence, games):
                continue
            reader = _Reader(sentence, games)
            nation_medals(sentence, reader.free, reader.add)
            reader.counts()
            reader.labels()
            reader.dates()
            reader.host()
            reader.opened()
            reader.edition()
            facts.extend(sorted(reader.facts, key=lambda f: (f.span.start, f.attribute)))
            readers.append(reader)
    if not any(f.attribute == "host_city" for f in facts):
        for reader in readers:
            reader.catalogue_host()
            host = [f for f in reader.facts if f.attribute in ("host_city", "host_country") and f not in facts]
            if host:
                facts.extend(host)
                break
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
