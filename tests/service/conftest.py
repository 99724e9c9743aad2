"""A store with the bundled Athens 2004 corpus (and a hostile document), and clients for it.

Tests that need a service the machine may not have (PostgreSQL, chromium) skip with a reason;
with ``PODIUM_REQUIRE_SERVICES=1`` (set by ``.ci/run``) they fail instead.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

import pytest

from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses
from podium.store import Store, open_store

GAMES = "2004-summer-paralympics"
HOSTILE = Path(__file__).resolve().parent.parent / "fixtures" / "service" / "hostile.txt"
TOKEN = "s3cret-token"


def missing_service(reason: str) -> NoReturn:
    """Skip (a developer's machine) or fail (CI, ``PODIUM_REQUIRE_SERVICES=1``)."""
    if os.environ.get("PODIUM_REQUIRE_SERVICES") == "1":
        pytest.fail(f"{reason} (PODIUM_REQUIRE_SERVICES=1: CI must provide it)")
    pytest.skip(reason)


def ingest(store: Store, *paths: str | Path) -> None:
    store_analyses(store, analyse_inputs(collect_inputs([str(p) for p in paths])))


@pytest.fixture(scope="session")
def athens_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite store holding the bundled corpus; copy it before writing."""
    path = tmp_path_factory.mktemp("athens") / "athens.sqlite"
    store = open_store(str(path))
    ingest(store, bundled_corpus())
    store.close()
    return path


@pytest.fixture
def athens_store(athens_db: Path, tmp_path: Path) -> Iterator[Store]:
    copy = tmp_path / "store.sqlite"
    shutil.copy(athens_db, copy)
    store = open_store(str(copy))
    yield store
    store.close()


@pytest.fixture(scope="session")
def read_client(athens_db: Path) -> Iterator[Any]:
    """A client of a read-only app over the corpus (no token: writes refused)."""
    from fastapi.testclient import TestClient

    from podium.service import create_app

    store = open_store(str(athens_db))
    with TestClient(create_app(store), raise_server_exceptions=False) as client:
        yield client
    store.close()


def make_client(store: Store, token: str | None = TOKEN, max_upload: int = 64 * 1024) -> Any:
    from fastapi.testclient import TestClient

    from podium.service import create_app

    return TestClient(create_app(store, token=token, max_upload=max_upload),
                      raise_server_exceptions=False)


@pytest.fixture
def write_client(athens_store: Store) -> Iterator[Any]:
    with make_client(athens_store) as client:
        yield client


@pytest.fixture
def hostile_client(athens_store: Store) -> Iterator[Any]:
    ingest(athens_store, HOSTILE)
    with make_client(athens_store) as client:
        yield client


def source_id(client: Any, language: str) -> str:
    return next(s["id"] for s in client.get("/api/sources").json() if s["language"] == language)


def without_language_switch(html: str) -> str:
    """A page less its links to itself in other languages at the top (each marked with its
    own ``lang``), so that what is left is the page's own text."""
    return re.sub(r'<nav class="languages">.*?</nav>', "", html, flags=re.S)
