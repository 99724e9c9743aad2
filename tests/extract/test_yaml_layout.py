"""The YAML layout: a data file's rows read as the JSON layout reads JSON, each row's line,
span and raw text its mapping's; a YAML file with no medal table read as plain text; the
sniffer that names a YAML file and leaves prose and key-value texts alone."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.extract.layouts.yamlrows import MAX_NODES, search, tree
from podium.readers import read_bytes
from podium.readers.sniff import sniff_format

# Beijing 2022: Norway 16-8-13, Germany 12-10-5, China 9-4-2
ROWS = """\
# the medal table of a static site's data folder
games: 2022 Winter Olympics
table:
  - nation: Norway
    gold: 16
    silver: 8
    bronze: 13
  - nation: Germany
    gold: 12
    silver: 10
    bronze: 5
  - nation: China
    gold: 9
    silver: 4
    bronze: 2
"""


def test_a_sequence_of_row_mappings_is_a_table_with_each_rows_line_and_text() -> None:
    assert sniff_format(ROWS) == "yaml"
    (table,) = search(ROWS).tables
    assert [(r.line, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows] == [
        (4, "Norway", 16, 8, 13, 37), (8, "Germany", 12, 10, 5, 27), (12, "China", 9, 4, 2, 15)]
    assert table.rows[1].raw.splitlines()[0] == "nation: Germany"


def test_a_yaml_file_is_read_end_to_end_under_its_games() -> None:
    analysis = analyse(read_bytes(ROWS.encode(), "medals.yml"))
    assert analysis.document.format == "yaml"
    assert analysis.games is not None and analysis.games.slug == "2022-winter-olympics"
    (read,) = analysis.tables
    assert [r.noc for r in read.resolutions] == ["NOR", "GER", "CHN"]
    assert analysis.findings == ()


def test_a_mapping_keyed_by_nation() -> None:
    text = "medals:\n  Norway: {gold: 16, silver: 8, bronze: 13}\n  Germany: {gold: 12, silver: 10, bronze: 5}\n" \
           "sources:\n  - olympics.com\n"
    (table,) = search(text).tables
    assert [(r.line, r.mention, r.gold) for r in table.rows] == [(2, "Norway", 16), (3, "Germany", 12)]


@pytest.mark.parametrize("text", [
    "Nations: 91\nAthletes: 2,871\nEvents: 109\nSports: 7\n",  # key-value lines and no sequence
    "The Games were held in Beijing.\nNorway won 16 gold medals.\n- a list item\n- another\n",  # prose
    "- Norway\n- Germany\n- China\n- United States\n: not yaml: [\n",  # lines alike, but no YAML
])
def test_texts_that_are_no_yaml_data_file(text: str) -> None:
    assert sniff_format(text) != "yaml"


def test_a_yaml_file_without_a_medal_table_is_read_as_plain_text() -> None:
    # list items the YAML reads as texts, no number among its data: a text, whose layout reads them as rows
    text = "# Beijing 2022 Winter Olympics\n- Norway 16 8 13 37\n- Germany 12 10 5 27\n- China 9 4 2 15\n" \
           "- Netherlands 8 5 4 17\n"
    from podium.extract.layouts import text as plain

    assert sniff_format(text) == "text"
    found = search(text)
    assert found == plain.search(text)
    (table,) = found.tables
    assert [(r.line, r.gold, r.silver, r.bronze, r.total) for r in table.rows] == [
        (2, 16, 8, 13, 37), (3, 12, 10, 5, 27), (4, 9, 4, 2, 15), (5, 8, 5, 4, 17)]


def _aliases(depth: int) -> str:
    """Each level names the one below ten times: 10^(depth + 1) nodes when every alias is followed."""
    levels = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    levels += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, depth + 1)]
    return "\n".join(levels) + "\n"


def test_a_tree_of_aliases_is_bounded() -> None:
    assert 10 ** 4 < MAX_NODES < 10 ** 9
    assert len(tree(_aliases(3))) == 1  # 10^4 nodes: read
    assert tree(_aliases(8)) == []  # 10^9: given up at MAX_NODES
