"""Medal-table scenarios decided as a careful person would, each with the decision (status,
value) and the plain sentence its rationale starts with (``podium.reconcile.plain``), before
the statistics. ``test_scenarios.py`` holds the engine's side of several of these; here each
is asserted as a reader reads it, plus ranges, a verbatim copy and podium's own export.

The tables are small and made up; the Athens 2004 numbers are public (519 events and gold
medals, Great Britain's 35-30-29)."""

from __future__ import annotations

import pytest

from podium.actions.ingest import Input, analyse_inputs, bundled_corpus, collect_inputs
from podium.analysis import analyse
from podium.errors import BadInput
from podium.export import FORMATS
from podium.i18n.messages import english, render
from podium.model import GAMES_SUBJECT, Claim, Decision, DecisionStatus
from podium.rank import standings
from podium.readers import read_bytes
from podium.reconcile import reconcile

from .claimsets import claim, decided
from .test_scenarios import ROWS, table, with_rows

G = GAMES_SUBJECT


def plain(d: Decision, lang: str = "en") -> str:
    """The rationale's first sentence, as the reader reads it."""
    separator = {"en": ". In detail: ", "de": ". Im Einzelnen: ", "ru": ". Подробно: "}[lang]
    return render(d.reasons, lang).split(separator)[0]


def test_two_copies_against_two_honest_sources_and_the_copies_own_totals_row() -> None:
    # Two Chinese pages copy each other: GBR bronze 30, but their totals row (bronze 102)
    # still adds up only with 29. UK Sport and the Russian page say 29.
    claims = [*table("uk-sport", ROWS, totals=False), *table("ru-page", ROWS)]
    for copy in ("zh-1", "zh-2"):
        claims += table(copy, with_rows(GBR=(35, 30, 30)), column={"bronze": 103, "total": 346})
    d = decided(reconcile(claims), "GBR", "bronze")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 29)
    assert plain(d) == ("2 sources that copy each other say 30; ru-page and uk-sport say 29; 29 is chosen because "
                        "only 29 makes the tables of zh-1 and zh-2 add up")
    assert plain(d, "de") == ("2 Quellen, die voneinander abschreiben, nennen 30; ru-page und uk-sport nennen 29; 29 "
                              "wird gewählt, weil nur mit 29 die Tabellen von zh-1 und zh-2 aufgehen")
    # the statistics follow the sentence
    assert english(d).startswith(plain(d) + ". In detail: the sources disagree (29 from 2 sources; 30 from 2 sources)")


def test_a_typo_in_a_rows_total() -> None:
    # a's JPN row reads 17 + 15 + 20 = 53; b's says 52: the slip is a's total.
    claims = [*table("a", ROWS, totals=False, total_of={"JPN": 53}), *table("b", ROWS, totals=False)]
    d = decided(reconcile(claims), "JPN", "total")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 52)
    assert plain(d) == "a says 53; b says 52; 52 is chosen because only 52 makes the table of a add up"
    assert plain(d, "ru") == "a сообщает 53; b сообщает 52; выбрано 52, потому что только при 52 сходится таблица a"


def test_a_typo_its_own_row_and_totals_row_correct_is_not_agreed() -> None:
    # the only source: JPN 17 + 15 + 20 with a total of 53, and its total column sums to 339
    # against its totals row's 338: both add up only with 52, which no source states
    d = decided(reconcile(table("a", ROWS, total_of={"JPN": 53})), "JPN", "total")
    assert (d.status, d.value, d.best_guess, d.confidence) == (DecisionStatus.DISPUTED, None, 52, 0.5)
    assert plain(d) == "a says 53, which the tables contradict: only 52 makes the table of a add up"
    assert "a's row for JPN does not add up (17+15+20 ≠ 53), and a's total column adds up to 339, its totals row " \
        "says 338: only 52 restores both" in english(d)
    # the table says which cell slipped: the other cells of the row stay agreed
    assert decided(reconcile(table("a", ROWS, total_of={"JPN": 53})), "JPN", "gold").status == DecisionStatus.AGREED
    # two sources with the same slip, each table mending it alike
    claims = [*table("a", ROWS, total_of={"JPN": 53}), *table("b", ROWS, total_of={"JPN": 53})]
    d = decided(reconcile(claims), "JPN", "total")
    assert (d.status, d.best_guess) == (DecisionStatus.DISPUTED, 52)
    assert plain(d, "ru") == ("a и b сообщают 53, что противоречит таблицам: только при 52 сходятся таблицы a и b")


