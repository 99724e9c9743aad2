"""podium's command line: thin commands over the library, on Click.

Each command opens the store, calls one library function and prints the result as text
(Rich tables), JSON (the shapes of ``podium.export.shapes``) or an export. The commands
live by subject in the modules imported below, each registering itself on the ``podium``
group (``podium.cli.group``); ``main`` runs the group, and ``run`` (the ``podium`` command)
runs ``main`` and ends the process. Every ``PodiumError`` becomes one
line on stderr and exit code 2, as does a usage error: ``podium: error: table: invalid value
for '--format': 'xml' is not one of 'text', 'json', ...``.

Start-up time matters here (``benchmarks/cli_startup.py``): the command modules import
only Click and each other at module level; a command imports what it needs (the store,
Rich, the exporters) inside its function.
"""

from __future__ import annotations

import sys
from typing import NoReturn

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


def run() -> NoReturn:
    """The ``podium`` command (the console script, ``python -m podium.cli``): ``main``, then the
    process ends once what it made is written, without tearing the interpreter down.

    Python's own end frees every module's objects one by one, SQLAlchemy's and numpy's
    registries among them: 0.1 s after a command that only read, 0.2 s after an ingest, of a
    command that takes 0.3 s to 2 s, for a process that is ending anyway. What that end does
    that matters is done here first: the exit handlers run (each store's engine disposed, its
    WAL folded into its file; pools, clusters and temporary folders closed), then the output
    is flushed. While another thread is still running (a cluster's, a pool's), when the
    output cannot be flushed (a closed pipe), or when a tracer or a profiler watches the
    process (coverage, ``python -m cProfile``: they write what they saw as it ends), the
    interpreter ends as it always does.
    Tests call ``main`` itself, which raises ``SystemExit`` as Click's commands do."""
    import atexit
    import os
    import threading

    try:
        main()
    except SystemExit as done:
        code = done.code
    else:
        code = 0
    running = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    watched = sys.gettrace() is not None or sys.getprofile() is not None
    if running or watched or not (code is None or isinstance(code, int)):
        sys.exit(code)  # Python's own end: it waits for the threads, prints a message given as the code
    atexit._run_exitfuncs()  # what Python's end would run first; each handler runs once
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        sys.exit(code)  # Python's own end reports what could not be written, as it always did
    os._exit(code or 0)


def _fail(message: str) -> None:
    from podium.cli.console import err

    err.print(f"podium: error: {message}", markup=False)
    sys.exit(2)


if __name__ == "__main__":
    main()
