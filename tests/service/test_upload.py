"""Writes: the bearer token, refused without one configured, 413 over the limit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from podium.store import Store

from .conftest import GAMES, HOSTILE, TOKEN, make_client
from .test_errors import envelope

DOC = (
    "Паралимпийские игры 2004, медальный зачёт\n"
    "1\tКитай\t63\t46\t32\t141\n2\tВеликобритания\t35\t30\t29\t94\n3\tКанада\t28\t19\t25\t72\n"
).encode()
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def test_upload_refused_when_no_token_is_configured(read_client: Any) -> None:
    response = read_client.post("/api/sources", content=DOC, headers=AUTH)
    assert envelope(response, 403) == "writes are disabled: the server has no PODIUM_TOKEN configured"


def test_upload_without_a_token_is_401(write_client: Any) -> None:
    response = write_client.post("/api/sources", content=DOC)
    assert envelope(response, 401) == "writes need an Authorization: Bearer token"
    assert response.headers["www-authenticate"] == "Bearer"


def test_upload_with_a_wrong_token_is_401(write_client: Any) -> None:
    response = write_client.post("/api/sources", content=DOC, headers={"Authorization": "Bearer nope"})
    assert envelope(response, 401) == "wrong token"


def test_upload_changes_the_cached_table(write_client: Any) -> None:
    def gbr() -> dict[str, Any]:
        rows = write_client.get(f"/api/games/{GAMES}/table").json()["rows"]
        return next(r for r in rows if r["noc"] == "GBR")

    def bronze_votes() -> list[tuple[int, int]]:
        found = next(d for d in write_client.get(f"/api/games/{GAMES}/conflicts").json()
                     if (d["subject"], d["attribute"]) == ("GBR", "bronze"))
        return [(v["value"], len(v["sources"])) for v in found["values"]]

    before = gbr()
    assert gbr() == before  # served from the cache
    assert bronze_votes() == [(30, 2), (29, 1)]
    assert write_client.post("/api/sources", content=DOC, headers=AUTH).status_code == 201
    assert sorted(bronze_votes()) == [(29, 2), (30, 2)]
    assert gbr() != before


def test_upload_stores_the_document_once(write_client: Any, athens_store: Store) -> None:
    before = len(athens_store.sources())
    response = write_client.post("/api/sources", content=DOC, headers=AUTH, params={"name": "../../etc/ru.txt"})
    assert response.status_code == 201
    body = response.json()
    assert (body["ok"], body["added"], body["games"], body["language"]) == (True, True, GAMES, "ru")
    assert body["path"] == "upload:ru.txt"
    assert [(r["noc"], r["bronze"]) for r in body["rows"]] == [("CHN", 32), ("GBR", 29), ("CAN", 25)]
    assert len(athens_store.sources()) == before + 1
    audit = athens_store.audit()[-1]
    assert (audit.who, audit.action) == ("http", "ingest")
    again = write_client.post("/api/sources", content=DOC, headers=AUTH)
    assert again.status_code == 200 and again.json()["added"] is False
    assert len(athens_store.sources()) == before + 1
    assert write_client.get("/api/games").json()[0]["sources"] == 4


def test_upload_over_the_limit_is_413(athens_store: Store) -> None:
    client = make_client(athens_store, max_upload=1000)
    response = client.post("/api/sources", content=b"x" * 1001, headers=AUTH)
    assert envelope(response, 413) == "upload too large: at most 1000 bytes"


def test_streamed_upload_over_the_limit_is_413(athens_store: Store) -> None:
    client = make_client(athens_store, max_upload=1000)

    def chunks() -> Any:
        for _ in range(5):
            yield b"y" * 400

    response = client.post("/api/sources", content=chunks(), headers=AUTH)
    assert envelope(response, 413) == "upload too large: at most 1000 bytes"


def test_upload_of_a_document_without_a_table_is_422(write_client: Any, athens_store: Store) -> None:
    before = len(athens_store.sources())
    response = write_client.post("/api/sources", content=b"just some words\n", headers=AUTH,
                                 params={"name": "words.txt"})
    assert envelope(response, 422).startswith("upload:words.txt: ")
    assert len(athens_store.sources()) == before


def test_empty_upload_is_422(write_client: Any) -> None:
    assert envelope(write_client.post("/api/sources", content=b"", headers=AUTH), 422) == "empty upload"


def sign_in(client: Any, token: str = TOKEN) -> Any:
    """The upload form's first step: the token, answered with the form's cookie."""
    return client.post("/upload/token", data={"token": token}, follow_redirects=False)


def test_the_token_step_sets_the_forms_cookie(write_client: Any) -> None:
    response = sign_in(write_client)
    assert (response.status_code, response.headers["location"]) == (303, "/upload")
    cookie = response.headers["set-cookie"]
    value = write_client.app.state.service.form_cookie()
    assert cookie == f"podium_upload={value}; HttpOnly; Path=/upload; SameSite=strict"
    assert TOKEN not in cookie


def test_the_token_step_refuses_a_wrong_token(write_client: Any) -> None:
    response = sign_in(write_client, "wrong")
    assert envelope(response, 401) == "wrong token"
    assert "set-cookie" not in response.headers


def test_the_token_step_reads_no_more_than_a_token(write_client: Any) -> None:
    response = write_client.post("/upload/token", content=b"token=" + b"t" * 5000,
                                 headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert envelope(response, 413) == "upload too large: at most 4096 bytes"


def test_the_upload_page_asks_for_the_token_then_for_the_document(write_client: Any) -> None:
    before = write_client.get("/upload")
    assert before.headers["cache-control"] == "no-store"
    assert '<form class="upload" method="post" action="/upload/token">' in before.text
    assert 'type="file"' not in before.text
    sign_in(write_client)
    after = write_client.get("/upload").text
    assert '<form class="upload" method="post" action="/upload" enctype="multipart/form-data">' in after
    assert 'name="token"' not in after and "<button type=\"submit\">Upload</button>" in after


def test_form_upload_redirects_to_the_source_page(write_client: Any) -> None:
    sign_in(write_client)
    response = write_client.post(
        "/upload", files={"file": ("hostile.txt", HOSTILE.read_bytes(), "text/plain")}, follow_redirects=False)
    assert response.status_code == 303
    assert response.headers["location"].startswith("/sources/094709c80082")
    page = write_client.get(response.headers["location"])
    assert page.status_code == 200 and "unknown-nation" in page.text
    audit = write_client.app.state.service.store.audit()[-1]
    assert (audit.who, audit.action) == ("http-form", "ingest")


def test_form_upload_with_a_bearer_token_needs_no_cookie(write_client: Any) -> None:
    response = write_client.post("/upload", headers=AUTH, follow_redirects=False,
                                 files={"file": ("hostile.txt", HOSTILE.read_bytes(), "text/plain")})
    assert response.status_code == 303


def test_form_upload_needs_the_token(write_client: Any) -> None:
    response = write_client.post("/upload", data={"token": TOKEN}, files={"file": ("a.txt", DOC, "text/plain")})
    assert envelope(response, 401) == "the upload form needs the token: enter it on the upload page first"


def test_form_upload_from_another_site_is_refused(write_client: Any) -> None:
    sign_in(write_client)
    response = write_client.post("/upload", headers={"Origin": "http://evil.example"},
                                 files={"file": ("a.txt", DOC, "text/plain")})
    assert envelope(response, 403) == "an upload from another site's page is refused"
    other_port = write_client.post("/upload", headers={"Origin": "http://testserver:8001"},
                                   files={"file": ("a.txt", DOC, "text/plain")})
    assert envelope(other_port, 403) == "an upload from another site's page is refused"
    fetched = write_client.post("/upload", headers={"Origin": "null", "Sec-Fetch-Site": "same-site"},
                                files={"file": ("a.txt", DOC, "text/plain")})
    assert envelope(fetched, 403) == "an upload from another site's page is refused"
    for same in ({"Origin": "http://testserver"}, {"Origin": "null", "Sec-Fetch-Site": "same-origin"}):
        response = write_client.post("/upload", headers=same, follow_redirects=False,
                                     files={"file": ("a.txt", DOC, "text/plain")})
        assert response.status_code == 303, same


def test_form_upload_over_the_limit_is_413(athens_store: Store) -> None:
    client = make_client(athens_store, max_upload=1000)
    sign_in(client)
    response = client.post("/upload", files={"file": ("a.txt", b"z" * 5000, "text/plain")})
    assert envelope(response, 413) == "upload too large: at most 1000 bytes"


def test_form_upload_without_a_file_is_422(write_client: Any) -> None:
    sign_in(write_client)
    response = write_client.post("/upload", files={"games": (None, GAMES)})
    assert envelope(response, 422) == "choose a file to upload"


def test_form_upload_of_no_form_is_415(write_client: Any) -> None:
    sign_in(write_client)
    assert envelope(write_client.post("/upload", content=DOC), 415) == "the upload form sends multipart/form-data"


def test_form_upload_refused_without_a_configured_token(read_client: Any, tmp_path: Path) -> None:
    response = read_client.post("/upload", files={"file": ("a.txt", DOC, "text/plain")})
    assert envelope(response, 403) == "writes are disabled: the server has no PODIUM_TOKEN configured"
    token = read_client.post("/upload/token", data={"token": TOKEN})
    assert envelope(token, 403) == "writes are disabled: the server has no PODIUM_TOKEN configured"
