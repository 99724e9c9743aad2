"""``podium nation CODE``: a nation at every Games in the store, with the teams before and
after it; and the all-time table that ``podium table --all-time`` prints
(``show_all_time``)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from podium.cli.common import open_store, print_json, reader_lang, write_file
from podium.cli.group import app
from podium.cli.params import argument, db_option, format_option, lang_option
from podium.errors import UsageError

if TYPE_CHECKING:
    from pathlib import Path

    from podium.history import AllTime, LinkedTeam, NationHistory

#: the formats of an all-time table
ALL_TIME_FORMATS = ("text", "json", "csv")


@app.command()
@argument("code", help="An IOC/IPC code as the team competed (URS, GER, ROC), or a nation's name.")
@format_option()
@lang_option
@db_option
def nation(code: str, format: str, lang: str | None, db: str | None) -> None:
    """A nation at every Games in the store, oldest first, with the teams before and after it."""
    from podium.actions.history import nation as read_nation

    language = reader_lang(lang)
    history = read_nation(open_store(db, existing=True), code, language)
    if format == "json":
        from podium.export.history import nation_json

        print_json(nation_json(history))
        return
    print_nation(history, language)


def _teams(teams: tuple[LinkedTeam, ...]) -> str:
    return ", ".join(f"{t.name} ({t.noc}, {t.since})" for t in teams)


def print_nation(history: NationHistory, lang: str) -> None:
    """The nation's Games as a table in ``lang``'s words (unsettled cells with a ``?``), its
    own totals, then the teams before and after it and the note that they are kept apart."""
    from rich.table import Table
    from rich.text import Text

    from podium.cli.console import STATUS_STYLES, out
    from podium.i18n.labels import games_name, labels

    words = labels(lang)
    if not history.appearances:
        out.print(words["nation_no_games"].format(name=history.name, noc=history.noc), markup=False)
    else:
        table = Table(title=words["nation_heading"].format(name=history.name, noc=history.noc),
                      title_justify="left", show_footer=True, box=None, header_style="bold", pad_edge=False)
        totals = history.totals
        table.add_column(words["nation_games"], footer=words["total"])
        table.add_column(words["rank"], justify="right")
        for column in ("gold", "silver", "bronze", "total"):
            table.add_column(words[column], justify="right", footer=str(totals[column]))
        table.add_column(words["status"])
        for a in history.appearances:
            cells = [Text(f"{getattr(a, c)}?", style="yellow") if c in a.unsettled else Text(str(getattr(a, c)))
                     for c in ("gold", "silver", "bronze", "total")]
            status = a.status.value
            table.add_row(games_name(a.games, lang), str(a.rank), *cells,
                          Text(words[f"status_{status}"], style=STATUS_STYLES[status]))
        out.print(table)
    if history.predecessors:
        out.print(words["nation_before"].format(teams=_teams(history.predecessors)), markup=False)
    if history.successors:
        out.print(words["nation_after"].format(teams=_teams(history.successors)), markup=False)
    out.print(words["nation_apart"], style="dim", markup=False)


def show_all_time(games: str | None, all_time: bool, kind: str | None, order: str, lang: str | None,
                  format: str, output: Path | None, bom: bool, dated: bool, db: str | None) -> None:
    """``podium table --all-time [--kind KIND]``: the all-time table as text, JSON or CSV (to
    ``output``). A GAMES argument, ``--kind`` without ``--all-time`` and a version of one
    Games' table (``dated``: ``--as-of``, ``--as-awarded``) are usage errors."""
    from podium.actions.history import all_time_table

    if not all_time:
        raise UsageError("--kind is for --all-time: podium table --all-time --kind summer-olympics")
    if games is not None:
        raise UsageError(f"--all-time takes no GAMES (it is every Games in the store, or those of --kind), "
                         f"not {games!r}")
    if dated:
        raise UsageError("--as-of and --as-awarded are for one Games' table, not --all-time (which reads "
                         "each Games' current table)")
    if format not in ALL_TIME_FORMATS:
        raise UsageError(f"--all-time: --format {format} is not available; choose one of {', '.join(ALL_TIME_FORMATS)}")
    if bom and format != "csv":
        raise UsageError("--bom is for --format csv")
    language = reader_lang(lang)
    table = all_time_table(open_store(db, existing=True), kind, order, language)
    if format == "text":
        if output is not None:
            raise UsageError("-o needs a file format: --format json or csv")
        print_all_time(table, language)
        return
    if format == "json":
        import json

        from podium.export.history import all_time_json

        text = json.dumps(all_time_json(table), ensure_ascii=False, indent=2) + "\n"
    else:
        from podium.export.history import all_time_csv

        text = all_time_csv(table, bom=bom)
    if output is None:
        sys.stdout.write(text)
        return
    from podium.cli.console import err

    write_file(output, text)
    err.print(f"wrote {len(table.rows)} rows to {output}")


def print_all_time(table: AllTime, lang: str) -> None:
    """The all-time table in ``lang``'s words, with the note that says how teams are counted."""
    from rich.table import Table
    from rich.text import Text

    from podium.cli.console import STATUS_STYLES, out
    from podium.i18n.labels import games_name, labels

    words = labels(lang)
    title = words["all_time_heading"].format(first=games_name(table.games[0], lang),
                                             last=games_name(table.games[-1], lang), n=len(table.games))
    shown = Table(title=f"{title} ({words['by_' + table.order]})", title_justify="left", show_footer=True,
                  box=None, header_style="bold", pad_edge=False)
    totals = table.totals
    shown.add_column(words["rank"], justify="right")
    shown.add_column("NOC")
    shown.add_column(words["nation"], footer=words["total"])
    for column in ("gold", "silver", "bronze", "total"):
        shown.add_column(words[column], justify="right", footer=str(totals[column]))
    shown.add_column(words["nation_games"], justify="right")
    shown.add_column(words["status"])
    for r in table.rows:
        cells = [Text(f"{getattr(r, c)}?", style="yellow") if c in r.unsettled else Text(str(getattr(r, c)))
                 for c in ("gold", "silver", "bronze", "total")]
        status = r.status.value
        shown.add_row(str(r.rank), r.noc, r.name, *cells, str(table.appearances[r.noc]),
                      Text(words[f"status_{status}"], style=STATUS_STYLES[status]))
    out.print(shown)
    out.print(words["all_time_note"], style="dim", markup=False)
