"""What a row prints is what it says: a code column's code is the row's nation as printed,
even where the team then had another code (a dataset labels every Games with today's codes);
a rank cell left blank is a tie only when the row ties with the row above (a scrape drops
ranks it could not parse). Medal counts are the public results of those Games."""

from __future__ import annotations

from podium.analysis import analyse
from podium.readers import read_bytes

# Olympedia-style: one row per nation and Games, the nation's current name and code
LATER_CODES = """edition;year;country;country_noc;gold;silver;bronze;total
1948 Summer Olympics;1948;Great Britain;GBR;3;14;6;23
1948 Summer Olympics;1948;Sri Lanka;SRI;0;1;0;1
1948 Summer Olympics;1948;Trinidad and Tobago;TRI;0;1;0;1
1960 Summer Olympics;1960;Pakistan;PAK;1;0;1;2
1960 Summer Olympics;1960;British West Indies;BWI;0;0;2;2
1960 Summer Olympics;1960;Singapore;SGP;0;1;0;1
"""


def _rows(text: str, name: str) -> list[tuple[str, list[tuple[int | None, str | None, int, int, int]]]]:
    analysis = analyse(read_bytes(text.encode(), name))
    return [(t.games.slug, [(r.rank, res.noc, r.gold, r.silver, r.bronze) for r, res in zip(t.table.rows, t.resolutions)])
            for t in analysis.tables]


def test_a_code_column_gives_the_code_as_printed_not_the_code_of_the_time() -> None:
    # Sri Lanka was Ceylon (CEY) in 1948 and Singapore SIN in 1960: the document says SRI and SGP
    assert _rows(LATER_CODES, "tally.csv") == [
        ("1948-summer-olympics", [(None, "GBR", 3, 14, 6), (None, "SRI", 0, 1, 0), (None, "TRI", 0, 1, 0)]),
        ("1960-summer-olympics", [(None, "PAK", 1, 0, 1), (None, "BWI", 0, 0, 2), (None, "SGP", 0, 1, 0)]),
    ]


def test_a_name_without_a_code_is_the_team_of_the_time() -> None:
    text = LATER_CODES.replace(";SRI;", ";;").replace(";SGP;", ";;")
    rows = dict(_rows(text, "tally.csv"))
    assert [r[1] for r in rows["1948-summer-olympics"]] == ["GBR", "CEY", "TRI"]
    assert [r[1] for r in rows["1960-summer-olympics"]] == ["PAK", "BWI", "SIN"]


# London 2012 as a scraper kept it: a rank it could not read is blank, on rows that tie with
# nothing above them
SCRAPED = """2012 Summer Olympics medal table

Rank,NOC,Gold,Silver,Bronze,Total
24,ETH,3,1,3,7
25,CRO,3,1,2,6
,POL,2,2,6,10
26,BLR,2,5,5,12
27,ROU,2,5,2,9
28,SRB,1,1,2,4
,SLO,1,1,2,4
"""


def test_a_blank_rank_is_a_tie_only_with_the_same_medals_as_the_row_above() -> None:
    ((games, rows),) = _rows(SCRAPED, "scrape.csv")
    assert games == "2012-summer-olympics"
    assert [(rank, noc) for rank, noc, *_ in rows] == [
        (24, "ETH"), (25, "CRO"), (None, "POL"), (26, "BLR"), (27, "ROU"), (28, "SRB"), (28, "SLO")]


def test_a_blank_rank_after_an_unranked_row_stays_unranked() -> None:
    text = SCRAPED.replace("28,SRB", ",SRB")
    ((_, rows),) = _rows(text, "scrape.csv")
    assert [(rank, noc) for rank, noc, *_ in rows][-2:] == [(None, "SRB"), (None, "SLO")]


# Oslo 1952 as a dataset labels it: West Germany's later code for the German team of 1952
CODES_ONLY = """1952 Winter Olympics medal table

Rank,NOC,Gold,Silver,Bronze,Total
1,NOR,7,3,6,16
2,USA,4,6,1,11
3,FIN,3,4,2,9
4,FRG,3,2,2,7
"""


def test_a_nation_cell_that_is_only_a_code_is_that_code_as_printed() -> None:
    ((games, rows),) = _rows(CODES_ONLY, "oslo.csv")
    assert games == "1952-winter-olympics"
    assert [noc for _, noc, *_ in rows] == ["NOR", "USA", "FIN", "FRG"]
    assert _rows(CODES_ONLY.replace("4,FRG", "4,(FRG)"), "oslo.csv")[0][1][3][1] == "FRG"
