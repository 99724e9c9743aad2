"""The walking skeleton's promises on the bundled Athens 2004 corpus, through the CLI."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli.conftest import Result, Runner
from tests.conftest import CORPUS, SEEDS


def ingest_corpus(podium: Runner, db: str) -> None:
    result = podium("ingest", str(CORPUS), "--db", db)
    assert result.code == 0, result.err
    assert len(result.out.strip().splitlines()) == 3


def test_table_json_after_ingesting_the_corpus(podium: Runner, db: str) -> None:
    ingest_corpus(podium, db)
    table = podium("table", "--format", "json", "--db", db).json()
    assert table["games"] == {"slug": "2004-summer-paralympics", "name": "2004 Summer Paralympics"}
    assert table["order"] == "gold"
    assert len(table["rows"]) == 75
    assert table["rows"][0] == {
        "rank": 1, "noc": "CHN", "name": "China", "gold": 63, "silver": 46, "bronze": 32,
        "total": 141, "status": "agreed", "confidence": 1.0, "unsettled": [],
    }
    assert table["rows"][1]["unsettled"] == ["bronze", "total"]  # GBR: the sources disagree there
    ranks = {r["noc"]: r["rank"] for r in table["rows"]}
    assert [ranks[n] for n in ("IND", "JAM", "TUR")] == [53, 53, 53]
    assert [ranks[n] for n in ("BIH", "BOT", "CYP", "ZIM")] == [56, 56, 56, 56]
    assert ranks["IRL"] == 60
    assert [r["noc"] for r in table["rows"][52:59]] == ["IND", "JAM", "TUR", "BIH", "BOT", "CYP", "ZIM"]
    gbr = next(r for r in table["rows"] if r["noc"] == "GBR")
    assert (gbr["bronze"], gbr["total"], gbr["status"]) == (30, 95, "disputed")
    assert table["totals"] == {"gold": 519, "silver": 518, "bronze": 533, "total": 1570}
    assert sum(r["status"] == "agreed" for r in table["rows"]) == 73


def test_conflicts_are_exactly_the_ones_the_documents_contain(podium: Runner, db: str) -> None:
    ingest_corpus(podium, db)
    ids = {s["language"]: s["id"] for s in podium("sources", "--format", "json", "--db", db).json()}
    found = podium("conflicts", "--format", "json", "--db", db).json()

    def summary(entry: dict) -> tuple:
        return (
            entry["subject"],
            entry["attribute"],
            entry["status"],
            entry["decision"],
            [(v["value"], sorted((s["id"], s["line"]) for s in v["sources"])) for v in entry["values"]],
        )

    zh_t, zh_s, ru = ids["zh-Hant"], ids["zh-Hans"], ids["ru"]
    # the Games facts the documents disagree on (issue 5): how they are decided is the engine's job
    games_found = [e for e in found if e["subject"] == "games"]
    assert [(e["attribute"], summary(e)[4]) for e in games_found] == [
        ("athletes", [(3806, sorted([(zh_t, 7), (zh_t, 18), (zh_s, 5)])), (3969, sorted([(zh_s, 1), (zh_s, 2), (ru, 3)]))]),
        ("events", [(162, sorted([(zh_t, 18), (zh_s, 1), (zh_s, 2)])), (519, [(zh_t, 8)])]),
        ("nations", [(136, sorted([(zh_t, 6), (zh_t, 18), (zh_s, 4)])), (144, sorted([(zh_s, 1), (zh_s, 2), (ru, 2)]))]),
    ]
    assert all(e["status"] != "agreed" for e in games_found)
    found = [e for e in found if e["subject"] != "games"]
    assert [summary(e) for e in found] == [
        ("GBR", "bronze", "disputed", None, [(30, sorted([(zh_t, 26), (zh_s, 20)])), (29, [(ru, 8)])]),
        ("GBR", "total", "disputed", None, [(95, sorted([(zh_t, 26), (zh_s, 20)])), (94, [(ru, 8)])]),
        ("JPN", "silver", "disputed", None, [(16, sorted([(zh_t, 34), (zh_s, 28)])), (15, [(ru, 16)])]),
        ("JPN", "total", "disputed", None, [(53, sorted([(zh_t, 34), (zh_s, 28)])), (52, [(ru, 16)])]),
    ]
    titles = {s["title"] for e in found for v in e["values"] for s in v["sources"]}
    assert titles == {
        "2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese)",
        "2004年雅典残疾人奥林匹克运动会 (Simplified Chinese)",
        "XII Летние Паралимпийские игры (Russian)",
    }
    # issue 6: the two Chinese pages share every value, so they are not two independent voices
    assert all(e["games"] == "2004-summer-paralympics" and e["confidence"] == 0.5455 for e in found)
    assert "30 from 2 sources; 29 from 1 source" in found[0]["rationale"]
    assert f"{zh_t[:12]} and {zh_s[:12]} look dependent" in found[0]["rationale"]


def test_facts_hold_every_stated_fact_with_sources_and_lines(podium: Runner, db: str) -> None:
    """Issue 5's Must show: each Games fact with the documents and lines that state it."""
    ingest_corpus(podium, db)
    langs = {s["id"]: s["language"] for s in podium("sources", "--format", "json", "--db", db).json()}
    facts = podium("facts", "--format", "json", "--db", db).json()
    stated = {
        f["attribute"]: sorted(
            (v["value"], sorted((langs[s["id"]], s["line"]) for s in v["sources"])) for v in f["values"]
        )
        for f in facts
    }
    t, s_, r = "zh-Hant", "zh-Hans", "ru"
    assert stated == {
        "nations": [(136, [(s_, 4), (t, 6), (t, 18)]), (144, [(r, 2), (s_, 1), (s_, 2)])],
        "athletes": [(3806, [(s_, 5), (t, 7), (t, 18)]), (3969, [(r, 3), (s_, 1), (s_, 2)])],
        "athletes_women": [(1160, [(s_, 1)])],
        "sports": [(19, [(r, 4), (s_, 1), (s_, 2), (s_, 6), (t, 8), (t, 18)])],
        # nothing for the Russian "- соревнования:" line, which has no value
        "events": [(162, [(s_, 1), (s_, 2), (t, 18)]), (519, [(t, 8)])],
        "start_date": [("2004-09-17", [(r, 1), (s_, 1), (s_, 2), (s_, 3), (t, 9), (t, 18)])],
        "end_date": [("2004-09-28", [(r, 1), (s_, 1), (s_, 2), (t, 10), (t, 18)])],
        "host_city": [("Athens", [(r, 1), (s_, 1), (s_, 3), (t, 4), (t, 18)])],
        "host_country": [("Greece", [(r, 1), (s_, 1), (s_, 3), (t, 4), (t, 18)])],  # 希臘雅典, Афины, Греция
        # 科斯蒂斯·斯特凡諾普洛斯 (zh-Hant) and 科斯蒂斯·斯特凡诺普洛斯（Costis Stephanopoulos）: one value
        "opened_by": [("Costis Stephanopoulos", [(s_, 3), (t, 11)])],
        "medal_nations": [(73, [(s_, 4)])],
        "debut_nations": [(17, [(s_, 4)])],
        "edition": [(12, [(r, 1), (s_, 1), (t, 3)])],  # XII, 第十二届, 第十二屆
        "stadium": [("雅典奥林匹克体育场", [(t, 12)])],
        "total_gold": [(519, [(s_, 94), (t, 100)])],  # 总计 in zh-Hans, 總數： in zh-Hant
        "total_silver": [(518, [(s_, 94), (t, 100)])],
        "total_bronze": [(533, [(s_, 94), (t, 100)])],
        "total_medals": [(1570, [(s_, 94), (t, 100)])],
    }
    by_attribute = {f["attribute"]: f for f in facts}
    agreed = {a for a, f in by_attribute.items() if f["status"] == "agreed"}
    assert agreed == set(stated) - {"nations", "athletes", "events"}
    assert by_attribute["host_city"]["decision"] == "Athens"


