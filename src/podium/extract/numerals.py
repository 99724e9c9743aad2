"""Numbers as prose writes them: ``3,806`` · ``3 806`` · ``3.806`` · ``3’806`` · ``85万`` ·
``63.4万`` · ``十二`` · ``十九`` · ``两`` · Roman ``XII``.

``NUMBER`` is a regular expression for a count in folded, digit-normalised text (see
``podium.extract.lexicon.fold`` and ``podium.extract.numbers.normalize_digits``);
``parse_number`` turns what it matched into an int. A decimal with a multiplier
(``63.4万``) is exact (634000); a bare decimal (``47.67``) is not a count. A number of more
digits than ``int()`` converts (4,300) is not a count either.
"""

from __future__ import annotations

import re

from podium.extract.numbers import whole_number

_HAN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5,
               "六": 6, "七": 7, "八": 8, "九": 9}
_HAN_UNITS = {"十": 10, "百": 100, "千": 1000}
_HAN_MYRIADS = {"万": 10_000, "萬": 10_000, "亿": 100_000_000, "億": 100_000_000, "만": 10_000, "억": 100_000_000}
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}

_SEP = "[,. \u00a0\u202f\u2009'’]"
#: Digits with thousands groups, or plain digits, optionally a decimal part before a myriad.
DIGITS = (
    r"(?<![0-9.,])(?:[0-9]{1,3}(?P<sep>" + _SEP + r")[0-9]{3}(?:(?P=sep)[0-9]{3})*(?![0-9])"
    r"|[0-9]+(?:[.,][0-9]+(?=\s?[万萬亿億만억]))?)"
)
HAN_NUMBER = r"[零〇一二两兩三四五六七八九十百千]+"
#: A count: digits (maybe with a myriad multiplier) or Chinese numerals.
#: Thousands as Spanish and Portuguese write them in words: ``6 mil 700``, ``8 mil``.
THOUSANDS = r"(?<![0-9.,])[0-9]{1,3}\s+mil(?:\s+[0-9]{1,3})?(?![0-9]|\s*[.,][0-9])(?![^\W\d_])"
NUMBER = r"(?:" + THOUSANDS + r"|" + DIGITS + r"\s?[万萬亿億만억]?|" + HAN_NUMBER + r"[万萬亿億]?)"
ROMAN = r"(?<![^\W\d_])[ivxlcdm]+(?![^\W\d_])"


def parse_han(text: str) -> int | None:
    """``十二`` 12, ``十九`` 19, ``一百六十二`` 162, ``二〇〇四`` 2004, ``两`` 2."""
    if not text:
        return None
    if all(ch in _HAN_DIGITS for ch in text):
        if len(text) == 1:
            return _HAN_DIGITS[text]
        return whole_number("".join(str(_HAN_DIGITS[ch]) for ch in text))
    total, digit = 0, None
    for ch in text:
        if ch in _HAN_DIGITS:
            digit = _HAN_DIGITS[ch]
        elif ch in _HAN_UNITS:
            total += (1 if digit is None else digit) * _HAN_UNITS[ch]
            digit = None
        else:
            return None
    return total + (digit or 0)


def parse_roman(text: str) -> int | None:
    """``XII`` 12, ``xxix`` 29; None unless written in canonical form."""
    lowered = text.lower()
    if not lowered or any(ch not in _ROMAN for ch in lowered):
        return None
    total = 0
    for i, ch in enumerate(lowered):
        value = _ROMAN[ch]
        if i + 1 < len(lowered) and _ROMAN[lowered[i + 1]] > value:
            total -= value
        else:
            total += value
    return total if to_roman(total) == lowered else None


def to_roman(number: int) -> str:
    out = []
    for value, letters in ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                           (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while number >= value:
            out.append(letters)
            number -= value
    return "".join(out)


def parse_number(text: str) -> int | None:
    """The count written in ``text`` (a match of ``NUMBER``), or None."""
    text = text.strip()
    if not text:
        return None
    multiplier = 1
    if text[-1] in _HAN_MYRIADS:
        multiplier = _HAN_MYRIADS[text[-1]]
        text = text[:-1].strip()
    if not text:
        return None
    if text[0] in _HAN_DIGITS or text[0] in _HAN_UNITS:
        value = parse_han(text)
        return None if value is None else value * multiplier
    if re.fullmatch(r"[0-9]+", text):
        return _times(whole_number(text), multiplier)
    thousands = re.fullmatch(r"([0-9]{1,3})\s+mil(?:\s+([0-9]{1,3}))?", text)
    if thousands:  # "6 mil 700": 6,700
        return int(thousands.group(1)) * 1000 + int(thousands.group(2) or 0)
    if multiplier > 1 and re.fullmatch(r"[0-9]+[.,][0-9]+", text):
        whole, frac = re.split(r"[.,]", text)
        whole_part, frac_part = whole_number(whole), whole_number(frac)
        if whole_part is None or frac_part is None:
            return None
        return whole_part * multiplier + round(frac_part * multiplier / 10 ** len(frac))
    grouped = re.fullmatch(r"[0-9]{1,3}(" + _SEP + r")[0-9]{3}(?:\1[0-9]{3})*", text)
    if grouped:
        return _times(whole_number(re.sub(r"[^0-9]", "", text)), multiplier)
    return None


def _times(value: int | None, multiplier: int) -> int | None:
    return None if value is None else value * multiplier
