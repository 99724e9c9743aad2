"""Writers take turns and readers never block them: ingests of one Games at once all land,
on SQLite and on PostgreSQL; a SQLite file store runs in WAL mode."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.store import open_store
BUSY_TIMEOUT_S = 30
from tests.conftest import SEEDS

from .conftest import GAMES, POSTGRES_URL, empty_postgres

#: A process that reads the document argv[2], says "ready", waits for a line on its stdin
#: (the barrier), then ingests it into the store argv[1].
INGEST = textwrap.dedent("""
    import sys
    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from podium.store import open_store
    db, path = sys.argv[1], sys.argv[2]
    analyses = analyse_inputs(collect_inputs([path]))
    store = open_store(db)
    store.sources()  # the engine made, the store open
    print("ready", flush=True)
    sys.stdin.readline()
    try:
        [result] = store_analyses(store, analyses)
    except Exception as error:
        print(f"{type(error).__name__}: {error}", flush=True)
        sys.exit(3)
    print("added" if result.added else "known", flush=True)
""")


def _ingest_at_once(db: str, paths: list[Path]) -> list[tuple[int, str]]:
    children = [
        subprocess.Popen([sys.executable, "-c", INGEST, db, str(path)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
        for path in paths
    ]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    for child in children:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    outs = [child.communicate(timeout=300)[0] for child in children]
    return [(child.returncode, out.strip()) for child, out in zip(children, outs)]


@pytest.mark.parametrize("backend", ["sqlite"] + (["postgresql"] if POSTGRES_URL else []))
def test_ingests_of_one_games_at_once_all_land(tmp_path: Path, backend: str) -> None:
    for round_ in range(2):
        if backend == "postgresql":
            empty_postgres(POSTGRES_URL)
            db = POSTGRES_URL
        else:
            db = str(tmp_path / f"ingests-{round_}.sqlite")
        with open_store(db) as store:  # an existing store, holding one document of the Games
            store_analyses(store, analyse_inputs(collect_inputs([str(SEEDS["ru"])])))
        assert _ingest_at_once(db, [SEEDS["zh-Hant"], SEEDS["zh-Hans"]]) == [(0, "added"), (0, "added")]
        with open_store(db) as store:
            assert len(store.sources()) == 3
            # the decisions are those of the three documents, as one ingest of them decides
            together = store.decisions(GAMES)
        if backend == "postgresql":
            empty_postgres(POSTGRES_URL)
            alone = POSTGRES_URL
        else:
            alone = str(tmp_path / f"alone-{round_}.sqlite")
        with open_store(alone) as store:
            store_analyses(store, analyse_inputs(collect_inputs([str(SEEDS[k]) for k in ("ru", "zh-Hant", "zh-Hans")])))
            assert [(d.subject, d.attribute, d.status, d.value) for d in store.decisions(GAMES)] == [
                (d.subject, d.attribute, d.status, d.value) for d in together]


def test_a_file_store_runs_in_wal_mode_with_a_long_busy_timeout(tmp_path: Path) -> None:
    path = tmp_path / "wal.sqlite"
    with open_store(str(path)) as store:
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == BUSY_TIMEOUT_S * 1000
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    with sqlite3.connect(path) as plain:  # the mode is the file's: every reader sees it
        assert plain.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_a_store_made_before_wal_is_turned_to_wal(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    open_store(str(path)).close()
    with sqlite3.connect(path) as plain:
        assert plain.execute("PRAGMA journal_mode=DELETE").fetchone() == ("delete",)
    with open_store(str(path)) as store:
        assert store.sources() == []  # any read through the engine
    with sqlite3.connect(path) as plain:
        assert plain.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_while_another_writer_is_in_its_transaction_reads_go_on_and_a_write_waits_its_turn(
    tmp_path: Path,
) -> None:
    path = tmp_path / "turns.sqlite"
    with open_store(str(path)) as store:
        store_analyses(store, analyse_inputs(collect_inputs([str(SEEDS["ru"])])))
    analyses = analyse_inputs(collect_inputs([str(SEEDS["zh-Hant"])]))
    other = sqlite3.connect(path, isolation_level=None, timeout=0, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")  # another writer, in the middle of its transaction
    other.execute("DELETE FROM audit_log WHERE action = 'none'")
    try:
        fast = open_store(str(path))
        assert [g.slug for g in fast.games()] == [GAMES]  # the plain sqlite3 reads do not wait
        with open_store(f"sqlite:///{path}") as store:
            assert len(store.sources()) == 1 and len(store.audit()) == 1  # nor the engine's
            commit = threading.Timer(0.5, other.execute, ["COMMIT"])
            commit.start()  # the other writer commits while this one waits for the lock
            [result] = store_analyses(store, analyses)
            commit.join()
            assert result.added and len(store.sources()) == 2
        fast.close()
    finally:
        other.close()
