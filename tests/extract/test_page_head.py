"""Which Games an HTML or wikitext page is about, from its title, infobox, table titles and
prose; never from its navigation boxes, succession boxes, prev/next links, "see also" lists or
references, which name other Games (an encyclopedia page about the 1956 Winter Olympics links
every other Games)."""

from __future__ import annotations

import pytest

from podium.extract import games_head, identify_games
from podium.extract.layouts.html import head
from podium.model import Games
from podium.readers import read_bytes

NAVBOX = """<table class="navbox"><tr><th colspan="2">Winter Olympic Games</th></tr>
<tr><td>2010 Vancouver · 2014 Sochi · 2018 Pyeongchang</td><td>2014 Winter Olympics</td></tr></table>"""
SEE_ALSO = """<h2>See also</h2><ul><li>2014 Winter Olympics medal table</li></ul>
<ol class="references"><li>"Results of the 2014 Winter Olympics"</li></ol>"""


@pytest.mark.parametrize(("page", "games"), [
    # the infobox names the edition, the first sentence the year
    ("""<table class="infobox"><tr><th colspan="2">VII Olympic Winter Games</th></tr></table>
     <p>The 1956 Winter Olympics were held in Cortina d'Ampezzo, Italy.</p>""" + NAVBOX + SEE_ALSO,
     "1956-winter-olympics"),
    # an edition ordinal in the infobox before a year of another Games in the prose
    ("""<table class="infobox"><tr><td colspan="2">Sailing<br/>at the Games of the XXVIII Olympiad</td></tr></table>
     <p>Sailing has been an Olympic sport since the Games of the 1st Olympiad (1896 Olympics in Athens).</p>""",
     "2004-summer-olympics"),
    # a nation's page: the infobox names no year, the first sentence does, and its city the season
    ("""<table class="infobox"><tr><th>Bulgaria at the Olympic Games</th></tr></table>
     <p>Bulgaria competed at the 1988 Winter Olympics in Calgary, Canada.</p>""" + NAVBOX, "1988-winter-olympics"),
    # a nation page whose prose names no year: the infobox's "At the … Games" row does
    ("""<table class="infobox"><tr><th colspan="2">India at the Commonwealth Games</th></tr>
     <tr><th colspan="2">At the 1998 Commonwealth Games in Kuala Lumpur</th></tr>
     <tr><td>1934 1938 1954 1958</td></tr></table>
     <p>This was the 12th time India participated in the Commonwealth Games.</p>""", "1998-commonwealth-games"),
    # the title of a table, written as a row of one cell across it
    ("""<html><head><title>Classement JO</title></head><body><table>
     <tr><th colspan="6">Jeux Olympiques de Rio 2016</th></tr><tr><th>Pays</th><th>Or</th></tr></table>""",
     "2016-summer-olympics"),
    # "Winter Asian Games" is the Asian Winter Games, not the Asian Games (none in 1999)
    ("<html><body><p>Biathlon at the 1999 Winter Asian Games took place in Gangwon.</p></body></html>",
     "1999-asian-winter-games"),
])
def test_a_page_is_about_the_games_its_title_infobox_and_prose_name(page: str, games: str) -> None:
    doc = read_bytes(page.encode("utf-8"), "page.html")
    assert doc.format == "html"
    found = identify_games(games_head(doc))
    assert (found.slug if found else None) == games


def test_the_head_leaves_out_navigation_succession_see_also_and_references() -> None:
    page = ("<title>Sports in Munich</title><p>Munich is home to FC Bayern and EHC Munich.</p>"
            + NAVBOX + '<div class="succession-box"><p>Preceded by 2014 Winter Olympics</p></div>' + SEE_ALSO
            + "<h3>1972 Summer Olympics</h3><p>The city hosted the 1972 Summer Olympics.</p>")
    assert head(page).splitlines() == [
        "Sports in Munich", "Munich is home to FC Bayern and EHC Munich.", "Munich is home to FC Bayern and EHC Munich.",
        "See also", "1972 Summer Olympics", "The city hosted the 1972 Summer Olympics."]
    assert identify_games(head(page)).slug == "1972-summer-olympics"  # type: ignore[union-attr]


def test_a_page_naming_games_only_in_its_navigation_box_names_none() -> None:
    assert identify_games(head("<p>Winter sports in the Alps.</p>" + NAVBOX + SEE_ALSO)) is None


CYCLING_WIKITEXT = """{{Infobox Olympic Cycling
|year= 2008
|venue = [[Laoshan Velodrome]]
|prev = [[Cycling at the 2004 Summer Olympics|2004]]
|next = [[Cycling at the 2012 Summer Olympics|2012]]
}}
'''[[Cycling]]''' competitions at the [[Beijing]] [[2008 Summer Olympics]] were held from 9 to 23 August.
{{CyclingAt2004SummerOlympics}}
== Medal table ==
{| class="wikitable"
|+ Cycling medal table 2008
! Rank !! Nation !! Gold !! Silver !! Bronze !! Total
|-
| 1 || {{flagIOC|GBR|2008 Summer}} || 8 || 4 || 2 || 14
|}
[[Category:Cycling at the 2004 Summer Olympics]]
"""


def test_a_wikitext_page_is_about_its_infobox_year_and_prose_not_its_prev_and_next_links() -> None:
    from podium.extract.layouts.wikitext import head as wikitext_head

    first_paragraph = "Cycling competitions at the Beijing 2008 Summer Olympics were held from 9 to 23 August."
    assert wikitext_head(CYCLING_WIKITEXT).splitlines() == [
        "Olympic Cycling 2008", first_paragraph, "Cycling medal table 2008", first_paragraph, "Medal table"]
    doc = read_bytes(CYCLING_WIKITEXT.encode("utf-8"), "cycling.wiki")
    assert doc.format == "wikitext"
    assert identify_games(games_head(doc)).slug == "2008-summer-olympics"  # type: ignore[union-attr]
    without_infobox = CYCLING_WIKITEXT.split("}}\n", 1)[1]
    assert identify_games(wikitext_head(without_infobox)).slug == "2008-summer-olympics"  # type: ignore[union-attr]


def test_a_program_that_writes_html_is_about_the_games_its_first_lines_name() -> None:
    # a script that writes each nation's page: its comment names the Games, its templates do not
    text = ("// Generate the medal-tally pages: Asian Games 2026 (Aichi-Nagoya)\nconst TODAY = '27 September 2026';\n"
            "function page(name) {\n  return '<html><head><title>' + name + ' medal tally</title></head><body>'\n"
            "    + '<h2>Compared to 2022 Hangzhou</h2><p>The table updates itself during the Games.</p></body></html>';\n}\n")
    document = read_bytes(text.encode("utf-8"), "generate.js")
    assert document.format == "html"
    assert identify_games(games_head(document)) == Games.from_slug("2026-asian-games")
