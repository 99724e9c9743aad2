"""The reads across Games, shared by the CLI and the HTTP service: a nation at every Games
in the store (``podium nation``, ``/nations/{code}``), the nations in the store
(``/nations``), and all-time tables (``podium table --all-time``, ``/api/all-time``).

Each reads the current table of each Games (``queries.medal_table``: the store's current
decisions) and hands them to the pure ``podium.history``; nothing here adds up a medal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from podium.actions.queries import medal_table
from podium.errors import NotFound, UsageError
from podium.history import (
    ALL_TIME_ORDERS,
    AllTime,
    NationHistory,
    TeamSeries,
    all_time,
    check_kind,
    games_order,
    kind_of,
    nation_history,
    teams_before,
)
from podium.i18n.naming import display_name
from podium.rank import Standings

if TYPE_CHECKING:
    from podium.store import Store


#: A Games' current table by gold, names in the reader's language (the service passes its
#: cached ``Reader.table``); ``queries.medal_table`` by default.
TableOf = Callable[[str], Standings]


def current_tables(store: Store, lang: str = "en", kind: str | None = None,
                   table: TableOf | None = None) -> list[Standings]:
    """The current table of every Games in the store (of ``kind``: ``summer-olympics``),
    oldest first, by gold (the IOC's order, in which a team's rank is stated)."""
    read = table or (lambda slug: medal_table(store, slug, "gold", lang))
    slugs = [g.slug for g in store.games() if kind is None or kind_of(g.slug) == kind]
    # a Games with no decision at all has a table without its slug: give it its own
    return [replace(t, games=slug) if t.games != slug else t
            for slug in sorted(slugs, key=games_order) for t in (read(slug),)]


def team_code(text: str, lang: str = "en") -> str:
    """The code ``text`` names: a code of the registry (any case: ``urs``), else a nation's
    name podium resolves (``Germany``, ``Sowjetunion``); NotFound otherwise."""
    from podium import nations

    code = text.strip().upper()
    if nations.is_noc(code):
        return code
    found = nations.resolve(text, lang=lang)
    if found.noc is not None:
        return found.noc
    hint = f"; did you mean {' or '.join(found.candidates)}?" if found.candidates else ""
    raise NotFound(f"no nation {text[:60]!r}: give an IOC/IPC code (GER, URS) or a nation's name{hint}")


def nation(store: Store, text: str, lang: str = "en", table: TableOf | None = None) -> NationHistory:
    """The nation ``text`` names at every Games in the store, oldest first, with its
    predecessor and successor teams; names in ``lang`` (today's)."""
    code = team_code(text, lang)
    return nation_history(code, current_tables(store, lang, table=table), display_name(lang))


def nation_and_before(store: Store, text: str, lang: str = "en",
                      table: TableOf | None = None) -> tuple[NationHistory, tuple[TeamSeries, ...]]:
    """:func:`nation`, and the teams before it at any remove with their own Games (what its
    chart draws apart)."""
    code = team_code(text, lang)
    tables = current_tables(store, lang, table=table)
    name = display_name(lang)
    return nation_history(code, tables, name), teams_before(code, tables, name)


def nations_in_store(store: Store, lang: str = "en", table: TableOf | None = None) -> list[tuple[str, str, int]]:
    """(code, name in ``lang``, how many Games) of every team with a row in a current table,
    by name."""
    counts: dict[str, int] = {}
    for standings in current_tables(store, lang, table=table):
        for row in standings.rows:
            counts[row.noc] = counts.get(row.noc, 0) + 1
    name = display_name(lang)
    return sorted(((noc, name(noc), n) for noc, n in counts.items()), key=lambda t: (t[1].casefold(), t[0]))


def all_time_table(store: Store, kind: str | None = None, order: str = "gold", lang: str = "en",
                   table: TableOf | None = None) -> AllTime:
    """The all-time table over the Games in the store (of ``kind``), each team as it
    competed. UsageError for a malformed kind or an order all-time tables do not rank by;
    NotFound when the store has no such Games."""
    if kind is not None:
        try:
            check_kind(kind)
        except ValueError as e:
            raise UsageError(f"--kind: {e}") from None
    if order not in ALL_TIME_ORDERS:
        raise UsageError(f"--all-time: a table of several Games is ranked by {', '.join(ALL_TIME_ORDERS)}, "
                         f"not {order[:40]!r}")
    tables = current_tables(store, lang, kind, table)
    if not tables:
        known = sorted({kind_of(g.slug) for g in store.games()})
        there = f"kinds there: {', '.join(known)}" if known else "run `podium ingest PATH...`"
        what = f"no {kind} Games" if kind else "no Games"
        raise NotFound(f"{what} in the store ({there})")
    return all_time(tables, order, display_name(lang), kind)
