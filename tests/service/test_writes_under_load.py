"""Writes while ``podium serve`` is read: a ``podium ingest`` of the served store and uploads
to it, under a steady load of readers, all land, and no reader gets anything but a 200."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

import pytest

from .conftest import GAMES, TOKEN

PODIUM = str(Path(sys.executable).parent / "podium")
READS = (f"/api/games/{GAMES}/table.json", f"/games/{GAMES}", "/")


def document(n: int) -> bytes:
    return (f"2004 Summer Paralympics medal table, copy {n}\n"
            f"1 China 63 46 32 141\n2 Great Britain 35 30 {29 + n} {94 + n}\n3 Canada 28 19 25 72\n").encode()


def request(port: int, method: str, path: str, body: bytes | None = None) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    try:
        headers = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "text/plain"} if body else {}
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


class Server(NamedTuple):
    proc: subprocess.Popen[bytes]
    port: int
    db: Path


@pytest.fixture
def server(athens_db: Path, tmp_path: Path) -> Iterator[Server]:
    """`podium serve` of a copy of the Athens store, answering; stopped (if it still runs) after."""
    db = tmp_path / "served.sqlite"
    shutil.copy(athens_db, db)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    env = {**os.environ, "PODIUM_TOKEN": TOKEN}
    proc = subprocess.Popen([PODIUM, "serve", "--db", str(db), "--port", str(port)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while True:
        try:
            if request(port, "GET", "/api/games")[0] == 200:
                break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail(f"podium serve did not start: {proc.stderr.read() if proc.stderr else b''!r}")
            time.sleep(0.1)
    yield Server(proc, port, db)
    if proc.poll() is None:
        proc.terminate()
    proc.wait(timeout=30)


@pytest.fixture
def served(server: Server) -> tuple[int, Path]:
    return server.port, server.db


def test_an_ingest_and_uploads_under_read_load_all_land(served: tuple[int, Path], tmp_path: Path) -> None:
    port, db = served
    stop = threading.Event()
    answers: list[tuple[str, int | str]] = []

    def read(n: int) -> None:
        while not stop.is_set():
            path = READS[n % len(READS)]
            n += 1
            try:
                answers.append((path, request(port, "GET", path)[0]))
            except OSError as error:
                answers.append((path, f"{type(error).__name__}: {error}"))

    readers = [threading.Thread(target=read, args=(i,)) for i in range(6)]
    for reader in readers:
        reader.start()
    try:
        time.sleep(1)  # the readers under way
        page = tmp_path / "ingested.txt"
        page.write_bytes(document(0))
        ingest = subprocess.run([PODIUM, "ingest", str(page), "--db", str(db)], capture_output=True, text=True,
                                timeout=600, env={**os.environ, "PODIUM_LANG": "en"})
        with ThreadPoolExecutor(3) as pool:
            uploads = list(pool.map(lambda n: request(port, "POST", "/api/sources", document(n)), (1, 2, 3)))
    finally:
        stop.set()
        for reader in readers:
            reader.join()
    assert ingest.returncode == 0, ingest.stderr
    assert ingest.stdout.startswith("added ")
    assert [(status, json.loads(body)["added"]) for status, body in uploads] == [(201, True)] * 3
    assert answers and {status for _, status in answers} == {200}
    status, body = request(port, "GET", "/api/games")
    assert (status, json.loads(body)) == (200, [{"slug": GAMES, "name": "2004 Summer Paralympics", "sources": 7}])


def test_uploads_to_a_file_store_are_written_by_the_worker_and_to_memory_here(tmp_path: Path) -> None:
    from podium.service.writer import Writer, store_address
    from podium.store import open_store

    path = tmp_path / "file.sqlite"
    with open_store(str(path)) as store:  # made now: an engine's store, named by its URL
        assert store_address(store) == f"sqlite:///{path}"
    with open_store(str(path)) as store:  # at the newest schema: a SQLite file's, by its path
        assert store_address(store) == str(path)
    with open_store("sqlite://") as memory:
        assert store_address(memory) is None  # no other process can open it
        added, read = Writer(memory).ingest(document(9), "page.txt", None, "test")
        assert added and read["games"] == GAMES
        assert [s.origin for s in memory.sources()] == ["upload:page.txt"]


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _still_running(pids: list[int]) -> list[int]:
    """Those of ``pids`` still running after up to 20 s; they are killed then, the test's leftovers."""
    deadline = time.monotonic() + 20
    while any(map(_alive, pids)) and time.monotonic() < deadline:
        time.sleep(0.1)
    running = [pid for pid in pids if _alive(pid)]
    for pid in running:
        os.kill(pid, signal.SIGKILL)
    return running


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the processes from /proc")
def test_stopping_the_server_stops_its_upload_worker(server: Server) -> None:
    """Uvicorn ends the process on SIGTERM by raising the signal again once it has shut down,
    so no atexit handler runs: the app's shutdown stops the worker, which else keeps running."""
    assert request(server.port, "POST", "/api/sources?name=copy.txt", document(1))[0] == 201
    started = _children(server.proc.pid)  # the upload worker (and multiprocessing's resource tracker)
    (worker,) = [pid for pid in started if b"spawn_main" in (Path("/proc") / str(pid) / "cmdline").read_bytes()]
    server.proc.terminate()
    assert server.proc.wait(timeout=30) == -15  # as Uvicorn leaves it: the signal raised again
    # stopped by the server before it ended (not later, by the worker seeing its server gone)
    assert not _alive(worker)
    assert _still_running(started) == []


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the processes from /proc")
def test_a_killed_server_leaves_no_upload_worker(server: Server) -> None:
    """A server killed outright cannot stop its worker: the worker sees it gone and ends."""
    assert request(server.port, "POST", "/api/sources?name=copy.txt", document(2))[0] == 201
    started = _children(server.proc.pid)
    assert started
    server.proc.kill()
    assert server.proc.wait(timeout=30) == -9
    assert _still_running(started) == []
