"""The other season's Games of the same year give no fact (``extract/facts.py``).

From 1924 to 1992 the Summer and Winter Olympics were held in the same year (and the Summer
and Winter Paralympics from 1976 to 1992): a document about Berlin 1936 often says where the
1936 Winter Olympics were held. A sentence that names the other season's Games (a season word
of the lexicons' ``[games]`` beside a Games word), with or without the year, or names their
host without the Games' own season, gives no fact; a sentence naming the Games' own season, or
no season, still does, but never with the other Games' host. Each case is one sentence and
the exact facts it gives, sorted.
"""

from __future__ import annotations

import pytest

from podium.extract.facts import find_facts
from podium.model import Games


def _facts(slug: str, text: str) -> list[tuple[str, object]]:
    return sorted((f.attribute, f.value) for f in find_facts(text, Games.from_slug(slug)))


# (language, the document's Games, a sentence about the other season's Games of its year)
OTHER_SEASON = [
    ("en", "1936-summer-olympics", "The 1936 Winter Olympics were held in Garmisch-Partenkirchen, Germany."),
    ("en", "1936-summer-olympics", "The Winter Olympics were held in Garmisch-Partenkirchen."),  # no year
    ("en", "1988-summer-olympics", "The 1988 Winter Olympics had 57 nations."),
    ("en", "1988-summer-olympics", "The 1988 Winter Olympics were held from 13 to 28 February 1988."),
    ("en", "1988-winter-olympics", "The 1988 Summer Olympics were held in Seoul from 17 September to 2 October 1988."),
    ("en", "1924-summer-olympics",
     "The 1924 Winter Olympics, then called the International Winter Sports Week, were held in Chamonix."),
    ("en", "1988-summer-paralympics", "The 1988 Winter Paralympics were held in Innsbruck, Austria."),
    ("en", "1984-winter-paralympics", "The 1984 Summer Paralympics were held in New York and Stoke Mandeville."),
    ("de", "1936-summer-olympics",
     "Die Olympischen Winterspiele 1936 fanden in Garmisch-Partenkirchen, Deutschland, statt."),
    ("de", "1936-summer-olympics", "Die Winterspiele 1936 fanden vom 6. bis 16. Februar 1936 statt."),
    ("de", "1988-summer-paralympics", "Die Winter-Paralympics 1988 fanden in Innsbruck statt, 22 Nationen nahmen teil."),
    ("fr", "1964-summer-olympics", "Les Jeux olympiques d'hiver de 1964 se sont déroulés à Innsbruck, en Autriche."),
    ("fr", "1964-summer-olympics", "Les Jeux d'hiver ont réuni 36 nations."),
    ("ru", "1952-summer-olympics", "Зимние Олимпийские игры 1952 года прошли в Осло, Норвегия."),
    ("ru", "1952-summer-olympics",
     "Зимние Олимпийские игры 1952 года проходили с 14 по 25 февраля 1952 года в Осло, в них участвовали 30 стран."),
    ("zh-Hans", "1988-summer-olympics", "1988年冬季奥运会在加拿大卡尔加里举行，共有57个国家和地区参赛。"),
    ("zh-Hans", "1988-summer-olympics", "冬奥会在卡尔加里举行。"),
    ("zh-Hant", "1936-summer-olympics", "1936年冬季奧運會在德國加爾米施-帕滕基興舉行，共有28個國家和地區參賽。"),
    ("ja", "1964-summer-olympics", "1964年冬季オリンピックはオーストリアのインスブルックで開催された。"),
    ("ja", "1988-summer-olympics", "1988年の冬季オリンピックには57の国と地域が参加した。"),
    ("ja", "1988-summer-olympics", "1988年冬季オリンピックは1988年2月13日から2月28日までカルガリーで開催された。"),
    ("ko", "1988-summer-olympics", "1988년 동계 올림픽은 캐나다 캘거리에서 열렸으며 57개국이 참가했다."),
    ("es", "1988-summer-olympics", "Los Juegos Olímpicos de Invierno de 1988 se celebraron en Calgary, Canadá."),
    ("pt", "1992-summer-olympics",
     "Os Jogos Olímpicos de Inverno de 1992 foram realizados em Albertville, França, com 64 países."),
    ("it", "1952-summer-olympics", "I Giochi olimpici invernali del 1952 si sono svolti a Oslo, in Norvegia."),
    ("pl", "1952-summer-olympics", "Zimowe Igrzyska Olimpijskie 1952 odbyły się w Oslo, w Norwegii."),
]


