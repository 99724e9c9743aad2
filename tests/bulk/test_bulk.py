"""``podium bulk`` on a real Dask cluster and on a LocalCluster gives exactly the store that
``podium ingest`` of the same pages gives; a run killed half-way and run again too."""

from __future__ import annotations

import re
import shutil
import signal
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from podium.store import SourceRecord, open_store
from tests.bulk.conftest import Dumps, env, kept_pages, podium, view

#: 25 pages about Games in 16 languages (one the target of a redirect), 16 Games
SUMMARY = "37 pages read; 25 kept; 25 sources written; 16 Games decided"


@pytest.fixture(scope="module")
def bulked(dumps: Dumps, scheduler: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A store made by ``podium bulk`` of the multistream dump on the real cluster, and what it printed."""
    db = tmp_path_factory.mktemp("bulked") / "bulk.sqlite"
    done = podium("bulk", str(dumps.multistream), "--scheduler", scheduler, "--workers", "2", "--db", str(db))
    return db, done.stdout.strip()


def test_bulk_on_a_real_cluster_gives_what_ingest_gives(bulked: tuple[Path, str], dumps: Dumps, scheduler: str,
                                                        expected: dict[str, Any], tmp_path: Path) -> None:
    db, printed = bulked
    assert printed == SUMMARY
    assert view(db) == expected
    again = tmp_path / "again.sqlite"
    shutil.copy(db, again)
    done = podium("bulk", str(dumps.multistream), "--scheduler", scheduler, "--db", str(again))
    assert done.stdout.strip() == "37 pages read; 0 kept; 0 sources written; 0 Games decided; " \
        "13 partitions done by an earlier run"
    assert view(again) == expected


def test_bulk_of_a_folder_and_an_archive_gives_what_ingest_gives(scheduler: str, expected: dict[str, Any],
                                                              tmp_path: Path) -> None:
    pages = kept_pages(tmp_path / "pages")
    archive = tmp_path / "pages.zip"
    with zipfile.ZipFile(archive, "w") as packed:  # the same documents again, without their titles
        for page in sorted(pages.glob("page-*.txt")):
            packed.write(page, page.name)
    db = tmp_path / "bulk.sqlite"
    done = podium("bulk", str(pages), str(archive), "--scheduler", scheduler, "--db", str(db))
    assert done.stdout.strip() == "0 pages read; 0 kept; 50 documents kept; 25 sources written; 16 Games decided"
    assert view(db) == expected


def test_bulk_on_a_local_cluster_reads_a_dump_in_one_stream(dumps: Dumps, expected: dict[str, Any],
                                                          tmp_path: Path) -> None:
    db = tmp_path / "bulk.sqlite"
    done = podium("bulk", str(dumps.single), "--workers", "1", "--db", str(db))
    assert done.stdout.strip() == SUMMARY
    assert view(db) == expected


def test_a_newer_revision_is_a_new_version_of_its_source(bulked: tuple[Path, str], dumps: Dumps, scheduler: str,
                                                          tmp_path: Path) -> None:
    db = tmp_path / "bulk.sqlite"
    shutil.copy(bulked[0], db)
    done = podium("bulk", str(dumps.next), "--scheduler", scheduler, "--db", str(db))
    assert done.stdout.strip() == "37 pages read; 25 kept; 1 sources written; 1 Games decided"
    origins = sorted(s.origin for s in sources(db) if "2000 Summer Paralympics" in s.origin)
    assert [o.split("!", 1)[1] for o in origins] == ["2000 Summer Paralympics?oldid=1252",
                                                     "2000 Summer Paralympics?oldid=6252"]


def sources(db: Path) -> list[SourceRecord]:
    with open_store(str(db)) as store:
        return store.sources()


def _killed(args: list[str], after: str) -> None:
    """Run ``podium ARGS`` and kill it (SIGKILL) once it has printed a line that ``after`` matches."""
    process = subprocess.Popen([sys.executable, "-m", "podium.cli", *args], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, env=env())
    assert process.stderr is not None
    try:
        for line in process.stderr:
            if re.search(after, line):
                process.send_signal(signal.SIGKILL)
                break
        else:
            raise AssertionError(f"podium {' '.join(args)} ended before printing {after!r}")
    finally:
        process.wait(timeout=60)
    assert process.returncode == -signal.SIGKILL


def test_a_run_killed_half_way_and_run_again_gives_the_same_store(dumps: Dumps, scheduler: str,
                                                                 expected: dict[str, Any], tmp_path: Path) -> None:
    db = tmp_path / "bulk.sqlite"
    args = ["bulk", str(dumps.multistream), "--scheduler", scheduler, "--db", str(db)]
    _killed(args, r"^podium: bulk: [1-9]\d* partitions written")  # once it has written its first partitions
    written = len(sources(db))
    assert 0 < written < 25
    _killed(args, r"; [1-9]\d* Games decided")  # the second run, once it has decided a Games
    assert len(sources(db)) == 25
    done = podium(*args)
    printed = done.stdout.strip()
    assert printed.startswith("37 pages read; ") and printed.endswith(" partitions done by an earlier run")
    assert view(db) == expected
    with open_store(str(db)) as store:
        audit = store.audit()
    assert sorted(e.target for e in audit if e.action == "ingest") == [s[0] for s in expected["sources"]]
