"""What every reader of one sentence's facts shares (``extract/facts.py``,
``extract/fact_places.py``, ``extract/fact_names.py``): the sentence, the Games, the spans
already used, the facts read, and the tests of cue words and of a sport named before a number.
"""

from __future__ import annotations

import re

from podium.extract.fact_grammar import contains, fact_words, sport_pattern
from podium.extract.lexicon import may_contain
from podium.extract.other_games import other_kind_clauses, other_season_clauses
from podium.extract.sentences import Sentence
from podium.model import GAMES_SUBJECT, Fact, Games, Span


class SentenceReader:
    """Facts of one sentence; ``taken`` holds the spans already used."""

    def __init__(self, sentence: Sentence, games: Games | None) -> None:
        self.s = sentence
        self.games = games
        # nothing is read in the clauses about the other season's or another kind's Games
        self.taken: list[tuple[int, int]] = other_season_clauses(sentence, games) + other_kind_clauses(sentence, games)
        self.facts: list[Fact] = []
        self._sport_at: int | None = None
        #: the span of the label or cue word a helper reads a value after (``Host city``, ``held in``)
        self.cue: tuple[int, int] | None = None

    def sport_before(self, at: int) -> bool:
        """Whether a sport or an event is named before ``at`` in the sentence
        (``fact_grammar.sport_pattern``): what is counted or dated there is theirs."""
        if self._sport_at is None:
            words, pattern = sport_pattern()
            m = pattern.search(self.s.folded) if may_contain(self.s.folded, words) else None
            self._sport_at = m.start() if m is not None else len(self.s.folded)
        return self._sport_at < at

    def free(self, start: int, end: int) -> bool:
        return not any(start < b and a < end for a, b in self.taken)

    def add(self, attribute: str, value: int | str, start: int, end: int, extractor: str,
            qualifier: str | None = None, subject: str = GAMES_SUBJECT,
            why: tuple[tuple[int, int], ...] = ()) -> None:
        """Store a fact read from ``[start, end)``; ``why`` are the spans of the words that made
        it (a count's noun, a label, a cue word), the value's own span when none is given."""
        self.taken.append((start, end))
        self.facts.append(Fact(
            attribute=attribute, value=value, line=self.s.line,
            span=Span(self.s.start + start, self.s.start + end), text=self.s.raw.strip(),
            extractor=extractor, qualifier=qualifier, subject=subject,
            words=self.words_of(*(why or ((start, end),)), (start, end), *((self.cue,) if self.cue else ())),
        ))

    def words_of(self, *spans: tuple[int, int]) -> str:
        """The sentence's words at ``spans``, in order, joined where only separators stand
        between them (``Nations: 204``), other gaps written ``…``: ``held in … Daegu``."""
        merged: list[list[int]] = []
        for a, b in sorted(spans):
            if merged and not self.s.raw[merged[-1][1]:a].strip(" \t:：=|-–—,"):  # only separators between
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        return " … ".join(re.sub(r"\s+", " ", self.s.raw[a:b]).strip() for a, b in merged)

    def clause_has(self, offset: int, cue: str) -> bool:
        a, b = self.s.clause_at(offset)
        return contains(self.s.folded[a:b], fact_words().cues.get(cue, ()))

    def sentence_has(self, cue: str) -> bool:
        return contains(self.s.folded, fact_words().cues.get(cue, ()))
