"""Findings in the reader's language: every rule builds its message from parts (the
``[findings]`` of ``i18n/data/messages/<lang>.toml``, rendered by ``podium.i18n.messages``);
the English rendering is ``Finding.message`` word for word; the other 13 languages with
their plural forms; the fallbacks; HTML; a finding stored without parts."""

from __future__ import annotations

from string import Formatter

import pytest
from markupsafe import escape

from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs
from podium.i18n import messages as r
from podium.i18n.labels import languages
from podium.i18n.messages import explain_parts, render, render_html
from podium.model import (
    Fact,
    Finding,
    Games,
    MedalRow,
    MedalTable,
    Resolution,
    ResolutionStatus,
    Span,
    TotalsRow,
)
from podium.store.codec import decode_reasons, encode_reasons
from podium.validate import validate_table
from podium.validate.facts import validate_facts
from tests.test_labels import message_table

SOURCE = "s" * 64
GAMES = Games(2004, "summer", "paralympics")


def row(line: int, rank: int, mention: str, g: int, s: int, b: int, t: int) -> MedalRow:
    return MedalRow(line, rank, True, mention, g, s, b, t, Span(0, 1), "")


def found(noc: str) -> Resolution:
    return Resolution(noc, ResolutionStatus.EXACT, noc)


def fact(attribute: str, value: int | str, line: int, subject: str = "games") -> Fact:
    return Fact(attribute, value, line, Span(line, line + 1), "text", "test", None, subject)


def table_findings() -> list[Finding]:
    """Two tables with a finding of each table rule (and of each kind of nation problem)."""
    sums = MedalTable(
        rows=(row(2, 1, "Japan", 3, 2, 1, 7), row(3, 2, "Nowhere", 2, 0, 0, 2), row(4, 3, "Japan again", 1, 1, 0, 2),
              row(5, 4, "Germany", 1, 0, 0, 1), row(6, 5, "Ruritania", 0, 1, 0, 1)),
        totals=TotalsRow(7, "Total", 7, 4, 1, 12, Span(0, 1), ""), layout="tsv")
    nations = [found("JPN"), Resolution("Nowhere", ResolutionStatus.NOT_FOUND), found("JPN"),
               Resolution("Germany", ResolutionStatus.AMBIGUOUS, candidates=("FRG", "GDR")),
               Resolution("Ruritania", ResolutionStatus.NOT_FOUND, candidates=("ROU",))]
    ranks = MedalTable(
        rows=(row(12, 1, "Austria", 3, 0, 0, 3), row(13, 2, "Belarus", 4, 1, 3, 8), row(14, 3, "CHI", 1, 0, 0, 1),
              row(15, 5, "Denmark", 1, 0, 0, 1), row(16, 7, "Estonia", 0, 1, 0, 1)),
        totals=None, layout="tsv")
    ranked = [found("AUT"), found("BLR"), found("CHI"), found("DEN"), found("EST")]
    return validate_table(sums, nations, SOURCE) + validate_table(ranks, ranked, SOURCE)


def facts_findings() -> list[Finding]:
    """A finding of each facts rule."""
    table = MedalTable((row(2, 1, "Japan", 3, 2, 1, 6), row(3, 2, "GBR", 2, 2, 1, 5)),
                       TotalsRow(4, "Total", 5, 4, 2, 11, Span(0, 1), ""), "tsv")
    facts = [fact("host_city", "Athens", 1), fact("host_city", "Athina", 2), fact("host_city", "Athens", 3),
             fact("total_gold", 21, 5), fact("medal_nations", 5, 6), fact("athletes", 10, 7),
             fact("athletes_men", 4, 8), fact("athletes_women", 5, 9), fact("events", 162, 10),
             fact("edition", 22, 11),
             *(fact(a, v, 12, "JPN") for a, v in (("gold", 1), ("silver", 1), ("bronze", 1), ("total", 4)))]
    return validate_facts(facts, [table], GAMES, SOURCE)


def message_keys(findings: list[Finding]) -> list[str]:
    return [f.reasons[0].arg("finding").key for f in findings]  # type: ignore[union-attr]


