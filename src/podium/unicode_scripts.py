"""Named ranges of Unicode characters (Han, kana, Hangul, Cyrillic, Greek), in one place.

A :class:`Chars` is a set of characters given as inclusive code point ranges. ``ch in chars``
tests one character; ``chars.regex`` is the same set as a fragment for a regular expression
character class (``"[" + CJK.regex + "]"``, ``"[^\\W\\d_" + CJK.regex + "]"``); sets compose
with ``+``.

The blocks are Unicode's. The sets podium uses are built from them, and they differ on
purpose, each named for what it holds:

* :data:`HAN_BMP_SPAN` (U+3400-9FFF in one span: Extension A, the Yijing hexagram symbols
  between it and the Unified Ideographs, the Unified Ideographs): the extract stage's Han.
* :data:`HAN_BMP` (Extension A and the Unified Ideographs, without the hexagram symbols):
  the decoder's Han (``readers/encoding.py``).
* :data:`HAN_WITH_EXTENSIONS` (:data:`HAN_BMP`, the compatibility ideographs and all of
  plane 2): language detection's Han (``readers/language.py``).
* :data:`CJK` (kana, :data:`HAN_BMP_SPAN`, Hangul syllables): the scripts whose words are
  written without spaces, where a word may start anywhere.
* :data:`CJK_WIDE` (every block from U+2E80 to U+9FFF, the compatibility ideographs, plane
  2's ideograph blocks): text that may need Traditional -> Simplified folding.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal


@dataclass(frozen=True)
class Chars:
    """A set of characters: inclusive (first, last) code point ranges, sorted and merged."""

    ranges: tuple[tuple[int, int], ...]
    #: ``test(ch)``: whether the character ``ch`` is in the set (False for ""); what ``ch in
    #: chars`` says, as a plain function for loops over every character of a text
    test: Callable[[str], bool] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "test", _tester(tuple((chr(a), chr(b)) for a, b in self.ranges)))

    @classmethod
    def span(cls, first: int, last: int) -> Chars:
        return cls(((first, last),))

    def __add__(self, other: Chars) -> Chars:
        merged: list[tuple[int, int]] = []
        for first, last in sorted(self.ranges + other.ranges):
            if merged and first <= merged[-1][1] + 1:
                merged[-1] = (merged[-1][0], max(merged[-1][1], last))
            else:
                merged.append((first, last))
        return Chars(tuple(merged))

    def __contains__(self, ch: str) -> bool:
        """Whether the character ``ch`` is in the set (False for "")."""
        return self.test(ch)

    @property
    def regex(self) -> str:
        """The set as a fragment for inside ``[...]`` (``\\u3400-\\u9fff``)."""
        return "".join(_escape(first) if first == last else f"{_escape(first)}-{_escape(last)}"
                       for first, last in self.ranges)


def _tester(bounds: tuple[tuple[str, str], ...]) -> Callable[[str], bool]:
    """A test of one character against ``bounds`` (comparisons of one character are code
    point comparisons), unrolled for one and two ranges: decoding scores every character."""
    if len(bounds) == 1:
        ((a, b),) = bounds
        return lambda ch: a <= ch <= b
    if len(bounds) == 2:
        (a, b), (c, d) = bounds
        return lambda ch: a <= ch <= b or c <= ch <= d
    return lambda ch: any(first <= ch <= last for first, last in bounds)


def bmp_table(*sets: Chars) -> bytes:
    """Each character of the Basic Multilingual Plane (index: its code point) -> 1 + the index
    of the first of ``sets`` that holds it, 0 for none: one lookup in place of a test per set,
    for loops over every character of a text."""
    if len(sets) > 255:
        raise ValueError("at most 255 sets")
    table = bytearray(0x10000)
    for number, chars in reversed(list(enumerate(sets, start=1))):
        for first, last in chars.ranges:
            if first <= 0xFFFF:
                last = min(last, 0xFFFF)
                table[first:last + 1] = bytes([number]) * (last + 1 - first)
    return bytes(table)


def _escape(code: int) -> str:
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


# -- Unicode blocks (or, where said, the assigned part of one) ------------------------------

GREEK = Chars.span(0x0370, 0x03FF)  # Greek and Coptic
CYRILLIC = Chars.span(0x0400, 0x04FF)
HANGUL_JAMO = Chars.span(0x1100, 0x11FF)
HIRAGANA = Chars.span(0x3040, 0x309F)
KATAKANA = Chars.span(0x30A0, 0x30FF)
HAN_EXTENSION_A = Chars.span(0x3400, 0x4DBF)  # CJK Unified Ideographs Extension A
YIJING_HEXAGRAMS = Chars.span(0x4DC0, 0x4DFF)  # Yijing Hexagram Symbols (not Han)
HAN_UNIFIED = Chars.span(0x4E00, 0x9FFF)  # CJK Unified Ideographs
HANGUL_SYLLABLES = Chars.span(0xAC00, 0xD7A3)  # the 11,172 syllables (the block ends at U+D7AF)
HAN_COMPATIBILITY = Chars.span(0xF900, 0xFAFF)  # CJK Compatibility Ideographs
HALFWIDTH_KATAKANA = Chars.span(0xFF61, 0xFF9F)  # with the halfwidth CJK punctuation U+FF61-FF65
#: CJK Radicals Supplement (U+2E80) to the end of the Unified Ideographs: radicals, CJK
#: punctuation, kana, bopomofo, Hangul compatibility jamo, strokes, enclosed and
#: compatibility forms, Extension A, the hexagrams, the Unified Ideographs
CJK_BMP_BLOCKS = Chars.span(0x2E80, 0x9FFF)
PLANE_2 = Chars.span(0x20000, 0x2FFFF)  # the Supplementary Ideographic Plane, all of it
#: plane 2's ideograph blocks: Extensions B to F and I, the Compatibility Ideographs Supplement
PLANE_2_IDEOGRAPHS = Chars.span(0x20000, 0x2FA1F)

# -- the sets podium uses ---------------------------------------------------------------------

KANA = HIRAGANA + KATAKANA
HANGUL = HANGUL_SYLLABLES + HANGUL_JAMO
HAN_BMP = HAN_EXTENSION_A + HAN_UNIFIED
HAN_BMP_SPAN = HAN_EXTENSION_A + YIJING_HEXAGRAMS + HAN_UNIFIED
HAN_BMP_SPAN_WITH_COMPATIBILITY = HAN_BMP_SPAN + HAN_COMPATIBILITY
HAN_WITH_EXTENSIONS = HAN_BMP + HAN_COMPATIBILITY + PLANE_2
CJK = KANA + HAN_BMP_SPAN + HANGUL_SYLLABLES
CJK_WITH_COMPATIBILITY = CJK + HAN_COMPATIBILITY
CJK_WIDE = CJK_BMP_BLOCKS + HAN_COMPATIBILITY + PLANE_2_IDEOGRAPHS


def has_final_consonant(syllable: str) -> bool:
    """Whether a Hangul syllable (one of :data:`HANGUL_SYLLABLES`) ends in a consonant: every
    28th syllable from U+AC00 has no final consonant (가, 각, 갂, ... 갛, then 개)."""
    return (ord(syllable) - HANGUL_SYLLABLES.ranges[0][0]) % 28 != 0


@lru_cache(maxsize=3)
def han_converter(config: Literal["t2s", "s2t", "s2twp"]) -> Any:
    """OpenCC's converter from Traditional to Simplified Chinese (``t2s``) or back (``s2t``;
    ``s2twp``: with Taiwan's words), made once per process for every stage that folds,
    compares or writes the two scripts: making
    one reads its dictionaries (24 ms), and the readers, the lexicons and the nations' names
    each made their own."""
    import opencc

    return opencc.OpenCC(config)
