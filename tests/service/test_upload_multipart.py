"""``curl -F file=@page.csv`` to ``POST /api/sources``: the file part's bytes are the source,
not the form around them; the part's file name names a document that names itself nothing;
the same bytes sent raw and as a form are one source."""

from __future__ import annotations

import hashlib
from typing import Any

from podium.store import Store

from .conftest import GAMES
from .test_errors import envelope
from .test_upload import AUTH

#: a CSV gives no title from its content: the file name names it
PAGE = (b"Rank,Nation,Gold,Silver,Bronze,Total\n1,China,63,46,32,141\n"
        b"2,Great Britain,35,30,29,94\n3,Canada,28,19,25,72\n")
PAGE_ID = hashlib.sha256(PAGE).hexdigest()


def test_a_form_upload_stores_the_file_part(write_client: Any, athens_store: Store) -> None:
    response = write_client.post("/api/sources", headers=AUTH, data={"games": GAMES},
                                 files={"file": ("page.csv", PAGE, "text/csv")})
    assert response.status_code == 201
    body = response.json()
    assert (body["id"], body["path"], body["games"], body["format"]) == (PAGE_ID, "upload:page.csv", GAMES, "csv")
    assert [(r["noc"], r["gold"]) for r in body["rows"]] == [("CHN", 63), ("GBR", 35), ("CAN", 28)]
    record = athens_store.source(PAGE_ID)
    assert (record.origin, record.title, record.size) == ("upload:page.csv", "page", len(PAGE))
    assert athens_store.document(PAGE_ID).text == PAGE.decode()


def test_the_query_names_the_document_before_the_part_does(write_client: Any, athens_store: Store) -> None:
    response = write_client.post("/api/sources", headers=AUTH, params={"name": "medals.csv", "games": GAMES},
                                 files={"file": ("page.csv", PAGE, "text/csv")})
    assert response.status_code == 201
    assert (athens_store.source(PAGE_ID).origin, athens_store.source(PAGE_ID).title) == ("upload:medals.csv", "medals")


def test_the_same_bytes_raw_and_as_a_form_are_one_source(write_client: Any, athens_store: Store) -> None:
    before = len(athens_store.sources())
    raw = write_client.post("/api/sources", content=PAGE, headers=AUTH,
                            params={"name": "page.csv", "games": GAMES})
    assert (raw.status_code, raw.json()["id"], raw.json()["added"]) == (201, PAGE_ID, True)
    form = write_client.post("/api/sources", headers=AUTH, data={"games": GAMES},
                             files={"file": ("page.csv", PAGE, "text/csv")})
    assert (form.status_code, form.json()["id"], form.json()["added"]) == (200, PAGE_ID, False)
    assert len(athens_store.sources()) == before + 1
    assert write_client.get("/api/games").json()[0]["sources"] == 4


def test_a_form_first_then_raw_is_one_source(write_client: Any, athens_store: Store) -> None:
    form = write_client.post("/api/sources", headers=AUTH, data={"games": GAMES},
                             files={"file": ("page.csv", PAGE, "text/csv")})
    raw = write_client.post("/api/sources", content=PAGE, headers=AUTH, params={"games": GAMES})
    assert [(r.status_code, r.json()["added"]) for r in (form, raw)] == [(201, True), (200, False)]
    assert [s.id for s in athens_store.sources()].count(PAGE_ID) == 1


def test_a_form_without_a_file_is_422(write_client: Any) -> None:
    response = write_client.post("/api/sources", headers=AUTH, data={"games": GAMES},
                                 files={"other": (None, b"no file here")})
    assert envelope(response, 422) == "the form has no file: send the document as file=@PATH"


def test_a_form_with_two_files_is_400(write_client: Any) -> None:
    response = write_client.post("/api/sources", headers=AUTH, files=[
        ("file", ("a.csv", PAGE, "text/csv")), ("file", ("b.csv", PAGE, "text/csv"))])
    assert envelope(response, 400) == "one file per upload: the form has more"


def test_a_form_with_an_empty_file_is_422(write_client: Any) -> None:
    response = write_client.post("/api/sources", headers=AUTH, files={"file": ("empty.csv", b"", "text/csv")})
    assert envelope(response, 422) == "empty upload"


def test_a_form_without_a_boundary_is_400(write_client: Any) -> None:
    response = write_client.post("/api/sources", headers={**AUTH, "Content-Type": "multipart/form-data"},
                                 content=PAGE)
    assert envelope(response, 400) == "unreadable form: its Content-Type names no boundary"
