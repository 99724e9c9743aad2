"""Dates and date ranges, by podium's own small grammar (dateparser misreads CJK and Russian
ranges: "至28日" as "28 days ago").

Month names, range words ("to", "bis", "au", "по", "至") and "from" words come from the
``[dates]`` table of each ``lexicon/<lang>.toml``; the grammar is shared:

* day first: ``17 to 28 September 2004``, ``vom 17. bis 28. September 2004``,
  ``с 17 по 28 сентября 2004``, ``30 August – 8 September 2004``, ``17 September 2004``;
* month first: ``September 17–28, 2004``, ``August 30 – September 8, 2004``;
* year first, with a full stop after it (Hungarian): ``2008. augusztus 8–24.``,
  ``2012. július 27. – augusztus 12.``, ``2008. augusztus 8-tól 24-ig``, ``2008. augusztus 8.``;
* Solar Hijri, day first (``[dates] solar-months``: Persian): ``۶ تا ۲۲ مرداد ۱۳۹۱`` is 27 July to
  12 August 2012, converted by ``jdatetime`` (imported only when a Solar month is written);
* CJK: ``2004年9月17日至28日``, ``2004年9月17日到9月28日``, ``2004년 9월 17일~28일``;
* month only: ``September 2004``, ``2004年9月`` (precision kept: ``2004-09``);
* without a year, when the caller gives one (the Games' year): ``from 6 to 22 February``,
  ``od 8 do 24 sierpnia``, ``July 15–24``, ``Opening ceremony August 21``; the forms with a
  year are tried first, so ``21 August 2003`` keeps its own.

Works on folded, digit-normalised text; offsets are offsets in the original.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

from podium.extract.lexicon import fold, lexicon_files, may_contain

_DIGIT = re.compile(r"[0-9]")


@dataclass(frozen=True)
class DateMatch:
    """A date (``last`` None) or a range, as ISO strings (``YYYY-MM-DD`` or ``YYYY-MM``)."""

    start: int
    end: int
    first: str
    last: str | None
    #: False when the year is the caller's (``default_year``), not written beside the date
    year_stated: bool = True


@dataclass(frozen=True)
class DateWords:
    months: dict[str, int]
    connectors: tuple[str, ...]
    prefixes: tuple[str, ...]
    #: the months of the Solar Hijri calendar (``[dates] solar-months``: فروردین … اسفند)
    solar_months: dict[str, int] = field(default_factory=dict)


def _longest_first(words: set[str]) -> list[str]:
    return sorted(words, key=lambda w: (-len(w), w))


@lru_cache(maxsize=1)
def date_words() -> DateWords:
    """The ``[dates]`` tables of all lexicons, merged and folded."""
    months: dict[str, int] = {}
    solar: dict[str, int] = {}
    connectors: set[str] = set()
    prefixes: set[str] = set()
    for parsed in lexicon_files():
        data = parsed.get("dates", {})
        for number, names in enumerate(data.get("months", []), start=1):
            for name in names:
                months[fold(name)] = number
        for number, names in enumerate(data.get("solar-months", []), start=1):
            for name in names:
                solar[fold(name)] = number
        connectors.update(fold(w) for w in data.get("range", []))
        prefixes.update(fold(w) for w in data.get("from", []))
    return DateWords(months, tuple(_longest_first(connectors)), tuple(_longest_first(prefixes)), solar)


@lru_cache(maxsize=1)
def _month_words() -> tuple[str, ...]:
    return tuple(_longest_first(set(date_words().months)))


def _alternation(words: list[str] | tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in words)


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, str]]:
    """(kind, regular expression) of every form, in the order they are tried; each is
    compiled when a text first needs it (``_compiled``): a text without a month name never
    compiles the forms that hold every lexicon's months, most of the compiling time."""
    words = date_words()
    mon = r"(?<![^\W\d_])(?:" + _alternation(_longest_first(set(words.months))) + r")(?![^\W\d_])\.?"
    day = r"(?<![0-9])(?:[12][0-9]|3[01]|0?[1-9])(?![0-9])(?:\.|er|º|°|-?го)?"
    year = r"(?<![0-9])[12][0-9]{3}(?![0-9])"
    year_tail = r"(?:\s*(?:года|год|г\.|г|roku|r\.))?"
    words_conn = _alternation(words.connectors)
    conn = r"\s*(?:[-–—−~～〜]|(?<![^\W\d_])(?:" + words_conn + r")(?![^\W\d_]))\s*"
    prefix = r"(?:(?<![^\W\d_])(?:" + _alternation(words.prefixes) + r")\s+)?"

    of = r"(?:(?<![^\W\d_])(?:de|del|of)\s+)?"  # 5 de agosto de 2016, 4th of July

    def g(name: str, body: str) -> str:
        return f"(?P<{name}>{body})"

    no_year = r"(?!\s*,?\s*(?:(?:de|del|of)\s+)?[0-9])"  # a day or month not followed by a year (nor a number)
    cjk_conn = r"\s*(?:至|到|[-–—−~～〜]|부터|から)\s*"
    # year first, with a full stop after it (Hungarian): "2008. augusztus 8–24.", "2012. július 27. –
    # augusztus 12.", "2008. augusztus 8-tól 24-ig", "2008. augusztus 8. és 24. között"
    ymd = g("y1", year) + r"\.\s*" + g("m1", mon) + r"\s*" + g("d1", day)
    between = r"\s+(?:és|and)\s+(?=(?:[^\W\d_]+\.?\s+)?[0-9]{1,2}\.?\s+között)"
    ymd_conn = r"(?:-(?:tól|től)\s+|" + between + "|" + conn + ")"
    patterns = [
        ("dmy-range", prefix + g("d1", day) + r"\s*(?:" + of + g("m1", mon) + r"\s*(?:" + g("y1", year)
         + year_tail + r")?)?" + conn + g("d2", day) + r"\s*" + of + g("m2", mon) + r"\s*,?\s*" + of + g("y2", year) + year_tail),
        ("mdy-range", prefix + g("m1", mon) + r"\s*" + g("d1", day) + r"(?:\s*,\s*" + g("y1", year) + r")?" + conn
         + r"(?:" + g("m2", mon) + r"\s*)?" + g("d2", day) + r"\s*,?\s*" + g("y2", year)),
        ("cjk-range", r"(?:" + g("y1", year) + r"\s*[年년]\s*)?" + g("m1", r"1[0-2]|0?[1-9]") + r"\s*[月월]\s*" + g("d1", r"[0-3]?[0-9]")
         + r"\s*[日일]" + cjk_conn + r"(?:" + g("y2", year) + r"\s*[年년]\s*)?(?:" + g("m2", r"1[0-2]|0?[1-9]")
         + r"\s*[月월]\s*)?" + g("d2", r"[0-3]?[0-9]") + r"\s*[日일](?:\s*(?:까지|まで))?"),
        ("ymd-range", ymd + ymd_conn + r"(?:" + g("m2", mon) + r"\s*)?" + g("d2", day) + r"(?:-(?:ig|áig|éig))?"),
        ("ymd", ymd + r"(?![0-9])"),
        ("dmy", g("d1", day) + r"\s*" + of + g("m1", mon) + r"\s*,?\s*" + of + g("y1", year) + year_tail),
        ("mdy", g("m1", mon) + r"\s*" + g("d1", day) + r"\s*,\s*" + g("y1", year)),
        ("cjk", g("y1", year) + r"\s*[年년]\s*" + g("m1", r"1[0-2]|0?[1-9]") + r"\s*[月월]\s*" + g("d1", r"[0-3]?[0-9]") + r"\s*[日일]"),
        ("my", g("m1", mon) + r"\s*" + of + g("y1", year) + year_tail),
        ("cjk-month", g("y1", year) + r"\s*[年년]\s*" + g("m1", r"1[0-2]|0?[1-9]") + r"\s*[月월](?!\s*[0-9])"),
        # without a year (the Games' own, ``default_year``): tried after every form with one
        ("dm-range-noyear", prefix + g("d1", day) + r"\s*(?:" + of + g("m1", mon) + r")?" + conn + g("d2", day)
         + r"\s*" + of + g("m2", mon) + no_year),
        ("md-range-noyear", prefix + g("m1", mon) + r"\s*" + g("d1", day) + conn + r"(?:" + g("m2", mon) + r"\s*)?"
         + g("d2", day) + no_year),
        ("dm-noyear", g("d1", day) + r"\s*" + of + g("m1", mon) + no_year),
        ("md-noyear", g("m1", mon) + r"\s*" + g("d1", day) + no_year),
        ("cjk-noyear", r"(?<![0-9年년])" + g("m1", r"1[0-2]|0?[1-9]") + r"\s*[月월]\s*" + g("d1", r"[0-3]?[0-9]")
         + r"\s*[日일]"),
    ]
    if words.solar_months:  # day first, in the Solar Hijri calendar: "۶ تا ۲۲ مرداد ۱۳۹۱", "۶ مرداد ۱۳۹۱"
        solar = r"(?<![^\W\d_])(?:" + _alternation(_longest_first(set(words.solar_months))) + r")(?![^\W\d_])"
        solar_year = r"(?<![0-9])1[34][0-9]{2}(?![0-9])"
        patterns[:0] = [
            ("solar-dmy-range", prefix + g("d1", day) + r"\s*(?:" + g("m1", solar) + r"\s*(?:" + g("y1", solar_year) + r")?)?"
             + conn + g("d2", day) + r"\s*" + g("m2", solar) + r"\s*" + g("y2", solar_year)),
            ("solar-dmy", g("d1", day) + r"\s*" + g("m1", solar) + r"\s*" + g("y1", solar_year)),
        ]
        patterns += [
            ("solar-dm-range-noyear", prefix + g("d1", day) + r"\s*(?:" + g("m1", solar) + r")?" + conn + g("d2", day)
             + r"\s*" + g("m2", solar) + no_year),
            ("solar-dm-noyear", g("d1", day) + r"\s*" + g("m1", solar) + no_year),
        ]
    return patterns


