"""Host city and host country of every Games, in the twelve fact languages.

A host city comes from the ``[cities]`` table of each ``lexicon/<lang>.toml`` (the city as
written in that language, folded, = its English name), a host country from
``data/host_countries.tsv``, named right beside the city (``extract/facts.py``), as the state it
was at the Games (``fact_grammar.host_state``: West Germany in 1972). Each case is one sentence
or infobox line about one Games and the exact facts it gives.
"""

from __future__ import annotations

import tomllib
from importlib import resources

import pytest

from podium.catalogue import catalogue
from podium.extract.fact_grammar import city_named, city_pattern, host_countries, host_state
from podium.extract.facts import find_facts
from podium.extract.lexicon import fold
from podium.model import Games

# The lexicon files of the twelve fact languages (zh.toml holds both Chinese scripts).
FACT_LEXICONS = ("en", "zh", "ru", "de", "fr", "es", "it", "pt", "pl", "ja", "ko")

# Host cities left out of a lexicon because their usual spelling there is not certain.
LEFT_OUT = {
    "ja": {"Geilo", "Tignes", "French Alps"},
    "ko": {"Örnsköldsvik", "Geilo", "Tignes", "French Alps"},
}

# The country of every host city of data/games.tsv, by its name in host_countries.tsv
# (modern English name; the Soviet Union and Yugoslavia, which no longer exist, by their own).
HOST_COUNTRY = {
    "Athens": "Greece", "Paris": "France", "St. Louis": "United States", "London": "United Kingdom",
    "Stockholm": "Sweden", "Antwerp": "Belgium", "Amsterdam": "Netherlands", "Los Angeles": "United States",
    "Berlin": "Germany", "Helsinki": "Finland", "Melbourne": "Australia", "Rome": "Italy", "Tokyo": "Japan",
    "Mexico City": "Mexico", "Munich": "Germany", "Montreal": "Canada", "Moscow": "Soviet Union",
    "Seoul": "South Korea", "Barcelona": "Spain", "Atlanta": "United States", "Sydney": "Australia",
    "Beijing": "China", "Rio de Janeiro": "Brazil", "Brisbane": "Australia", "Chamonix": "France",
    "St. Moritz": "Switzerland", "Lake Placid": "United States", "Garmisch-Partenkirchen": "Germany",
    "Oslo": "Norway", "Cortina d'Ampezzo": "Italy", "Squaw Valley": "United States", "Innsbruck": "Austria",
    "Grenoble": "France", "Sapporo": "Japan", "Sarajevo": "Yugoslavia", "Calgary": "Canada",
    "Albertville": "France", "Lillehammer": "Norway", "Nagano": "Japan", "Salt Lake City": "United States",
    "Turin": "Italy", "Vancouver": "Canada", "Sochi": "Russia", "PyeongChang": "South Korea", "Milan": "Italy",
    "French Alps": "France", "Tel Aviv": "Israel", "Heidelberg": "Germany", "Toronto": "Canada",
    "Arnhem": "Netherlands", "New York": "United States", "Stoke Mandeville": "United Kingdom",
    "Madrid": "Spain", "Örnsköldsvik": "Sweden", "Geilo": "Norway", "Tignes": "France",
}

# The host country of the Games where the state of the time is not the country of HOST_COUNTRY.
HOST_STATE = {("Munich", 1972): "West Germany", ("Heidelberg", 1972): "West Germany"}

