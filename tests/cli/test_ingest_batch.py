"""``podium ingest --batch N``: every N documents a transaction of their own, their lines
printed as it commits; a failed batch leaves the earlier ones and says so. No progress bar
when stderr is not a terminal."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.cli.test_ingest_atomic import nul_in_utf16
from tests.conftest import SEEDS


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, key in (("a-ru.txt", "ru"), ("b-zh-hant.txt", "zh-Hant"), ("c-zh-hans.txt", "zh-Hans")):
        (folder / name).write_bytes(SEEDS[key].read_bytes())
    return folder


def origins(db: str) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [Path(o).name for (o,) in conn.execute("SELECT origin FROM sources ORDER BY origin")]


def test_batches_of_one_store_every_document_and_print_a_line_for_each(podium: Runner, db: str,
                                                                       folder: Path) -> None:
    result = podium("ingest", str(folder), "--batch", "1", "--db", db)
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert [line.split()[0] for line in lines] == ["added"] * 3
    assert [Path(line.split()[-1]).name for line in lines] == ["a-ru.txt", "b-zh-hant.txt", "c-zh-hans.txt"]
    assert result.err == ""  # not a terminal: no progress bar
    assert origins(db) == ["a-ru.txt", "b-zh-hant.txt", "c-zh-hans.txt"]
    assert podium("table", "--format", "json", "--db", db).json()["rows"][0]["noc"] == "CHN"


def test_a_failed_batch_leaves_the_earlier_ones_and_says_so(podium: Runner, db: str, folder: Path) -> None:
    bad = nul_in_utf16(folder)  # z-nul.txt: the last document, in the second batch
    result = podium("ingest", str(folder), "--batch", "2", "--db", db)
    assert result.code == 2
    assert [Path(line.split()[-1]).name for line in result.out.splitlines()] == ["a-ru.txt", "b-zh-hant.txt"]
    assert result.err.startswith(f"podium: error: cannot store {bad}: ")
    assert result.err.endswith(" (batch 2 of 2 not stored; the 1 before it, 2 documents, are)\n")
    assert result.err.count("\n") == 1
    assert origins(db) == ["a-ru.txt", "b-zh-hant.txt"]


def test_without_batch_a_failure_stores_nothing(podium: Runner, db: str, folder: Path) -> None:
    nul_in_utf16(folder)
    result = podium("ingest", str(folder), "--db", db)
    assert result.code == 2 and result.out == ""
    assert origins(db) == []


def test_a_bad_document_of_the_first_batch_is_the_plain_error(podium: Runner, db: str, tmp_path: Path) -> None:
    folder = tmp_path / "bad-first"
    folder.mkdir()
    bad = nul_in_utf16(folder)
    (folder / "zz-ru.txt").write_bytes(SEEDS["ru"].read_bytes())
    result = podium("ingest", str(folder), "--batch", "1", "--db", db)
    assert result.code == 2 and result.out == ""
    assert result.err.startswith(f"podium: error: cannot store {bad}: ") and "batch" not in result.err


def test_keep_going_with_batches_names_each_refused_document(podium: Runner, db: str, folder: Path) -> None:
    bad = nul_in_utf16(folder)
    result = podium("ingest", str(folder), "--batch", "2", "--keep-going", "--db", db)
    assert result.code == 1
    assert len(result.out.splitlines()) == 3
    assert result.err.startswith(f"podium: refused: cannot store {bad}: ") and result.err.count("\n") == 1
    assert origins(db) == ["a-ru.txt", "b-zh-hant.txt", "c-zh-hans.txt"]


@pytest.mark.parametrize("given", ["0", "-3", "x"])
def test_a_batch_is_at_least_one_document(podium: Runner, db: str, folder: Path, given: str) -> None:
    result = podium("ingest", str(folder), "--batch", given, "--db", db)
    assert result.code == 2 and "--batch" in result.err
    assert not Path(db).exists() or origins(db) == []


def test_a_long_ingest_shows_its_progress_on_a_terminal(podium: Runner, db: str, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    from rich.console import Console

    from podium.cli import console

    folder = tmp_path / "many"
    folder.mkdir()
    text = SEEDS["ru"].read_text(encoding="utf-8")
    for n in range(6):  # six copies, each with China's bronze changed
        (folder / f"{n}.txt").write_text(text.replace("| 63 | 46 | 32 | 141 |", f"| 63 | 46 | {32 + n} | {141 + n} |"),
                                         encoding="utf-8")
    screen = io.StringIO()
    monkeypatch.setattr(console, "err", Console(file=screen, force_terminal=True, width=120))
    result = podium("ingest", str(folder), "--db", db)
    assert result.code == 0
    assert len(result.out.splitlines()) == 6
    shown = screen.getvalue()
    assert "reading" in shown and "storing" in shown and "deciding" in shown