def test_a_row_that_does_not_add_up_with_nothing_to_say_which_cell_slipped_is_not_agreed() -> None:
    # the only source, no totals row: JPN 17 + 15 + 20 with a total of 53. One of the four is
    # wrong and nothing says which: each is the best guess, none agreed, three in four right
    decisions = reconcile(table("a", ROWS, totals=False, total_of={"JPN": 53}))
    cells = [decided(decisions, "JPN", a) for a in ("gold", "silver", "bronze", "total")]
    assert [(d.status, d.value, d.best_guess, d.confidence) for d in cells] == [
        (DecisionStatus.DISPUTED, None, 17, 0.75), (DecisionStatus.DISPUTED, None, 15, 0.75),
        (DecisionStatus.DISPUTED, None, 20, 0.75), (DecisionStatus.DISPUTED, None, 53, 0.75)]
    assert plain(cells[3]) == ("a says 53, which the tables contradict: a's row for JPN does not add up "
                               "(17+15+20 ≠ 53), and nothing says which of its figures is wrong")
    assert plain(cells[0], "ru") == ("a сообщает 17, что противоречит таблицам: в a строка JPN не сходится "
                                     "(17+15+20 ≠ 53), и ничто не говорит, какое из её чисел неверно")
    # the rows that add up stay agreed
    assert decided(decisions, "GBR", "gold").status == DecisionStatus.AGREED
    # another source whose row adds up states the same gold: agreed again; the total it
    # states (52) is the one a's row adds up to, and is chosen
    decisions = reconcile([*table("a", ROWS, totals=False, total_of={"JPN": 53}), *table("b", ROWS, totals=False)])
    assert (decided(decisions, "JPN", "gold").status, decided(decisions, "JPN", "gold").value) == (
        DecisionStatus.AGREED, 17)
    assert (decided(decisions, "JPN", "total").status, decided(decisions, "JPN", "total").value) == (
        DecisionStatus.RESOLVED, 52)
    # two sources with the same broken row (one copied the other's slip): still not agreed
    decisions = reconcile([*table("a", ROWS, totals=False, total_of={"JPN": 53}),
                           *table("b", ROWS, totals=False, total_of={"JPN": 53})])
    d = decided(decisions, "JPN", "bronze")
    assert (d.status, d.best_guess, d.confidence) == (DecisionStatus.DISPUTED, 20, 0.75)


def test_a_totals_row_decides_between_two_values_of_a_colour() -> None:
    # RUS silver: a says 9, b says 8. a's totals row (silver 102) is the sum of its rows with 8.
    claims = [*table("a", with_rows(RUS=(16, 9, 17)), column={"silver": 102, "total": 345}),
              *table("b", ROWS, totals=False)]
    d = decided(reconcile(claims), "RUS", "silver")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 8)
    assert plain(d) == "a says 9; b says 8; 8 is chosen because only 8 makes the table of a add up"


def test_a_totals_row_that_slipped_where_its_rows_agree_with_another_table() -> None:
    # a's rows are b's, but a's totals row says 101 bronze: its rows add up to 103, as b's totals
    # row says. No row explains the gap (no other source states a bronze two less): the totals row slipped.
    claims = [*table("a", ROWS, column={"bronze": 101, "total": 336}), *table("b", ROWS)]
    decisions = reconcile(claims)
    bronze, total = decided(decisions, G, "total_bronze"), decided(decisions, G, "total_medals")
    assert [(d.status, d.value) for d in (bronze, total)] == [(DecisionStatus.RESOLVED, 103), (DecisionStatus.RESOLVED, 338)]
    assert plain(bronze) == "a says 101; b says 103; 103 is chosen because only 103 makes the table of a add up"
    assert ("a's bronze column adds up to 103, its totals row says 101: the rows are right and the totals row "
            "slipped; 103, as another source's totals row says, would restore it") in english(bronze)
    assert plain(bronze, "ru") == ("a сообщает 101; b сообщает 103; выбрано 103, потому что только при 103 "
                                   "сходится таблица a")
    # no other totals row states the rows' sum: nothing says which of the two slipped
    alone = reconcile([*table("a", ROWS, column={"bronze": 101, "total": 336}), *table("b", ROWS, totals=False),
                       claim("c", G, "total_bronze", 100, 99)])
    d = decided(alone, G, "total_bronze")
    assert (d.status, d.value) == (DecisionStatus.DISPUTED, None)
    assert "the rows are right" not in english(d)