# (language, Games, text, host_city, host_country)
CASES = [
    ("en", "1896-summer-olympics", "The 1896 Summer Olympics were held in Athens, Greece.", "Athens", "Greece"),
    ("en", "1904-summer-olympics", "The 1904 Summer Olympics were held in St. Louis, Missouri, United States.",
     "St. Louis", "United States"),
    ("en", "1972-summer-olympics", "Host city: Munich, West Germany", "Munich", "West Germany"),
    ("en", "1980-summer-olympics", "The 1980 Summer Olympics were held in Moscow, Soviet Union.",
     "Moscow", "Soviet Union"),
    ("en", "1984-winter-olympics", "The 1984 Winter Olympics were held in Sarajevo, Yugoslavia.",
     "Sarajevo", "Yugoslavia"),
    ("en", "1984-summer-paralympics", "| host_city = Stoke Mandeville, England", "Stoke Mandeville", "United Kingdom"),
    ("en", "1984-summer-paralympics",
     "The 1984 Summer Paralympics were held in New York, United States, and Stoke Mandeville, England.",
     "New York", "United States"),
    ("en", "2032-summer-olympics", "The 2032 Summer Olympics will be held in Brisbane, Queensland, Australia.",
     "Brisbane", "Australia"),
    ("zh-Hans", "1908-summer-olympics", "1908年夏季奥林匹克运动会在英国伦敦举行。", "London", "United Kingdom"),
    ("zh-Hans", "2008-summer-olympics", "2008年夏季奥运会在中国北京举行。", "Beijing", "China"),
    ("zh-Hans", "1972-winter-olympics", "主办城市 日本札幌", "Sapporo", "Japan"),
    ("zh-Hans", "1928-winter-olympics", "1928年冬季奥运会在瑞士圣莫里茨举行。", "St. Moritz", "Switzerland"),
    ("zh-Hans", "1968-summer-paralympics", "1968年残奥会在以色列特拉维夫举行。", "Tel Aviv", "Israel"),
    ("zh-Hans", "2032-summer-olympics", "2032年夏季奥运会将在澳大利亚布里斯班举行。", "Brisbane", "Australia"),
    ("zh-Hant", "1976-summer-olympics", "1976年夏季奧林匹克運動會在加拿大蒙特婁舉行。", "Montreal", "Canada"),
    ("zh-Hant", "1984-winter-olympics", "1984年冬季奧運會在南斯拉夫薩拉熱窩舉行。", "Sarajevo", "Yugoslavia"),
    ("zh-Hant", "1980-summer-olympics", "1980年夏季奧運會在蘇聯莫斯科舉行。", "Moscow", "Soviet Union"),
    ("zh-Hant", "1936-winter-olympics", "1936年冬季奧運會在德國加爾米施-帕滕基興舉行。",
     "Garmisch-Partenkirchen", "Germany"),
    ("ru", "1980-summer-olympics", "Летние Олимпийские игры 1980 года прошли в Москве, СССР.", "Moscow", "Soviet Union"),
    ("ru", "1984-winter-olympics", "Зимние Олимпийские игры 1984 года прошли в Сараеве, Югославия.",
     "Sarajevo", "Yugoslavia"),
    ("ru", "1912-summer-olympics", "Летние Олимпийские игры 1912 года прошли в Стокгольме, Швеция.",
     "Stockholm", "Sweden"),
    ("ru", "1972-summer-paralympics", "Летние Паралимпийские игры 1972 года прошли в Гейдельберге, ФРГ.",
     "Heidelberg", "West Germany"),
    ("ru", "1928-winter-olympics", "Зимние Олимпийские игры 1928 года прошли в Санкт-Морице, Швейцария.",
     "St. Moritz", "Switzerland"),
    ("de", "1972-summer-olympics",
     "Die Olympischen Sommerspiele 1972 fanden in München, Bundesrepublik Deutschland, statt.", "Munich",
     "West Germany"),
    ("de", "1936-winter-olympics",
     "Die Olympischen Winterspiele 1936 fanden in Garmisch-Partenkirchen, Deutschland, statt.",
     "Garmisch-Partenkirchen", "Germany"),
    ("de", "1920-summer-olympics", "Die Olympischen Sommerspiele 1920 fanden in Antwerpen, Belgien, statt.",
     "Antwerp", "Belgium"),
    ("de", "1980-summer-paralympics", "Die Sommer-Paralympics 1980 fanden in Arnheim, Niederlande, statt.",
     "Arnhem", "Netherlands"),
    ("de", "1964-winter-olympics", "Die Olympischen Winterspiele 1964 fanden in Innsbruck, Österreich, statt.",
     "Innsbruck", "Austria"),
    ("fr", "1924-winter-olympics", "Les Jeux olympiques d'hiver de 1924 se sont déroulés à Chamonix, en France.",
     "Chamonix", "France"),
    ("fr", "1928-summer-olympics", "Les Jeux olympiques d'été de 1928 ont eu lieu à Amsterdam, aux Pays-Bas.",
     "Amsterdam", "Netherlands"),
    ("fr", "1968-summer-olympics", "Les Jeux olympiques d'été de 1968 se sont déroulés à Mexico, au Mexique.",
     "Mexico City", "Mexico"),
    ("fr", "1976-summer-paralympics", "Les Jeux paralympiques d'été de 1976 se sont déroulés à Toronto, au Canada.",
     "Toronto", "Canada"),
    ("fr", "2030-winter-olympics",
     "Les Jeux olympiques d'hiver de 2030 seront organisés dans les Alpes françaises, en France.",
     "French Alps", "France"),
    ("es", "1992-summer-olympics", "Los Juegos Olímpicos de 1992 se celebraron en Barcelona, España.",
     "Barcelona", "Spain"),
    ("es", "1992-summer-paralympics", "Los Juegos Paralímpicos de 1992 se celebraron en Madrid, España.",
     "Madrid", "Spain"),
    ("es", "1952-winter-olympics", "Los Juegos Olímpicos de Invierno de 1952 se celebraron en Oslo, Noruega.",
     "Oslo", "Norway"),
    ("es", "1968-summer-olympics", "Los Juegos Olímpicos de 1968 se celebraron en la Ciudad de México, México.",
     "Mexico City", "Mexico"),
    ("it", "1956-winter-olympics",
     "I Giochi olimpici invernali del 1956 si sono svolti a Cortina d'Ampezzo, in Italia.",
     "Cortina d'Ampezzo", "Italy"),
    ("it", "1960-summer-olympics", "I Giochi olimpici estivi del 1960 si sono svolti a Roma, in Italia.",
     "Rome", "Italy"),
    ("it", "1960-summer-paralympics", "I Giochi paralimpici estivi del 1960 si sono svolti a Roma, in Italia.",
     "Rome", "Italy"),
    ("it", "2006-winter-olympics", "I Giochi olimpici invernali del 2006 si sono svolti a Torino, in Italia.",
     "Turin", "Italy"),
    ("it", "1952-summer-olympics", "I Giochi olimpici estivi del 1952 si sono svolti a Helsinki, in Finlandia.",
     "Helsinki", "Finland"),
    ("pt", "2016-summer-olympics", "Os Jogos Olímpicos de Verão de 2016 foram realizados no Rio de Janeiro, Brasil.",
     "Rio de Janeiro", "Brazil"),
    ("pt", "1956-summer-olympics", "Os Jogos Olímpicos de Verão de 1956 foram realizados em Melbourne, Austrália.",
     "Melbourne", "Australia"),
    ("pt", "1988-winter-olympics", "Os Jogos Olímpicos de Inverno de 1988 foram realizados em Calgary, Canadá.",
     "Calgary", "Canada"),
    ("pt", "1994-winter-olympics", "Os Jogos Olímpicos de Inverno de 1994 foram realizados em Lillehammer, Noruega.",
     "Lillehammer", "Norway"),
    ("pl", "1936-summer-olympics", "Letnie Igrzyska Olimpijskie 1936 odbyły się w Berlinie, w Niemczech.",
     "Berlin", "Germany"),
    ("pl", "1984-winter-olympics", "Zimowe Igrzyska Olimpijskie 1984 odbyły się w Sarajewie, w Jugosławii.",
     "Sarajevo", "Yugoslavia"),
    ("pl", "1980-summer-olympics", "Letnie Igrzyska Olimpijskie 1980 odbyły się w Moskwie, w ZSRR.",
     "Moscow", "Soviet Union"),
    ("pl", "1920-summer-olympics", "Letnie Igrzyska Olimpijskie 1920 odbyły się w Antwerpii, w Belgii.",
     "Antwerp", "Belgium"),
    ("pl", "1960-winter-olympics",
     "Zimowe Igrzyska Olimpijskie 1960 odbyły się w Squaw Valley, w Stanach Zjednoczonych.",
     "Squaw Valley", "United States"),
    ("ja", "1964-summer-olympics", "1964年東京オリンピックは日本の東京で開催された。", "Tokyo", "Japan"),
    ("ja", "1998-winter-olympics", "1998年長野オリンピックは日本の長野県長野市で開催された。", "Nagano", "Japan"),
    ("ja", "1980-winter-olympics", "1980年冬季オリンピックはアメリカ合衆国のレークプラシッドで開催された。",
     "Lake Placid", "United States"),
    ("ja", "1984-winter-olympics", "1984年冬季オリンピックはユーゴスラビアのサラエボで開催された。",
     "Sarajevo", "Yugoslavia"),
    ("ja", "1972-summer-paralympics", "1972年夏季パラリンピックは西ドイツのハイデルベルクで開催された。",
     "Heidelberg", "West Germany"),
    ("ja", "1980-summer-paralympics", "開催都市 オランダ アーネム", "Arnhem", "Netherlands"),
    ("ko", "1988-summer-olympics", "1988년 하계 올림픽은 대한민국 서울에서 열렸다.", "Seoul", "South Korea"),
    ("ko", "2018-winter-olympics", "2018년 동계 올림픽은 대한민국 평창에서 열렸다.", "PyeongChang", "South Korea"),
    ("ko", "1976-summer-paralympics", "1976년 하계 패럴림픽은 캐나다 토론토에서 열렸다.", "Toronto", "Canada"),
    ("ko", "1960-winter-olympics", "1960년 동계 올림픽은 미국 스쿼밸리에서 개최되었다.", "Squaw Valley", "United States"),
    ("ko", "1936-summer-olympics", "1936년 하계 올림픽은 독일 베를린에서 열렸다.", "Berlin", "Germany"),
]