@pytest.mark.parametrize(("lang", "slug", "text"), OTHER_SEASON, ids=[f"{c[0]}-{c[1]}-{i}" for i, c in enumerate(OTHER_SEASON)])
def test_a_sentence_about_the_other_seasons_games_gives_no_fact(lang: str, slug: str, text: str) -> None:
    assert _facts(slug, text) == []


# (language, the document's Games, a sentence naming its own season or none, its exact facts)
OWN_SEASON = [
    ("en", "1936-summer-olympics", "The 1936 Summer Olympics were held in Berlin, Germany.",
     [("host_city", "Berlin"), ("host_country", "Germany")]),
    ("en", "1988-summer-olympics", "The 1988 Summer Olympics had 159 nations.", [("nations", 159)]),
    ("en", "1988-summer-olympics", "The Games had 159 nations.", [("nations", 159)]),  # no season
    ("en", "1924-summer-olympics", "The 1924 Olympics were held in Paris, France, from 4 May to 27 July 1924.",
     [("end_date", "1924-07-27"), ("host_city", "Paris"), ("host_country", "France"), ("start_date", "1924-05-04")]),
    ("en", "1988-summer-paralympics", "The 1988 Summer Paralympics were held in Seoul, South Korea.",
     [("host_city", "Seoul"), ("host_country", "South Korea")]),
    ("en", "1984-winter-paralympics", "The 1984 Winter Paralympics were held in Innsbruck, Austria, with 21 nations.",
     [("host_city", "Innsbruck"), ("host_country", "Austria"), ("nations", 21)]),
    ("de", "1936-summer-olympics",
     "Die Olympischen Sommerspiele 1936 fanden vom 1. bis 16. August 1936 in Berlin statt.",
     [("end_date", "1936-08-16"), ("host_city", "Berlin"), ("start_date", "1936-08-01")]),
    ("de", "1988-summer-paralympics", "Die Sommer-Paralympics 1988 fanden in Seoul statt, 60 Nationen nahmen teil.",
     [("host_city", "Seoul"), ("nations", 60)]),
    ("fr", "1964-summer-olympics", "Les Jeux olympiques d'été de 1964 se sont déroulés à Tokyo, au Japon.",
     [("host_city", "Tokyo"), ("host_country", "Japan")]),
    # "été" is also "been": "ont été" names no Summer Games in a document about a Winter Games
    ("fr", "1988-winter-olympics", "Les Jeux ont été ouverts le 13 février 1988 avec 57 nations.",
     [("nations", 57), ("start_date", "1988-02-13")]),
    ("ru", "1952-summer-olympics",
     "Летние Олимпийские игры 1952 года проходили с 19 июля по 3 августа 1952 года в Хельсинки, "
     "в них участвовали 69 стран.",
     [("end_date", "1952-08-03"), ("host_city", "Helsinki"), ("nations", 69), ("start_date", "1952-07-19")]),
    # "20-летний" is "20 years old", not "summer"
    ("ru", "1952-winter-olympics", "В Играх участвовал 20-летний олимпийский чемпион, 30 стран.", [("nations", 30)]),
    ("zh-Hans", "1988-summer-olympics", "1988年夏季奥运会在韩国汉城举行，共有159个国家和地区参赛。",
     [("host_city", "Seoul"), ("host_country", "South Korea"), ("nations", 159)]),
    ("zh-Hant", "1936-summer-olympics", "1936年夏季奧運會在德國柏林舉行，共有49個國家和地區參賽。",
     [("host_city", "Berlin"), ("host_country", "Germany"), ("nations", 49)]),
    ("zh-Hant", "1936-winter-olympics", "1936年冬季奧運會在德國加爾米施-帕滕基興舉行，共有28個國家和地區參賽。",
     [("host_city", "Garmisch-Partenkirchen"), ("host_country", "Germany"), ("nations", 28)]),
    ("ja", "1964-summer-olympics", "1964年夏季オリンピックは日本の東京で開催された。",
     [("host_city", "Tokyo"), ("host_country", "Japan")]),
    ("ja", "1988-summer-olympics", "1988年ソウルオリンピックには159の国と地域から8,391人の選手が参加した。",
     [("athletes", 8391), ("nations", 159)]),
    ("ja", "1988-summer-olympics", "1988年夏季オリンピックは1988年9月17日から10月2日までソウルで開催された。",
     [("end_date", "1988-10-02"), ("host_city", "Seoul"), ("start_date", "1988-09-17")]),
    ("ko", "1988-summer-olympics", "1988년 하계 올림픽은 대한민국 서울에서 열렸으며 159개국이 참가했다.",
     [("host_city", "Seoul"), ("host_country", "South Korea"), ("nations", 159)]),
    ("pt", "1992-summer-olympics",
     "Os Jogos Olímpicos de Verão de 1992 foram realizados em Barcelona, Espanha, com 169 países.",
     [("host_city", "Barcelona"), ("host_country", "Spain"), ("nations", 169)]),
]


