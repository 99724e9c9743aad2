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

import pytest

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
