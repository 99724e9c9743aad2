"""``open_store``: from a path, a URL, ``PODIUM_DB`` or the default file to a ready ``Store``."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from podium.errors import StoreError

from . import sqlite_file
from .engine import make_engine
from .store import Store, error_reason, write_transaction

if TYPE_CHECKING:
    from sqlalchemy import URL, Engine

ENV_VAR = "PODIUM_DB"
DEFAULT_FILE = "podium.sqlite"


def default_db() -> str:
    """The store used when none is given: ``$PODIUM_DB``, else a file in the user's data dir."""
    configured = os.environ.get(ENV_VAR, "").strip()
    if configured:
        return configured
    import platformdirs

    return str(Path(platformdirs.user_data_dir("podium")) / DEFAULT_FILE)


def _file_path(given: str) -> Path:
    """A SQLite file path as given: relative to the current directory."""
    path = Path(given).expanduser()
    return path if path.is_absolute() else Path.cwd() / path


def resolve_db(db: str | None) -> tuple[str, URL]:
    """The store's name for messages and its SQLAlchemy URL.

    A ``db`` containing ``://`` is a SQLAlchemy URL; anything else is the path of a SQLite
    file, relative to the current directory. Parent folders of a SQLite file are created.
    """
    return _resolve(default_db() if db is None else db)


def _resolve(given: str) -> tuple[str, URL]:
    from sqlalchemy import URL, make_url
    from sqlalchemy.exc import ArgumentError

    if "://" in given:
        try:
            url = make_url(given)
        except (ArgumentError, ValueError) as error:
            raise StoreError(f"cannot open store {given}: not a valid database URL ({error})") from None
        name = url.render_as_string(hide_password=True)
        database = url.database or ""
        if url.get_backend_name() == "sqlite" and database not in ("", ":memory:") and not database.startswith("file:"):
            _make_parent(name, Path(database).expanduser())
        return name, url
    path = _file_path(given)
    _make_parent(given, path)
    return given, URL.create("sqlite", database=str(path))


def _make_parent(name: str, path: Path) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise StoreError(f"cannot open store {name}: cannot create folder {path.parent}: {reason}") from None


def _vacuum(engine: Engine) -> None:
    """Give back the pages an upgrade freed: a migration that copies a table (claims, 0011)
    leaves a SQLite file half empty, 88 MB where 44 MB hold a Games of 1,000 sources. It
    runs outside any transaction, after the upgrade committed. When it cannot (another
    process holds the file, no room for the copy VACUUM writes), SQLite leaves the file as it
    was: nothing is lost, the next writes reuse the free pages."""
    import sqlite3

    raw = engine.raw_connection()  # the driver's own: it says no BEGIN (``engine._on_sqlite_connect``)
    try:
        raw.driver_connection.execute("VACUUM")  # type: ignore[union-attr]
    except sqlite3.OperationalError:  # the file stays as the upgrade left it: only larger than it needs
        pass
    finally:
        raw.close()


def open_store(db: str | None = None, *, upgrading: Callable[[str, str], None] | None = None) -> Store:
    """Open (creating or upgrading when needed) the store at ``db``; ``upgrading`` is told
    the revision an existing store is at and the one it is brought to, before the upgrade.

    ``db`` is a SQLAlchemy URL or a SQLite file path; None means ``$PODIUM_DB``, else
    ``podium.sqlite`` in the user's data folder. A database already at the newest schema
    is opened without importing Alembic, and a SQLite file at the newest schema without
    importing SQLAlchemy until something needs it (``sqlite_file``). Creating or upgrading
    the schema is one transaction under the store's write lock, which checks the schema
    version again once it holds the lock: processes opening one new store at once all
    succeed, and a kill while creating leaves no half-made store.
    """
    given = default_db() if db is None else db
    if "://" not in given:
        path = _file_path(given)
        if sqlite_file.at_head(path):
            return sqlite_file.SqliteFileStore(path, given)
    from sqlalchemy.exc import SQLAlchemyError

    from . import migrate
    from .rederive import rederive

    name, url = _resolve(given)
    engine = make_engine(name, url)
    try:
        with engine.connect() as conn:
            at_head = migrate.is_at_head(conn)
        if not at_head:
            # one transaction under the write lock: a kill leaves the store as it was, and
            # a process that waited for another's creation finds the store at head
            with write_transaction(engine) as conn:
                was = migrate.upgrade(conn, name, upgrading)
                rederive(conn)  # what the migrations left to derive again, now at head
            if was and was != (migrate.HEAD_REVISION,) and engine.dialect.name == "sqlite":
                _vacuum(engine)
    except StoreError:
        engine.dispose()
        raise
    except SQLAlchemyError as error:
        engine.dispose()
        raise StoreError(f"cannot open store {name}: {error_reason(error)}") from None
    return Store(engine, name)
