"""The command line's own behaviour (``podium.cli.params``, ``podium.cli.group``): the help
layout, usage errors and Ctrl-C, through the real entry point."""

from __future__ import annotations

import pytest

from tests.cli.conftest import Result, Runner

COMMANDS = ["ingest", "check", "remove", "bulk", "table", "conflicts", "facts", "sources", "changes", "chart", "nation", "serve",
            "override", "overrides",
            "authority", "audit", "demo", "nations", "completion"]


def listed(help_text: str) -> list[str]:
    section = help_text.split("Commands:\n", 1)[1].split("\nExamples:\n", 1)[0]
    return [line.split()[0] for line in section.splitlines() if line.strip()]


def test_without_arguments_the_help_goes_to_stderr_with_exit_2(podium: Runner) -> None:
    bare = podium()
    assert (bare.code, bare.out) == (2, "")
    assert bare.err.splitlines()[0].endswith("podium [OPTIONS] COMMAND [ARGS]...")  # the program's name as called
    assert listed(bare.err) == COMMANDS  # in the order they were added, not sorted
    nations = podium("nations")
    assert (nations.code, listed(nations.err)) == (2, ["resolve", "list"])
    assert podium("--help").out == bare.err


def test_a_command_help_shows_its_arguments_options_and_examples(podium: Runner) -> None:
    table = podium("table", "--help")
    assert table.code == 0
    assert table.out.split("\n", 1)[1].startswith(
        "\n  The reconciled medal table, with shared ranks: its current version (the\n  latest with evidence), "
        "or the one --as-of or --as-awarded asks for.\n\nArguments:\n")
    assert table.out.splitlines()[0].endswith("podium table [OPTIONS] [GAMES]")
    assert table.out.index("Arguments:\n  GAMES  Games slug") < table.out.index("Options:\n")
    assert "--format [text|json|csv|md|ndjson|wikitext|parquet]" in table.out
    assert "-o, --output PATH" in table.out and "--db URL" in table.out and "[default: gold]" in table.out
    assert table.out.index("Options:\n") < table.out.index(
        "Examples:\n  podium table 2004-summer-paralympics\n    the reconciled medal table, ranked by gold\n")
    ingest = podium("ingest", "--help").out
    assert ingest.splitlines()[0].endswith("podium ingest [OPTIONS] PATHS...")
    assert "PATHS...  Files, folders or archives (zip, tar); - reads standard input.\n            [required]" in ingest
    assert "--authority / --no-authority" in ingest and "[default: no-authority]" in ingest
    assert "<str>" not in ingest and "list[str]" not in ingest


def test_h_is_help_everywhere_and_version_names_the_release(podium: Runner) -> None:
    from importlib.metadata import version

    assert podium("-h").out == podium("--help").out
    assert podium("nations", "resolve", "-h").out == podium("nations", "resolve", "--help").out
    assert podium("--version") == Result(0, f"podium {version('podium')}\n", "")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["table", "--format", "xml"], "podium: error: table: invalid value for '--format': 'xml' is not one of "
                                       "'text', 'json', 'csv', 'md', 'ndjson', 'wikitext', 'parquet'.\n"),
        (["serve", "--port", "abc"], "podium: error: serve: invalid value for '--port': 'abc' is not a valid integer.\n"),
        (["ingest"], "podium: error: ingest: missing argument 'paths'.\n"),
        (["tabel"], "podium: error: no such command 'tabel'; did you mean 'table'?\n"),
        (["nations", "reslove"], "podium: error: nations: no such command 'reslove'; did you mean 'resolve'?\n"),
        (["zzz"], "podium: error: no such command 'zzz'; the commands are ingest, check, remove, bulk, table, conflicts, "
                  "facts, sources, changes, chart, nation, serve, override, overrides, authority, audit, demo, nations, completion\n"),
    ],
)
def test_a_usage_error_is_one_line_and_exit_2(podium: Runner, args: list[str], message: str) -> None:
    assert podium(*args) == Result(2, "", message)


def test_an_unknown_option_is_one_line_naming_the_command(podium: Runner) -> None:
    result = podium("table", "--colour")
    assert (result.code, result.out) == (2, "")
    assert result.err.startswith("podium: error: table: no such option") and result.err.count("\n") == 1


def test_ctrl_c_in_a_command_exits_quietly_with_130(podium: Runner, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(db: str | None, existing: bool = False) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("podium.cli.tables.open_store", interrupted)
    assert podium("sources") == Result(130, "", "")


def test_a_lang_podium_has_no_words_or_names_in_is_a_usage_error(podium: Runner, db: str) -> None:
    result = podium("table", "--lang", "tlh", "--db", db)
    assert (result.code, result.out) == (2, "")
    assert result.err.startswith("podium: error: --lang 'tlh': podium has no words or nation names in that "
                                 "language; its words are in de, en, ")
    assert result.err.count("\n") == 1
    # a variant of a language podium speaks, and an older tag of one, are fine
    assert podium("nations", "list", "--lang", "de-AT", "--format", "json").code == 0
    assert podium("nations", "list", "--lang", "no", "--format", "json").json()[0]["name"] == "Afghanistan"
