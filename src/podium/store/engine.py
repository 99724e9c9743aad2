"""A SQLAlchemy engine for a store, with podium's settings, its errors as ``StoreError``; how it
writes is ``store.write_transaction``.

On SQLite every connection enforces foreign keys, waits up to ``BUSY_TIMEOUT_S`` for a lock,
and a file store runs in WAL mode, so that readers never block the writer nor the writer the
readers (as datasette does it). podium says ``BEGIN`` itself rather than leaving it to the
``sqlite3`` module, which starts no transaction before DDL and so would create a store one
table at a time: a read is one deferred transaction, a write one ``BEGIN IMMEDIATE``, which
takes the file's one write lock before it reads, so writers queue instead of failing with
"database is locked" when their reads turn out stale. On PostgreSQL a write takes a
transaction-level advisory lock: writes of one store (migrations included) happen one at a
time, so two ingests of one Games serialise instead of deciding it twice.
"""

from __future__ import annotations

import atexit
import weakref
from typing import TYPE_CHECKING, Any

from podium.errors import StoreError

from .store import WRITE_OPTION, error_reason

if TYPE_CHECKING:
    from sqlalchemy import URL, Connection, Engine

#: How long a connection waits for another one's lock before it gives up ("database is locked").
BUSY_TIMEOUT_S = 30
#: The bytes a SQLite file's WAL keeps once checkpointed (SQLite's own checkpoint size, 1,000 pages).
WAL_SIZE_LIMIT = 4 * 1024 * 1024
#: The most a SQLite connection's page cache holds, in KiB (``PRAGMA cache_size``, negative:
#: KiB rather than pages). SQLite's own 2 MiB is smaller than what deciding a large Games
#: reads: its 400,000 claims come cell by cell through the cells' index, each cell's from
#: every source's pages, and with 2 MiB each page was read again from the file for nearly
#: every cell (1.5 s to read them, against 0.9 s). The cache grows only as pages are read.
CACHE_KIB = 64 * 1024


def _on_sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    import sqlite3

    dbapi_connection.isolation_level = None  # no implicit BEGIN: _on_sqlite_begin says it
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_S * 1000}")
        # a checkpointed WAL is cut back to this, not left at the size of the largest write
        cursor.execute(f"PRAGMA journal_size_limit={WAL_SIZE_LIMIT}")
        cursor.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
        try:
            cursor.execute("PRAGMA journal_mode=WAL")  # persistent: once per file, then a no-op
        except sqlite3.OperationalError:
            pass  # a read-only file keeps its journal mode, which still works
    finally:
        cursor.close()


def _on_sqlite_begin(conn: Connection) -> None:
    conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get(WRITE_OPTION) else "BEGIN")


def make_engine(name: str, url: URL) -> Engine:
    from sqlalchemy import create_engine, event
    from sqlalchemy.exc import ArgumentError, SQLAlchemyError

    try:
        engine = create_engine(url)
    except ImportError as error:
        raise StoreError(
            f"cannot open store {name}: the driver for {url.drivername} is not installed "
            f"({error.name or error})"
        ) from None
    except (ArgumentError, SQLAlchemyError) as error:
        raise StoreError(f"cannot open store {name}: {error_reason(error)}") from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _on_sqlite_connect)
        event.listen(engine, "begin", _on_sqlite_begin)
        # the last connection to close folds the WAL into the file and removes it: a command
        # that never closes its store still leaves one file behind, not a file and its WAL
        atexit.register(_dispose, weakref.ref(engine))
    return engine


def _dispose(engine: weakref.ref[Engine]) -> None:
    alive = engine()
    if alive is not None:
        alive.dispose()