def test_every_rule_makes_its_english_message_from_its_parts() -> None:
    findings = table_findings() + facts_findings()
    assert sorted(set(message_keys(findings))) == [
        "finding_athletes_sum", "finding_colour_stated", "finding_contradiction", "finding_edition",
        "finding_events", "finding_medal_nations", "finding_medals_sum", "finding_nation_ambiguous",
        "finding_nation_duplicate", "finding_nation_suggested", "finding_nation_unknown", "finding_rank_expected",
        "finding_rank_order", "finding_rank_tied", "finding_row_sum", "finding_totals"]
    for f in findings:
        assert len(f.reasons) == 1 and f.reasons[0].key == "finding_at"
        assert render(f.reasons) == render(f.reasons, "en") == f.message
        assert str(render_html(f.reasons)) == str(escape(f.message))  # the English page shows what it showed
    messages = [f.message for f in findings]
    assert messages[:len(table_findings())] == [
        "line 2: Japan (JPN) has 3+2+1 = 6 medals but a stated total of 7",
        "line 3: 'Nowhere': no such nation",
        "line 4: 'Japan again' is JPN, already listed on line 2",
        "line 5: 'Germany': could be FRG or GDR",
        "line 6: 'Ruritania': no such nation; did you mean ROU?",
        "line 7: the totals row gives 12 total but the 5 rows above it add up to 13",
        "line 13: Belarus (BLR) (4-1-3) is ranked 2, below Austria (AUT) (3-0-0) ranked 1",
        "line 15: Denmark (DEN) has the same medals (1-0-0) as CHI ranked 3, but rank 5",
        "line 16: Estonia (EST) is ranked 7; its medals (0-1-0) give rank 5",
    ]
    assert "line 2: the document gives 2 values for host_city: Athens (lines 1, 3); Athina (line 2)" in messages
    assert "line 11: edition 22 stated, but the 2004 Summer Paralympics were edition 12" in messages
    assert "line 6: 5 medal-winning nations stated, but the medal table has 2 rows with medals" in messages


#: Each finding of the facts rules, by line, in Russian, Chinese and German.
FACTS = {
    "ru": [
        "строка 2: «город-организатор»: в документе 2 разных значения: Athens (строки 1, 3); Athina (строка 2)",
        "строка 5: указана 21 медаль (золото), а в строке итогов — 5",
        "строка 6: указано 5 стран-призёров, но в таблице медалей 2 строки с медалями",
        "строка 8: мужчин: 4, женщин: 5, вместе 9, но в документе указано 10 спортсменов",
        "строка 10: указано 162 комплекта медалей, но в таблице медалей 5 золотых медалей",
        "строка 11: указан порядковый номер 22, но у Игр «Летние Паралимпийские игры 2004» номер 12",
        "строка 12: JPN: 1+1+1 = 3 медали, но указан итог 4",
    ],
    "zh-Hans": [
        "第 2 行：文件对主办城市给出了 2 个不同的值：Athens（第 1、3 行）；Athina（第 2 行）",
        "第 5 行：文件称金牌共 21 枚，但总计行为 5",
        "第 6 行：文件称有 5 个国家和地区获得奖牌，但奖牌榜中有奖牌的行共 2 行",
        "第 8 行：男子 4 人 + 女子 5 人 = 9 人，但文件称运动员共 10 人",
        "第 10 行：文件称共有 162 个小项，但奖牌榜颁发了 5 枚金牌",
        "第 11 行：文件称为第 22 届，但2004年夏季残疾人奥林匹克运动会是第 12 届",
        "第 12 行：JPN：1+1+1 = 3 枚奖牌，但标明的总数为 4",
    ],
    "de": [
        "Zeile 2: das Dokument nennt 2 Werte für „Gastgeberstadt“: Athens (Zeilen 1, 3); Athina (Zeile 2)",
        "Zeile 5: 21 Medaillen (Gold) angegeben, aber die Summenzeile nennt 5",
        "Zeile 6: 5 Nationen mit Medaillen angegeben, aber der Medaillenspiegel hat 2 Zeilen mit Medaillen",
        "Zeile 8: 4 Männer + 5 Frauen = 9, aber das Dokument nennt 10 Athleten",
        "Zeile 10: 162 Wettbewerbe angegeben, aber der Medaillenspiegel vergibt 5 Goldmedaillen",
        "Zeile 11: Ausgabe 22 angegeben, laut Verzeichnis aber Ausgabe 12 (Sommer-Paralympics 2004)",
        "Zeile 12: JPN: 1+1+1 = 3 Medaillen, aber eine angegebene Gesamtzahl von 4",
    ],
}


