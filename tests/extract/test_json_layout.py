"""The JSON layout: row arrays at any depth, nation-keyed objects, counts nested per type,
codes beside names, JSON Lines and JavaScript data files, bounded depth."""

from __future__ import annotations

import json

import pytest

from podium.analysis import analyse
from podium.errors import PodiumError
from podium.extract.layouts.json_values import MAX_DEPTH, parse
from podium.extract.layouts.jsonrows import is_data_file, search
from podium.model import MedalTable
from podium.readers import read_bytes
from podium.readers.sniff import sniff_format

Row = tuple[int | None, str, int, int, int, int | None]


def _rows(table: MedalTable) -> list[Row]:
    return [(r.rank, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows]


def _row(nation: str, gold: int, silver: int, bronze: int, **more: object) -> dict[str, object]:
    return {"country": nation, "gold": gold, "silver": silver, "bronze": bronze, **more}


NORWAY, GERMANY, CHINA = _row("Norway", 16, 8, 13), _row("Germany", 12, 10, 5), _row("China", 9, 4, 2)


def test_an_array_deep_in_the_tree_is_a_table_and_each_array_its_own() -> None:
    text = json.dumps({"data": {"results": [NORWAY, GERMANY, CHINA]},
                       "other": [{"list": {"rows": [CHINA, NORWAY]}}]}, indent=1)
    first, second = search(text).tables
    assert [r.mention for r in first.rows] == ["Norway", "Germany", "China"]
    assert [r.mention for r in second.rows] == ["China", "Norway"]
    line = text.splitlines()[first.rows[1].line - 1]
    assert line.strip() == "{" and '"Germany"' in first.rows[1].raw


def test_rows_each_wrapped_in_an_object_of_one_key() -> None:
    # a GraphQL connection: edges, each row under "node", its counts written as strings
    edges = [{"node": {"team": {"name": row["country"], "code": code}, **{k: str(v) for k, v in row.items() if k != "country"}}}
             for row, code in ((NORWAY, "NOR"), (GERMANY, "GER"), (CHINA, "CHN"))]
    (table,) = search(json.dumps({"data": {"medalTable": {"edges": edges}}}, indent=1)).tables
    assert _rows(table) == [(None, "Norway", 16, 8, 13, 37), (None, "Germany", 12, 10, 5, 27), (None, "China", 9, 4, 2, 15)]
    # one wrapped object is no table of rows
    assert search(json.dumps({"edges": [{"node": NORWAY}]})).tables == ()


def test_the_total_entry_of_counts_per_type_and_no_rows_from_breakdowns() -> None:
    def entry(kind: str, g: int, s: int, b: int) -> dict[str, object]:
        return {"type": kind, "gold": g, "silver": s, "bronze": b, "total": g + s + b}

    rows = [{"organisation": code, "description": name, "rank": rank,
             "medalsNumber": [entry("Men", 1, 2, 3), entry("Total", *counts)],
             "disciplines": [{"name": "Swimming", "gold": 8, "silver": 13, "bronze": 7, "total": 28}]}
            for code, name, rank, counts in [("USA", "United States of America", 1, (40, 44, 42)),
                                            ("CHN", "People's Republic of China", 2, (40, 27, 24))]]
    (table,) = search(json.dumps({"medalStandings": {"medalsTable": rows}})).tables
    assert _rows(table) == [(1, "United States of America", 40, 44, 42, 126),
                            (2, "People's Republic of China", 40, 27, 24, 91)]


def test_counts_per_medal_type_and_medals_objects() -> None:
    typed = [{"noc": "NOR", "medals": [{"type": "Gold", "count": 16}, {"type": "Silver", "count": 8},
                                       {"type": "Bronze", "count": 13}]},
             {"noc": "GER", "medals": [{"type": "Gold", "count": 12}, {"type": "Silver", "count": 10},
                                       {"type": "Bronze", "count": 5}]}]
    (table,) = search(json.dumps({"table": typed})).tables
    assert _rows(table) == [(None, "NOR", 16, 8, 13, 37), (None, "GER", 12, 10, 5, 27)]
    nested = [{"team": "Norway", "medals": {"gold": 14, "silver": 14, "bronze": 11}},
              {"team": "Germany", "medals": {"gold": 14, "silver": 10, "bronze": 7}}]
    (table,) = search(json.dumps(nested)).tables
    assert _rows(table) == [(None, "Norway", 14, 14, 11, 39), (None, "Germany", 14, 10, 7, 31)]


def test_an_object_keyed_by_nation_with_its_snapshot_date() -> None:
    text = json.dumps({"medals": {"Argentina": {"gold": 0, "silver": 0, "bronze": 0},
                                  "Austria": {"gold": 1, "silver": 2, "bronze": 0},
                                  "United States": {"gold": 1, "silver": 0, "bronze": 0}},
                       "metadata": {"lastUpdated": "2026-02-08T18:27:09.228Z", "source": "Wikipedia"}}, indent=2)
    (table,) = search(text).tables
    assert _rows(table) == [(None, "Argentina", 0, 0, 0, 0), (None, "Austria", 1, 2, 0, 3),
                            (None, "United States", 1, 0, 0, 1)]
    assert table.as_of == "2026-02-08"
    assert table.rows[1].raw.startswith('"Austria"')


@pytest.mark.parametrize(("name", "code", "mention"), [
    ("Norway", "NOR", "Norway"),  # the name names the nation: it stays the mention
    ("Korea", "KOR", "KOR"),  # ambiguous name: the code
    ("Olympic Athletes from Russia", "OAR", "OAR"),  # a name the registry does not hold
    ("Germany", "FRG", "FRG"),  # a historical code says more than today's name
    ("China", "CAN", "China"),  # a wrong code beside a right name: the name
    ("England", "ENG", "England"),  # no IOC code: the name
])
def test_a_code_beside_a_name(name: str, code: str, mention: str) -> None:
    rows = [{"country_code": code, "nation": name, "gold": 1, "silver": 2, "bronze": 3},
            {"country_code": "SWE", "nation": "Sweden", "gold": 1, "silver": 0, "bronze": 0}]
    (table,) = search(json.dumps({"rows": rows})).tables
    assert table.rows[0].mention == mention


def test_a_code_alone_and_a_nation_object_and_link_cells() -> None:
    rows = [{"Rank": "1", "NOC": "(USA)", "Gold": "37", "Silver": "24", "Bronze": "32",
             "Total": {"href": "", "text": "93"}},
            {"Rank": "2", "team": {"id": 7, "abbreviation": "RUS", "displayName": "Russia"}, "Gold": "32",
             "Silver": "28", "Bronze": "29", "Total": {"href": "", "text": "89"}}]
    (table,) = search(json.dumps({"results": {"collection1": rows}})).tables
    assert _rows(table) == [(1, "(USA)", 37, 24, 32, 93), (2, "Russia", 32, 28, 29, 89)]


def test_json_lines_and_javascript_data() -> None:
    lines = "\n".join(json.dumps(r) for r in (NORWAY, GERMANY, CHINA)) + "\n"
    assert sniff_format(lines) == "json"
    (table,) = search(lines).tables
    assert [(r.mention, r.line) for r in table.rows] == [("Norway", 1), ("Germany", 2), ("China", 3)]
    js = ("/* Host City: Sydney */\nvar d00 = " + json.dumps({"name": "2000Sydney", "rows": [NORWAY, GERMANY]})
          + ";\n// Athens\nvar d04 = " + json.dumps({"rows": [CHINA, NORWAY]}) + ";\n")
    assert sniff_format(js) == "json" and is_data_file(js)
    assert [len(t.rows) for t in search(js).tables] == [2, 2]
    assert sniff_format("export const medalData =\n  " + json.dumps([NORWAY, CHINA]) + "\n") == "json"


@pytest.mark.parametrize("text", [
    "{not json at all}",
    "Medal table = {not data}",
    "var x = 1;\nconsole.log(x);\n",
    '{"a": 1} and then some prose, with commas.\n',
])
def test_text_that_is_no_data_file_stays_text(text: str) -> None:
    assert sniff_format(text) != "json"


def test_lenient_javascript_and_broken_documents_read_without_errors() -> None:
    lenient = "var t = [{country: 'Norway', gold: 16, silver: 8, bronze: 13,}, // first\n" \
              "{country: 'Germany', gold: 12, silver: 10, bronze: 5}];"
    (table,) = search(lenient).tables
    assert _rows(table) == [(None, "Norway", 16, 8, 13, 37), (None, "Germany", 12, 10, 5, 27)]
    for broken in ('{"rows": [{"country": "Norway", "gold": 1', "]]]}}}", '{"a": "\\', "[" * 10 + "}" * 10):
        search(broken)  # no exception


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1_000, 100_000])
def test_deep_nesting_is_cut_off_cleanly(depth: int) -> None:
    text = '{"a":' * depth + json.dumps([NORWAY, GERMANY, CHINA]) + "}" * depth
    assert search(text).tables == ()
    assert len(parse(text)) == 1
    document = read_bytes(text.encode(), "deep.json")
    assert document.format == "json"
    try:
        analyse(document)
    except PodiumError:
        pass


