"""What a person types is checked before anything is stored: ``podium override`` takes only a
NOC code that took part in those Games and a value that fits the attribute; ``--games`` takes
only Games that took place. Each refusal is one line and exit 2; the store stays as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.conftest import CORPUS

GAMES = "2004-summer-paralympics"
HUGE = "9" * 5000


def dump(db: str) -> list[str]:
    with sqlite3.connect(db) as conn:
        return list(conn.iterdump())


@pytest.fixture
def athens(podium: Runner, db: str) -> str:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    return db


def canada(podium: Runner, db: str) -> tuple[int, int, int, str]:
    rows = podium("table", "--format", "json", "--db", db).json()["rows"]
    row = next(r for r in rows if r["noc"] == "CAN")
    return row["gold"], row["silver"], row["bronze"], row["status"]


@pytest.mark.parametrize(("subject", "reason"), [
    # not a NOC code: the Games' count of nations, and the nearest of their codes (none here)
    ("XXX", "XXX is not a NOC code of the 2004 Summer Paralympics (2004-summer-paralympics): the store knows 75 "
            "nations there"),
    ("xxx", "XXX is not a NOC code of the 2004 Summer Paralympics (2004-summer-paralympics): the store knows 75 "
            "nations there"),
    ("ROC", "ROC did not compete at the 2004 Summer Paralympics (2004-summer-paralympics); RUS was there"),
    ("OAR", "OAR did not compete at the 2004 Summer Paralympics (2004-summer-paralympics); RUS was there"),
    ("IOA", "IOA did not compete at the 2004 Summer Paralympics (2004-summer-paralympics)"),
    ("ÄÖÜ", "subject 'ÄÖÜ': expected a three-letter NOC code or 'games'"),
])
def test_override_refuses_a_nation_that_was_not_at_those_games(
    podium: Runner, athens: str, subject: str, reason: str
) -> None:
    before = dump(athens)
    result = podium("override", GAMES, subject, "gold", "2", "--note", "typo", "--db", athens)
    assert (result.code, result.out, result.err) == (2, "", f"podium: error: {reason}\n")
    assert dump(athens) == before
    assert podium("overrides", "--format", "json", "--db", athens).json()["overrides"] == []


@pytest.mark.parametrize(("attribute", "value", "reason"), [
    ("silver", "abc", "silver 'abc': expected a count, a whole number from 0 to 9223372036854775807"),
    ("silver", "²", "silver '²': expected a count, a whole number from 0 to 9223372036854775807"),
    ("silver", "-1", "silver -1: expected a count, a whole number from 0 to 9223372036854775807"),
    ("silver", "1.5", "silver '1.5': expected a count, a whole number from 0 to 9223372036854775807"),
    ("gold", "9223372036854775808",
     "gold 9223372036854775808: expected a count, a whole number from 0 to 9223372036854775807"),
    ("gold", HUGE, f"gold '{'9' * 40}…': expected a count, a whole number from 0 to 9223372036854775807"),
    ("rank", "0", "rank 0: expected a whole number from 1 to 9223372036854775807"),
])
def test_override_refuses_a_value_that_does_not_fit_the_attribute(
    podium: Runner, athens: str, attribute: str, value: str, reason: str
) -> None:
    before = dump(athens)
    was = canada(podium, athens)
    # after "--", a negative value is not an option
    result = podium("override", GAMES, "CAN", attribute, "--note", "checked", "--db", athens, "--", value)
    assert (result.code, result.out, result.err) == (2, "", f"podium: error: {reason}\n")
    assert dump(athens) == before
    assert canada(podium, athens) == was


@pytest.mark.parametrize(("attribute", "value", "reason"), [
    ("start_date", "2004-13-01", "start_date '2004-13-01': expected a date as YYYY-MM-DD (or YYYY-MM)"),
    ("start_date", "17 September", "start_date '17 September': expected a date as YYYY-MM-DD (or YYYY-MM)"),
    ("nations", "many", "nations 'many': expected a count, a whole number from 0 to 9223372036854775807"),
    ("edition", "0", "edition 0: expected a whole number from 1 to 9223372036854775807"),
])
def test_override_refuses_a_games_value_that_does_not_fit(
    podium: Runner, athens: str, attribute: str, value: str, reason: str
) -> None:
    before = dump(athens)
    result = podium("override", GAMES, "games", attribute, value, "--note", "checked", "--db", athens)
    assert (result.code, result.out, result.err) == (2, "", f"podium: error: {reason}\n")
    assert dump(athens) == before


def test_override_still_sets_a_count_that_fits(podium: Runner, athens: str) -> None:
    assert canada(podium, athens)[:3] == (28, 19, 25)
    # 20 breaks Canada's row (28+20+25 ≠ 72): --force sets it anyway (tests/cli/test_override_checks.py)
    result = podium("override", GAMES, "can", "silver", "20", "--note", "IPC results database", "--force",
                    "--db", athens)
    assert (result.code, result.err) == (0, "")
    assert result.out == f"override #1: {GAMES} CAN silver = 20  (IPC results database)\n"
    assert canada(podium, athens) == (28, 20, 25, "overridden")


def test_override_keeps_a_games_text_as_text(podium: Runner, athens: str) -> None:
    result = podium("override", GAMES, "games", "start_date", "2004-09-17", "--note", "IPC", "--db", athens)
    assert (result.code, result.out) == (0, f"override #1: {GAMES} games start_date = 2004-09-17  (IPC)\n")
    listed = podium("overrides", "--format", "json", "--db", athens).json()["overrides"]
    assert [(o["subject"], o["attribute"], o["value"]) for o in listed] == [("games", "start_date", "2004-09-17")]


@pytest.mark.parametrize(("games", "reason"), [
    ("1999-summer-olympics", "--games: there were no 1999 Summer Olympics (1999-summer-olympics); "
                             "the nearest are 1996-summer-olympics and 2000-summer-olympics"),
    ("2005-winter-paralympics", "--games: there were no 2005 Winter Paralympics (2005-winter-paralympics); "
                                "the nearest are 2002-winter-paralympics and 2006-winter-paralympics"),
    ("1890-summer-olympics", "--games: there were no 1890 Summer Olympics (1890-summer-olympics); "
                             "the nearest are 1896-summer-olympics"),
    ("2005-asian-games", "--games: there were no 2005 Asian Games (2005-asian-games); "
                         "the nearest are 2002-asian-games and 2006-asian-games"),
    ("²-summer-olympics", "--games: '²-summer-olympics' names no Games podium knows: give its slug "
                          "(2004-summer-olympics) or its name (2004 Summer Paralympics)"),
    ("Olympics", "--games: 'Olympics' names no Games podium knows: give its slug (2004-summer-olympics) "
                 "or its name (2004 Summer Paralympics)"),
    ("Tokyo 2020", "--games: 'Tokyo 2020' names 2020-summer-olympics and 2020-summer-paralympics; give one of them"),
    ("Paris 2008", "--games: 'Paris 2008' names no Games podium knows: give its slug (2004-summer-olympics) "
                   "or its name (2004 Summer Paralympics)"),
])
@pytest.mark.parametrize("command", ["check", "ingest"])
def test_games_option_takes_only_games_that_took_place(
    podium: Runner, db: str, tmp_path: Path, command: str, games: str, reason: str
) -> None:
    path = tmp_path / "table.csv"
    path.write_text("Rank,Nation,Gold,Silver,Bronze,Total\n1,United States,36,39,26,101\n"
                    "2,China,32,17,14,63\n3,Russia,27,27,38,92\n", encoding="utf-8")
    store = ("--db", db) if command == "ingest" else ()
    result = podium(command, str(path), "--games", games, *store)
    assert (result.code, result.out, result.err) == (2, "", f"podium: error: {reason}\n")
    assert not Path(db).exists()


def test_games_option_still_takes_real_games(podium: Runner, tmp_path: Path) -> None:
    path = tmp_path / "table.csv"
    path.write_text("Rank,Nation,Gold,Silver,Bronze,Total\n1,United States,36,39,26,101\n"
                    "2,China,32,17,14,63\n3,Russia,27,27,38,92\n", encoding="utf-8")
    result = podium("check", str(path), "--games", "2004-summer-olympics", "--format", "json")
    assert (result.code, result.err) == (0, "")
    (source,) = result.json()["sources"]
    assert (source["games"], [r["noc"] for r in source["rows"]]) == ("2004-summer-olympics", ["USA", "CHN", "RUS"])


@pytest.mark.parametrize(("given", "slug"), [
    ("2004 Summer Olympics", "2004-summer-olympics"),
    ("Summer Olympics 2004", "2004-summer-olympics"),
    ("Летние Олимпийские игры 2004", "2004-summer-olympics"),
    ("2004年夏季奥运会", "2004-summer-olympics"),
    ("Athens 2004 Paralympics", "2004-summer-paralympics"),
    ("Games of the XXVIII Olympiad", "2004-summer-olympics"),
    ("2006 Asian Games", "2006-asian-games"),
    ("Doha 2006", "2006-asian-games"),
    # the Games of 2025 and 2026 in the catalogue
    ("Glasgow 2026", "2026-commonwealth-games"),
    ("2026 Asian Games", "2026-asian-games"),
    ("2025 World Games", "2025-world-games"),
    ("Rhine-Ruhr 2025", "2025-summer-universiade"),
    ("Dakar 2026", "2026-summer-youth-olympics"),
    ("Sydney 2000 Paralympics", "2000-summer-paralympics"),
])
def test_games_option_takes_a_name_as_documents_write_it(podium: Runner, tmp_path: Path, given: str,
                                                         slug: str) -> None:
    path = tmp_path / "table.csv"
    path.write_text("Rank,Nation,Gold,Silver,Bronze,Total\n1,United States,36,39,26,101\n"
                    "2,China,32,17,14,63\n3,Russia,27,27,38,92\n", encoding="utf-8")
    result = podium("check", str(path), "--games", given, "--format", "json")
    assert (result.code, result.err) == (0, "")
    assert [s["games"] for s in result.json()["sources"]] == [slug]


@pytest.mark.parametrize(("name", "text", "golds"), [
    ("huge.csv", "2004 Summer Olympics medal table\n\nRank,Nation,Gold,Silver,Bronze,Total\n"
     f"1,United States,36,39,26,101\n2,China,{HUGE},17,14,63\n3,Russia,27,27,38,92\n", [("USA", 36), ("RUS", 27)]),
    ("huge.wiki", "The 2004 Summer Olympics medal table.\n\n{{Medals table\n"
     f"| gold_USA = 36 | silver_USA = 39 | bronze_USA = 26\n| gold_CHN = {HUGE} | silver_CHN = 17 | bronze_CHN = 14\n"
     "| gold_RUS = 27 | silver_RUS = 27 | bronze_RUS = 38\n}}\n", [("USA", 36), ("RUS", 27), ("CHN", 0)]),
    ("sup.wiki", "The 2004 Summer Olympics medal table.\n\n{{Medals table\n"
     "| gold_USA = ² | silver_USA = 39 | bronze_USA = 26\n| gold_CHN = 32 | silver_CHN = 17 | bronze_CHN = 14\n"
     "| gold_RUS = 27 | silver_RUS = 27 | bronze_RUS = 38\n}}\n", [("CHN", 32), ("RUS", 27), ("USA", 0)]),
])
def test_check_reads_a_table_with_a_number_int_refuses(
    podium: Runner, tmp_path: Path, name: str, text: str, golds: list[tuple[str, int]]
) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = podium("check", str(path), "--format", "json")
    assert result.err == ""
    (source,) = result.json()["sources"]
    assert (source["games"], [(r["noc"], r["gold"]) for r in source["rows"]]) == ("2004-summer-olympics", golds)


def test_check_of_a_medals_template_showing_no_row_is_no_table(podium: Runner, tmp_path: Path) -> None:
    path = tmp_path / "limit.wiki"
    path.write_text("The 2004 Summer Olympics medal table.\n\n{{Medals table\n| show_limit = 0\n"
                    "| gold_USA = 36 | silver_USA = 39 | bronze_USA = 26\n}}\n", encoding="utf-8")
    result = podium("check", str(path), "--format", "json")
    assert (result.code, result.err) == (0, "")
    # the document names its Games and shows no row: a source with nothing to say
    (source,) = result.json()["sources"]
    assert (source["games"], source["rows"], source["facts"], source["findings"]) == ("2004-summer-olympics", [], [], [])


def test_override_and_authority_answer_in_json_too(podium: Runner, athens: str) -> None:
    made = podium("override", GAMES, "CAN", "silver", "20", "--note", "IPC", "--force", "--format", "json",
                  "--db", athens)
    assert made.code == 0
    got = made.json()
    assert {k: got[k] for k in ("id", "games", "subject", "attribute", "value", "note", "revoked_at")} == {
        "id": 1, "games": GAMES, "subject": "CAN", "attribute": "silver", "value": 20, "note": "IPC",
        "revoked_at": None}
    undone = podium("override", "--undo", "1", "--format", "json", "--db", athens).json()
    assert (undone["id"], undone["revoked_at"] is not None) == (1, True)
    source = podium("sources", "--format", "json", "--db", athens).json()[0]["id"]
    marked = podium("authority", source[:8], "--format", "json", "--db", athens)
    assert (marked.code, marked.json()) == (0, {"source": source, "authority": True})
    assert podium("authority", source[:8], "--undo", "--format", "json", "--db", athens).json() == {
        "source": source, "authority": False}
