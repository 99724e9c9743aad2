"""The versions of a Games' table over HTTP and on its page: the table of a version, the list
of versions, what changed, the race chart (fixtures: ``tests/fixtures/versions``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.model import Games
from podium.service.app import build_app
from podium.store import open_store
from tests.conftest import FIXTURES

GAMES = "2008-summer-olympics"
BEIJING = FIXTURES / "versions"


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    db = str(tmp_path_factory.mktemp("versions") / "store.sqlite")
    with open_store(db) as store:
        names = ("beijing-2008-as-awarded.md", "beijing-2008-endstand.wiki", "beijing-2008-after-reallocations.md",
                 "beijing-2008-apres-reattributions.html", "beijing-2008-daily.csv")
        inputs = collect_inputs([str(BEIJING / n) for n in names])
        store_analyses(store, analyse_inputs(inputs, Games.from_slug(GAMES)))
    return TestClient(build_app(db, token=None, max_upload=1 << 20))


def test_the_table_of_each_version(client: TestClient) -> None:
    current = client.get(f"/api/games/{GAMES}/table").json()
    awarded = client.get(f"/api/games/{GAMES}/table", params={"as_awarded": "true"}).json()
    day = client.get(f"/api/games/{GAMES}/table", params={"as_of": "2008-08-20"}).json()
    assert [(d["version"]["name"], d["rows"][0]["noc"], d["rows"][0]["gold"]) for d in (current, awarded, day)] == [
        ("as-of:2019-01-01", "CHN", 48), ("final", "CHN", 51), ("interim:2008-08-19", "CHN", 39)]
    missing = client.get(f"/api/games/{GAMES}/table", params={"as_of": "2001-01-01"})
    assert (missing.status_code, missing.json()["error"]) == (404, (
        f"no version of the table of {GAMES} speaks for 2001-01-01 or earlier; its versions: after 2008-08-10, "
        "after 2008-08-13, after 2008-08-19, after 2008-08-22, as awarded, corrected as of 2019-01-01"))
    assert client.get(f"/api/games/{GAMES}/table", params={"as_of": "August"}).status_code == 422


def test_versions_and_changes_as_json(client: TestClient) -> None:
    listed = client.get(f"/api/games/{GAMES}/versions").json()
    assert [(v["name"], v["current"], v["sources"]) for v in listed["versions"]] == [
        ("interim:2008-08-10", False, 1), ("interim:2008-08-13", False, 1), ("interim:2008-08-19", False, 1),
        ("interim:2008-08-22", False, 1), ("final", False, 2), ("as-of:2019-01-01", True, 2)]
    changes = client.get(f"/api/games/{GAMES}/changes").json()["changes"]
    assert len(changes) == 22
    assert changes[0] | {"before_sources": len(changes[0]["before_sources"]),
                         "after_sources": len(changes[0]["after_sources"])} == {
        "subject": "CHN", "attribute": "gold", "from_version": "final", "to_version": "as-of:2019-01-01",
        "before": 51, "after": 48, "before_sources": 2, "after_sources": 2,
        "reason": "Medal table as of 1 January 2019, after the reallocations (top ten)"}


def test_the_page_links_every_version_and_draws_the_race(client: TestClient) -> None:
    page = client.get(f"/games/{GAMES}").text
    links = re.search(r'<p class="switch versions".*?</p>', page, re.S)
    assert links is not None
    shown = re.findall(r'<b aria-current="true">([^<]+)</b>|<a href="([^"]+)">([^<]+)</a>', links.group(0))
    assert shown == [
        ("", "?as_of=2008-08-10&amp;order=gold", "after 2008-08-10"),
        ("", "?as_of=2008-08-13&amp;order=gold", "after 2008-08-13"),
        ("", "?as_of=2008-08-19&amp;order=gold", "after 2008-08-19"),
        ("", "?as_of=2008-08-22&amp;order=gold", "after 2008-08-22"),
        ("", "?as_awarded=true&amp;order=gold", "as awarded"),
        ("corrected as of 2019-01-01", "", ""),
        ("", f"/games/{GAMES}/changes", "What changed"),
    ]
    assert '<h2 id="race">Golds day by day</h2>' in page
    assert '<td class="num">48</td>' in page
    awarded = client.get(f"/games/{GAMES}", params={"as_awarded": "true", "lang": "de"}).text
    assert '<b aria-current="true">wie vergeben</b>' in awarded and '<td class="num">51</td>' in awarded
    svg = client.get(f"/api/games/{GAMES}/race.svg")
    assert (svg.status_code, svg.headers["content-type"]) == (200, "image/svg+xml")
    assert svg.text.count("<polyline") == 4  # four leaders have days; Germany's and Australia's one point no line


def test_the_changes_page_in_the_readers_language(client: TestClient) -> None:
    page = client.get(f"/games/{GAMES}/changes", params={"lang": "fr"}).text
    assert "<h2>tel que décerné → corrigé, état au 2019-01-01</h2>" in page
    rows = re.findall(r'<td class="noc">([A-Z]{3})</td>.*?<th scope="row">([^<]+)</th>\s*'
                      r'<td class="num">(\d+)</td><td class="num">(\d+)</td>', page, re.S)
    assert rows[:3] == [("CHN", "Or", "51", "48"), ("CHN", "Argent", "21", "22"), ("CHN", "Bronze", "28", "30")]
    assert len(rows) == 22


def test_a_games_without_versions_has_no_version_words(tmp_path: Path) -> None:
    db = str(tmp_path / "one.sqlite")
    with open_store(db) as store:
        store_analyses(store, analyse_inputs(collect_inputs([str(BEIJING / "beijing-2008-no-date.csv")])))
    client = TestClient(build_app(db, token=None, max_upload=1 << 20))
    assert "version" not in client.get(f"/api/games/{GAMES}/table").json()
    assert 'class="switch versions"' not in client.get(f"/games/{GAMES}").text
    assert client.get(f"/api/games/{GAMES}/versions").json()["versions"] == [
        {"name": "", "kind": "undated", "day": None, "current": True, "sources": 1}]


def test_the_downloads_are_of_the_version_shown(client: TestClient) -> None:
    page = client.get(f"/games/{GAMES}", params={"as_awarded": "true"}).text
    assert f'href="/api/games/{GAMES}/table.csv?order=gold&amp;lang=en&amp;as_awarded=true"' in page
    csv = client.get(f"/api/games/{GAMES}/table.csv", params={"as_awarded": "true"}).text.splitlines()
    assert csv[1].startswith(f"{GAMES},gold,1,CHN,China,51,21,28,100,")
    corrected = client.get(f"/api/games/{GAMES}/table.csv").text.splitlines()
    assert corrected[1].startswith(f"{GAMES},gold,1,CHN,China,48,22,30,100,")
