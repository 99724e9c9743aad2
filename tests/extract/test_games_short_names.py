"""Everyday short Games names: abbreviations (``OL 2018``, ``ОИ-2014``), short words
(``Olympia 2016``, ``东京奥运会``) and a host city with no year (``평창 올림픽``)."""

from __future__ import annotations

import pytest

from podium.extract.games import identify_games


@pytest.mark.parametrize(("text", "slug"), [
    # Norwegian and Danish
    ("OL 2018", "2018-winter-olympics"),
    ("OL i Tokyo 2020", "2020-summer-olympics"),
    ("OL-2018", "2018-winter-olympics"),
    ("Paralympiske leker 2018", "2018-winter-paralympics"),
    ("Medaljeoversikt\nNorge\nOL 2016", "2016-summer-olympics"),  # a short name on the head's last line
    # Swedish
    ("OS 2018", "2018-winter-olympics"),
    ("OS i Pyeongchang", "2018-winter-olympics"),  # no year: the city
    ("Olympiska spelen i Pyeongchang", "2018-winter-olympics"),
    ("Paralympiska spelen 2018", "2018-winter-paralympics"),
    # Finnish
    ("olympialaiset 2018", "2018-winter-olympics"),
    ("paralympialaiset 2014", "2014-winter-paralympics"),
    # German
    ("Olympia 2016", "2016-summer-olympics"),
    ("OLYMPIA 2016", "2016-summer-olympics"),  # as written or in capitals
    # Dutch
    ("Olympische Spelen 2016", "2016-summer-olympics"),
    ("Paralympische Spelen 2018", "2018-winter-paralympics"),
    ("OS 2016 in Rio de Janeiro", "2016-summer-olympics"),
    # Czech: OH, and ZOH / LOH with the season in them
    ("OH 2018", "2018-winter-olympics"),
    ("ZOH 1984 v Sarajevu", "1984-winter-olympics"),
    ("LOH 1984 v Los Angeles", "1984-summer-olympics"),
    # Polish
    ("IO 2016", "2016-summer-olympics"),
    ("ZIO w Pjongczangu", "2018-winter-olympics"),
    # Russian
    ("ОИ-2014", "2014-winter-olympics"),
    ("ЗОИ-2014 в Сочи", "2014-winter-olympics"),
    ("Паралимпиада-2014", "2014-winter-paralympics"),
    # Chinese, Japanese, Korean: the city in the name
    ("2020年东京奥运会", "2020-summer-olympics"),
    ("北京冬残奥会", "2022-winter-paralympics"),  # Beijing: 2008 Summer, 2022 Winter; 冬 decides
    ("東京五輪2020", "2020-summer-olympics"),
    ("2020年パラリンピック東京大会", "2020-summer-paralympics"),
    ("平昌五輪", "2018-winter-olympics"),
    ("평창 올림픽", "2018-winter-olympics"),
])
def test_short_name_identified(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None
    assert games.slug == slug


@pytest.mark.parametrize("text", [
    # an abbreviation inside a word, or another word that starts the same
    "OLED 2018",
    "IOS 2016",
    "Ohio 2016",
    "OHIO 2016",
    "PLN 2018",
    # not as written: short names are capitals (or as the lexicon writes them)
    "Oh 2018",
    "os 2016",
    "io in Tokyo 2020",
    # not before a Games year of their kind, nor a host city
    "OL 2019",  # not a Games year
    "PL 2005",
    "PL 2018",  # Poland, most often: "PL" is not read as the Paralympics
    "OL",
    "IO i Polen",
    "ZOH 2016",  # no Winter Games in 2016
    # a city with no year that hosted that kind more than once
    "东京奥运会",  # Tokyo 1964 and 2020
    "東京五輪",
    "パラリンピック東京大会",
    "OS i London",  # 1908, 1948, 2012
    "Olympia in Peking",  # 2008 Summer, 2022 Winter
    # a city and a year the catalogue does not pair: the year rules
    "Olympische Spelen 2015 in Sotsji",
])
def test_short_name_not_identified(text: str) -> None:
    assert identify_games(text) is None


@pytest.mark.parametrize(("text", "slug"), [
    ("Winnipeg'99 Pan American Games medal table", "1999-pan-american-games"),
    ("Pan American Games, Winnipeg ’99: final standings", "1999-pan-american-games"),
    ("Atlanta '96 Olympics medal table", "1996-summer-olympics"),
    ("Commonwealth Games '14 medal count", "2014-commonwealth-games"),
    ("Olympics '80 in Moscow", "1980-summer-olympics"),  # 1980 both seasons: the host decides
    ("Asian Games '66 (Bangkok)", "1966-asian-games"),
])
def test_a_year_of_two_digits_after_an_apostrophe(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


@pytest.mark.parametrize("text", [
    "Olympics '00 medal table",  # 1900 in Paris or 2000 in Sydney: nothing says which
    "Olympics '80 medal table",  # Lake Placid or Moscow
    "The Olympics' 50 best moments",  # an apostrophe, then a number of its own
])
def test_a_two_digit_year_that_names_no_single_games(text: str) -> None:
    assert identify_games(text) is None
