"""The versions of a Games' table, as the CLI and the service read them: which version a
reader asks for (``--as-of DATE``, ``--as-awarded``), what changed from one version to the
next (``podium changes``), and the table after each day of the Games (``podium chart --race``).

What the versions are, and how each claim finds its version, is ``podium.reconcile.versions``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from podium.errors import NotFound
from podium.model import Decision, Games, Value
from podium.reconcile.versions import (
    AS_OF,
    CORRECTED,
    FINAL,
    INTERIM,
    UNDATED,
    is_interim,
    version_day,
    version_order,
)

if TYPE_CHECKING:
    from podium.store import Store

#: The medal cells whose changes ``podium changes`` lists, in a row's order.
CELLS = ("gold", "silver", "bronze", "total", "rank")


@dataclass(frozen=True)
class Version:
    """One version of a Games' table: its name, its kind (``interim``, ``final``,
    ``corrected``, ``as-of``, ``undated``), its date where it has one, whether podium shows it
    by default, and how many sources speak for it."""

    name: str
    kind: str
    day: str | None
    current: bool
    sources: int


def kind_of(version: str) -> str:
    if version.startswith(INTERIM):
        return "interim"
    if version.startswith(AS_OF):
        return "as-of"
    return {UNDATED: "undated", FINAL: "final", CORRECTED: "corrected"}.get(version, version)


def versions(store: Store, games: str) -> list[Version]:
    """Every version of ``games``' table the store has decided, in time order."""
    return [Version(name, kind_of(name), version_day(name), current, sources)
            for name, current, sources in store.versions(games)]


def dated(store: Store, games: str) -> list[Version]:
    """The versions of ``games``' table when some source states a time, else none: a Games
    whose sources state no time has one table, and nothing to say about versions."""
    if store.version_names(games) in ([], [UNDATED]):
        return []
    return versions(store, games)


def versions_json(known: list[Version], chosen: str | None) -> dict[str, object]:
    """The ``version`` and ``versions`` keys ``podium table --format json`` adds when a
    source states a time: the version shown, and every version there is."""
    shown = next((v for v in known if v.name == chosen), None) if chosen is not None else \
        next((v for v in known if v.current), None)

    def one(v: Version) -> dict[str, object]:
        return {"name": v.name, "kind": v.kind, "day": v.day, "current": v.current, "sources": v.sources}

    return {"version": one(shown) if shown else None, "versions": [one(v) for v in known]}


def pick_version(store: Store, games: str, *, as_of: str | None = None, as_awarded: bool = False) -> str | None:
    """The version a reader asked for, or None for the current one.

    ``as_awarded``: the table as awarded (``final``). ``as_of``: the latest version that
    speaks for that day or earlier: a day of the Games, the table as awarded (its closing
    day), a dated correction. Refused with the versions there are, when there is none."""
    if not as_awarded and as_of is None:
        return None
    known = store.version_names(games)
    if as_awarded:
        if FINAL in known:
            return FINAL
        raise NotFound(f"no source of {games} says its table is the one as awarded; {_listing(known)}")
    assert as_of is not None
    try:
        day = dt.date.fromisoformat(as_of)
    except ValueError:
        raise NotFound(f"--as-of {as_of!r} is not a date: give it as YYYY-MM-DD") from None
    dated = [(on, name) for name in known if (on := _speaks_for(name, games)) is not None and on <= day]
    if not dated:
        raise NotFound(f"no version of the table of {games} speaks for {as_of} or earlier; {_listing(known)}")
    return max(dated, key=lambda pair: (pair[0], version_order(pair[1])))[1]


def _speaks_for(version: str, games: str) -> dt.date | None:
    day = version_day(version)
    if day is not None:
        return dt.date.fromisoformat(day)
    if version == FINAL:
        from podium.catalogue import dates_of

        try:
            dates = dates_of(Games.from_slug(games))
        except ValueError:
            dates = None
        return dates[1] if dates else dt.date(Games.from_slug(games).year, 12, 31)
    return None