@pytest.mark.parametrize("lang", sorted(FACTS))
def test_the_facts_findings_in_russian_chinese_and_german(lang: str) -> None:
    assert [render(f.reasons, lang) for f in facts_findings()] == FACTS[lang]


def test_the_table_findings_in_russian() -> None:
    assert [render(f.reasons, "ru") for f in table_findings()] == [
        "строка 2: Japan (JPN): 3+2+1 = 6 медалей, но указан итог 7",
        "строка 3: «Nowhere»: такой страны нет",
        "строка 4: «Japan again» — это JPN, но эта страна уже есть в строке 2",
        "строка 5: «Germany»: это может быть FRG или GDR",
        "строка 6: «Ruritania»: такой страны нет; может быть, имелось в виду ROU?",
        "строка 7: строка итогов даёт 12 (всего), а 5 строк выше в сумме дают 13",
        "строка 13: Belarus (BLR) (4-1-3) стоит на 2-м месте, ниже строки Austria (AUT) (3-0-0) на 1-м месте",
        "строка 15: Denmark (DEN): те же медали (1-0-0), что и в строке CHI на 3-м месте, но место 5",
        "строка 16: Estonia (EST): место 7, а по медалям (0-1-0) должно быть 5",
    ]


#: lang -> (a row's medals as the row-sum message in that language counts them, for 1, 2, 5, 21, 22, 111).
MEDALS = {
    "ru": ("{n} медаль, но", "{n} медали, но", "{n} медалей, но", "{n} медаль, но", "{n} медали, но", "{n} медалей, но"),
    "uk": ("{n} медаль, але", "{n} медалі, але", "{n} медалей, але", "{n} медаль, але", "{n} медалі, але",
           "{n} медалей, але"),
    "pl": ("{n} medal, ale", "{n} medale, ale", "{n} medali, ale", "{n} medali, ale", "{n} medale, ale",
           "{n} medali, ale"),
    "de": ("{n} Medaille, aber",) + ("{n} Medaillen, aber",) * 5,
    "fr": ("{n} médaille, mais",) + ("{n} médailles, mais",) * 5,
    "en": ("{n} medals but",) * 6,  # as podium has always written it
}


@pytest.mark.parametrize("lang", sorted(MEDALS))
def test_a_count_takes_the_plural_form_of_the_readers_language(lang: str) -> None:
    for n, form in zip((1, 2, 5, 21, 22, 111), MEDALS[lang]):
        table = MedalTable((MedalRow(2, 1, True, "X", n, 0, 0, n + 1, Span(0, 1), ""),), None, "tsv")
        (f,) = validate_table(table, [found("XXX")], SOURCE)
        assert f" = {form.format(n=n)} " in render(f.reasons, lang), (n, render(f.reasons, lang))


def test_the_ingest_counts_in_every_plural_form() -> None:
    from podium.model import reason

    def counts(n: int, lang: str) -> str:
        part = reason("finding_summary", row_count=reason("finding_count_rows", n=n),
                      fact_count=reason("finding_count_facts", n=n), errors=reason("finding_count_errors", n=n),
                      warnings=reason("finding_count_warnings", n=n))
        return render([part], lang)

    assert counts(1, "en") == "1 row, 1 fact, 1 error, 1 warning"
    assert counts(2, "en") == "2 rows, 2 facts, 2 errors, 2 warnings"
    assert [counts(n, "ru") for n in (1, 3, 11)] == [
        "1 строка, 1 факт, 1 ошибка, 1 предупреждение", "3 строки, 3 факта, 3 ошибки, 3 предупреждения",
        "11 строк, 11 фактов, 11 ошибок, 11 предупреждений"]
    assert counts(5, "pl") == "5 wierszy, 5 faktów, 5 błędów, 5 ostrzeżeń"
    assert counts(2, "ja") == "2 行、事実 2 件、エラー 2 件、警告 2 件"


# -- every finding, every language --------------------------------------------------------


@pytest.fixture(scope="module")
def corpus_findings() -> list[Finding]:
    return [f for a in analyse_inputs(collect_inputs([str(bundled_corpus())])) for f in a.findings]


