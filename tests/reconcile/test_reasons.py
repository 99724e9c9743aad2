"""Rationales in the reader's language: the parts each decision carries, their English
rendering (which is ``english(Decision)``, word for word), other languages with their
plural forms, the fallbacks, HTML, and the JSON the store keeps."""

from __future__ import annotations

from string import Formatter
from typing import Any

import pytest

from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs
from podium.errors import StoreError
from podium.i18n import messages as r
from podium.i18n.labels import languages
from podium.i18n.messages import english, explain, plural_category, render, render_html
from podium.model import Claim, Decision, DecisionStatus, Reason, reason
from podium.reconcile import ENGINES, reconcile
from podium.store.codec import decode_reasons, encode_reasons, unpack_text
from tests.test_labels import message_table

from .claimsets import GAMES, Set, claim, decided


def row(source: str, noc: str, g: int, s: int, b: int, t: int, line: int) -> list[Claim]:
    return [claim(source, noc, a, v, line) for a, v in zip(("gold", "silver", "bronze", "total"), (g, s, b, t))]


def totals(source: str, g: int, s: int, b: int, t: int) -> list[Claim]:
    names = ("total_gold", "total_silver", "total_bronze", "total_medals")
    return [claim(source, "games", a, v, 99) for a, v in zip(names, (g, s, b, t))]


#: 30 from five sources, 29 from two, 31 from one: a plural form of each kind in Russian.
FIVE_TWO_ONE = ([claim(f"s{i}", "GBR", "bronze", 30) for i in range(1, 6)]
                + [claim("s6", "GBR", "bronze", 29), claim("s7", "GBR", "bronze", 29), claim("s8", "GBR", "bronze", 31)])


# -- other languages -------------------------------------------------------------------


def test_a_disputed_decision_in_russian_with_one_two_and_five_sources() -> None:
    (d,) = reconcile(FIVE_TWO_ONE, "unanimity")
    assert english(d) == (
        "the sources disagree (30 from 5 sources; 29 from 2 sources; 31 from 1 source); "
        "unanimity cannot decide, 30 is shown as the best guess (the most sources)"
    )
    assert render(d.reasons, "ru") == (
        "источники расходятся (30 — 5 источников; 29 — 2 источника; 31 — 1 источник); "
        "единогласия нет, поэтому решения нет: 30 показано как предположительное значение "
        "(у него больше всего источников)"
    )
    assert render(d.reasons, "uk") == (
        "джерела розходяться (30 — 5 джерел; 29 — 2 джерела; 31 — 1 джерело); "
        "одностайності немає, тож рішення немає: 30 показано як імовірне значення (у нього найбільше джерел)"
    )
    assert render(d.reasons, "pl").startswith("źródła się różnią (30 – 5 źródeł; 29 – 2 źródła; 31 – 1 źródło); ")


def test_the_default_engine_in_russian_chinese_and_german() -> None:
    (d,) = reconcile(FIVE_TWO_ONE)
    # the plain sentence first, then the statistics
    assert english(d) == (
        "5 sources say 30; s6 and s7 say 29; s8 says 31; the evidence does not decide between them. In detail: "
        "the sources disagree (30 from 5 sources; 29 from 2 sources; 31 from 1 source); share of the independent, "
        "accuracy-weighted evidence (podium engine): 30 0.66, 29 0.23, 31 0.11; below 0.75 it does not decide, "
        "30 is shown as the best guess"
    )
    assert render(d.reasons, "ru") == (
        "источники (5) сообщают 30; s6 и s7 сообщают 29; s8 сообщает 31; данные не позволяют выбрать между ними. "
        "Подробно: источники расходятся (30 — 5 источников; 29 — 2 источника; 31 — 1 источник); доля независимых "
        "свидетельств с учётом точности источников (движок podium): 30 — 0,66, 29 — 0,23, 31 — 0,11; ниже 0,75 "
        "решение не принимается, 30 показано как предположительное значение"
    )
    assert render(d.reasons, "zh-Hans") == (
        "5 个来源说是 30；s6 和 s7 说是 29；s8 说是 31；证据无法在它们之间作出判断。详细：各来源说法不一（30：5 个来源；29：2 个来源；31：1 个来源）；独立且按准确度加权的证据所占份额（podium 引擎）："
        "30 0.66，29 0.23，31 0.11；低于 0.75 时不作裁定，30 仅作为最佳推测显示"
    )
    assert render(d.reasons, "de") == (
        "5 Quellen nennen 30; s6 und s7 nennen 29; s8 nennt 31; die Belege entscheiden nicht zwischen ihnen. "
        "Im Einzelnen: die Quellen weichen voneinander ab (30 aus 5 Quellen; 29 aus 2 Quellen; 31 aus 1 Quelle); Anteil der "
        "unabhängigen, nach Genauigkeit gewichteten Belege (Verfahren podium): 30 0,66, 29 0,23, 31 0,11; "
        "unter 0,75 wird nicht entschieden, 30 wird als beste Schätzung gezeigt"
    )


