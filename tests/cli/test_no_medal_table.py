"""A document with neither a medal table nor a fact: exit 2 and one line naming the file,
how many tables podium looked at and why the closest candidate was rejected."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Runner

STRAY_ROW = "Notes from the trip\n\nNorway 14 14 11\nsome words here\n\n| a | b |\n| c | d |\n"


def test_check_names_the_tables_looked_at_and_the_closest_rejection(podium: Runner, tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text(STRAY_ROW, encoding="utf-8")
    result = podium("check", str(path))
    assert (result.code, result.out) == (2, "")
    assert result.err == (
        f"podium: error: {path}: no medal table and no fact about a Games found (looked at 2 tables; "
        "the closest, at line 3: only 1 line of a nation with 3 or 4 medal numbers (a table needs 3))\n")
