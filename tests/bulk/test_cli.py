"""``podium bulk``'s bad input and failures: one line, never a traceback; Dask stays out of
``podium --help``."""

from __future__ import annotations

from pathlib import Path

from tests.bulk.conftest import Dumps, make_dump, podium
from tests.conftest import imported


def test_podium_help_imports_neither_dask_nor_mwxml() -> None:
    assert imported("from podium.cli.app import app", ["dask", "distributed", "mwxml"]) == []


def test_a_missing_source_is_bad_input_before_any_cluster_starts(tmp_path: Path) -> None:
    done = podium("bulk", str(tmp_path / "enwiki.xml.bz2"), "--db", str(tmp_path / "s.sqlite"), check=False)
    assert (done.returncode, done.stdout, done.stderr) == (
        2, "", f"podium: error: {tmp_path / 'enwiki.xml.bz2'}: no such file or folder\n")
    zero = podium("bulk", str(tmp_path), "--workers", "0", check=False)
    assert (zero.returncode, zero.stderr) == (2, "podium: error: --workers must be at least 1, not 0\n")


def test_a_broken_stream_is_refused_and_the_others_are_stored(dumps: Dumps, scheduler: str, tmp_path: Path) -> None:
    folder = tmp_path / "broken"
    folder.mkdir()
    dump, index = make_dump.write_multistream(folder, "brokenwiki-20250101", make_dump.pages(), 3)
    data = bytearray(dump.read_bytes())
    start = int(make_dump.bz2.decompress(index.read_bytes()).split(b":", 1)[0])
    data[start + 100:start + 110] = b"\0" * 10  # the first stream of pages, broken
    dump.write_bytes(bytes(data))
    done = podium("bulk", str(dump), "--scheduler", scheduler, "--db", str(tmp_path / "s.sqlite"), check=False)
    assert done.returncode == 1
    refused = [line for line in done.stderr.splitlines() if line.startswith("podium: refused: ")]
    assert refused and all(line.startswith(f"podium: refused: {dump} (bytes {start}-") and
                           line.endswith(": unreadable bz2 streams: Invalid data stream") for line in refused)
    assert done.stdout.startswith("3") and " sources written; " in done.stdout
