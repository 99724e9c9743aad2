"""``open_store``: paths, URLs, ``PODIUM_DB``, the default file, and clean errors."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from podium.errors import StoreError
from podium.model import Document
from podium.store import HEAD_REVISION, open_store, resolve_db

from .conftest import GAMES


def _is_podium_sqlite(path: Path) -> bool:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT version_num FROM alembic_version").fetchall() == [(HEAD_REVISION,)]


def test_open_with_a_path_creates_folders(tmp_path: Path, ru_doc: Document) -> None:
    path = tmp_path / "a" / "b" / "podium.sqlite"
    with open_store(str(path)) as store:
        assert store.schema_version() == HEAD_REVISION
        with store.begin() as tx:
            tx.add_source(ru_doc, GAMES, [], [])
    assert _is_podium_sqlite(path)
    with open_store(str(path)) as again:  # reopening an at-head store keeps the data
        assert again.has_source(ru_doc.sha256)


def test_relative_path_resolves_against_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    name, url = resolve_db("data/podium.sqlite")
    assert name == "data/podium.sqlite"
    assert url.database == str(tmp_path / "data" / "podium.sqlite")
    open_store("data/podium.sqlite").close()
    assert _is_podium_sqlite(tmp_path / "data" / "podium.sqlite")


def test_open_with_a_sqlite_url(tmp_path: Path) -> None:
    path = tmp_path / "u" / "podium.sqlite"
    with open_store(f"sqlite:///{path}") as store:
        assert store.name == f"sqlite:///{path}"
        assert store.schema_version() == HEAD_REVISION
    assert _is_podium_sqlite(path)


def test_open_in_memory_url() -> None:
    with open_store("sqlite://") as store:
        assert store.schema_version() == HEAD_REVISION
        assert store.sources() == []


def test_podium_db_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "env.sqlite"
    monkeypatch.setenv("PODIUM_DB", str(path))
    with open_store() as store:
        assert store.name == str(path)
    assert _is_podium_sqlite(path)


def test_default_is_in_the_user_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv("PODIUM_DB", raising=False)
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda app: str(tmp_path / "data" / app))
    name, url = resolve_db(None)
    assert name == str(tmp_path / "data" / "podium" / "podium.sqlite")
    assert url.database == name


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    from sqlalchemy import insert

    from podium.store import schema

    with open_store(str(tmp_path / "fk.sqlite")) as store:
        with pytest.raises(StoreError, match="FOREIGN KEY"):
            with store.begin() as tx:
                tx._connection.execute(insert(schema.findings).values(
                    source_key=12345, code="x", severity="info", message="m"))


@pytest.mark.parametrize(
    ("db", "reason"),
    [
        ("nosuchdialect://x/y", "nosuchdialect"),
        ("postgresql+nosuchdriver://u:secret@h/db", "nosuchdriver"),
        ("sqlite:////proc/podium/podium.sqlite", "/proc/podium"),
    ],
)
def test_bad_url_is_a_one_line_store_error(db: str, reason: str) -> None:
    with pytest.raises(StoreError) as raised:
        open_store(db)
    message = str(raised.value)
    assert "\n" not in message
    assert message.startswith("cannot open store ")
    assert reason in message
    assert "secret" not in message


def test_unwritable_path_is_a_one_line_store_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    db = str(blocker / "sub" / "podium.sqlite")
    with pytest.raises(StoreError) as raised:
        open_store(db)
    message = str(raised.value)
    assert "\n" not in message
    assert message.startswith(f"cannot open store {db}: ")


def test_a_folder_is_not_a_store(tmp_path: Path) -> None:
    with pytest.raises(StoreError) as raised:
        open_store(str(tmp_path))
    assert str(raised.value) == f"cannot open store {tmp_path}: unable to open database file"


def test_a_text_file_is_not_a_store(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("hello " * 200)
    with pytest.raises(StoreError) as raised:
        open_store(str(path))
    assert str(raised.value) == f"cannot open store {path}: file is not a database"


def test_read_only_file(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root can write read-only files")
    path = tmp_path / "ro.sqlite"
    sqlite3.connect(path).close()
    path.chmod(0o444)
    with pytest.raises(StoreError, match=f"cannot open store {path}: "):
        open_store(str(path))
