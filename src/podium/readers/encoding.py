"""Decode a document's bytes and name the encoding.

Order: byte order marks (UTF-8, UTF-32, UTF-16), BOM-less UTF-16, strict UTF-8, then the
legacy encodings. For those, charset-normalizer proposes candidates, the encodings podium
must always read (GB18030, Big5, CP1251, KOI8-R) are added, every candidate that decodes
strictly is decoded, and the readings are scored by how *plausible* their characters are
(share of common Han characters, Cyrillic letter frequencies and letter case, no control or
private-use characters). charset-normalizer alone confuses these on short texts (Big5 read
as Shift_JIS, CP1251 as Big5, KOI8-R as CP874, Cyrillic GB18030 as EUC-JP); the score
decides by what the text says, not by which file it is.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from podium import kept
from podium.readers.binary import utf16_without_bom
from podium.unicode_scripts import (
    CYRILLIC,
    HALFWIDTH_KATAKANA,
    HAN_BMP,
    HANGUL_SYLLABLES,
    HIRAGANA,
    KATAKANA,
    bmp_table,
    han_converter,
)

#: Legacy encodings always tried, in order of preference when two readings score the same.
ALWAYS_TRIED = ("gb18030", "big5", "cp1251", "koi8-r")

#: charset-normalizer / Python codec names -> the names podium records.
_NAMES = {
    "utf_8": "utf-8", "utf-8": "utf-8", "ascii": "utf-8",
    "gb18030": "gb18030", "gbk": "gb18030", "gb2312": "gb18030", "hz": "hz",
    "big5": "big5", "cp950": "cp950", "big5hkscs": "big5hkscs",
    "cp1251": "cp1251", "windows-1251": "cp1251", "koi8_r": "koi8-r", "koi8-r": "koi8-r",
    "koi8_u": "koi8-u", "cp1252": "cp1252", "latin_1": "iso-8859-1", "iso8859_1": "iso-8859-1",
    "shift_jis": "shift_jis", "cp932": "cp932", "euc_jp": "euc-jp", "euc_kr": "euc-kr",
    "cp949": "cp949",
}

#: The best reading must score at least this much (mean per non-ASCII character).
MIN_SCORE = 0.25


class Undecodable(ValueError):
    """No encoding gives a readable text."""


@dataclass(frozen=True)
class Decoded:
    text: str
    encoding: str


def normalise_name(name: str) -> str:
    key = name.lower().replace("-", "_")
    return _NAMES.get(key, _NAMES.get(name.lower(), name.lower().replace("_", "-")))


@lru_cache(maxsize=1)
def _common_han() -> frozenset[str]:
    text = (resources.files("podium.readers") / "data" / "common_han.txt").read_text(encoding="utf-8")
    chars = "".join(line for line in text.splitlines() if not line.startswith("#"))
    traditional = han_converter("s2t").convert(chars)
    return frozenset(chars) | frozenset(traditional)


@lru_cache(maxsize=1)
def _letter_scores() -> dict[str, float]:
    data: dict[str, Any] = kept.toml(
        (resources.files("podium.readers") / "data" / "letters.toml").read_text(encoding="utf-8"))
    return {letter: min(1.0, float(share) / 4.0) for letter, share in data["cyrillic"].items()}


#: the scripts ``_char_score`` scores, looked up once per character (0: none of them)
_HAN, _CYRILLIC, _HIRAGANA, _KATAKANA_OR_HANGUL, _HALFWIDTH_KATAKANA = range(1, 6)
_SCRIPT = bmp_table(HAN_BMP, CYRILLIC, HIRAGANA, KATAKANA + HANGUL_SYLLABLES, HALFWIDTH_KATAKANA)


def _char_score(ch: str, previous: str) -> float:
    """How plausible one non-ASCII character is in running text, from -2 to 1."""
    code = ord(ch)
    script = _SCRIPT[code] if code <= 0xFFFF else 0
    if script == _HAN:
        return 1.0 if ch in _common_han() else 0.0
    if script == _CYRILLIC:
        if ch.isupper() and previous.isalpha() and previous.islower():
            return -1.0  # "лХРЮИ": case flipped inside a word
        return _letter_scores().get(ch.lower(), 0.0)
    category = unicodedata.category(ch)
    if category in ("Cc", "Co", "Cn", "Cs") or ch == "\ufffd":
        return -2.0
    if 0x3000 <= code <= 0x303F or 0xFF01 <= code <= 0xFF5E or 0x2010 <= code <= 0x206F or ch in "\u00a0«»·°№":
        return 0.6
    if script == _HIRAGANA:
        return 0.8  # hiragana
    if script == _KATAKANA_OR_HANGUL:
        return 0.5  # katakana, Hangul syllables
    if script == _HALFWIDTH_KATAKANA:
        return -0.5  # half-width katakana: rare in text, frequent in misreadings
    if category.startswith("L"):
        if ch.isupper() and previous.isalpha() and previous.islower():
            return -1.0
        return 0.5
    if category.startswith("N") or category.startswith("P") or category == "Zs":
        return 0.2
    return -0.3  # symbols, box drawing, marks


def plausibility(text: str) -> float:
    """Mean plausibility of the non-ASCII characters of ``text`` (1.0 for pure ASCII)."""
    total = 0.0
    count = 0
    previous = " "
    for ch in text:
        if ord(ch) >= 0x80 or (ord(ch) < 0x20 and ch not in "\t\n\r\x0b\x0c\x1b"):
            total += _char_score(ch, previous)
            count += 1
        previous = ch
    return total / count if count else 1.0


def _proposals(data: bytes) -> list[str]:
    import charset_normalizer

    names = []
    for match in list(charset_normalizer.from_bytes(data))[:6]:
        names.append(match.encoding)
    return names


def _strict(data: bytes, codec: str) -> str | None:
    try:
        return data.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return None


def decode(data: bytes) -> Decoded:
    """Decode ``data``; raise ``Undecodable`` when no encoding gives readable text."""
    if data.startswith(b"\xef\xbb\xbf"):
        text = _strict(data[3:], "utf-8")
        if text is not None:
            return Decoded(text, "utf-8-sig")
    if data[:4] in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"):
        text = _strict(data, "utf-32")
        if text is not None:
            return Decoded(text, "utf-32")
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = _strict(data, "utf-16")
        if text is not None:
            return Decoded(text, "utf-16")
    bomless = utf16_without_bom(data)
    if bomless:
        return Decoded(data.decode(bomless), bomless)
    text = _strict(data, "utf-8")
    if text is not None:
        return Decoded(text, "utf-8")
    return _legacy(data)


def _legacy(data: bytes) -> Decoded:
    candidates: list[str] = list(ALWAYS_TRIED)
    for name in _proposals(data):
        normalised = normalise_name(name)
        if normalised not in candidates:
            candidates.append(normalised)
    best: tuple[float, int, str, str] | None = None
    for order, name in enumerate(candidates):
        text = _strict(data, name)
        if text is None:
            continue
        score = plausibility(text)
        if best is None or score > best[0]:
            best = (score, order, name, text)
    if best is None or best[0] < MIN_SCORE:
        raise Undecodable("undecodable text: no known encoding gives readable text")
    return Decoded(best[3], best[2])
