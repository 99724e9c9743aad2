"""What a table's words and shape say about it: its scope (``overall``, ``sport:boxing``), the
time it speaks for (``as_of``: a day, the table as awarded, a later correction), and whether it
shows only part of a longer table."""

from __future__ import annotations

import re
from collections.abc import Sequence

from podium.extract.lexicon import fold
from podium.extract.numbers import normalize_digits, whole_number
from podium.extract.table_words import says_as_of, says_which_table, sport_of
from podium.model import MedalRow, TotalsRow

__all__ = ["DMY_DATE", "ISO_DATE", "as_of_date", "counts_more_entries", "scope_of", "shown_in_part", "starts_below_the_top",
           "top_of_a_longer_table"]

#: a date written as digits: 2008-08-16, 16.08.2008
ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
DMY_DATE = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")


def as_of_date(text: str) -> str | None:
    """The time a table speaks for, from its caption or heading (``Claim.as_of``): the day it
    was taken on, a date written as digits (``2008-08-16``, ``16.08.2008``) or in words after an
    ``as of`` word of any lexicon (``as of 1 August 2021``, ``Stand: 10. Februar 2018``,
    ``截至2021年8月1日``); with no date, ``corrected`` or ``final`` when its words say it is a
    later table or the table as awarded (``after the reallocations``, ``final medal table``)."""
    day = _day_of(text)
    return day if day is not None else says_which_table(text) if text else None


def _day_of(text: str) -> str | None:
    iso = ISO_DATE.search(text)
    if iso:
        return iso.group(0)
    dmy = DMY_DATE.search(text)
    if dmy:
        return f"{dmy.group(3)}-{int(dmy.group(2)):02d}-{int(dmy.group(1)):02d}"
    at = says_as_of(text) if text else None
    if at is not None:
        from podium.extract.dates import find_dates

        days = [d.first for d in find_dates(normalize_digits(fold(text))) if d.last is None and len(d.first) == 10
                and d.start >= at - 1]
        return days[0] if days else None
    return None


def counts_more_entries(totals: TotalsRow | None, rows: int) -> bool:
    """A totals label that counts more entries than the table shows (``Totals (75 entries)``
    under 4 rows): the table is partial."""
    if totals is None:
        return False
    counts = [n for d in re.findall(r"\d+", normalize_digits(totals.label)) if (n := whole_number(d)) is not None]
    return any(n > rows for n in counts)


def starts_below_the_top(rows: Sequence[MedalRow]) -> bool:
    """An excerpt: the first row is stated to rank below 1 (ranks 53 to 73). (A rank that
    skips places further down may be a wrong rank, which validation must see: not partial.)"""
    return bool(rows) and rows[0].rank_stated and rows[0].rank is not None and rows[0].rank > 1


def top_of_a_longer_table(rows: Sequence[MedalRow], totals: TotalsRow | None) -> bool:
    """The first places under the totals of the whole table (a top 10 under the Games' totals):
    the totals row adds up on its own and is larger than the rows in every colour, and the rows
    are ranked 1, 2, 3... with no place skipped. A row lost from the middle of a full table
    skips a place, or leaves some colour's sum equal to its total, so validation still sees it."""
    if totals is None or not rows or totals.gold is None or totals.silver is None or totals.bronze is None:
        return False
    if totals.total is not None and totals.gold + totals.silver + totals.bronze != totals.total:
        return False
    shown = (sum(r.gold for r in rows), sum(r.silver for r in rows), sum(r.bronze for r in rows))
    if not all(t > s for t, s in zip((totals.gold, totals.silver, totals.bronze), shown)):
        return False
    previous = None
    for place, row in enumerate(rows, start=1):
        if not row.rank_stated or row.rank not in (place, previous):
            return False
        previous = row.rank
    return True


#: The most rows an excerpt shows below its gap (``top_and_a_few_below``): the host, the nation
#: of the page's readers, the one the page is about.
ROWS_BELOW_THE_GAP = 3


def top_and_a_few_below(rows: Sequence[MedalRow]) -> bool:
    """The first places, then a few rows further down (a top 4 and the host, 13th): the rows are
    ranked 1, 2, 3... with no place skipped, then the stated rank jumps over at least two places
    to the last rows (``ROWS_BELOW_THE_GAP`` at most), whose ranks go on from there. A full
    table that lost a row skips one place, or skips it above more rows than that, and a wrong
    rank in a full table is followed by rows ranked as before it: validation still sees them."""
    previous = None
    for place, row in enumerate(rows, start=1):
        if not row.rank_stated or row.rank is None:
            return False
        if row.rank in (place, previous):
            previous = row.rank
            continue
        below = rows[place - 1:]
        if previous is None or row.rank < place + 2 or len(below) > ROWS_BELOW_THE_GAP:
            return False
        ranks = [r.rank for r in below if r.rank_stated and r.rank is not None]
        return len(ranks) == len(below) and ranks == sorted(ranks)
    return False


def shown_in_part(rows: Sequence[MedalRow], totals: TotalsRow | None, said: bool = False) -> bool:
    """Is the table an excerpt of a longer one? ``said``: its words say so (``top 10``, "…")."""
    return (said or starts_below_the_top(rows) or counts_more_entries(totals, len(rows))
            or top_of_a_longer_table(rows, totals) or top_and_a_few_below(rows))


def scope_of(context: str) -> str:
    sport = sport_of(context) if context else None
    return f"sport:{sport}" if sport else "overall"
