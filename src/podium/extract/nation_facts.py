"""A nation's medals in one sentence (``[facts.nation]`` of each ``lexicon/<lang>.toml``).

``Russia won 41 medals: 16 gold, 6 silver and 17 bronze``, ``日本は金メダル27個、銀メダル14個、
銅メダル17個の計58個``, ``…동메달 17개를 획득한 일본은``: when gold, silver and bronze are all
stated one after another, each count (and the total, if stated) is a fact whose subject is the
nation as written; ``podium.analysis`` resolves it to its NOC.

One entry point, :func:`nation_medals`: ``extract/facts.py`` hands it a sentence, a ``free``
test (spans not yet used by another fact) and an ``add`` callback that stores a fact.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

from podium.extract.fact_grammar import compiled, fact_words, grammar, number_value
from podium.extract.lexicon import fold, may_contain
from podium.extract.table_words import sport_of
from podium.unicode_scripts import HANGUL_SYLLABLES, has_final_consonant


class SentenceText(Protocol):
    """A sentence as written (``raw``) and folded, with the same offsets, split in clauses."""

    raw: str
    folded: str

    def clause_at(self, offset: int) -> tuple[int, int]: ...


class AddFact(Protocol):
    """Stores a fact read from ``[start, end)`` of the sentence."""

    def __call__(self, attribute: str, value: int | str, start: int, end: int, extractor: str,
                 qualifier: str | None = None, subject: str = ...) -> None: ...


def nation_medals(sentence: SentenceText, free: Callable[[int, int], bool], add: AddFact) -> None:
    """A nation's medals, when gold, silver and bronze are all stated one after another:
    facts whose subject is the nation as written (``analysis`` resolves it). The nation is
    written before a verb (``Russia won 41 medals: 16 gold, 6 silver and 17 bronze``,
    ``日本が獲得したメダルは…``), before a marker right before the medals (``日本は金メダル27個、…``,
    ``대한민국은 금메달 6개, …``) or after an attributive verb right after them (``…銅メダル17個を
    獲得したロシア``). The total comes before the medals (``won 41 medals:``) or right after them
    (``…の計58個``, ``…로 총 20개의 메달``). A sentence that names a sport (``China won 14
    medals in swimming: …``, ``競泳で…``) is about that sport's medals, not the nation's
    whole haul: it gives no fact. ``free`` tells whether a span is still unused; ``add``
    stores each fact (extractor ``facts.nation``)."""
    _NationReader(sentence, free, add).read()
    _compact(sentence, free, add)


#: a total and its colours in brackets, the way a list in a sentence writes them ("39 (15-12-12)")
_COMPACT = re.compile(r"(?<![0-9.,])(?P<total>[0-9]{1,3})\s*\(\s*(?P<gold>[0-9]{1,3})\s*[-–]\s*(?P<silver>[0-9]{1,3})"
                      r"\s*[-–]\s*(?P<bronze>[0-9]{1,3})\s*\)")
#: the lower-case words around a nation's name in a Latin script ("and Hungary with", "Japan followed with")
_AROUND = re.compile(r"^(?:[a-z][\w'’]*\s+)*(?P<name>[A-Z].*?)(?:\s+[a-z][\w'’]*)*$")


def _compact(sentence: SentenceText, free: Callable[[int, int], bool], add: AddFact) -> None:
    """Each nation's total and its colours in brackets, in a list within a sentence (``Japan
    followed with 39 (15-12-12), China with 36 (18-9-9)``): the nation is the capitalised name
    of the clause before it, and the colours must add up to the total (a score, a date range
    or an event's places do not)."""
    folded = sentence.folded
    if "(" not in folded or sport_of(sentence.raw) is not None:
        return
    for m in _COMPACT.finditer(folded):
        counts = {key: int(m.group(key)) for key in ("total", "gold", "silver", "bronze")}
        if counts["gold"] + counts["silver"] + counts["bronze"] != counts["total"] or not free(m.start(), m.end()):
            continue
        a, _ = sentence.clause_at(m.start())
        before = sentence.raw[a:m.start()]
        before = before[before.rfind(")") + 1:]  # after the item before it ("… (11-6-9) and Hungary with")
        around = _AROUND.match(before.strip(" \t,;:"))
        mention = _nation(around.group("name")) if around else ""
        if mention:
            for key in ("gold", "silver", "bronze", "total"):
                add(key, counts[key], m.start(key), m.end(key), "facts.nation", subject=mention)


class _NationReader:
    def __init__(self, sentence: SentenceText, free: Callable[[int, int], bool], add: AddFact) -> None:
        self.s = sentence
        self.free = free
        self.add = add

    def read(self) -> None:
        w = fact_words()
        folded = self.s.folded
        golds = (*w.nation.get("gold", ()), *w.nation.get("gold-first", ()))
        if not golds or not may_contain(folded, golds) or sport_of(self.s.raw) is not None:
            return  # no gold said (the cheap test first), or one sport's medals
        verbs = compiled(w.nation.get("verbs", ()))
        pos = 0
        while (run := self._colour_run(pos)) is not None:
            first, last = run["gold"].start(), run["bronze"].end()
            # the nearest verb before the medals with a nation before it ("while China won" is none)
            mention, total = "", None
            for verb in reversed(list(verbs.finditer(folded, pos, first)) if w.nation.get("verbs") else []):
                if mention := self._nation_before(verb.start(), marker_needed=False):
                    total = self._medal("medals", verb.end(), first)
                    break
            after = self._medal("medals", last)
            if total is None and after is not None and _joined(folded[last:after.start()], 6):
                total = after
            pos = max(last, total.end() if total is not None else last)
            mention = mention or self._nation_before(first, marker_needed=True) or self._nation_after(pos)
            if not mention:
                continue
            stated = dict(run, total=total) if total is not None else run
            for attribute, count in stated.items():
                value = number_value(count.group("n"))
                if value is not None:
                    self.add(attribute, value, count.start("n"), count.end("n"), "facts.nation", subject=mention)

    def _medal(self, key: str, start: int, end: int | None = None) -> re.Match[str] | None:
        """The first free count of ``key`` (``medals``, ``gold``…) in ``[start, end)``, its
        number first (``16 gold``, ``16枚金牌``) or last (``金メダル16個``, ``금메달 16개``)."""
        g, folded = grammar(), self.s.folded
        end = len(folded) if end is None else end
        found = [next((m for m in pattern.finditer(folded, start, end) if self.free(m.start("n"), m.end("n"))), None)
                 for pattern in (g.medal_count[key], g.medal_count_first[key])]
        return min((m for m in found if m is not None), key=lambda m: m.start(), default=None)

    def _colour_run(self, start: int) -> dict[str, re.Match[str]] | None:
        """Gold, silver and bronze from ``start``, one right after another (``16 gold, 6 silver
        and 17 bronze``, ``金63・銀46・銅32``): never one nation's gold and another's bronze."""
        folded = self.s.folded
        while (gold := self._medal("gold", start)) is not None:
            silver = self._medal("silver", gold.end())
            bronze = self._medal("bronze", silver.end()) if silver is not None else None
            if silver is not None and bronze is not None and _joined(folded[gold.end():silver.start()]) \
                    and _joined(folded[silver.end():bronze.start()]):
                return {"gold": gold, "silver": silver, "bronze": bronze}
            start = gold.end()
        return None

    def _nation_before(self, at: int, marker_needed: bool) -> str:
        """The nation written in the clause before ``at`` (a verb or the medals), without the
        marker after it (``日本は``, ``日本が``, ``대한민국은``); "" when a marker is needed and none
        is there."""
        folded = self.s.folded
        marker = None
        if fact_words().nation.get("markers"):
            marker = next((m for m in grammar().nation_marker.finditer(folded, max(0, at - 8), at)
                           if not folded[m.end():at].strip(" \t,，、:：") and _marker_fits(folded, m)), None)
        if marker is None and marker_needed:
            return ""
        end = marker.start() if marker is not None else at
        a, _ = self.s.clause_at(end)
        return _nation(self.s.raw[a:end])

    def _nation_after(self, at: int) -> str:
        """The nation after an attributive verb right after the medals (``…を獲得したロシアは``,
        ``…를 획득한 일본은``), up to its marker or the end of its clause."""
        w, folded = fact_words(), self.s.folded
        verb = compiled(w.nation["attributive"]).search(folded, at) if w.nation.get("attributive") else None
        if verb is None or not _joined(folded[at:verb.start()], 8):
            return ""
        _, b = self.s.clause_at(verb.end())
        markers = grammar().nation_marker.finditer(folded, verb.end(), b) if w.nation.get("markers") else iter(())
        marker = next((m for m in markers if _marker_fits(folded, m)), None)
        return _nation(self.s.raw[verb.end():marker.start() if marker is not None else b])


def _marker_fits(folded: str, marker: re.Match[str]) -> bool:
    """Whether ``marker`` can be a particle after the syllable before it. Korean particles
    come in pairs (``markers-after-consonant``: 은, 이; ``markers-after-vowel``: 는, 가): one
    follows a Hangul syllable that ends in a consonant, the other one that ends in a vowel.
    The wrong one of a pair is the end of the name itself: ``우루과이 금메달`` is 우루과이,
    not 우루과 with 이; ``통가 금메달`` is 통가. A marker of no pair, or after a character
    that is not a Hangul syllable (``USA가``), fits."""
    before = folded[marker.start() - 1] if marker.start() else ""
    if before not in HANGUL_SYLLABLES:
        return True
    nation = fact_words().nation
    ends_in_consonant = has_final_consonant(before)
    word = re.sub(r"\s+", " ", marker.group())
    if word in nation.get("markers-after-consonant", ()):
        return ends_in_consonant
    if word in nation.get("markers-after-vowel", ()):
        return not ends_in_consonant
    return True


def _nation(mention: str) -> str:
    """A nation as written, without an article (``la France``); "" when it cannot be one."""
    w = fact_words()
    mention = mention.strip(" \t,，:：-–—。.")
    article = compiled(w.nation["articles"]).match(fold(mention)) if w.nation.get("articles") else None
    rest = mention[article.end():] if article is not None else ""
    if article is not None and rest.strip() and (rest[0].isspace() or article.group()[-1] in "'’"):
        mention = rest.lstrip(" '’")  # "la France", "l'Italie"; but not the "a" of "Austria"
    return "" if len(mention) > 40 or re.search(r"[0-9]", mention) else mention


def _joined(gap: str, longest: int = 12) -> bool:
    """Whether ``gap`` only joins two parts of one statement: short, with no number in it."""
    return len(gap) <= longest and re.search(r"[0-9]", gap) is None
