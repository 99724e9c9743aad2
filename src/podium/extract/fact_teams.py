"""Whose a count is: a team's own size is no Games fact (``extract/facts.py``' reader).

A count whose noun phrase belongs to one nation is that team's, not the Games': ``20 athletes
from Team GB``, ``Poland sent 263 athletes``, ``la délégation française comptait 396
athlètes``, ``Hrvatsku je predstavljalo 108 sportaša``. Two things tell it, in every language
with a fact grammar:

* a **team word** anywhere in the sentence (``[facts.cues] team`` of each lexicon: ``team``,
  ``delegation``, ``squad``, ``represented by``, ``сборная``, ``代表团``, ``kafile``, ``výprava``),
  unless it is the count's own noun or is itself counted (``136个代表团``, ``204 delegations``);
* a **nation as the subject** of the count's clause: the clause starts (after an article of
  ``[facts.nation] articles``) with a nation's name (``podium.nations``: its names in the
  sentence's language or in English, any language's when the language is unknown), written
  whole (``Great Britain's 541 athletes``) or inflected from a name of five letters or more
  (``Danmarks``, ``Sveriges``, ``Hrvatsku``, ``României``; a demonym built on the name:
  ``Chinese``, ``Canadian``). Counts of nations are never a team's (``Poland was one of 204
  nations``), so they are kept; nor is a country named right after a city (``Haiyang, China``:
  the host's place).

Both make the count nothing: its subject is the team, which the Games' facts do not hold.
"""

from __future__ import annotations

import re
from functools import lru_cache

from podium.extract.alternation import alternation
from podium.extract.fact_grammar import compiled, fact_words
from podium.extract.fact_language import grammar_language, per_language
from podium.extract.fact_reader import SentenceReader
from podium.extract.games_years import city_before
from podium.extract.lexicon import may_contain
from podium.extract.numerals import NUMBER
from podium.unicode_scripts import CJK

#: The counts a team has of its own: its athletes, its sports and events (not nations).
TEAM_ATTRIBUTES = frozenset(("athletes", "athletes_men", "athletes_women", "sports", "disciplines", "events"))
#: How much an inflected form may be longer than the name less its last letter (``Suomi``,
#: ``Suomen``; ``Canada``, ``Canadian``), and the shortest name read inflected.
_INFLECTION, _SHORTEST_STEM = 4, 5
_WORD = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"[0-9]")
#: how near a listed word (``refugee``) stands to its team word, either side (characters)
_NEAR = 25
_LEAD = re.compile(r"[\s\"'“”„«»*|•\-–—(\[]*")


