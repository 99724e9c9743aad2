"""Data literals in a text whose lines hold no table: a program's dictionary of columns, a JSON
example in a README's code block. They are read as the JSON layout reads a document; a text
whose lines hold a table keeps that table only."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.errors import PodiumError
from podium.model import Games
from podium.readers import read_bytes

# Beijing 2022: Norway 16-8-13, Germany 12-10-5, China 9-4-2
PANDAS = '''import pandas as pd

# Beijing 2022 Winter Olympics: the top three by gold
medals = pd.DataFrame({
    "country": ["Norway", "Germany", "China"],
    "gold": [16, 12, 9],
    "silver": [8, 10, 4],
    "bronze": [13, 5, 2],
})
medals["total"] = medals.gold + medals.silver + medals.bronze
print(medals.sort_values("gold", ascending=False))
'''

# Paris 2024: United States 40-44-42, China 40-27-24, Japan 20-12-13
README = '''# medals-api

A small API for the Paris 2024 Olympics medal table.

## Example

`GET /medals?limit=3` answers:

```json
{
  "results": [
    {"rank": 1, "country": "United States", "gold": 40, "silver": 44, "bronze": 42, "total": 126},
    {"rank": 2, "country": "China", "gold": 40, "silver": 27, "bronze": 24, "total": 91},
    {"rank": 3, "country": "Japan", "gold": 20, "silver": 12, "bronze": 13, "total": 45}
  ]
}
```

Run it with `npm start` and open [the page](http://localhost:3000).
'''


def _rows(text: str, name: str) -> tuple[str, list[tuple[int | None, str, int, int, int, int | None, int]]]:
    analysis = analyse(read_bytes(text.encode("utf-8"), name))
    (read,) = analysis.tables
    rows = read.table.rows
    return analysis.games.slug, [(r.rank, r.mention, r.gold, r.silver, r.bronze, r.total, r.line) for r in rows]


def test_a_programs_dictionary_of_columns() -> None:
    assert _rows(PANDAS, "medals.py") == ("2022-winter-olympics", [
        (None, "Norway", 16, 8, 13, 37, 5), (None, "Germany", 12, 10, 5, 27, 5), (None, "China", 9, 4, 2, 15, 5)])


def test_a_json_example_in_a_readmes_code_block() -> None:
    assert _rows(README, "README.md") == ("2024-summer-olympics", [
        (1, "United States", 40, 44, 42, 126, 12), (2, "China", 40, 27, 24, 91, 13), (3, "Japan", 20, 12, 13, 45, 14)])


def test_a_table_in_the_lines_is_the_only_table() -> None:
    # the same README with the table in its lines as well: the lines' table, once
    text = README.replace("## Example", "| Rank | Nation | Gold | Silver | Bronze |\n|---|---|---|---|---|\n"
                                        "| 1 | United States | 40 | 44 | 42 |\n| 2 | China | 40 | 27 | 24 |\n"
                                        "| 3 | Japan | 20 | 12 | 13 |\n\n## Example")
    assert _rows(text, "README.md") == ("2024-summer-olympics", [
        (1, "United States", 40, 44, 42, 126, 7), (2, "China", 40, 27, 24, 91, 8), (3, "Japan", 20, 12, 13, 45, 9)])


@pytest.mark.parametrize("text", [
    "Paris 2024 Olympics\n\nscores = [1, 2, 3]\nconfig = {\"gold\": \"#FFD700\", \"silver\": \"#C0C0C0\"}\n",
    "Paris 2024 Olympics [citation needed] were held {somewhere}.\n",
])
def test_brackets_that_hold_no_table(text: str) -> None:
    # the title's host city is the only thing read
    analysis = analyse(read_bytes(text.encode("utf-8"), "notes.txt"))
    assert (analysis.tables, [(f.attribute, f.value) for f in analysis.facts]) == ((), [("host_city", "Paris")])
    with pytest.raises(PodiumError, match="no medal table and no fact about a Games found"):
        analyse(read_bytes(text.replace("Paris 2024 Olympics", "Notes").encode("utf-8"), "notes.txt"))


# Beijing 2022 again, as an R script's data frame
R_SCRIPT = '''library(ggplot2)
# Beijing 2022 Winter Olympics (the top three) -- see c(...) below
medals <- data.frame(
  country = c("Norway", "Germany", "China (PRC)"),  # a name with (parentheses)
  gold = c(16, 12, 9),
  silver = c(8, 10, 4),
  bronze = c(13, 5, 2),
  stringsAsFactors = FALSE
)
ggplot(medals, aes(x = reorder(country, -gold), y = gold)) + geom_col()
'''


def test_an_r_scripts_data_frame() -> None:
    from podium.extract.layouts.literals import as_literals

    assert _rows(R_SCRIPT, "medals.R") == ("2022-winter-olympics", [
        (None, "Norway", 16, 8, 13, 37, 4), (None, "Germany", 12, 10, 5, 27, 4), (None, "China (PRC)", 9, 4, 2, 15, 4)])
    rewritten = as_literals(R_SCRIPT)
    assert rewritten is not None and len(rewritten) == len(R_SCRIPT)
    assert rewritten.splitlines()[3] == '  country :  ["Norway", "Germany", "China (PRC)"],  //a name with (parentheses)'
    # the rows' spans are the names in the R source
    (read,) = analyse(read_bytes(R_SCRIPT.encode("utf-8"), "medals.R")).tables
    assert [R_SCRIPT[r.span.start:r.span.end] for r in read.table.rows] == ['"Norway"', '"Germany"', '"China (PRC)"']


def test_r_vectors_that_are_no_medal_table() -> None:
    text = "# 2022 Winter Olympics\nx <- c(1, 2, 3)\ny <- data.frame(a = c(1, 2), b = c(3, 4))\nif (x == 2) print(y)\n"
    analysis = analyse(read_bytes(text.encode("utf-8"), "plot.R"))
    assert (analysis.games.slug, analysis.tables, analysis.facts) == ("2022-winter-olympics", (), ())


def test_literals_are_rewritten_character_for_character() -> None:
    from podium.extract.layouts.literals import as_literals

    text = ('# (nation, gold)\nrows = [("Norway", 16), ("a (b)", 1)]\nh = {"Norway" => 16}\n'
            'x = array(1, 2)\ns = """a (docstring) # here"""\nf(1, (2, 3))\n')
    rewritten = as_literals(text)
    assert rewritten is not None and len(rewritten) == len(text)
    assert rewritten.splitlines() == [
        "//(nation, gold)",
        'rows = [["Norway", 16], ["a (b)", 1]]',  # a tuple's brackets, not a string's parentheses
        'h = {"Norway"  : 16}',
        "x =      [1, 2]",
        's = """a (docstring) # here"""',  # a string is left as it is
        "f(1, [2, 3])",  # a call keeps its parentheses
    ]
    assert as_literals("no literal here, f(x) only") is None


