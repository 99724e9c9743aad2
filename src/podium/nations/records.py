"""The rows of ``nocs.tsv`` and of the checked files that qualify them.

* ``data/nocs.tsv``: one row per code, with the years and kind of Games it is valid for.
  ``periods`` (optional) lists validity ranges when a code has gaps, e.g. GER
  ``1896-1955,1990-``; otherwise ``from_year``/``to_year`` give the one range (empty = open).
  ``predecessor``/``successor`` link a code to the codes before and after it
  (RUS -> OAR -> ROC -> AIN).
* ``data/absences.tsv``: ``code  games  years  note``, Games inside a code's period at which
  its team did not compete under it (``years`` as ``periods``; ``games`` olympics,
  paralympics or both; ``note`` says why).
* ``data/name_periods.tsv``: ``code  lang  name  from_year  to_year``, the display name a
  code had in a language before it was renamed (MKD "Macedonia" until 2018).

Every checked file is read by :func:`checked_rows`: a wrong header or number of fields is
refused with the file and line. :mod:`podium.nations.registry` builds the name index on
these records.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from importlib import resources
from importlib.resources.abc import Traversable
from typing import NamedTuple

from podium.datafiles import read_tsv
from podium.model import games_kinds

__all__ = ["GAMES_KINDS", "NamePeriod", "NocRecord", "checked_rows", "data_folder", "load_absences",
           "load_name_periods", "load_records"]

GAMES_KINDS = ("both", "olympics", "paralympics")
#: The kinds whose codes are the Olympic and Paralympic ones. At any other kind of Games
#: (``podium.model.games_kinds``: the Asian Games, the Universiade) a code is in use when it
#: is at the Olympics or the Paralympics that year (Macao at the Asian Games), or when
#: ``nocs.tsv`` gives that kind among its ``games`` (England at the Commonwealth Games; Niue
#: at the Commonwealth and the Pacific Games: kinds separated by spaces).
_OLYMPIC_KINDS = ("olympics", "paralympics")


@dataclass(frozen=True)
class NocRecord:
    """One row of ``nocs.tsv``."""

    code: str
    name: str
    iso2: str | None
    iso3: str | None
    from_year: int | None
    to_year: int | None
    games: str  # both | olympics | paralympics | other kinds of Games, separated by spaces
    predecessors: tuple[str, ...] = ()
    successors: tuple[str, ...] = ()
    periods: tuple[tuple[int | None, int | None], ...] = ()
    #: another code whose names in every language are also (historical) names of this one
    names_from: str | None = None
    #: (kind, from, to) of the Games its team did not enter under it (``absences.tsv``)
    absences: tuple[tuple[str, int | None, int | None], ...] = ()

    @property
    def current(self) -> bool:
        return self.to_year is None

    def valid_in(self, year: int) -> bool:
        return any((lo is None or lo <= year) and (hi is None or year <= hi) for lo, hi in self.periods)

    def takes_part_in(self, kind: str) -> bool:
        return self.games == "both" or kind in self.kinds

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of Games its ``games`` names (``("olympics", "paralympics")`` for both)."""
        return _OLYMPIC_KINDS if self.games == "both" else tuple(self.games.split())

    def absent_from(self, year: int, kind: str) -> bool:
        """Whether its team did not compete under it at ``year``'s Games of ``kind`` (``absences.tsv``)."""
        return any(
            k in (kind, "both") and (lo is None or lo <= year) and (hi is None or year <= hi)
            for k, lo, hi in self.absences
        )

    def in_use(self, year: int, kind: str | None = None) -> bool:
        """Whether the code was used at ``year``'s Games of ``kind`` (at either kind without one;
        at another kind of Games, at either or at that kind: ``_OLYMPIC_KINDS``)."""
        kinds = (kind,) if kind in GAMES_KINDS else _OLYMPIC_KINDS if not kind else (*_OLYMPIC_KINDS, kind)
        return self.valid_in(year) and any(self.takes_part_in(k) and not self.absent_from(year, k) for k in kinds)

    def before(self, year: int) -> bool:
        """Whether ``year`` is before every period of use."""
        return all(lo is not None and year < lo for lo, _ in self.periods)

    def after(self, year: int) -> bool:
        """Whether ``year`` is after every period of use."""
        return all(hi is not None and hi < year for _, hi in self.periods)

    def a_valid_year(self) -> int:
        """A year in which the code was in use (for tests and examples)."""
        lo, hi = self.periods[-1]
        return lo if lo is not None else hi if hi is not None else 2004


class NamePeriod(NamedTuple):
    """One row of ``name_periods.tsv``: ``name`` was the display name from ``from_year`` to ``to_year``."""

    name: str
    from_year: int | None
    to_year: int

    def covers(self, year: int) -> bool:
        return (self.from_year is None or self.from_year <= year) and year <= self.to_year


def data_folder() -> Traversable:
    return resources.files("podium.nations").joinpath("data")


def _read_tsv(name: str) -> list[dict[str, str]]:
    """The rows of the data file ``name``, each as column (named by its first row) -> field."""
    rows = read_tsv(data_folder(), name)
    return [dict(zip(rows[0].fields, row.fields)) for row in rows[1:]]


def _year(value: str | None) -> int | None:
    value = (value or "").strip()
    return int(value) if value else None


def _codes(value: str | None) -> tuple[str, ...]:
    return tuple(c.strip() for c in (value or "").split(",") if c.strip())


