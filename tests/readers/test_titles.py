"""A source's title (``podium.readers.title``): what the document calls itself by its format,
else the file name's stem; never a rule line (``---``), a CSV header or a table row."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from podium.readers import read_bytes, read_path
from podium.readers.title import document_title, file_stem

HTML_WIKIPEDIA = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>2018 Winter Olympics medal table - Wikipedia</title></head>
<body><h1 id="firstHeading"><span>2018 Winter Olympics medal table</span></h1>
<p>The medal table of the 2018 Winter Olympics.</p></body></html>
"""

HTML_H1_ONLY = """<html><head><meta charset="utf-8"></head>
<body><h1>Médaillier des Jeux olympiques d&#39;hiver de 2018</h1><p>Texte.</p></body></html>
"""


@pytest.mark.parametrize(("text", "title"), [
    (HTML_WIKIPEDIA, "2018 Winter Olympics medal table"),
    (HTML_H1_ONLY, "Médaillier des Jeux olympiques d'hiver de 2018"),
    ("<html><head><title>Olympische Winterspiele 2018 – Wikipedia</title></head><body></body></html>",
     "Olympische Winterspiele 2018"),
    ("<html><head><title>Зимние Олимпийские игры 2018 — Википедия</title></head></html>",
     "Зимние Олимпийские игры 2018"),
    ("<html><head><title>Results | Olympics</title></head></html>", "Results | Olympics"),
])
def test_html_title_without_the_site_name_else_the_first_h1(text: str, title: str) -> None:
    assert document_title(text, "html", "pages/page.html") == title


def test_html_without_title_or_h1_is_named_by_its_file() -> None:
    assert document_title("<table><tr><td>1</td></tr></table>", "html", "saved/medals_2018.html") == "medals_2018"


@pytest.mark.parametrize(("text", "title"), [
    ("{{DISPLAYTITLE:2018 Winter Olympics medal table}}\nThe '''medal table''' lists...\n", "2018 Winter Olympics medal table"),
    ("<page><title>2010 Winter Olympics medal table</title><text>...</text></page>", "2010 Winter Olympics medal table"),
    ("The '''[[2008 Summer Olympics]]''' were held in [[Beijing]].\n\n== Medal table ==\n", "2008 Summer Olympics"),
    ("{{Infobox Olympic games\n| name = XXI\n}}\nThe '''2010 Winter Olympics''' were held in Vancouver.\n",
     "2010 Winter Olympics"),
    ("Medal counts by nation.\n\n== Medal table ==\n{| class=\"wikitable\"\n|}\n", "Medal table"),
    ("= Sochi 2014 =\nThe '''medal table''' below.\n", "Sochi 2014"),
])
def test_wikitext_page_name_else_the_first_heading(text: str, title: str) -> None:
    assert document_title(text, "wikitext", "dump/page.wiki") == title


@pytest.mark.parametrize(("text", "title"), [
    ("# 2022 Winter Olympics — final medal count\n\n| Rank | Nation |\n", "2022 Winter Olympics — final medal count"),
    ("---\nlayout: post\ndate: 2021-08-09\n---\n\n## Tokyo **2020** [medals](http://x.org)\n\ntext\n",
     "Tokyo 2020 medals"),
    ("---\ntitle: \"Medaillenspiegel 2006\"\ndate: 2006-02-28\n---\n\n## Auswertung\n", "Medaillenspiegel 2006"),
    ("Beijing 2008 medal table\n========================\n\nText.\n", "Beijing 2008 medal table"),
    ("```\n# not a heading\n```\n# The heading\n", "The heading"),
    ("| Rank | Nation | Gold | Silver | Bronze |\n|---|---|---|---|---|\n| 1 | Norway | 1 | 2 | 3 |\n", "table"),
])
def test_markdown_first_heading_after_front_matter(text: str, title: str) -> None:
    assert document_title(text, "markdown", "notes/table.md") == title


def test_csv_tsv_and_json_are_named_by_their_file(tmp_path: Path) -> None:
    csv = tmp_path / "medals_2018.csv"
    csv.write_text("Rank,Nation,Gold,Silver,Bronze,Total\n1,Norway,14,14,11,39\n2,Germany,14,10,7,31\n",
                   encoding="utf-8")
    tsv = tmp_path / "pyeongchang.tsv"
    tsv.write_text("Nation\tGold\tSilver\tBronze\nNorway\t14\t14\t11\nGermany\t14\t10\t7\n", encoding="utf-8")
    data = tmp_path / "medals.v2.json"
    data.write_text(json.dumps({"title": "Medal table", "medals": [{"nation": "Norway", "gold": 14}]}),
                    encoding="utf-8")
    assert [(d.format, d.title) for d in map(read_path, (csv, tsv, data))] == [
        ("csv", "medals_2018"), ("csv", "pyeongchang"), ("json", "medals.v2")]


@pytest.mark.parametrize(("text", "title"), [
    ("2018 Winter Olympics medal table\n\nRank Nation Gold Silver Bronze\n", "2018 Winter Olympics medal table"),
    ("\n  Vinter-OL 2018   i Pyeongchang \nmore\n", "Vinter-OL 2018 i Pyeongchang"),
    ("---\n\n1 Norway 14 14 11 39\n", "medals_2018"),
    ("Rank Nation Gold Silver Bronze Total\n1 Norway 14 14 11 39\n", "medals_2018"),
    ("1 Norway 14 14 11 39\n2 Germany 14 10 7 31\n3 Canada 11 8 10 29\n", "medals_2018"),
    ("Nation;Gold;Silver;Bronze\n", "medals_2018"),
    ("<?xml version=\"1.0\"?>\n<root/>\n", "medals_2018"),
    ("/**\n * medal data\n */\n", "medals_2018"),
    ("export const medalData = [\n", "medals_2018"),
    ("---\ntitle: Medaillenspiegelungen\n---\nText.\n", "Medaillenspiegelungen"),
])
def test_plain_text_first_line_unless_it_is_a_rule_markup_or_a_table_line(text: str, title: str) -> None:
    assert document_title(text, "text", "/data/medals_2018.txt") == title


def test_a_long_first_line_is_kept_cut_as_before() -> None:
    line = "Medal table " + "x" * 200
    assert read_bytes(f"{line}\nsecond\n".encode(), "x.txt").title == line[:120]


@pytest.mark.parametrize(("origin", "stem"), [
    ("data/medals_2018.csv", "medals_2018"),
    ("C:\\Users\\me\\Medals 2018.tsv", "Medals 2018"),
    ("https://example.org/files/medals%202018.json?x=1", "medals 2018"),
    ("README", "README"),
    ("-", None),
    (None, None),
])
def test_file_stem(origin: str | None, stem: str | None) -> None:
    assert file_stem(origin) == stem


def test_stdin_csv_has_no_title() -> None:
    assert read_bytes(b"Nation,Gold,Silver,Bronze\nNorway,14,14,11\n", "-").title is None