def test_every_finding_reads_in_every_language(corpus_findings: list[Finding]) -> None:
    findings = corpus_findings + table_findings() + facts_findings()
    assert len(corpus_findings) == 5
    for lang in languages():
        for f in findings:
            text = render(f.reasons, lang)
            assert text and "{" not in text and "None" not in text, (lang, text)
            assert ("host_city" in text) is (lang == "en" and "host_city" in f.message), (lang, text)
            assert (text == f.message) is (lang == "en"), (lang, text)
            assert f"{f.line}" in text


def test_findings_toml_has_every_message_in_every_language_with_the_same_arguments() -> None:
    raw = message_table("findings")
    reasons = message_table("reasons")
    assert sorted(raw) == sorted(languages())
    english = raw["en"]
    assert len(english) == 33 and all(key.startswith("finding_") for key in english)
    assert not set(english) & set(reasons["en"])  # one key, one table

    def fields(template: str) -> set[str]:
        return {f.split("!")[0].split(":")[0] for _, f, _, _ in Formatter().parse(template) if f is not None}

    for lang, messages in raw.items():
        assert set(messages) == set(english), lang
        for key, template in messages.items():
            forms = template if isinstance(template, dict) else {"other": template}
            assert "other" in forms and set(forms) <= {"one", "few", "many", "other"}, (lang, key)
            wanted = set().union(*(fields(t) for t in (
                english[key].values() if isinstance(english[key], dict) else [english[key]])))
            if "field" in wanted and lang != "en":  # the attribute as podium names it is English's only
                wanted = wanted - {"field"} | {"attribute"}
            for form, text in forms.items():
                # a form may leave the count out ("the only row above it"), never anything else
                assert fields(text) in (wanted, wanted - {"n"}), (lang, key, form)


def test_a_key_in_both_message_tables_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(r, "MESSAGE_TABLES", ("reasons", "reasons"))
    r.catalogue.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"data/messages/de.toml: \[reasons\] messages .*all_say.* are already in another"):
            r.catalogue()
    finally:
        monkeypatch.undo()
        r.catalogue.cache_clear()
    assert "finding_at" in r.catalogue()["ru"]


def test_a_language_without_findings_and_a_missing_message_fall_back_to_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    (germany,) = [f for f in table_findings() if f.code == "unknown-nation" and "FRG" in f.message]
    assert render(germany.reasons, "sv") == germany.message == "line 5: 'Germany': could be FRG or GDR"
    assert explain_parts(germany.reasons, "sv") == r.Explanation(germany.message, "en")
    assert render(germany.reasons, "zh-TW") == "第 5 行：「Germany」：可能是 FRG 或 GDR"
    assert render(germany.reasons, "pt-BR") == "linha 5: “Germany”: pode ser FRG ou GDR"
    full = r.catalogue()
    patched = {**full, "ru": {k: v for k, v in full["ru"].items() if k != "finding_nation_ambiguous"}}
    monkeypatch.setattr(r, "catalogue", lambda: patched)
    r.messages.cache_clear()
    try:
        assert render(germany.reasons, "ru") == "строка 5: 'Germany': could be FRG или GDR"
        assert str(render_html(germany.reasons, "ru")) == (
            "строка 5: <span lang=\"en\">&#39;Germany&#39;: could be FRG или GDR</span>")
    finally:
        monkeypatch.undo()
        r.messages.cache_clear()


def test_html_escapes_the_documents_words_in_every_language() -> None:
    table = MedalTable((row(2, 1, "<b>Atlantis</b> & co", 1, 0, 0, 1),), None, "tsv")
    (f,) = validate_table(table, [Resolution("x", ResolutionStatus.NOT_FOUND)], SOURCE)
    assert f.message == "line 2: '<b>Atlantis</b> & co': no such nation"
    assert str(render_html(f.reasons)) == "line 2: &#39;&lt;b&gt;Atlantis&lt;/b&gt; &amp; co&#39;: no such nation"
    assert str(render_html(f.reasons, "ru")) == "строка 2: «&lt;b&gt;Atlantis&lt;/b&gt; &amp; co»: такой страны нет"
    explained = explain_parts(f.reasons, "ru", html=True)
    assert explained.lang == "ru" and str(explained.text) == str(render_html(f.reasons, "ru"))


def test_the_parts_round_trip_through_json() -> None:
    for f in table_findings() + facts_findings():
        back = decode_reasons(encode_reasons(f.reasons))
        assert back == f.reasons and render(back) == f.message
