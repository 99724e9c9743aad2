"""Versions of a Games' table: which time each claim speaks for, and which version is current.

A medal table is a history: the table after each day of the Games, the table as awarded at
the closing ceremony, and later tables after doping cases move medals. Sources written at
different times disagree without either being wrong, so each version is decided on its own:

* ``""``: no source states the time its table speaks for (every Games until one does);
* ``interim:DATE``: the table after a day of the Games (a date before the closing day);
* ``final``: as awarded (the closing day, a few weeks after it, or words such as "final medal
  table", "as awarded");
* ``corrected``: a later table that gives no date ("after the reallocations");
* ``as-of:DATE``: a later table of that date (a date more than ``AWARDED_DAYS`` after the
  closing day).

The Games' dates come from the catalogue (``podium.catalogue.dates_of``); for a Games whose
dates it does not know, a date in the Games' year is a day of the Games and a later one a
correction.

A source that states no time is placed in the version whose table it matches best, once
sources that do state one have been decided (:func:`place_undated`): an undated page that
still shows the table as awarded is evidence for that table, not a dispute with the
corrected one. Statements that are not a table's (the athletes, the host city) are not
versioned: they are decided with the current version, the latest version that has tables
(a table as awarded or later before any day's table).
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from podium.model import Claim, Decision, Games, Value

UNDATED = ""
FINAL = "final"
CORRECTED = "corrected"
INTERIM = "interim:"
AS_OF = "as-of:"
#: A table dated up to this many days after the closing day is the table as awarded.
AWARDED_DAYS = 31

_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


#: The attributes of a medal table's cells: a nation's row and the totals row.
TABLE_ATTRIBUTES = frozenset({"rank", "gold", "silver", "bronze", "total",
                              "total_gold", "total_silver", "total_bronze", "total_medals"})


def is_table_claim(claim: Claim) -> bool:
    """A cell of a medal table (a row's or its totals row's, or a nation's medals in prose),
    which has versions; the Games' other facts have none."""
    return claim.attribute in TABLE_ATTRIBUTES


@lru_cache(maxsize=4096)
def version_of(as_of: str | None, games: str) -> str:
    """The version of ``games``' table that a claim stated with ``as_of`` speaks for."""
    if as_of is None:
        return UNDATED
    if as_of in (FINAL, CORRECTED):
        return as_of
    if not _ISO.fullmatch(as_of):
        return UNDATED
    try:
        day = dt.date.fromisoformat(as_of)
    except ValueError:
        return UNDATED
    closing = _closing_day(games)
    if closing is None:
        year = Games.from_slug(games).year
        return INTERIM + as_of if day.year <= year else AS_OF + as_of
    if day < closing:
        return INTERIM + as_of
    if day <= closing + dt.timedelta(days=AWARDED_DAYS):
        return FINAL
    return AS_OF + as_of


def _closing_day(games: str) -> dt.date | None:
    from podium.catalogue import dates_of

    try:
        dates = dates_of(Games.from_slug(games))
    except ValueError:
        return None
    return None if dates is None else dates[1]


def is_interim(version: str) -> bool:
    return version.startswith(INTERIM)


def version_day(version: str) -> str | None:
    """The date a version names (``interim:2008-08-15`` → ``2008-08-15``), if any."""
    for prefix in (INTERIM, AS_OF):
        if version.startswith(prefix):
            return version[len(prefix):]
    return None


def version_order(version: str) -> tuple[int, str]:
    """Versions in time order: the days of the Games, then a table with no stated time, the
    table as awarded, a correction with no date, dated corrections."""
    if version.startswith(INTERIM):
        return (0, version[len(INTERIM):])
    if version == UNDATED:
        return (1, "")
    if version == FINAL:
        return (2, "")
    if version == CORRECTED:
        return (3, "")
    return (4, version_day(version) or version)


def current_version(versions: Iterable[str]) -> str:
    """The version ``podium table`` shows: the latest that is no day's table, else the last
    day's; ``""`` when there is none."""
    known = set(versions)
    settled = [v for v in known if not is_interim(v)]
    pool = settled or list(known)
    return max(pool, key=version_order) if pool else UNDATED


def split_by_version(claims: Sequence[Claim]) -> dict[str, list[Claim]]:
    """The claims of one Games by the version they speak for; statements that are not a
    table's, and undated tables' cells, are left to :func:`place_undated` (under ``""``)."""
    out: dict[str, list[Claim]] = defaultdict(list)
    for c in claims:  # ``is_table_claim`` inline: a Games of 1,000 sources has 400,000 claims
        as_of = c.as_of
        out[UNDATED if as_of is None or c.attribute not in TABLE_ATTRIBUTES else version_of(as_of, c.games)].append(c)
    return dict(out)


Decide = Callable[[list[Claim]], list[Decision]]


def place_undated(by_version: Mapping[str, list[Claim]], decide: Decide) -> dict[str, list[Claim]]:
    """Every claim of one Games under the version it is decided with.

    With no dated table, nothing moves: one version, ``""``. Otherwise each source that
    states no time for its table goes to the version (as awarded or later) whose decided
    values its cells match best (the share of its cells that match, then how many, then the
    later version), and the statements that are no table's go to the current version.
    The lists ``decide`` is given are the ones returned, only ever extended: a version
    whose list has the length it had when decided holds the claims it was decided on."""
    undated = by_version.get(UNDATED, [])
    dated = {v: list(cs) for v, cs in by_version.items() if v != UNDATED}
    if not dated:
        return {UNDATED: list(undated)} if undated else {}
    tables = [c for c in undated if is_table_claim(c)]
    rest = [c for c in undated if not is_table_claim(c)]
    targets = [v for v in dated if not is_interim(v)]
    if tables and targets:
        shown = {v: {(d.subject, d.attribute): d.shown for d in decide(dated[v])} for v in targets}
        by_source: dict[str, list[Claim]] = defaultdict(list)
        for c in tables:
            by_source[c.source_id].append(c)
        for source_claims in by_source.values():
            dated[_best_version(source_claims, shown)].extend(source_claims)
    elif tables:
        dated[UNDATED] = tables
    current = current_version(v for v, cs in dated.items() if any(is_table_claim(c) for c in cs))
    dated.setdefault(current, []).extend(rest)
    return dated


def _best_version(claims: list[Claim], shown: Mapping[str, Mapping[tuple[str, str], Value | None]]) -> str:
    def score(version: str) -> tuple[float, int, tuple[int, str]]:
        cells = shown[version]
        stated = Counter((c.subject, c.attribute) in cells for c in claims)[True]
        matched = sum(1 for c in claims if cells.get((c.subject, c.attribute), object()) == c.value)
        return (matched / stated if stated else 0.0, matched, version_order(version))

    return max(shown, key=score)
