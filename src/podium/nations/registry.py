"""The nation registry: IOC/IPC codes and their names in every language podium knows.

Data lives in package files, read once (lazily) through ``importlib.resources``:

* ``data/nocs.tsv``: one row per code, with the years and kind of Games it is valid for.
  ``periods`` (optional) lists validity ranges when a code has gaps, e.g. GER
  ``1896-1955,1990-``; otherwise ``from_year``/``to_year`` give the one range (empty = open).
  ``predecessor``/``successor`` link a code to the codes before and after it
  (RUS -> OAR -> ROC -> AIN); :meth:`Registry.codes_then` follows them.
* ``data/absences.tsv``: ``code  games  years  note``, Games inside a code's period at which
  its team did not compete under it (``years`` as ``periods``; ``games`` olympics,
  paralympics or both; ``note`` says why): RUS at the Olympics from 2018 (OAR, ROC, AIN)
  and at the Paralympics 2016-2024 (none, NPA, RPC). There, the code stands for the linked
  codes in use at those Games, or for none (:meth:`Registry.counterparts`).
* ``data/aliases/<lang>.tsv``: ``code  name  kind`` with kind ``name|short|alias|historical``;
  the first ``name`` row of a code is its display name in that language. Adding a
  language is adding a file. These are curated: IOC names, short, old and usual forms.
* ``data/generated/<lang>.tsv``: names from CLDR and the ISO 3166 translations, written by
  ``scripts/build_nation_index.py`` (``code  name  kind  key``); never edited by hand.
* ``data/confusable.tsv``: groups of codes whose short names are shared (Congo, Korea).
* ``data/name_periods.tsv``: ``code  lang  name  from_year  to_year``, the display name a
  code had in a language before it was renamed (MKD "Macedonia" until 2018, SWZ
  "Swaziland" until 2018); years are inclusive, an empty ``from_year`` is open, and
  outside every period the current name holds. Display only: resolution reads the alias
  files, which already hold the old names.

The index maps a normalised key (:func:`podium.nations.normalize.normalize_mention`) to
every entry that produced it, so the resolver can weigh language, kind and years.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from typing import NamedTuple
from importlib import resources
from importlib.resources.abc import Traversable

from podium.nations.normalize import normalize_mention

__all__ = ["AliasEntry", "NamePeriod", "NocRecord", "Registry", "KINDS", "registry", "lang_family", "load", "load_records", "load_absences", "load_name_periods", "curated_keys"]

#: Row kinds, best first: a ``name`` row beats a ``short`` or ``alias`` row, which beats
#: a ``historical`` row, when one key names several codes.
KINDS = {"name": 0, "short": 1, "alias": 1, "historical": 2}
GAMES_KINDS = ("both", "olympics", "paralympics")
#: The pseudo-language of the codes themselves ("CHN").
CODE_LANG = "code"


def lang_family(lang: str) -> str:
    """``zh-Hant`` and ``zh-Hans`` are one family for lookup (keys are folded to Simplified)."""
    return lang.split("-", 1)[0].split("_", 1)[0].lower()


@dataclass(frozen=True)
class NocRecord:
    """One row of ``nocs.tsv``."""

    code: str
    name: str
    iso2: str | None
    iso3: str | None
    from_year: int | None
    to_year: int | None
    games: str  # both | olympics | paralympics
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
        return self.games == "both" or self.games == kind

    def absent_from(self, year: int, kind: str) -> bool:
        """Whether its team did not compete under it at ``year``'s Games of ``kind`` (``absences.tsv``)."""
        return any(
            k in (kind, "both") and (lo is None or lo <= year) and (hi is None or year <= hi)
            for k, lo, hi in self.absences
        )

    def in_use(self, year: int, kind: str | None = None) -> bool:
        """Whether the code was used at ``year``'s Games of ``kind`` (at either kind without one)."""
        kinds = (kind,) if kind else ("olympics", "paralympics")
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


_entry = tuple.__new__  # AliasEntry without NamedTuple's keyword layer (the index has ~15,000)


