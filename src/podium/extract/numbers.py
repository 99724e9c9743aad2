"""Integer parsing for medal tables: counts, ranks and medal cells.

Digits may be ASCII, fullwidth (``１２３``) or any other Unicode decimal digits.
A count may carry thousands separators (``1,570``, ``1 570`` with a space or a
no-break space, ``1.570``, ``1'570``) as long as every group after the first
has exactly three digits and one separator is used throughout.

A number of more digits than Python turns into an int (``sys.get_int_max_str_digits``,
4,300 by default) is not a number: its cell is read as text, never raised on.
"""

from __future__ import annotations

import re
import unicodedata

#: Cells that stand for zero in a medal column.
DASHES = frozenset({"", "-", "—", "–", "‒", "―", "−", "－"})

_PLAIN = re.compile(r"[0-9]+")
_GROUPED = re.compile(r"[0-9]{1,3}(?P<sep>[,. \u00a0\u202f\u2009'’])[0-9]{3}(?:(?P=sep)[0-9]{3})*")
#: a rank: ``7``, ``7.``, ``=7``, ``T7``, or an ordinal (``2nd``, ``1er``, ``3e``, ``2º``, ``4°``)
_RANK = re.compile(r"=?\s*([0-9]+)\s*(?:[.=]|(?i:st|nd|rd|th|er|re|e|ème)|\.?[º°ª])?|[Tt]-?([0-9]+)")
#: Any Unicode decimal digit: what ``normalize_digits`` turns into ``0``-``9``.
_DIGIT = re.compile(r"\d")
#: Emphasis marks wrapped around a cell (Markdown ``**12**``, wikitext ``'''12'''``).
_EMPHASIS = "*_'"


def normalize_digits(text: str) -> str:
    """Replace every Unicode decimal digit by its ASCII digit; other characters stay.

    The result has the same length as ``text``, so offsets stay valid.
    """
    if text.isascii():
        return text
    out = []
    for ch in text:
        if ch.isdigit() and not ("0" <= ch <= "9"):
            value = unicodedata.decimal(ch, None)
            out.append(str(value) if value is not None else ch)
        else:
            out.append(ch)
    return "".join(out)


def whole_number(digits: str) -> int | None:
    """The int of ``digits`` (``0``-``9`` only, as the patterns here match them); None when
    it has more digits than ``int()`` converts."""
    try:
        return int(digits)
    except ValueError:  # over the int-string limit
        return None


def _clean(text: str) -> str:
    return normalize_digits(text.strip().strip(_EMPHASIS).strip())


def _plain_ascii(text: str) -> bool:
    """``text`` is ASCII digits only (the common cell ``12``): no cleaning to do."""
    return text.isascii() and text.isdigit()


def parse_count(text: str) -> int | None:
    """The non-negative integer written in ``text``, or None if it is not one."""
    if _plain_ascii(text):
        return whole_number(text)
    cell = _clean(text)
    if _PLAIN.fullmatch(cell):
        return whole_number(cell)
    if _GROUPED.fullmatch(cell):
        return whole_number(re.sub(r"[^0-9]", "", cell))
    return None


def is_dash(text: str) -> bool:
    """True for a cell that means zero in a medal column (empty or a dash)."""
    return text.strip().strip(_EMPHASIS).strip() in DASHES


def parse_medal_cell(text: str) -> int | None:
    """A medal-column cell: a count, or 0 for an empty or dash cell; None otherwise. A count
    may carry the counter word medals are counted with (Korean ``40개``, Japanese ``40個``,
    Chinese ``40枚``, ``40面``)."""
    if _plain_ascii(text):
        return whole_number(text)
    if is_dash(text):
        return 0
    counted = _COUNTED.fullmatch(text.strip())
    return parse_count(counted.group(1) if counted else text)


#: a count and the counter word of the languages that count things with one
_COUNTED = re.compile(r"(.*?[0-9])\s*[개個个枚面块塊]")


def parse_rank(text: str) -> int | None:
    """A rank cell: ``7``, ``7.``, ``=7``, ``T7``, ``7th``, ``7e``, ``7º``; None when ``text`` is not a rank."""
    if _DIGIT.search(text) is None:
        return None  # a name: no digit of any script
    cell = _clean(text)
    match = _RANK.fullmatch(cell)
    if match is None:
        return None
    value = whole_number(match.group(1) or match.group(2))
    return value if value is not None and value > 0 else None
