"""The command line's building blocks on Click: commands, groups and arguments with podium's
help layout, and the options several commands share.

The help reads as the Unix tools' does: an ``Arguments:`` section with each argument's help
before ``Options:``, an argument in capitals (``PATHS...`` required, ``[GAMES]`` optional),
an option's value named for what it is (``--db URL``, ``--port N``, ``-o PATH``,
``--format [text|json]``), then the command's examples (``podium.cli.examples``), and a
group's commands in the order they were added. ``-h`` is ``--help`` everywhere. Nothing here
imports more than Click: ``podium --help`` loads this module.
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
ORDERS = ("gold", "total", "weighted", "per-capita")  # podium.rank.ORDERS (tests/cli/test_per_capita.py)


class PathType(click.ParamType):
    """A file path, as a ``pathlib.Path`` (imported only when an option is given one)."""

    name = "path"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Path:
        from pathlib import Path

        return value if isinstance(value, Path) else Path(value)


PATH = PathType()


class GamesType(click.ParamType):
    """A Games slug of an edition that took place (``podium.catalogue.editions``), as a string,
    given as the slug or by a name as documents write it (``2004 Summer Paralympics``,
    ``Tokyo 2020``, ``Летние Олимпийские игры 2014``: ``podium.extract.games.games_named``).

    A slug of Games that never were (``1999-summer-olympics``) is a
    :class:`~podium.errors.UsageError`: one line, naming the real editions nearest to it; so
    is a name that names no Games, or several (``Tokyo 2020``: say which)."""

    name = "games"

    def __init__(self, flag: str = "--games") -> None:
        self.flag = flag

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        from podium.catalogue import editions
        from podium.errors import UsageError
        from podium.model import Games

        slug = str(value)
        year = slug.partition("-")[0]
        try:
            if not (year.isascii() and year.isdigit()) or " " in slug.strip():
                return self._named(slug)
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


    def _named(self, name: str) -> str:
        """The slug of the one Games ``name`` names, else a UsageError saying why not."""
        from podium.errors import UsageError
        from podium.extract.games import games_named

        named = games_named(name)
        if len(named) == 1:
            return named[0].slug
        shown = repr(name[:60])
        if named:
            raise UsageError(f"{self.flag}: {shown} names {' and '.join(g.slug for g in named)}; give one of them")
        raise UsageError(f"{self.flag}: {shown} names no Games podium knows: give its slug (2004-summer-olympics) "
                         "or its name (2004 Summer Paralympics)")


GAMES = GamesType()


class TimeType(click.ParamType):
    """The time a table speaks for (``Claim.as_of``): a date ``YYYY-MM-DD``, or, where
    ``words`` allows, ``final`` (``awarded``: the table as awarded) or ``corrected``. Anything
    else is a :class:`~podium.errors.UsageError` of one line."""

    name = "date"

    def __init__(self, words: bool) -> None:
        self.words = words

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        import datetime as dt

        from podium.errors import UsageError

        text = str(value).strip().lower()
        if self.words and text in ("final", "awarded", "corrected"):
            return "final" if text == "awarded" else text
        try:
            return dt.date.fromisoformat(text).isoformat()
        except ValueError:
            allowed = "a date (YYYY-MM-DD), final or corrected" if self.words else "a date (YYYY-MM-DD)"
            raise UsageError(f"--as-of {value!r}: give {allowed}") from None


#: ``ingest --as-of``: a date, final or corrected; ``table --as-of``: a date.
TIME = TimeType(words=True)
DAY = TimeType(words=False)


class Argument(click.Argument):
    """A positional argument with a help text: ``PATHS...`` under ``Arguments:`` and in the
    usage line (``[GAMES]`` when optional), ``'paths'`` in a "Missing argument" error. Its
    values are strings."""

    def __init__(self, param_decls: Sequence[str], *, help: str | None = None, **attrs: Any) -> None:
        super().__init__(param_decls, **attrs)  # Click < 8.5 takes no help for an argument
        self.help = help

    def make_metavar(self, ctx: click.Context | None = None) -> str:
        return self.name or ""

    def _shown(self) -> str:
        return (self.name or "").upper() + ("..." if self.nargs != 1 else "")

    def get_usage_pieces(self, ctx: click.Context) -> list[str]:
        return [self._shown() if self.required else f"[{self._shown()}]"]

    def get_help_record(self, ctx: click.Context) -> tuple[str, str]:
        extra = "[required]" if self.required else ""
        return self._shown(), "  ".join(part for part in (self.help, extra) if part)


def command_names(ctx: click.Context | None) -> list[str]:
    """The names of the command ``ctx`` runs, without the program's (``["nations", "resolve"]``)."""
    names = []
    while ctx is not None and ctx.parent is not None:
        names.append(ctx.info_name or "")
        ctx = ctx.parent
    return names[::-1]


