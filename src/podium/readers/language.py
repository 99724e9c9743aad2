"""Name a document's language (BCP 47) and script (ISO 15924) from its characters.

* Han text: Traditional (``zh-Hant``) or Simplified (``zh-Hans``) by how many of its Han
  characters OpenCC changes in each direction (``t2s`` changes Traditional characters,
  ``s2t`` Simplified ones); Japanese when it has kana, Korean when it has Hangul.
* Otherwise the script with most letters, CJK characters counting three letters each (a Han
  character is about a word) and any other script winning over Latin once it has a sixth of
  Latin's letters: the Latin letters of code and data (JSON keys, markup, URLs, which are left
  out) say little of the language of the names and prose in between (a Chinese README, a JS
  file of Chinese nation names).
* Arabic script is Persian (``fa``) when the letters only Persian uses (پ چ ژ گ ی ک)
  outnumber those only Arabic uses (ي ك ة); Hebrew is ``he``, Devanagari ``hi``, Thai ``th``.
* Cyrillic is ``uk`` when the Ukrainian letters і ї є ґ lead, ``sr`` when the Serbian ђ ј љ
  њ ћ џ do, ``bg`` when the Russian-only ы э ё are absent and ъ is written inside words (as
  Bulgarian does) or its words start more Bulgarian lexicon words than Russian ones, else
  ``ru``; Greek is ``el``.
* Latin is Vietnamese when its tone letters (ạ ả ấ … ơ ư đ) are at least a twentieth of its
  letters; otherwise the language whose words the text uses most, ``und`` when unclear. The
  words are its common words (``data/stopwords.toml``), for prose, and its table and Games
  words (the lexicon's column headers, totals labels, sports; ``Talviolympialaiset``,
  ``Placering;Nation;Guld``), for the short documents that are little more than a table. A
  word several languages share counts for each of them as a share (``land``: half for
  Swedish, half for Norwegian, ...).

Right-to-left text (Arabic, Hebrew, Persian) is stored and read in logical order, as files
hold it; the directional marks and embeddings around it are no letters of any script
(:func:`normalize_rtl` takes them out of a document's text, and writes the Arabic
thousands separator as a comma).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from podium import kept
from podium.unicode_scripts import CYRILLIC, GREEK, HAN_WITH_EXTENSIONS, HANGUL, KANA, Chars, han_converter

#: Fewest word hits to name a Latin-script language, and its lead over the next language.
MIN_HITS = 3
MIN_LEAD = 1.0
#: A CJK character counts as this many letters against the other scripts.
CJK_WEIGHT = 3
#: A script other than Latin wins once it has this share of the Latin letters (and MIN_LETTERS).
OVER_LATIN = 1 / 6
MIN_LETTERS = 20
#: Vietnamese when its own letters are at least this share of the Latin letters.
VIETNAMESE_SHARE = 1 / 20

ARABIC = Chars.span(0x0600, 0x06FF) + Chars.span(0x0750, 0x077F) + Chars.span(0xFB50, 0xFDFF) + Chars.span(0xFE70, 0xFEFF)
HEBREW = Chars.span(0x0590, 0x05FF) + Chars.span(0xFB1D, 0xFB4F)
DEVANAGARI = Chars.span(0x0900, 0x097F)
THAI = Chars.span(0x0E00, 0x0E7F)
#: Directional marks, embeddings, overrides and isolates (LRM, RLM, ALM, LRE ... PDI).
BIDI_CONTROLS = re.compile("[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]")


#: The Arabic thousands and decimal separators (``١٠٬٥٦٨``, ``٣٫٥``), as the grammar reads them.
ARABIC_SEPARATORS = str.maketrans({"\u066c": ",", "\u066b": "."})


def normalize_rtl(text: str) -> str:
    """``text`` without its invisible directional controls (right-to-left text is read in
    logical order, and a mark inside a cell, ``\u200fالمجموع``, is no part of its word), and
    with the Arabic thousands and decimal separators written ``,`` and ``.`` (one character
    for one, so ``١٠٬٥٦٨`` is 10,568, not 568)."""
    if "\u066c" in text or "\u066b" in text:
        text = text.translate(ARABIC_SEPARATORS)
    return BIDI_CONTROLS.sub("", text) if BIDI_CONTROLS.search(text) else text


@dataclass(frozen=True)
class LanguageGuess:
    language: str
    script: str


def _converters() -> tuple[Any, Any]:
    return han_converter("t2s"), han_converter("s2t")


@lru_cache(maxsize=1)
def _stopwords() -> dict[str, frozenset[str]]:
    data = kept.toml((resources.files("podium.readers") / "data" / "stopwords.toml").read_text(encoding="utf-8"))
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
_RUSSIAN_ONLY = re.compile("[ыэёЫЭЁ]")
_SERBIAN = re.compile("[ђјљњћџЂЈЉЊЋЏ]")
_BULGARIAN_HARD_SIGN = re.compile("(?<=[а-я])ъ(?=[а-я])", re.I)
_GREEK = re.compile("[" + GREEK.regex + "]")
_ARABIC = re.compile("[" + ARABIC.regex + "]")
_PERSIAN = re.compile("[پچژگیک]")
_ARABIC_ONLY = re.compile("[يكة]")
_HEBREW = re.compile("[" + HEBREW.regex + "]")
_DEVANAGARI = re.compile("[" + DEVANAGARI.regex + "]")
_THAI = re.compile("[" + THAI.regex + "]")
#: Letters below U+0250 (Basic Latin to Latin Extended-B; × and ÷ are not letters) and Latin
#: Extended Additional (the Vietnamese tone letters ạ ả ấ …).
_LATIN = re.compile("[A-Za-z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]")
_VIETNAMESE = re.compile("[\u1ea0-\u1ef9ơưăđƠƯĂĐ]")
#: Web addresses are no language: left out before counting.
_URL = re.compile(r"(?:https?://|www\.)\S+")


def _count(pattern: re.Pattern[str], text: str) -> int:
    return len(pattern.findall(text))


def _cyrillic_language(text: str) -> str:
    ukrainian, serbian = _count(_UKRAINIAN, text), _count(_SERBIAN, text)
    russian = _count(_RUSSIAN, text)
    if serbian > max(ukrainian, russian):
        return "sr"
    if ukrainian > russian:
        return "uk"
    if not _RUSSIAN_ONLY.search(text) and (_BULGARIAN_HARD_SIGN.search(text) or _bulgarian_words(text)):
        return "bg"
    return "ru"


@lru_cache(maxsize=1)
def _cyrillic_stems() -> dict[str, tuple[str, ...]]:
    """The lexicon words (whole words and Games word starts) and common words of Bulgarian and
    Russian."""
    from podium.extract.lexicon import language_words

    own, stop = language_words(), _stopwords()
    return {lang: tuple(own[lang].words | set(own[lang].stems) | stop.get(lang, frozenset()))
            for lang in ("bg", "ru") if lang in own}


def _bulgarian_words(text: str) -> bool:
    """More of ``text``'s words start with a Bulgarian lexicon word than with a Russian one."""
    stems = _cyrillic_stems()
    score = {lang: 0 for lang in stems}
    for token in re.findall(r"[^\W\d_]+", text.lower())[:2000]:
        for lang, words in stems.items():
            if any(token.startswith(w) for w in words):
                score[lang] += 1
    return score.get("bg", 0) > score.get("ru", 0)


