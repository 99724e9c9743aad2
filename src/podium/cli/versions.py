"""A Games' table through time: ``podium changes`` (what moved from one version of the table to
the next) and ``podium chart --race`` (the leaders' golds day by day)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from podium.cli.common import open_store, print_json, reader_lang, write_file
from podium.cli.group import app
from podium.cli.params import PATH, db_option, flag, format_option, games_argument, option, text_lang_option
from podium.errors import UsageError

if TYPE_CHECKING:
    from pathlib import Path


@app.command()
@games_argument
@format_option(help="Output format.")
@text_lang_option
@db_option
def changes(games: str | None, format: str, lang: str | None, db: str | None) -> None:
    """What changed between the versions of the Games' table (as awarded, then each later
    correction): each cell, old → new, the sources of each, and the reason where a source
    states it."""
    from podium.actions.queries import pick_games, source_titles
    from podium.actions.versions import changes as changed

    store = open_store(db, existing=True)
    slug = pick_games(store, games)
    found = changed(store, slug)
    if format == "json":
        from podium.actions.versions import change_json

        print_json({"games": slug, "changes": [change_json(c) for c in found]})
        return
    from podium.cli.console import print_changes

    print_changes(slug, found, source_titles(store), reader_lang(lang))


@app.command()
@games_argument
@flag("--race", help="The leaders' golds day by day, from the tables dated during the Games (SVG).")
@option("-o", "--output", type=PATH, help="Write to this file instead of the screen.")
@option("--lang", help="Language of the chart's words and nation names. Default: your locale.")
@db_option
def chart(games: str | None, race: bool, output: Path | None, lang: str | None, db: str | None) -> None:
    """A chart of the Games' table as SVG: --race draws the leaders' golds after each day."""
    from podium.actions.queries import pick_games
    from podium.export.race import race_chart

    if not race:
        raise UsageError("name the chart: --race (the leaders' golds day by day)")
    language = reader_lang(lang)
    store = open_store(db, existing=True)
    slug = pick_games(store, games)
    svg = race_chart(store, slug, language)
    if output is None:
        sys.stdout.write(svg)
        return
    from podium.cli.console import err

    write_file(output, svg)
    err.print(f"wrote the chart to {output}")
