"""Facts that belong to the Games, read in the document's own language (issue 18).

* A team's own size is no Games fact (``extract/fact_teams.py``): a team word of the
  language's lexicon, or a nation as the subject of the count's clause.
* A document is read with its own language's grammar (``extract/fact_language.py``); a
  language with no grammar (``tests/fixtures/no_grammar/<lang>.txt``: Estonian, Latvian,
  Lithuanian, Slovenian) gives no fact.
* Year-first dates (Hungarian), Solar Hijri dates (Persian), a second year in the text, and ``--games`` reaching extraction.
"""

from __future__ import annotations

import pytest

from podium.extract import extract
from podium.extract.dates import find_dates
from podium.extract.facts import find_facts
from podium.extract.games import identify_games
from podium.extract.lexicon import fold
from podium.model import Games
from podium.readers import read_bytes, read_path
from tests.conftest import FIXTURES

LONDON = Games.from_slug("2012-summer-olympics")


def _facts(text: str, language: str | None, games: Games = LONDON) -> list[tuple[str, int | str]]:
    return [(f.attribute, f.value) for f in find_facts(text, games, language=language)]


@pytest.mark.parametrize(("language", "sentence"), [
    ("en", "There were 20 athletes from Team GB."),
    ("en", "Poland sent 263 athletes."),
    ("en", "The United States sent 530 athletes."),
    ("en", "Great Britain's 541 athletes won 65 medals."),
    ("en", "Chinese athletes numbered 396."),
    ("en", "Australia competed in 26 sports."),
    ("fr", "La délégation française comptait 396 athlètes."),
    ("fr", "La France a envoyé 330 athlètes."),
    ("pl", "Polska wysłała 263 sportowców."),
    ("de", "Deutschland schickte 392 Athleten nach London."),
    ("es", "España envió 278 deportistas."),
    ("da", "Danmarks hold bestod af 113 atleter."),
    ("sv", "Sverige skickade 134 idrottare."),
    ("hr", "Hrvatsku je predstavljalo 108 sportaša."),
    ("ro", "României i-au revenit 104 sportivi."),
])
def test_a_teams_own_size_is_no_games_fact(language: str, sentence: str) -> None:
    assert _facts("2012 Summer Olympics\n" + sentence, language) == []


@pytest.mark.parametrize(("language", "sentence", "facts"), [
    ("en", "The Games had 10,568 athletes from 204 nations.", [("athletes", 10568), ("nations", 204)]),
    ("en", "Poland was one of 204 nations.", [("nations", 204)]),  # a nations count is never a team's
    ("en", "Held in London, United Kingdom, the Games had 10,568 athletes.",
     [("host_city", "London"), ("host_country", "United Kingdom"), ("athletes", 10568)]),
    ("pl", "W igrzyskach wzięło udział 10 568 sportowców z 204 krajów.", [("athletes", 10568), ("nations", 204)]),
])
def test_the_games_own_counts_stay(language: str, sentence: str, facts: list) -> None:
    assert _facts("2012 Summer Olympics\n" + sentence, language) == facts

TOKYO = Games.from_slug("2020-summer-olympics")


@pytest.mark.parametrize(("language", "sentence", "facts"), [
    ("en", "The Games featured 206 NOCs and the IOC Refugee Olympic Team, with 11,420 athletes in 339 events.",
     [("nations", 206), ("athletes", 11420), ("events", 339)]),
    ("ja", "206の国と地域および難民選手団から約11,000人の選手が参加し、33競技339種目が実施された。",
     [("nations", 206), ("athletes", 11000), ("sports", 33), ("events", 339)]),
    ("zh-Hans", "本届奥运会共有206个国家和地区及难民代表团的11,420名运动员参加，共设33个大项、339个小项。",
     [("nations", 206), ("athletes", 11420), ("sports", 33), ("events", 339)]),
    ("ru", "В Играх приняли участие 11 420 спортсменов из 206 стран и команда беженцев.",
     [("athletes", 11420), ("nations", 206)]),
    # the refugee team is the subject here, and the Russian team there: their counts are theirs
    ("en", "The Refugee Olympic Team had 29 athletes.", []),
    ("en", "Athletes came from 206 nations, and the Russian team of 335 athletes competed as ROC.",
     [("nations", 206)]),
])
def test_a_team_listed_with_the_nations_is_no_subject_of_the_counts(language: str, sentence: str,
                                                                      facts: list) -> None:
    assert _facts("2020 Summer Olympics\n" + sentence, language, TOKYO) == facts



