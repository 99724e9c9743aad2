"""Bad input: one line naming the file and the reason, exit 2, and the store exactly as it was."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.conftest import SEEDS

PNG = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489") + b"\x00" * 64
RECIPE = (
    "Borscht for four\n\n"
    "Boil 500 g of beef in 3 litres of water for 2 hours.\n"
    "Add 3 beets, 2 carrots, 1 onion and 400 g of cabbage.\n"
    "Serve with 4 spoons of sour cream.\n"
)


def dump(db: str) -> list[str]:
    with sqlite3.connect(db) as conn:
        return list(conn.iterdump())


@pytest.fixture
def stocked(podium: Runner, db: str) -> str:
    """A store that already holds one source, so 'unchanged' means something."""
    assert podium("ingest", str(SEEDS["ru"]), "--db", db).code == 0
    return db


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("empty.txt", b"", "empty file"),
        ("flag.png", PNG, "PNG image, not a text document"),
        ("borscht.txt", RECIPE.encode("utf-8"), "no medal table and no fact about a Games found (looked at 0 tables)"),
    ],
)
def test_bad_file_is_refused_and_the_store_is_unchanged(
    podium: Runner, stocked: str, tmp_path: Path, name: str, content: bytes, reason: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    before = dump(stocked)
    result = podium("ingest", str(path), "--db", stocked)
    assert result.code == 2
    assert result.out == ""
    assert result.err == f"podium: error: {path}: {reason}\n"
    assert dump(stocked) == before


def test_missing_path_is_refused(podium: Runner, stocked: str, tmp_path: Path) -> None:
    before = dump(stocked)
    missing = tmp_path / "nope.txt"
    result = podium("ingest", str(missing), "--db", stocked)
    assert (result.code, result.err) == (2, f"podium: error: {missing}: no such file or folder\n")
    assert dump(stocked) == before


def test_one_bad_file_in_a_batch_writes_nothing(podium: Runner, stocked: str, tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    before = dump(stocked)
    result = podium("ingest", str(SEEDS["zh-Hant"]), str(empty), "--db", stocked)
    assert result.code == 2
    assert result.err == f"podium: error: {empty}: empty file\n"
    assert dump(stocked) == before


def test_check_refuses_bad_input_the_same_way(podium: Runner, tmp_path: Path) -> None:
    path = tmp_path / "borscht.txt"
    path.write_text(RECIPE, encoding="utf-8")
    result = podium("check", str(path))
    assert (result.code, result.err) == (
        2, f"podium: error: {path}: no medal table and no fact about a Games found (looked at 0 tables)\n")


def test_a_table_without_games_asks_for_games(podium: Runner, tmp_path: Path, db: str) -> None:
    path = tmp_path / "table.txt"
    table = "\n".join(SEEDS["zh-Hans"].read_text(encoding="utf-8").splitlines()[17:30])
    path.write_text("Medal table\n" + table + "\n", encoding="utf-8")
    result = podium("ingest", str(path), "--db", db)
    assert result.code == 2
    assert result.err.startswith(f"podium: error: {path}: cannot tell which Games this document is about")
    ok = podium("ingest", str(path), "--db", db, "--games", "2004-summer-paralympics")
    assert ok.code == 0, ok.err
    assert ok.out.startswith("added ")


def test_a_store_of_several_games_asks_which(podium: Runner, db: str) -> None:
    tables = Path(__file__).resolve().parents[1] / "fixtures" / "tables" / "en"
    for name in ("2010-olympics-equals-ties.txt", "2022-olympics-emoji-header.md"):
        assert podium("ingest", str(tables / name), "--db", db).code == 0
    for command in ("table", "conflicts", "facts"):
        result = podium(command, "--db", db)
        assert (result.code, result.out) == (2, ""), command
        assert result.err == ("podium: error: the store holds several Games; give one as the GAMES argument "
                              "(e.g. 2022-winter-olympics): 2010-winter-olympics, 2022-winter-olympics\n"), command
    assert podium("table", "2010-winter-olympics", "--db", db, "--format", "json").json()["games"] == {
        "slug": "2010-winter-olympics", "name": "2010 Winter Olympics"}
    missing = podium("table", "2014-winter-olympics", "--db", db)
    assert (missing.code, missing.err) == (2, "podium: error: no Games '2014-winter-olympics' in the store "
                                              "(Games there: 2010-winter-olympics, 2022-winter-olympics)\n")


def test_the_installed_command_prints_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "flag.png"
    path.write_bytes(PNG)
    proc = subprocess.run(
        [sys.executable, "-m", "podium.cli", "check", str(path)],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 2
    assert proc.stderr == f"podium: error: {path}: PNG image, not a text document\n"
    assert "Traceback" not in proc.stdout + proc.stderr


@pytest.mark.parametrize("command", [["table"], ["conflicts"], ["facts"], ["check", str(SEEDS["ru"])]])
def test_a_malformed_language_tag_is_one_line_and_exit_2(podium: Runner, stocked: str, command: list[str]) -> None:
    bad = podium(*command, "--db", stocked, "--lang", "<x>") if command[0] != "check" else podium(*command, "--lang", "<x>")
    assert (bad.code, bad.out) == (2, "")
    assert bad.err == "podium: error: --lang '<x>': expected a language tag such as en, ru, zh-Hans\n"


def test_podium_lang_may_be_spelt_as_a_locale_and_is_checked(
    podium: Runner, stocked: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PODIUM_LANG", "ru_RU.UTF-8")
    assert podium("conflicts", "--db", stocked).out == "Расхождений нет: все источники согласны во всех значениях.\n"
    monkeypatch.setenv("PODIUM_LANG", "russian!")
    bad = podium("conflicts", "--db", stocked)
    assert (bad.code, bad.err) == (2, "podium: error: PODIUM_LANG 'russian!': expected a language tag such as en, ru, zh-Hans\n")


@pytest.mark.parametrize("command", [["table"], ["conflicts"], ["facts"], ["sources"], ["audit"], ["overrides"]])
def test_a_read_command_on_a_db_that_is_not_there_says_so_and_makes_nothing(
    podium: Runner, tmp_path: Path, command: list[str]
) -> None:
    missing = tmp_path / "no" / "such" / "store.sqlite"
    result = podium(*command, "--db", str(missing))
    assert (result.code, result.out) == (2, "")
    assert result.err == f"podium: error: no store at {missing}; `podium ingest PATH... --db {missing}` makes one\n"
    assert not (tmp_path / "no").exists()