class AliasEntry(NamedTuple):
    """One name row (curated, generated, or a code standing for itself, ``lang == "code"``)."""

    code: str
    text: str
    kind: str
    lang: str

    @property
    def rank(self) -> int:
        return KINDS[self.kind]


class NamePeriod(NamedTuple):
    """One row of ``name_periods.tsv``: ``name`` was the display name from ``from_year`` to ``to_year``."""

    name: str
    from_year: int | None
    to_year: int

    def covers(self, year: int) -> bool:
        return (self.from_year is None or self.from_year <= year) and year <= self.to_year


@dataclass
class Registry:
    records: dict[str, NocRecord]
    index: dict[str, tuple[AliasEntry, ...]]
    #: lang -> code -> display name (first ``name`` row)
    display: dict[str, dict[str, str]]
    rows: dict[str, int] = field(default_factory=dict)  # alias rows read per language
    #: code -> lang -> earlier display names, oldest first (``name_periods.tsv``)
    name_periods: dict[str, dict[str, tuple[NamePeriod, ...]]] = field(default_factory=dict)

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(sorted(self.display))

    @cached_property
    def links(self) -> dict[str, tuple[str, ...]]:
        """Code -> the codes linked to it either way (its own predecessors and successors,
        and the codes that name it as theirs), sorted."""
        found: dict[str, set[str]] = {code: set() for code in self.records}
        for record in self.records.values():
            for other in record.predecessors + record.successors:
                found[record.code].add(other)
                found[other].add(record.code)
        return {code: tuple(sorted(others)) for code, others in found.items()}

    def counterparts(self, code: str, year: int, kind: str) -> tuple[str, ...]:
        """The codes that stood for ``code`` at ``year``'s Games of ``kind``, where ``code`` was
        valid that year but not used at those Games, sorted.

        Those Games are an absence (``absences.tsv``) of ``code`` or of a code linked to it
        and valid that year (its parent); the codes linked to the absent one and in use at
        those Games stood for it: RUS at the 2018 Paralympics is NPA, and so is OAR (its
        parent RUS was absent); RPC at the 2021 Olympics is ROC. Empty when no team stood
        for it (RUS at the 2016 Paralympics), or when no absence explains it: a code of the
        other kind of Games alone (GDR at the 1984 Paralympics) has no counterpart.
        """
        records, links = self.records, self.links
        absent = [c for c in (code, *links[code]) if records[c].valid_in(year) and records[c].absent_from(year, kind)]
        return tuple(sorted({other for a in absent for other in links[a] if records[other].in_use(year, kind)}))

    def codes_then(self, code: str, year: int, kind: str | None = None) -> tuple[str, ...]:
        """The codes that stood for ``code`` in ``year`` (at that kind of Games), sorted.

        ``(code,)`` itself when it was in use. If it was valid that year but not used at
        those Games, its :meth:`counterparts` (ROC at the 2021 Paralympics is RPC).
        Otherwise, following the code's own links in ``nocs.tsv`` (predecessors for a year
        before it, successors for a year after it, both for a year in a gap between its
        periods), the first code valid that year on each path, or its counterparts if that
        code was not used at those Games: RPC in 2004 is RUS, ROC in 2018 is OAR, OAR in
        2024 is AIN (through ROC), RPC at the 2024 Olympics is AIN (NPA's counterpart), GER
        in 1984 is FRG and GDR, YUG in 2016 is the six teams after it (through SCG). Empty
        when nothing stood for it.

        Without ``kind``, a code of one kind of Games implies it (RPC in 2016 is the
        Paralympic team: none); a code of both stands for the codes of either.
        """
        record = self.records[code]
        if kind is None:
            if record.games != "both":
                return self.codes_then(code, year, record.games)
            either = self.codes_then(code, year, "olympics") + self.codes_then(code, year, "paralympics")
            return tuple(sorted(set(either)))
        if record.in_use(year, kind):
            return (code,)
        if record.valid_in(year):
            return self.counterparts(code, year, kind)
        links: list[Callable[[NocRecord], tuple[str, ...]]] = []
        if not record.after(year):
            links.append(lambda r: r.predecessors)
        if not record.before(year):
            links.append(lambda r: r.successors)
        found: set[str] = set()
        seen = {code}
        frontier = [(other, link) for link in links for other in link(record)]
        while frontier:
            later: list[tuple[str, Callable[[NocRecord], tuple[str, ...]]]] = []
            for other, link in frontier:
                if other in seen:
                    continue
                seen.add(other)
                if self.records[other].in_use(year, kind):
                    found.add(other)
                elif self.records[other].valid_in(year):
                    found.update(self.counterparts(other, year, kind))
                else:
                    later.extend((nxt, link) for nxt in link(self.records[other]))
            frontier = later
        return tuple(sorted(found))