def test_the_host_country_right_after_its_city_is_a_place_not_a_team() -> None:
    page = ("<html><body><table class=\"infobox\"><tr><th>Host city</th><td>Haiyang, China</td></tr>"
            "<tr><td>49 events in 13 sports</td></tr></table>"
            "<p>The 3rd Asian Beach Games was held in Haiyang, China in 2012.</p></body></html>")
    facts = {(f.attribute, f.value) for f in extract(read_bytes(page.encode(), "beach.html")).facts}
    assert {("events", 49), ("sports", 13)} <= facts


@pytest.mark.parametrize("path", sorted((FIXTURES / "no_facts").glob("*.txt")), ids=lambda p: p.stem)
def test_sentences_that_give_no_fact_in_their_own_language(path) -> None:
    title, *lines = path.read_text(encoding="utf-8").splitlines()
    for line in lines:
        sentence = line.partition(": ")[2]
        assert _facts(title + "\n" + sentence, path.stem) == [], line


def test_a_word_of_another_language_gives_no_fact() -> None:
    """Portuguese ``dos`` is "of the", Spanish ``dos`` is two: merged, the grammars read two athletes."""
    text = "Jogos Olímpicos de Verão de 2016\nO desfile dos atletas durou duas horas."
    rio = Games.from_slug("2016-summer-olympics")
    # language unknown, every lexicon's words read "dos atletas" as two athletes: fewer than any Games had
    assert _facts(text, None, rio) == []
    assert _facts(text, "pt", rio) == []
    assert _facts(text, "pt-BR", rio) == []


def test_the_grammar_of_each_language_is_its_own() -> None:
    from podium.extract.fact_grammar import fact_words
    from podium.extract.fact_language import reading_language

    with reading_language("pt"):
        portuguese = set(fact_words().counts["athletes"])
    with reading_language("en"):
        english = set(fact_words().counts["athletes"])
    with reading_language("und"):
        merged = set(fact_words().counts["athletes"])
    assert "atletas" in portuguese and "athletes" not in portuguese
    assert "athletes" in english and "atletas" not in english
    assert portuguese | english <= merged
    assert set(fact_words().counts["athletes"]) == merged  # outside a document: every lexicon's


@pytest.mark.parametrize("path", sorted((FIXTURES / "no_grammar").glob("*.txt")), ids=lambda p: p.stem)
def test_a_language_with_no_grammar_gives_no_fact(path) -> None:
    doc = read_path(path)
    assert doc.language == path.stem
    assert find_facts(doc.text, LONDON, language=doc.language) == ()
    assert extract(doc, LONDON).facts == ()


@pytest.mark.parametrize(("text", "first", "last"), [
    ("2008. augusztus 8–24.", "2008-08-08", "2008-08-24"),
    ("2008. augusztus 8. és 24. között", "2008-08-08", "2008-08-24"),
    ("A játékokat 2008. augusztus 8-tól 24-ig rendezték.", "2008-08-08", "2008-08-24"),
    ("2012. július 27. – augusztus 12.", "2012-07-27", "2012-08-12"),
    ("2012. július 27. és augusztus 12. között", "2012-07-27", "2012-08-12"),
    ("1896. április 6–15.", "1896-04-06", "1896-04-15"),
    ("A megnyitó 2008. augusztus 8-án volt.", "2008-08-08", None),
    ("2008. augusztus 8.", "2008-08-08", None),
])
def test_year_first_dates(text: str, first: str, last: str | None) -> None:
    dates = find_dates(fold(text), 2000)  # the year written wins over the caller's
    assert [(d.first, d.last, d.year_stated) for d in dates] == [(first, last, True)]



