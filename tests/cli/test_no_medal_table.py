"""A document with neither a medal table nor a fact: exit 2 and one line naming the file,
how many tables podium looked at and why the closest candidate was rejected."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.cli.conftest import Runner
from tests.conftest import SEEDS

STRAY_ROW = "Notes from the trip\n\nNorway 14 14 11\nsome words here\n\n| a | b |\n| c | d |\n"


def test_check_names_the_tables_looked_at_and_the_closest_rejection(podium: Runner, tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text(STRAY_ROW, encoding="utf-8")
    result = podium("check", str(path))
    assert (result.code, result.out) == (2, "")
    assert result.err == (
        f"podium: error: {path}: no medal table and no fact about a Games found (looked at 2 tables; "
        "the closest, at line 3: only 1 line of a nation with 3 or 4 medal numbers (a table needs 3))\n")


# an event's results page: it names its Games, and its table ranks athletes, not nations
RESULTS_PAGE = """Athletics at the 2010 Summer Youth Olympics – Boys' 2000 metre steeplechase

| Rank | Athlete | Time |
|---|---|---|
| 1 | Athlete One | 5:40.00 |
| 2 | Athlete Two | 5:41.00 |
"""


def test_a_page_that_names_its_games_and_holds_nothing_else_is_a_source_with_nothing_to_say(
    podium: Runner, tmp_path: Path, db: str
) -> None:
    page = tmp_path / "steeplechase.md"
    page.write_text(RESULTS_PAGE, encoding="utf-8")
    result = podium("check", str(page), "--format", "json")
    assert (result.code, result.err) == (0, "")
    (source,) = result.json()["sources"]
    assert (source["games"], source["rows"], source["facts"]) == ("2010-summer-youth-olympics", [], [])
    # in a folder, it no longer stops the ingest of the pages beside it; a page naming no
    # Games and holding nothing still does
    folder = tmp_path / "docs"
    folder.mkdir()
    page.rename(folder / page.name)
    shutil.copy(SEEDS["ru"], folder / SEEDS["ru"].name)
    stored = podium("ingest", str(folder), "--db", db)
    assert stored.code == 0, stored.err
    assert len(podium("sources", "--format", "json", "--db", db).json()) == 2
    (folder / "notes.md").write_text(STRAY_ROW, encoding="utf-8")
    refused = podium("ingest", str(folder), "--db", db)
    assert refused.code == 2 and "notes.md: no medal table and no fact about a Games found" in refused.err
