"""``podium table GAMES --order per-capita``: total medals per million people in the year of the
Games, each row with its population's year and source, the teams without one listed apart.

The store holds ``tests/fixtures/per_capita/seoul-1988.md``: the six leading teams of the 1988
Summer Olympics in Seoul (public facts). The Soviet Union has no series of its own in the UN's
data: it is the sum of its 15 successor states; West and East Germany cannot be told apart in
the UN's series of today's Germany, and are listed apart."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.cli.params import ORDERS as CLI_ORDERS
from podium.rank import ORDERS
from tests.cli.conftest import Runner
from tests.conftest import FIXTURES

SEOUL = FIXTURES / "per_capita" / "seoul-1988.md"
GAMES = "1988-summer-olympics"
WPP = "UN World Population Prospects 2024"
FINAL = {"name": "final", "kind": "final", "day": None, "current": True, "sources": 1}
SOVIET = ("the Soviet Union: the sum of its 15 successor states "
          "(ARM, AZE, BLR, EST, GEO, KAZ, KGZ, LTU, LVA, MDA, RUS, TJK, TKM, UKR, UZB)")


def _row(rank: int, noc: str, name: str, medals: tuple[int, int, int], population: int, source: str,
         per_million: float) -> dict[str, object]:
    g, s, b = medals
    return {"rank": rank, "noc": noc, "name": name, "gold": g, "silver": s, "bronze": b, "total": g + s + b,
            "status": "agreed", "confidence": 1.0, "unsettled": [],
            "population": {"value": population, "year": 1988,
                           "source": f"{WPP}: {source}, linear between 1985 and 1990", "interpolated": True},
            "per_million": per_million}


def _apart(noc: str, name: str, medals: tuple[int, int, int], reason: str) -> dict[str, object]:
    g, s, b = medals
    return {"noc": noc, "name": name, "gold": g, "silver": s, "bronze": b, "total": g + s + b,
            "status": "agreed", "confidence": 1.0, "unsettled": [], "reason": reason}


@pytest.fixture
def seoul(podium: Runner, db: str) -> str:
    assert podium("ingest", str(SEOUL), "--db", db).code == 0
    return db


def test_the_cli_offers_the_orders_of_the_ranking() -> None:
    assert CLI_ORDERS == ORDERS


def test_per_capita_json_gives_each_rows_population_year_and_source(podium: Runner, seoul: str) -> None:
    result = podium("table", GAMES, "--order", "per-capita", "--format", "json", "--db", seoul)
    assert result.code == 0, result.err
    assert result.json() == {
        "games": {"slug": GAMES, "name": "1988 Summer Olympics"},
        "order": "per-capita",
        "rows": [
            _row(1, "HUN", "Hungary", (11, 6, 6), 10447674, "HUN", 2.201),
            _row(2, "KOR", "South Korea", (12, 10, 11), 42908440, "KOR", 0.769),
            _row(3, "URS", "Soviet Union", (55, 31, 46), 285785039, SOVIET, 0.462),
            _row(4, "USA", "United States", (36, 31, 27), 248700209, "USA", 0.378),
        ],
        "totals": {"gold": 162, "silver": 127, "bronze": 135, "total": 424},
        # the fixture's table is "as awarded": the final version, said
        "version": FINAL,
        "versions": [FINAL],
        "without_population": [
            _apart("GDR", "East Germany", (37, 35, 30), "the dataset has Germany as a whole only, not East Germany"),
            _apart("FRG", "West Germany", (11, 14, 15), "the dataset has Germany as a whole only, not West Germany"),
        ],
    }


def test_per_capita_text_shows_the_year_and_the_source_once(podium: Runner, seoul: str) -> None:
    result = podium("table", GAMES, "--order", "per-capita", "--db", seoul)
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0] == "1988 Summer Olympics — medal table (medals per million people)"
    assert lines[1].split() == ["Rank", "NOC", "Nation", "Gold", "Silver", "Bronze", "Total", "Population",
                                "Per", "million", "Status"]
    assert lines[2].split() == ["1", "HUN", "Hungary", "11", "6", "6", "23", "10,447,674", "2.201", "agreed"]
    assert lines[5].split() == ["4", "USA", "United", "States", "36", "31", "27", "94", "248,700,209", "0.378",
                                "agreed"]
    assert result.out.count(WPP) == 1
    assert ("Population in 1988: UN World Population Prospects 2024 (CC BY 3.0 IGO), "
            "linear between its five-yearly figures.") in lines
    assert ("Without a population: GDR 37-35-30 (the dataset has Germany as a whole only, not East Germany), "
            "FRG 11-14-15 (the dataset has Germany as a whole only, not West Germany).") in lines


def test_the_gold_order_is_unchanged(podium: Runner, seoul: str) -> None:
    table = podium("table", GAMES, "--format", "json", "--db", seoul).json()
    assert [r["noc"] for r in table["rows"]] == ["URS", "GDR", "USA", "KOR", "FRG", "HUN"]
    assert "without_population" not in table and all("population" not in r for r in table["rows"])


def test_the_help_says_what_per_capita_counts(podium: Runner) -> None:
    out = " ".join(podium("table", "--help").out.split())
    assert "per-capita: total medals per million people in the year of the Games" in out


def test_a_games_before_the_data_lists_every_team_apart(podium: Runner, db: str, tmp_path: Path) -> None:
    london = tmp_path / "london-1948.md"
    london.write_text("# 1948 Summer Olympics medal table\n\n| Rank | Nation | Gold | Silver | Bronze | Total |\n"
                      "|---|---|---|---|---|---|\n| 1 | United States | 38 | 27 | 19 | 84 |\n"
                      "| 2 | Sweden | 16 | 11 | 17 | 44 |\n", encoding="utf-8")
    assert podium("ingest", str(london), "--db", db).code == 0
    table = podium("table", "1948-summer-olympics", "--order", "per-capita", "--format", "json", "--db", db).json()
    assert table["rows"] == []
    assert [(t["noc"], t["reason"]) for t in table["without_population"]] == [
        ("USA", "1948 is outside the dataset's years (1950-2025)"),
        ("SWE", "1948 is outside the dataset's years (1950-2025)")]


def test_the_file_formats_without_a_population_column_refuse_per_capita(podium: Runner, seoul: str) -> None:
    result = podium("table", GAMES, "--order", "per-capita", "--format", "csv", "--db", seoul)
    assert result.code == 2
    assert result.err.strip() == ("podium: error: --order per-capita is for --format text or json: "
                                  "the csv export has no population")