HELP_OPTIONS = {"help_option_names": ["-h", "--help"]}


class Command(click.Command):
    """A command whose help is its usage, its text, ``Arguments:`` and ``Options:`` (a
    group's ``Commands:`` follow), its examples (``podium.cli.examples``), its epilog."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("context_settings", HELP_OPTIONS)
        super().__init__(*args, **kwargs)

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        self.format_usage(ctx, formatter)
        self.format_help_text(ctx, formatter)
        self.format_options(ctx, formatter)
        self.format_examples(ctx, formatter)
        self.format_epilog(ctx, formatter)

    def format_examples(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from podium.cli.examples import examples

        shown = examples(command_names(ctx))
        if shown:
            with formatter.section("Examples"):
                for line, note in shown:
                    formatter.write(f"{'':>{formatter.current_indent}}{line}\n")
                    with formatter.indentation():
                        formatter.write_text(note)

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
    and exits with 2 (as Click 8.2 and later do, whatever the Click); a mistyped command says
    which it may be."""

    command_class = Command
    group_class = type  # a subgroup is a Group too

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_options(ctx, formatter)
        self.format_commands(ctx, formatter)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None, list[str]]:
        name = click.utils.make_str(args[0]) if args else ""
        if args and name not in self.commands and not name.startswith("-"):
            import difflib

            near = difflib.get_close_matches(name, list(self.commands), n=1, cutoff=0.6)
            hint = f"; did you mean {near[0]!r}?" if near else f"; the commands are {', '.join(self.commands)}"
            raise click.UsageError(f"no such command {name!r}{hint}", ctx)
        return super().resolve_command(ctx, args)

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


#: an option's value as the help names it, by option (else by type: ``N``, ``PATH``, ``TEXT``)
_METAVARS = {"--db": "URL", "--lang": "LANG", "--games": "GAMES", "--host": "HOST", "--as-of": "DATE",
             "--token": "TOKEN", "--scheduler": "ADDRESS", "--note": "TEXT"}


def option(*decls: str, help: str | None = None, type: Any = str, default: Any = None, **attrs: Any) -> Callable[[F], F]:
    """An option of ``type`` (str, int, :data:`PATH` or a tuple of choices), its value named
    for what it is (``--db URL``, ``--port N``, ``-o PATH``, ``--format [text|json]``); its
    default shows in the help."""
    named = next((_METAVARS[d] for d in decls if d in _METAVARS), None)
    if isinstance(type, tuple):
        attrs.setdefault("metavar", f"[{'|'.join(type)}]")
        click_type: Any = click.Choice(type)
    elif isinstance(type, click.ParamType):
        attrs.setdefault("metavar", named or type.name.upper())
        click_type = type
    else:
        attrs.setdefault("metavar", named or {int: "N", float: "NUMBER"}.get(type, "TEXT"))
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
games_option = option("--games", type=GAMES, help="The Games these documents are about, when they do not say: "
                      "a slug (2004-summer-paralympics) or a name (2004 Summer Paralympics).")
