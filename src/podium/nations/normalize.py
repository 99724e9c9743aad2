"""Turn a nation mention, as a document wrote it, into the key the registry looks up.

``normalize_mention("[[Volksrepublik China|China]]")`` and ``normalize_mention("China[1]")``
both give ``"china"``; ``normalize_mention("中國（CHN）")`` gives ``"中国"``. The same function
builds the registry's keys from the alias files, so a mention and a name meet only when
they normalise to the same key.

A three-letter code written next to a name (``Japan (JPN)``) is removed from the key and
returned separately by :func:`parse_mention` as a *hint*: the name resolves on its own,
the hint only breaks a tie between names. A flag template standing alone
(``{{flagIPC|CHN|2004 Summer}}``, ``{{CHN}}``) is nothing but a code, so its key is that code.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from podium.unicode_scripts import CJK_WIDE, han_converter

__all__ = ["Mention", "normalize_mention", "parse_mention", "fold_chinese"]


@dataclass(frozen=True)
class Mention:
    """A normalised mention: the lookup ``key`` and the IOC code written with it, if any."""

    key: str
    hint: str | None = None
    #: the ISO 3166 alpha-2 code of a flag emoji written with the name (🇩🇪 -> "DE")
    flag: str | None = None


_CODE = re.compile(r"[A-Z]{3}")
_CODE_VARIANT = re.compile(r"([A-Z]{3})(?:-\d{4})?")
# [[File:Flag of China.svg|22px]] and friends: an image, never a name.
_WIKI_FILE = re.compile(r"\[\[(?:file|image|datei|fichier|archivo|файл|文件|檔案|图像|圖像):[^\]]*\]\]", re.I)
# [[target|label]] -> label, [[target]] -> target
_WIKI_LINK = re.compile(r"\[\[(?:[^\]|]*\|)?([^\]|]*)\]\]")
_TEMPLATE = re.compile(r"\{\{([^{}]*)\}\}")
_REF = re.compile(r"<ref[^>/]*/>|<ref[^>]*>.*?</ref>", re.S | re.I)
_TAG = re.compile(r"<[^>]+>")
# Japan (JPN), 中國（CHN）, China [CHN]  (full-width brackets are ASCII after NFKC)
_PAREN_CODE = re.compile(r"\s*[(\[]\s*([A-Z]{3})\s*[)\]]")
_HOST = re.compile(r"\s*\((?:host|hosts|host nation|host country)\)", re.I)
# [a] [1] [note 1] [nb 2] [lower-alpha 1]
_FOOTNOTE = re.compile(r"\[(?:[a-z]|\d+|(?:note|nb|n|lower-alpha|upper-alpha)\s*\d+)\]", re.I)
_MARKS = re.compile(r"[*†‡§¶^#]+")
# flags: regional indicators, waving/black/white flags and their tag sequences, ZWJ, VS16
_EMOJI = re.compile("[\U0001F1E6-\U0001F1FF\U0001F3F3\U0001F3F4\U0001F308\U000E0020-\U000E007F\u200d\ufe0f\u2620]")
_FLAG = re.compile("([\U0001F1E6-\U0001F1FF])([\U0001F1E6-\U0001F1FF])")
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})
# "Solomon Is.", "British Virgin Is.": a dataset's abbreviation of Islands
_ISLANDS_ABBREVIATED = re.compile(r"\bIs\.(?=[\s,)]|$)")
_DASHES = re.compile(r"\s*[\u2010\u2011\u2012\u2013\u2014\u2015\u2212-]\s*")
_SPACE = re.compile(r"\s+")
_EDGE = " \t\r\n.,;:!?\"'«»„“”‚‘’「」『』【】·•・-–—|/\\_~=+"
_CJK = re.compile("[" + CJK_WIDE.regex + "]")

def fold_chinese(text: str) -> str:
    """Traditional -> Simplified with OpenCC ``t2s`` (``han_converter``: made once)."""
    if not _CJK.search(text):
        return text
    return str(han_converter("t2s").convert(text))


def _strip_latin_accents(text: str) -> str:
    """Drop combining marks that sit on a Latin letter (é -> e, ü -> u); keep Cyrillic й."""
    if text.isascii():
        return text
    out: list[str] = []
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.combining(ch) and out and out[-1] < "\u0250":
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


#: the names a flag template starts with in the language editions of Wikipedia ({{flagIOC}},
#: {{bandera2}}, {{Флагификация}}, {{국기나라}}, {{Vlajka a název}}, {{flaggbild}}, {{Drapeau}}…)
FLAG_TEMPLATES = ("flag", "bandera", "bandeira", "bandiera", "drapeau", "флаг", "прапор", "сзт", "flagge",
                  "flaga", "flagga", "flaggbild", "flagg", "vlajka", "lippu", "zászló", "steag", "bayrak",
                  "zastava", "застава", "vlag", "bendera", "cờ", "σημαία", "דגל", "علم", "پرچم", "국기", "旗", "国旗", "國旗")


def _template(match: re.Match[str], hints: list[str], alone: bool) -> str:
    parts = [p.strip() for p in match.group(1).split("|")]
    # {{CHN}}, {{CHN|2004 Summer}}, {{FRA-1958}} (a flag variant of a year)
    code = _CODE_VARIANT.fullmatch(parts[0])
    if code:
        hints.append(code.group(1))
        return ""
    # {{flagIPC|CHN|2004 Summer}}, {{flagcountry|CHN}}, {{flag|Germany}}, {{bandera2|USA}}
    if parts[0].lower().startswith(FLAG_TEMPLATES) and len(parts) > 1:
        if _CODE.fullmatch(parts[1]):
            hints.append(parts[1])
            return ""
        # the name the flag stands for, unless the cell writes it as well ({{flaggbild|Norge}} [[Norge]])
        return parts[1] if alone else ""
    return ""


def _paren_code(match: re.Match[str], hints: list[str]) -> str:
    hints.append(match.group(1))
    return ""


@lru_cache(maxsize=131072)
def parse_mention(text: str) -> Mention:
    """Normalise ``text`` and keep apart a code written with it (see module docstring)."""
    s = unicodedata.normalize("NFKC", text)
    hints: list[str] = []
    if "[[" in s:
        s = _WIKI_FILE.sub("", s)
        s = _WIKI_LINK.sub(r"\1", s)
    if "{{" in s:
        alone = not _TEMPLATE.sub("", s).strip(_EDGE + "*†")
        s = _TEMPLATE.sub(lambda m: _template(m, hints, alone), s)
    if "<" in s:
        s = _TAG.sub(" ", _REF.sub("", s))
    if "(" in s or "[" in s:
        s = _PAREN_CODE.sub(lambda m: _paren_code(m, hints), s)
        s = _HOST.sub("", s)
        s = _FOOTNOTE.sub("", s)
    s = _MARKS.sub("", s)
    flag = _FLAG.search(s)
    iso2 = "".join(chr(ord(c) - 0x1F1E6 + ord("A")) for c in flag.groups()) if flag else None
    s = _EMOJI.sub("", s)
    if "Is." in s:
        s = _ISLANDS_ABBREVIATED.sub("Islands", s)
    s = s.translate(_APOSTROPHES).replace(".", "")
    s = _DASHES.sub("-", s)
    s = _SPACE.sub(" ", s).strip(_EDGE)
    if not s and hints:
        return Mention(hints[0].casefold(), hints[0], iso2)
    s = s.casefold().replace("ё", "е")
    s = _strip_latin_accents(s)
    s = fold_chinese(s)
    return Mention(s, hints[0] if hints else None, iso2)


def normalize_mention(text: str) -> str:
    """The registry lookup key for a nation mention."""
    return parse_mention(text).key
