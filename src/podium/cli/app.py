"""podium's command line: thin commands over the library, on Click.

Each command opens the store, calls one library function and prints the result as text
(Rich tables), JSON (the shapes of ``podium.export.shapes``) or an export. The commands
live by subject in the modules imported below, each registering itself on the ``podium``
group (``podium.cli.group``); ``main`` runs the group. Every ``PodiumError`` becomes one
line on stderr and exit code 2, as does a usage error (with Click's message).

Start-up time matters here (``benchmarks/cli_startup.py``): the command modules import
only Click and each other at module level; a command imports what it needs (the store,
Rich, the exporters) inside its function.
"""

from __future__ import annotations

import sys

from podium.cli.group import app
from podium.errors import PodiumError

# isort: off
# the order `podium --help` lists the commands in: documents, the store, serving, people, the demo, nations
from podium.cli import ingest, tables, serve, people, demo, nations

# isort: on

#: each module registers its commands on ``app`` when imported
COMMAND_MODULES = (ingest, tables, serve, people, demo, nations)


def main() -> None:
    """Console entry point: run the app, turning podium's errors into one line and exit 2."""
    try:
        app()
    except PodiumError as e:
        from podium.cli.console import err

        err.print(f"podium: error: {e.message}", markup=False)
        sys.exit(2)
    except KeyboardInterrupt:
        from podium.cli.console import err

        err.print("podium: interrupted")
        sys.exit(130)


if __name__ == "__main__":
    main()
