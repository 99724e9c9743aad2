"""``podium nations``: nation names and IOC/IPC codes (``resolve`` and ``list``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from podium.cli.common import parse_games, print_json, reader_lang
from podium.cli.group import app
from podium.cli.params import Group, argument, format_option, lang_option, option
from podium.errors import UsageError

if TYPE_CHECKING:
    from podium.model import Games


@app.group("nations", cls=Group, no_args_is_help=True)
def nations_group() -> None:
    """Nation names and IOC/IPC codes."""


def nations_games(year: int | None, games: str | None) -> Games | int | None:
    """``--games 2004-summer-paralympics`` (or ``paralympics``/``olympics`` with ``--year``)."""
    from podium.model import Games

    if games is None:
        return year
    if games in ("olympics", "paralympics"):
        if year is None:
            raise UsageError(f"--games {games} needs --year")
        return Games(year, "summer", games)
    parsed = parse_games(games)
    if parsed is not None and year is not None and year != parsed.year:
        raise UsageError(f"--year {year} and --games {games} name different years; give one of them")
    return parsed


@nations_group.command("resolve")
@argument("names", many=True, help="Nation names as written.")
@option("--lang", help="Language of the names (also of the names printed).")
@option("--year", type=int, help="Year of the Games (decides historical codes).")
@option("--games", help="The Games: a slug (2004-summer-paralympics), or olympics/paralympics with --year.")
@format_option()
def resolve(names: tuple[str, ...], lang: str | None, year: int | None, games: str | None, format: str) -> None:
    """Resolve nation names to IOC/IPC codes."""
    from podium import nations
    from podium.cli.console import out
    from podium.export.shapes import resolution_json
    from podium.model import Games

    context = nations_games(year, games)
    at = context.year if isinstance(context, Games) else context
    results = [nations.resolve(n, lang=lang, games=context) for n in names]
    rows = [resolution_json(r, nations.name(r.noc, lang or "en", at) if r.noc else None) for r in results]
    if format == "json":
        print_json(rows)
        return
    for row in rows:
        if row["noc"]:
            out.print(f"{row['query']}\t{row['noc']}\t{row['name']}\t({row['status']})")
        else:
            hint = f": {' or '.join(row['candidates'])}" if row["candidates"] else ""
            label = "could be" if row["status"] == "ambiguous" else "not found; did you mean"
            out.print(f"{row['query']}\t—\t{label if hint else 'not found'}{hint}")


@nations_group.command("list")
@lang_option
@option("--year", type=int, help="Only the codes in use that year.")
@format_option()
def list_codes(lang: str | None, year: int | None, format: str) -> None:
    """List the IOC/IPC codes with their names, years and Games."""
    from podium import nations
    from podium.cli.console import out
    from podium.export.shapes import noc_record_json

    language = reader_lang(lang)
    records = nations.registry().records
    rows = [
        noc_record_json(records[code], nations.name(code, language, year))
        for code in nations.nocs()
        if year is None or records[code].valid_in(year)
    ]
    if format == "json":
        print_json(rows)
        return
    for row in rows:
        years = f"{row['from'] or ''}-{row['to'] or ''}" if row["from"] or row["to"] else ""
        out.print(f"{row['noc']}\t{row['name']}\t{years}\t{row['games']}", markup=False)
