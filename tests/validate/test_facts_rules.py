"""The facts rules (issue 5), each on a small hand-made set of facts."""

from __future__ import annotations

import pytest

from podium.model import Fact, Games, MedalRow, MedalTable, Span, TotalsRow
from podium.validate.facts import validate_facts

GAMES = Games(2004, "summer", "paralympics")


def fact(attribute: str, value: int | str, line: int, qualifier: str | None = None, subject: str = "games") -> Fact:
    return Fact(attribute, value, line, Span(line * 100, line * 100 + 3), "text", "test", qualifier, subject)


def table(golds: list[int], totals_gold: int | None = None) -> MedalTable:
    rows = tuple(MedalRow(10 + i, i + 1, True, f"N{i}", g, 0, 0, g, Span(0, 1), "") for i, g in enumerate(golds))
    totals = TotalsRow(99, "Total", totals_gold, None, None, None, Span(0, 1), "") if totals_gold is not None else None
    return MedalTable(rows, totals, "tsv")


def codes(facts: list[Fact], tables: tuple[MedalTable, ...] = (), games: Games | None = GAMES) -> list[tuple]:
    return [(f.code, f.severity.value, f.line, f.subject, f.attribute, f.expected, f.actual)
            for f in validate_facts(facts, tables, games, "src")]


def test_two_exact_values_contradict() -> None:
    found = validate_facts([fact("nations", 144, 1), fact("nations", 144, 2), fact("nations", 136, 4)], (), GAMES, "s")
    assert [(f.code, f.line, f.expected, f.actual) for f in found] == [("self-contradiction", 4, 144, 136)]
    assert found[0].message == "line 4: the document gives 2 values for nations: 144 (lines 1, 2); 136 (line 4)"


def test_the_hosts_of_games_held_in_several_cities_contradict_nothing() -> None:
    jakarta_palembang = Games(2018, "", "asian-games")
    hosts = [fact("host_city", "Jakarta", 1), fact("host_city", "Palembang", 1)]
    assert codes(hosts, games=jakarta_palembang) == []
    # a city that is no host of these Games, or Games of one host city: two values
    assert codes([*hosts, fact("host_city", "Bandung", 3)], games=jakarta_palembang) == [
        ("self-contradiction", "warning", 1, "games", "host_city", "Jakarta", "Palembang")]
    assert codes([fact("host_city", "Athens", 1), fact("host_city", "Piraeus", 2)]) == [
        ("self-contradiction", "warning", 2, "games", "host_city", "Athens", "Piraeus")]


def test_an_approximation_contradicts_nothing() -> None:
    assert codes([fact("athletes", 4000, 1, "approx"), fact("athletes", 3969, 2)]) == []


def test_medal_winning_nations_against_the_rows_with_medals() -> None:
    # three rows, one of them without a medal: two medal-winning nations
    assert codes([fact("medal_nations", 3, 3)], (table([1, 1, 0]),)) == [
        ("stated-count-mismatch", "warning", 3, "games", "medal_nations", 2, 3)]
    assert codes([fact("medal_nations", 2, 3)], (table([1, 1, 0]),)) == []


def test_stated_gold_total_against_the_totals_row() -> None:
    assert codes([fact("total_gold", 5, 2)], (table([2, 1], totals_gold=3),)) == [
        ("stated-count-mismatch", "warning", 2, "games", "total_gold", 3, 5)]


def test_events_against_golds_allow_for_ties() -> None:
    tables = (table([300, 3]),)  # 303 golds
    assert codes([fact("events", 302, 1)], tables) == []
    assert codes([fact("events", 162, 1)], tables) == [
        ("events-medals-mismatch", "warning", 1, "games", "events", 303, 162)]


def test_one_fitting_events_count_leaves_the_other_to_self_contradiction() -> None:
    found = codes([fact("events", 303, 1), fact("events", 162, 2)], (table([303], totals_gold=303),))
    assert found == [("self-contradiction", "warning", 2, "games", "events", 303, 162)]


def test_men_and_women_against_athletes() -> None:
    assert codes([fact("athletes", 3969, 1), fact("athletes_men", 2646, 2), fact("athletes_women", 1160, 2)]) == [
        ("part-sum-mismatch", "warning", 2, "games", "athletes", 3969, 3806)]
    assert codes([fact("athletes", 3806, 1), fact("athletes_men", 2646, 2), fact("athletes_women", 1160, 2)]) == []


def test_a_nations_total_against_its_colours() -> None:
    facts = [fact(a, v, 5, subject="RUS") for a, v in (("gold", 16), ("silver", 6), ("bronze", 17), ("total", 41))]
    assert codes(facts) == [("part-sum-mismatch", "warning", 5, "RUS", "total", 39, 41)]


def test_edition_against_the_catalogue() -> None:
    assert codes([fact("edition", 22, 1)]) == [("ordinal-year-mismatch", "warning", 1, "games", "edition", 12, 22)]
    assert codes([fact("edition", 12, 1)]) == []


def test_rows_that_all_won_gold_and_fall_short_of_the_events_are_the_top_of_a_longer_table() -> None:
    top_six = [120, 55, 37, 35, 33, 28]  # 308 golds of a Games of 419 events
    assert codes([fact("events", 419, 1)], (table(top_six),)) == []
    # a complete table lists the nations without gold below them: the events are compared
    assert codes([fact("events", 419, 1)], (table([*top_six, 0]),)) == [
        ("events-medals-mismatch", "warning", 1, "games", "events", 308, 419)]
    # a totals row gives the golds of the whole table: compared with it, fitting or not
    assert codes([fact("events", 419, 1)], (table(top_six, totals_gold=419),)) == []
    assert codes([fact("events", 500, 1)], (table(top_six, totals_gold=419),)) == [
        ("events-medals-mismatch", "warning", 1, "games", "events", 419, 500)]
    # more golds than events: a mismatch however the rows read
    assert codes([fact("events", 162, 1)], (table([300, 219]),)) == [
        ("events-medals-mismatch", "warning", 1, "games", "events", 519, 162)]
    # one of two counts stated is below the golds: still compared (the rows may be whole)
    assert codes([fact("events", 419, 1), fact("events", 300, 2)], (table(top_six),)) == [
        ("events-medals-mismatch", "warning", 1, "games", "events", 308, 419),
        ("events-medals-mismatch", "warning", 2, "games", "events", 308, 300),
        ("self-contradiction", "warning", 2, "games", "events", 419, 300)]


@pytest.mark.parametrize(("name", "games", "rows", "events"), [
    ("lima-2019-top-six.es.txt", "2019-pan-american-games", 6, 419),
    ("jakarta-palembang-2018-top-eight.ja.html", "2018-asian-games", 8, 465),
    ("pyeongchang-2018-top-seven.ko.txt", "2018-winter-olympics", 7, 102),
])
def test_a_pages_top_places_under_medal_table_with_the_games_events_raise_nothing(
        name: str, games: str, rows: int, events: int) -> None:
    # the first places of a Games' table, as a page's lead shows them, with the Games' events
    # stated above: no word says "top", and no totals row
    from podium.actions.ingest import analyse_inputs, collect_inputs
    from tests.conftest import FIXTURES

    (read,) = analyse_inputs(collect_inputs([str(FIXTURES / "check" / "top_of_a_table" / name)]))
    assert (read.games.slug, [len(t.table.rows) for t in read.tables], read.findings) == (games, [rows], ())
    assert [f.value for f in read.facts if f.attribute == "events"] == [events]
