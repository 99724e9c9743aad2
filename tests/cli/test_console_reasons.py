"""The terminal shows a decision's attribute, status and rationale in the reader's language,
with sources named by title (``console.readable``) in every language."""

from __future__ import annotations

import pytest

from podium.console import print_decisions
from podium.queries import conflicts, facts, source_titles
from podium.store import open_store
from tests.cli.conftest import Runner
from tests.conftest import CORPUS

GAMES = "2004-summer-paralympics"
ZH_T = "«2004年夏季殘疾人奧林匹克運動會 (Traditional …»"
ZH_S = "«2004年雅典残疾人奥林匹克运动会 (Simplified C…»"


def shown(podium: Runner, db: str, capsys: pytest.CaptureFixture[str], lang: str, select=conflicts) -> list[str]:  # type: ignore[no-untyped-def]
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    with open_store(db) as store:
        decisions, titles = select(store, GAMES), source_titles(store)
    capsys.readouterr()
    print_decisions(decisions, titles, "-", lang)
    return capsys.readouterr().out.splitlines()


def test_conflicts_in_russian(podium: Runner, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    lines = shown(podium, db, capsys, "ru")
    assert lines[0] == "GBR бронза: спорно → 30 (предположительно)  достоверность: 0.55"
    assert lines[3] == (
        f"    источники расходятся (30 — 2 источника; 29 — 1 источник); в пользу 30: {ZH_T} и {ZH_S} похожи на "
        "зависимые (вероятность 1.00): общих значений — 389, из них сомнительных — 3.4, расхождений — 0; общее "
        "сомнительное значение — признак копирования, поэтому вместе они весят меньше двух голосов; доля "
        "независимых свидетельств с учётом точности источников (движок podium): 30 — 0.55, 29 — 0.45; ниже 0.75 "
        "решение не принимается, 30 показано как предположительное значение"
    )
    assert "Игры спортсмены: спорно → 3969 (предположительно)  достоверность: 0.63" in lines
    assert lines[1] == "    30: 2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese) строка 26; 2004年雅典残疾人奥林匹克运动会 (Simplified Chinese) строка 20"
    assert not any("the sources" in line or "disputed" in line for line in lines)


def test_conflicts_in_chinese_name_sources_by_title(podium: Runner, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    lines = shown(podium, db, capsys, "zh-Hans")
    assert lines[0] == "GBR 铜牌: 有争议 → 30（最佳推测）  置信度 0.55"
    assert lines[3].startswith(f"    各来源说法不一（30：2 个来源；29：1 个来源）；就 30 而言，{ZH_T} 与 {ZH_S} 看起来相互依赖（概率 1.00）")
    assert "赛会 运动员: 有争议 → 3969（最佳推测）  置信度 0.63" in lines


def test_english_names_the_games_and_the_lines(podium: Runner, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert shown(podium, db, capsys, "en")[0] == "GBR bronze: disputed → 30 (best guess)  confidence 0.55"
    lines = shown(podium, db, capsys, "en", facts)
    assert "Games host city: agreed → Athens  confidence 1.00" in lines
    assert "Games athletes: disputed → 3969 (best guess)  confidence 0.63" in lines
    assert "    3969: 2004年雅典残疾人奥林匹克运动会 (Simplified Chinese) lines 1, 2; XII Летние Паралимпийские игры (Russian) line 3" in lines
    assert any(line.startswith(f"    the sources disagree (3806 from 2 sources; 3969 from 2 sources); for 3806, {ZH_T} and ")
               for line in lines)


def test_a_decision_stored_without_reasons_shows_its_english_rationale(
    podium: Runner, db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    with open_store(db) as store:
        with store.engine.begin() as conn:
            conn.exec_driver_sql("UPDATE decisions SET reasons = NULL")
    lines = shown(podium, db, capsys, "ru")  # ingesting again adds nothing, decides nothing
    assert lines[0] == "GBR бронза: спорно → 30 (предположительно)  достоверность: 0.55"
    assert lines[3].startswith(f"    the sources disagree (30 from 2 sources; 29 from 1 source); for 30, {ZH_T} and {ZH_S}")


def test_conflicts_and_facts_take_the_readers_language(podium: Runner, db: str) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    ru = podium("conflicts", "--db", db, "--lang", "ru").out.splitlines()
    assert ru[0] == "GBR бронза: спорно → 30 (предположительно)  достоверность: 0.55"
    assert ru[3].startswith("    источники расходятся (30 — 2 источника; 29 — 1 источник)")
    de = podium("facts", "--db", db, "--lang", "de").out.splitlines()
    assert "Spiele Gastgeberstadt: einig → Athens  Konfidenz 1.00" in de
    # JSON keeps the contract's English, whatever the language asked
    (first, *_) = podium("conflicts", "--db", db, "--lang", "ru", "--format", "json").json()
    assert first["rationale"].startswith("the sources disagree (30 from 2 sources; 29 from 1 source)")


def test_no_conflicts_is_said_in_the_readers_language(podium: Runner, db: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    one = tmp_path / "one.md"
    one.write_text(
        "# Летние Паралимпийские игры 2004\n\n| Место | Страна | Золото | Серебро | Бронза | Всего |\n"
        "|---|---|---|---|---|---|\n| 1 | Китай | 63 | 46 | 32 | 141 |\n", encoding="utf-8")
    assert podium("ingest", str(one), "--db", db).code == 0
    assert podium("conflicts", "--db", db, "--lang", "ru").out == "Расхождений нет: все источники согласны во всех значениях.\n"
