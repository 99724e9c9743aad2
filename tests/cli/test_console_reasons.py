"""The terminal shows a decision's attribute, status and rationale in the reader's language,
with sources named by title (``naming.quoted_title``, given to the renderer; ``console.readable``
for a rationale stored as English text only) in every language, and a host city or country in
the reader's language."""

from __future__ import annotations

import pytest

from podium.actions.queries import conflicts, facts, source_titles
from podium.cli.console import print_decisions
from podium.i18n.messages import english
from podium.store import open_store
from tests.cli.conftest import Runner
from tests.conftest import CORPUS

GAMES = "2004-summer-paralympics"
ZH_T = "«2004年夏季殘疾人奧林匹克運動會 (Traditional …»"
ZH_S = "«2004年雅典残疾人奥林匹克运动会 (Simplified C…»"
RU = "«XII Летние Паралимпийские игры …»"


def shown(podium: Runner, db: str, capsys: pytest.CaptureFixture[str], lang: str, select=conflicts) -> list[str]:  # type: ignore[no-untyped-def]
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    with open_store(db) as store:
        decisions, titles = select(store, GAMES), source_titles(store)
    capsys.readouterr()
    print_decisions(decisions, titles, "-", lang)
    return capsys.readouterr().out.splitlines()


def test_conflicts_in_russian(podium: Runner, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    lines = shown(podium, db, capsys, "ru")
    assert lines[0] == "GBR бронза: спорно → 30 (предположительно)  достоверность: 0,55"
    assert lines[3] == (  # the plain sentence first, then the statistics
        f"    источники, копирующие друг друга (2), сообщают 30; {RU} сообщает 29; данные не позволяют выбрать между "
        f"ними. Подробно: источники расходятся (30 — 2 источника; 29 — 1 источник); в пользу 30: {ZH_T} и {ZH_S} похожи на "
        "зависимые (вероятность 1,00): общих значений — 389, из них сомнительных — 3,9, расхождений — 0; общее "
        "сомнительное значение — признак копирования, поэтому вместе они весят меньше двух голосов; доля "
        "независимых свидетельств с учётом точности источников (движок podium): 30 — 0,55, 29 — 0,45; ниже 0,75 "
        "решение не принимается, 30 показано как предположительное значение"
    )
    assert "Игры спортсмены: спорно → 3969 (предположительно)  достоверность: 0,62" in lines
    assert lines[1] == "    30: 2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese) строка 26; 2004年雅典残疾人奥林匹克运动会 (Simplified Chinese) строка 20"
    assert not any("the sources" in line or "disputed" in line for line in lines)


def test_conflicts_in_chinese_name_sources_by_title(podium: Runner, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    lines = shown(podium, db, capsys, "zh-Hans")
    assert lines[0] == "GBR 铜牌: 有争议 → 30（最佳推测）  置信度 0.55"
    assert lines[3].startswith(f"    2 个互相抄录的来源说是 30；{RU} 说是 29；证据无法在它们之间作出判断。详细："
                               f"各来源说法不一（30：2 个来源；29：1 个来源）；就 30 而言，{ZH_T} 与 {ZH_S} 看起来相互依赖（概率 1.00）")
    assert "赛会 运动员: 有争议 → 3969（最佳推测）  置信度 0.62" in lines


def test_english_names_the_games_and_the_lines(podium: Runner, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert shown(podium, db, capsys, "en")[0] == "GBR bronze: disputed → 30 (best guess)  confidence 0.55"
    lines = shown(podium, db, capsys, "en", facts)
    assert "Games host city: agreed → Athens  confidence 1.00" in lines
    assert "Games athletes: disputed → 3969 (best guess)  confidence 0.62" in lines
    assert "    3969: 2004年雅典残疾人奥林匹克运动会 (Simplified Chinese) lines 1, 2; XII Летние Паралимпийские игры (Russian) line 3" in lines
    assert any(line.startswith(f"    2 sources that copy each other say 3806; {ZH_S} and {RU} say 3969; the evidence does "
                               "not decide between them. In detail: the sources disagree (3806 from 2 sources; 3969 from "
                               f"2 sources); for 3806, {ZH_T} and ") for line in lines)


def test_conflicts_and_facts_take_the_readers_language(podium: Runner, db: str) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    ru = podium("conflicts", "--db", db, "--lang", "ru").out.splitlines()
    assert ru[0] == "GBR бронза: спорно → 30 (предположительно)  достоверность: 0,55"
    assert ru[3].startswith(f"    источники, копирующие друг друга (2), сообщают 30; {RU} сообщает 29; ")
    assert ". Подробно: источники расходятся (30 — 2 источника; 29 — 1 источник)" in ru[3]
    de = podium("facts", "--db", db, "--lang", "de").out.splitlines()
    assert "Spiele Gastgeberstadt: einig → Athen  Konfidenz 1,00" in de
    # JSON keeps the contract's English, whatever the language asked
    (first, *_) = podium("conflicts", "--db", db, "--lang", "ru", "--format", "json").json()
    assert first["rationale"].startswith("2 sources that copy each other say 30; f3f35c58895f says 29; the evidence does "
                                         "not decide between them. In detail: the sources disagree (30 from 2 sources; "
                                         "29 from 1 source)")


def test_no_conflicts_is_said_in_the_readers_language(podium: Runner, db: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    one = tmp_path / "one.md"
    one.write_text(
        "# Летние Паралимпийские игры 2004\n\n| Место | Страна | Золото | Серебро | Бронза | Всего |\n"
        "|---|---|---|---|---|---|\n| 1 | Китай | 63 | 46 | 32 | 141 |\n", encoding="utf-8")
    assert podium("ingest", str(one), "--db", db).code == 0
    assert podium("conflicts", "--db", db, "--lang", "ru").out == "Расхождений нет: все источники согласны во всех значениях.\n"


# -- sources named by the renderer, host places in the reader's language -------------------


def test_the_renderer_names_every_source_by_its_title(podium: Runner, db: str) -> None:
    """``why`` names sources in the renderer (``naming.quoted_title``): on every decision of
    the corpus, in every language, no source is left as its id's prefix, including a source
    a rationale names without a value in the decision (the Russian rows against a totals row)."""
    from podium.cli.console import why
    from podium.i18n.labels import languages

    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    with open_store(db) as store:
        decisions, titles = store.decisions(GAMES), source_titles(store)
        prefixes = [s.id[:12] for s in store.sources()]
    assert len(decisions) > 300 and len(prefixes) == 3
    assert [(lang, d.attribute) for lang in languages() for d in decisions
            if any(p in why(d, titles, lang) for p in prefixes)] == []
    silver = next(d for d in decisions if d.attribute == "total_silver")
    assert why(silver, titles, "en") == (
        f"all 2 sources say 518; silver 518 vs 517: JPN 16 vs 15 ({ZH_T}'s totals row against the sum of "
        "«XII Летние Паралимпийские игры …»'s rows, which has no totals row)")


def test_a_source_without_a_title_keeps_its_id_prefix(podium: Runner, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    untitled = {"42fd05b2091e4e08e3b47dd951d2984e0bb3ae9653ea39ca8de593049eccb767"}
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    with open_store(db) as store:
        decisions, titles = conflicts(store, GAMES), source_titles(store)
    capsys.readouterr()
    print_decisions(decisions, lambda s: None if s in untitled else titles(s), "-", "en")
    lines = capsys.readouterr().out.splitlines()
    assert lines[3].startswith(f"    2 sources that copy each other say 30; {RU} says 29; the evidence does not decide "
                               "between them. In detail: the sources disagree (30 from 2 sources; 29 from 1 source); "
                               f"for 30, 42fd05b2091e and {ZH_S} look")


def test_facts_name_the_host_city_and_country_in_the_readers_language(podium: Runner, db: str) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    # the three documents and the lines that state the host city, in the reader's words
    where = ("2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese) {}; 2004年雅典残疾人奥林匹克运动会 "
             "(Simplified Chinese) {}; XII Летние Паралимпийские игры (Russian) {}")
    expected = {
        "ru": ("Игры город-организатор: согласовано → Афины  достоверность: 1,00",
               "    Афины: " + where.format("строки 4, 18", "строки 1, 3", "строка 1"),
               "Игры страна-организатор: согласовано → Греция  достоверность: 1,00"),
        "ja": ("大会 開催都市: 一致 → アテネ  信頼度 1.00",
               "    アテネ: " + where.format("4, 18 行目", "1, 3 行目", "1 行目"),
               "大会 開催国: 一致 → ギリシャ  信頼度 1.00"),
        "zh-Hant": ("賽會 主辦城市: 一致 → 雅典  置信度 1.00",
                    "    雅典: " + where.format("第 4, 18 行", "第 1, 3 行", "第 1 行"),
                    "賽會 主辦國: 一致 → 希臘  置信度 1.00"),
        "de": ("Spiele Gastgeberstadt: einig → Athen  Konfidenz 1,00",
               "    Athen: " + where.format("Zeilen 4, 18", "Zeilen 1, 3", "Zeile 1"),
               "Spiele Gastgeberland: einig → Griechenland  Konfidenz 1,00"),
        "en": ("Games host city: agreed → Athens  confidence 1.00",
               "    Athens: " + where.format("lines 4, 18", "lines 1, 3", "line 1"),
               "Games host country: agreed → Greece  confidence 1.00"),
    }
    for lang, (city, stated, country) in expected.items():
        lines = podium("facts", "--db", db, "--lang", lang).out.splitlines()
        assert lines[lines.index(city) + 1] == stated, lang
        assert country in lines, lang
    # JSON keeps the contract's English names
    shown = {d["attribute"]: d for d in podium("facts", "--db", db, "--lang", "ru", "--format", "json").json()}
    assert (shown["host_city"]["decision"], shown["host_country"]["decision"]) == ("Athens", "Greece")
    assert shown["host_city"]["values"][0]["value"] == "Athens"


def test_a_disputed_host_city_reads_in_the_readers_language_values_and_rationale(capsys: pytest.CaptureFixture[str]) -> None:
    from podium.reconcile import reconcile
    from tests.reconcile.claimsets import claim

    claims = [claim("a" * 64, "games", "host_city", "Athens"), claim("b" * 64, "games", "host_city", "Athens"),
              claim("c" * 64, "games", "host_city", "Sydney", line=2)]
    decisions = reconcile(claims, "unanimity")
    titles = {"a" * 64: "Афины-2004", "c" * 64: "Sydney 2000 (misfiled)"}.get
    print_decisions(decisions, titles, "-", "ru")
    assert capsys.readouterr().out.splitlines() == [
        "Игры город-организатор: спорно → Афины (предположительно)  достоверность: 0,67",
        f"    Афины: Афины-2004 строка 1; {'b' * 12} строка 1",
        "    Сидней: Sydney 2000 (misfiled) строка 2",
        "    источники расходятся (Афины — 2 источника; Сидней — 1 источник); единогласия нет, поэтому решения нет: "
        "Афины показано как предположительное значение (у него больше всего источников)",
    ]
    assert english(decisions[0]).startswith("the sources disagree (Athens from 2 sources; Sydney from 1 source)")
