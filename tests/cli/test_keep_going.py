"""``podium ingest --keep-going``: the documents podium can use are stored, each refused one is
listed on stderr with its reason, and the exit code is 1; without it the ingest stays atomic."""

from __future__ import annotations

import os
from pathlib import Path

from tests.cli.conftest import Runner, podium  # noqa: F401  (pytest fixture)
from tests.cli.test_ingest_atomic import count_of_400_digits
from tests.conftest import SEEDS


def _mixed_folder(tmp_path: Path) -> tuple[Path, Path, Path, Path]:
    folder = tmp_path / "mixed"
    folder.mkdir()
    (folder / "a-ru.txt").write_bytes(SEEDS["ru"].read_bytes())
    prose = folder / "b-notes.txt"
    prose.write_text("Some notes about the weather.\n", encoding="utf-8")
    pipe = folder / "c-pipe"
    os.mkfifo(pipe)
    big = count_of_400_digits(folder)  # d file the store cannot hold
    return folder, prose, pipe, big


def test_keep_going_stores_the_good_documents_and_names_each_refused_one(
        podium: Runner, db: str, tmp_path: Path) -> None:
    folder, prose, pipe, big = _mixed_folder(tmp_path)
    result = podium("ingest", str(folder), "--keep-going", "--db", db, "--lang", "en")
    assert result.code == 1
    assert [line.split()[0] for line in result.out.splitlines()] == ["added"]
    assert str(folder / "a-ru.txt") in result.out
    refused = result.err.splitlines()
    assert [line.split(": ")[2] for line in refused] == [str(pipe), str(prose), f"cannot store {big}"]
    assert all(line.startswith("podium: refused: ") for line in refused)
    sources = podium("sources", "--format", "json", "--db", db).json()
    assert [s["origin"] for s in sources] == [str(folder / "a-ru.txt")]


def test_without_keep_going_the_same_folder_stores_nothing(podium: Runner, db: str, tmp_path: Path) -> None:
    folder, _, pipe, _ = _mixed_folder(tmp_path)
    result = podium("ingest", str(folder), "--db", db)
    assert result.code == 2
    assert result.err.startswith(f"podium: error: {pipe}: ")
    assert result.err.count("\n") == 1
    assert podium("sources", "--format", "json", "--db", db).json() == []
