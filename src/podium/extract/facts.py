"""Facts about a Games from infoboxes and prose, in every language of ``lexicon/*.toml``.

A document is read line by line (medal-table lines are skipped), each line sentence by
sentence. Words come from the ``[facts]`` table of the document's own lexicon (of every lexicon
when its language is unknown: ``extract/fact_language.py``); the grammar is shared:

* **counts**: a number, maybe a qualifier (``about``, ``约``, ``более``), a measure word
  (``名``, ``个``), a filler (``不同``, ``participating``) and a noun: ``3,806 athletes``,
  ``来自144个不同国家和地区``. A team's count is no Games fact (``extract/fact_teams.py``: a
  team word, ``Team GB sent 541 athletes``, or a nation as the subject of the count's clause,
  ``Poland sent 263 athletes``). A nations count whose clause says the nations won medals
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

from podium.catalogue import edition_of
from podium.extract.alternation import alternation, is_alpha_word, longest_first
from podium.extract.dates import DateMatch, date_words, find_dates
from podium.extract.fact_grammar import (
    COUNT_ATTRIBUTES,
    QUALIFIERS,
    compiled,
    contains,
    count_nouns,
    country_pattern,
    fact_words,
    games_word_list,
    grammar,
    has_fact_grammar,
    label_value,
    label_words,
    number_value,
)
from podium.extract.fact_language import per_language, reading_language
from podium.extract.fact_names import NameReader
from podium.extract.fact_places import PlaceReader
from podium.extract.fact_teams import TeamReader
from podium.extract.games import kind_of
from podium.extract.infoboxes import first_infobox_is_another_subjects, other_infobox_lines
from podium.extract.lexicon import lexicon, may_contain
from podium.extract.nation_facts import nation_medals
from podium.extract.numerals import NUMBER, parse_number, parse_roman
from podium.extract.other_games import about_other_games
from podium.extract.pairs import first_of_pair, pairing
from podium.extract.sentences import sentences
from podium.model import Fact, Games, MedalTable

#: the fewest of each count a multi-sport Games has ever had (the first Far Eastern Games had
#: three nations, the Women's World Games of 1922 eleven events): a smaller one is of some part
#: of them ("the two countries", "four events on the last day", "同一选手", the same athlete)
_FEWEST = {"nations": 3, "athletes": 20, "sports": 2, "disciplines": 2, "events": 5}
#: the most of each count a multi-sport Games could have (the Olympics have had 206 nations, the
#: Asian Games 481 events and some 12,000 athletes): a larger one is no such count ("2026 Sports")
_MOST = {"nations": 250, "athletes": 25000, "sports": 80, "disciplines": 150, "events": 1000,
         "medal_nations": 250, "debut_nations": 250}
#: how far a date may be from the opening or closing word that says which it is
_CUE_REACH = 12
#: how far before a date a word saying it was only planned reaches (characters)
_PLANNED_REACH = 40
#: the most a range's upper bound may be of its lower one: beyond, the two numbers count different things
_RANGE_SPREAD = 3


class _Reader(PlaceReader, NameReader, TeamReader):
    """Facts of one sentence; ``taken`` holds the spans already used."""

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
            value = number_value(folded[start:end])
            attribute = g.noun_attribute.get(noun)
            if value is None or attribute is None:
                continue
            if not _FEWEST.get(attribute, 0) <= value <= _MOST.get(attribute, value):
                continue  # "同一选手" (the same athlete), "the two countries", "2026 Sports Briefing"
            if self.sport_before(start) or self.a_teams(m.start("noun"), m.end("noun"), start, attribute):
                continue  # "the 100 m final had 84 athletes", "Team GB sent 541 athletes": theirs
            if g.part_before is not None and g.part_before.search(folded, max(0, start - 20), start):
                continue  # "the top ten nations": some of them, not how many there were
            before = g.qualifier_before.search(folded, max(0, start - 30), start)
            qualifier = _qualifier(before) or _qualifier(m)
            low = self._range_from(start, value)
            if low is not None:  # "between 10,500 and 10,600 athletes": a range, kept as one
                start, qualifier, value = low[0], f"range:{low[1]}-{value}", low[1]
            if attribute == "nations":
                if self.clause_has(m.start(), "some"):
                    continue  # "96 countries did not win a medal", "29个…代表团获得金牌": some of them
                if self.clause_has(m.start(), "medal_nations") or self._totals_count(start):
                    attribute = "medal_nations"
                elif self.clause_has(m.start(), "debut_nations"):
                    attribute = "debut_nations"
            self.add(attribute, value, start, end, "facts.count", qualifier,
                     why=((start, m.end()),) + ((before.start(), before.end()),) if before else ((start, m.end()),))

    def people(self) -> None:
        """A number of people (``[facts] people``: ``3969人``, ``3969명``) with no noun after it, in
        a sentence that says they took part (``[facts.cues] took_part``: ``参加``) and that has
        no count of athletes: the athletes (``144の国と地域から3969人（男子2763人、女子1206人）が参加``)."""
        w = fact_words()
        if not w.people or any(f.attribute == "athletes" for f in self.facts) or not self.sentence_has("took_part"):
            return
        for m in _people_pattern().finditer(self.s.folded):
            if self.free(m.start("n"), m.end("n")) and not self.sport_before(m.start("n")) \
                    and not self.a_teams(m.start("n"), m.end("n"), m.start("n"), "athletes"):
                value = number_value(m.group("n"))
                if value is not None:
                    self.add("athletes", value, m.start("n"), m.end("n"), "facts.people", why=((m.start(), m.end()),))
                return

    def _range_from(self, start: int, high: int) -> tuple[int, int] | None:
        """The lower bound of a range that ends with the count's number at ``start``: ``10,500
        to 10,600``, ``от 2800 до 2900``, ``10.000 bis 11.000``, ``3800至3900``, and with an
        ``and`` only after ``between`` (``between 10,500 and 10,600``, ``zwischen … und``,
        ``entre … et``): (its start, its value), or None."""
        m = _range_pattern().search(self.s.folded, max(0, start - 60), start)
        if m is None or (m.group("weak") and not m.group("from")):
            return None
        low = number_value(m.group("low"))
        # bounds of one count are near each other: "113 - 6,500 athletes", a list of figures, is no range
        if low is None or not low < high <= _RANGE_SPREAD * low or not self.free(m.start("low"), start):
            return None
        return m.start("low"), low

    def _totals_count(self, start: int) -> bool:
        """A nations count in brackets after a totals label (``Total (75 NPCs)``): the nations
        that won medals, in a medal table's totals row."""
        before = self.s.folded[:start].rstrip()
        return before.endswith(("(", "（")) and before[:-1].strip(" \t|*").strip() in lexicon().totals

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
            if is_alpha_word(label) and self.s.folded[m.end("label"):m.end("label") + 1].isalnum():
                continue  # nor is one that a word or a number goes on from (a program's ``teams2``)
            if attribute in ("start_date", "end_date", "dates") and self.s.folded[:m.start()].strip(" \t|*-–—•"):
                continue  # a date's label heads its line: "于7月26日开幕，8月11日闭幕" says the end after "开幕"
            self.cue = (m.start("label"), m.end("label"))
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
            self.cue = None

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
        dates = [d for d in find_dates(self.s.folded, self._held()) if at <= d.start <= at + 6]
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

    # -- prose ------------------------------------------------------------------------
    def dates(self) -> None:
        for d in find_dates(self.s.folded, self._held()):
            if not self.free(d.start, d.end) or not _fits(d.first, self.games) or self.sport_before(d.start) \
                    or self._planned(d.start):
                continue
            if d.last is not None and (d.year_stated or self._speaks_of_the_games()):
                self._range(d, "facts.range")
        singles = [d for d in find_dates(self.s.folded, self._held()) if d.last is None and self.free(d.start, d.end)
                   and _fits(d.first, self.games) and len(d.first) == 10 and not self.sport_before(d.start)
                   and not self._planned(d.start)]
        if not singles:
            return
        opening, closing = self.sentence_has("opening"), self.sentence_has("closing")
        if len(singles) == 1 and opening != closing:
            d = singles[0]
            cue = compiled(fact_words().cues["opening" if opening else "closing"]).search(self.s.folded)
            self.add("start_date" if opening else "end_date", d.first, d.start, d.end, "facts.date",
                     why=((d.start, d.end),) + (((cue.start(), cue.end()),) if cue else ()))
        elif opening and closing:
            self._dates_by_their_cues(singles)

    def _planned(self, start: int) -> bool:
        """Whether the date at ``start`` is one the Games were planned for and not held on
        (``[facts.cues] planned``: ``initialement prévue du 5 au 21 décembre 2021``,
        ``originally scheduled for``): a planned word shortly before it."""
        words = fact_words().cues.get("planned", ())
        return bool(words) and compiled(words).search(self.s.folded, max(0, start - _PLANNED_REACH), start) is not None

    def _dates_by_their_cues(self, singles: list[DateMatch]) -> None:
        """Dates in a sentence that says both when the Games opened and when they closed, each
        by the opening or closing word nearest it (``于7月26日开幕，8月11日闭幕``; ``se inauguran el
        viernes y continuarán hasta el 17 de agosto``: the 17th is the end), one of each."""
        words = fact_words().cues
        cues = [(m.start(), m.end(), attribute) for key, attribute in (("opening", "start_date"), ("closing", "end_date"))
                for m in compiled(words[key]).finditer(self.s.folded)]
        taken: set[str] = set()
        for d in singles:
            gap, start, end, attribute = min((max(start - d.end, d.start - end, 0), start, end, attribute)
                                             for start, end, attribute in cues)
            if gap <= _CUE_REACH and attribute not in taken:
                taken.add(attribute)
                self.add(attribute, d.first, d.start, d.end, "facts.date", why=((d.start, d.end), (start, end)))

    def _speaks_of_the_games(self) -> bool:
        """Whether the sentence says the Games were held, opened or closed, or names them: a
        range without its year (``from 6 to 22 February``) is theirs only then (``On September
        5 and 6, in the Munich Massacre`` is not)."""
        return self.sentence_has("held") or self.sentence_has("opening") or self.sentence_has("closing") \
            or kind_of(self.s.folded) is not None or _games_noun().search(self.s.folded) is not None

    def _of_this_kind(self, word: str) -> bool:
        """Whether the Games word after an edition number is of the document's kind of Games (a
        season word alone, ``Summer``, is of any)."""
        hit = kind_of(word)
        if hit is None:
            return True
        return self.games is None or hit[1] == self.games.kind or (
            hit[1] in ("olympics", "paralympics") and self.games.kind in ("olympics", "paralympics"))

    def _held(self) -> int | None:
        """The year the Games took place, the year of a date that gives none: Tokyo 2020's dates
        are 2021's (``data/games_held.tsv``)."""
        if self.games is None:
            return None
        entry = edition_of(self.games)
        return entry.held if entry is not None else self.games.year

    def _not_the_first(self) -> bool:
        """Whether the Games are known and not the first of their kind (``data/games.tsv``)."""
        entry = edition_of(self.games) if self.games is not None else None
        return entry is not None and entry.edition != 1

    def edition(self) -> None:
        g = grammar()
        w = fact_words()
        edition_words = may_contain(self.s.folded, w.edition_before) and may_contain(self.s.folded, w.edition_after)
        for m in (g.edition.finditer(self.s.folded) if edition_words else ()):
            value = parse_number(m.group("n"))
            if value and self.free(m.start("n"), m.end("n")) and not (value == 1 and self._not_the_first()):
                self.add("edition", value, m.start("n"), m.end("n"), "facts.edition", why=((m.start(), m.end()),))
                return
        olympic = self.games is None or self.games.kind in ("olympics", "paralympics")
        if olympic and not may_contain(self.s.folded, games_word_list()):
            return  # an ordinal or a Roman numeral counts beside a Games word only (of any kind: below)
        for m in g.ordinal.finditer(self.s.folded):
            if int(m.group("n")) == 1 and self._not_the_first():
                continue  # "the 1st Games to…", "第一届…的奥运会": the first of something, not the first Games
            if self.free(m.start("n"), m.end("n")) and self._of_this_kind(m.group("g")):
                self.add("edition", int(m.group("n")), m.start("n"), m.end("n"), "facts.edition", why=((m.start(), m.end()),))
                return
        for m in g.roman.finditer(self.s.folded):
            key = "r" if m.group("r") else "r2"
            start, end = m.start(key), m.end(key)
            between = _ROMAN_WORD.fullmatch(self.s.raw, end, m.start("g")) if key == "r" else None
            if between is not None:  # "I XX Giochi del Mediterraneo": Italian's article, then the numeral
                start, end = between.start(1), between.end(1)
            numeral = re.match(r"[ivxlcdm]+", self.s.folded[start:end])  # without its suffix ("XIIes")
            suffixed = numeral is not None and numeral.end() < len(self.s.folded[start:end].rstrip("."))
            value = parse_roman(numeral.group()) if numeral and not (suffixed and numeral.end() < 2) else None  # "Les"
            raw = self.s.raw[start:start + (numeral.end() if numeral else 0)]
            if raw == "I" and self._not_the_first():
                continue  # Italian's article ("I Giochi invernali 2026"), or the first Games: not these
            if value and raw.isupper() and self.free(start, end) and \
                    self._of_this_kind(m.group("g") or m.group("g2")):
                self.add("edition", value, start, end, "facts.edition", why=((m.start(), m.end()),))
                return


