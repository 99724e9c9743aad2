"""The JSON API: every route, in the documented shapes (the same as the CLI's)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.responses import JSONResponse

from podium.actions.queries import conflicts, facts, medal_table, source_titles
from podium.export.shapes import decision_json, table_json
from podium.store import open_store

from .conftest import GAMES, source_id

RU = "f3f35c58895ff80fa7d2bebc5c205eaef446b54e544796c1bb39b686db9e9bfc"
ZH_HANS = "430b72d37e2d"
ZH_HANT = "42fd05b2091e"


def test_games_lists_the_corpus_with_its_source_count(read_client: Any) -> None:
    response = read_client.get("/api/games")
    assert response.status_code == 200
    assert response.json() == [{"slug": GAMES, "name": "2004 Summer Paralympics", "sources": 3}]


@pytest.mark.parametrize("suffix", ["", ".json"])
def test_table_is_the_cli_shape(read_client: Any, athens_db: Path, suffix: str) -> None:
    response = read_client.get(f"/api/games/{GAMES}/table{suffix}")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    with open_store(str(athens_db)) as store:
        assert body == json.loads(json.dumps(table_json(medal_table(store, GAMES))))
    assert body["order"] == "gold"
    assert body["totals"] == {"gold": 519, "silver": 518, "bronze": 533, "total": 1570}
    assert len(body["rows"]) == 75
    assert body["rows"][0] == {"rank": 1, "noc": "CHN", "name": "China", "gold": 63, "silver": 46,
                               "bronze": 32, "total": 141, "status": "agreed", "confidence": 1.0,
                               "unsettled": []}
    gbr = body["rows"][1]
    assert (gbr["rank"], gbr["noc"], gbr["gold"], gbr["silver"], gbr["bronze"], gbr["total"]) == (
        2, "GBR", 35, 30, 30, 95)


def test_table_order_and_language(read_client: Any) -> None:
    body = read_client.get(f"/api/games/{GAMES}/table", params={"order": "total", "lang": "ru"}).json()
    assert body["order"] == "total"
    assert [(r["rank"], r["noc"], r["name"], r["total"]) for r in body["rows"][:3]] == [
        (1, "CHN", "Китай", 141), (2, "AUS", "Австралия", 100), (3, "GBR", "Великобритания", 95)]
    hant = read_client.get(f"/api/games/{GAMES}/table", params={"lang": "zh-Hant"}).json()
    assert [r["name"] for r in hant["rows"][:2]] == ["中國", "英國"]


@pytest.mark.parametrize(("lang", "expected"), [("en", "Macedonia"), ("ru", "Македония"), ("zh-Hans", "马其顿"),
                                               ("zh-Hant", "馬其頓"), ("fr", "Macédoine")])
def test_table_shows_names_as_used_in_2004(read_client: Any, lang: str, expected: str) -> None:
    rows = read_client.get(f"/api/games/{GAMES}/table", params={"lang": lang}).json()["rows"]
    assert [(r["rank"], r["name"]) for r in rows if r["noc"] == "MKD"] == [(66, expected)]


def test_shared_ranks_come_through(read_client: Any) -> None:
    rows = read_client.get(f"/api/games/{GAMES}/table").json()["rows"]
    tied = [(r["rank"], r["noc"]) for r in rows if (r["gold"], r["silver"], r["bronze"]) == (1, 0, 1)]
    assert tied == [(53, "IND"), (53, "JAM"), (53, "TUR")]
    assert next(r["rank"] for r in rows if r["noc"] == "BIH") == 56


def test_table_csv(read_client: Any) -> None:
    response = read_client.get(f"/api/games/{GAMES}/table.csv", params={"lang": "ru"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    assert response.headers["content-disposition"] == f'attachment; filename="{GAMES}.csv"'
    rows = list(csv.reader(io.StringIO(response.text)))
    assert rows[0] == ["games", "order", "rank", "noc", "name", "gold", "silver", "bronze", "total", "status",
                       "confidence", "unsettled"]
    assert rows[1] == [GAMES, "gold", "1", "CHN", "Китай", "63", "46", "32", "141", "agreed", "1.0", ""]
    assert len(rows) == 76


def test_conflicts_are_the_cli_shape_with_the_gbr_bronze(read_client: Any, athens_db: Path) -> None:
    response = read_client.get(f"/api/games/{GAMES}/conflicts")
    body = response.json()
    with open_store(str(athens_db)) as store:
        titles = source_titles(store)
        listed = [decision_json(d, titles) for d in conflicts(store, GAMES)]
        assert body == json.loads(json.dumps(listed))
        # sent item by item (``app.json_list``), the body is the one JSONResponse makes of the whole list
        assert response.content == JSONResponse(listed).body
        assert response.headers["content-type"] == "application/json"
    bronze = next(d for d in body if (d["subject"], d["attribute"]) == ("GBR", "bronze"))
    assert [
        (v["value"], [(s["id"][:12], s["title"], s["line"]) for s in v["sources"]]) for v in bronze["values"]
    ] == [
        (30, [(ZH_HANT, "2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese)", 26),
              (ZH_HANS, "2004年雅典残疾人奥林匹克运动会 (Simplified Chinese)", 20)]),
        (29, [(RU[:12], "XII Летние Паралимпийские игры (Russian)", 8)]),
    ]
    assert [(d["subject"], d["attribute"]) for d in body if d["subject"] != "games"] == [
        ("GBR", "bronze"), ("GBR", "total"), ("JPN", "silver"), ("JPN", "total")]


def test_facts_are_the_cli_shape(read_client: Any, athens_db: Path) -> None:
    body = read_client.get(f"/api/games/{GAMES}/facts").json()
    with open_store(str(athens_db)) as store:
        titles = source_titles(store)
        assert body == json.loads(json.dumps([decision_json(d, titles) for d in facts(store, GAMES)]))
    by_attribute = {d["attribute"]: d["decision"] for d in body}
    assert {k: by_attribute[k] for k in ("total_gold", "total_silver", "total_bronze", "total_medals")} == {
        "total_gold": 519, "total_silver": 518, "total_bronze": 533, "total_medals": 1570}


def test_sources_list(read_client: Any) -> None:
    body = read_client.get("/api/sources").json()
    assert sorted((s["id"][:12], s["language"], s["games"], s["title"]) for s in body) == [
        (ZH_HANT, "zh-Hant", GAMES, "2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese)"),
        (ZH_HANS, "zh-Hans", GAMES, "2004年雅典残疾人奥林匹克运动会 (Simplified Chinese)"),
        (RU[:12], "ru", GAMES, "XII Летние Паралимпийские игры (Russian)"),
    ]
    assert set(body[0]) == {"id", "title", "origin", "language", "format", "encoding", "games",
                            "authority", "claims", "ingested_at"}


@pytest.mark.parametrize("given", [RU, RU[:12], RU[:6], RU.upper()])
def test_source_shows_what_was_read_and_the_findings(read_client: Any, given: str) -> None:
    response = read_client.get(f"/api/sources/{given}")
    assert response.status_code == 200
    body = response.json()
    assert body["id"] == RU
    assert (body["language"], body["games"], body["title"]) == ("ru", GAMES, "XII Летние Паралимпийские игры (Russian)")
    assert len(body["rows"]) == 75
    assert body["rows"][1] == {"line": 8, "rank": 2, "mention": "Великобритания", "noc": "GBR",
                               "gold": 35, "silver": 30, "bronze": 29, "total": 94}
    assert body["findings"] == []
    assert set(body) >= {"rows", "totals", "facts", "findings", "claims", "format", "encoding"}


def test_openapi_lists_every_route(read_client: Any) -> None:
    spec = read_client.get("/openapi.json").json()
    assert spec["openapi"].startswith("3.")
    routes = {(m.upper(), p) for p, ops in spec["paths"].items() for m in ops}
    assert routes >= {
        ("GET", "/api/games"), ("GET", "/api/games/{slug}/table"), ("GET", "/api/games/{slug}/table.json"),
        ("GET", "/api/games/{slug}/table.csv"), ("GET", "/api/games/{slug}/conflicts"),
        ("GET", "/api/games/{slug}/facts"), ("GET", "/api/sources"), ("GET", "/api/sources/{source_id}"),
        ("POST", "/api/sources"), ("GET", "/"), ("GET", "/games/{slug}"), ("GET", "/sources/{source_id}"),
    }


def test_docs_page_is_served_without_a_cdn(read_client: Any) -> None:
    response = read_client.get("/docs")
    assert response.status_code == 200
    assert "/api/games/{slug}/table.csv" in response.text
    assert "cdn" not in response.text.lower() and "https://" not in response.text


def test_source_id_of_helper(read_client: Any) -> None:
    assert source_id(read_client, "ru") == RU


@pytest.mark.parametrize("items", [[], [{"a": 1}], [{"a": "«é»\n"}, [1, 2.5], None]])
def test_a_json_list_sent_item_by_item_is_the_body_jsonresponse_makes(items: list[Any]) -> None:
    from fastapi import FastAPI
    from starlette.testclient import TestClient

    from podium.service.app import json_list

    app = FastAPI()
    app.get("/items")(lambda: json_list(iter(items)))
    assert TestClient(app).get("/items").content == JSONResponse(items).body
