"""The command line's own behaviour (``podium.cli.params``, ``podium.cli.group``): the help
layout, usage errors and Ctrl-C, through the real entry point."""

from __future__ import annotations

import pytest

from tests.cli.conftest import Result, Runner

COMMANDS = ["ingest", "check", "table", "conflicts", "facts", "sources", "serve", "override", "overrides",
            "authority", "audit", "demo", "nations"]


def listed(help_text: str) -> list[str]:
    section = help_text.split("Commands:\n", 1)[1]
    return [line.split()[0] for line in section.splitlines() if line.strip()]


def test_without_arguments_the_help_goes_to_stderr_with_exit_2(podium: Runner) -> None:
    bare = podium()
    assert (bare.code, bare.out) == (2, "")
    assert bare.err.splitlines()[0].endswith("podium [OPTIONS] COMMAND [ARGS]...")  # the program's name as called
    assert listed(bare.err) == COMMANDS  # in the order they were added, not sorted
    nations = podium("nations")
    assert (nations.code, listed(nations.err)) == (2, ["resolve", "list"])
    assert podium("--help").out == bare.err


def test_a_command_help_shows_its_arguments_and_options(podium: Runner) -> None:
    table = podium("table", "--help")
    assert table.code == 0
    assert table.out.split("\n", 1)[1].startswith("\n  The reconciled medal table, with shared ranks.\n\nArguments:\n")
    assert table.out.splitlines()[0].endswith("podium table [OPTIONS] [games]")
    assert table.out.index("Arguments:\n  games <str>  Games slug") < table.out.index("Options:\n")
    assert "--format <text|json|csv|md|ndjson|wikitext|parquet>" in table.out
    assert "-o, --output <path>" in table.out and "[default: gold]" in table.out
    ingest = podium("ingest", "--help").out
    assert ingest.splitlines()[0].endswith("podium ingest [OPTIONS] {paths}...")
    assert "paths... <list[str]>  Files, folders or archives (zip, tar).  [required]" in ingest
    assert "--authority / --no-authority" in ingest and "[default: no-authority]" in ingest


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["table", "--format", "xml"], "Error: Invalid value for '--format': 'xml' is not one of 'text', 'json', "),
        (["serve", "--port", "abc"], "Error: Invalid value for '--port': 'abc' is not a valid integer."),
        (["ingest"], "Error: Missing argument 'paths'."),
        (["bogus"], "Error: No such command 'bogus'."),
    ],
)
def test_a_usage_error_is_clicks_message_and_exit_2(podium: Runner, args: list[str], message: str) -> None:
    result = podium(*args)
    assert (result.code, result.out) == (2, "")
    assert message in result.err


def test_ctrl_c_in_a_command_exits_quietly_with_130(podium: Runner, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(db: str | None) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("podium.cli.tables.open_store", interrupted)
    assert podium("sources") == Result(130, "", "")
