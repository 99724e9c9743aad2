"""The routes of a nation across Games and of all-time tables (``podium.service.nations``):
the same JSON as the CLI, 404s in the error envelope, the pages and the nation's chart, on
the store of ``tests/actions/test_history.py`` (on SQLite, and on PostgreSQL where
``PODIUM_TEST_POSTGRES`` names a server)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

import pytest

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.store import open_store
from tests.actions.test_history import DOCUMENTS, FIXTURES, build_store
from tests.cli.test_nation import GER, URS

from .conftest import make_client, missing_service


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    store = build_store(tmp_path_factory.mktemp("nations") / "store.sqlite")
    with make_client(store, token=None) as client:
        yield client
    store.close()


def test_the_api_serves_the_shape_of_podium_nation(client: Any) -> None:
    for code, expected in (("URS", URS), ("GER", GER), ("ger", GER)):
        response = client.get(f"/api/nations/{code}")
        assert response.status_code == 200
        assert response.headers["content-type"] == "application/json"
        assert response.json() == expected


def test_names_in_the_language_asked_for(client: Any) -> None:
    body = client.get("/api/nations/GER?lang=ru").json()
    assert (body["name"], [t["name"] for t in body["predecessors"]]) == ("Германия", ["ФРГ", "ГДР"])
    assert body["games"] == GER["games"]  # the Games' names stay English, as in every JSON shape


def test_an_unknown_nation_is_a_404_in_the_envelope(client: Any) -> None:
    response = client.get("/api/nations/XYZ")
    assert response.status_code == 404
    assert response.json() == {"ok": False, "status": 404,
                               "error": "no nation 'XYZ': give an IOC/IPC code (GER, URS) or a nation's name"}
    assert client.get("/nations/XYZ", headers={"accept": "application/json"}).status_code == 404
    assert client.get("/nations/XYZ/chart.svg").status_code == 404
    page = client.get("/nations/XYZ", headers={"accept": "text/html"})
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")


def test_the_all_time_api(client: Any) -> None:
    body = client.get("/api/all-time?kind=summer-olympics").json()
    assert (body["all_time"], body["kind"], body["convention"], body["order"]) == (
        True, "summer-olympics", "as-competed", "gold")
    assert [(r["rank"], r["noc"], r["gold"], r["games"]) for r in body["rows"][:5]] == [
        (1, "USA", 117, 3), (2, "URS", 55, 1), (3, "GER", 53, 2), (4, "EUN", 45, 1), (5, "GDR", 37, 1)]
    assert client.get("/api/all-time").json()["kind"] is None
    assert client.get("/api/all-time?order=total").json()["rows"][1]["noc"] == "GER"
    bad = client.get("/api/all-time?kind=olympics")
    assert bad.status_code == 400 and bad.json()["ok"] is False
    missing = client.get("/api/all-time?kind=winter-paralympics")
    assert missing.status_code == 404
    assert missing.json()["error"] == "no winter-paralympics Games in the store (kinds there: summer-olympics, winter-olympics)"


def test_the_routes_are_in_the_openapi_schema(client: Any) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/nations/{code}", "/api/all-time", "/nations", "/nations/{code}", "/nations/{code}/chart.svg"} <= set(paths)
    assert "404" in paths["/api/nations/{code}"]["get"]["responses"]
    assert [p["name"] for p in paths["/api/all-time"]["get"]["parameters"]] == ["kind", "order", "lang"]


def test_the_nations_page_lists_the_teams_in_the_store(client: Any) -> None:
    html = client.get("/nations").text
    teams = re.findall(r'<a href="/nations/(\w+)"><span lang="en">([^<]+)</span> <code>\w+</code></a> '
                       r'<span class="dim">Games: (\d)</span>', html)
    assert len(teams) == 16
    assert teams[:3] == [("AUT", "Austria", "1"), ("CHN", "China", "2"), ("CUB", "Cuba", "1")]
    assert ("GER", "Germany", "3") in teams and ("URS", "Soviet Union", "1") in teams
    assert re.findall(r'<a href="(/all-time[^"]*)">', html) == [
        "/all-time?kind=summer-olympics", "/all-time?kind=winter-olympics", "/all-time"]


def test_the_all_time_page_ranks_each_team_as_it_competed(client: Any) -> None:
    html = client.get("/all-time?kind=summer-olympics").text
    assert "<h1>All-time medal table: 1988 Summer Olympics – 1996 Summer Olympics (Games: 3)</h1>" in html
    assert "the Soviet Union, the Unified Team and Russia are separate rows" in html
    rows = re.findall(r'<td class="num">(\d+)</td><td class="noc"><a href="/nations/(\w+)">\w+</a></td>', html)
    assert rows == [("1", "USA"), ("2", "URS"), ("3", "GER"), ("4", "EUN"), ("5", "GDR"), ("6", "CHN"), ("7", "RUS"),
                    ("8", "FRA"), ("9", "CUB"), ("10", "ITA"), ("11", "ESP"), ("12", "KOR"), ("13", "FRG"), ("14", "HUN")]
    german = client.get("/all-time?kind=summer-olympics&lang=de").text
    assert ("<h1>Ewiger Medaillenspiegel: Olympische Sommerspiele 1988 – Olympische Sommerspiele 1996 (Spiele: 3)"
            "</h1>") in german and 'href="/nations/GER?lang=de"' in german
    assert client.get("/all-time?kind=olympics", headers={"accept": "text/html"}).status_code == 400


def test_the_nation_page_links_its_games_and_the_teams_before_and_after_it(client: Any) -> None:
    html = client.get("/nations/GER").text
    assert re.findall(r'<a href="/games/([\w-]+)#row-GER">', html) == [
        "1992-winter-olympics", "1992-summer-olympics", "1996-summer-olympics"]
    assert ('<p class="lineage">Teams before it: <a href="/nations/FRG" lang="en">West Germany</a> <code>FRG</code> '
            '(1992), <a href="/nations/GDR" lang="en">East Germany</a> <code>GDR</code> (1992)</p>') in html
    assert '<a href="/nations/EUA" lang="en">United Team of Germany</a>' in html
    assert '<td class="num unsettled">28<span class="mark"' in html  # Barcelona's bronze, resolved
    assert html.count("<svg ") == 1 and '<a href="/api/nations/GER">As JSON</a>' in html


def test_the_nation_page_in_another_language_keeps_it_in_its_links(client: Any) -> None:
    html = client.get("/nations/URS?lang=de").text
    assert '<html lang="de">' in html
    assert "Mannschaften danach: " in html and '<a href="/nations/EUN?lang=de" lang="de">' in html
    assert '<a href="/games/1988-summer-olympics?lang=de#row-URS">' in html


def test_the_chart_draws_the_teams_before_germany_apart_and_paler(client: Any) -> None:
    response = client.get("/nations/GER/chart.svg")
    assert response.status_code == 200 and response.headers["content-type"].startswith("image/svg+xml")
    svg = response.text
    assert re.findall(r'<g data-team="(\w+)"( opacity="0.5")?>', svg) == [
        ("FRG", ' opacity="0.5"'), ("GDR", ' opacity="0.5"'), ("GER", "")]
    own = svg.split('<g data-team="GER">', 1)[1]
    assert re.findall(r'<g data-games="([\w-]+)">', own) == [
        "1992-winter-olympics", "1992-summer-olympics", "1996-summer-olympics"]
    assert "before: West Germany (FRG)" in svg and "<title>Germany: 1 gold" not in svg
    assert "<title>Germany: 33 gold</title>" in own  # each bar says its count
    urs = client.get("/nations/URS/chart.svg").text
    assert re.findall(r'<g data-team="(\w+)"', urs) == ["URS"]  # the teams after it are not drawn


def test_a_nation_without_games_has_a_page_and_no_chart(client: Any) -> None:
    html = client.get("/nations/TCH").text
    assert "Czechoslovakia (TCH) has no row in the medal tables in the store." in html
    assert "<svg " not in html and 'href="/nations/CZE"' in html


def test_a_chart_in_a_language_uses_its_words(client: Any) -> None:
    svg = client.get("/nations/GER/chart.svg?lang=ru").text
    assert "Германия" in svg and "золото" in svg


def test_the_same_answers_on_postgresql() -> None:
    url = os.environ.get("PODIUM_TEST_POSTGRES", "")
    if not url:
        missing_service("PODIUM_TEST_POSTGRES is not set: no PostgreSQL server to test against")
    from tests.store.conftest import empty_postgres

    empty_postgres(url)
    store = open_store(url)
    try:
        store_analyses(store, analyse_inputs(collect_inputs([str(FIXTURES / name) for name in DOCUMENTS])))
        with make_client(store, token=None) as pg:
            assert pg.get("/api/nations/URS").json() == URS
            assert pg.get("/api/nations/GER").json() == GER
            assert pg.get("/api/all-time?kind=summer-olympics").json()["rows"][2]["noc"] == "GER"
    finally:
        store.close()
