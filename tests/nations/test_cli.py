"""``podium table --lang`` shows every nation of the bundled corpus in that language, and
``podium nations resolve|list`` work as documented (through the real entry point)."""

from __future__ import annotations

from pathlib import Path

from podium.nations import name
from podium.nations.registry import registry
from tests.cli.conftest import Runner, db, podium  # noqa: F401  (pytest fixtures)

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "src" / "podium" / "data" / "corpus" / "2004-summer-paralympics"
NAMES = ROOT / "tests" / "fixtures" / "nations" / "athens-2004-names.tsv"


def expected_names() -> dict[str, list[tuple[str, str]]]:
    lines = [line.split("\t") for line in NAMES.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    header, rows = lines[0], lines[1:]
    return {lang: [(row[0], row[i]) for row in rows] for i, lang in enumerate(header) if i}


def test_table_in_four_languages_shows_all_75_names_in_that_language(podium: Runner, db: str) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    for lang, expected in expected_names().items():
        result = podium("table", "--lang", lang, "--format", "json", "--db", db)
        assert result.code == 0, result.err
        rows = [(row["noc"], row["name"]) for row in result.json()["rows"]]
        assert len(rows) == 75 and rows == expected, lang
        # each name is that language's own (as used in 2004), never the English fallback
        own = registry().display[lang]
        then = {code: p.name for code, langs in registry().name_periods.items() for p in langs.get(lang, ()) if p.covers(2004)}
        assert all(then.get(noc, own.get(noc)) == text for noc, text in rows), lang
    english = podium("table", "--lang", "en", "--format", "json", "--db", db).json()["rows"]
    german = dict(expected_names()["de"])
    assert sum(row["name"] != german[row["noc"]] for row in english) == 58


def test_nations_resolve(podium: Runner) -> None:
    result = podium("nations", "resolve", "Korea", "Deutschland", "США", "Atlantis", "Deutshland", "--year", "1984",
                    "--lang", "de", "--format", "json")
    assert result.code == 0
    assert result.json() == [
        {"query": "Korea", "status": "ambiguous", "noc": None, "name": None, "candidates": ["KOR", "PRK"]},
        {"query": "Deutschland", "status": "ambiguous", "noc": None, "name": None, "candidates": ["FRG", "GDR"]},
        {"query": "США", "status": "exact", "noc": "USA", "name": "Vereinigte Staaten", "candidates": []},
        {"query": "Atlantis", "status": "not_found", "noc": None, "name": None, "candidates": []},
        {"query": "Deutshland", "status": "not_found", "noc": None, "name": None, "candidates": ["GER", "EUA", "FRG"]},
    ]
    rpc = podium("nations", "resolve", "Паралимпийский комитет России", "--games", "2020-summer-paralympics",
                 "--format", "json")
    assert [(r["noc"], r["name"]) for r in rpc.json()] == [("RPC", "RPC")]
    text = podium("nations", "resolve", "中華台北", "--lang", "zh-Hant")
    assert text.out.split() == ["中華台北", "TPE", "中華台北", "(exact)"]


def test_nations_resolve_rejects_a_bad_games_option(podium: Runner) -> None:
    result = podium("nations", "resolve", "Japan", "--games", "paralympics")
    assert (result.code, "--games paralympics needs --year" in result.err) == (2, True)


def test_nations_resolve_rejects_a_year_that_contradicts_the_games(podium: Runner) -> None:
    result = podium("nations", "resolve", "RPC", "--year", "2016", "--games", "2004-summer-paralympics")
    assert (result.code, result.out) == (2, "")
    assert result.err.strip() == (
        "podium: error: --year 2016 and --games 2004-summer-paralympics name different years; give one of them")
    same = podium("nations", "resolve", "RPC", "--year", "2004", "--games", "2004-summer-paralympics", "--format", "json")
    assert [(r["noc"], r["status"]) for r in same.json()] == [("RUS", "alias")]


def test_nations_list(podium: Runner) -> None:
    result = podium("nations", "list", "--year", "1984", "--lang", "fr", "--format", "json")
    rows = {row["noc"]: row for row in result.json()}
    assert "FRG" in rows and "GDR" in rows and "GER" not in rows and "RUS" not in rows
    assert rows["FRG"] == {"noc": "FRG", "name": "Allemagne de l'Ouest", "from": 1968, "to": 1990, "games": "both",
                           "iso2": "DE", "predecessors": ["EUA"], "successors": ["GER"]}
    assert rows["TPE"]["name"] == name("TPE", "fr") == "Taipei chinois"
    everything = podium("nations", "list", "--format", "json").json()
    assert len(everything) == len(registry().records) == 272


def test_nations_resolve_names_the_team_as_it_was_called_that_year(podium: Runner) -> None:
    then = podium("nations", "resolve", "Macedonia", "Свазиленд", "--year", "2004", "--format", "json").json()
    assert [(r["noc"], r["name"]) for r in then] == [("MKD", "Macedonia"), ("SWZ", "Swaziland")]
    now = podium("nations", "resolve", "Macedonia", "--games", "2024-summer-olympics", "--format", "json").json()
    assert [(r["noc"], r["name"]) for r in now] == [("MKD", "North Macedonia")]
