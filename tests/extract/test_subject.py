"""A page about one sport or one nation at a Games: its tables are the sport's (``scope
sport:…``) or the nation's row, and its counts and dates are the sport's or the team's, never
stated as the Games'. (Figures below are the public results of those Games.)"""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.extract import extract
from podium.extract.subject import page_subject
from podium.model import PageSubject
from podium.readers import read_bytes


@pytest.mark.parametrize(("head", "subject"), [
    ("Sailing at the Games of the XXVIII Olympiad", PageSubject(sport="sailing")),
    ("The athletics competition at the 1971 Pan American Games was held in Cali.", PageSubject(sport="athletics")),
    ("Karate was competed by men and women at the 1994 Asian Games in Hiroshima.", PageSubject(sport="karate")),
    ("Cue sports (Spanish: Billar), for the 2013 Bolivarian Games, took place", PageSubject(sport="cue_sports")),
    ("Biathlon at the 1999 Winter Asian Games took place in Gangwon", PageSubject(sport="biathlon")),
    ("Final results for the Boxing competition at the 1952 Summer Olympics.", PageSubject(sport="boxing")),
    # the host before the year
    ("Cycling competitions at the Beijing 2008 Summer Olympics were held from 9 to 23 August.",
     PageSubject(sport="cycling")),
    ("Rowing at the Rio de Janeiro 2016 Summer Olympics", PageSubject(sport="rowing")),
    ("Australia at the Sydney 2000 Summer Olympics", PageSubject(nation="Australia")),
    # other languages' sport pages (their nation pages are not read so)
    ("Lekkoatletyka na Igrzyskach Imperium Brytyjskiego 1934", PageSubject(sport="athletics")),
    ("Leichtathletik bei den Olympischen Sommerspielen 2008", PageSubject(sport="athletics")),
    ("Лёгкая атлетика на летних Олимпийских играх 2008", PageSubject(sport="athletics")),
    ("Natation aux Jeux olympiques d'été de 2008", PageSubject(sport="swimming")),
    ("Frankreich bei den Olympischen Sommerspielen 2008", PageSubject()),
    ("Bulgaria at the Olympic Games", PageSubject(nation="Bulgaria")),
    ("Thailand at the 26th Southeast Asian Games", PageSubject(nation="Thailand")),
    ("This was the 12th time India participating in the Commonwealth Games.", PageSubject(nation="India")),
    ("People's Republic of China at the 2008 Summer Olympics", PageSubject(nation="People's Republic of China")),
    ("XXII Summer Universiade", PageSubject()),
    ("The 2003 Summer Universiade, also known as the XXII Summer Universiade, took place in Daegu.", PageSubject()),
    ("Munich is home to FC Bayern.\nThe city hosted the 1972 Summer Olympics.", PageSubject()),
])
def test_what_comes_before_the_games_name_says_what_the_page_is_about(head: str, subject: PageSubject) -> None:
    assert page_subject(head) == subject


SPORT_PAGE = """<html><body>
<table class="infobox"><tr><th colspan="2">Boxing at the XV Olympiad</th></tr></table>
<p>The boxing competition at the 1952 Summer Olympics in Helsinki was held from 28 July to 2 August 1952,
with 249 boxers from 43 nations in 10 events.</p>
<h2>Medal table</h2>
<table class="wikitable">
<tr><th>Rank</th><th>Nation</th><th>Gold</th><th>Silver</th><th>Bronze</th><th>Total</th></tr>
<tr><td>1</td><td>United States</td><td>5</td><td>0</td><td>0</td><td>5</td></tr>
<tr><td>2</td><td>Poland</td><td>1</td><td>2</td><td>1</td><td>4</td></tr>
<tr><td>3</td><td>Finland</td><td>1</td><td>1</td><td>2</td><td>4</td></tr>
</table></body></html>"""

NATION_PAGE = """<html><body>
<table class="infobox">
<tr><th colspan="2">Finland at the Olympic Games</th></tr>
<tr><th>IOC code</th><td>FIN</td></tr>
<tr><td colspan="2">At the 1924 Summer Olympics in Paris</td></tr>
<tr><th>Competitors</th><td>121 in 12 sports</td></tr>
<tr><td>Medals<br/>Rank: 2</td><td>Gold<br/>14</td><td>Silver<br/>13</td><td>Bronze<br/>10</td><td>Total<br/>37</td></tr>
</table>
<p>Finland competed at the 1924 Summer Olympics in Paris, France. 121 competitors, all men, took part in
69 events in 12 sports.</p>
</body></html>"""


