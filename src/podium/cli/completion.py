"""``podium completion SHELL``: the script that makes the shell complete podium's commands,
options and their choices (Click's shell completion, for bash, zsh and fish)."""

from __future__ import annotations

import click

from podium.cli.group import app
from podium.cli.params import argument

SHELLS = ("bash", "zsh", "fish")


@app.command()
@argument("shell", help="bash, zsh or fish.")
def completion(shell: str) -> None:
    """Print the shell's completion script for podium; source it from your shell's start-up
    file (bash: eval "$(podium completion bash)" in ~/.bashrc)."""
    from click.shell_completion import get_completion_class

    from podium.errors import UsageError

    if shell not in SHELLS:
        raise UsageError(f"completion: {shell!r} is not a shell podium completes for; choose {', '.join(SHELLS)}")
    completer = get_completion_class(shell)
    assert completer is not None
    click.echo(completer(app, {}, "podium", "_PODIUM_COMPLETE").source())