def test_a_table_just_within_the_depth_bound_is_read() -> None:
    text = '{"a":' * (MAX_DEPTH - 2) + json.dumps([NORWAY, GERMANY, CHINA]) + "}" * (MAX_DEPTH - 2)
    (table,) = search(text).tables
    assert len(table.rows) == 3


def test_an_array_of_other_objects_is_looked_at_and_rejected() -> None:
    found = search('{"events": [{"day": 1, "name": "Opening ceremony"}, {"day": 2, "name": "Downhill"}]}')
    assert found.tables == () and found.looked_at == 1 and found.closest is not None


# Beijing 2022: Norway 16-8-13, Germany 12-10-5, China 9-4-2
ARRAY_ROWS = [["Norway", 16, 8, 13], ["Germany", 12, 10, 5], ["China", 9, 4, 2]]


def test_rows_as_arrays_under_a_header_row() -> None:
    # a spreadsheet API's "values": the first row names the columns
    text = json.dumps({"range": "Medals!A1:D4", "values": [["Nation", "Gold", "Silver", "Bronze"], *ARRAY_ROWS]},
                      indent=1)
    (table,) = search(text).tables
    # no total column: each row's total is its medals' sum
    assert _rows(table) == [(None, "Norway", 16, 8, 13, 37), (None, "Germany", 12, 10, 5, 27),
                            (None, "China", 9, 4, 2, 15)]
    assert table.rows[1].raw.replace("\n", "").replace(" ", "") == '["Germany",12,10,5]'


