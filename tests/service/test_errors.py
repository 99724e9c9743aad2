"""One error envelope for every error: 400, 401, 403, 404, 405, 413, 422 and 500."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from podium.store import Store

from .conftest import GAMES, make_client


def envelope(response: Any, status: int) -> str:
    assert response.status_code == status
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert set(body) == {"ok", "status", "error"}
    assert body["ok"] is False and body["status"] == status
    assert isinstance(body["error"], str) and body["error"]
    return str(body["error"])


@pytest.mark.parametrize("path", ["/nope", "/api/nope", "/api/games/2004-summer-paralympics/nope"])
def test_unknown_route_is_404(read_client: Any, path: str) -> None:
    assert envelope(read_client.get(path), 404) == "not found"


@pytest.mark.parametrize("path", [
    "/api/games/2008-summer-olympics/table", "/api/games/2008-summer-olympics/table.csv",
    "/api/games/2008-summer-olympics/conflicts", "/api/games/2008-summer-olympics/facts",
    "/games/2008-summer-olympics", "/games/2008-summer-olympics/conflicts",
])
def test_games_not_in_the_store_is_404(read_client: Any, path: str) -> None:
    assert envelope(read_client.get(path), 404) == (
        "no Games '2008-summer-olympics' in the store (Games there: 2004-summer-paralympics)")


@pytest.mark.parametrize("path", [
    "/api/sources/0000000000", "/sources/0000000000", "/api/sources/zz", "/sources/nothex!",
])
def test_unknown_source_is_404(read_client: Any, path: str) -> None:
    envelope(read_client.get(path), 404)


@pytest.mark.parametrize("path", [
    "/sources/..%2F..%2F..%2Fetc%2Fpasswd", "/api/sources/..%2F..%2Fpyproject.toml",
    "/sources/%2Fetc%2Fpasswd", "/games/..%2F..%2Fetc%2Fpasswd", "/static/../../pyproject.toml",
    "/static/..%2F..%2F..%2Fpyproject.toml", "/static/%2e%2e/%2e%2e/store/schema.py",
    "/api/games/..%2F..%2Fetc%2Fpasswd/table",
])
def test_ids_in_urls_cannot_reach_files(read_client: Any, path: str) -> None:
    response = read_client.get(path)
    envelope(response, 404)
    assert "root:" not in response.text and "[project]" not in response.text


def test_source_id_with_dots_names_no_source(read_client: Any) -> None:
    assert envelope(read_client.get("/api/sources/..."), 404) == (
        "no source '...' (a source id is hex: the sha256 of its bytes)")


def test_bad_order_is_400(read_client: Any) -> None:
    assert envelope(read_client.get(f"/api/games/{GAMES}/table", params={"order": "silver"}), 400) == (
        "order 'silver': choose one of gold, total, weighted, per-capita")


def test_bad_language_is_400(read_client: Any) -> None:
    assert envelope(read_client.get(f"/api/games/{GAMES}/table", params={"lang": "<b>"}), 400) == (
        "lang '<b>': expected a language tag such as en, ru, zh-Hans")


def test_too_long_a_parameter_is_422(read_client: Any) -> None:
    error = envelope(read_client.get(f"/api/games/{GAMES}/table", params={"order": "x" * 50}), 422)
    assert error.startswith("invalid request: query.order: String should have at most 20 characters")


def test_wrong_method_is_405(read_client: Any) -> None:
    assert envelope(read_client.delete("/api/games"), 405) == "method not allowed"


def test_server_error_is_500_in_the_envelope(athens_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    client = make_client(athens_store)

    def broken() -> None:
        raise RuntimeError("boom: a secret path /etc/x")

    monkeypatch.setattr(client.app.state.service.reader, "games", broken)
    response = client.get("/api/games")
    assert envelope(response, 500) == "internal server error"
    assert "boom" not in response.text


def test_store_failure_is_503(athens_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from podium.errors import StoreError

    client = make_client(athens_store)

    def locked() -> None:
        raise StoreError("store x: database is locked")

    monkeypatch.setattr(client.app.state.service.reader, "sources", locked)
    assert envelope(client.get("/api/sources"), 503) == "store unavailable: database is locked"


def test_a_store_error_shows_no_path_of_the_store(athens_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from podium.errors import StoreError

    client = make_client(athens_store)
    where = str(Path(athens_store.name).resolve())
    messages = iter([
        f"store {athens_store.name}: database is locked",
        f"cannot open store {athens_store.name}: cannot create folder {Path(where).parent}: Permission denied",
        "cannot open store postgresql://podium:***@db.internal:5432/podium: connection refused",
        f"cannot decide {GAMES} again: OperationalError: unable to open database file {where}-journal",
    ])

    def failing() -> None:
        raise StoreError(next(messages))

    monkeypatch.setattr(client.app.state.service.reader, "sources", failing)
    answers = [client.get("/api/sources") for _ in range(4)]
    assert [envelope(a, 503) for a in answers] == [
        "store unavailable: database is locked", "store unavailable: Permission denied",
        "store unavailable: connection refused", "store unavailable: unable to open database file …"]
    assert not any(part in a.text for a in answers for part in (where, "db.internal", "/tmp", "postgresql"))


def test_a_broken_store_file_is_503_without_its_path(athens_store: Store) -> None:
    client = make_client(athens_store)
    Path(athens_store.name).write_bytes(b"this is not a database, and it is long enough to look like one" * 100)
    response = client.get("/sources")
    assert envelope(response, 503) == "store unavailable: file is not a database"
    assert str(Path(athens_store.name).parent) not in response.text
