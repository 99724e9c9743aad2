"""Sentences that name other Games, or two Games at once (``extract/facts.py``, ``extract/pairs.py``).

* A host city right before a year (``北京2008``, ``Beijing 2008``, ``в Пекине 2008``) names the
  Games held there that year; a short name before a Games year or host city (``Olympia 2014``)
  names those Games. When they are not the document's Games, the sentence gives no fact.
* Two Games and two numbers, ``A and B had X and Y nations``: the number in the place of the
  document's Games, when they fit exactly one side of the pair; else no fact.
* A bare short name (``OL``, ``Olympia``) names no Games.

Each case is one sentence and the exact facts it gives, sorted.
"""

from __future__ import annotations

import pytest

from podium.extract.facts import find_facts
from podium.extract.games import identify_games
from podium.model import Games


def _facts(slug: str | None, text: str) -> list[tuple[str, object]]:
    games = Games.from_slug(slug) if slug else None
    return sorted((f.attribute, f.value) for f in find_facts(text, games))


@pytest.mark.parametrize(("slug", "text"), [
    ("2004-summer-paralympics", "北京2008共有204个国家和地区参赛。"),  # a city glued to a year
    ("2004-summer-paralympics", "北京2008年有204个国家参赛。"),
    ("2004-summer-olympics", "Beijing 2008 had 204 nations."),
    ("2004-summer-olympics", "Sydney 2000 had 199 nations and 10,651 athletes."),
    ("2004-summer-olympics", "В Пекине 2008 участвовали 204 страны."),  # an inflected city
    ("2018-winter-olympics", "На Сочи-2014 приехали 88 стран."),  # a hyphen
    ("2004-summer-olympics", "ロンドン2012には204の国と地域が参加した。"),
    ("2004-summer-olympics", "런던 2012에는 204개국이 참가했다."),
    ("2018-winter-olympics", "Bei Olympia 2014 nahmen 88 Nationen teil."),  # a short name and a year
    ("2018-winter-olympics", "Olympia in Sotschi hatte 88 Nationen."),  # a short name and a host city
])
def test_a_host_city_or_short_name_with_a_year_names_other_games(slug: str, text: str) -> None:
    assert _facts(slug, text) == []


@pytest.mark.parametrize(("slug", "text", "facts"), [
    # the document's own Games, by their city and year (Athens held both kinds in 2004); with no
    # host said anywhere else, the city of the Games' own short name is their host (issue 18)
    ("2004-summer-olympics", "Athens 2004 had 201 nations.", [("host_city", "Athens"), ("nations", 201)]),
    ("2004-summer-paralympics", "雅典2004共有136个国家和地区参赛。", [("host_city", "Athens"), ("nations", 136)]),
    ("2018-winter-olympics", "Bei Olympia 2018 nahmen 92 Nationen teil.", [("nations", 92)]),
    # a city that held no Games that year names none
    ("2004-summer-olympics", "Paris 2008 had 204 visitors from 201 nations.", [("nations", 201)]),
    # a bare short name names no Games: the sentence is about the document's own
    ("2018-winter-olympics", "Bei Olympia nahmen 92 Nationen teil.", [("nations", 92)]),
])
def test_the_documents_own_games_or_no_games(slug: str, text: str, facts: list[tuple[str, object]]) -> None:
    assert _facts(slug, text) == facts


@pytest.mark.parametrize("text", [
    "OL",
    "OL-medaljer\nNorge 14 14 11",
    "Norges OL-historie\n2018: 14 gull",  # the year is on another line
    "OL\n2018\nNorge 14 14 11 39",
    "Resultater fra OL\n2016 var et godt år\nNorge 1 2 3",
    "Olympia\nDeutschland 14 10 7",
])
def test_a_bare_short_name_identifies_no_games(text: str) -> None:
    assert identify_games(text) is None


@pytest.mark.parametrize(("slug", "text", "facts"), [
    # the pair places the document's Games: their number
    ("1964-winter-olympics", "Die Sommer- und Winterspiele 1964 hatten 93 und 36 Nationen.", [("nations", 36)]),
    ("1964-winter-olympics", "Die Winterspiele 1964 und 1968 hatten 36 und 37 Nationen.", [("nations", 36)]),
    ("1964-winter-olympics", "Les Jeux d'hiver de 1964 et 1968 ont réuni 36 et 37 nations.", [("nations", 36)]),
    ("1964-winter-olympics", "Los Juegos de invierno de 1964 y 1968 tuvieron 36 y 37 naciones.", [("nations", 36)]),
    ("1964-winter-olympics", "В зимних Олимпийских играх 1964 и 1968 годов участвовали 36 и 37 стран.",
     [("nations", 36)]),
    ("1964-winter-olympics", "1964年夏季和冬季奥运会分别有93和36个国家参加。", [("nations", 36)]),
    ("1984-winter-paralympics", "Die Sommer-Paralympics und Winter-Paralympics 1984 hatten 45 und 21 Nationen.",
     [("nations", 21)]),
    ("1964-summer-paralympics", "The 1960 and 1964 Summer Paralympics had 23 and 21 nations.", [("nations", 21)]),
    # the other number of the pair is not taken as the document's either
    ("2004-summer-paralympics", "Die Sommer-Paralympics 2004 und 2008 hatten 136 und 146 Nationen.",
     [("nations", 136)]),
    # no Games are paired: a count as ever
    ("1964-winter-olympics", "1964 nahmen 36 Nationen und 1093 Athleten teil.", [("athletes", 1093), ("nations", 36)]),
])
def test_two_games_and_two_numbers_are_matched_in_order(slug: str, text: str,
                                                       facts: list[tuple[str, object]]) -> None:
    assert _facts(slug, text) == facts


@pytest.mark.parametrize(("slug", "text"), [
    # no Games of the document: the pair says nothing of which number would be theirs
    (None, "Die Sommer- und Winterspiele 1964 hatten 93 und 36 Nationen."),
    (None, "The 1964 Summer and Winter Olympics had 93 and 36 nations."),
    (None, "В летних и зимних Играх 1964 года участвовали 93 и 36 стран."),
    # another year right before a Games word: the sentence names other Games, as ever
    ("1964-winter-olympics", "The 1964 and 1968 Winter Olympics had 36 and 37 nations."),
    ("1964-winter-olympics", "1964年和1968年冬奥会分别有36和37个国家参加。"),
    ("1968-winter-olympics", "Die Winterspiele 1964 und 1968 hatten 36 und 37 Nationen."),
    # the document's Games fit both sides (both are Summer Paralympics of 1984)
    ("1984-summer-paralympics", "Die Sommer-Paralympics 1984 in New York und Stoke Mandeville hatten 41 und 41 Nationen."),
])
def test_two_games_and_two_numbers_that_cannot_be_matched_give_nothing(slug: str | None, text: str) -> None:
    assert _facts(slug, text) == []