def test_a_plain_sentence_lists_five_values_or_four_and_counts_the_others() -> None:
    # five values are each said
    five = [claim(f"s{i}", "GBR", "bronze", 30) for i in range(1, 5)] + [
        claim(f"s{i}", "GBR", "bronze", 20 + i) for i in range(5, 9)]
    (d,) = reconcile(five)
    assert english(d).split(". In detail: ")[0] == (
        "4 sources say 30; s5 says 25; s6 says 26; s7 says 27; s8 says 28; the evidence does not decide between them"
    )
    # six: the three most stated besides the best guess, the best guess, two counted
    many = ([claim(f"s{i}", "GBR", "bronze", 30) for i in range(1, 5)]
            + [claim("s5", "GBR", "bronze", 29), claim("s6", "GBR", "bronze", 29)]
            + [claim(f"s{i}", "GBR", "bronze", 24 + i) for i in range(7, 11)])
    (d,) = reconcile(many)
    assert d.status is DecisionStatus.DISPUTED
    assert english(d).split(". In detail: ")[0] == (
        "4 sources say 30; s5 and s6 say 29; s7 says 31; s8 says 32; 2 other sources give 2 other values; "
        "the evidence does not decide between them"
    )
    assert render(d.reasons, "ru").split(". Подробно: ")[0] == (
        "источники (4) сообщают 30; s5 и s6 сообщают 29; s7 сообщает 31; s8 сообщает 32; "
        "другие источники (2) сообщают другие значения (2); данные не позволяют выбрать между ними"
    )
    # the chosen value is still said last, after the values counted
    chosen = [claim(f"s{i:02}", "GBR", "bronze", 30) for i in range(1, 21)] + [
        claim(f"t{i}", "GBR", "bronze", 20 + i) for i in range(1, 6)]
    (d,) = reconcile(chosen)
    assert d.status is DecisionStatus.RESOLVED
    assert render(d.reasons, "de").split(". Im Einzelnen: ")[0] == (
        "t1 nennt 21; t2 nennt 22; t3 nennt 23; 2 weitere Quellen nennen 2 andere Werte; 20 Quellen nennen 30; "
        "das Gewicht der Belege spricht für 30"
    )


