"""What the bulk tests share: dumps made by ``scripts/make_dump.py`` from the project's own
fixtures, a real Dask cluster on loopback (a ``dask scheduler`` and two ``dask worker``
processes, stopped when the module's tests are done), ``podium`` run as a user runs it, and
a store seen as the tables, facts and conflicts it serves."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import load_script

DASK = Path(sys.executable).with_name("dask")
#: How long the cluster may take to start.
START_S = 60


make_dump = load_script("make_dump")


@dataclass(frozen=True)
class Dumps:
    folder: Path
    multistream: Path
    single: Path
    next: Path


@pytest.fixture(scope="package")
def dumps(tmp_path_factory: pytest.TempPathFactory) -> Dumps:
    folder = tmp_path_factory.mktemp("dumps")
    pages = make_dump.pages()
    multistream, _ = make_dump.write_multistream(folder, "testwiki-20250101", pages, 3)
    single = make_dump.write_single_stream(folder, "testwiki-20250101", pages)
    following, _ = make_dump.write_multistream(folder, "testwiki-20250201", make_dump.pages(next_dump=True), 3)
    return Dumps(folder, multistream, single, following)


def env() -> dict[str, str]:
    return {**os.environ, "PODIUM_LANG": "en", "COLUMNS": "200"}


def podium(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """``podium ARGS`` in a new process, as a user runs it."""
    done = subprocess.run([sys.executable, "-m", "podium.cli", *args], capture_output=True, text=True, env=env(),
                          timeout=300)
    if check and done.returncode != 0:
        raise AssertionError(f"podium {' '.join(args)} exited {done.returncode}:\n{done.stderr}")
    return done


@pytest.fixture(scope="package")
def scheduler(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The address of a real Dask cluster on loopback: ``dask scheduler`` and two ``dask worker``s."""
    folder = tmp_path_factory.mktemp("dask")
    info = folder / "scheduler.json"
    common = {"env": env(), "stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "cwd": folder}
    processes = [subprocess.Popen([str(DASK), "scheduler", "--host", "127.0.0.1", "--port", "0",
                                   "--no-dashboard", "--scheduler-file", str(info)], **common)]  # type: ignore[call-overload]
    try:
        address = _address(info)
        for _ in range(2):
            processes.append(subprocess.Popen(  # type: ignore[call-overload]
                [str(DASK), "worker", address, "--nthreads", "1", "--no-dashboard", "--host", "127.0.0.1",
                 "--no-nanny"], **common))
        from dask.distributed import Client

        with Client(address, timeout=START_S) as client:
            client.wait_for_workers(2, timeout=START_S)
        yield address
    finally:
        for process in processes:  # test processes: nothing of theirs needs a clean shutdown
            process.kill()
        for process in processes:
            process.wait()


def _address(info: Path) -> str:
    """The scheduler's address, once it has written its file."""
    deadline = time.monotonic() + START_S
    while True:
        try:
            return str(json.loads(info.read_text())["address"])
        except (OSError, ValueError, KeyError):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def kept_pages(folder: Path, *, next_dump: bool = False) -> Path:
    """The pages ``podium bulk`` keeps from the dump, as files with their titles (manifest.toml)."""
    folder.mkdir()
    manifest = []
    for page in make_dump.pages(next_dump=next_dump):
        if page.kept:
            name = f"page-{page.id:03}.txt"
            (folder / name).write_bytes(page.text.encode("utf-8"))
            manifest.append(f"[[documents]]\nfile = {json.dumps(name)}\ntitle = {json.dumps(page.full_title)}\n")
    (folder / "manifest.toml").write_text("\n".join(manifest), encoding="utf-8")
    return folder


def view(db: Path) -> dict[str, Any]:
    """What a store serves: its sources, and each Games' table, facts and conflicts (JSON shapes)."""
    from podium.actions.queries import conflicts, facts, medal_table, source_titles
    from podium.export.shapes import decision_json, table_json
    from podium.store import open_store

    store = open_store(str(db))
    try:
        titles = source_titles(store)
        seen: dict[str, Any] = {"sources": sorted(
            (s.id, s.title, s.games, s.language, s.format, s.claim_count, s.error_count, s.warning_count)
            for s in store.sources())}
        for games in store.games():
            seen[games.slug] = {
                "table": table_json(medal_table(store, games.slug)),
                "facts": [decision_json(d, titles) for d in facts(store, games.slug)],
                "conflicts": [decision_json(d, titles) for d in conflicts(store, games.slug)],
            }
        return seen
    finally:
        store.close()


@pytest.fixture(scope="package")
def expected(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The store ``podium ingest`` makes of the pages the dump holds about Games."""
    folder = tmp_path_factory.mktemp("ingest")
    podium("ingest", str(kept_pages(folder / "pages")), "--db", str(folder / "ingest.sqlite"))
    return view(folder / "ingest.sqlite")