def test_events_against_the_golds_awarded() -> None:
    claims = [*table("zh-hant", ROWS), *table("zh-hans", ROWS), *table("ru", ROWS)]
    claims = [claim(c.source_id, G, "total_gold", 519, 99) if c.attribute == "total_gold" else c for c in claims]
    claims += [claim("zh-hant", G, "events", 162, 18), claim("zh-hans", G, "events", 162, 2),
               claim("ru", G, "events", 519, 3)]
    d = decided(reconcile(claims), G, "events")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 519)
    assert plain(d) == ("zh-hans and zh-hant say 162; ru says 519; 519 is chosen because only 519 fits the 519 gold "
                        "medals the tables award, one per event")


def _awarding(golds: int, *sources: str) -> list[Claim]:
    """The tables of ``sources``, each with a totals row awarding ``golds`` gold medals."""
    claims = [c for s in sources for c in table(s, ROWS)]
    return [claim(c.source_id, G, "total_gold", golds, 99) if c.attribute == "total_gold" else c for c in claims]


def test_events_every_source_agrees_on_are_not_agreed_when_the_golds_contradict_them() -> None:
    # three pages say 162 events; each one's own table awards 519 gold medals: one gold an event,
    # ties aside, so 162 cannot be right however many say it (the Athens 2004 Paralympics had 519)
    claims = _awarding(519, "zh-hant", "zh-hans", "ru")
    claims += [claim(s, G, "events", 162, 2) for s in ("zh-hant", "zh-hans", "ru")]
    d = decided(reconcile(claims), G, "events")
    assert (d.status, d.value, d.best_guess, d.confidence) == (DecisionStatus.DISPUTED, None, 162, 0.05)
    assert plain(d) == ("ru and zh-hans and zh-hant say 162, which the tables contradict: 162 events stated, "
                        "but the medal table awards 519 gold medals")
    assert plain(d, "ru") == ("ru и zh-hans и zh-hant сообщают 162, что противоречит таблицам: указано 162 комплекта "
                              "медалей, но в таблице медалей 519 золотых медалей")
    assert english(d).endswith("the tables contradict every stated value, 162 is shown as the best guess")
    # two values, neither near the golds: still not decided, the likelier shown as the best guess
    claims[-1] = claim("ru", G, "events", 160, 2)
    d = decided(reconcile(claims), G, "events")
    assert (d.status, d.value, d.best_guess) == (DecisionStatus.DISPUTED, None, 162)
    assert plain(d).startswith("zh-hans and zh-hant say 162; ru says 160, which the tables contradict: ")


def test_a_table_awarding_fewer_golds_than_events_leaves_them_agreed() -> None:
    # a table of the first nations only awards fewer golds than there were events: no contradiction
    claims = _awarding(163, "a", "b") + [claim(s, G, "events", 519, 2) for s in ("a", "b")]
    d = decided(reconcile(claims), G, "events")
    assert (d.status, d.value, d.confidence) == (DecisionStatus.AGREED, 519, 1.0)
    assert english(d) == "all 2 sources say 519"


def test_nations_fewer_than_the_medal_winners_of_a_table_are_not_agreed() -> None:
    # every source says 4 nations took part, yet each table gives medals to 5 nations
    claims = [*table("a", ROWS), *table("b", ROWS), claim("a", G, "nations", 4, 1), claim("b", G, "nations", 4, 1)]
    d = decided(reconcile(claims), G, "nations")
    assert (d.status, d.value, d.best_guess) == (DecisionStatus.DISPUTED, None, 4)
    assert plain(d) == ("a and b say 4, which the tables contradict: 5 nations won medals in the table of 2 sources, "
                        "so fewer than 5 nations (4) cannot have competed")


def test_the_weight_of_the_evidence_when_no_constraint_speaks() -> None:
    # four independent sources say 30, one says 29: decided by the evidence, said so plainly
    claims = [claim(f"s{i}", "GBR", "bronze", 30) for i in range(1, 5)] + [claim("s5", "GBR", "bronze", 29)]
    claims += [claim(f"s{i}", "CHN", "gold", 63) for i in range(1, 6)]
    d = decided(reconcile(claims), "GBR", "bronze")
    assert d.status is DecisionStatus.RESOLVED and d.value == 30
    assert plain(d) == "s5 says 29; 4 sources say 30; the weight of the evidence is with 30"


def test_an_approximation_supports_the_exact_value() -> None:
    claims = [claim("a", G, "athletes", 3800, 4, qualifier="approx"), claim("b", G, "athletes", 3806, 7)]
    d = decided(reconcile(claims), G, "athletes")
    assert (d.status, d.value) == (DecisionStatus.AGREED, 3806)
    assert english(d) == "all 2 sources say 3806"


