"""podium's command line: thin commands over the library, on Click.

Each command opens the store, calls one library function and prints the result as text
(Rich tables), JSON (the shapes of ``podium.export.shapes``) or an export. The commands
live by subject in the modules imported below, each registering itself on the ``podium``
group (``podium.cli.group``); ``main`` runs the group. Every ``PodiumError`` becomes one
line on stderr and exit code 2, as does a usage error: ``podium: error: table: invalid value
for '--format': 'xml' is not one of 'text', 'json', ...``.

Start-up time matters here (``benchmarks/cli_startup.py``): the command modules import
only Click and each other at module level; a command imports what it needs (the store,
Rich, the exporters) inside its function.
"""

from __future__ import annotations

import sys

from podium.cli.group import app
from podium.errors import PodiumError

# isort: off
# the order `podium --help` lists the commands in: documents, the store, serving, people, the demo, nations,
# the shell's completion
from podium.cli import ingest, bulk, tables, versions, history, serve, people, demo, nations, completion

# isort: on

#: each module registers its commands on ``app`` when imported
COMMAND_MODULES = (ingest, bulk, tables, versions, history, serve, people, demo, nations, completion)


def main() -> None:
    """Console entry point: run the app, turning podium's errors and usage errors into one
    line and exit 2."""
    import click

    from podium.kept import remembered

    try:
        with remembered():  # the languages' patterns and lexicons, made once, not in every process
            code = app(prog_name="podium", standalone_mode=False)
    except PodiumError as e:
        _fail(e.message)
    except click.UsageError as e:
        from podium.cli.params import command_names

        command = " ".join(command_names(e.ctx))
        message = e.format_message()
        _fail(f"{command}: {message[:1].lower()}{message[1:]}" if command else message)
    except click.ClickException as e:  # a file option Click could not open
        _fail(e.format_message())
    except click.exceptions.Abort:
        sys.exit(130)
    except KeyboardInterrupt:
        from podium.cli.console import err

        err.print("podium: interrupted")
        sys.exit(130)
    sys.exit(code if isinstance(code, int) else 0)


def _fail(message: str) -> None:
    from podium.cli.console import err

    err.print(f"podium: error: {message}", markup=False)
    sys.exit(2)


if __name__ == "__main__":
    main()
