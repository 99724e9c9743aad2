"""Format sniffing: json, html, wikitext, csv (any delimiter), markdown, text."""

from __future__ import annotations

import pytest

from podium.readers.sniff import sniff_format


@pytest.mark.parametrize(("text", "fmt"), [
    ('[{"nation": "Norway", "gold": 14}]', "json"),
    ('{"medals": []}', "json"),
    ("{not json at all}", "text"),
    ("<!DOCTYPE html><html><body><p>x</p></body></html>", "html"),
    ("<table><tr><td>1</td></tr></table>", "html"),
    ("Intro\n{| class=\"wikitable\"\n! Rank !! Nation\n|}\n", "wikitext"),
    ("{{Medals table\n| gold_CHN = 1\n}}\n", "wikitext"),
    ("{{#invoke:Medals table|createTable|gold_CHN=1}}\n", "wikitext"),
    ("Rank,Nation,Gold,Silver,Bronze\n1,Norway,14,14,11\n2,Germany,14,10,7\n", "csv"),
    ("Title line\nPlatz;Land;Gold;Silber;Bronze\n1;Norwegen;14;14;11\n2;Deutschland;14;10;7\n", "csv"),
    ("Rank\tNation\tGold\tSilver\tBronze\n1\tNorway\t14\t14\t11\n2\tGermany\t14\t10\t7\n", "csv"),
    ("| Rank | Nation | Gold | Silver |\n|---|---|---|---|\n| 1 | Norway | 14 | 14 |\n", "markdown"),
    ("Norway won 14 gold medals, 14 silver and 11 bronze.\n", "text"),
    # a line that only starts with "{|" opens no wikitable: a Markdown file's task marker
    ("| Rank | NPC | Gold |\n|---|---|---|\n| 1 | China | 96 |\n\n{|task)}\n", "markdown"),
    ("{| class=\"wikitable\"\n|-\n| 1 || Norway || 14\n", "wikitext"),  # a row separator, no end
])
def test_sniff_format(text: str, fmt: str) -> None:
    assert sniff_format(text) == fmt


def test_a_tab_separated_table_inside_prose_stays_text() -> None:
    prose = "\n".join(f"Sentence number {i} about the Games, with no table in it." for i in range(8))
    table = "1\tNorway\t14\t14\t11\t39\n2\tGermany\t14\t10\t7\t31\n"
    assert sniff_format(prose + "\n" + table + prose) == "text"


@pytest.mark.parametrize(("text", "fmt"), [
    # a Markdown table without its outer pipes, under more prose than a delimited file's titles
    ("The 1994 Asian Games were held in Hiroshima.\nA total of 6,828 athletes competed.\nChina topped the table.\n"
     "The ranking follows the Olympic Council of Asia.\nRank | Nation | Gold\n---|---|---\n1 | China | 126\n",
     "markdown"),
    ("Medal table\n\nThe hosts are marked.\nRanked by golds.\nAs awarded.\nRank | Nation | Gold\n:---:|:---|---:\n"
     "1 | China | 126\n", "markdown"),  # a rule row that aligns its columns
    # pipes in prose, with no rule row under them: no table
    ("Choose one: gold | silver | bronze.\nThen press enter.\nNothing | else | here.\n", "text"),
])
def test_a_pipe_table_without_its_outer_pipes(text: str, fmt: str) -> None:
    assert sniff_format(text) == fmt


def test_a_text_that_prints_a_few_tags_is_no_html_page() -> None:
    text = ("Notes\n\n    ## <html class=\"client-nojs\" lang=\"en\" dir=\"ltr\">\n    ## [1] <head>\n"
            "    ## [2] <body class=\"skin-vector\">\n\nKarate was held at the 2020 Summer Olympics in Tokyo.\n")
    assert sniff_format(text) == "text"
    table = "Medals\n<table><tr><th>Nation</th><th>Gold</th></tr><tr><td>Japan</td><td>1</td></tr></table>\n"
    assert sniff_format(table) == "html"  # a README's table of rows