def test_rows_as_arrays_beside_the_key_that_names_their_columns() -> None:
    # a data frame's "split" export: the columns, the index, the rows
    text = json.dumps({"columns": ["rank", "noc", "gold", "silver", "bronze"], "index": [0, 1, 2],
                       "data": [[i + 1, *row] for i, row in enumerate(ARRAY_ROWS)]})
    (table,) = search(text).tables
    assert _rows(table) == [(1, "Norway", 16, 8, 13, 37), (2, "Germany", 12, 10, 5, 27),
                            (3, "China", 9, 4, 2, 15)]


@pytest.mark.parametrize("value", [
    [["Nation", "Gold", "Silver", "Bronze"], ["Norway", 16, 8]],  # a row shorter than its header
    [["Nation", "Events", "Athletes"], ["Norway", 109, 84]],  # no medals named
    [["Norway", 16, 8, 13], ["Germany", 12, 10, 5]],  # no header: the columns are not named
    {"columns": ["nation", "gold", "silver", "bronze"], "data": [["Norway", 16, 8, {"note": 13}]]},
])
def test_arrays_that_are_no_table_of_medals(value: object) -> None:
    assert search(json.dumps(value)).tables == ()


def test_a_table_stored_column_by_column_is_read_row_by_row() -> None:
    # a data frame's default "columns" export: each column an object keyed by the row's index
    columns = {"Team/NOC": {"0": "Norway", "1": "Germany", "2": "China"}, "Gold": {"0": 16, "1": 12, "2": 9},
               "Silver": {"0": 8, "1": 10, "2": 4}, "Bronze": {"0": 13, "1": 5, "2": 2},
               "Total": {"0": 37, "1": 27, "2": 15}}
    text = json.dumps(columns, indent=2)
    (table,) = search(text).tables
    assert _rows(table) == [(None, "Norway", 16, 8, 13, 37), (None, "Germany", 12, 10, 5, 27),
                            (None, "China", 9, 4, 2, 15)]
    # each row is where its nation is written, and its text says each cell under its column
    lines = text.splitlines()
    assert [lines[r.line - 1].strip() for r in table.rows] == ['"0": "Norway",', '"1": "Germany",', '"2": "China"']
    assert table.rows[1].raw == "Team/NOC: Germany; Gold: 12; Silver: 10; Bronze: 5; Total: 27"
    assert text[table.rows[1].span.start:table.rows[1].span.end] == '"Germany"'


def test_columns_as_lists_with_the_games_beside_them() -> None:
    # the "list" export, the rows keyed by place; a value that is no column is the table's context
    text = json.dumps({"games": "2022 Winter Olympics", "noc": ["NOR", "GER", "CHN"], "gold": [16, 12, 9],
                       "silver": [8, 10, 4], "bronze": [13, 5, 2]})
    (table,) = search(text).tables
    assert _rows(table) == [(None, "NOR", 16, 8, 13, 37), (None, "GER", 12, 10, 5, 27), (None, "CHN", 9, 4, 2, 15)]
    assert analyse(read_bytes(text.encode(), "medals.json")).games.slug == "2022-winter-olympics"


@pytest.mark.parametrize("value", [
    {"nation": ["Norway", "Germany", "China"], "gold": [16, 12, 9], "silver": [8, 10]},  # a column short
    {"nation": ["Norway", "Germany"], "events": [109, 84], "athletes": [84, 149]},  # no medals named
    {"nation": ["Norway", "Germany"], "gold": [16, 12]},  # one colour of medals
    {"nation": {"0": "Norway", "1": "Germany"}, "gold": {"0": 16, "2": 12}, "silver": {"0": 8, "2": 10},
     "bronze": {"0": 13, "2": 5}},  # the nations' rows are not the medals' rows
    {"gold": ["Bolt"], "silver": ["Blake"], "bronze": ["Gatlin"]},  # medallists, not counts
])
def test_columns_that_are_no_table_of_medals(value: object) -> None:
    assert search(json.dumps(value)).tables == ()