class TeamReader(SentenceReader):
    """The tests of whether a count in the sentence is a team's."""

    def a_teams(self, noun_start: int, noun_end: int, number_start: int, attribute: str) -> bool:
        """Whether the count whose noun is at ``[noun_start, noun_end)`` and whose number starts
        at ``number_start`` is a team's: a team word in the sentence, or a nation as the
        subject of its clause (for counts a team has: :data:`TEAM_ATTRIBUTES`)."""
        if attribute != "nations" and self._team_word(noun_start, noun_end):
            return True  # (no team counts nations: "46 nations were represented" is the Games')
        return attribute in TEAM_ATTRIBUTES and self.nation_subject(number_start)

    def _team_word(self, noun_start: int, noun_end: int) -> bool:
        """Whether the sentence names a team (``[facts.cues] team``), the count's own noun
        aside, and not counted itself (``136个代表团``: a count of teams)."""
        words = fact_words().cues.get("team", ())
        if not words or not may_contain(self.s.folded, words):
            return False
        counted = _counted()
        return any(not (noun_start <= t.start() < noun_end)
                   and not counted.search(self.s.folded, max(0, t.start() - 12), t.start())
                   and not self._listed_with_nations(t.start(), t.end())
                   for t in compiled(words).finditer(self.s.folded))

    def _listed_with_nations(self, start: int, end: int) -> bool:
        """Whether the team word at ``[start, end)`` names a participant listed with the nations
        (``[facts.cues] listed``: ``206 NOCs and the Refugee Olympic Team``, ``206の国と地域および
        難民選手団``, ``206 стран и команда беженцев``): a listed word next to it, and the nations'
        noun before it, with no number between. Such a team is not the sentence's subject."""
        listed = fact_words().cues.get("listed", ())
        nations = fact_words().counts.get("nations", ())
        folded = self.s.folded
        if not listed or not nations:
            return False
        near = max(0, start - _NEAR), min(len(folded), end + _NEAR)
        words = [m for m in compiled(listed).finditer(folded, *near)
                 if not _DIGIT.search(folded, min(m.end(), start), max(m.start(), end))]
        if not words:
            return False
        before = [m.end() for m in compiled(nations).finditer(folded, 0, start)]
        return bool(before) and not _DIGIT.search(folded, before[-1], start)

    def nation_subject(self, at: int) -> bool:
        """Whether the clause of ``at`` starts with a nation's name (after an article), before
        ``at``: ``Poland sent 263 athletes``, ``The United States sent 530``, ``Danmarks hold``."""
        a, _ = self.s.clause_at(at)
        raw, folded = self.s.raw, self.s.folded
        start = _skip_lead(folded, a)
        articles = fact_words().nation.get("articles", ())
        article = compiled(articles).match(folded, start) if articles else None
        if article is not None and (folded[article.end():article.end() + 1].isspace() or article.group()[-1] in "'’"):
            start = _skip_lead(folded, article.end())
        if start >= at or folded[start:start + 1] in CJK:
            return False  # nothing before the number, or a script without spaces (its team words tell)
        if _after_a_city(folded, a):
            return False  # "Haiyang, China 49 events": the host country after its city is a place
        words: list[re.Match[str]] = []
        for m in _WORD.finditer(raw, start, at):
            if words and raw[words[-1].end():m.start()].strip(" -'’") or len(words) == 3:
                break
            words.append(m)
        return any(_names_a_nation(raw[start:words[n - 1].end()], n == 1) for n in range(len(words), 0, -1))


@per_language
def _counted() -> re.Pattern[str]:
    """A number (and a measure word) right before a team word: a count of teams (``136个代表团``)."""
    return re.compile(r"(?:[0-9]|" + NUMBER + r")\s*(?:" + alternation(fact_words().measures) + r")?\s*$")


def _skip_lead(folded: str, at: int) -> int:
    """``at`` past blanks, quotes, bullets and brackets."""
    lead = _LEAD.match(folded, at)
    return lead.end() if lead else at


def _after_a_city(folded: str, at: int) -> bool:
    """Whether a city of the lexicons ends right before ``at``, separators aside."""
    return city_before(folded, at, " \t,，、:：-–—(") is not None


def _names_a_nation(text: str, one_word: bool) -> bool:
    """Whether ``text`` is a nation's name, or (``one_word``) a name inflected."""
    from podium.nations.normalize import normalize_mention

    key = normalize_mention(text)
    names, stems = _nation_names(grammar_language())
    if key in names:
        return True
    if not one_word or not key.isalpha():
        return False
    return any(key[:n] in stems for n in range(max(_SHORTEST_STEM - 1, len(key) - _INFLECTION), len(key) + 1))


@lru_cache(maxsize=64)
def _nation_names(language: str | None) -> tuple[frozenset[str], frozenset[str]]:
    """The nations' names (registry keys) in ``language`` and English, or in every language
    when it is None, and the stems of the one-word ones of five letters or more (the name less
    its last letter). Codes (``AND``, ``PER``) and names under four letters are left out."""
    from podium.nations.registry import CODE_LANG, lang_family, registry

    keep = None if language is None else {lang_family(language), "en"}
    names = frozenset(key for key, entries in registry().index.items()
                      if len(key) >= 4 and any(e.lang != CODE_LANG and (keep is None or lang_family(e.lang) in keep)
                                               for e in entries))
    stems = frozenset(k[:-1] for k in names if len(k) >= _SHORTEST_STEM and k.isalpha())
    return names, stems