# Rows in a program's tuples and arrays, their columns named by a comment, by the value before them,
# or by nothing but their sums
PROGRAMS = [
    ("medals.py", '# Glasgow 2014 Commonwealth Games\nTOP = [\n    # nation, gold, silver, bronze\n'
     '    ("England", 58, 59, 57),\n    ("Australia", 49, 42, 46),\n    ("Canada", 32, 16, 34),\n]\n'),
    ("medals.js", '// Glasgow 2014 Commonwealth Games\nconst header = ["team", "G", "S", "B"];\nconst rows = [\n'
     '  ["England", 58, 59, 57],\n  ["Australia", 49, 42, 46],\n  ["Canada", 32, 16, 34],\n];\n'),
    ("medals.rb", "# Glasgow 2014 Commonwealth Games\nTOP = [\n  ['England', 58, 59, 57, 174],\n"
     "  ['Australia', 49, 42, 46, 137],\n  ['Canada', 32, 16, 34, 82],\n]\n"),
    ("hash.rb", '# Glasgow 2014 Commonwealth Games\nMEDALS = {\n  "England" => { "gold" => 58, "silver" => 59, '
     '"bronze" => 57 },\n  "Australia" => { "gold" => 49, "silver" => 42, "bronze" => 46 },\n'
     '  "Canada" => { "gold" => 32, "silver" => 16, "bronze" => 34 },\n}\n'),
]


@pytest.mark.parametrize(("name", "text"), PROGRAMS, ids=[name for name, _ in PROGRAMS])
def test_rows_of_a_programs_tuples_and_arrays(name: str, text: str) -> None:
    slug, rows = _rows(text, name)
    assert slug == "2014-commonwealth-games"
    assert [row[1:6] for row in rows] == [
        ("England", 58, 59, 57, 174), ("Australia", 49, 42, 46, 137), ("Canada", 32, 16, 34, 82)]
    first = next(number for number, line in enumerate(text.splitlines(), 1) if "England" in line)
    assert [row[6] for row in rows] == [first, first + 1, first + 2]


