"""`podium check --explain`: for each fact, the words that made it (issue 18)."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Runner
from tests.conftest import FIXTURES

DOC = FIXTURES / "facts" / "en" / "london-2012-olympics-infobox.txt"


def test_explain_shows_the_words_of_each_fact_in_text(podium: Runner) -> None:
    result = podium("check", str(DOC), "--explain")
    assert result.code == 0, result.err
    lines = [line.strip() for line in result.out.splitlines() if line.strip().startswith("line ")]
    assert lines[:6] == [
        'line 2     edition = 30  ← "XXX Olympiad"  [facts.edition]',
        'line 3     host_city = London  ← "host_city = London"  [facts.label]',
        'line 3     host_country = United Kingdom  ← "host_city … United Kingdom"  [facts.label]',
        'line 4     nations = 204  ← "nations = 204"  [facts.label]',
        'line 5     athletes = 10,568  ← "athletes = 10,568"  [facts.label]',
        'line 5     athletes_men = 5,892  ← "5,892 men"  [facts.count]',
    ]
    assert len(lines) == 16


def test_explain_adds_words_and_extractor_to_the_json_facts(podium: Runner) -> None:
    result = podium("check", str(DOC), "--format", "json", "--explain")
    assert result.code == 0, result.err
    (source,) = result.json()["sources"]
    assert [(f["attribute"], f["words"], f["extractor"]) for f in source["facts"]][-3:] == [
        ("host_city", "were held … London", "facts.city"),
        ("end_date", "from 27 July to 12 August 2012", "facts.range"),
        ("start_date", "from 27 July to 12 August 2012", "facts.range"),
    ]


def test_without_explain_the_json_shape_is_unchanged(podium: Runner) -> None:
    (source,) = podium("check", str(DOC), "--format", "json").json()["sources"]
    assert set(source["facts"][0]) == {"subject", "attribute", "value", "qualifier", "line", "text"}


def test_facts_show_the_qualifiers_values_were_stated_with(podium: Runner, db: str, tmp_path: Path) -> None:
    docs = {
        "about.txt": "2012 Summer Olympics\nAbout 11,000 athletes from 204 nations took part in the Games in London.\n",
        "range.txt": "2012 Summer Olympics\nBetween 10,500 and 10,600 athletes took part in the Games in London.\n",
    }
    for name, text in docs.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert podium("ingest", str(tmp_path / "about.txt"), str(tmp_path / "range.txt"), "--db", db).code == 0
    lines = podium("facts", "2012-summer-olympics", "--db", db).out.splitlines()
    supports = [line.strip().split(":")[0] for line in lines if line.startswith("    1")]
    assert sorted(supports) == ["10500 (range 10,500–10,600)", "11000 (approx)"]