def detect_language(text: str) -> LanguageGuess:
    """The language and script ``text`` is written in."""
    text = _URL.sub(" ", text)
    han = _HAN.findall(text)
    kana = _count(_KANA, text)
    hangul = _count(_HANGUL, text)
    latin = _count(_LATIN, text)
    counts = {"han": CJK_WEIGHT * (len(han) + kana + hangul), "cyrillic": _count(_CYRILLIC, text),
              "greek": _count(_GREEK, text), "arabic": _count(_ARABIC, text), "hebrew": _count(_HEBREW, text),
              "devanagari": _count(_DEVANAGARI, text), "thai": _count(_THAI, text)}
    top = max(counts.items(), key=lambda kv: kv[1])
    if top[1] < max(MIN_LETTERS, OVER_LATIN * latin) and top[1] <= latin:
        top = ("latin", latin)
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
        return LanguageGuess(_cyrillic_language(text), "Cyrl")
    if top[0] == "arabic":
        persian = _count(_PERSIAN, text) > _count(_ARABIC_ONLY, text)
        return LanguageGuess("fa" if persian else "ar", "Arab")
    single = {"greek": ("el", "Grek"), "hebrew": ("he", "Hebr"), "devanagari": ("hi", "Deva"), "thai": ("th", "Thai")}
    if top[0] in single:
        return LanguageGuess(*single[top[0]])
    if _count(_VIETNAMESE, text) >= max(3, VIETNAMESE_SHARE * latin):
        return LanguageGuess("vi", "Latn")
    return LanguageGuess(_latin_language(text), "Latn")
