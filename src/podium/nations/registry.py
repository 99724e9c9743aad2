"""The nation registry: IOC/IPC codes and their names in every language podium knows.

Data lives in package files, read once (lazily) through ``importlib.resources``:

* ``data/nocs.tsv``, ``data/absences.tsv``, ``data/name_periods.tsv``: the codes, the Games
  their teams missed, their former display names (:mod:`podium.nations.records`).
  :meth:`Registry.codes_then` follows a code's predecessor and successor links and
  :meth:`Registry.counterparts` its absences (RUS at the 2018 Olympics stands for OAR).
* ``data/aliases/<lang>.tsv``: ``code  name  kind`` with kind ``name|short|alias|historical``;
  the first ``name`` row of a code is its display name in that language. Adding a
  language is adding a file. These are curated: IOC names, short, old and usual forms.
* ``data/generated/<lang>.tsv``: names from CLDR and the ISO 3166 translations, written by
  ``scripts/build_nation_index.py`` (``code  name  kind  key``); never edited by hand.
* ``data/confusable.tsv``: groups of codes whose short names are shared (Congo, Korea).

The index maps a normalised key (:func:`podium.nations.normalize.normalize_mention`) to
every entry that produced it, so the resolver can weigh language, kind and years.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib.resources.abc import Traversable
from typing import NamedTuple

from podium.nations.normalize import normalize_mention
from podium.nations.records import (
    NamePeriod,
    NocRecord,
    checked_rows,
    data_folder,
    load_name_periods,
    load_records,
)

__all__ = ["AliasEntry", "Registry", "KINDS", "registry", "lang_family", "load", "curated_keys"]

#: Row kinds, best first: a ``name`` row beats a ``short`` or ``alias`` row, which beats
#: a ``historical`` row, when one key names several codes.
KINDS = {"name": 0, "short": 1, "alias": 1, "historical": 2}
#: The pseudo-language of the codes themselves ("CHN").
CODE_LANG = "code"


def lang_family(lang: str) -> str:
    """``zh-Hant`` and ``zh-Hans`` are one family for lookup (keys are folded to Simplified)."""
    return lang.split("-", 1)[0].split("_", 1)[0].lower()


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
                return tuple(sorted({c for kind in record.kinds for c in self.codes_then(code, year, kind)}))
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


def _tsv_files(folder: Traversable) -> list[Traversable]:
    if not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(".tsv")), key=lambda f: f.name)


def _curated(records: dict[str, NocRecord]) -> list[tuple[str, list[AliasEntry]]]:
    """(lang, entries) of every curated alias file, checked."""
    out: list[tuple[str, list[AliasEntry]]] = []
    for path in _tsv_files(data_folder().joinpath("aliases")):
        lang = path.name[: -len(".tsv")]
        entries: list[AliasEntry] = []
        for at, (code, text, kind) in checked_rows(f"aliases/{path.name}", ["code", "name", "kind"]):
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
    data = data_folder()
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


@cache
def registry() -> Registry:
    """The registry, loaded on first use and shared afterwards."""
    return load()
