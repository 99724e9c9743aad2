"""An upload as it streams in: the token checked before the first byte of the body is read,
and reading stopped (413) as soon as the document passes the limit, with or without a
Content-Length, raw or as a multipart form.

Each test calls the app as the server does (ASGI), with a body that counts how many of its
chunks the app asked for: a refused request must not have read what it was refused for.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from podium.service import create_app
from podium.store import Store

from .conftest import TOKEN
from .test_upload import DOC

BOUNDARY = "podium-test-boundary"
#: 200 chunks of 64 KiB: 12.5 MiB offered, far over the tests' limits
HUGE = 200
CHUNK = 64 * 1024


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes
    chunks_read: int

    def error(self) -> str:
        body = json.loads(self.body)
        assert body["ok"] is False and body["status"] == self.status
        return str(body["error"])


def call(app: Any, method: str, target: str, headers: dict[str, str], chunks: Iterator[bytes]) -> Answer:
    """One request to the ASGI ``app``, its body sent chunk by chunk as the app asks for it."""
    path, _, query = target.partition("?")
    read = 0
    started: dict[str, Any] = {}
    body: list[bytes] = []

    async def receive() -> dict[str, Any]:
        nonlocal read
        chunk = next(chunks, None)
        if chunk is None:
            return {"type": "http.request", "body": b"", "more_body": False}
        read += 1
        return {"type": "http.request", "body": chunk, "more_body": True}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            started.update(message)
        elif message["type"] == "http.response.body":
            body.append(message.get("body", b""))

    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method,
        "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": query.encode(),
        "root_path": "", "client": ("127.0.0.1", 50000), "server": ("testserver", 80),
        "headers": [(b"host", b"testserver")] + [(k.lower().encode(), v.encode()) for k, v in headers.items()],
    }
    asyncio.run(app(scope, receive, send))
    return Answer(started["status"], {k.decode(): v.decode() for k, v in started["headers"]},
                  b"".join(body), read)


def form_head(filename: str = "big.txt") -> bytes:
    """A multipart form up to the start of its file part's bytes."""
    return (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{filename}\"\r\n"
            "Content-Type: text/plain\r\n\r\n").encode()


def huge_form() -> Iterator[bytes]:
    return itertools.chain([form_head()], itertools.repeat(b"y" * CHUNK, HUGE))


FORM = {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
WRITE_ROUTES = ["/api/sources", "/upload"]


@pytest.fixture
def app(athens_store: Store) -> Any:
    return create_app(athens_store, token=TOKEN, max_upload=1000)


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_write_without_a_token_is_401_before_the_body_is_read(app: Any, route: str) -> None:
    answer = call(app, "POST", route, FORM, huge_form())
    assert answer.status == 401
    assert answer.chunks_read == 0


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_write_with_a_wrong_token_is_401_before_the_body_is_read(app: Any, route: str) -> None:
    answer = call(app, "POST", route, {**FORM, "Authorization": "Bearer nope"}, huge_form())
    assert (answer.status, answer.error(), answer.chunks_read) == (401, "wrong token", 0)


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_write_to_a_server_without_a_token_is_403_before_the_body_is_read(athens_store: Store, route: str) -> None:
    answer = call(create_app(athens_store, max_upload=1000), "POST", route,
                  {**FORM, "Authorization": f"Bearer {TOKEN}"}, huge_form())
    assert answer.status == 403
    assert answer.chunks_read == 0


def test_the_upload_form_without_its_cookie_is_401_before_the_body_is_read(app: Any) -> None:
    answer = call(app, "POST", "/upload", {**FORM, "Cookie": "podium_upload=forged"}, huge_form())
    assert (answer.status, answer.error(), answer.chunks_read) == (
        401, "wrong or stale token: enter the token on the upload page again", 0)


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_declared_length_over_the_limit_is_413_before_the_body_is_read(app: Any, route: str) -> None:
    headers = {**FORM, "Authorization": f"Bearer {TOKEN}", "Content-Length": str(HUGE * CHUNK)}
    answer = call(app, "POST", route, headers, huge_form())
    assert (answer.status, answer.chunks_read) == (413, 0)


def test_a_chunked_raw_upload_stops_being_read_past_the_limit(app: Any) -> None:
    answer = call(app, "POST", "/api/sources", {"Authorization": f"Bearer {TOKEN}"},
                  itertools.repeat(b"y" * 400, HUGE))
    # 400, 800, 1200 bytes: the third chunk passes the limit of 1000, and no fourth is read
    assert (answer.status, answer.error(), answer.chunks_read) == (413, "upload too large: at most 1000 bytes", 3)


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_chunked_form_stops_being_read_once_its_file_passes_the_limit(app: Any, route: str) -> None:
    chunks = itertools.chain([form_head()], itertools.repeat(b"y" * 400, HUGE))
    answer = call(app, "POST", route, {**FORM, "Authorization": f"Bearer {TOKEN}"}, chunks)
    # the part's headers, then 400, 800, 1200 bytes of the file: four chunks, not one more
    assert (answer.status, answer.error(), answer.chunks_read) == (413, "upload too large: at most 1000 bytes", 4)


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_form_field_over_its_limit_is_413(app: Any, route: str) -> None:
    field = (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"games\"\r\n\r\n").encode()
    chunks = itertools.chain([field], itertools.repeat(b"g" * 400, HUGE))
    answer = call(app, "POST", route, {**FORM, "Authorization": f"Bearer {TOKEN}"}, chunks)
    assert (answer.status, answer.error(), answer.chunks_read) == (
        413, "form field 'games' too large: at most 1024 bytes", 4)


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_form_of_many_small_parts_stops_being_read(app: Any, route: str) -> None:
    part = (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nx\r\n").encode()
    answer = call(app, "POST", route, {**FORM, "Authorization": f"Bearer {TOKEN}"},
                  itertools.repeat(part, HUGE))
    assert (answer.status, answer.error(), answer.chunks_read) == (400, "too many form parts: at most 8", 9)


@pytest.mark.parametrize("route", WRITE_ROUTES)
def test_a_form_cut_off_before_its_last_boundary_is_400(app: Any, route: str) -> None:
    chunks = iter([form_head(), b"1\tChina\t63\t46\t32\t141\n"])
    answer = call(app, "POST", route, {**FORM, "Authorization": f"Bearer {TOKEN}"}, chunks)
    assert (answer.status, answer.error()) == (400, "unreadable form: it ends before its closing boundary")


def test_a_file_within_the_limit_is_read_to_its_end(app: Any, athens_store: Store) -> None:
    chunks = iter([form_head("ru.txt"), DOC, f"\r\n--{BOUNDARY}--\r\n".encode()])
    answer = call(app, "POST", "/api/sources", {**FORM, "Authorization": f"Bearer {TOKEN}"}, chunks)
    assert (answer.status, answer.chunks_read) == (201, 3)
    assert json.loads(answer.body)["path"] == "upload:ru.txt"
