"""``podium nation CODE`` and ``podium table --all-time``, through the CLI, on a store of four
Games made by ``podium ingest`` from the fixtures of ``tests/fixtures/history`` (see
``tests/actions/test_history.py``: Seoul 1988, Albertville 1992, Barcelona 1992 with one
miswritten cell in one of its two sources, Atlanta 1996)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.actions.test_history import DOCUMENTS, FIXTURES
from tests.cli.conftest import Runner


def olympics(year: int, season: str) -> dict[str, Any]:
    return {"slug": f"{year}-{season}-olympics", "name": f"{year} {season.capitalize()} Olympics", "year": year,
            "season": season, "kind": "olympics"}


#: ``podium nation URS --format json``: one Games of its own, and the Unified Team after it
#: (linked, with its own Games, never added to it).
URS = {
    "noc": "URS",
    "name": "Soviet Union",
    "convention": "as-competed",
    "games": [
        {**olympics(1988, "summer"), "rank": 1, "gold": 55, "silver": 31, "bronze": 46, "total": 132,
         "status": "agreed", "unsettled": []},
    ],
    "totals": {"gold": 55, "silver": 31, "bronze": 46, "total": 132},
    "predecessors": [],
    "successors": [
        {"noc": "EUN", "name": "Unified Team", "relation": "successor", "since": 1992,
         "games": ["1992-winter-olympics", "1992-summer-olympics"]},
    ],
}

#: ``podium nation GER --format json``: its three Games oldest first (Albertville before
#: Barcelona), Barcelona's bronze resolved; West and East Germany before it, with their Games
#: of 1988, and the United Team of Germany of 1956 after the German team of 1952.
GER = {
    "noc": "GER",
    "name": "Germany",
    "convention": "as-competed",
    "games": [
        {**olympics(1992, "winter"), "rank": 1, "gold": 10, "silver": 10, "bronze": 6, "total": 26,
         "status": "agreed", "unsettled": []},
        {**olympics(1992, "summer"), "rank": 3, "gold": 33, "silver": 21, "bronze": 28, "total": 82,
         "status": "resolved", "unsettled": ["bronze"]},
        {**olympics(1996, "summer"), "rank": 3, "gold": 20, "silver": 18, "bronze": 27, "total": 65,
         "status": "agreed", "unsettled": []},
    ],
    "totals": {"gold": 63, "silver": 49, "bronze": 61, "total": 173},
    "predecessors": [
        {"noc": "FRG", "name": "West Germany", "relation": "merged", "since": 1992,
         "games": ["1988-summer-olympics"]},
        {"noc": "GDR", "name": "East Germany", "relation": "merged", "since": 1992,
         "games": ["1988-summer-olympics"]},
    ],
    "successors": [
        {"noc": "EUA", "name": "United Team of Germany", "relation": "merged", "since": 1956, "games": []},
    ],
}

#: ``podium table --all-time --kind summer-olympics --format csv``
ALL_TIME_CSV = """\
rank,noc,name,gold,silver,bronze,total,games,status,unsettled
1,USA,United States,117,97,89,303,3,agreed,
2,URS,Soviet Union,55,31,46,132,1,agreed,
3,GER,Germany,53,39,55,147,2,resolved,bronze
4,EUN,Unified Team,45,38,29,112,1,agreed,
5,GDR,East Germany,37,35,30,102,1,agreed,
6,CHN,China,32,44,28,104,2,agreed,
7,RUS,Russia,26,21,16,63,1,agreed,
8,FRA,France,15,7,15,37,1,agreed,
9,CUB,Cuba,14,6,11,31,1,agreed,
10,ITA,Italy,13,10,12,35,1,agreed,
11,ESP,Spain,13,7,2,22,1,agreed,
12,KOR,South Korea,12,10,11,33,1,agreed,
13,FRG,West Germany,11,14,15,40,1,agreed,
14,HUN,Hungary,11,6,6,23,1,agreed,
"""


@pytest.fixture
def stocked(podium: Runner, db: str) -> str:
    result = podium("ingest", *(str(FIXTURES / name) for name in DOCUMENTS), "--db", db)
    assert result.code == 0, result.err
    assert len(result.out.strip().splitlines()) == len(DOCUMENTS)
    return db


def test_the_soviet_union_as_json(podium: Runner, stocked: str) -> None:
    result = podium("nation", "URS", "--format", "json", "--db", stocked)
    assert result.code == 0, result.err
    assert result.json() == URS


def test_germany_as_json(podium: Runner, stocked: str) -> None:
    result = podium("nation", "GER", "--format", "json", "--db", stocked)
    assert result.code == 0, result.err
    assert result.json() == GER
    assert podium("nation", "ger", "--format", "json", "--db", stocked).json() == GER
    assert podium("nation", "Deutschland", "--format", "json", "--lang", "de", "--db", stocked).json()["noc"] == "GER"


def test_the_unified_team_links_both_ways(podium: Runner, stocked: str) -> None:
    eun = podium("nation", "EUN", "--format", "json", "--db", stocked).json()
    assert [(g["slug"], g["rank"], g["gold"]) for g in eun["games"]] == [
        ("1992-winter-olympics", 2, 9), ("1992-summer-olympics", 1, 45)]
    assert [(t["noc"], t["games"]) for t in eun["predecessors"]] == [("URS", ["1988-summer-olympics"])]
    assert [(t["noc"], t["games"]) for t in eun["successors"]][7] == ("RUS", ["1996-summer-olympics"])
    assert len(eun["successors"]) == 12


def test_germany_as_text(podium: Runner, stocked: str) -> None:
    result = podium("nation", "GER", "--db", stocked)
    assert result.code == 0, result.err
    lines = [line.rstrip() for line in result.out.splitlines()]
    assert lines == [
        "Germany (GER) at the Games in the store",
        "Games                 Rank  Gold  Silver  Bronze  Total  Status",
        "1992 Winter Olympics     1    10      10       6     26  agreed",
        "1992 Summer Olympics     3    33      21     28?     82  resolved",
        "1996 Summer Olympics     3    20      18      27     65  agreed",
        "Total                         63      49      61    173",
        "Teams before it: West Germany (FRG, 1992), East Germany (GDR, 1992)",
        "Teams after it: United Team of Germany (EUA, 1956)",
        "Each team's medals are its own: the teams before and after it are never added to it.",
    ]


def test_the_soviet_union_in_russian(podium: Runner, stocked: str) -> None:
    lines = [line.rstrip() for line in podium("nation", "URS", "--lang", "ru", "--db", stocked).out.splitlines()]
    assert lines[0] == "СССР (URS) на Играх в хранилище"
    assert lines[2].split() == ["Летние", "Олимпийские", "игры", "1988", "1", "55", "31", "46", "132", "согласовано"]
    assert lines[4] == "Команды после неё: Объединённая команда (EUN, 1992)"


def test_a_nation_without_games_in_the_store(podium: Runner, stocked: str) -> None:
    result = podium("nation", "TCH", "--db", stocked)
    assert result.code == 0
    assert result.out.splitlines()[:2] == [
        "Czechoslovakia (TCH) has no row in the medal tables in the store.",
        "Teams before it: Bohemia (BOH, 1920)",
    ]


def test_an_unknown_nation_is_one_line_and_exit_2(podium: Runner, stocked: str) -> None:
    result = podium("nation", "Atlantis", "--db", stocked)
    assert result.code == 2 and result.out == ""
    assert result.err.strip() == ("podium: error: no nation 'Atlantis': give an IOC/IPC code (GER, URS) "
                                  "or a nation's name")


def test_the_all_time_table_as_csv_and_json(podium: Runner, stocked: str) -> None:
    result = podium("table", "--all-time", "--kind", "summer-olympics", "--format", "csv", "--db", stocked)
    assert result.code == 0, result.err
    assert result.out == ALL_TIME_CSV
    table = podium("table", "--all-time", "--kind", "summer-olympics", "--format", "json", "--db", stocked).json()
    assert {k: v for k, v in table.items() if k != "rows"} == {
        "all_time": True, "kind": "summer-olympics", "convention": "as-competed",
        "games": [{"slug": f"{y}-summer-olympics", "name": f"{y} Summer Olympics"} for y in (1988, 1992, 1996)],
        "order": "gold", "totals": {"gold": 454, "silver": 365, "bronze": 365, "total": 1184},
    }
    assert table["rows"][2] == {"rank": 3, "noc": "GER", "name": "Germany", "gold": 53, "silver": 39, "bronze": 55,
                                "total": 147, "games": 2, "status": "resolved", "unsettled": ["bronze"]}
    assert [r["noc"] for r in table["rows"]] == [line.split(",")[1] for line in ALL_TIME_CSV.splitlines()[1:]]


def test_the_all_time_table_as_text_says_how_teams_are_counted(podium: Runner, stocked: str) -> None:
    result = podium("table", "--all-time", "--db", stocked)
    assert result.code == 0, result.err
    lines = [line.rstrip() for line in result.out.splitlines()]
    assert lines[0] == "All-time medal table: 1988 Summer Olympics – 1996 Summer Olympics (Games: 4) (by gold)"
    assert lines[1].split() == ["Rank", "NOC", "Nation", "Gold", "Silver", "Bronze", "Total", "Games", "Status"]
    assert lines[2].split() == ["1", "USA", "United", "States", "122", "101", "91", "314", "4", "agreed"]
    assert lines[-1] == ("Medals are added up per team as it competed (the IOC's convention): the Soviet Union, "
                         "the Unified Team and Russia are separate rows.")


@pytest.mark.parametrize(("args", "message"), [
    (["table", "1988-summer-olympics", "--all-time"],
     "--all-time takes no GAMES (it is every Games in the store, or those of --kind), not '1988-summer-olympics'"),
    (["table", "--kind", "summer-olympics"], "--kind is for --all-time: podium table --all-time --kind summer-olympics"),
    (["table", "--all-time", "--kind", "olympics"],
     "--kind: 'olympics' is not a kind of Games: expected summer-olympics, winter-paralympics, asian-games... "
     "(a Games slug without its year)"),
    (["table", "--all-time", "--kind", "winter-paralympics"],
     "no winter-paralympics Games in the store (kinds there: summer-olympics, winter-olympics)"),
    (["table", "--all-time", "--format", "md"],
     "--all-time: --format md is not available; choose one of text, json, csv"),
    (["table", "--all-time", "--as-awarded"],
     "--as-of and --as-awarded are for one Games' table, not --all-time (which reads each Games' current table)"),
])
def test_all_time_usage_errors_are_one_line_and_exit_2(podium: Runner, stocked: str, args: list[str],
                                                       message: str) -> None:
    result = podium(*args, "--db", stocked)
    assert (result.code, result.out) == (2, "")
    assert result.err.strip() == f"podium: error: {message}"
