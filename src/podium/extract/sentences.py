"""A line of a document in sentences, and a sentence in clauses, for ``extract/facts.py``.

A sentence ends at ``。！？；;!?`` or at a full stop that ends one (:func:`ends_sentence`:
not ``17. September``, ``XXX. Olympiade``, ``ca.``); a clause at a comma (not inside a number),
a colon or a dash between spaces. A sentence keeps its text as written and folded
(``lexicon.fold``, digits normalised), with the same offsets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from podium.extract.lexicon import fold
from podium.extract.numbers import normalize_digits

_SENTENCE_END = re.compile(r"[。！？；;!?]|\.(?=\s|$)")
_CLAUSE_END = re.compile(r"[，、:：]|,(?![0-9])|\s[-–—]\s")


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


def ends_sentence(text: str, at: int) -> bool:
    """Whether the full stop at ``at`` ends a sentence: not after a day (``17. September``),
    a Roman ordinal (``XXX. Olympiade``) or an abbreviation (``ca.``, ``г.``), and followed
    by a capital, a digit or the end of the line. The word before may stand apart from the stop
    by blanks (an HTML page's markup, blanked: ``Guzmán</a>.``)."""
    word = re.search(r"(\S*)\s*$", text[:at])
    last = word.group(1) if word else ""
    following = text[at + 1:].lstrip()
    if not following:
        return True
    if re.fullmatch(r"[0-9]{1,2}|[IVXLCDM]+|[^\W\d_]{1,2}|\(?[^\W\d_]{1,3}\.[^\W\d_]{1,2}|", last):
        return False
    return following[0].isupper() or following[0].isdigit()


def sentences(line_number: int, line_start: int, text: str) -> list[Sentence]:
    folded = normalize_digits(fold(text))
    out, last = [], 0
    for m in _SENTENCE_END.finditer(text):
        if m.group() == "." and not ends_sentence(text, m.start()):
            continue
        out.append((last, m.end()))
        last = m.end()
    out.append((last, len(text)))
    return [Sentence(line_number, line_start + a, text[a:b], folded[a:b]) for a, b in out if text[a:b].strip()]