def _listing(known: list[str]) -> str:
    if not known:
        return "the store has no table of it"
    return "its versions: " + ", ".join(describe(name) for name in known)


def version_words(version: str, lang: str) -> str:
    """A version of a Games' table in ``lang``'s words (``as awarded``, ``corrected as of
    2019-01-01``: the ``version_*`` labels)."""
    from podium.i18n.labels import labels

    return labels(lang)["version_" + kind_of(version).replace("-", "_")].format(day=version_day(version) or "")


def describe(version: str) -> str:
    """A version in words (English; the CLI and the pages translate the kinds)."""
    kind, day = kind_of(version), version_day(version)
    return {"interim": f"after {day}", "as-of": f"corrected as of {day}", "final": "as awarded",
            "corrected": "corrected (no date)", "undated": "no time stated"}[kind]


@dataclass(frozen=True)
class Change:
    """One cell that differs between two consecutive versions of a Games' table."""

    subject: str
    attribute: str
    before: Value | None
    after: Value | None
    from_version: str
    to_version: str
    #: the sources that state the old and the new value
    before_sources: tuple[str, ...]
    after_sources: tuple[str, ...]
    #: what the newer table's document says of why, where it says it
    reason: str | None


def changes(store: Store, games: str) -> list[Change]:
    """What changed between each version (as awarded or later) and the next one, cell by cell,
    nations in the newer table's order of subjects."""
    names = [name for name in store.version_names(games) if not is_interim(name)]
    out: list[Change] = []
    for older, newer in zip(names, names[1:]):
        before = _cells(store.decisions(games, version=older))
        after = _cells(store.decisions(games, version=newer))
        reason = _stated_reason(store, after)
        for key in sorted(before.keys() | after.keys(), key=lambda k: (k[0], CELLS.index(k[1]) if k[1] in CELLS else 9)):
            old, new = before.get(key), after.get(key)
            if key[1] not in CELLS or (old is not None and new is not None and old.shown == new.shown):
                continue
            if old is None or new is None:
                continue  # a row one version shows and the other leaves out: not a change
            out.append(Change(key[0], key[1], old.shown, new.shown, older, newer,
                              _stating(old, old.shown), _stating(new, new.shown), reason))
    return out


def change_json(change: Change) -> dict[str, object]:
    """One entry of ``podium changes --format json``."""
    return {"subject": change.subject, "attribute": change.attribute, "from_version": change.from_version,
            "to_version": change.to_version, "before": change.before, "after": change.after,
            "before_sources": list(change.before_sources), "after_sources": list(change.after_sources),
            "reason": change.reason}


def _cells(decisions: list[Decision]) -> dict[tuple[str, str], Decision]:
    return {(d.subject, d.attribute): d for d in decisions}


def _stating(decision: Decision, value: Value | None) -> tuple[str, ...]:
    return tuple(sorted({c.source_id for s in decision.support if s.value == value for c in s.claims}))


def _stated_reason(store: Store, after: dict[tuple[str, str], Decision]) -> str | None:
    """The words of the newer table's heading or caption that say it is a later table (``Medal
    table after the reallocations of 2016–2019``): the nearest line above its first row that
    says so, in the first of its sources that has one."""
    from podium.extract.table_words import says_which_table

    first_line: dict[str, int] = {}
    for d in after.values():
        if d.attribute not in CELLS:
            continue
        for s in d.support:
            for c in s.claims:
                first_line[c.source_id] = min(first_line.get(c.source_id, c.line), c.line)
    for source_id in sorted(first_line):
        lines = store.document(source_id).text.splitlines()
        for line in reversed(lines[max(0, first_line[source_id] - 12):first_line[source_id] - 1]):
            words = line.strip(" #=|!*-\t")
            if words and says_which_table(words) == CORRECTED:
                return words[:200]
    return None