def test_constraints_and_totals_name_the_colour_in_the_readers_words() -> None:
    good = row("a", "JPN", 17, 15, 20, 52, 3) + row("a", "GBR", 35, 30, 29, 94, 2)
    typo = row("b", "JPN", 17, 16, 20, 52, 3) + row("b", "GBR", 35, 30, 29, 94, 2)
    jpn = decided(reconcile(good + typo), "JPN", "silver")
    assert render(jpn.reasons, "ru") == (
        "b сообщает 16; a сообщает 15; выбрано 15, потому что только при 15 сходится таблица b. "
        "Подробно: источники расходятся (15 — 1 источник; 16 — 1 источник); в b строка JPN не сходится (17+16+20 ≠ 52): "
        "если в графе «серебро» будет 15, как в другом источнике, сумма сойдётся; доля независимых свидетельств "
        "с учётом точности источников (движок podium): 15 — 0,88, 16 — 0,12; выбрано 15"
    )
    assert render(jpn.reasons, "zh-Hans") == (
        "b 说是 16；a 说是 15；选择 15，因为只有 15 能使 b 的表格合计相符。详细：各来源说法不一（15：1 个来源；16：1 个来源）；b 中 JPN 这一行加总不符（17+16+20 ≠ 52）：若银牌为 15（与另一来源"
        "相同），即可相符；独立且按准确度加权的证据所占份额（podium 引擎）：15 0.88，16 0.12；选定 15"
    )
    zh = row("zh", "JPN", 17, 16, 20, 53, 34) + row("zh", "GBR", 35, 30, 30, 95, 26) + totals("zh", 52, 46, 50, 148)
    ru = row("ru", "JPN", 17, 15, 20, 52, 16) + row("ru", "GBR", 35, 30, 29, 94, 8)
    decisions = reconcile(zh + ru)
    silver, medals = decided(decisions, "games", "total_silver"), decided(decisions, "games", "total_medals")
    assert render(silver.reasons, "de") == (
        "die einzige Quelle nennt 46; Silber 46 gegenüber 45: JPN 16 gegenüber 15 (Summenzeile von zh gegenüber "
        "der Zeilensumme von ru, wo es keine Summenzeile gibt)"
    )
    assert render(medals.reasons, "zh-Hant") == (
        "唯一的來源稱 148；總數 148 對 146：GBR 95 對 94，JPN 53 對 52（zh 的總計列與 ru 各列之和相比，後者沒有總計列）"
    )
    assert render(medals.reasons, "ru").startswith("единственный источник сообщает: 148; всего 148 против 146: ")


def test_pins_and_overrides_keep_the_engines_view_in_the_readers_language() -> None:
    claims = [claim("zh1", "GBR", "bronze", 30), claim("zh2", "GBR", "bronze", 30), claim("ipc", "GBR", "bronze", 29)]
    (pinned,) = reconcile(claims, authorities={"ipc"})
    assert pinned.status is DecisionStatus.PINNED
    assert render(pinned.reasons, "ru") == (
        "закреплено значение 29 по авторитетному источнику ipc; без этого решение было бы таким: спорно, 30 "
        "(достоверность 0,68: источники расходятся (30 — 2 источника; 29 — 1 источник); доля независимых "
        "свидетельств с учётом точности источников (движок podium): 30 — 0,68, 29 — 0,32; ниже 0,75 решение "
        "не принимается, 30 показано как предположительное значение)"
    )
    overrides = [Set(2, GAMES, "GBR", "bronze", 29, "IPC results"), Set(3, GAMES, "games", "nations", 135, "press kit")]
    gbr, nations = reconcile(claims[1:], overrides=overrides)
    assert render(gbr.reasons, "de").startswith(
        "von ana auf 29 gesetzt (Überschreibung #2): IPC results; ohne sie lautete die Entscheidung: strittig 30 "
        "(Konfidenz 0,50: die Quellen weichen voneinander ab (29 aus 1 Quelle; 30 aus 1 Quelle); ")
    assert render(nations.reasons, "zh-Hans") == "由 ana 设为 135（第 3 号人工修改）：press kit；没有来源提到该值"
    (both,) = reconcile(claims, authorities={"zh1", "ipc"})
    assert render(both.reasons, "ja").startswith("権威ある情報源（ipc、zh1）の間で値が異なります（29 と 30）。")


# -- English is the rationale ------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus_claims() -> list[Claim]:
    return [c for a in analyse_inputs(collect_inputs([str(bundled_corpus())])) for c in a.claims]


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_english_rendering_is_the_rationale_of_every_decision(corpus_claims: list[Claim], engine: str) -> None:
    decisions = reconcile(corpus_claims, engine)
    assert len(decisions) > 300
    for d in decisions:
        assert d.reasons, (d.subject, d.attribute)
        assert render(d.reasons) == render(d.reasons, "en") == english(d)
        assert explain(d, "en").text == english(d)