def test_text_table_lines_up_and_marks_disputed_cells(podium: Runner, db: str) -> None:
    ingest_corpus(podium, db)
    out = podium("table", "--db", db).out
    lines = out.splitlines()
    assert lines[0] == "2004 Summer Paralympics — medal table (by gold)"
    gbr = next(line for line in lines if " GBR " in line)
    assert re.search(r"35\s+30\s+30\?\s+95\?\s+disputed", gbr)
    ru = podium("table", "--db", db, "--lang", "ru").out
    assert "Великобритания" in ru and "Китай" in ru


def test_same_file_twice_adds_nothing(podium: Runner, db: str) -> None:
    first = podium("ingest", str(SEEDS["ru"]), "--db", db)
    assert first.out.startswith("added ")
    before = podium("sources", "--format", "json", "--db", db).json()
    second = podium("ingest", str(SEEDS["ru"]), "--db", db)
    assert second.code == 0
    assert second.out.startswith("exists")
    assert podium("sources", "--format", "json", "--db", db).json() == before


def test_csv_and_markdown_exports_to_a_file(podium: Runner, db: str, tmp_path: Path) -> None:
    ingest_corpus(podium, db)
    target = tmp_path / "out" / "athens.csv"
    result = podium("table", "--format", "csv", "-o", str(target), "--db", db)
    assert result.code == 0
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "games,order,rank,noc,name,gold,silver,bronze,total,status,confidence,unsettled"
    assert lines[2] == "2004-summer-paralympics,gold,2,GBR,Great Britain,35,30,30,95,disputed,0.5455,bronze;total"
    assert len(lines) == 76
    excel = tmp_path / "out" / "excel.csv"
    assert podium("table", "--format", "csv", "--bom", "-o", str(excel), "--db", db).code == 0
    assert excel.read_bytes() == b"\xef\xbb\xbf" + target.read_bytes()
    assert podium("table", "--format", "json", "--bom", "--db", db) == Result(
        2, "", "podium: error: --bom is for --format csv\n")
    md = podium("table", "--format", "md", "--db", db).out.splitlines()
    assert md[3] == "| 2 | GBR | Great Britain | 35 | 30 | 30? | 95? |"
    assert md[-3:] == ["| | | Total | 519 | 518 | 533 | 1570 |", "",  # then podium's mark (export/marks.py)
                       "<!-- source = podium, reconciled from the stored sources -->"]