@pytest.mark.parametrize(("lang", "slug", "text", "facts"), OWN_SEASON,
                         ids=[f"{c[0]}-{c[1]}-{i}" for i, c in enumerate(OWN_SEASON)])
def test_a_sentence_about_the_games_own_season_or_none_still_reads(
        lang: str, slug: str, text: str, facts: list[tuple[str, object]]) -> None:
    assert _facts(slug, text) == facts


def test_the_cases_cover_the_fact_languages() -> None:
    languages = {"en", "de", "fr", "ru", "zh-Hans", "zh-Hant", "ja", "ko", "es", "pt", "it", "pl"}
    assert {c[0] for c in OTHER_SEASON} == languages
    assert {"en", "de", "fr", "ru", "zh-Hans", "ja"} <= {c[0] for c in OWN_SEASON}


@pytest.mark.parametrize(("slug", "text"), [
    ("1936-summer-olympics", "The 1936 Olympics were held in Garmisch-Partenkirchen."),
    ("1936-summer-olympics", "Die Olympischen Spiele 1936 fanden vom 6. bis 16. Februar 1936 in Garmisch-Partenkirchen statt."),
    ("1952-summer-olympics", "В 1952 году Олимпийские игры прошли в Осло."),
    ("1988-winter-olympics", "The Games were held in Seoul."),
])
def test_a_sentence_naming_the_other_seasons_host_and_not_this_season_gives_no_fact(slug: str, text: str) -> None:
    assert _facts(slug, text) == []


def test_in_a_sentence_naming_both_seasons_the_other_seasons_clause_gives_nothing() -> None:
    assert _facts("1936-summer-olympics",
                  "The 1936 Summer Olympics had 49 nations, the Winter Olympics 28 nations.") == [("nations", 49)]
    assert _facts("1936-summer-olympics", "The 1936 Summer Olympics were held in Berlin, "
                  "while the 1936 Winter Olympics were held in Garmisch-Partenkirchen.") == [("host_city", "Berlin")]


def test_the_other_seasons_host_is_never_this_seasons_host() -> None:
    # one clause names both seasons: the first host city in it is the Winter Games' own
    assert _facts("1936-summer-olympics", "Nach den Winterspielen in Garmisch-Partenkirchen fanden die "
                  "Olympischen Sommerspiele 1936 in Berlin statt.") == [("host_city", "Berlin")]
