"""``GET /api/games/{slug}/table?order=per-capita`` serves ``podium table --order per-capita
--format json``'s shape, and the web page offers the order."""

from __future__ import annotations

from pathlib import Path

from podium.store import open_store
from tests.conftest import FIXTURES
from tests.service.conftest import ingest, make_client

GAMES = "1988-summer-olympics"


def test_the_api_serves_the_per_capita_table_and_the_page_offers_it(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "store.sqlite"))
    ingest(store, FIXTURES / "per_capita" / "seoul-1988.md")
    with make_client(store) as client:
        table = client.get(f"/api/games/{GAMES}/table", params={"order": "per-capita"}).json()
        assert table["order"] == "per-capita"
        assert [(r["noc"], r["per_million"], r["population"]["year"]) for r in table["rows"]] == [
            ("HUN", 2.201, 1988), ("KOR", 0.769, 1988), ("URS", 0.462, 1988), ("USA", 0.378, 1988)]
        assert [t["noc"] for t in table["without_population"]] == ["GDR", "FRG"]
        page = client.get(f"/games/{GAMES}", params={"order": "per-capita", "lang": "en"})
        assert page.status_code == 200
        assert "medals per million people" in page.text
        assert "UN World Population Prospects 2024" in page.text
        assert f"/api/games/{GAMES}/table.json?order=per-capita" in page.text
        assert f"/api/games/{GAMES}/table.csv?order=per-capita" not in page.text
        no_population = client.get(f"/api/games/{GAMES}/table.csv", params={"order": "per-capita"})
        assert no_population.status_code == 400
        assert no_population.json()["error"] == "order 'per-capita' is for the table as JSON: this format has no population"
        refused = client.get(f"/api/games/{GAMES}/table", params={"order": "per-gdp"})
        assert refused.status_code == 400 and "per-capita" in refused.json()["error"]
    store.close()
