"""Every example in the help (``podium/cli/data/examples.toml``) is a command line Click
accepts: its command exists and its options and arguments parse. A command without examples
fails here too."""

from __future__ import annotations

import shlex

import click
import pytest

from podium.cli.app import app
from podium.cli.examples import example_paths, examples


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[str]:
    out = []
    for name, command in group.commands.items():
        out.append(" ".join((*prefix, name)))
        if isinstance(command, click.Group):
            out += _commands(command, (*prefix, name))
    return out


def _podium_calls(line: str) -> list[list[str]]:
    """The podium invocations of an example line (``cat x | podium check -``, ``a && b``,
    ``podium completion bash > file``)."""
    calls, current = [], None
    for word in shlex.split(line):
        if word in ("|", "&&", ";") or word.startswith((">", "<")):
            current = None
        elif word == "podium" and current is None:
            current = []
            calls.append(current)
        elif current is not None:
            current.append(word)
    return calls


def _parse(args: list[str]) -> str:
    """Parse ``args`` as the podium command line would, down to the command; its path."""
    ctx = app.make_context("podium", list(args))
    command: click.Command = app
    while isinstance(command, click.Group):
        rest = [*ctx._protected_args, *ctx.args] if hasattr(ctx, "_protected_args") else [*ctx.protected_args, *ctx.args]
        if not rest:
            break
        name, sub, rest = command.resolve_command(ctx, rest)
        assert sub is not None and name is not None
        ctx = sub.make_context(name, rest, parent=ctx)
        command = sub
    return ctx.command_path


@pytest.mark.parametrize("path", _commands(app))
def test_every_command_has_examples(path: str) -> None:
    assert examples(path.split()), path


@pytest.mark.parametrize("path", example_paths())
def test_each_example_parses_as_the_command_it_illustrates(path: str) -> None:
    for line, does in examples([] if path == "podium" else path.split()):
        assert does and does[0].islower(), line
        calls = _podium_calls(line)
        assert calls, line
        paths = [_parse(call) for call in calls]
        if path != "podium":
            assert paths[-1] == f"podium {path}" or paths[-1].startswith(f"podium {path} "), line
