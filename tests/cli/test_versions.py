"""Versions of a Games' table through the CLI: the Beijing 2008 table as awarded and after the
reallocations (two sources each, in four languages and layouts), an undated source placed in
the version it matches, days of the Games from a CSV with a date column and a dated heading.

Fixtures: ``tests/fixtures/versions`` (their README says where the numbers come from)."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.store import open_store

from .conftest import Runner

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "versions"
GAMES = "2008-summer-olympics"
AWARDED = ("beijing-2008-as-awarded.md", "beijing-2008-endstand.wiki")
CORRECTED = ("beijing-2008-after-reallocations.md", "beijing-2008-apres-reattributions.html")
TOP_TEN = ["CHN", "USA", "RUS", "GBR", "GER", "AUS", "KOR", "JPN", "ITA", "FRA"]


def _ingest(podium: Runner, db: str, *names: str, extra: tuple[str, ...] = ()) -> None:
    result = podium("ingest", *(str(FIXTURES / n) for n in names), *extra, "--db", db)
    assert result.code == 0, result.err


@pytest.fixture
def beijing(podium: Runner, db: str) -> str:
    _ingest(podium, db, *AWARDED, *CORRECTED)
    return db


def _rows(data: dict[str, object]) -> list[tuple[object, ...]]:
    rows = data["rows"]
    assert isinstance(rows, list)
    return [(r["noc"], r["gold"], r["silver"], r["bronze"], r["total"], r["status"]) for r in rows]


def test_the_current_table_is_the_corrected_one_and_says_so(podium: Runner, beijing: str) -> None:
    data = podium("table", GAMES, "--format", "json", "--db", beijing).json()
    assert _rows(data)[:3] == [("CHN", 48, 22, 30, 100, "agreed"), ("USA", 36, 39, 37, 112, "agreed"),
                               ("RUS", 24, 13, 23, 60, "agreed")]
    assert {r[5] for r in _rows(data)} == {"agreed"}
    assert data["version"] == {"name": "as-of:2019-01-01", "kind": "as-of", "day": "2019-01-01",
                               "current": True, "sources": 2}
    assert data["versions"] == [
        {"name": "final", "kind": "final", "day": None, "current": False, "sources": 2},
        {"name": "as-of:2019-01-01", "kind": "as-of", "day": "2019-01-01", "current": True, "sources": 2},
    ]
    text = podium("table", GAMES, "--db", beijing).out
    assert ("Version of the table: corrected as of 2019-01-01, the latest with evidence; other versions: "
            "as awarded (--as-of DATE, --as-awarded, `podium changes`)") in text


def test_as_awarded_shows_the_table_of_the_closing_ceremony(podium: Runner, beijing: str) -> None:
    data = podium("table", GAMES, "--as-awarded", "--format", "json", "--db", beijing).json()
    assert _rows(data) == [
        ("CHN", 51, 21, 28, 100, "agreed"), ("USA", 36, 38, 36, 110, "agreed"), ("RUS", 23, 21, 28, 72, "agreed"),
        ("GBR", 19, 13, 15, 47, "agreed"), ("GER", 16, 10, 15, 41, "agreed"), ("AUS", 14, 15, 17, 46, "agreed"),
        ("KOR", 13, 10, 8, 31, "agreed"), ("JPN", 9, 6, 10, 25, "agreed"), ("ITA", 8, 10, 10, 28, "agreed"),
        ("FRA", 7, 16, 17, 40, "agreed"),
    ]
    assert data["version"]["name"] == "final"
    # a day before the corrections, and one after: the version in force then
    before = podium("table", GAMES, "--as-of", "2012-06-30", "--format", "json", "--db", beijing).json()
    after = podium("table", GAMES, "--as-of", "2020-01-01", "--format", "json", "--db", beijing).json()
    assert (before["version"]["name"], before["rows"][0]["gold"]) == ("final", 51)
    assert (after["version"]["name"], after["rows"][0]["gold"]) == ("as-of:2019-01-01", 48)


def test_no_cell_is_disputed_because_sources_speak_for_different_times(beijing: str) -> None:
    store = open_store(beijing)
    for version in ("final", "as-of:2019-01-01"):
        decisions = store.decisions(GAMES, version=version)
        assert {d.status.value for d in decisions} == {"agreed"}, version
    assert store.decisions(GAMES, disputed_only=True) == []


def test_changes_lists_each_moved_medal_with_its_sources_and_the_stated_reason(podium: Runner, beijing: str) -> None:
    data = podium("changes", GAMES, "--format", "json", "--db", beijing).json()
    moved = [(c["subject"], c["attribute"], c["before"], c["after"]) for c in data["changes"]]
    assert moved == [
        ("CHN", "gold", 51, 48), ("CHN", "silver", 21, 22), ("CHN", "bronze", 28, 30),
        ("FRA", "bronze", 17, 20), ("FRA", "total", 40, 43),
        ("GBR", "bronze", 15, 19), ("GBR", "total", 47, 51),
        ("GER", "silver", 10, 11), ("GER", "bronze", 15, 14),
        ("ITA", "silver", 10, 9), ("ITA", "total", 28, 27),
        ("JPN", "silver", 6, 8), ("JPN", "bronze", 10, 8),
        ("KOR", "silver", 10, 11), ("KOR", "total", 31, 32),
        ("RUS", "gold", 23, 24), ("RUS", "silver", 21, 13), ("RUS", "bronze", 28, 23), ("RUS", "total", 72, 60),
        ("USA", "silver", 38, 39), ("USA", "bronze", 36, 37), ("USA", "total", 110, 112),
    ]
    store = open_store(beijing)
    by_origin = {Path(s.origin).name: s.id for s in store.sources()}
    first = data["changes"][0]
    assert (first["from_version"], first["to_version"]) == ("final", "as-of:2019-01-01")
    assert first["before_sources"] == sorted(by_origin[n] for n in AWARDED)
    assert first["after_sources"] == sorted(by_origin[n] for n in CORRECTED)
    assert {c["reason"] for c in data["changes"]} == {
        "Medal table as of 1 January 2019, after the reallocations (top ten)"}
    text = podium("changes", GAMES, "--db", beijing).out
    assert "2008 Summer Olympics: as awarded → corrected as of 2019-01-01" in text
    assert "reason stated: Medal table as of 1 January 2019, after the reallocations (top ten)" in text


def test_a_source_that_states_no_time_joins_the_version_it_matches(podium: Runner, beijing: str) -> None:
    _ingest(podium, beijing, "beijing-2008-no-date.csv")
    data = podium("table", GAMES, "--format", "json", "--db", beijing).json()
    assert [(v["name"], v["sources"]) for v in data["versions"]] == [("final", 3), ("as-of:2019-01-01", 2)]
    assert {r[5] for r in _rows(data)} == {"agreed"}
    assert open_store(beijing).decisions(GAMES, disputed_only=True) == []


def test_ingest_as_of_dates_a_document_that_does_not_say(podium: Runner, beijing: str) -> None:
    _ingest(podium, beijing, "beijing-2008-no-date.csv", extra=("--as-of", "2019-01-01"))
    data = podium("table", GAMES, "--format", "json", "--db", beijing).json()
    assert [(v["name"], v["sources"]) for v in data["versions"]] == [("final", 2), ("as-of:2019-01-01", 3)]
    # its five rows say the table as awarded: in the corrected version they are outvoted, not agreed
    statuses = {r[0]: r[5] for r in _rows(data)}
    assert statuses == {"CHN": "disputed", "USA": "disputed", "RUS": "disputed", "GBR": "disputed", "GER": "disputed",
                        "AUS": "agreed", "KOR": "agreed", "JPN": "agreed", "ITA": "agreed", "FRA": "agreed"}
    refused = podium("ingest", str(FIXTURES / "beijing-2008-no-date.csv"), "--as-of", "soon", "--db", beijing)
    assert (refused.code, refused.err.strip()) == (2, "podium: error: --as-of 'soon': give a date (YYYY-MM-DD), "
                                                      "final or corrected")


def test_the_days_of_the_games_and_the_race(podium: Runner, beijing: str, tmp_path: Path) -> None:
    _ingest(podium, beijing, "beijing-2008-daily.csv", extra=("--games", GAMES))
    _ingest(podium, beijing, "beijing-2008-day-eight.md")
    data = podium("table", GAMES, "--format", "json", "--db", beijing).json()
    assert [v["name"] for v in data["versions"]] == [
        "interim:2008-08-10", "interim:2008-08-13", "interim:2008-08-16", "interim:2008-08-19",
        "interim:2008-08-22", "final", "as-of:2019-01-01"]
    assert data["version"]["name"] == "as-of:2019-01-01"  # the days never hide the current table
    day = podium("table", GAMES, "--as-of", "2008-08-15", "--format", "json", "--db", beijing).json()
    assert day["version"]["name"] == "interim:2008-08-13"
    assert [(r[0], r[1]) for r in _rows(day)] == [("CHN", 17), ("USA", 8), ("KOR", 6), ("GBR", 4), ("RUS", 3)]
    from podium.export.race import race_days

    days = race_days(open_store(beijing), GAMES)
    assert [(d.day, d.golds.get("CHN"), d.golds.get("GBR"), d.golds.get("GER")) for d in days] == [
        ("2008-08-10", 6, 0, None), ("2008-08-13", 17, 4, None), ("2008-08-16", 33, 11, None),
        ("2008-08-19", 39, 16, None), ("2008-08-22", 46, 19, None), ("2008-08-24", 51, 19, 16)]
    chart = tmp_path / "race.svg"
    result = podium("chart", GAMES, "--race", "-o", str(chart), "--db", beijing)
    assert result.code == 0, result.err
    svg = chart.read_text()
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    assert "<title>2008 Summer Olympics — Golds day by day</title>" in svg
    import re

    labels = re.findall(r'<text x="[\d.]+" y="[\d.]+" fill="#[0-9a-f]{6}">([^<]+)</text>', svg)
    assert labels == ["China 51", "United States 36", "Russia 23", "Great Britain 19", "Germany 16", "Australia 14"]
    # Germany is in no day's table: one point, on the last day, and no line at zero before it
    assert "<title>Germany</title>" not in svg and svg.count("<title>Germany 16</title>") == 1
    assert svg.count("<polyline") == 4


def test_the_race_needs_tables_of_the_days(podium: Runner, beijing: str) -> None:
    result = podium("chart", GAMES, "--race", "--db", beijing)
    assert result.code == 2
    assert result.err.strip() == (
        f"podium: error: no table of {GAMES} after a day of the Games is in the store: the race needs interim "
        "tables (a table dated during the Games, or a CSV with a date column)")


def test_a_games_whose_sources_state_no_time_has_no_version_words(podium: Runner, db: str) -> None:
    _ingest(podium, db, "beijing-2008-no-date.csv")
    data = podium("table", GAMES, "--format", "json", "--db", db).json()
    assert "version" not in data and "versions" not in data
    assert "Version of the table" not in podium("table", GAMES, "--db", db).out
    refused = podium("table", GAMES, "--as-awarded", "--db", db)
    assert (refused.code, refused.err.strip()) == (
        2, f"podium: error: no source of {GAMES} says its table is the one as awarded; its versions: no time stated")


def test_the_versions_read_the_same_through_sqlite3_and_through_sqlalchemy(beijing: str) -> None:
    fast = open_store(beijing).versions(GAMES)  # a SQLite file's reads run on sqlite3 alone
    store = open_store(beijing)
    assert store.engine is not None  # from here on, the same reads through SQLAlchemy
    assert store.versions(GAMES) == fast == [("final", False, 2), ("as-of:2019-01-01", True, 2)]
    assert store.version_names(GAMES) == open_store(beijing).version_names(GAMES) == ["final", "as-of:2019-01-01"]