def _host_facts(text: str, slug: str) -> list[tuple[str, object]]:
    facts = find_facts(text, Games.from_slug(slug))
    return sorted((f.attribute, f.value) for f in facts if f.attribute in ("host_city", "host_country"))


@pytest.mark.parametrize(("lang", "slug", "text", "city", "country"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{c[3]}" for c in CASES])
def test_host_city_and_country(lang: str, slug: str, text: str, city: str, country: str) -> None:
    assert _host_facts(text, slug) == [("host_city", city), ("host_country", country)]


def test_the_cases_cover_every_language_and_many_games() -> None:
    assert {c[0] for c in CASES} == {"en", "zh-Hans", "zh-Hant", "ru", "de", "fr", "es", "it", "pt", "pl", "ja", "ko"}
    assert len(CASES) >= 40
    assert len({c[1] for c in CASES}) >= 30
    # each case names the Games' real host, as the state it was then
    assert all(HOST_STATE.get((c[3], int(c[1][:4])), HOST_COUNTRY[c[3]]) == c[4] for c in CASES)


@pytest.mark.parametrize(("slug", "text"), [
    ("2004-summer-olympics", "The torch relay was held in Athens, Greece."),  # torch relay: not the Games
    ("1972-summer-olympics", "Die Mannschaft reiste über Frankfurt nach München, Bundesrepublik Deutschland."),
    ("1980-summer-olympics", "Летние Олимпийские игры 1976 года прошли в Монреале, Канада."),  # another Games
    ("2008-summer-olympics", "下届奥运会在英国伦敦举行。"),  # the next Games
    # the Olympics of the same year, in a Paralympics document
    ("1960-summer-paralympics", "Die Olympischen Sommerspiele 1960 fanden in Rom, Italien, statt."),
    ("1896-summer-olympics", "The 1896 Summer Olympics were held in Greece."),  # a country alone is no host
])
def test_a_place_in_a_sentence_about_something_else_gives_no_host(slug: str, text: str) -> None:
    assert _host_facts(text, slug) == []


@pytest.mark.parametrize(("slug", "text"), [
    # Polish and Italian "Seul" is a word, not the start of French "seulement"
    ("2004-summer-paralympics", "Les Jeux paralympiques d'été de 2004 se sont déroulés seulement en septembre 2004."),
    ("2018-winter-olympics", "The 2018 Winter Olympics were held in Romeoville."),  # Rome is a word too
    # Russian names are stems, but Осло does not inflect: "осложнений" is no Oslo
    ("2014-winter-olympics", "Зимние Олимпийские игры 2014 года прошли без осложнений."),
])
def test_a_city_name_is_a_whole_word(slug: str, text: str) -> None:
    assert _host_facts(text, slug) == []


@pytest.mark.parametrize(("slug", "text", "city"), [
    ("1988-summer-olympics", "Letnie Igrzyska Olimpijskie 1988 odbyły się w Seulu.", "Seoul"),
    ("2010-winter-olympics", "Zimowe Igrzyska Olimpijskie 2010 odbyły się w Vancouverze.", "Vancouver"),
    ("1936-summer-olympics", "Letnie Igrzyska Olimpijskie 1936 odbyły się w Berlinie.", "Berlin"),
    ("2004-summer-olympics", "Летние Олимпийские игры 2004 года прошли в Афинах.", "Athens"),  # a stem
    # the hosts of other Games
    ("2013-summer-universiade", "XXVII Летняя Универсиада прошла в Казани.", "Kazan"),
    ("2019-summer-universiade", "Летняя Универсиада 2019 прошла в Неаполе.", "Naples"),
    ("2019-winter-universiade", "Зимняя Универсиада 2019 года прошла в Красноярске.", "Krasnoyarsk"),
    ("2010-asian-games", "Азиатские игры 2010 прошли в Гуанчжоу.", "Guangzhou"),
])
def test_inflected_city_names_in_languages_that_inflect_them(slug: str, text: str, city: str) -> None:
    assert _host_facts(text, slug) == [("host_city", city)]


def test_a_host_city_without_a_country_beside_it_gives_the_city_alone() -> None:
    assert _host_facts("Letnie Igrzyska Olimpijskie 1980 odbyły się w Moskwie.", "1980-summer-olympics") == [
        ("host_city", "Moscow")]
    assert _host_facts("Die Olympischen Sommerspiele 1972 fanden in München statt. Deutschland gewann 40 Medaillen.",
                       "1972-summer-olympics") == [("host_city", "Munich")]


def _lexicon_cities(lang: str) -> set[str]:
    text = (resources.files("podium.extract") / "lexicon" / f"{lang}.toml").read_text(encoding="utf-8")
    return set(tomllib.loads(text).get("cities", {}).values())


HOSTS = {host for entry in catalogue() for host in entry.hosts}


@pytest.mark.parametrize("lang", FACT_LEXICONS)
def test_every_host_city_is_in_each_fact_language(lang: str) -> None:
    assert HOSTS - _lexicon_cities(lang) == LEFT_OUT.get(lang, set())


def test_every_host_city_has_its_country_in_host_countries() -> None:
    assert set(HOST_COUNTRY) == HOSTS
    assert set(HOST_COUNTRY.values()) <= set(host_countries().values())


def test_each_country_name_resolves_to_itself() -> None:
    countries = set(host_countries().values())
    assert all(host_countries()[fold(name)] == name for name in countries)


# A host city's stem that starts common words of its language is written out in every case
# (``city_whole`` of the lexicon): the common word gives no city, the city's own forms still do.
# (language, a common word or name, an inflected form of the host city, the city)
WHOLE_WORDS = [
    ("cs", "římskokatolický kostel s římsou", "Hry se konaly v Římě.", "Rome"),
    ("pl", "atentat", "w Atenach", "Athens"),
    ("pl", "Ocean Atlantycki", "w Atlancie", "Atlanta"),
    ("pl", "kościół rzymskokatolicki", "w Rzymie", "Rome"),
    ("pl", "w Turyngii", "w Turynie", "Turin"),
    ("pl", "meksykański zespół", "w Meksyku", "Mexico City"),
    ("uk", "афінний простір", "в Афінах", "Athens"),
    ("uk", "Зоран Міланович", "у Мілані", "Milan"),
    ("el", "η Αθηνά και ο Φοίβος", "των Αθηνών", "Athens"),  # the goddess (Athens 2004's mascot)
    ("el", "η Αθηνά και ο Φοίβος", "ΣΤΗΝ ΑΘΗΝΑ", "Athens"),  # capitals lose their accents
    ("ru", "римскими цифрами", "в Риме", "Rome"),
    ("ru", "в Римини", "из Рима", "Rome"),
    ("ru", "Атлантический океан", "в Атланте", "Atlanta"),
    ("ru", "в Туринске", "в Турине", "Turin"),
]


def _cities(text: str) -> list[str]:
    return [city_named(m) for m in city_pattern().finditer(fold(text))]


@pytest.mark.parametrize(("lang", "word", "inflected", "city"), WHOLE_WORDS, ids=[f"{c[0]}-{c[3]}-{c[1]}" for c in WHOLE_WORDS])
def test_a_city_written_out_in_every_case_is_not_the_start_of_another_word(
        lang: str, word: str, inflected: str, city: str) -> None:
    assert _cities(word) == []
    assert _cities(inflected) == [city]


@pytest.mark.parametrize(("slug", "text", "city"), [
    ("1972-summer-olympics", "Letnie Igrzyska Olimpijskie 1972 odbyły się mimo atentatu.", None),
    ("1996-summer-olympics", "Летние Олимпийские игры 1996 года прошли у Атлантического океана.", None),
    ("2004-summer-olympics", "Letnie Igrzyska Olimpijskie 2004 odbyły się w Atenach.", "Athens"),
    ("2006-winter-olympics", "Zimowe Igrzyska Olimpijskie 2006 odbyły się w Turynie.", "Turin"),
    ("1960-summer-olympics", "Летние Олимпийские игры 1960 года прошли в Риме.", "Rome"),
])
def test_a_host_city_written_out_in_every_case(slug: str, text: str, city: str | None) -> None:
    assert _host_facts(text, slug) == ([("host_city", city)] if city else [])


# The host country is the state of the Games' time (nation registry: the code that stood for the
# country's code that year, of several the one with its ISO code): West Germany for Germany in 1972,
# the Soviet Union for Russia in 1980, Yugoslavia for Bosnia and Herzegovina in 1984.
@pytest.mark.parametrize(("slug", "text", "country"), [
    ("1972-summer-olympics", "The 1972 Summer Olympics were held in Munich, Germany.", "West Germany"),
    ("1972-summer-olympics", "1972年夏季奥运会在西德慕尼黑举行。", "West Germany"),
    ("1972-summer-olympics", "1972年夏季奥运会在德国慕尼黑举行。", "West Germany"),
    ("1972-summer-olympics", "Летние Олимпийские игры 1972 года прошли в Мюнхене, ФРГ.", "West Germany"),
    ("1972-summer-olympics", "Die Olympischen Sommerspiele 1972 fanden in München, Deutschland, statt.", "West Germany"),
    ("1972-summer-paralympics", "The 1972 Summer Paralympics were held in Heidelberg, Germany.", "West Germany"),
    ("1936-summer-olympics", "The 1936 Summer Olympics were held in Berlin, Germany.", "Germany"),
    ("2006-winter-olympics", "Die Olympischen Winterspiele 2006 fanden in Turin, Italien, statt.", "Italy"),
    ("1980-summer-olympics", "The 1980 Summer Olympics were held in Moscow, Russia.", "Soviet Union"),
    ("2014-winter-olympics", "The 2014 Winter Olympics were held in Sochi, Russia.", "Russia"),
    ("1984-winter-olympics", "The 1984 Winter Olympics were held in Sarajevo, Bosnia and Herzegovina.", "Yugoslavia"),
    ("1984-winter-olympics", "Зимние Олимпийские игры 1984 года прошли в Сараеве, Босния и Герцеговина.",
     "Yugoslavia"),
    ("1992-winter-olympics", "The 1992 Winter Olympics were held in Albertville, France.", "France"),
    ("1984-summer-paralympics", "| host_city = Stoke Mandeville, England", "United Kingdom"),
])
def test_the_host_country_is_the_state_of_the_games_time(slug: str, text: str, country: str) -> None:
    assert [v for a, v in _host_facts(text, slug) if a == "host_country"] == [country]


def test_the_state_of_a_host_country_comes_from_the_nation_registry() -> None:
    assert host_state("Germany", Games.from_slug("1972-summer-olympics")) == "West Germany"
    assert host_state("Germany", Games.from_slug("1972-summer-paralympics")) == "West Germany"
    assert host_state("Germany", Games.from_slug("1936-winter-olympics")) == "Germany"
    assert host_state("Germany", Games.from_slug("2006-summer-olympics")) == "Germany"
    assert host_state("Russia", Games.from_slug("1980-summer-olympics")) == "Soviet Union"
    assert host_state("Bosnia and Herzegovina", Games.from_slug("1984-winter-olympics")) == "Yugoslavia"
    assert host_state("Soviet Union", Games.from_slug("1980-summer-olympics")) == "Soviet Union"
    assert host_state("United Kingdom", Games.from_slug("1984-summer-paralympics")) == "United Kingdom"
    assert host_state("Germany", None) == "Germany"  # no Games: the country as named
