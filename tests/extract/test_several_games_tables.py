"""A table that sums several Games ("all-time", "历届", "歴代") is no table of the document's
Games, whatever its layout: its rows would be claims about Games they are not of. (Figures
below are public all-time and Games tables.)"""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.errors import BadInput
from podium.extract.table_words import says_several_games
from podium.model import Games
from podium.readers import read_bytes

ALL_TIME_ROWS = [("CHN", 1473, 994, 720, 3187), ("JPN", 1032, 1036, 1077, 3145), ("KOR", 745, 663, 827, 2235)]


@pytest.mark.parametrize(("name", "text"), [
    ("asian.md", "# Asian Games\n\nThe 2018 Asian Games were held in Jakarta.\n\n## All-time medal table\n\n"
                 "| Rank | Nation | Gold | Silver | Bronze | Total |\n|---|---|---|---|---|---|\n"
                 "| 1 | China | 1473 | 994 | 720 | 3187 |\n| 2 | Japan | 1032 | 1036 | 1077 | 3145 |\n"
                 "| 3 | South Korea | 745 | 663 | 827 | 2235 |\n"),
    ("asian.txt", "The 2018 Asian Games were held in Jakarta.\n\nAll-time medal table\n1 China 1473 994 720 3187\n"
                  "2 Japan 1032 1036 1077 3145\n3 South Korea 745 663 827 2235\n"),
    ("asian.py", "# The 2018 Asian Games, Jakarta\n# Historical all-time Asian Games medal counts (through Jakarta 2018)\n"
                 "ASIAN_GAMES_ALL_TIME = {\n"
                 '    "CHN": {"gold": 1473, "silver": 994, "bronze": 720, "total": 3187},\n'
                 '    "JPN": {"gold": 1032, "silver": 1036, "bronze": 1077, "total": 3145},\n'
                 '    "KOR": {"gold": 745, "silver": 663, "bronze": 827, "total": 2235},\n}\n'),
])
def test_an_all_time_table_is_no_table_of_the_games(name: str, text: str) -> None:
    analysis = analyse(read_bytes(text.encode("utf-8"), name))
    assert analysis.games is not None and analysis.games.slug == "2018-asian-games"
    assert analysis.tables == ()