def test_arrays_whose_columns_nothing_names_are_no_table() -> None:
    # four numbers, the last not the sum of the others: nothing says they are medals
    text = "# 2014 Commonwealth Games\nvenues = [\n  ('Hampden Park', 44, 1903, 2014),\n" \
           "  ('Celtic Park', 60, 1892, 2014),\n  ('Ibrox', 50, 1899, 2014),\n]\n"
    analysis = analyse(read_bytes(text.encode("utf-8"), "venues.py"))
    assert (analysis.games.slug, analysis.tables) == ("2014-commonwealth-games", ())


def test_a_programs_bracketed_lines_are_no_csv() -> None:
    from podium.readers.sniff import sniff_format

    rows = '(1, "China", 95, 71, 65, 231),\n(2, "Russia", 36, 38, 28, 102),\n(3, "Great Britain", 34, 43, 43, 120),\n'
    assert sniff_format("ROWS = [\n" + rows + "]\n") == "text"
    assert sniff_format("rank,nation,gold,silver,bronze,total\n" + rows.replace("(", "").replace("),", "")) == "csv"
    # a statement that makes a row (``teams.put(new Team(...), "CHN");``) is a program's line too,
    # and a cell in brackets after a comma is still CSV's
    calls = 'teams.put(new Team("CHN", 201, 111, 71), "CHN");\nteams.put(new Team("JPN", 52, 67, 69), "JPN");\n'
    assert sniff_format(calls * 2) == "text"
    assert sniff_format("nation,gold,silver,bronze\nKorea (South),1,2,3\nChina (PRC),4,5,6\n") == "csv"