def test_english_rendering_with_authorities_and_overrides(corpus_claims: list[Claim]) -> None:
    sources = sorted({c.source_id for c in corpus_claims})
    overrides = [Set(1, GAMES, "GBR", "bronze", 31, "checked; twice"), Set(2, GAMES, "games", "stadium", "OAKA", "new")]
    for authorities in ({sources[0]}, set(sources[:2])):
        decisions = reconcile(corpus_claims, authorities=authorities, overrides=overrides)
        statuses = {d.status for d in decisions}
        assert {DecisionStatus.PINNED, DecisionStatus.OVERRIDDEN, DecisionStatus.DISPUTED} <= statuses
        assert all(render(d.reasons) == english(d) for d in decisions)


def test_every_decision_of_the_corpus_reads_in_every_language(corpus_claims: list[Claim]) -> None:
    decisions = [d for d in reconcile(corpus_claims) if d.status is not DecisionStatus.AGREED or len(d.reasons) > 1]
    for lang in languages():
        for d in decisions:
            text = render(d.reasons, lang)
            assert text and "{" not in text and "None" not in text, (lang, d.subject, d.attribute)
            assert (text == english(d)) is (lang == "en"), (lang, d.subject, d.attribute)


# -- the messages -----------------------------------------------------------------------


def _fields(template: str) -> set[str]:
    return {field.split(":")[0] for _, field, _, _ in Formatter().parse(template) if field is not None}


def test_every_language_of_the_labels_has_every_message_with_the_same_arguments() -> None:
    raw = message_table("reasons")
    assert sorted(raw) == sorted(languages())
    english = raw["en"]
    assert len(english) == 51
    for lang, messages in raw.items():
        assert set(messages) == set(english), lang
        for key, template in messages.items():
            forms = template if isinstance(template, dict) else {"other": template}
            assert "other" in forms and set(forms) <= {"one", "few", "many", "other"}, (lang, key)
            wanted = set().union(*(_fields(t) for t in (english[key].values() if isinstance(english[key], dict)
                                                        else [english[key]])))
            for form, text in forms.items():
                # a form may leave the count out ("the only source"), never anything else
                assert _fields(text) in (wanted, wanted - {"n"}), (lang, key, form)
        # the formats of the numbers are the same as in English
        assert "{probability:.2f}" in messages["dependent_pair"] and "{doubtful:.1f}" in messages["dependent_pair"]
        assert "{confidence:.2f}" in messages["engine_view"], lang


@pytest.mark.parametrize(("lang", "counts"), [
    ("ru", {"one": [1, 21, 101], "few": [2, 3, 4, 22, 34], "many": [0, 5, 11, 12, 14, 19, 25, 111]}),
    ("uk", {"one": [1, 31], "few": [2, 23], "many": [5, 11, 13, 20]}),
    ("pl", {"one": [1], "few": [2, 4, 22], "many": [0, 5, 12, 21, 25]}),
    ("en", {"one": [1], "other": [0, 2, 21]}),
    ("de", {"one": [1], "other": [0, 2, 11]}),
    ("fr", {"one": [0, 1], "other": [2, 21]}),
    ("pt-BR", {"one": [0, 1], "other": [2]}),
    ("zh-Hant", {"other": [0, 1, 2, 5]}),
    ("ja", {"other": [1, 2]}),
])
def test_plural_categories(lang: str, counts: dict[str, list[int]]) -> None:
    assert {form: [n for n in ns if plural_category(lang, n) == form] for form, ns in counts.items()} == counts
    assert plural_category(lang, 2.5) == "other"


def _rules_as_written(lang: str, n: int) -> str:
    """The plural rules podium had hand-coded before it asked CLDR (Babel): what each
    catalogue language's templates were written for."""
    base = lang.split("-")[0].lower()
    if base in ("zh", "ja", "ko"):
        return "other"
    if base in ("ru", "uk", "pl"):
        last, last_two = n % 10, n % 100
        if (n == 1) if base == "pl" else (last == 1 and last_two != 11):
            return "one"
        return "few" if 2 <= last <= 4 and not 12 <= last_two <= 14 else "many"
    if base in ("fr", "pt"):
        return "one" if n in (0, 1) else "other"
    return "one" if n == 1 else "other"