def test_a_games_table_beside_it_is_still_read() -> None:
    text = ("The 2018 Asian Games were held in Jakarta.\n\n## Medal table\n\n"
            "| Rank | Nation | Gold | Silver | Bronze | Total |\n|---|---|---|---|---|---|\n"
            "| 1 | China | 132 | 92 | 65 | 289 |\n| 2 | Japan | 75 | 56 | 74 | 205 |\n| 3 | South Korea | 49 | 58 | 70 | 177 |\n"
            "\n## All-time medal table\n\n"
            "| Rank | Nation | Gold | Silver | Bronze | Total |\n|---|---|---|---|---|---|\n"
            "| 1 | China | 1473 | 994 | 720 | 3187 |\n| 2 | Japan | 1032 | 1036 | 1077 | 3145 |\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "asian.md"))
    [table] = analysis.tables
    assert [(res.noc, r.gold, r.total) for r, res in zip(table.table.rows, table.resolutions, strict=True)] == [
        ("CHN", 132, 289), ("JPN", 75, 205), ("KOR", 49, 177)]


@pytest.mark.parametrize(("heading", "said"), [
    ("All-time medal table", "all-time"), ("Historical all-time Winter Olympics medal counts", "all-time"),
    ("WINTER_OLYMPICS_ALL_TIME", "all_time"), ("历届亚运会奖牌榜", "历届"), ("夏季オリンピック歴代メダル数", "歴代"),
    ("Ewiger Medaillenspiegel", "ewiger medaillenspiegel"), ("Medallero histórico", "medallero histórico"),
    ("Final medal table", None), ("Medal table after day 5", None),
    # a running total of one Games, and one Games' overall table, are no several Games
    ("Cumulative medal standings after day 5", None), ("Medagliere complessivo", None), ("累计奖牌榜", None),
])
def test_the_words_that_say_several_games(heading: str, said: str | None) -> None:
    assert says_several_games(heading) == said


def test_a_title_line_that_names_a_games_gives_its_table_those_games() -> None:
    # a German blog post comparing two Games: each table under a plain line naming its own
    text = ("Olympische Sommerspiele 2008 in Peking:\n\n| Land | Gold | Silber | Bronze | gesamt |\n|--|--|--|--|--|\n"
            "| China | 51 | 21 | 28 | 100 |\n| USA | 36 | 38 | 36 | 110 |\n| Russland | 23 | 21 | 28 | 72 |\n\n"
            "Olympische Winterspiele 2010 in Vancouver:\n\n| Land | Gold | Silber | Bronze | gesamt |\n|--|--|--|--|--|\n"
            "| Kanada | 14 | 7 | 5 | 26 |\n| Deutschland | 10 | 13 | 7 | 30 |\n| USA | 9 | 15 | 13 | 37 |\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "europa.md"))
    assert [(t.games.slug, t.resolutions[0].noc) for t in analysis.tables] == [
        ("2008-summer-olympics", "CHN"), ("2010-winter-olympics", "CAN")]


@pytest.mark.parametrize("header", ["|continent|continent_gold|continent_silver|continent_bronze|continent_total|",
                                    "| Kontinent | Gold | Silber | Bronze | Gesamt |"])
def test_a_table_of_continents_is_no_table_of_nations(header: str) -> None:
    text = ("2024 Summer Olympics\n\n" + header + "\n|---|---|---|---|---|\n|Europe|128|144|176|448|\n"
            "|Asia|90|80|85|255|\n|Americas|70|75|80|225|\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "continents.md"))
    assert (analysis.tables, [f.code for f in analysis.findings]) == ((), [])


def test_a_continent_column_beside_the_nation_is_no_matter() -> None:
    text = ("2024 Summer Olympics\n\n| Rank | Nation | Continent | Gold | Silver | Bronze | Total |\n"
            "|---|---|---|---|---|---|---|\n| 1 | United States | Americas | 40 | 44 | 42 | 126 |\n"
            "| 2 | China | Asia | 40 | 27 | 24 | 91 |\n| 3 | Japan | Asia | 20 | 12 | 13 | 45 |\n")
    [table] = analyse(read_bytes(text.encode("utf-8"), "nations.md")).tables
    assert [res.noc for res in table.resolutions] == ["USA", "CHN", "JPN"]


def test_a_table_belongs_to_the_section_that_names_its_games() -> None:
    # an analysis in Markdown: each Games a section, its table under a sub-heading and a query
    def section(heading: str, rows: str) -> str:
        return (f"## {heading}\n\nSome words on these Games.\n\n### The best performing teams at these games\n\n"
                "Query:\n```sql\nselect * from medals where rankings <= 2;\n```\n\nOutput:\n\n"
                "|rankings|noc_code|noc_name|gold|silver|bronze|total|\n|---|---|---|---|---|---|---|\n" + rows + "\n")
    text = ("# Exploratory analyses of the Olympic Games\n\n"
            + section("2024 Summer Games (Paris)", "|1|USA|United States|40|44|42|126|\n|2|CHN|China|40|27|24|91|")
            + section("2022 Winter Games (Beijing)", "|1|NOR|Norway|16|8|13|37|\n|2|GER|Germany|12|10|5|27|")
            + section("2020 Summer Games (Tokyo)", "|1|USA|United States|39|41|33|113|\n|2|CHN|China|38|32|18|88|"))
    analysis = analyse(read_bytes(text.encode("utf-8"), "analyses.md"), games=Games.from_slug("2024-summer-olympics"))
    assert [(t.games.slug, t.resolutions[0].noc, t.table.rows[0].gold) for t in analysis.tables] == [
        ("2024-summer-olympics", "USA", 40), ("2022-winter-olympics", "NOR", 16), ("2020-summer-olympics", "USA", 39)]


def test_a_headerless_file_whose_first_column_is_the_year_is_a_table_per_games() -> None:
    # year,noc,gold,silver,bronze with no header: the year is each row's Games, not its rank
    text = ("2018,NOR,14,14,11\n2018,GER,14,10,7\n2018,CAN,11,8,10\n"
            "2022,NOR,16,8,13\n2022,GER,12,10,5\n2022,CHN,9,4,2\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "winter.csv"), games=Games.from_slug("2022-winter-olympics"))
    assert [(t.games.slug, [res.noc for res in t.resolutions], [r.rank for r in t.table.rows]) for t in analysis.tables] \
        == [("2018-winter-olympics", ["NOR", "GER", "CAN"], [None] * 3),
            ("2022-winter-olympics", ["NOR", "GER", "CHN"], [None] * 3)]
    assert [f.code for f in analysis.findings] == []


def test_a_table_that_counts_each_nations_games_sums_them() -> None:
    text = ("Rank,Country,Gold,Silver,Bronze,Total Medal Count,Number of Summer Games participated in\n"
            "1,United States,1105,879,781,2765,29\n2,Soviet Union,395,319,296,1010,9\n3,Great Britain,298,339,343,980,30\n")
    with pytest.raises(BadInput) as refused:
        analyse(read_bytes(text.encode("utf-8"), "top.csv"), games=Games.from_slug("2024-summer-olympics"))
    assert str(refused.value) == ("top.csv: no medal table and no fact about a Games found (looked at 1 table; the "
                                  "closest, at line 1: a table of several Games (its header counts them: games "
                                  "participated))")


@pytest.mark.parametrize(("title", "scope"), [
    ("2018年冬奥会短道速滑奖牌榜", "sport:short_track"), ("2008年北京奥运会跳水奖牌榜", "sport:diving"),
    ("2022年冬奥会花样滑冰奖牌榜", "sport:figure_skating"), ("2008年北京奥运会奖牌榜", "overall"),
])
def test_a_chinese_title_names_its_sport(title: str, scope: str) -> None:
    text = (f"# {title}\n\n| 排名 | 国家 | 金 | 银 | 铜 | 总数 |\n|---|---|---|---|---|---|\n"
            "| 1 | 中国 | 2 | 1 | 0 | 3 |\n| 2 | 韩国 | 1 | 1 | 1 | 3 |\n")
    [table] = analyse(read_bytes(text.encode("utf-8"), "zh.md")).tables
    assert table.table.scope == scope


def test_a_table_without_its_outer_pipes_and_a_caption_row() -> None:
    # Markdown without the leading pipes: a caption row, the rule, the header, each row's closing pipe
    text = ("Giochi della XVII Olimpiade\nMedagliere | |||\n---|---|---|---|\nNazione | O | A | B |\n"
            "Unione Sovietica | 43 | 29 | 31 |\nStati Uniti d'America | 34 | 21 | 16 |\nItalia | 13 | 10 | 13 |\n")
    analysis = analyse(read_bytes(text.encode("utf-8"), "roma.txt"))
    [table] = analysis.tables
    assert [(res.noc, r.gold, r.total) for r, res in zip(table.table.rows, table.resolutions)] == [
        ("URS", 43, 103), ("USA", 34, 71), ("ITA", 13, 36)]
    assert [f.code for f in analysis.findings] == []
