"""Every kind of multi-sport Games (``data/games_kinds.tsv``): its slug, its name, its
editions in the catalogue, and the words that name it in a document's head."""

from __future__ import annotations

import pytest

from podium.catalogue import catalogue, editions
from podium.extract.games import identify_games, kind_of
from podium.i18n.labels import games_name
from podium.model import Games, games_kinds
from podium.nations import resolve


@pytest.mark.parametrize(("text", "slug"), [
    ("2003 Summer Universiade", "2003-summer-universiade"),
    ("The 1970 Summer Universiade was held in Turin, Italy.", "1970-summer-universiade"),  # never 2006 Winter Olympics
    ("1997 Winter Universiade", "1997-winter-universiade"),
    ("2010 Summer Youth Olympics", "2010-summer-youth-olympics"),
    ("Medal table of the 2012 Winter Youth Olympics", "2012-winter-youth-olympics"),
    ("2009 Summer Deaflympics", "2009-summer-deaflympics"),
    ("Athletics at the 2002 Asian Games", "2002-asian-games"),
    ("2006 Asian Games medal table", "2006-asian-games"),
    ("1999 Asian Winter Games", "1999-asian-winter-games"),  # not the Asian Games
    ("2012 Asian Beach Games", "2012-asian-beach-games"),
    ("2010 Asian Para Games", "2010-asian-para-games"),
    ("1998 Commonwealth Games", "1998-commonwealth-games"),
    ("1934 British Empire Games", "1934-commonwealth-games"),
    ("2011 Pan American Games", "2011-pan-american-games"),
    ("2011 Parapan American Games", "2011-parapan-american-games"),  # not the Pan American Games
    ("1999 All-Africa Games", "1999-all-africa-games"),
    ("2019 African Games", "2019-all-africa-games"),
    ("Swimming at the 2005 Mediterranean Games", "2005-mediterranean-games"),
    ("2011 Pacific Games", "2011-pacific-games"),
    ("2019 South Asian Games", "2019-south-asian-games"),  # not the Asian Games
    ("Thailand at the 2011 Southeast Asian Games", "2011-southeast-asian-games"),
    ("2009 East Asian Games", "2009-east-asian-games"),
    ("1966 Central American and Caribbean Games", "1966-central-american-and-caribbean-games"),
    ("2013 Bolivarian Games", "2013-bolivarian-games"),
    ("Taekwondo at the 2010 South American Games", "2010-south-american-games"),
    ("2015 European Games", "2015-european-games"),
    ("2017 Islamic Solidarity Games", "2017-islamic-solidarity-games"),
    ("2017 World Games", "2017-world-games"),
    ("2011 Military World Games", "2011-military-world-games"),  # not the World Games
    ("1906 Intercalated Games", "1906-intercalated-games"),
    ("XIV Asian Games, Busan", "2002-asian-games"),  # an edition ordinal, no year
])
def test_each_kind_from_its_english_name(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


@pytest.mark.parametrize(("text", "slug"), [
    ("Jeux asiatiques de 2006", "2006-asian-games"),
    ("Asienspiele 2006", "2006-asian-games"),
    ("Winter-Asienspiele 2017", "2017-asian-winter-games"),
    ("2006年亚洲运动会", "2006-asian-games"),
    ("2010年广州亚运会奖牌榜", "2010-asian-games"),
    ("2007年亚冬会", "2007-asian-winter-games"),
    ("Азиатские игры 2006", "2006-asian-games"),
    ("Juegos Panamericanos de 2011", "2011-pan-american-games"),
    ("Universiade d'été de 2003", "2003-summer-universiade"),
    ("Летняя Универсиада 2013", "2013-summer-universiade"),
    ("2014年夏季青年奥林匹克运动会", "2014-summer-youth-olympics"),  # not the Olympics
    ("Jeux du Commonwealth de 2002", "2002-commonwealth-games"),
])
def test_each_kind_in_other_languages(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


@pytest.mark.parametrize("text", [
    "2004 Asian Games",  # the Asian Games were held in 2002 and 2006
    "1968 Commonwealth Games",  # 1966 and 1970
    "1971 Summer Universiade",
])
def test_a_year_the_kind_was_not_held_names_no_games(text: str) -> None:
    assert identify_games(text) is None


@pytest.mark.parametrize(("text", "slug"), [
    ("Athletics at the 1934 Far Eastern Championship Games", "1934-far-eastern-games"),  # Manila
    ("The 1923 Far Eastern Games were held in Osaka, Japan.", "1923-far-eastern-games"),
    ("1930年远东运动会", "1930-far-eastern-games"),
    ("1922 Women's World Games", "1922-womens-world-games"),
    ("2019 European Youth Summer Olympic Festival", "2019-summer-european-youth-olympic-festival"),  # Baku
    ("EYOF 2023 in Maribor", "2023-summer-european-youth-olympic-festival"),  # 2023 had both seasons: the host decides
    ("EYOF 2023 in Friuli Venezia Giulia", "2023-winter-european-youth-olympic-festival"),
    ("Европейский юношеский олимпийский фестиваль 2017 (Эрзурум)", "2017-winter-european-youth-olympic-festival"),
    ("2017 Pacific Mini Games", "2017-pacific-mini-games"),  # not the Pacific Games
    ("2015 ASEAN Para Games", "2015-asean-para-games"),  # Singapore; not the SEA Games
    ("2019 Mediterranean Beach Games", "2019-mediterranean-beach-games"),  # Patras; not the Mediterranean Games
    ("Jeux méditerranéens de plage 2015", "2015-mediterranean-beach-games"),
])
def test_kinds_of_smaller_and_older_games(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


@pytest.mark.parametrize("text", [
    # a venue, a body or a thing named after the Games names no Games: a 2026 fixture at the Hangzhou
    # Olympic Sports Centre is no match of the 2026 Winter Olympics
    'fixture = ("swimming", "2026-09-23T12:30:00Z", "Hangzhou Olympic Sports Centre", "CHN", "JPN")',
    "Annual report 2016 of the National Olympic Committee of Kenya",
    "2012: the Olympic Village in Stratford opens its doors",
    "2008年北京奥运村",
    "Олимпийский стадион, 2014",
    "Comité olympique 2024 budget",
])
def test_a_name_that_holds_a_games_word_names_no_games(text: str) -> None:
    assert identify_games(text) is None


def test_a_name_that_holds_a_games_word_does_not_hide_the_games_beside_it() -> None:
    text = "The 2008 Summer Olympics opened at the Beijing National Stadium beside the Olympic Green."
    games = identify_games(text)
    assert games is not None and games.slug == "2008-summer-olympics"
    assert kind_of("the olympic stadium of the 1936 summer olympics") == (39, "olympics")


@pytest.mark.parametrize(("text", "slug"), [
    # an edition held a year or two after the year it is named after, named by the year it was held
    ("#### (b) Tokyo 2021 Paralympic Medal Table", "2020-summer-paralympics"),
    ("Tokyo 2021 Olympics medal count", "2020-summer-olympics"),
    ("The 2023 Asian Games in Hangzhou", "2022-asian-games"),
    ("2023 Summer World University Games (Chengdu)", "2021-summer-universiade"),
    ("2023 Winter Universiade", "2023-winter-universiade"),  # held when named: Lake Placid
    ("SEA Games 2022 Hanoi", "2021-southeast-asian-games"),
    ("2022 Winter Olympics", "2022-winter-olympics"),
])
def test_a_postponed_edition_by_the_year_it_was_held(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


def test_the_editions_held_later_are_those_of_the_pandemic() -> None:
    later = sorted((e.games.slug, e.held) for e in editions() if e.held != e.year)
    assert later == [
        ("2020-summer-olympics", 2021), ("2020-summer-paralympics", 2021), ("2021-islamic-solidarity-games", 2022),
        ("2021-southeast-asian-games", 2022), ("2021-summer-deaflympics", 2022), ("2021-summer-universiade", 2023),
        ("2022-asian-games", 2023), ("2022-asian-para-games", 2023), ("2023-all-africa-games", 2024)]


def test_longer_names_win_over_the_shorter_they_contain() -> None:
    assert kind_of("the 1999 asian winter games") == (9, "asian-winter-games")
    assert kind_of("2010 summer youth olympic games") == (12, "youth-olympics")
    assert kind_of("2011 parapan american games") == (5, "parapan-american-games")
    assert kind_of("2019 south asian games") == (5, "south-asian-games")
    assert kind_of("2019 military world games") == (5, "military-world-games")
    assert kind_of("2019 mediterranean beach games") == (5, "mediterranean-beach-games")
    assert kind_of("2017 pacific mini games") == (5, "pacific-mini-games")
    assert kind_of("2019 european youth olympic festival") == (5, "european-youth-olympic-festival")
    assert kind_of("2008 summer olympics") == (12, "olympics")
    assert kind_of("2008 summer paralympics") == (12, "paralympics")


@pytest.mark.parametrize(("slug", "games", "name"), [
    ("2004-summer-paralympics", Games(2004, "summer", "paralympics"), "2004 Summer Paralympics"),
    ("1970-summer-universiade", Games(1970, "summer", "universiade"), "1970 Summer Universiade"),
    ("2010-summer-youth-olympics", Games(2010, "summer", "youth-olympics"), "2010 Summer Youth Olympics"),
    ("2006-asian-games", Games(2006, "", "asian-games"), "2006 Asian Games"),
    ("1966-central-american-and-caribbean-games", Games(1966, "", "central-american-and-caribbean-games"),
     "1966 Central American and Caribbean Games"),
    ("1999-all-africa-games", Games(1999, "", "all-africa-games"), "1999 All-Africa Games"),
    ("1906-intercalated-games", Games(1906, "", "intercalated-games"), "1906 Intercalated Games"),
])
def test_from_slug_and_back(slug: str, games: Games, name: str) -> None:
    assert Games.from_slug(slug) == games
    assert games.slug == slug and games.name == name


@pytest.mark.parametrize("slug", [
    "2006-summer-asian-games",  # the Asian Games have no seasons
    "1970-universiade",  # the Universiade has
    "2004-olympics",
    "2004-summer-curling-games",
    "x-asian-games",
])
def test_from_slug_refuses_other_shapes_in_one_line(slug: str) -> None:
    with pytest.raises(ValueError) as error:
        Games.from_slug(slug)
    message = str(error.value)
    assert "\n" not in message
    assert message.startswith(f"{slug!r} is not a Games slug: expected YEAR-summer|winter-olympics|")
    assert message.endswith("or YEAR-KIND for a kind without seasons (2006-asian-games)")


def test_every_kind_has_editions_and_every_edition_a_known_kind() -> None:
    kinds = games_kinds()
    assert {e.kind for e in editions()} == set(kinds)
    assert all(bool(e.season) == kinds[e.kind].seasonal for e in editions())
    keys = [(e.year, e.season, e.kind) for e in editions()]
    assert len(keys) == len(set(keys))
    for kind in kinds:
        for season in ("summer", "winter", ""):
            numbers = [e.edition for e in editions() if e.kind == kind and e.season == season]
            assert numbers == sorted(numbers), (kind, season)


def test_big_series_have_every_edition() -> None:
    def count(kind: str, season: str = "") -> int:
        return len([e for e in editions() if e.kind == kind and e.season == season])

    # every edition held by the end of 2026: Aichi-Nagoya 2026, Glasgow 2026, Taranto 2026, Rhine-Ruhr
    # 2025, Santo Domingo 2026 and Thailand 2025 the latest
    assert count("asian-games") == 20 and count("commonwealth-games") == 23
    assert count("pan-american-games") == 19 and count("mediterranean-games") == 20
    assert count("universiade", "summer") == 32
    assert count("central-american-and-caribbean-games") == 25 and count("southeast-asian-games") == 33
    assert [e.hosts for e in editions() if e.games == Games(1970, "summer", "universiade")] == [("Turin",)]
    assert [e.hosts for e in editions() if e.games == Games(2018, "", "asian-games")] == [("Jakarta", "Palembang")]


def test_the_catalogue_proper_is_the_olympics_and_paralympics() -> None:
    assert {e.kind for e in catalogue()} == {"olympics", "paralympics"}
    assert len(catalogue()) == 93


def test_games_names_of_kinds_without_words_are_english() -> None:
    assert games_name("2011-pacific-games", "ru") == "2011 Pacific Games"
    assert games_name("1970-summer-universiade") == "1970 Summer Universiade"
    assert games_name("2004-summer-olympics", "ru") == "Летние Олимпийские игры 2004"


def test_codes_of_other_kinds_are_those_of_either_olympic_kind() -> None:
    asian = Games(2006, "", "asian-games")
    assert [resolve(n, lang="en", games=asian).noc for n in ("Macau", "Hong Kong", "Chinese Taipei")] == [
        "MAC", "HKG", "TPE"]
    assert resolve("Macau", lang="en", games=Games(2008, "summer", "olympics")).noc is None


@pytest.mark.parametrize(("text", "slug"), [
    # an edition named before another Games' year on its line is the document's
    ("On August 23rd, the 26th Summer Universiade held in Shenzhen, China concluded. The flag was passed to the "
     "representatives of the Kazan 2013 Summer Universiade.", "2011-summer-universiade"),
    ("El 8 de agosto concluyeron los XXXI Juegos Mundiales Universitarios de la FISU en Chengdu. La próxima "
     "Universiada de Verano tendrá lugar en Rin-Ruhr en 2025.", "2021-summer-universiade"),
    # a line about the next Games gives no year of these
    ("Rio Paralympics stages closing ceremony\n\nThe Paralympic flag was handed to the governor of Tokyo, which will "
     "host the next Olympics and Paralympics in 2020.\n\nStewart won gold at the Rio 2016 Paralympic Games.",
     "2016-summer-paralympics"),
])
def test_the_games_a_text_names_before_the_next_ones(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


@pytest.mark.parametrize(("text", "slug"), [
    # an edition named on the line of the Games' name comes before a year on a line that does not name them
    ("Games of the XVIII Olympiad\nIt was in 1936 that the IOC granted Tokyo the 1940 Games.", "1964-summer-olympics"),
    ("Juegos Olímpicos de México 1968", "1968-summer-olympics"),  # the accented name of the host
    ("Les Jeux d'hiver organisés à Albertville en 1992 sont les derniers.", "1992-winter-olympics"),
    ("Els Jocs Panafricans de 2011 es van celebrar a Maputo.", "2011-all-africa-games"),
])
def test_names_of_encyclopedias_in_their_languages(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


@pytest.mark.parametrize(("text", "slug"), [
    # an edition's number right after the name, as the region's press writes it
    ("SEA Games 31 will run in Hanoi until May 23. This is the second time Vietnam has hosted the Games, after the "
     "first in 2003.", "2021-southeast-asian-games"),
    ("SEA Games 32 opens in Phnom Penh", "2023-southeast-asian-games"),
    ("Olympic Games 2 weeks away from 2024", "2024-summer-olympics"),  # a number of weeks is no edition
])
def test_an_edition_number_after_the_name(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


def test_a_number_of_days_after_the_name_is_no_edition() -> None:
    assert identify_games("The Asian Games 10 days later") is None
