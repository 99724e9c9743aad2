"""`podium serve` as a user starts it, and the CLI's start-up path without FastAPI or pyarrow."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.cli.conftest import Runner, podium  # noqa: F401  (pytest fixtures)

from .conftest import GAMES

PODIUM = str(Path(sys.executable).parent / "podium")


def test_cli_start_up_imports_neither_fastapi_nor_pyarrow() -> None:
    code = "import sys, podium.cli; print(sorted(m for m in ('fastapi', 'pyarrow', 'uvicorn', 'jinja2') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out == "[]\n"


def test_podium_serve_answers_on_loopback(athens_db: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if k != "PODIUM_TOKEN"}
    proc = subprocess.Popen([PODIUM, "serve", "--db", str(athens_db), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        url = f"http://127.0.0.1:{port}/api/games"
        deadline = time.monotonic() + 30
        body = None
        while time.monotonic() < deadline and body is None:
            try:
                with urllib.request.urlopen(url, timeout=2) as r:
                    body = json.load(r)
            except (urllib.error.URLError, ConnectionError):
                if proc.poll() is not None:
                    pytest.fail(f"podium serve exited: {proc.stderr.read() if proc.stderr else ''}")
                time.sleep(0.1)
        assert body == [{"slug": GAMES, "name": "2004 Summer Paralympics", "sources": 3}]
        request = urllib.request.Request(url.replace("/games", "/sources"), data=b"x", method="POST")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=5)
        assert refused.value.code == 403
        assert json.load(refused.value) == {
            "ok": False, "status": 403, "error": "writes are disabled: the server has no PODIUM_TOKEN configured"}
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert proc.stderr is not None
    assert f"podium: serving on http://127.0.0.1:{port}/ (writes disabled: no PODIUM_TOKEN)" in proc.stderr.read()


def test_podium_serve_on_port_0_says_the_port_it_serves_on(athens_db: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PODIUM_TOKEN"}
    proc = subprocess.Popen([PODIUM, "serve", "--db", str(athens_db), "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        prefix = "podium: serving on http://127.0.0.1:"
        assert line.startswith(prefix) and line.endswith("/ (writes disabled: no PODIUM_TOKEN)\n"), line
        port = int(line[len(prefix):].split("/")[0])
        assert port > 0
        deadline = time.monotonic() + 30
        body = None
        while time.monotonic() < deadline and body is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=2) as r:
                    body = json.load(r)
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        assert body == [{"slug": GAMES, "name": "2004 Summer Paralympics", "sources": 3}]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


class _Bound:
    """What ``listen`` would have bound: a socket that says its address and closes."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port

    def getsockname(self) -> tuple[str, int]:
        return self.host, self.port

    def __enter__(self) -> _Bound:
        return self

    def __exit__(self, *_: object) -> None:
        pass


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """What `podium serve` would have run: each call to ``run_on``, which returns at once.
    Nor does it bind the port (tests/cli/test_serve_port.py and the tests above do)."""
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr("podium.cli.serve.listen", _Bound)
    monkeypatch.setattr("podium.cli.serve.run_on",
                        lambda app, sock: calls.append({"app": app, "host": sock.host, "port": sock.port}))
    monkeypatch.delenv("PODIUM_TOKEN", raising=False)
    return calls


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.0.2.10", "example.org", ""])
def test_serve_on_a_public_address_without_a_token_refuses_to_start(
        podium: Runner, served: list[dict[str, Any]], athens_db: Path, host: str) -> None:
    result = podium("serve", "--db", str(athens_db), "--host", host)
    assert (result.code, result.out, served) == (2, "", [])
    assert result.err == (f"podium: error: --host {host!r} is not a loopback address and no PODIUM_TOKEN is set: "
                          "set one, or pass --read-only to serve without uploads\n")


@pytest.mark.parametrize("host", ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost", "LOCALHOST"])
def test_serve_on_loopback_without_a_token_starts(
        podium: Runner, served: list[dict[str, Any]], athens_db: Path, host: str) -> None:
    result = podium("serve", "--db", str(athens_db), "--host", host, "--port", "8123")
    assert result.code == 0
    assert [(c["host"], c["port"]) for c in served] == [(host, 8123)]
    shown = "[::1]" if host == "::1" else host
    assert result.err == f"podium: serving on http://{shown}:8123/ (writes disabled: no PODIUM_TOKEN)\n"


def test_serve_on_a_public_address_with_a_token_starts(
        podium: Runner, served: list[dict[str, Any]], athens_db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PODIUM_TOKEN", "s3cret")
    result = podium("serve", "--db", str(athens_db), "--host", "0.0.0.0")
    assert (result.code, [c["host"] for c in served]) == (0, ["0.0.0.0"])
    assert result.err == "podium: serving on http://0.0.0.0:8000/ (writes need the bearer token)\n"


def test_serve_read_only_on_a_public_address_has_no_write_routes(
        podium: Runner, served: list[dict[str, Any]], athens_db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from fastapi.testclient import TestClient

    monkeypatch.setenv("PODIUM_TOKEN", "s3cret")  # --read-only wins: no write routes at all
    result = podium("serve", "--db", str(athens_db), "--host", "0.0.0.0", "--read-only")
    assert result.code == 0
    assert result.err == "podium: serving on http://0.0.0.0:8000/ (read-only: no write routes)\n"
    [call] = served
    client = TestClient(call["app"], raise_server_exceptions=False)
    auth = {"Authorization": "Bearer s3cret"}
    assert client.post("/api/sources", content=b"x", headers=auth).json() == {
        "ok": False, "status": 405, "error": "method not allowed"}
    assert client.post("/upload", headers=auth).status_code == 405
    assert client.post("/upload/token", data={"token": "s3cret"}).status_code == 404  # no such route
    assert client.get("/api/games").json() == [{"slug": GAMES, "name": "2004 Summer Paralympics", "sources": 3}]
    assert "Uploads are disabled" in client.get("/upload").text
    posts = sorted(path for path, ops in client.get("/openapi.json").json()["paths"].items() if "post" in ops)
    assert posts == []
