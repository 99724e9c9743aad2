"""The nation registry: IOC/IPC codes and their names in every language podium knows.

Data lives in package files, read once (lazily) through ``importlib.resources``:

* ``data/nocs.tsv``: one row per code, with the years and kind of Games it is valid for.
  ``periods`` (optional) lists validity ranges when a code has gaps, e.g. GER
  ``1896-1955,1990-``; otherwise ``from_year``/``to_year`` give the one range (empty = open).
* ``data/aliases/<lang>.tsv``: ``code  name  kind`` with kind ``name|short|alias|historical``;
  the first ``name`` row of a code is its display name in that language. Adding a
  language is adding a file.

The index maps a normalised key (:func:`podium.nations.normalize.normalize_mention`) to
every entry that produced it, so the resolver can weigh language, kind and years.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable

from podium.nations.normalize import normalize_mention

__all__ = ["AliasEntry", "NocRecord", "Registry", "KINDS", "registry", "lang_family"]

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

    @property
    def current(self) -> bool:
        return self.to_year is None

    def valid_in(self, year: int) -> bool:
        return any((lo is None or lo <= year) and (hi is None or year <= hi) for lo, hi in self.periods)

    def takes_part_in(self, kind: str) -> bool:
        return self.games == "both" or self.games == kind

    def a_valid_year(self) -> int:
        """A year in which the code was in use (for tests and examples)."""
        lo, hi = self.periods[-1]
        return lo if lo is not None else hi if hi is not None else 2004


@dataclass(frozen=True)
class AliasEntry:
    """One row of an alias file (or a code standing for itself, ``lang == "code"``)."""

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

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(sorted(self.display))


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
    )


def load() -> Registry:
    """Read the data files and build the index (use :func:`registry`, which caches)."""
    data = _data()
    records = {r.code: r for r in map(_record, _read_tsv(data.joinpath("nocs.tsv")))}
    index: dict[str, list[AliasEntry]] = {}
    for code in records:
        index.setdefault(code.casefold(), []).append(AliasEntry(code, code, "name", CODE_LANG))
    display: dict[str, dict[str, str]] = {}
    rows: dict[str, int] = {}
    files = sorted((f for f in data.joinpath("aliases").iterdir() if f.name.endswith(".tsv")), key=lambda f: f.name)
    for path in files:
        lang = path.name[: -len(".tsv")]
        names = display.setdefault(lang, {})
        table = _read_tsv(path)
        rows[lang] = len(table)
        for n, row in enumerate(table, start=2):
            code, text, kind = row["code"].strip(), row["name"].strip(), row["kind"].strip()
            if code not in records:
                raise ValueError(f"aliases/{path.name}:{n}: unknown code {code!r}")
            if kind not in KINDS:
                raise ValueError(f"aliases/{path.name}:{n}: unknown kind {kind!r}")
            if kind == "name":
                names.setdefault(code, text)
            key = normalize_mention(text)
            if key:
                index.setdefault(key, []).append(AliasEntry(code, text, kind, lang))
    return Registry(records, {k: tuple(v) for k, v in index.items()}, display, rows)


@cache
def registry() -> Registry:
    """The registry, loaded on first use and shared afterwards."""
    return load()