def test_a_sport_pages_table_is_the_sports_and_its_counts_and_dates_are_not_the_games() -> None:
    extraction = extract(read_bytes(SPORT_PAGE.encode("utf-8"), "boxing.html"))
    assert extraction.games is not None and extraction.games.slug == "1952-summer-olympics"
    assert extraction.subject == PageSubject(sport="boxing")
    assert [(t.scope, len(t.rows)) for t in extraction.tables] == [("sport:boxing", 3)]
    assert {f.attribute for f in extraction.facts} & {"athletes", "nations", "events", "start_date", "end_date"} == set()


def test_a_nation_pages_infobox_medals_are_its_row_of_the_games_table_and_its_counts_the_teams() -> None:
    analysis = analyse(read_bytes(NATION_PAGE.encode("utf-8"), "finland.html"))
    assert analysis.games.slug == "1924-summer-olympics"
    ((table, resolutions),) = [(t.table, t.resolutions) for t in analysis.tables]
    assert [(r.rank, r.mention, res.noc, r.gold, r.silver, r.bronze, r.total) for r, res in zip(table.rows, resolutions)] == [
        (2, "Finland", "FIN", 14, 13, 10, 37)]
    assert table.partial and table.scope == "overall"
    assert [f.attribute for f in analysis.facts if f.attribute in ("athletes", "events", "sports")] == []
    assert [f.code for f in analysis.findings] == []


def test_a_host_city_named_right_after_the_games_and_in_is_the_host_the_catalogue_has() -> None:
    page = ("<html><body><p>France competed at the <a href='/wiki/2000_Summer_Olympics'>2000 Summer Olympics</a> "
            "in <a href='/wiki/Sydney'>Sydney</a>, Australia.</p><p>The team trained in Paris.</p></body></html>")
    facts = extract(read_bytes(page.encode("utf-8"), "france.html")).facts
    assert [(f.attribute, f.value, f.line) for f in facts if f.attribute.startswith("host")] == [
        ("host_city", "Sydney", 1), ("host_country", "Australia", 1)]
    (city,) = [f for f in facts if f.attribute == "host_city"]
    assert page[city.span.start:city.span.end] == "Sydney"  # the span of the page itself


def test_a_city_after_the_games_that_did_not_host_them_is_no_host() -> None:
    text = "Finland competed at the 1924 Summer Olympics in Helsinki.\n"  # Paris hosted them
    facts = extract(read_bytes(text.encode("utf-8"), "finland.txt")).facts
    assert [f for f in facts if f.attribute == "host_city"] == []


def test_an_html_pages_facts_come_from_its_prose_and_infobox_not_its_tables_and_lists() -> None:
    page = """<html><body>
<table class="infobox"><tr><th>Host city</th><td>Haiyang, China</td></tr><tr><td>49 events in 13 sports</td></tr></table>
<div id="toc"><ul><li>1 Sports</li><li>2 Participating nations</li></ul></div>
<p>The 3rd Asian Beach Games was held in Haiyang, China in 2012.</p>
<table class="wikitable"><tr><th>Sport</th><th>Events</th></tr><tr><td>Beach volleyball</td><td>2 events</td></tr></table>
</body></html>"""
    facts = extract(read_bytes(page.encode("utf-8"), "beach.html")).facts
    assert sorted((f.attribute, f.value, f.line) for f in facts) == [
        ("edition", 3, 4), ("events", 49, 2), ("host_city", "Haiyang", 2), ("host_city", "Haiyang", 4),
        ("host_country", "China", 2), ("host_country", "China", 4), ("sports", 13, 2)]


NATION_BY_GAMES = """<html><body>
<table class="infobox"><tr><th colspan="2">Norway at the Olympic Games</th></tr>
<tr><th>IOC code</th><td>NOR</td></tr></table>
<p>Norway first competed at the Winter Olympic Games in 1924.</p>
<h2>Medals by Winter Games</h2>
<table class="wikitable">
<tr><th>Games</th><th>Gold</th><th>Silver</th><th>Bronze</th><th>Total</th><th>Rank</th></tr>
<tr><td>2014 Sochi</td><td>11</td><td>5</td><td>10</td><td>26</td><td>2</td></tr>
<tr><td>2018 Pyeongchang</td><td>14</td><td>14</td><td>11</td><td>39</td><td>1</td></tr>
<tr><td>2022 Beijing</td><td>16</td><td>8</td><td>13</td><td>37</td><td>1</td></tr>
<tr><td>Total</td><td>41</td><td>27</td><td>34</td><td>102</td><td></td></tr>
</table>
<table class="wikitable">
<tr><th>Sport</th><th>Gold</th><th>Silver</th><th>Bronze</th><th>Total</th></tr>
<tr><td>Cross-country skiing</td><td>18</td><td>9</td><td>11</td><td>38</td></tr>
</table></body></html>"""