def test_demo_runs_end_to_end_into_the_users_store(podium: Runner, db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PODIUM_DB", db)  # the user's store
    result = podium("demo")
    assert result.code == 0, result.err
    assert "75 nations from 3 sources; 4 values marked ?" in result.out
    assert "GBR bronze: disputed → 30 (best guess)" in result.out
    assert f"Stored in {db}: `podium table 2004-summer-paralympics` shows it again." in result.out
    # what the demo showed is there to explore afterwards
    table = podium("table", "--format", "json")
    assert table.code == 0 and table.json()["rows"][0]["noc"] == "CHN"


def test_a_temporary_demo_leaves_nothing_behind(podium: Runner, db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PODIUM_DB", db)
    result = podium("demo", "--temporary")
    assert result.code == 0, result.err
    assert "The demo's store is gone with it (--temporary)." in result.out
    assert podium("sources", "--format", "json").json() == []
    assert podium("demo", "--temporary", "--db", db) == Result(
        2, "", "podium: error: --temporary and --db: choose one (the demo's own store, or the one at --db)\n")


def test_text_table_speaks_the_readers_language(podium: Runner, db: str) -> None:
    ingest_corpus(podium, db)
    lines = podium("table", "--db", db, "--lang", "ru").out.splitlines()
    assert lines[0] == "Летние Паралимпийские игры 2004 — медальный зачёт (по золоту)"
    assert lines[1].split() == ["Место", "NOC", "Страна", "Золото", "Серебро", "Бронза", "Всего", "Статус"]
    assert lines[2].split() == ["1", "CHN", "Китай", "63", "46", "32", "141", "согласовано"]
    assert lines[3].split() == ["2", "GBR", "Великобритания", "35", "30", "30?", "95?", "спорно"]
    assert lines[-1] == "Стран: 75; источников: 3; значений с ?, о которых источники не согласны: 4 (см. `podium conflicts`)"
    hant = podium("table", "--db", db, "--lang", "zh-Hant", "--order", "total").out.splitlines()
    assert hant[0] == "2004年夏季殘疾人奧林匹克運動會 — 獎牌榜 (按總數)"
    assert hant[1].split() == ["排名", "NOC", "國家/地區", "金牌", "銀牌", "銅牌", "總數", "狀態"]
    assert hant[2].split()[-1] == "一致"
    assert hant[-1] == "75 個國家和地區，來自 3 個來源；標有 ? 的 4 個數值各來源不一致（見 `podium conflicts`）"
    # a language podium has names for but no labels: English words, that language's names
    sv = podium("table", "--db", db, "--lang", "sv").out.splitlines()
    assert sv[1].split()[:3] == ["Rank", "NOC", "Nation"]
    assert sv[2].split()[:3] == ["1", "CHN", "Kina"]


def test_conflicts_text_names_sources_by_title_once_each(podium: Runner, db: str) -> None:
    ingest_corpus(podium, db)
    out = podium("conflicts", "--db", db).out
    assert "    3806: 2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese) lines 7, 18; " \
           "2004年雅典残疾人奥林匹克运动会 (Simplified Chinese) line 5\n" in out
    assert "    29: XII Летние Паралимпийские игры (Russian) line 8\n" in out
    ids = {s["id"][:12] for s in podium("sources", "--format", "json", "--db", db).json()}
    assert not any(i in out for i in ids)
    assert "for 30, «2004年夏季殘疾人奧林匹克運動會 (Traditional …» and «2004年雅典残疾人奥林匹克运动会 (Simplified C…» look dependent" in out