def test_a_hungarian_sentence_gives_its_host_city_and_year_first_dates() -> None:
    text = "2008. évi nyári olimpiai játékok\nA játékokat Pekingben rendezték 2008. augusztus 8. és 24. között."
    beijing = Games.from_slug("2008-summer-olympics")
    assert _facts(text, "hu", beijing) == [
        ("host_city", "Beijing"), ("end_date", "2008-08-24"), ("start_date", "2008-08-08")]


@pytest.mark.parametrize(("text", "year", "read"), [
    ("۶ تا ۲۲ مرداد ۱۳۹۱", None, ("2012-07-27", "2012-08-12", True)),  # London 2012
    ("از ۱۸ بهمن تا ۳ اسفند ۱۳۹۲", None, ("2014-02-07", "2014-02-22", True)),  # Sochi 2014
    ("۶ مرداد ۱۳۹۱", None, ("2012-07-27", None, True)),
    ("۱۸ بهمن", 2014, ("2014-02-07", None, False)),  # without its year: the Solar year of the Games' year
    ("۶ تا ۲۲ مرداد", 2012, ("2012-07-27", "2012-08-12", False)),
    ("از ۲۷ ژوئیه تا ۱۲ اوت ۲۰۱۲", None, ("2012-07-27", "2012-08-12", True)),  # Gregorian months in Persian
])
def test_solar_hijri_dates(text: str, year: int | None, read: tuple) -> None:
    from podium.extract.numbers import normalize_digits

    dates = find_dates(normalize_digits(fold(text)), year)
    assert [(d.first, d.last, d.year_stated) for d in dates] == [read]


def test_a_solar_hijri_day_that_does_not_exist_is_no_date() -> None:
    assert find_dates(fold("31 اسفند 1390")) == []  # 1390 is no leap year: Esfand has 29 days