#: a Roman numeral alone between the numeral read and the Games' name
_ROMAN_WORD = re.compile(r"\.?\s+([IVXLCDM]+)\.?\s+")


@per_language
def _games_noun() -> re.Pattern[str]:
    """A ``games-nouns`` word as a whole word (``host``, not ``hostage``)."""
    nouns = fact_words().games_nouns
    return re.compile(alternation(nouns, whole=frozenset(nouns)))


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


@per_language
def _people_pattern() -> re.Pattern[str]:
    """A number, a ``people`` word and no count noun after it (``_Reader.people``)."""
    return re.compile(r"(?<![0-9])(?P<n>" + NUMBER + r")\s*" + alternation(fact_words().people, start=False)
                      + r"(?!\s*(?:" + alternation(count_nouns(), start=False) + r"))")


@per_language
def _range_pattern() -> re.Pattern[str]:
    """A number and a range word right before a count's number (``_Reader._range_from``):
    a dash or a date range word (``to``, ``bis``, ``до``, ``至``); a pair link or a number link
    (``and``, ``und``, ``et``, ``y``) is ``weak``, a range only after a ``from`` word
    (``between``)."""
    w, d = fact_words(), date_words()
    weak = set(w.pair_links) | set(w.number_links)
    strong = tuple(c for c in d.connectors if c not in weak)
    number = r"(?P<low>" + NUMBER + r"|" + alternation(longest_first(set(w.number_words))) + r"(?![^\W\d_]))"
    return re.compile(r"(?P<from>" + alternation(d.prefixes) + r"\s*)?" + number
                      + r"\s*(?:[-–—~～〜]|(?P<strong>" + alternation(strong) + r")|(?P<weak>"
                      + alternation(longest_first(weak)) + r"))\s*$")


