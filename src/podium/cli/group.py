"""The ``podium`` command group, on which each command module registers its commands
(``podium.cli.app`` imports them all, in the order ``podium --help`` lists them)."""

from __future__ import annotations

from typing import Any

import click

from podium.cli.params import Group


class Podium(Group):
    """The root group. A Ctrl-C in a command ends podium quietly with exit code 130 (Click
    alone would print "Aborted!" and exit with 1)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            raise click.exceptions.Exit(130) from None


app = Podium(
    name="podium",
    help="Medal tables and event facts of multi-sport Games, reconciled from documents "
    "in any language; every number traceable to its sources.",
    no_args_is_help=True,
)
click.version_option(package_name="podium", prog_name="podium", message="%(prog)s %(version)s")(app)