def test_cldrs_plural_categories_are_the_ones_the_templates_were_written_for() -> None:
    from babel import Locale

    for lang in sorted(r.catalogue()):
        forms = {form for template in r.catalogue()[lang].values() if isinstance(template, dict) for form in template}
        # every form a template has is one CLDR chooses for the language (or `other`)
        assert forms - {"other"} <= set(Locale.parse(lang, sep="-").plural_form.tags), lang
        for n in range(201):
            assert plural_category(lang, n) == _rules_as_written(lang, n), (lang, n)
    assert {lang: plural_category(lang, 1_000_000) for lang in ("fr", "es", "it", "pt", "en", "ru")} == {
        "fr": "many", "es": "many", "it": "many", "pt": "many", "en": "other", "ru": "many"}
    assert plural_category("xx", 1) == "one" and plural_category("xx", 2) == "other"  # no CLDR data: English's


def test_a_template_without_the_form_cldr_chooses_takes_its_other_form() -> None:
    # French has no `many` form in any template: a million sources read like two
    million = render([reason("all_say", n=1_000_000, value=12)], "fr")
    assert million == r.catalogue()["fr"]["all_say"]["other"].format(n=1_000_000, value=12)
    assert render([reason("all_say", n=0, value=12)], "fr") == r.catalogue()["fr"]["all_say"]["one"].format(
        n=0, value=12)
    assert render([reason("all_say", n=1_000_000, value=12)], "ru") == "все 1000000 источников согласны: 12"


# -- numbers in the reader's language (podium.i18n.numbers) ----------------------------


def test_numbers_take_the_decimal_separator_of_the_language_and_keep_pythons_digits() -> None:
    from podium.i18n.numbers import format_number

    assert [format_number(0.55, lang, ".2f") for lang in ("en", "de", "ru", "fr", "pl", "zh-Hans", "ja", "pt-BR")] == [
        "0.55", "0,55", "0,55", "0,55", "0,55", "0.55", "0.55", "0,55"]
    assert format_number(3.4, "ru", ".1f") == "3,4" and format_number(0.75, "de") == "0,75"  # no spec: str()'s digits
    # the digits are Python's in every language (2.675 is 2.67499999..., which CLDR's decimal rounding makes 2.68)
    for value in (0.675, 2.675, 0.125, 1 / 3, 0.999, 1e-3, 389.0):
        for spec in ("", ".0f", ".1f", ".2f", ".4f"):
            assert format_number(value, "de", spec) == format(value, spec).replace(".", ","), (value, spec)
            assert format_number(value, "en", spec) == format(value, spec), (value, spec)
    # integers and years are not grouped unless the format says so; a grouped number is the language's
    assert [format_number(3969, "de"), format_number(2004, "ru", "d"), format_number(3969.0, "ru", ".0f")] == [
        "3969", "2004", "3969"]
    assert format_number(1234.5, "de", ",.2f") == "1.234,50" and format_number(1234.5, "ru", ",.1f") == "1\xa0234,5"
    assert format_number(1234.5, "en", ",.2f") == "1,234.50"
    # a language podium has no words in reads English numbers, like its English words
    assert format_number(0.55, "sv", ".2f") == "0.55" and format_number(0.55, "zh-TW", ".2f") == "0.55"
    # what is not a fixed-point number stays as Python writes it
    assert [format_number(v, "de", s) for v, s in ((1e-5, ""), (float("nan"), ".2f"), ("0.5", ""), (True, ""))] == [
        "1e-05", "nan", "0.5", "True"]


def test_every_non_integer_argument_of_a_message_is_in_the_templates_language(monkeypatch: pytest.MonkeyPatch) -> None:
    pair = reason("dependent_pair", first="a", second="b", probability=0.5, shared=389.0, doubtful=3.4, differ=0.0)
    assert render([pair], "ru") == (
        "a и b похожи на зависимые (вероятность 0,50): общих значений — 389, из них сомнительных — 3,4, расхождений — 0; "
        "общее сомнительное значение — признак копирования, поэтому вместе они весят меньше двух голосов")
    assert render([pair]).startswith(
        "a and b look dependent (probability 0.50): they state 389 of the same values, 3.4 of them doubtful, and differ on 0")
    assert "(Wahrscheinlichkeit 0,50)" in str(render_html([pair], "de"))
    assert "（概率 0.50）" in render([pair], "zh-Hans")
    # values as stated are as stated
    assert render([reason("odds", value=0.5, share=0.25)], "de") == "0.5 0,25"
    # a message the language lacks is English, numbers and all
    full = r.catalogue()
    monkeypatch.setattr(r, "catalogue", lambda: {**full, "de": {k: v for k, v in full["de"].items() if k != "odds"}})
    r.messages.cache_clear()
    try:
        assert str(render_html([reason("odds", value=30, share=0.25)], "de")) == '<span lang="en">30 0.25</span>'
    finally:
        monkeypatch.undo()
        r.messages.cache_clear()