#: A web address: its numbers and words are no facts (``…/results?sports=28``, ``ID%3D-1&amp;``).
_URL = re.compile(r"(?:[a-z][a-z0-9+.-]*:)?//[^\s<>\"'\]|]+|www\.[^\s<>\"'\]|]+", re.I)


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group())


#: What a page about a sport, an event or a team states of that subject, not of the Games.
_SUBJECT_PAGE_DROPS = frozenset((*COUNT_ATTRIBUTES, "start_date", "end_date"))


def find_facts(text: str, games: Games | None, skip_lines: frozenset[int] = frozenset(),
               language: str | None = None) -> tuple[Fact, ...]:
    """Every fact ``text`` states about ``games`` (lines in ``skip_lines`` are table lines),
    read with the grammar of ``language`` (the document's; every lexicon's when it is unknown:
    ``extract/fact_language.py``); none when that language has no fact grammar."""
    if not has_fact_grammar(language):
        return ()
    with reading_language(language):
        return _find_facts(text, games, skip_lines)


def _find_facts(text: str, games: Games | None, skip_lines: frozenset[int]) -> tuple[Fact, ...]:
    from podium.extract.layouts.text import split_lines


    w = fact_words()
    facts: list[Fact] = []
    readers: list[_Reader] = []
    lines = split_lines(text)
    subject_page = False  # a page of a sport, an event or a team: its counts and dates are theirs
    if "{{" in text:  # a sport's, an event's or a team's infobox: not the Games' fields
        skip_lines = skip_lines | other_infobox_lines([line.text for line in lines])
        subject_page = first_infobox_is_another_subjects([line.text for line in lines])
    for line in lines:
        if line.number in skip_lines or not line.text.strip():
            continue
        for sentence in sentences(line.number, line.start, _URL.sub(_blank, line.text)):
            if contains(sentence.folded, w.exclude) or about_other_games(sentence, games):
                continue
            reader = _Reader(sentence, games)
            nation_medals(sentence, reader.free, reader.add)
            reader.counts()
            reader.labels()
            reader.people()
            reader.dates()
            reader.host()
            reader.opened()
            reader.edition()
            facts.extend(sorted((f for f in reader.facts if not (subject_page and f.attribute in _SUBJECT_PAGE_DROPS)),
                                key=lambda f: (f.span.start, f.attribute)))
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