@pytest.mark.parametrize(("stated", "status", "value", "support"), [
    # a range contains the exact value: no dispute, it supports it
    ([(3800, "range:3800-3900"), (3806, None)], DecisionStatus.AGREED, 3806,
     [(3806, ["range:3800-3900", None])]),
    # an exact value outside it is not supported by it, the one inside is
    ([(3800, "range:3800-3900"), (3806, None), (3969, None)], DecisionStatus.DISPUTED, None,
     [(3806, ["range:3800-3900", None]), (3969, [None])]),
    # two ranges that overlap agree, on the least value both allow
    ([(10500, "range:10500-10600"), (10550, "range:10550-10700")], DecisionStatus.AGREED, 10550,
     [(10550, ["range:10500-10600", "range:10550-10700"])]),
    # two that do not overlap are a dispute
    ([(10500, "range:10500-10600"), (10650, "range:10650-10700")], DecisionStatus.DISPUTED, None,
     [(10500, ["range:10500-10600"]), (10650, ["range:10650-10700"])]),
])
def test_ranges(stated: list[tuple[int, str | None]], status: DecisionStatus, value: int | None,
                support: list[tuple[int, list[str | None]]]) -> None:
    claims = [claim(source, G, "athletes", v, 3, **({"qualifier": q} if q else {}))
              for source, (v, q) in zip("abc", stated)]
    d = decided(reconcile(claims), G, "athletes")
    assert (d.status, d.value) == (status, value)
    assert [(s.value, [c.qualifier for c in s.claims]) for s in d.support] == support


def test_a_range_never_contradicts_its_own_source() -> None:
    # one page says "between 3,800 and 3,900 athletes" and, later, 3,806: no self-contradiction
    claims = [claim("a", G, "athletes", 3800, 2, qualifier="range:3800-3900"), claim("a", G, "athletes", 3806, 9),
              claim("b", G, "athletes", 3969, 4)]
    d = decided(reconcile(claims), G, "athletes")
    assert "contradicts itself" not in english(d)


# -- a verbatim copy, and podium's own export ------------------------------------------------

TABLE = ("| Rank | Nation | Gold | Silver | Bronze | Total |\n|---|---|---|---|---|---|\n"
         "| 1 | China | 63 | 46 | 32 | 141 |\n| 2 | Great Britain | 35 | 30 | 29 | 94 |\n"
         "| 3 | Canada | 28 | 19 | 25 | 72 |\n| 4 | United States | 27 | 22 | 39 | 88 |\n"
         "| 5 | Australia | 26 | 39 | 36 | 101 |\n")
ORIGINAL = "# 2004 Summer Paralympics medal table\n\nThe Games in Athens had 3,806 athletes.\n\n" + TABLE
OTHER = ("2004 Summer Paralympics medal table\n\nRank\tNation\tGold\tSilver\tBronze\tTotal\n"
         "1\tChina\t63\t46\t32\t141\n2\tGreat Britain\t35\t30\t30\t95\n3\tCanada\t28\t19\t25\t72\n"
         "4\tUnited States\t27\t22\t39\t88\n5\tAustralia\t26\t39\t36\t101\n")
COPY = "# Medals at the 2004 Summer Paralympics\n\nCopied from the page above, for our club's newsletter.\n\n" + TABLE


def claims_of(*documents: tuple[str, str]) -> list[Claim]:
    return [c for name, text in documents for c in analyse(read_bytes(text.encode(), name)).claims]


def test_a_verbatim_copy_adds_no_weight() -> None:
    before = reconcile(claims_of(("original.md", ORIGINAL), ("other.txt", OTHER)))
    after = reconcile(claims_of(("original.md", ORIGINAL), ("other.txt", OTHER), ("copy.md", COPY)))
    assert [(d.subject, d.attribute, d.status, d.value, d.shown, d.confidence) for d in after] == [
        (d.subject, d.attribute, d.status, d.value, d.shown, d.confidence) for d in before]
    bronze = decided(after, "GBR", "bronze")
    assert (bronze.status, bronze.shown, bronze.confidence) == (DecisionStatus.DISPUTED, 29, 0.5008)
    ids = {name: analyse(read_bytes(text.encode(), name)).source_id[:12]
           for name, text in (("original.md", ORIGINAL), ("other.txt", OTHER), ("copy.md", COPY))}
    # the copy is still shown among the sources that say 29, attached to its original
    assert [sorted(c.source_id[:12] for c in s.claims) for s in bronze.support] == [
        sorted([ids["original.md"], ids["copy.md"]]), [ids["other.txt"]]]
    assert f"{ids['copy.md']} is a verbatim copy of the table of {ids['original.md']}: it counts as no voice of " \
        "its own" in english(bronze)
    assert plain(bronze) == f"2 sources that copy each other say 29; {ids['other.txt']} says 30; the evidence does " \
        "not decide between them"


