"""The same security headers on every response: pages, JSON, CSV, static files, redirects and
every error; and pages a Content-Security-Policy without inline script or style lets work."""

from __future__ import annotations

import re
from typing import Any

import pytest

from podium.store import Store

from .conftest import GAMES, HOSTILE, TOKEN, make_client
from .test_api import RU

SECURITY = {
    "content-security-policy": ("default-src 'none'; style-src 'self'; img-src 'self'; "
                                "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
}
PAGES = ["/", f"/games/{GAMES}", f"/games/{GAMES}/conflicts", "/sources", f"/sources/{RU}", "/upload", "/docs"]
READS = [f"/api/games/{GAMES}/table", f"/api/games/{GAMES}/table.csv", "/api/games", f"/api/sources/{RU}",
         "/openapi.json", "/static/podium.css"]


def secured(response: Any) -> dict[str, list[str]]:
    """Each security header's values in ``response`` (a list: each must be there once)."""
    return {name: response.headers.get_list(name) for name in SECURITY}


ONCE = {name: [value] for name, value in SECURITY.items()}


@pytest.mark.parametrize("path", PAGES + READS)
def test_every_page_and_read_has_the_security_headers(read_client: Any, path: str) -> None:
    response = read_client.get(path)
    assert response.status_code == 200
    assert secured(response) == ONCE


@pytest.mark.parametrize(("method", "path", "status"), [
    ("GET", "/nope", 404), ("GET", f"/api/games/{GAMES}/table?order=silver", 400), ("DELETE", "/api/games", 405),
    ("GET", f"/api/games/{GAMES}/table?order={'x' * 50}", 422), ("POST", "/api/sources", 401),
    ("POST", "/upload", 401), ("GET", "/static/nope.css", 404),
])
def test_every_error_has_the_security_headers(write_client: Any, method: str, path: str, status: int) -> None:
    response = write_client.request(method, path)
    assert response.status_code == status
    assert secured(response) == ONCE


def test_an_upload_over_the_limit_has_the_security_headers(athens_store: Store) -> None:
    client = make_client(athens_store, max_upload=10)
    response = client.post("/api/sources", content=b"x" * 11, headers={"Authorization": f"Bearer {TOKEN}"})
    assert response.status_code == 413
    assert secured(response) == ONCE


def test_a_server_error_has_the_security_headers(athens_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    client = make_client(athens_store)

    def broken() -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(client.app.state.service.reader, "games", broken)
    response = client.get("/api/games")
    assert response.status_code == 500
    assert secured(response) == ONCE


def test_the_upload_redirect_has_the_security_headers(write_client: Any) -> None:
    write_client.post("/upload/token", data={"token": TOKEN}, follow_redirects=False)
    response = write_client.post("/upload", files={"file": ("hostile.txt", HOSTILE.read_bytes(), "text/plain")},
                                 follow_redirects=False)
    assert response.status_code == 303
    assert secured(response) == ONCE


@pytest.mark.parametrize("path", PAGES)
def test_pages_have_no_inline_script_or_style(hostile_client: Any, path: str) -> None:
    """What the policy would block: a <script>, an event handler, a style element or attribute."""
    html = hostile_client.get(path.replace(RU, "094709c80082")).text
    assert re.findall(r"<script|<style|\sstyle=|\son[a-z]+=|javascript:", html, flags=re.I) == []
