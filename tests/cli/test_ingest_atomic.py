"""One ``podium ingest`` is one transaction: a document that cannot be stored, anywhere in the
inputs, leaves the store byte for byte as it was, with one line naming the file and the reason."""

from __future__ import annotations

import gc
import sqlite3
from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.conftest import SEEDS

ZH_HANS = SEEDS["zh-Hans"].read_text(encoding="utf-8")
CHINA = "1 中国 63 46 32 141"
assert CHINA in ZH_HANS


def nul_in_utf16(folder: Path) -> Path:
    """A UTF-16 document whose decoded text holds U+0000 (``check`` reads it)."""
    first, rest = ZH_HANS.split("\n", 1)
    path = folder / "z-nul.txt"
    path.write_bytes(b"\xff\xfe" + (first + "\x00\n" + rest).encode("utf-16-le"))
    return path


def count_of_400_digits(folder: Path) -> Path:
    """A medal count no backend holds as an integer (and no float either)."""
    path = folder / "z-big.txt"
    path.write_text(ZH_HANS.replace(CHINA, "1 中国 " + "9" * 400 + " 46 32 141"), encoding="utf-8")
    return path


def files(db: str) -> dict[str, bytes]:
    """The bytes of the store's file and of its journals, once every connection is closed."""
    gc.collect()  # an in-process run may leave its engine's connections to the collector
    return {p.name: p.read_bytes() for p in sorted(Path(db).parent.glob(Path(db).name + "*"))}


def dump(db: str) -> list[str]:
    with sqlite3.connect(db) as conn:
        return list(conn.iterdump())


@pytest.fixture
def stocked(podium: Runner, db: str) -> str:
    """A store that already holds one source, its journal folded into the file."""
    assert podium("ingest", str(SEEDS["ru"]), "--db", db).code == 0
    gc.collect()
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return db


@pytest.mark.parametrize("bad", [nul_in_utf16, count_of_400_digits], ids=["nul", "400-digits"])
def test_a_folder_whose_last_document_cannot_be_stored_writes_nothing(
    podium: Runner, stocked: str, tmp_path: Path, bad: object
) -> None:
    folder = tmp_path / "mixed"
    folder.mkdir()
    (folder / "a-zh-hant.txt").write_bytes(SEEDS["zh-Hant"].read_bytes())
    (folder / "b-zh-hans.txt").write_bytes(SEEDS["zh-Hans"].read_bytes())
    assert callable(bad)
    last = bad(folder)
    assert sorted(folder.iterdir())[-1] == last
    # the bad document is read and checked like any other
    assert podium("check", str(last)).code in (0, 1)

    before, rows = files(stocked), dump(stocked)
    result = podium("ingest", str(folder), "--db", stocked)
    assert result.code == 2
    assert result.out == ""
    assert result.err.startswith(f"podium: error: cannot store {last}: ")
    assert result.err.count("\n") == 1
    assert dump(stocked) == rows
    assert files(stocked) == before


def test_an_ingest_while_another_connection_reads_succeeds(podium: Runner, stocked: str) -> None:
    reader = sqlite3.connect(stocked, isolation_level=None)
    try:
        reader.execute("BEGIN")
        assert reader.execute("SELECT count(*) FROM sources").fetchone() == (1,)
        result = podium("ingest", str(SEEDS["zh-Hant"]), "--db", stocked)
        assert (result.code, result.err) == (0, "")
        assert result.out.startswith("added ")
        # the reader keeps the moment it began at; a new read sees the new source
        assert reader.execute("SELECT count(*) FROM sources").fetchone() == (1,)
        reader.execute("COMMIT")
        assert reader.execute("SELECT count(*) FROM sources").fetchone() == (2,)
    finally:
        reader.close()
