"""Shell completion: ``podium completion SHELL`` prints Click's script for that shell, and the
script's protocol completes commands, subcommands and an option's choices."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.cli.conftest import Result, Runner


@pytest.mark.parametrize(("shell", "start"), [("bash", "_podium_completion() {"), ("zsh", "#compdef podium"),
                                               ("fish", "function _podium_completion")])
def test_the_script_of_each_shell(podium: Runner, shell: str, start: str) -> None:
    result = podium("completion", shell)
    assert (result.code, result.err) == (0, "")
    assert result.out.startswith(start) and "_PODIUM_COMPLETE" in result.out


def test_a_shell_podium_does_not_complete_for_is_one_line(podium: Runner) -> None:
    assert podium("completion", "tcsh") == Result(
        2, "", "podium: error: completion: 'tcsh' is not a shell podium completes for; choose bash, zsh, fish\n")


def _complete(words: str) -> list[str]:
    env = {**os.environ, "_PODIUM_COMPLETE": "bash_complete", "COMP_WORDS": words,
           "COMP_CWORD": str(len(words.split()) - (0 if words.endswith(" ") else 1))}
    proc = subprocess.run([sys.executable, "-c", "from podium.cli import main; main()"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return [line.split(",", 1)[1] for line in proc.stdout.splitlines()]


def test_completing_commands_subcommands_and_choices() -> None:
    assert _complete("podium ta") == ["table"]
    assert _complete("podium nations ") == ["resolve", "list"]
    assert _complete("podium table --order ") == ["gold", "total", "weighted", "per-capita"]