def test_many_verbatim_copies_are_named_up_to_three_and_counted_after() -> None:
    # six club newsletters paste the same table: the rationale names three copies and counts
    # the other three, so it does not grow with them; none of them adds weight
    copies = [(f"copy-{k}.md", COPY.replace("our club's", f"club {k}'s")) for k in range(6)]
    before = reconcile(claims_of(("original.md", ORIGINAL), ("other.txt", OTHER)))
    after = reconcile(claims_of(("original.md", ORIGINAL), ("other.txt", OTHER), *copies))
    bronze = decided(after, "GBR", "bronze")
    assert (bronze.status, bronze.shown, bronze.confidence) == (DecisionStatus.DISPUTED, 29,
                                                                decided(before, "GBR", "bronze").confidence)
    text = english(bronze)
    assert text.count("is a verbatim copy of the table of") == 3
    assert "3 more sources are verbatim copies of others' tables: none counts as a voice of its own" in text
    assert "ещё источники (3) — дословные копии других таблиц: ни один не считается собственным голосом" in render(
        bronze.reasons, "ru")
    assert sum(len(s.claims) for s in bronze.support) == 8  # every copy still shown among those that say 29


def test_many_tables_that_add_up_only_with_one_value_are_counted() -> None:
    # four pages say GBR bronze 30, but each one's totals row (bronze 103) adds up only with 29,
    # which four others say: the four tables are counted, not named. The four pages are alike
    # to the wrong cell and the totals row it broke: they look like copies of one another
    claims = [c for k in range(4) for c in table(f"h{k}", ROWS, totals=k == 0)]
    for k in range(4):
        claims += table(f"p{k}", with_rows(GBR=(35, 30, 30)), column={"bronze": 103, "total": 339})
    d = decided(reconcile(claims), "GBR", "bronze")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 29)
    assert plain(d) == ("4 sources that copy each other say 30; 4 sources say 29; 29 is chosen because only 29 "
                        "makes the tables of 4 sources add up")
    assert plain(d, "ru") == ("источники, копирующие друг друга (4), сообщают 30; источники (4) сообщают 29; выбрано "
                              "29, потому что только при 29 сходятся таблицы источников (4)")
    # the details name three of the tables and count the fourth
    assert english(d).count("its totals row says 103: GBR 29, as another source says, would restore it") == 3
    assert "; the table of 1 more source would add up with 29 too; " in english(d)
    assert "; при 29 сошлись бы и таблицы ещё источников (1); " in render(d.reasons, "ru")


def test_honest_sources_that_agree_on_every_cell_are_no_copies() -> None:
    # the same table written in another layout is another voice, however alike its numbers
    retyped = ORIGINAL.replace("| 2 | Great Britain |", "| 2 | Great Britain (GBR) |")
    before = reconcile(claims_of(("original.md", ORIGINAL), ("other.txt", OTHER)))
    after = reconcile(claims_of(("original.md", ORIGINAL), ("other.txt", OTHER), ("retyped.md", retyped)))
    assert decided(after, "GBR", "bronze").confidence > decided(before, "GBR", "bronze").confidence
    assert "verbatim copy" not in english(decided(after, "GBR", "bronze"))


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_podiums_own_export_is_no_evidence(fmt: str) -> None:
    decisions = reconcile(claims_of(("original.md", ORIGINAL), ("other.txt", OTHER)))
    text = FORMATS[fmt](standings(decisions, order="gold"))
    with pytest.raises(BadInput) as refused:
        analyse_inputs([Input(f"medals.{fmt}", data=text.encode())])
    assert refused.value.message == f"medals.{fmt}: the document is podium's own export: it is no evidence"


def test_the_bundled_corpus_events_are_the_golds_awarded_and_the_reason_says_so() -> None:
    claims = [c for a in analyse_inputs(collect_inputs([str(bundled_corpus())])) for c in a.claims]
    events = decided(reconcile(claims), G, "events")
    assert (events.status, events.value) == (DecisionStatus.RESOLVED, 519)
    assert plain(events).endswith("519 is chosen because only 519 fits the 519 gold medals the tables award, "
                                  "one per event")
    assert "162 events stated, but the medal table awards 519 gold medals" in english(events)
