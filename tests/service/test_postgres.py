"""The service and the CLI on a real PostgreSQL server (``PODIUM_TEST_POSTGRES``, which
``.ci/run`` sets after starting one on loopback): the same answers as on SQLite."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from podium.actions.ingest import bundled_corpus
from podium.store import Store, open_store
from tests.cli.conftest import Runner, db, podium  # noqa: F401  (pytest fixtures)

from .conftest import GAMES, TOKEN, ingest, make_client, missing_service

URL = os.environ.get("PODIUM_TEST_POSTGRES", "")


@pytest.fixture
def pg_url() -> str:
    if not URL:
        missing_service("PODIUM_TEST_POSTGRES is not set: no PostgreSQL server to test against")
    try:
        import psycopg  # noqa: F401
    except ImportError:
        missing_service("psycopg is not installed (pip install -e '.[postgres]')")
    from tests.store.conftest import empty_postgres

    empty_postgres(URL)
    return URL


@pytest.fixture
def pg_store(pg_url: str) -> Iterator[Store]:
    store = open_store(pg_url)
    yield store
    store.close()


def test_the_server_is_postgresql(pg_store: Store) -> None:
    assert pg_store.engine.dialect.name == "postgresql"
    assert pg_store.engine.url.host == "127.0.0.1"


def test_service_on_postgresql_answers_as_on_sqlite(pg_store: Store, read_client: Any) -> None:
    ingest(pg_store, bundled_corpus())
    with make_client(pg_store) as client:
        for path in (f"/api/games/{GAMES}/table?lang=ru", f"/api/games/{GAMES}/conflicts",
                     f"/api/games/{GAMES}/facts", "/api/games"):
            assert client.get(path).json() == read_client.get(path).json(), path
        assert client.get(f"/api/games/{GAMES}/table.csv").text == read_client.get(f"/api/games/{GAMES}/table.csv").text
        html = client.get(f"/games/{GAMES}").text
        assert 'id="cell-GBR-bronze"' in html


def test_upload_on_postgresql(pg_store: Store) -> None:
    doc = "Paralympics 2004 medal table\n1\tChina\t63\t46\t32\t141\n2\tGreat Britain\t35\t30\t29\t94\n3\tCanada\t28\t19\t25\t72\n"
    with make_client(pg_store) as client:
        response = client.post("/api/sources", content=doc.encode(), headers={"Authorization": f"Bearer {TOKEN}"})
        assert response.status_code == 201
        assert client.get("/api/games").json() == [{"slug": GAMES, "name": "2004 Summer Paralympics", "sources": 1}]


def test_cli_commands_take_a_postgresql_url(pg_url: str, podium: Runner, tmp_path: Path) -> None:
    assert podium("ingest", str(bundled_corpus()), "--db", pg_url).code == 0
    result = podium("table", "--db", pg_url, "--format", "csv")
    assert result.code == 0 and result.out.splitlines()[2].startswith("2004-summer-paralympics,gold,2,GBR,Great Britain,35,30,30,95,")
    result = podium("conflicts", "--db", pg_url, "--format", "json")
    assert result.code == 0 and '"subject": "GBR"' in result.out
    result = podium("table", "--db", pg_url, "--format", "parquet", "-o", str(tmp_path / "t.parquet"))
    assert result.code == 0 and (tmp_path / "t.parquet").read_bytes()[:4] == b"PAR1"
    result = podium("sources", "--db", pg_url, "--format", "json")
    assert result.code == 0 and result.out.count('"language"') == 3
