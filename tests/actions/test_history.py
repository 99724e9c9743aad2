"""A nation across Games, and all-time tables (``podium.actions.history``, the pure
``podium.history``), and the links between teams (``podium.nations.lineage``).

The store holds small medal tables of real Games (``tests/fixtures/history``, the first rows
of each table as published): Seoul 1988 (in English and in German: agreed), Albertville 1992,
Barcelona 1992 (in English, and in Russian with Germany's bronze miswritten 27 in a row that
then does not add up: resolved to 28), Atlanta 1996.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from podium.actions.history import (
    all_time_table,
    current_tables,
    nation,
    nation_and_before,
    nations_in_store,
    team_code,
)
from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.datafiles import Row
from podium.errors import NotFound, UsageError
from podium.history import all_time, appearances, check_kind, games_order, kind_of
from podium.model import DecisionStatus
from podium.nations import lineage, registry
from podium.rank import StandingRow, Standings
from podium.store import Store, open_store

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "history"
#: The documents, in the order the tests ingest them.
DOCUMENTS = ("1988-summer-olympics.md", "1988-sommerspiele.txt", "1992-winter-olympics.md",
             "1992-summer-olympics.md", "1992-letnie-olimpiyskie-igry.txt", "1996-summer-olympics.md")


def build_store(path: Path) -> Store:
    """A store at ``path`` holding the four Games of the fixtures."""
    store = open_store(str(path))
    store_analyses(store, analyse_inputs(collect_inputs([str(FIXTURES / name) for name in DOCUMENTS])))
    return store


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    store = build_store(tmp_path_factory.mktemp("history") / "store.sqlite")
    yield store
    store.close()


# -- the links between teams ----------------------------------------------------------------


def test_the_soviet_union_is_followed_by_the_unified_team_and_it_by_twelve_teams() -> None:
    assert [(link.later, link.since, link.relation.value) for link in lineage.successors("URS")] == [
        ("EUN", 1992, "successor")]
    assert [link.later for link in lineage.successors("EUN")] == [
        "ARM", "AZE", "BLR", "GEO", "KAZ", "KGZ", "MDA", "RUS", "TJK", "TKM", "UKR", "UZB"]
    assert [link.earlier for link in lineage.predecessors("RUS")] == ["EUN"]
    assert lineage.lineage("RUS") == ["EUN", "URS"]


def test_the_neutral_teams_are_linked_to_the_nation_whose_athletes_they_were() -> None:
    assert [(link.later, link.since, link.games) for link in lineage.successors("RUS")] == [
        ("NPA", 2018, "paralympics"), ("OAR", 2018, "olympics"), ("ROC", 2020, "olympics"),
        ("RPC", 2020, "paralympics"), ("AIN", 2024, "olympics")]
    assert {link.relation.value for link in lineage.successors("RUS")} == {"neutral"}
    assert [link.earlier for link in lineage.predecessors("AIN")] == ["BLR", "RUS"]


def test_germany_czechoslovakia_and_yugoslavia() -> None:
    assert [(link.earlier, link.relation.value, link.since) for link in lineage.predecessors("GER")] == [
        ("FRG", "merged", 1992), ("GDR", "merged", 1992)]
    assert lineage.lineage("GER") == ["FRG", "GDR", "EUA", "SAA"]  # GER's own team of 1952 is GER
    assert [link.later for link in lineage.successors("TCH")] == ["CZE", "SVK"]
    assert [link.earlier for link in lineage.predecessors("TCH")] == ["BOH"]
    assert [(link.later, link.relation.value) for link in lineage.successors("YUG")] == [
        ("BIH", "split"), ("CRO", "split"), ("IOP", "neutral"), ("IPP", "neutral"), ("SLO", "split"),
        ("MKD", "split"), ("SCG", "renamed")]
    assert [link.later for link in lineage.successors("SCG")] == ["MNE", "SRB"]
    assert [link.later for link in lineage.successors("ANZ")] == ["AUS", "NZL"]


def test_every_link_of_the_registry_is_a_link_of_the_lineage_file() -> None:
    records = registry().records
    linked = {(link.earlier, link.later) for link in lineage.links()}
    in_registry = ({(p, r.code) for r in records.values() for p in r.predecessors}
                   | {(r.code, s) for r in records.values() for s in r.successors})
    between_neutral_teams = {("OAR", "ROC"), ("ROC", "AIN"), ("RPC", "NPA")}
    assert in_registry - linked == between_neutral_teams
    assert linked - in_registry == {("GER", "EUA"), ("SAA", "EUA")}


@pytest.mark.parametrize(("fields", "message"), [
    (["URS", "XXX", "1992", "both", "successor", "a note"], "lineage.tsv:9: unknown code 'XXX' (nocs.tsv)"),
    (["URS", "EUN", "1980", "both", "successor", "a note"], "lineage.tsv:9: EUN is not valid in '1980' (nocs.tsv)"),
    (["URS", "EUN", "1992", "both", "became", "a note"], "lineage.tsv:9: relation must be one of successor, "
                                                          "split, merged, renamed, neutral, not 'became'"),
    (["EUA", "FRG", "1968", "paralympics", "split", "a note"],
     "lineage.tsv:9: EUA does not take part in 'paralympics' Games (nocs.tsv)"),
    (["URS", "EUN", "1992", "both", "successor", ""], "lineage.tsv:9: a note is required"),
    (["URS", "EUN", "1992", "both"], "lineage.tsv:9: expected 6 tab-separated fields"),
])
def test_a_wrong_row_of_the_lineage_file_is_refused_with_its_line(fields: list[str], message: str) -> None:
    with pytest.raises(ValueError) as raised:
        lineage.checked_links([Row(9, fields)], registry().records)
    assert str(raised.value) == message


def test_a_link_given_twice_is_refused() -> None:
    row = ["URS", "EUN", "1992", "both", "successor", "a note"]
    with pytest.raises(ValueError, match=r"^lineage.tsv:4: URS -> EUN is not a new link$"):
        lineage.checked_links([Row(3, row), Row(4, row)], registry().records)


# -- a nation across the Games of the store ---------------------------------------------------


def test_the_games_of_the_store_oldest_first_winter_before_summer(store: Store) -> None:
    assert [t.games for t in current_tables(store)] == [
        "1988-summer-olympics", "1992-winter-olympics", "1992-summer-olympics", "1996-summer-olympics"]
    assert [t.games for t in current_tables(store, kind="summer-olympics")] == [
        "1988-summer-olympics", "1992-summer-olympics", "1996-summer-olympics"]


def test_germany_at_each_of_its_games_with_the_teams_before_and_after_it(store: Store) -> None:
    history = nation(store, "GER")
    assert [(a.games, a.rank, a.gold, a.silver, a.bronze, a.total, a.status, a.unsettled)
            for a in history.appearances] == [
        ("1992-winter-olympics", 1, 10, 10, 6, 26, DecisionStatus.AGREED, ()),
        ("1992-summer-olympics", 3, 33, 21, 28, 82, DecisionStatus.RESOLVED, ("bronze",)),
        ("1996-summer-olympics", 3, 20, 18, 27, 65, DecisionStatus.AGREED, ()),
    ]
    assert history.totals == {"gold": 63, "silver": 49, "bronze": 61, "total": 173}  # its own, never FRG's or GDR's
    assert [(t.noc, t.relation, t.since, t.games) for t in history.predecessors] == [
        ("FRG", "merged", 1992, ("1988-summer-olympics",)), ("GDR", "merged", 1992, ("1988-summer-olympics",))]
    assert [(t.noc, t.games) for t in history.successors] == [("EUA", ())]


def test_the_chart_draws_the_teams_before_germany_apart(store: Store) -> None:
    history, before = nation_and_before(store, "GER")
    assert [(t.noc, [(a.games, a.gold) for a in t.appearances]) for t in before] == [
        ("FRG", [("1988-summer-olympics", 11)]), ("GDR", [("1988-summer-olympics", 37)])]
    assert history.noc == "GER"


def test_a_nation_is_named_by_its_code_in_any_case_or_by_its_name(store: Store) -> None:
    assert team_code("urs") == "URS"
    assert team_code("Sowjetunion", "de") == "URS"
    assert nation(store, "Unified Team").noc == "EUN"
    with pytest.raises(NotFound, match=r"^no nation 'Atlantis': give an IOC/IPC code \(GER, URS\) or a nation's name"):
        nation(store, "Atlantis")


def test_a_known_nation_without_games_in_the_store_has_none(store: Store) -> None:
    history = nation(store, "TCH")
    assert history.appearances == () and history.totals == {"gold": 0, "silver": 0, "bronze": 0, "total": 0}
    assert [t.noc for t in history.successors] == ["CZE", "SVK"]


def test_the_nations_in_the_store_by_name(store: Store) -> None:
    teams = nations_in_store(store)
    assert teams[:4] == [("AUT", "Austria", 1), ("CHN", "China", 2), ("CUB", "Cuba", 1), ("GDR", "East Germany", 1)]
    assert ("GER", "Germany", 3) in teams and ("EUN", "Unified Team", 2) in teams and len(teams) == 16


# -- all-time tables --------------------------------------------------------------------------


def test_the_all_time_table_of_the_summer_olympics_keeps_each_team_as_it_competed(store: Store) -> None:
    table = all_time_table(store, "summer-olympics")
    assert table.games == ("1988-summer-olympics", "1992-summer-olympics", "1996-summer-olympics")
    assert table.convention == "as-competed"
    assert [(r.rank, r.noc, r.gold, r.silver, r.bronze, r.total, table.appearances[r.noc]) for r in table.rows[:7]] == [
        (1, "USA", 117, 97, 89, 303, 3),
        (2, "URS", 55, 31, 46, 132, 1),
        (3, "GER", 53, 39, 55, 147, 2),
        (4, "EUN", 45, 38, 29, 112, 1),
        (5, "GDR", 37, 35, 30, 102, 1),
        (6, "CHN", 32, 44, 28, 104, 2),
        (7, "RUS", 26, 21, 16, 63, 1),
    ]
    germany = next(r for r in table.rows if r.noc == "GER")
    assert (germany.status, germany.unsettled) == (DecisionStatus.RESOLVED, ("bronze",))
    assert table.totals == {"gold": 454, "silver": 365, "bronze": 365, "total": 1184}


def test_an_all_time_table_ranks_by_total_too(store: Store) -> None:
    table = all_time_table(store, "summer-olympics", order="total")
    assert [(r.rank, r.noc, r.total) for r in table.rows[:4]] == [
        (1, "USA", 303), (2, "GER", 147), (3, "URS", 132), (4, "EUN", 112)]


def test_every_games_without_a_kind(store: Store) -> None:
    table = all_time_table(store)
    assert table.kind is None and len(table.games) == 4
    assert [(r.noc, r.gold, table.appearances[r.noc]) for r in table.rows[:4]] == [
        ("USA", 122, 4), ("GER", 63, 3), ("URS", 55, 1), ("EUN", 54, 2)]


def test_all_time_errors(store: Store) -> None:
    with pytest.raises(UsageError, match=r"^--kind: 'olympics' is not a kind of Games"):
        all_time_table(store, "olympics")
    with pytest.raises(NotFound, match=r"^no winter-paralympics Games in the store \(kinds there: summer-olympics, "
                                       r"winter-olympics\)$"):
        all_time_table(store, "winter-paralympics")
    with pytest.raises(UsageError, match=r"is ranked by gold, total, weighted, not 'per-capita'$"):
        all_time_table(store, order="per-capita")


def test_an_empty_store_has_no_all_time_table(tmp_path: Path) -> None:
    with open_store(str(tmp_path / "empty.sqlite")) as empty, pytest.raises(NotFound, match=r"^no Games in the store"):
        all_time_table(empty)


def _row(noc: str, gold: int, silver: int, bronze: int, status: DecisionStatus = DecisionStatus.AGREED) -> StandingRow:
    return StandingRow(0, noc, noc, gold, silver, bronze, gold + silver + bronze, status, 1.0, ())


def test_all_time_ranks_are_shared_by_equal_sums_and_skip_after_a_tie() -> None:
    a = Standings("2000-summer-olympics", "gold", (_row("AAA", 2, 0, 0), _row("BBB", 1, 1, 0)))
    b = Standings("2004-summer-olympics", "gold", (_row("BBB", 1, 0, 0, DecisionStatus.DISPUTED), _row("CCC", 1, 0, 0)))
    table = all_time([b, a])
    assert table.games == ("2000-summer-olympics", "2004-summer-olympics")
    assert [(r.rank, r.noc, r.gold, r.silver, r.status.value) for r in table.rows] == [
        (1, "BBB", 2, 1, "disputed"), (2, "AAA", 2, 0, "agreed"), (3, "CCC", 1, 0, "agreed")]
    tied = all_time([Standings("2000-summer-olympics", "gold", (_row("XXX", 1, 0, 0), _row("YYY", 1, 0, 0),
                                                                _row("ZZZ", 0, 1, 0)))])
    assert [(r.rank, r.noc) for r in tied.rows] == [(1, "XXX"), (1, "YYY"), (3, "ZZZ")]


def test_kinds_and_the_order_of_games() -> None:
    assert kind_of("1992-winter-olympics") == "winter-olympics" and kind_of("2006-asian-games") == "asian-games"
    assert check_kind("asian-games") == "asian-games"
    with pytest.raises(ValueError):
        check_kind("summer-asian-games")
    assert sorted(["1992-summer-olympics", "1992-winter-olympics", "1988-winter-paralympics"], key=games_order) == [
        "1988-winter-paralympics", "1992-winter-olympics", "1992-summer-olympics"]
    assert appearances("GER", []) == ()


def test_a_games_whose_table_is_empty_keeps_its_slug(store: Store) -> None:
    empty = current_tables(store, table=lambda slug: Standings("", "gold", ()))
    assert [t.games for t in empty][:2] == ["1988-summer-olympics", "1992-winter-olympics"]
    assert appearances("GER", empty) == ()