def test_babel_is_imported_only_when_a_count_or_a_number_is_formatted() -> None:
    from tests.conftest import imported

    loaded = "import podium.i18n.messages, podium.i18n.labels, podium.i18n.numbers, podium.nations\n"
    assert imported(loaded, ["babel"]) == []
    assert imported(loaded + "podium.i18n.numbers.format_number(0.5, 'en', '.2f')", ["babel"]) == []
    assert imported(loaded + "podium.i18n.numbers.format_number(0.5, 'de', '.2f')", ["babel"]) == ["babel"]


def test_a_language_without_reasons_and_a_missing_message_fall_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    parts = (reason("all_say", n=3, value=12), reason("no_source"))
    assert render(parts, "sv") == "all 3 sources say 12; no source states it"
    assert r.language("sv") == "en" and r.language("zh-TW") == "zh-Hant" and r.language("pt-BR") == "pt"
    assert render(parts, "zh-TW") == "全部 3 個來源都稱 12；沒有來源提到該值"
    assert render(parts, "pt-BR") == "todas as 3 fontes indicam 12; nenhuma fonte o indica"
    # Russian without "no_source": that part in English (and marked so in HTML)
    full = r.catalogue()
    patched = {**full, "ru": {k: v for k, v in full["ru"].items() if k != "no_source"}}
    monkeypatch.setattr(r, "catalogue", lambda: patched)
    r.messages.cache_clear()
    try:
        assert render(parts, "ru") == "все 3 источника согласны: 12; no source states it"
        assert str(render_html(parts, "ru")) == 'все 3 источника согласны: 12; <span lang="en">no source states it</span>'
    finally:
        monkeypatch.undo()
        r.messages.cache_clear()
    assert render(parts, "ru") == "все 3 источника согласны: 12; ни один источник этого значения не указывает"


def test_html_escapes_and_marks_what_a_person_wrote() -> None:
    claims = [claim("a", "GBR", "bronze", 30), claim("b", "GBR", "bronze", 29)]
    (d,) = reconcile(claims, overrides=[Set(4, GAMES, "GBR", "bronze", 29, "IPC <results> & co", who="<ana>")])
    html = str(render_html(d.reasons, "ru"))
    assert html.startswith('задано значение 29, автор: &lt;ana&gt; (правка № 4): '
                           '<span lang="en">IPC &lt;results&gt; &amp; co</span>; без этого решение было бы таким: ')
    assert "<" not in html.replace('<span lang="en">', "").replace("</span>", "")
    assert render(d.reasons, "ru").startswith("задано значение 29, автор: <ana> (правка № 4): IPC <results> & co; ")
    assert explain(d, "ru", html=True).lang == "ru"


class Silent:
    """An engine that gives a rationale but no parts (as one written before them would)."""

    def decide(self, groups: Any) -> list[Decision]:
        return [Decision(*key, DecisionStatus.DISPUTED, None, 30, 0.5, "the oracle <hesitates>")
                for key in groups]


def test_source_ids_show_as_their_prefix_in_every_language() -> None:
    long_a, long_b = "a" * 64, "b" * 64
    parts = (reason("contradicts", source=long_a, stated=("136", "144")),
             reason("authorities_disagree", sources=(long_a, long_b), stated=(29, 30)))
    assert render(parts) == f"{'a' * 12} contradicts itself (136 and 144); the authoritative sources ({'a' * 12}, {'b' * 12}) disagree (29 and 30)"
    assert render(parts, "zh-Hans") == f"{'a' * 12} 自相矛盾（136 和 144）；权威来源（{'a' * 12}，{'b' * 12}）说法不一（29 和 30）"


