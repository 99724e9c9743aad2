"""Creating a store is one transaction under a lock: a kill at any moment leaves either no
store or a whole one, and processes that create the same new store at once all succeed."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from podium.store import HEAD_REVISION, open_store

from .conftest import GAMES, POSTGRES_URL, empty_postgres, make_document

#: A process that imports what creating a store needs once, then for each line "DB DELAY" on
#: its stdin forks a process that creates the store DB, kills it with SIGKILL after DELAY
#: seconds (none when DELAY is "-"), and says how long the creation took or that it was killed.
CREATE = textwrap.dedent("""
    import os, signal, sys, time
    import alembic.command, sqlalchemy, podium.analysis, podium.reconcile  # noqa: F401
    from podium.store import open_store
    for line in sys.stdin:
        db, delay = line.split()
        start = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            open_store(db).close()
            os._exit(0)
        if delay != "-":
            time.sleep(float(delay))
            os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        took = time.perf_counter() - start
        print("done" if os.WIFEXITED(status) else "killed", took, flush=True)
""")

#: A process that says "ready" once it has imported what it needs, waits for a line on its
#: stdin (the barrier: the test sends it to every process at once), then opens the store at
#: argv[1] and writes a source.
RACE = textwrap.dedent("""
    import hashlib, sys
    import alembic.command, sqlalchemy, podium.analysis, podium.reconcile  # noqa: F401
    from podium.model import Document
    from podium.store import open_store
    db, me = sys.argv[1], sys.argv[2]
    text = f"race {me}"
    doc = Document(text=text, format="text", language="und", script="Zyyy",
                   sha256=hashlib.sha256(text.encode()).hexdigest(), origin=f"race-{me}.txt",
                   encoding="utf-8", size=len(text))
    print("ready", flush=True)
    sys.stdin.readline()
    try:
        with open_store(db) as store:
            with store.begin() as tx:
                tx.add_source(doc, None, [], [])
    except Exception as error:
        print(f"{type(error).__name__}: {error}", flush=True)
        sys.exit(3)
    print("ok", flush=True)
""")


def _opens_whole(db: str) -> None:
    """The store opens, at the newest schema, and takes a write."""
    doc = make_document("after the kill", origin="after.txt", language="und", script="Zyyy")
    with open_store(db) as store:
        assert store.schema_version() == HEAD_REVISION
        with store.begin() as tx:
            assert tx.add_source(doc, GAMES, [], []) is True
        assert [s.origin for s in store.sources()] == ["after.txt"]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_kill_during_creation_never_leaves_a_store_that_fails_to_open(tmp_path: Path) -> None:
    creator = subprocess.Popen([sys.executable, "-c", CREATE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               text=True)
    assert creator.stdin is not None and creator.stdout is not None

    def create(db: Path, delay: float | None) -> tuple[str, float]:
        assert creator.stdin is not None and creator.stdout is not None
        creator.stdin.write(f"{db} {'-' if delay is None else delay}\n")
        creator.stdin.flush()
        what, took = creator.stdout.readline().split()
        return what, float(took)

    try:
        # how long creating a store takes here, once, uninterrupted
        what, took = create(tmp_path / "timed.sqlite", None)
        assert what == "done"
        rng = random.Random(17)
        interrupted = 0
        for trial in range(30):
            db = tmp_path / f"killed-{trial}.sqlite"
            what, _ = create(db, rng.uniform(0.0, 1.2 * took))
            interrupted += what == "killed" and db.exists()
            _opens_whole(str(db))
    finally:
        creator.stdin.close()
        creator.wait(timeout=60)
    assert interrupted > 0, interrupted  # some kills landed while the store was being made


def _race(db: str, processes: int) -> list[tuple[int, str]]:
    children = [
        subprocess.Popen([sys.executable, "-c", RACE, db, str(n)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True)
        for n in range(processes)
    ]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    for child in children:  # the barrier: every process goes at once
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    outs = [child.communicate(timeout=120)[0] for child in children]
    return [(child.returncode, out.strip()) for child, out in zip(children, outs)]


@pytest.mark.parametrize("backend", ["sqlite"] + (["postgresql"] if POSTGRES_URL else []))
def test_processes_creating_one_new_store_at_once_all_succeed(tmp_path: Path, backend: str) -> None:
    for round_ in range(3):
        if backend == "postgresql":
            empty_postgres(POSTGRES_URL)
            db = POSTGRES_URL
        else:
            db = str(tmp_path / f"race-{round_}.sqlite")
        assert _race(db, 3) == [(0, "ok")] * 3
        with open_store(db) as store:
            assert store.schema_version() == HEAD_REVISION
            assert sorted(s.origin for s in store.sources()) == ["race-0.txt", "race-1.txt", "race-2.txt"]
