"""Name a document's language (BCP 47) and script (ISO 15924) from its characters.

* Han text: Traditional (``zh-Hant``) or Simplified (``zh-Hans``) by how many of its Han
  characters OpenCC changes in each direction (``t2s`` changes Traditional characters,
  ``s2t`` Simplified ones); Japanese when it has kana, Korean when it has Hangul.
* Otherwise the script with most letters: Cyrillic is ``ru`` unless the Ukrainian letters
  і ї є ґ outnumber the Russian-only ones (``uk``); Greek is ``el``; Latin is the language
  with most stop-word hits (``data/stopwords.toml``), ``und`` when unclear.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

#: Fewest stop-word hits to name a Latin-script language.
MIN_HITS = 3


@dataclass(frozen=True)
class LanguageGuess:
    language: str
    script: str


@lru_cache(maxsize=1)
def _converters() -> tuple[Any, Any]:
    import opencc

    return opencc.OpenCC("t2s"), opencc.OpenCC("s2t")


@lru_cache(maxsize=1)
def _stopwords() -> dict[str, frozenset[str]]:
    data = tomllib.loads((resources.files("podium.readers") / "data" / "stopwords.toml").read_text(encoding="utf-8"))
    return {lang: frozenset(words) for lang, words in data.items()}


def _is_han(ch: str) -> bool:
    code = ord(ch)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x2FFFF


def _changed(converter: Any, han: str) -> int:
    converted = converter.convert(han)
    if len(converted) == len(han):
        return sum(1 for a, b in zip(han, converted) if a != b)
    return sum(1 for ch in han if converter.convert(ch) != ch)


def han_variant(han: str) -> str:
    """``Hant`` or ``Hans`` for a string of Han characters (``Hani`` when it cannot tell)."""
    t2s, s2t = _converters()
    traditional = _changed(t2s, han)
    simplified = _changed(s2t, han)
    if traditional > simplified:
        return "Hant"
    if simplified > traditional:
        return "Hans"
    return "Hani"


def _latin_language(text: str) -> str:
    words = re.findall(r"[^\W\d_]+", text.lower())
    hits = {lang: sum(1 for w in words if w in stop) for lang, stop in _stopwords().items()}
    best = max(hits.items(), key=lambda kv: kv[1], default=("und", 0))
    ties = [lang for lang, n in hits.items() if n == best[1]]
    return best[0] if best[1] >= MIN_HITS and len(ties) == 1 else "und"


_HAN = re.compile("[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\U00020000-\U0002ffff]")
_KANA = re.compile("[\u3040-\u30ff]")
_HANGUL = re.compile("[\uac00-\ud7a3\u1100-\u11ff]")
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_UKRAINIAN = re.compile("[іїєґІЇЄҐ]")
_RUSSIAN = re.compile("[ыэъёЫЭЪЁ]")
_GREEK = re.compile("[\u0370-\u03ff]")
#: Letters below U+0250 (Basic Latin to Latin Extended-B; × and ÷ are not letters).
_LATIN = re.compile("[A-Za-z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]")


def _count(pattern: re.Pattern[str], text: str) -> int:
    return len(pattern.findall(text))


def detect_language(text: str) -> LanguageGuess:
    """The language and script ``text`` is written in."""
    han = _HAN.findall(text)
    kana = _count(_KANA, text)
    hangul = _count(_HANGUL, text)
    cyrillic = _count(_CYRILLIC, text)
    ukrainian = _count(_UKRAINIAN, text) if cyrillic else 0
    russian = _count(_RUSSIAN, text) if cyrillic else 0
    greek = _count(_GREEK, text)
    latin = _count(_LATIN, text)
    counts = {"han": len(han) + kana + hangul, "cyrillic": cyrillic, "greek": greek, "latin": latin}
    top = max(counts.items(), key=lambda kv: kv[1])
    if top[1] == 0:
        return LanguageGuess("und", "Zyyy")
    if top[0] == "han":
        if kana and kana >= 0.05 * (len(han) + kana):
            return LanguageGuess("ja", "Jpan")
        if hangul and hangul >= len(han):
            return LanguageGuess("ko", "Kore")
        variant = han_variant("".join(han))
        return LanguageGuess({"Hant": "zh-Hant", "Hans": "zh-Hans"}.get(variant, "zh"), variant)
    if top[0] == "cyrillic":
        return LanguageGuess("uk" if ukrainian > russian else "ru", "Cyrl")
    if top[0] == "greek":
        return LanguageGuess("el", "Grek")
    return LanguageGuess(_latin_language(text), "Latn")