def test_a_presenter_names_the_sources_and_shows_the_values() -> None:
    """``source`` gets each source argument as it is held (a full id, alone or in a list);
    ``value`` each value as stated (alone or in a list), never a count or a probability."""
    long_a, long_b = "a" * 64, "b" * 64
    parts = (reason("contradicts", source=long_a, stated=("Athens", "Sydney")),
             reason("authorities_disagree", sources=(long_a, long_b), stated=("Athens", "Rome")),
             reason("value_count", value="Athens", n=2), reason("odds", value="Athens", share=0.5))
    named: list[object] = []

    def title(source: str) -> str:
        named.append(source)
        return f"«{source[:3]}»"

    shown = {"Athens": "Афины", "Sydney": "Сидней", "Rome": "Рим"}.get
    assert render(parts, "ru", source=title, value=shown) == (
        "«aaa» противоречит сам себе (Афины и Сидней); авторитетные источники («aaa», «bbb») расходятся "
        "(Афины и Рим); Афины — 2 источника; Афины — 0,50")
    assert named == [long_a, long_a, long_b]
    # without them, the English rendering is the rationale, ids as their prefixes
    assert render(parts) == (f"{'a' * 12} contradicts itself (Athens and Sydney); the authoritative sources "
                             f"({'a' * 12}, {'b' * 12}) disagree (Athens and Rome); Athens from 2 sources; Athens 0.50")


def test_html_escapes_what_a_presenter_gives_as_text_and_keeps_its_markup() -> None:
    from markupsafe import Markup

    parts = (reason("contradicts", source="a" * 64, stated=("<b>", "x")),)
    assert str(render_html(parts, "en", source=lambda s: "<i>title</i>", value=lambda v: f"{v}&")) == (
        "&lt;i&gt;title&lt;/i&gt; contradicts itself (&lt;b&gt;&amp; and x&amp;)")
    link = Markup('<a href="/sources/{}">{}</a>')
    assert str(render_html(parts, "en", source=lambda s: link.format(s, "<t>"))) == (
        f'<a href="/sources/{"a" * 64}">&lt;t&gt;</a> contradicts itself (&lt;b&gt; and x)')
    d = Decision(GAMES, "games", "host_city", DecisionStatus.DISPUTED, None, "Athens", 0.5,
                 render(parts), (), parts)
    assert explain(d, "de", source=lambda s: "«T»", value=str.upper) == r.Explanation(
        "«T» widerspricht sich selbst (<B> und X)", "de")


# -- stored as JSON --------------------------------------------------------------------


def test_parts_round_trip_through_json(corpus_claims: list[Claim]) -> None:
    sources = sorted({c.source_id for c in corpus_claims})
    decisions = reconcile(corpus_claims, authorities={sources[0]},
                          overrides=[Set(1, GAMES, "GBR", "bronze", 31, "«проверено»")])
    for d in decisions:
        back = decode_reasons(encode_reasons(d.reasons))
        assert back == d.reasons and render(back) == english(d)
    assert encode_reasons(()) is None and decode_reasons(None) == ()
    text = encode_reasons((reason("odds", value="3", share=0.5), reason("odds", value=3, share=1.0)))
    assert text is not None and unpack_text(text) == ('[{"key":"odds","args":{"share":0.5,"value":"3"}},'
                                                      '{"key":"odds","args":{"share":1.0,"value":3}}]')
    assert [p.arg("value") for p in decode_reasons(text)] == ["3", 3]  # a text stays a text, a number a number
    assert decode_reasons(text)[1].arg("share") == 1.0 and isinstance(decode_reasons(text)[1].arg("share"), float)
    with pytest.raises(StoreError, match="stored reasons are not readable"):
        decode_reasons('[{"key": "odds", "args": {"value": true}}]')
    with pytest.raises(StoreError, match="stored reasons are not readable"):
        decode_reasons('["loose text"]')


def test_reason_arguments_are_kept_sorted_by_name() -> None:
    assert reason("odds", value=3, share=0.5) == Reason("odds", (("share", 0.5), ("value", 3)))
    assert reason("odds", value=3, share=0.5) == reason("odds", share=0.5, value=3)