def _data() -> Traversable:
    return resources.files("podium.nations").joinpath("data")


def _read_tsv(path: Traversable) -> list[dict[str, str]]:
    text = path.read_text(encoding="utf-8")
    return [dict(row) for row in csv.DictReader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE)]


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
    games = (row.get("games") or "both").strip()
    if games not in GAMES_KINDS:
        raise ValueError(f"nocs.tsv: {code}: games must be one of {GAMES_KINDS}, not {games!r}")
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
    records = {r.code: r for r in map(_record, _read_tsv(_data().joinpath("nocs.tsv")))}
    for code, absences in load_absences(records).items():
        records[code] = replace(records[code], absences=absences)
    return records


def _checked_rows(name: str, header: list[str]) -> Iterator[tuple[str, list[str]]]:
    """The rows of the data file ``name`` below its header: (``name:line`` for messages, the
    fields); none when the file is absent. A wrong header or number of fields is refused."""
    path = _data().joinpath(*name.split("/"))
    if not path.is_file():
        return
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines[0].split("\t") != header:
        raise ValueError(f"{name}:1: the header must be {', '.join(header)}")
    for n, line in enumerate(lines[1:], start=2):
        if not line:
            continue
        parts = [p.strip() for p in line.split("\t")]
        if len(parts) != len(header):
            raise ValueError(f"{name}:{n}: expected {len(header)} tab-separated fields")
        yield f"{name}:{n}", parts


_ABSENCE_HEADER = ["code", "games", "years", "note"]


def load_absences(records: dict[str, NocRecord]) -> dict[str, tuple[tuple[str, int | None, int | None], ...]]:
    """The rows of ``absences.tsv``, checked: code -> (kind, from, to) of each period.

    A row needs a known code, a kind of Games the code takes part in, periods in which the
    code is valid, and a note; the periods of one code at one kind may not overlap.
    """
    found: dict[str, list[tuple[str, int | None, int | None]]] = {}
    for at, (code, kind, years, note) in _checked_rows("absences.tsv", _ABSENCE_HEADER):
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


def _tsv_files(folder: Traversable) -> list[Traversable]:
    if not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(".tsv")), key=lambda f: f.name)


def _curated(records: dict[str, NocRecord]) -> list[tuple[str, list[AliasEntry]]]:
    """(lang, entries) of every curated alias file, checked."""
    out: list[tuple[str, list[AliasEntry]]] = []
    for path in _tsv_files(_data().joinpath("aliases")):
        lang = path.name[: -len(".tsv")]
        entries: list[AliasEntry] = []
        for at, (code, text, kind) in _checked_rows(f"aliases/{path.name}", ["code", "name", "kind"]):
            if code not in records:
                raise ValueError(f"{at}: unknown code {code!r}")
            if kind not in KINDS:
                raise ValueError(f"{at}: unknown kind {kind!r}")
            entries.append(_entry(AliasEntry, (code, text, kind, lang)))
        out.append((lang, entries))
    return out


def curated_keys() -> dict[str, set[str]]:
    """Normalised key -> codes, over the codes themselves and every curated alias file."""
    records = load_records()
    keys: dict[str, set[str]] = {code.casefold(): {code} for code in records}
    for _, entries in _curated(records):
        for entry in entries:
            key = normalize_mention(entry.text)
            if key:
                keys.setdefault(key, set()).add(entry.code)
    return keys


