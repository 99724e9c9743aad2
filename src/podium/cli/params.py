"""The command line's building blocks on Click: commands, groups and arguments with podium's
help layout, and the options several commands share.

The help reads as it always has (it was Typer's layout): an ``Arguments:`` section with
each argument's help before ``Options:``, metavars such as ``<str>``, ``<int>``, ``<path>``
and ``<text|json>``, a required argument as ``{paths}...`` and an optional one as
``[games]`` in the usage line, and a group's commands in the order they were added.
Nothing here imports more than Click: ``podium --help`` loads this module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import click

if TYPE_CHECKING:
    from pathlib import Path

F = TypeVar("F", bound=Callable[..., Any])

TEXT_JSON = ("text", "json")
TABLE_FORMATS = ("text", "json", "csv", "md", "ndjson", "wikitext", "parquet")
ORDERS = ("gold", "total", "weighted")


class PathType(click.ParamType):
    """A file path, as a ``pathlib.Path`` (imported only when an option is given one)."""

    name = "path"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Path:
        from pathlib import Path

        return value if isinstance(value, Path) else Path(value)


PATH = PathType()


class GamesType(click.ParamType):
    """A Games slug of an edition that took place (``podium.catalogue.editions``), as a string.

    A slug of another shape, or of Games that never were (``1999-summer-olympics``), is a
    :class:`~podium.errors.UsageError`: one line, naming the real editions nearest to it."""

    name = "str"

    def __init__(self, flag: str = "--games") -> None:
        self.flag = flag

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        from podium.catalogue import editions
        from podium.errors import UsageError
        from podium.model import Games

        slug = str(value)
        year = slug.partition("-")[0]
        try:
            if not (year.isascii() and year.isdigit()):
                raise ValueError(f"{slug[:60]!r} is not a Games slug: expected a year first (2004-summer-olympics)")
            games = Games.from_slug(slug)
        except ValueError as e:
            raise UsageError(f"{self.flag}: {e}") from None
        same = sorted(e.year for e in editions() if (e.kind, e.season) == (games.kind, games.season))
        if games.year in same:
            return games.slug
        before = [y for y in same if y < games.year][-1:]
        after = [y for y in same if y > games.year][:1]
        nearest = " and ".join(Games(y, games.season, games.kind).slug for y in before + after)
        known = f"the nearest are {nearest}" if nearest else "podium's catalogue has none of them"
        raise UsageError(f"{self.flag}: there were no {games.name} ({games.slug}); {known}")


GAMES = GamesType()


class Argument(click.Argument):
    """A positional argument with a help text: ``paths... <list[str]>`` under ``Arguments:``,
    ``{paths}...`` (required) or ``[games]`` (optional) in the usage line, ``'paths'`` in a
    "Missing argument" error. Its values are strings."""

    def __init__(self, param_decls: Sequence[str], *, help: str | None = None, **attrs: Any) -> None:
        super().__init__(param_decls, **attrs)  # Click < 8.5 takes no help for an argument
        self.help = help

    def make_metavar(self, ctx: click.Context | None = None) -> str:
        return self.name or ""

    def get_usage_pieces(self, ctx: click.Context) -> list[str]:
        name = f"{{{self.name}}}" if self.required else f"[{self.name}]"
        return [name + ("..." if self.nargs != 1 else "")]

    def get_help_record(self, ctx: click.Context) -> tuple[str, str]:
        many = self.nargs != 1
        name = f"{self.name}... <list[str]>" if many else f"{self.name} <str>"
        extra = "[required]" if self.required else ""
        return name, "  ".join(part for part in (self.help, extra) if part)


class Command(click.Command):
    """A command whose help is its usage, its text, ``Arguments:`` and ``Options:`` (a
    group's ``Commands:`` follow), its epilog."""

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        self.format_usage(ctx, formatter)
        self.format_help_text(ctx, formatter)
        self.format_options(ctx, formatter)
        self.format_epilog(ctx, formatter)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        sections: dict[str, list[tuple[str, str]]] = {"Arguments": [], "Options": []}
        for param in self.get_params(ctx):
            record = param.get_help_record(ctx)
            if record is not None:
                sections["Arguments" if isinstance(param, click.Argument) else "Options"].append(record)
        for title, records in sections.items():
            if records:
                with formatter.section(title):
                    formatter.write_dl(records)


class Group(Command, click.Group):
    """A group with podium's help layout whose commands (and subgroups) are of these classes
    and listed in the order they were added. Without arguments it prints its help on stderr
    and exits with 2 (as Click 8.2 and later do, whatever the Click)."""

    command_class = Command
    group_class = type  # a subgroup is a Group too

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_options(ctx, formatter)
        self.format_commands(ctx, formatter)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args and self.no_args_is_help and not ctx.resilient_parsing:
            click.echo(ctx.get_help(), err=True, color=ctx.color)
            ctx.exit(2)
        return super().parse_args(ctx, args)


def argument(name: str, *, help: str, required: bool = True, many: bool = False) -> Callable[[F], F]:
    """A string argument (``many``: one or more of them, a tuple); optional ones default to None."""
    attrs: dict[str, Any] = {"nargs": -1} if many else {}
    if not required:
        attrs["default"] = None
    return click.argument(name, cls=Argument, required=required, help=help, **attrs)


def option(*decls: str, help: str | None = None, type: Any = str, default: Any = None, **attrs: Any) -> Callable[[F], F]:
    """An option of ``type`` (str, int, :data:`PATH` or a tuple of choices) with podium's
    metavar (``<str>``, ``<int>``, ``<path>``, ``<text|json>``); its default shows in the help."""
    if isinstance(type, tuple):
        attrs.setdefault("metavar", f"<{'|'.join(type)}>")
        click_type: Any = click.Choice(type)
    elif isinstance(type, click.ParamType):
        attrs.setdefault("metavar", f"<{type.name}>")
        click_type = type
    else:
        attrs.setdefault("metavar", f"<{type.__name__}>")
        click_type = type
    return click.option(*decls, type=click_type, default=default, show_default=True, help=help, **attrs)


def flag(*decls: str, help: str) -> Callable[[F], F]:
    """A boolean option, off by default: ``--all``, or ``--authority/--no-authority``."""
    return click.option(*decls, is_flag=True, default=False, show_default=True, help=help)


def format_option(choices: tuple[str, ...] = TEXT_JSON, help: str | None = None) -> Callable[[F], F]:
    """``--format``, the first of ``choices`` by default."""
    return option("--format", "format", type=choices, default=choices[0], help=help)


db_option = option(
    "--db",
    help="SQLite path or SQLAlchemy URL (postgresql+psycopg://...). "
    "Default: $PODIUM_DB, else podium.sqlite in the user data folder.",
)
games_argument = argument(
    "games", required=False, help="Games slug, e.g. 2004-summer-paralympics; optional when the store holds one."
)
lang_option = option("--lang", help="Language of nation names (en, ru, zh-Hans, zh-Hant...). Default: your locale.")
text_lang_option = option(
    "--lang",
    help="Language of the text output (en, ru, zh-Hans, zh-Hant...); JSON stays English. Default: your locale.",
)
games_option = option("--games", type=GAMES, help="The Games these documents are about, when they do not say.")