def test_a_nation_pages_table_of_games_is_the_nations_row_at_each_games_and_its_sports_table_no_table() -> None:
    analysis = analyse(read_bytes(NATION_BY_GAMES.encode("utf-8"), "norway.html"), None)
    assert [(t.games.slug, [(res.noc, r.gold, r.silver, r.bronze, r.total, r.rank) for r, res in
                            zip(t.table.rows, t.resolutions)]) for t in analysis.tables] == [
        ("2014-winter-olympics", [("NOR", 11, 5, 10, 26, 2)]),
        ("2018-winter-olympics", [("NOR", 14, 14, 11, 39, 1)]),
        ("2022-winter-olympics", [("NOR", 16, 8, 13, 37, 1)]),
    ]
    assert [t.table.partial for t in analysis.tables] == [True, False, False]
    assert analysis.findings == ()


def test_an_infobox_label_and_its_value_on_the_next_line_of_the_page_are_one_fact() -> None:
    page = ("<html><body>\n<table class=\"infobox\">\n<tr>\n<th>Host city</th>\n<td>Daegu, South Korea</td>\n</tr>\n"
            "<tr>\n<th>Nations</th>\n<td>174</td>\n</tr>\n</table>\n<p>The 2003 Summer Universiade took place.</p>\n"
            "</body></html>\n")
    facts = extract(read_bytes(page.encode("utf-8"), "daegu.html")).facts
    assert sorted((f.attribute, f.value, f.line) for f in facts) == [
        ("host_city", "Daegu", 3), ("host_country", "South Korea", 3), ("nations", 174, 7)]
    (city,) = [f for f in facts if f.attribute == "host_city"]
    assert page[city.span.start:city.span.end] == "Daegu"


def test_a_line_break_in_an_infobox_value_separates_its_items() -> None:
    """``<br>`` in a value lists its items: a name ends before the title under it, a date keeps
    the year on its next line, a count keeps the sports that follow it (the 2010 Asian Games)."""
    page = ("<html><body><table class=\"infobox\"><tr><th colspan=\"2\">XVI Asian Games</th></tr>\n"
            "<tr><th>Host city</th><td>Guangzhou, China<br>(co-hosts: Dongguan, Foshan, Shanwei)</td></tr>\n"
            "<tr><th>Nations participating</th><td>45<br><small>(all OCA members)</small></td></tr>\n"
            "<tr><th>Events</th><td>476 in<br/>42 sports</td></tr>\n"
            "<tr><th>Opening ceremony</th><td>November 12<br />2010</td></tr>\n"
            "<tr><th>Officially opened by</th><td>Wen Jiabao<br>Premier of China</td></tr>\n"
            "</table></body></html>\n")
    facts = extract(read_bytes(page.encode("utf-8"), "guangzhou.html")).facts
    assert sorted((f.attribute, f.value, f.line) for f in facts) == [
        ("edition", 16, 1), ("events", 476, 4), ("host_city", "Guangzhou", 2), ("host_country", "China", 2),
        ("nations", 45, 3), ("opened_by", "Wen Jiabao", 6), ("sports", 42, 4), ("start_date", "2010-11-12", 5)]


def test_an_ordinal_of_another_kind_of_games_is_no_edition_of_these() -> None:
    text = "The 2004 Summer Olympics were held in Athens, a year after the 12th Asian Winter Games.\n"
    facts = extract(read_bytes(text.encode("utf-8"), "athens.txt")).facts
    assert [f.value for f in facts if f.attribute == "edition"] == []
    beach = "The 3rd Asian Beach Games was held in Haiyang, China in 2012.\n"
    facts = extract(read_bytes(beach.encode("utf-8"), "haiyang.txt")).facts
    assert [f.value for f in facts if f.attribute == "edition"] == [3]


def test_a_page_whose_head_names_no_games_takes_its_subject_where_it_names_them() -> None:
    head = ("Day 22 of R Programming\n2026-05-22\n\nToday I scrape a page.\nWe start with its URL.\n"
            'url <- "https://en.wikipedia.org/wiki/Karate_at_the_Summer_Olympics"\n'
            '    ## [1] "Karate at the 2020 Summer Olympics"\n')
    assert page_subject(head) == PageSubject(sport="karate")