@pytest.mark.parametrize(("text", "slug"), [
    ("The long jump record set in 1968 still stood at the Rio Olympics in 2016.", "2016-summer-olympics"),
    ("Bob Beamon jumped at the 1968 Olympics; in Rio the 2016 Summer Olympics saw none.", "2016-summer-olympics"),
    ("Zimowe Igrzyska Olimpijskie w Soczi. Po raz pierwszy od 1972 roku, w 2014 roku.", "2014-winter-olympics"),
    ("In Sochi, the 2014 Winter Olympics were held 42 years after Sapporo in 1972.", "2014-winter-olympics"),
    ("Les Jeux olympiques de 1952 à Helsinki, quarante ans après Stockholm 1912.", "1952-summer-olympics"),
    ("Rio 2016: at the Olympics, 48 years after Mexico City 1968 hosted the Games.", "2016-summer-olympics"),
    # a city right before a year names other Games, not the place of these
    ("The 2008 Summer Olympics, the Games that followed Athens 2004, were held in Beijing.", "2008-summer-olympics"),
    ("The 2008 Summer Olympics followed Athens 2004.", "2008-summer-olympics"),
])
def test_a_second_year_in_the_text_does_not_choose_the_games(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


def test_the_games_given_are_the_games_the_facts_are_read_for() -> None:
    """``check``/``ingest --games`` (``analyse(doc, games)``): a text that names no year has its
    dates read in the year given."""
    from podium.analysis import analyse

    text = "Olympic Games\nThe Games were held from 6 to 22 February. They had 2,871 athletes from 88 nations.\n"
    doc = read_bytes(text.encode(), "sochi.txt")
    assert {f.attribute for f in extract(doc).facts} == {"athletes", "nations"}
    sochi = Games.from_slug("2014-winter-olympics")
    read = [("end_date", "2014-02-22"), ("start_date", "2014-02-06"), ("athletes", 2871), ("nations", 88)]
    assert [(f.attribute, f.value) for f in extract(doc, sochi).facts] == read
    analysis = analyse(doc, sochi)
    assert analysis.games == sochi and extract(doc, sochi).games is None  # the text itself names none
    assert [(f.attribute, f.value) for f in analysis.facts] == read


MILANO_CORTINA = Games.from_slug("2026-winter-olympics")


@pytest.mark.parametrize(("text", "language", "facts"), [
    # a sentence or clause that names only another kind's Games says nothing of these
    ("The 2026 Winter Olympics will be held from 6 to 22 February 2026. "
     "The Winter Paralympics will follow from 6 to 15 March 2026.", "en",
     [("start_date", "2026-02-06"), ("end_date", "2026-02-22")]),
    ("The 2026 Winter Olympics run from 6 to 22 February 2026, the Winter Paralympics from 6 to 15 March 2026.", "en",
     [("start_date", "2026-02-06"), ("end_date", "2026-02-22")]),
    ("Les Jeux paralympiques d'hiver auront lieu du 6 au 15 mars 2026.", "fr", []),
    # one nation's roster, wherever the sentence starts
    ("On Sunday the United States roster of 631 athletes at the 2023 Pan American Games finished on top.", "en", []),
])
def test_facts_of_another_kind_or_of_a_team_are_not_these_games(text: str, language: str, facts: list) -> None:
    games = MILANO_CORTINA if "2026" in text else Games.from_slug("2023-pan-american-games")
    assert sorted(_facts(text, language, games)) == sorted(facts)


def test_two_numbers_far_apart_are_no_range() -> None:
    # a list of figures ("113 - 6,500 athletes from 113 countries"): 6,500 athletes and 113 nations
    text = "113 - 6,500 athletes from 113 countries and regions will take part in the Games in Chengdu."
    assert sorted(_facts(text, "en", Games.from_slug("2021-summer-universiade"))) == [
        ("athletes", 6500), ("nations", 113)]
    near = [f for f in find_facts("Between 6,400 and 6,500 athletes took part.", LONDON, language="en")]
    assert [(f.attribute, f.value, f.qualifier) for f in near] == [("athletes", 6400, "range:6400-6500")]


@pytest.mark.parametrize(("text", "language", "slug", "facts"), [
    # "the same athlete", "counted once": a count of one is no Games' (a Games has two or more)
    ("第20届亚运会。同一选手兼项时只计一次。", "zh-Hans", "2026-asian-games", [("edition", 20)]),
    ("There was a single event for women in 1900.", "en", "1900-summer-olympics", []),
    # Italian's article is no first edition of Games that were not the first
    ("I Giochi invernali 2026 si terranno principalmente a Milano e Cortina.", "it", "2026-winter-olympics", []),
    ("I Giochi olimpici invernali furono disputati a Chamonix nel 1924.", "it", "1924-winter-olympics",
     [("edition", 1), ("host_city", "Chamonix")]),
])
def test_a_one_that_is_no_count_and_an_article_that_is_no_edition(text: str, language: str, slug: str,
                                                                    facts: list) -> None:
    assert sorted(_facts(text, language, Games.from_slug(slug))) == sorted(facts)


def test_a_postponed_games_dates_are_of_the_year_they_were_held() -> None:
    text = "The Tokyo Paralympics were held August 24 to September 5."
    assert sorted(_facts(text, "en", Games.from_slug("2020-summer-paralympics"))) == [
        ("end_date", "2021-09-05"), ("host_city", "Tokyo"), ("start_date", "2021-08-24")]


def test_the_first_of_something_is_no_first_edition() -> None:
    text = "2024年巴黎奥运会，即第33届夏季奥林匹克运动会。这将是第一届男女比例完全平衡的奥运会。"
    assert _facts(text, "zh-Hans", Games.from_slug("2024-summer-olympics")) == [("edition", 33)]


@pytest.mark.parametrize(("text", "language", "slug", "dates"), [
    # each date by the opening or closing word nearest it
    ("2024年巴黎奥运会于2024年7月26日开幕，8月11日闭幕。", "zh-Hans", "2024-summer-olympics",
     [("end_date", "2024-08-11"), ("start_date", "2024-07-26")]),
    ("Los XIV Juegos Panamericanos de 2003 se inauguran el viernes en Santo Domingo y continuarán hasta el próximo "
     "17 de agosto.", "es", "2003-pan-american-games", [("end_date", "2003-08-17")]),
    ("Los Juegos Panamericanos Santiago 2023 se disputan desde el 20 de octubre y culminarán el próximo 5 de "
     "noviembre.", "es", "2023-pan-american-games", [("end_date", "2023-11-05"), ("start_date", "2023-10-20")]),
])
def test_dates_by_the_words_beside_them(text: str, language: str, slug: str, dates: list) -> None:
    facts = _facts(text, language, Games.from_slug(slug))
    assert sorted(f for f in facts if f[0].endswith("_date")) == dates


@pytest.mark.parametrize(("text", "language", "slug", "facts"), [
    ("Los Juegos Panamericanos de Lima 2019 reúnen a 6 mil 700 atletas de 41 países.", "es",
     "2019-pan-american-games", [("athletes", 6700), ("host_city", "Lima"), ("nations", 41)]),
    ("Os Jogos Pan-Americanos de Lima 2019 reúnem 8 mil atletas.", "pt", "2019-pan-american-games",
     [("athletes", 8000), ("host_city", "Lima")]),
])
def test_thousands_written_in_words(text: str, language: str, slug: str, facts: list) -> None:
    assert sorted(_facts(text, language, Games.from_slug(slug))) == facts


@pytest.mark.parametrize(("text", "slug", "facts"), [
    ("Sixteen nations made their first Olympic appearance in Tokyo.", "1964-summer-olympics", [("debut_nations", 16)]),
    ("A record 55 nations sent 2,826 athletes and officials to Auckland.", "1990-commonwealth-games",
     [("nations", 55)]),
    ("Number of athletes: 5151\nNumber of events: 163\nParticipating NOCs: 93\nNumber of sports: 19",
     "1964-summer-olympics", [("athletes", 5151), ("events", 163), ("nations", 93), ("sports", 19)]),
    ("A total of 46 nations were represented at the Amsterdam Games.", "1928-summer-olympics", [("nations", 46)]),
    ("Medals won by the top-10 countries at the 2024 Olympics.", "2024-summer-olympics", []),
])
def test_counts_an_encyclopedia_gives_and_those_it_does_not(text: str, slug: str, facts: list) -> None:
    found = [f for f in _facts(text, "en", Games.from_slug(slug)) if f[0] != "host_city"]
    assert sorted(found) == sorted(facts)


@pytest.mark.parametrize(("language", "text", "facts"), [
    ("fr", "Les Deaflympics reviennent du 1er au 15 mai 2022 à Caxias do Sul, pour une 24e édition d'été "
           "initialement prévue du 5 au 21 décembre 2021 mais reportée.",
     [("start_date", "2022-05-01"), ("end_date", "2022-05-15")]),
    ("en", "The Games, originally scheduled for 24 July to 9 August 2020, were held from 23 July to 8 August 2021.",
     [("start_date", "2021-07-23"), ("end_date", "2021-08-08")]),
    ("de", "Die Spiele, ursprünglich geplant vom 24. Juli bis 9. August 2020, fanden vom 23. Juli bis 8. August 2021 statt.",
     [("start_date", "2021-07-23"), ("end_date", "2021-08-08")]),
])
def test_the_dates_a_games_was_planned_for_are_not_its_dates(language: str, text: str, facts: list) -> None:
    games = Games.from_slug("2021-summer-deaflympics" if language == "fr" else "2020-summer-olympics")
    found = [(a, v) for a, v in _facts(text, language, games) if a in ("start_date", "end_date")]
    assert sorted(found) == sorted(facts)


@pytest.mark.parametrize(("language", "sentence", "facts"), [
    ("en", "About 96 countries did not win any medal.", []),
    ("en", "Egypt stays on top following the gap between the two countries.", []),
    ("en", "Australia, which won four events on the last day, stayed in front.", []),
    ("en", "Athletes from a record 83 countries and regions reached the podium.", [("medal_nations", 83)]),
    ("en", "In all, 63 countries earned at least one medal.", [("medal_nations", 63)]),
    ("pt", "Cerca de 96 países não conquistaram nenhuma medalha.", []),
    ("zh-Hans", "共有29个国家和地区体育代表团获得金牌。", []),
    ("ja", "金メダルを獲得したのは29の国と地域だった。", []),
])
def test_a_count_of_some_of_the_nations_is_not_their_number(language: str, sentence: str, facts: list) -> None:
    assert _facts("2024 Summer Paralympics\n" + sentence, language, Games.from_slug("2024-summer-paralympics")) == facts


def test_a_nations_medals_at_another_edition_named_by_its_host_and_year_are_not_these_games() -> None:
    text = ("Tokyo 2020 Olympics: Team GB finish fourth\n\nBritain won 65 medals: 22 gold, 21 silver and 22 bronze.\n"
            "In Rio in 2016, Britain won 67 medals: 27 gold, 23 silver and 17 bronze.\n")
    facts = [(f.subject, f.attribute, f.value) for f in find_facts(text, TOKYO, language="en")
             if f.attribute in ("gold", "silver", "bronze", "total")]
    assert sorted(facts) == [("Britain", "bronze", 22), ("Britain", "gold", 22), ("Britain", "silver", 21),
                             ("Britain", "total", 65)]


@pytest.mark.parametrize(("sentence", "facts"), [
    ("2026 Sports Briefing: Milano Cortina 2026", []),  # a year is no count of sports
    ("The 2002 Asian Games had 9,919 athletes in 419 events.", [("athletes", 9919), ("events", 419)]),
])
def test_a_count_above_the_most_any_games_had_is_no_count(sentence: str, facts: list) -> None:
    found = [(a, v) for a, v in _facts("2002 Asian Games\n" + sentence, "en", Games.from_slug("2002-asian-games"))
             if a in ("athletes", "events", "sports", "nations")]
    assert found == facts


def test_a_country_after_the_host_and_a_sentence_is_no_host_country() -> None:
    text = "Paralimpíada de Tóquio 2020 termina com o Brasil em 7º lugar\n"
    facts = _facts(text, "pt", Games.from_slug("2020-summer-paralympics"))
    assert ("host_city", "Tokyo") in facts and not [f for f in facts if f[0] == "host_country"]


@pytest.mark.parametrize(("language", "sentence"), [
    ("it", "Erano accreditati 1.200 giornalisti provenienti da 53 paesi."),
    ("en", "Some 2,000 journalists from 53 countries covered the Games."),
])
def test_the_journalists_countries_are_not_the_games_nations(language: str, sentence: str) -> None:
    assert _facts("2019 Summer Universiade\n" + sentence, language, Games.from_slug("2019-summer-universiade")) == []


def test_the_games_own_host_named_with_its_earlier_editions_is_still_theirs() -> None:
    text = ("Paris 2024 Olympic Games\nThe Paris 2024 Olympic Games will be the third time the city has hosted the "
            "Summer Olympics, after 1900 and 1924, from July 26 to August 11, 2024.\n")
    facts = _facts(text, "en", Games.from_slug("2024-summer-olympics"))
    assert ("start_date", "2024-07-26") in facts and ("end_date", "2024-08-11") in facts


def test_each_nations_total_and_colours_in_brackets_in_a_sentence() -> None:
    # Buenos Aires 2018 (public results)
    text = ("2018 Summer Youth Olympics\nRussia topped the table. Japan followed with 39 (15-12-12), China with 36 "
            "(18-9-9), Argentina with 26 (11 -6-9) and Hungary with 24 (12-7-5).\n"
            "The final ended 3 (1-1-0) after extra time.\n")
    facts = find_facts(text, Games.from_slug("2018-summer-youth-olympics"), language="en")
    assert [(f.subject, f.attribute, f.value) for f in facts if f.attribute in ("gold", "total")] == [
        ("Japan", "total", 39), ("Japan", "gold", 15), ("China", "total", 36), ("China", "gold", 18),
        ("Argentina", "total", 26), ("Argentina", "gold", 11), ("Hungary", "total", 24), ("Hungary", "gold", 12)]
