"""Who opened the Games, and the main stadium, in a sentence (``extract/facts.py``' reader).

A name comes after a title (``President``, ``总统``) or an ``opened by`` cue, or before a title
written after it (``문재인 대통령``), in a sentence that speaks of the opening; it is stored by
``names.canonical_name``. A stadium is the rest of the clause after a stadium label.
"""

from __future__ import annotations

import re

from podium.extract.alternation import alternation
from podium.extract.fact_grammar import compiled, fact_words
from podium.extract.fact_reader import SentenceReader
from podium.extract.names import canonical_name
from podium.unicode_scripts import HAN_BMP_SPAN, HANGUL_SYLLABLES, KATAKANA

_HAN_NAME = re.compile(r"[" + (HAN_BMP_SPAN + KATAKANA).regex + r"·・•‧]+")
_CAPITAL_NAME = re.compile(
    r"[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁ][\w'’.\-]*(?:\s+(?:[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁ][\w'’.\-]*|[IVX]+\.?|de|da|dos|von|van|der|di|del|bin))*"
)
_HANGUL_NAME = re.compile(r"[" + HANGUL_SYLLABLES.regex + r"]{2,4}")
#: A wikitext link, its target and bar left out: ``[[London Stadium|Olympic Stadium]]``.
_LINK = re.compile(r"\[\[(?:[^\[\]|]*\|)?([^\[\]|]*)\]\]")
_LINK_OPENING = re.compile(r"\[\[(?:[^\[\]|]*\|)?")
_PARENS = re.compile(r"\s*[（(]\s*([^（）()]+?)\s*[)）]")


class NameReader(SentenceReader):
    """The opener and the stadium of one sentence."""

    def _name(self, at: int, extractor: str) -> None:
        """The name at ``at`` (after a title, if any)."""
        w = fact_words()
        raw, folded = self.s.raw, self.s.folded
        title = compiled(w.titles).search(folded, at, min(len(folded), at + 40))
        if title is not None:
            at = title.end()
        while at < len(raw) and raw[at] in " \t:：":
            at += 1
        link = _LINK_OPENING.match(raw, at)  # a wikitext link: [[Elisabeth II.|Königin Elisabeth II.]]
        if link is not None:
            at = link.end()
            title = compiled(w.titles).match(folded, at)
            at = title.end() if title is not None else at
            while at < len(raw) and raw[at] in " \t":
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
        value = _LINK.sub(lambda m: m.group(1), self.s.raw[at:b]).strip(" \t:：|=-';；")
        if value and self.free(at, b):
            self.add("stadium", canonical_name(value), at, b, "facts.label")

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