def _periods(value: str | None, lo: int | None, hi: int | None) -> tuple[tuple[int | None, int | None], ...]:
    value = (value or "").strip()
    if not value:
        return ((lo, hi),)
    out: list[tuple[int | None, int | None]] = []
    for part in value.split(","):
        start, sep, end = part.strip().partition("-")
        first = _year(start)
        out.append((first, _year(end) if sep else first))
    return tuple(out)


def _record(row: dict[str, str]) -> NocRecord:
    code = row["code"].strip()
    games = " ".join((row.get("games") or "both").split())
    if games not in GAMES_KINDS and not all(kind in games_kinds() for kind in games.split()):
        raise ValueError(f"nocs.tsv: {code}: games must be one of {GAMES_KINDS} or kinds of Games, not {games!r}")
    lo, hi = _year(row.get("from_year")), _year(row.get("to_year"))
    return NocRecord(
        code=code,
        name=row["name"].strip(),
        iso2=(row.get("iso2") or "").strip() or None,
        iso3=(row.get("iso3") or "").strip() or None,
        from_year=lo,
        to_year=hi,
        games=games,
        predecessors=_codes(row.get("predecessor")),
        successors=_codes(row.get("successor")),
        periods=_periods(row.get("periods"), lo, hi),
        names_from=(row.get("names_from") or "").strip() or None,
    )


def load_records() -> dict[str, NocRecord]:
    """The rows of ``nocs.tsv`` by code, each with its rows of ``absences.tsv``."""
    records = {r.code: r for r in map(_record, _read_tsv("nocs.tsv"))}
    for code, absences in load_absences(records).items():
        records[code] = replace(records[code], absences=absences)
    return records


def checked_rows(name: str, header: list[str]) -> Iterator[tuple[str, list[str]]]:
    """The rows of the data file ``name`` below its header: (``name:line`` for messages, the
    fields); none when the file is absent. A wrong header or number of fields is refused."""
    folder = data_folder()
    if not folder.joinpath(*name.split("/")).is_file():
        return
    for row in read_tsv(folder, name, header=header):
        parts = [p.strip() for p in row.fields]
        if len(parts) != len(header):
            raise ValueError(f"{name}:{row.line}: expected {len(header)} tab-separated fields")
        yield f"{name}:{row.line}", parts


_ABSENCE_HEADER = ["code", "games", "years", "note"]


def load_absences(records: dict[str, NocRecord]) -> dict[str, tuple[tuple[str, int | None, int | None], ...]]:
    """The rows of ``absences.tsv``, checked: code -> (kind, from, to) of each period.

    A row needs a known code, a kind of Games the code takes part in, periods in which the
    code is valid, and a note; the periods of one code at one kind may not overlap.
    """
    found: dict[str, list[tuple[str, int | None, int | None]]] = {}
    for at, (code, kind, years, note) in checked_rows("absences.tsv", _ABSENCE_HEADER):
        if code not in records:
            raise ValueError(f"{at}: unknown code {code!r}")
        if kind not in GAMES_KINDS or not (kind == "both" or records[code].takes_part_in(kind)):
            raise ValueError(f"{at}: {code} does not take part in {kind!r} Games")
        if not years or not note:
            raise ValueError(f"{at}: years and note are required")
        try:
            periods = _periods(years, None, None)
        except ValueError:
            raise ValueError(f"{at}: years must be like 2016, 2018-2024 or 2018-, not {years!r}") from None
        mine = found.setdefault(code, [])
        for lo, hi in periods:
            if lo is None or not records[code].valid_in(lo) or (hi is not None and hi < lo):
                raise ValueError(f"{at}: {code} is not valid in {years!r} (nocs.tsv)")
            for k, a, b in mine:
                if "both" in (k, kind) or k == kind:
                    if (b is None or lo <= b) and (hi is None or a is None or a <= hi):
                        raise ValueError(f"{at}: {code} {kind}: overlaps another row")
            mine.append((kind, lo, hi))
    return {code: tuple(rows) for code, rows in found.items()}


_PERIOD_HEADER = ["code", "lang", "name", "from_year", "to_year"]


def load_name_periods(
    records: dict[str, NocRecord], languages: set[str]
) -> dict[str, dict[str, tuple[NamePeriod, ...]]]:
    """The rows of ``name_periods.tsv``, checked: code -> lang -> periods, oldest first.

    A row needs a known code, a language podium has names in, a non-empty name and a
    ``to_year`` (the current name is the open end); the periods of one code in one
    language may not overlap.
    """
    found: dict[str, dict[str, list[NamePeriod]]] = {}
    for at, (code, lang, text, start, end) in checked_rows("name_periods.tsv", _PERIOD_HEADER):
        if code not in records:
            raise ValueError(f"{at}: unknown code {code!r}")
        if lang not in languages:
            raise ValueError(f"{at}: no names in language {lang!r}")
        if not text:
            raise ValueError(f"{at}: empty name")
        try:
            lo, hi = _year(start), _year(end)
        except ValueError:
            raise ValueError(f"{at}: years must be whole numbers, not {start!r}, {end!r}") from None
        if hi is None:
            raise ValueError(f"{at}: to_year is required (the current name is the open end)")
        if lo is not None and lo > hi:
            raise ValueError(f"{at}: from_year {lo} is after to_year {hi}")
        period = NamePeriod(text, lo, hi)
        others = found.setdefault(code, {}).setdefault(lang, [])
        for other in others:
            if (other.from_year is None or other.from_year <= hi) and (lo is None or lo <= other.to_year):
                raise ValueError(f"{at}: {code} {lang}: overlaps the period of {other.name!r}")
        others.append(period)
    return {
        code: {lang: tuple(sorted(ps, key=lambda p: p.to_year)) for lang, ps in by_lang.items()}
        for code, by_lang in found.items()
    }
