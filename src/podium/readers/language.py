"""Name a document's language (BCP 47) and script (ISO 15924) from its characters.

* Han text: Traditional (``zh-Hant``) or Simplified (``zh-Hans``) by how many of its Han
  characters OpenCC changes in each direction (``t2s`` changes Traditional characters,
  ``s2t`` Simplified ones); Japanese when it has kana, Korean when it has Hangul.
* Otherwise the script with most letters: Cyrillic is ``ru`` unless the Ukrainian letters
  і ї є ґ outnumber the Russian-only ones (``uk``); Greek is ``el``; Latin is the language
  whose words the text uses most, ``und`` when unclear. The words are its common words
  (``data/stopwords.toml``), for prose, and its table and Games words (the lexicon's column
  headers, totals labels, sports; ``Talviolympialaiset``, ``Placering;Nation;Guld``), for
  the short documents that are little more than a table. A word several languages share
  counts for each of them as a share (``land``: half for Swedish, half for Norwegian, ...).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from podium.unicode_scripts import CYRILLIC, GREEK, HAN_WITH_EXTENSIONS, HANGUL, KANA

#: Fewest word hits to name a Latin-script language, and its lead over the next language.
MIN_HITS = 3
MIN_LEAD = 1.0


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


@lru_cache(maxsize=1)
def _evidence() -> tuple[dict[str, frozenset[str]], dict[str, tuple[str, ...]]]:
    """Latin-script languages: their whole words (stop words and lexicon table words) and
    their word starts (lexicon Games words)."""
    from podium.extract.lexicon import language_words

    words: dict[str, set[str]] = {lang: set(stop) for lang, stop in _stopwords().items()}
    stems: dict[str, tuple[str, ...]] = {}
    for lang, own in language_words().items():
        latin = {w for w in own.words | set(own.stems) if _LATIN.match(w)}
        if 2 * len(latin) <= len(own.words) + len(own.stems):
            continue  # a language written in another script
        words.setdefault(lang, set()).update(own.words & latin)
        stems[lang] = tuple(s for s in own.stems if s in latin)
    return {lang: frozenset(ws) for lang, ws in words.items()}, stems


def latin_scores(text: str) -> dict[str, float]:
    """How many of ``text``'s words are each Latin-script language's (its whole words, or
    words starting with one of its Games words); a word k languages have counts 1/k for each."""
    scores: dict[str, float] = {}
    for token in re.findall(r"[^\W\d_]+", text.lower()):
        langs = _languages_of(token)
        for lang in langs:
            scores[lang] = scores.get(lang, 0.0) + 1 / len(langs)
    return scores


@lru_cache(maxsize=65536)
def _languages_of(token: str) -> frozenset[str]:
    words, stems = _evidence()
    return frozenset({lang for lang, ws in words.items() if token in ws}
                     | {lang for lang, ss in stems.items() if any(token.startswith(s) for s in ss)})


def _latin_language(text: str) -> str:
    ranked = sorted(latin_scores(text).items(), key=lambda kv: -kv[1])
    if not ranked or ranked[0][1] < MIN_HITS:
        return "und"
    if len(ranked) > 1 and ranked[0][1] - ranked[1][1] < MIN_LEAD:
        return "und"
    return ranked[0][0]


_HAN = re.compile("[" + HAN_WITH_EXTENSIONS.regex + "]")
_KANA = re.compile("[" + KANA.regex + "]")
_HANGUL = re.compile("[" + HANGUL.regex + "]")
_CYRILLIC = re.compile("[" + CYRILLIC.regex + "]")
_UKRAINIAN = re.compile("[іїєґІЇЄҐ]")
_RUSSIAN = re.compile("[ыэъёЫЭЪЁ]")
_GREEK = re.compile("[" + GREEK.regex + "]")
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