def test_a_line_that_a_name_or_a_number_goes_on_from_is_no_label() -> None:
    """``teams2`` in a program is no "teams: 2" (the nations of the Games)."""
    text = ("// Hangzhou 2022 Asian Games\nteams2.put(new Team2(\"JPN\", 52, 67, 69), \"JPN\");\n"
            "teams2.put(new Team2(\"CHN\", 201, 111, 71), \"CHN\");\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "Standings.java"))
    assert [(f.attribute, f.value) for f in analysis.facts] == [("host_city", "Hangzhou")]
    assert analyse(read_bytes(b"2022 Asian Games\nTeams: 45\n", "t.txt")).facts[-1].value == 45


@pytest.mark.parametrize(("text", "rows"), [
    ('("Norway", 16, 8, 13),', True), ("[1, 'China', 95, 71, 65, 231],", True), ("x <- c(1, 2)", True),
    ('array("England", 58, 59, 57)', True), ('{"England" => {"gold" => 58}}', True), ("dict(gold=58, silver=59)", True),
    # prose in brackets is looked at no further: a megabyte of it in 0.3 s, not 1.3
    ("The Games (officially the Games of the XXX Olympiad) had 204 nations (and 10,568 athletes).", False),
    ('("Norway")', False),
    ('new Team2("JPN", "Japan", "🇯🇵", 52, 67, 69)', True),  # names before the numbers
])
def test_a_quick_look_for_a_programs_rows(text: str, rows: bool) -> None:
    from podium.extract.layouts.literals import may_hold_rows

    assert may_hold_rows(text) is rows


def test_a_camel_case_key_names_its_column() -> None:
    # an API's olympicCountry object holds the nation, its medalCount object the counts (Sochi 2014)
    text = ('[{"olympicCountry": {"countryId": 8673, "name": "Russian Federation", "abbreviation": "RUS"},'
            ' "medalCount": {"gold": 13, "silver": 11, "bronze": 9, "total": 33}},\n'
            ' {"olympicCountry": {"countryId": 8703, "name": "Norway", "abbreviation": "NOR"},'
            ' "medalCount": {"gold": 11, "silver": 5, "bronze": 10, "total": 26}}]\n')
    analysis = analyse(read_bytes(text.encode("utf-8"), "medalsTable.json"), games=Games.from_slug("2014-winter-olympics"))
    [table] = analysis.tables
    assert [(res.noc, r.gold, r.silver, r.bronze, r.total) for r, res in zip(table.table.rows, table.resolutions)] == [
        ("RUS", 13, 11, 9, 33), ("NOR", 11, 5, 10, 26)]


def test_a_components_data_is_read_where_its_html_table_is_empty() -> None:
    # a JSX component: the table's rows are made from the array at run time
    text = ('// SEA Games 2023, Phnom Penh\nconst medalData = [\n'
            '  { country: "Vietnam", gold: 136, silver: 105, bronze: 114, total: 355 },\n'
            '  { country: "Thailand", gold: 108, silver: 96, bronze: 108, total: 312 },\n];\n'
            'export const T = () => (\n  <table>\n    <thead><tr><th>Country</th><th>Gold</th><th>Silver</th>'
            '<th>Bronze</th><th>Total</th></tr></thead>\n'
            '    <tbody>{medalData.map((c) => (<tr><td>{c.country}</td><td>{c.gold}</td></tr>))}</tbody>\n'
            '  </table>\n);\n')
    analysis = analyse(read_bytes(text.encode("utf-8"), "MedalTally.tsx"))
    assert analysis.games is not None and analysis.games.slug == "2023-southeast-asian-games"
    [table] = analysis.tables
    assert [(res.noc, r.gold, r.total) for r, res in zip(table.table.rows, table.resolutions)] == [
        ("VIE", 136, 355), ("THA", 108, 312)]


def test_rows_each_under_their_nations_name() -> None:
    # an object of rows keyed by the nation, its columns named by a comment (Hangzhou 2022)
    text = ("// Asian Games 2022, Hangzhou (rank, gold, silver, bronze, total)\nconst hz22 = {\n"
            "  'China': [1, 201, 111, 71, 383],\n  'Japan': [2, 52, 67, 69, 188],\n"
            "  'South Korea': [3, 42, 59, 89, 190],\n};\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "tally.js"))
    assert analysis.games is not None and analysis.games.slug == "2022-asian-games"
    [table] = analysis.tables
    assert [(r.rank, res.noc, r.gold, r.total, r.line) for r, res in zip(table.table.rows, table.resolutions)] == [
        (1, "CHN", 201, 383, 3), (2, "JPN", 52, 188, 4), (3, "KOR", 42, 190, 5)]


def test_a_count_split_by_men_women_and_mixed_is_its_total() -> None:
    # a results API's standings (Hangzhou 2022's totals; the split by men, women and mixed events
    # shows the layout, its figures made up), the rank under "Rk"
    text = ('{"data": [\n'
            ' {"Org": "CHN", "Rk": "1", "Count": {"ME_GOLD": {"M": 90, "W": 100, "X": 11, "total": 201},'
            ' "ME_SILVER": {"M": 50, "W": 55, "X": 6, "total": 111}, "ME_BRONZE": {"M": 35, "W": 30, "X": 6, "total": 71},'
            ' "total": {"total": 383}}},\n'
            ' {"Org": "JPN", "Rk": "2", "Count": {"ME_GOLD": {"M": 30, "W": 20, "X": 2, "total": 52},'
            ' "ME_SILVER": {"M": 35, "W": 30, "X": 2, "total": 67}, "ME_BRONZE": {"M": 36, "W": 30, "X": 3, "total": 69},'
            ' "total": {"total": 188}}}\n]}\n')
    analysis = analyse(read_bytes(text.encode("utf-8"), "standings.json"), games=Games.from_slug("2022-asian-games"))
    [table] = analysis.tables
    assert [(r.rank, res.noc, r.gold, r.silver, r.bronze, r.total) for r, res in zip(table.table.rows, table.resolutions)] \
        == [(1, "CHN", 201, 111, 71, 383), (2, "JPN", 52, 67, 69, 188)]


def test_a_csv_cells_html_tags_are_not_its_text() -> None:
    text = ("Rank,Nation,<span style='color:#000;'>Gold</span>,<span style='color:#000;'>Silver</span>,Bronze,Total\n"
            "1,China,201,111,71,383\n2,Japan,52,67,69,188\n3,South Korea,42,59,89,190\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "medals.csv"), games=Games.from_slug("2022-asian-games"))
    [table] = analysis.tables
    assert [(res.noc, r.gold, r.silver) for r, res in zip(table.table.rows, table.resolutions)] == [
        ("CHN", 201, 111), ("JPN", 52, 67), ("KOR", 42, 59)]


def test_a_go_slice_of_records() -> None:
    # a composite literal: the typed block holds one record a nation (Tokyo 2020's China and Japan)
    text = ("// 2020 Summer Olympics\nvar AllCountries = []Country{\n\t{\n\t\tName:   \"China\",\n\t\tGold:   38,\n"
            "\t\tSilver: 32,\n\t\tBronze: 18,\n\t},\n\t{\n\t\tName:   \"Japan\",\n\t\tGold:   27,\n\t\tSilver: 14,\n"
            "\t\tBronze: 17,\n\t},\n}\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "models.go"))
    [table] = analysis.tables
    assert [(res.noc, r.gold, r.silver, r.bronze, r.total) for r, res in zip(table.table.rows, table.resolutions)] == [
        ("CHN", 38, 32, 18, 88), ("JPN", 27, 14, 17, 58)]
