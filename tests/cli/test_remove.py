"""`podium remove ID`, `DELETE /api/sources/{id}`, `-` as standard input and `--quiet`.

The page is four rows of the 2004 Summer Paralympics medal table as the IPC publishes it
(China 63-46-32, Great Britain 35-30-29, Canada 28-19-25, United States 27-22-39).
"""

from __future__ import annotations

import hashlib
import io
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.cli.conftest import Result, Runner
from tests.conftest import CORPUS

PAGE = (b"2004 Summer Paralympics medal table\n"
        b"1\tChina (CHN)\t63\t46\t32\t141\n"
        b"2\tGreat Britain (GBR)\t35\t30\t29\t94\n"
        b"3\tCanada (CAN)\t28\t19\t25\t72\n"
        b"4\tUnited States (USA)\t27\t22\t39\t88\n")
PAGE_ID = hashlib.sha256(PAGE).hexdigest()
GAMES = "2004-summer-paralympics"


def with_stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


@pytest.fixture(scope="module")
def corpus_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with the three bundled Athens 2004 documents; tests copy it."""
    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from podium.store import open_store

    path = tmp_path_factory.mktemp("remove") / "corpus.sqlite"
    store = open_store(str(path))
    store_analyses(store, analyse_inputs(collect_inputs([str(CORPUS)])))
    store.close()
    return path


@pytest.fixture
def store_db(corpus_db: Path, tmp_path: Path) -> str:
    copy = tmp_path / "store.sqlite"
    shutil.copy(corpus_db, copy)
    return str(copy)


def gbr(podium: Runner, db: str) -> dict[str, Any]:
    rows = podium("table", GAMES, "--format", "json", "--db", db).json()["rows"]
    return next(r for r in rows if r["noc"] == "GBR")


def test_check_reads_standard_input_through_a_real_pipe(tmp_path: Path) -> None:
    page = tmp_path / "page.txt"
    page.write_bytes(PAGE)
    done = subprocess.run(f"cat {page} | {sys.executable} -m podium.cli check - --format json",
                          shell=True, capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    import json

    (source,) = json.loads(done.stdout)["sources"]
    assert (source["path"], source["id"], source["games"]) == ("<stdin>", PAGE_ID, GAMES)
    assert [(r["line"], r["noc"], r["gold"], r["silver"], r["bronze"], r["total"]) for r in source["rows"]] == [
        (2, "CHN", 63, 46, 32, 141), (3, "GBR", 35, 30, 29, 94), (4, "CAN", 28, 19, 25, 72),
        (5, "USA", 27, 22, 39, 88)]
    assert source["findings"] == []


def test_check_text_names_standard_input(podium: Runner, monkeypatch: pytest.MonkeyPatch) -> None:
    with_stdin(monkeypatch, PAGE)
    result = podium("check", "-")
    assert result.code == 0, result.err
    assert result.out.splitlines()[0] == "<stdin>"


def test_standard_input_twice_is_a_usage_error(podium: Runner, monkeypatch: pytest.MonkeyPatch) -> None:
    with_stdin(monkeypatch, PAGE)
    result = podium("check", "-", "-")
    assert (result.code, result.err) == (2, "podium: error: - (standard input) is given more than once\n")


def test_empty_standard_input_is_bad_input(podium: Runner, monkeypatch: pytest.MonkeyPatch) -> None:
    with_stdin(monkeypatch, b"")
    result = podium("check", "-")
    assert (result.code, result.err) == (2, "podium: error: <stdin>: empty file\n")


def test_ingest_from_standard_input_records_its_origin_and_a_title_from_its_content(
        podium: Runner, monkeypatch: pytest.MonkeyPatch, db: str) -> None:
    with_stdin(monkeypatch, PAGE)
    result = podium("ingest", "-", "--db", db)
    assert result.code == 0, result.err
    assert result.out.split() == ["added", PAGE_ID[:12], "en", GAMES, "4", "rows,", "0", "facts,", "0", "errors,",
                                  "0", "warnings", "<stdin>"]
    (source,) = podium("sources", "--format", "json", "--db", db).json()
    assert (source["id"], source["origin"], source["title"]) == (PAGE_ID, "<stdin>",
                                                                 "2004 Summer Paralympics medal table")


def test_a_page_without_a_title_from_standard_input_has_none(podium: Runner, monkeypatch: pytest.MonkeyPatch,
                                                             db: str) -> None:
    with_stdin(monkeypatch, PAGE.split(b"\n", 1)[1])
    assert podium("ingest", "-", "--games", GAMES, "--db", db).code == 0
    (source,) = podium("sources", "--format", "json", "--db", db).json()
    assert (source["origin"], source["title"]) == ("<stdin>", None)


def ingest_page(podium: Runner, monkeypatch: pytest.MonkeyPatch, db: str) -> None:
    with_stdin(monkeypatch, PAGE)
    assert podium("ingest", "-", "--db", db, "--quiet").code == 0


def test_remove_takes_the_source_out_and_decides_its_games_again(
        podium: Runner, monkeypatch: pytest.MonkeyPatch, store_db: str) -> None:
    before = gbr(podium, store_db)
    ingest_page(podium, monkeypatch, store_db)
    with_page = gbr(podium, store_db)
    assert (before["bronze"], before["status"], with_page["bronze"]) == (30, "disputed", 29)

    result = podium("remove", PAGE_ID[:8], "--db", store_db)
    assert result.code == 0, result.err
    assert result.out.splitlines() == [
        f"removed {PAGE_ID[:12]}  2004 Summer Paralympics medal table (<stdin>): 20 claims, 0 findings",
        f"decided again without it: {GAMES}",
        "to undo: re-ingest the same document to bring it back (podium ingest PATH)",
    ]
    assert gbr(podium, store_db) == before
    assert PAGE_ID not in [s["id"] for s in podium("sources", "--format", "json", "--db", store_db).json()]
    # in the reader's language
    ingest_page(podium, monkeypatch, store_db)
    assert podium("remove", PAGE_ID[:8], "--lang", "ru", "--db", store_db).out.splitlines() == [
        f"удалён {PAGE_ID[:12]}  2004 Summer Paralympics medal table (<stdin>): утверждений: 20, замечаний: 0",
        f"решено заново без этого источника: {GAMES}",
        "чтобы отменить, снова загрузите тот же документ (podium ingest PATH)",
    ]
    entry = podium("audit", "--format", "json", "--db", store_db).json()[-1]
    assert (entry["action"], entry["target"], entry["detail"]) == ("remove", PAGE_ID, {
        "authority": False, "claims": 20, "findings": 0, "games": [GAMES],
        "origin": "<stdin>", "title": "2004 Summer Paralympics medal table",
        "undo": "ingest the same document again"})


def test_reingesting_the_document_undoes_a_removal(podium: Runner, monkeypatch: pytest.MonkeyPatch,
                                                    store_db: str) -> None:
    ingest_page(podium, monkeypatch, store_db)
    with_page = gbr(podium, store_db)
    assert podium("remove", PAGE_ID, "--db", store_db, "-q").code == 0
    ingest_page(podium, monkeypatch, store_db)
    assert gbr(podium, store_db) == with_page
    assert [s["id"] for s in podium("sources", "--format", "json", "--db", store_db).json()].count(PAGE_ID) == 1


def test_remove_json(podium: Runner, monkeypatch: pytest.MonkeyPatch, store_db: str) -> None:
    ingest_page(podium, monkeypatch, store_db)
    result = podium("remove", PAGE_ID[:12], "--format", "json", "--note", "a test page", "--db", store_db)
    assert result.json() == {"removed": PAGE_ID, "origin": "<stdin>", "title": "2004 Summer Paralympics medal table",
                             "claims": 20, "findings": 0, "games": [GAMES],
                             "undo": "re-ingest the same document to bring it back"}
    assert podium("audit", "--format", "json", "--db", store_db).json()[-1]["note"] == "a test page"


def test_removing_the_last_source_of_a_games_leaves_no_table(podium: Runner, monkeypatch: pytest.MonkeyPatch,
                                                               db: str) -> None:
    ingest_page(podium, monkeypatch, db)
    assert podium("remove", PAGE_ID, "--db", db, "--quiet") == Result(0, "", "")
    assert podium("sources", "--format", "json", "--db", db).json() == []
    from podium.store import open_store

    with open_store(db) as store:
        assert store.decisions(GAMES) == []
        assert store.claims(GAMES) == []


@pytest.mark.parametrize(("given", "said"), [
    ("abcdef12", "no source with id 'abcdef12'"),
    ("abc", "no source with id 'abc' (give a full id or a prefix of at least 6 hex characters)"),
])
def test_remove_of_an_unknown_source_is_one_line(podium: Runner, store_db: str, given: str, said: str) -> None:
    assert podium("remove", given, "--db", store_db) == Result(2, "", f"podium: error: {said}\n")


def test_remove_is_all_or_nothing(podium: Runner, monkeypatch: pytest.MonkeyPatch, store_db: str) -> None:
    from podium.actions import remove
    from podium.errors import StoreError

    ingest_page(podium, monkeypatch, store_db)
    sources = podium("sources", "--format", "json", "--db", store_db).json()
    audit = podium("audit", "--format", "json", "--db", store_db).json()
    table = podium("table", GAMES, "--format", "json", "--db", store_db).json()

    def fail(*args: Any) -> None:
        raise StoreError("cannot decide 2004-summer-paralympics again: the disk is full")

    monkeypatch.setattr(remove, "redecide", fail)
    result = podium("remove", PAGE_ID, "--db", store_db)
    assert (result.code, result.err) == (
        2, "podium: error: cannot decide 2004-summer-paralympics again: the disk is full\n")
    assert podium("sources", "--format", "json", "--db", store_db).json() == sources
    assert podium("audit", "--format", "json", "--db", store_db).json() == audit
    assert podium("table", GAMES, "--format", "json", "--db", store_db).json() == table


def test_quiet_ingest_prints_nothing_but_errors(podium: Runner, tmp_path: Path, db: str) -> None:
    page = tmp_path / "page.txt"
    page.write_bytes(PAGE)
    assert podium("ingest", str(page), "--quiet", "--db", db) == Result(0, "", "")
    assert podium("ingest", str(tmp_path / "missing.txt"), "-q", "--db", db) == Result(
        2, "", f"podium: error: {tmp_path / 'missing.txt'}: no such file or folder\n")


def test_quiet_keep_going_still_names_what_it_refused(podium: Runner, tmp_path: Path, db: str) -> None:
    folder = tmp_path / "pages"
    folder.mkdir()
    (folder / "page.txt").write_bytes(PAGE)
    (folder / "empty.txt").write_bytes(b"")
    result = podium("ingest", str(folder), "--keep-going", "--quiet", "--db", db)
    assert result == Result(1, "", f"podium: refused: {folder / 'empty.txt'}: empty file\n")


def test_quiet_does_not_outlive_its_command(podium: Runner, tmp_path: Path, db: str) -> None:
    page = tmp_path / "page.txt"
    page.write_bytes(PAGE)
    assert podium("ingest", str(page), "--quiet", "--db", db).out == ""
    assert podium("sources", "--db", db).out != ""


# -- DELETE /api/sources/{id} ------------------------------------------------------------

TOKEN = "remove-token"


@pytest.fixture
def client(store_db: str) -> Any:
    from fastapi.testclient import TestClient

    from podium.service import create_app
    from podium.store import open_store

    store = open_store(store_db)
    with TestClient(create_app(store, token=TOKEN), raise_server_exceptions=False) as test_client:
        yield test_client
    from podium.service.writer import stop_worker

    stop_worker()
    store.close()


def upload(client: Any) -> None:
    response = client.post("/api/sources?name=page.txt", content=PAGE,
                           headers={"Authorization": f"Bearer {TOKEN}"})
    assert response.status_code == 201, response.text


def test_delete_needs_the_token(client: Any) -> None:
    upload(client)
    response = client.delete(f"/api/sources/{PAGE_ID}")
    assert (response.status_code, response.json()) == (
        401, {"ok": False, "status": 401, "error": "writes need an Authorization: Bearer token"})
    wrong = client.delete(f"/api/sources/{PAGE_ID}", headers={"Authorization": "Bearer nope"})
    assert (wrong.status_code, wrong.json()["error"]) == (401, "wrong token")
    assert client.get(f"/api/sources/{PAGE_ID}").status_code == 200


def test_delete_of_an_unknown_source_is_404(client: Any) -> None:
    response = client.delete("/api/sources/abcdef123456", headers={"Authorization": f"Bearer {TOKEN}"})
    assert (response.status_code, response.json()) == (
        404, {"ok": False, "status": 404, "error": "no source with id 'abcdef123456'"})


def test_delete_removes_the_source_and_decides_its_games_again(client: Any) -> None:
    before = client.get(f"/api/games/{GAMES}/table").json()
    upload(client)
    assert client.get(f"/api/games/{GAMES}/table").json() != before
    response = client.delete(f"/api/sources/{PAGE_ID[:10]}", headers={"Authorization": f"Bearer {TOKEN}"})
    assert (response.status_code, response.json()) == (200, {
        "ok": True, "removed": PAGE_ID, "origin": "upload:page.txt", "title": "2004 Summer Paralympics medal table",
        "claims": 20, "findings": 0, "games": [GAMES], "undo": "re-ingest the same document to bring it back"})
    assert client.get(f"/api/sources/{PAGE_ID}").status_code == 404
    assert client.get(f"/api/games/{GAMES}/table").json() == before


def test_delete_is_in_the_openapi_document(client: Any) -> None:
    operation = client.get("/openapi.json").json()["paths"]["/api/sources/{source_id}"]["delete"]
    assert sorted(operation["responses"]) == ["200", "401", "403", "404", "422"]


def test_a_read_only_service_has_no_delete(store_db: str) -> None:
    from fastapi.testclient import TestClient

    from podium.service import create_app
    from podium.store import open_store

    with open_store(store_db) as store, TestClient(create_app(store, read_only=True),
                                                   raise_server_exceptions=False) as read_client:
        response = read_client.delete(f"/api/sources/{PAGE_ID}", headers={"Authorization": f"Bearer {TOKEN}"})
        assert response.status_code == 405


def test_quiet_demo_prints_nothing(podium: Runner) -> None:
    assert podium("demo", "--temporary", "--quiet") == Result(0, "", "")


@pytest.mark.parametrize("command", ["ingest", "bulk", "demo", "remove"])
def test_commands_that_print_progress_or_summaries_take_quiet(podium: Runner, command: str) -> None:
    shown = " ".join(podium(command, "--help").out.split())
    assert "-q, --quiet" in shown and "Print nothing but errors (no progress, no summary)." in shown