@cache
def _compiled(body: str) -> re.Pattern[str]:
    return re.compile(body)


def _month(text: str | None) -> int | None:
    if text is None:
        return None
    text = text.rstrip(".").strip()
    if text.isdigit():
        return int(text)
    return date_words().months.get(text)


def _day(text: str | None) -> int | None:
    if text is None:
        return None
    digits = re.match(r"[0-9]+", text)
    return int(digits.group()) if digits else None


def _iso(year: int, month: int, day: int | None) -> str | None:
    if not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31):
        return None
    return f"{year:04d}-{month:02d}" + (f"-{day:02d}" if day is not None else "")


def _gregorian(year: int, month: int, day: int) -> tuple[int, int, int] | None:
    """A Solar Hijri date in the Gregorian calendar (``jdatetime``, imported only here)."""
    import jdatetime

    try:
        g = jdatetime.date(year, month, day).togregorian()
    except ValueError:
        return None
    return g.year, g.month, g.day


def _read_solar(kind: str, m: re.Match[str], default_year: int | None) -> tuple[str, str | None] | None:
    """A Solar Hijri date or range (``solar-`` kinds) as Gregorian ISO dates. Without its year,
    the Solar year whose first date falls in ``default_year``."""
    months = date_words().solar_months
    groups = m.groupdict()
    m2 = months.get(groups["m2"]) if groups.get("m2") else None
    m1 = months.get(groups["m1"]) if groups.get("m1") else m2
    d1, d2 = _day(groups.get("d1")), _day(groups.get("d2"))
    y2 = int(groups["y2"]) if groups.get("y2") else None
    y1 = int(groups["y1"]) if groups.get("y1") else y2
    years = [(y1, y2)] if y1 is not None else [(y, y) for y in (default_year - 621, default_year - 622)] if default_year else []
    for first_year, last_year in years:
        if m1 is None or d1 is None or first_year is None:
            return None
        first = _gregorian(first_year, m1, d1)
        if first is None or (y1 is None and first[0] != default_year):
            continue
        start = _iso(*first)
        if d2 is None or start is None:
            return (start, None) if start else None
        last = _gregorian(last_year or first_year, m2 or m1, d2)
        end = _iso(*last) if last is not None else None
        return (start, end) if end is not None and end >= start else None
    return None