def _known_keys(data: Traversable) -> dict[str, str]:
    """Curated name -> key, as the index script computed them (a stale entry is only a miss)."""
    path = data.joinpath("generated", "keys.tsv")
    if not path.is_file():
        return {}
    pairs = (line.split("\t") for line in path.read_text(encoding="utf-8").split("\n")[1:] if line)
    return {p[0]: p[1] for p in pairs}


def _generated(lang_file: Traversable) -> list[tuple[str, str, str, str]]:
    """(code, name, kind, key) rows of one generated file; keys are stored, not recomputed.

    The body is split once into fields (one C-level split, not one per line): the index
    has ~16,000 rows and loads on every run.
    """
    body = lang_file.read_text(encoding="utf-8").split("\n", 1)[1].rstrip("\n")
    if not body:
        return []
    fields = body.replace("\n", "\t").split("\t")
    if len(fields) % 4:
        raise ValueError(f"generated/{lang_file.name}: every row must have 4 fields")
    return list(zip(fields[0::4], fields[1::4], fields[2::4], fields[3::4]))


def load() -> Registry:
    """Read the data files and build the index (use :func:`registry`, which caches).

    Curated alias files come first (their ``name`` rows are the display names), then the
    generated CLDR/ISO index (``generated/<lang>.tsv``, keys precomputed by
    ``scripts/build_nation_index.py``), then every code with ``names_from`` in
    ``nocs.tsv`` takes the ``name`` rows of that code as ``historical`` rows (FRG, GDR and
    EUA are also "Germany" in every language; the years decide). Only ``name`` rows: an
    alias of GER such as "ФРГ" or "Bundesrepublik Deutschland" is not a name of GDR.
    """
    data = _data()
    records = load_records()
    index: dict[str, list[AliasEntry]] = {}
    for code in records:
        index.setdefault(code.casefold(), []).append(AliasEntry(code, code, "name", CODE_LANG))
    display: dict[str, dict[str, str]] = {}
    rows: dict[str, int] = {}
    sources = {r.names_from for r in records.values() if r.names_from}
    by_code: dict[str, list[tuple[str, AliasEntry]]] = {code: [] for code in sources}
    known = _known_keys(data)
    for lang, entries in _curated(records):
        names = display.setdefault(lang, {})
        rows[lang] = len(entries)
        for entry in entries:
            if entry.kind == "name":
                names.setdefault(entry.code, entry.text)
            key = known.get(entry.text)
            if key is None:
                key = normalize_mention(entry.text)
            if key:
                index.setdefault(key, []).append(entry)
                if entry.code in by_code and entry.kind == "name":
                    by_code[entry.code].append((key, entry))
    generated_display: dict[str, dict[str, str]] = {}
    for path in _tsv_files(data.joinpath("generated")):
        lang = path.name[: -len(".tsv")]
        if lang in ("collisions", "keys"):
            continue
        names = generated_display.setdefault(lang, {})
        table = _generated(path)
        rows[lang] = rows.get(lang, 0) + len(table)
        for code, text, kind, key in table:
            if kind == "display":
                names.setdefault(code, text)
                continue
            entry = _entry(AliasEntry, (code, text, kind, lang))
            if kind == "name":
                names.setdefault(code, text)
            index.setdefault(key, []).append(entry)
            if code in by_code and kind == "name":
                by_code[code].append((key, entry))
    for lang, names in generated_display.items():
        merged = display.setdefault(lang, {})
        for code, text in names.items():
            merged.setdefault(code, text)
    for record in records.values():
        if record.names_from:
            for key, entry in by_code.get(record.names_from, ()):
                index[key].append(AliasEntry(record.code, entry.text, "historical", entry.lang))
    periods = load_name_periods(records, set(display))
    return Registry(records, {k: tuple(v) for k, v in index.items()}, display, rows, periods)


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
    for at, (code, lang, text, start, end) in _checked_rows("name_periods.tsv", _PERIOD_HEADER):
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


@cache
def registry() -> Registry:
    """The registry, loaded on first use and shared afterwards."""
    return load()