def _read(kind: str, m: re.Match[str], default_year: int | None) -> tuple[str, str | None] | None:
    if kind.startswith("solar"):
        return _read_solar(kind, m, default_year)
    groups = m.groupdict()
    y1 = int(groups["y1"]) if groups.get("y1") else None
    y2 = int(groups["y2"]) if groups.get("y2") else None
    m1, m2 = _month(groups.get("m1")), _month(groups.get("m2"))
    d1, d2 = _day(groups.get("d1")), _day(groups.get("d2"))
    if kind.endswith("noyear"):
        y1 = y2 = default_year
    if "range" in kind:
        if kind in ("cjk-range", "ymd-range"):
            y1 = y1 or default_year
            y2, m2 = y2 or y1, m2 or m1
        else:
            assert y2 is not None and m2 is not None or kind.startswith("md")
            m2 = m2 or m1
            y1 = y1 or y2
            m1 = m1 or m2
        if None in (y1, y2, m1, m2, d1, d2):
            return None
        assert y1 is not None and y2 is not None and m1 is not None and m2 is not None
        first, last = _iso(y1, m1, d1), _iso(y2, m2, d2)
        if first is None or last is None or last < first:
            return None
        return first, last
    if y1 is None or m1 is None:
        return None
    single = _iso(y1, m1, d1)
    return (single, None) if single else None


def find_dates(folded: str, default_year: int | None = None) -> list[DateMatch]:
    """Every date and range in ``folded`` (folded, digit-normalised text), in order;
    a range wins over the dates inside it. A date or range without a year (``9月6日至17日``,
    ``from 6 to 22 February``, ``od 8 do 24 sierpnia``, ``August 21``) takes ``default_year``
    (the Games' year), or is skipped without one."""
    taken: list[tuple[int, int]] = []
    found: list[DateMatch] = []
    if _DIGIT.search(folded) is None:
        return found  # every date has a day or a year
    month_word = not _month_words() or may_contain(folded, _month_words())
    solar = bool(date_words().solar_months) and may_contain(folded, tuple(date_words().solar_months))
    cjk = "月" in folded or "월" in folded
    for kind, body in _patterns():
        if not (cjk if kind.startswith("cjk") else solar if kind.startswith("solar") else month_word):
            continue  # the CJK patterns need 月 or 월, the Solar ones a Solar month, the others a month name
        if kind.endswith("noyear") and default_year is None:
            continue
        for m in _compiled(body).finditer(folded):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue
            read = _read(kind, m, default_year)
            if read is None:
                continue
            taken.append((m.start(), m.end()))
            stated = not kind.endswith("noyear") and (kind != "cjk-range" or bool(m.group("y1") or m.group("y2")))
            found.append(DateMatch(m.start(), m.end(), read[0], read[1], stated))
    return sorted(found, key=lambda d: d.start)
