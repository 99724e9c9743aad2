"""Facts from infoboxes and prose (issue 5): the fixture corpus and the bundled seeds.

``tests/fixtures/facts/<lang>/<name>.txt`` are short documents about real Games, written from
public facts; ``<name>.json`` beside each holds its golden reading: the Games, every fact
(line, attribute, value, qualifier, and the NOC for a nation's fact) and every finding. Regenerate with
``PODIUM_UPDATE_GOLDEN=1 pytest tests/extract/test_facts.py`` and review each changed line.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from podium.analysis import SourceAnalysis, analyse
from podium.readers import read_bytes, read_path
from tests.conftest import FIXTURES, SEEDS

CORPUS = FIXTURES / "facts"
DOCUMENTS = sorted(CORPUS.glob("*/*.txt"))
LANGUAGES = ("en", "zh-Hans", "zh-Hant", "ru", "de", "fr", "es", "it", "pt", "pl", "ja", "ko")
#: the languages added with their fact grammars since (tests/extract/test_languages.py reads them too)
ADDED = ("ar", "bg", "ca", "cs", "da", "el", "fa", "fi", "he", "hi", "hr", "hu", "id", "ms", "nb", "nl", "ro",
         "sk", "sr", "sv", "th", "tr", "uk", "vi")


def reading(analysis: SourceAnalysis) -> dict:
    return {
        "games": analysis.games.slug,
        "facts": [[f.line, f.attribute, f.value, f.qualifier] + ([] if f.subject == "games" else [f.subject])
                  for f in analysis.facts],
        "findings": [[f.code, f.severity.value, f.line, f.subject, f.attribute, f.expected, f.actual]
                     for f in analysis.findings],
    }


def golden_text(data: dict) -> str:
    lines = [f' "games": {json.dumps(data["games"])}']
    for key in ("facts", "findings"):
        items = ",\n".join("  " + json.dumps(v, ensure_ascii=False) for v in data[key])
        lines.append(f' "{key}": [\n{items}\n ]' if items else f' "{key}": []')
    return "{\n" + ",\n".join(lines) + "\n}\n"


def test_the_corpus_has_30_documents_in_12_languages_and_one_in_each_added_language() -> None:
    assert len(DOCUMENTS) >= 30 + len(ADDED)
    assert {p.parent.name for p in DOCUMENTS} == set(LANGUAGES) | set(ADDED)
    assert all(len([p for p in DOCUMENTS if p.parent.name == lang]) >= 2 for lang in LANGUAGES)


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_document_reads_exactly_as_its_golden_file(path: Path) -> None:
    got = reading(analyse(read_path(path)))
    golden = path.with_suffix(".json")
    if os.environ.get("PODIUM_UPDATE_GOLDEN"):
        golden.write_text(golden_text(got), encoding="utf-8")
    assert got == json.loads(golden.read_text(encoding="utf-8"))


def test_every_fact_points_at_its_text() -> None:
    for path in DOCUMENTS + list(SEEDS.values()):
        analysis = analyse(read_path(path))
        lines = analysis.document.text.split("\n")
        for fact in analysis.facts:
            assert fact.text in lines[fact.line - 1], (path.name, fact)
            assert 0 <= fact.span.start < fact.span.end <= len(analysis.document.text)


def _facts(lang: str) -> list[tuple]:
    return [(f.line, f.attribute, f.value, f.qualifier) for f in analyse(read_path(SEEDS[lang])).facts]


def test_zh_hant_seed_facts() -> None:
    assert _facts("zh-Hant") == [
        (3, "edition", 12, None),
        (4, "host_country", "Greece", None), (4, "host_city", "Athens", None),
        (6, "nations", 136, None),
        (7, "athletes", 3806, None),
        (8, "sports", 19, None), (8, "events", 519, None),
        (9, "start_date", "2004-09-17", None),
        (10, "end_date", "2004-09-28", None),
        (11, "opened_by", "Costis Stephanopoulos", None),
        (12, "stadium", "雅典奥林匹克体育场", None),
        (18, "end_date", "2004-09-28", None), (18, "start_date", "2004-09-17", None),
        (18, "host_country", "Greece", None), (18, "host_city", "Athens", None),
        (18, "sports", 19, None), (18, "events", 162, None), (18, "nations", 136, None),
        (18, "athletes", 3806, None),
    ]


def test_zh_hans_seed_facts() -> None:
    assert _facts("zh-Hans") == [
        (1, "edition", 12, None), (1, "end_date", "2004-09-28", None), (1, "start_date", "2004-09-17", None),
        (1, "host_country", "Greece", None), (1, "host_city", "Athens", None),
        (1, "sports", 19, None), (1, "events", 162, None), (1, "nations", 144, None), (1, "athletes", 3969, None),
        (1, "athletes_women", 1160, None),  # not 31 (the percentage beside it)
        (2, "nations", 144, None), (2, "athletes", 3969, None), (2, "sports", 19, None), (2, "events", 162, None),
        (2, "end_date", "2004-09-28", None), (2, "start_date", "2004-09-17", None),
        (3, "start_date", "2004-09-17", None), (3, "host_country", "Greece", None), (3, "host_city", "Athens", None),
        (3, "opened_by", "Costis Stephanopoulos", None),
        (4, "nations", 136, None), (4, "debut_nations", 17, None), (4, "medal_nations", 73, None),
        (5, "athletes", 3806, None),  # not the 2200 officials
        (6, "sports", 19, None),  # not "2008年残奥会的东道主共赢得了141枚奖牌" (another Games' host)
        # nothing from TV audiences (line 8), tickets and volunteers (line 9), doping (line 11)
    ]


def test_ru_seed_facts_and_nothing_for_the_empty_line() -> None:
    assert _facts("ru") == [
        (1, "edition", 12, None), (1, "host_city", "Athens", None), (1, "host_country", "Greece", None),
        (1, "end_date", "2004-09-28", None), (1, "start_date", "2004-09-17", None),
        (2, "nations", 144, None), (3, "athletes", 3969, None), (4, "sports", 19, None),
        # line 5, "- соревнования:", has no value: no events fact
    ]


@pytest.mark.parametrize("text", [
    "2004年雅典残奥会\n本届比赛共售出大约85万张门票，远远超过了原来40万张门票的期望。",
    "2004年雅典残奥会\n在25个国家，总共播出了617小时的残奥会比赛节目，观众人数也创下记录。",
    "2004年雅典残奥会\n本届残奥会也得到了总共8863名志愿人员的帮助。",
    "2004年雅典残奥会\n2008年残奥会的东道主共有150个国家和地区的4000名运动员参赛。",
    "2004 Summer Paralympics\nThe Sydney 2000 Games had 122 nations and 3,881 athletes.",
    "2004 Summer Paralympics\nMore than 850,000 tickets were sold to 136 nations' fans.",
    "2004 Summer Paralympics\nThe 2008 host sent 332 athletes.",
    "Летние Паралимпийские игры 2004\nЛетние Олимпийские игры 2008 года прошли в Пекине, 204 страны.",
    "Letnie Igrzyska Olimpijskie 2004\nPoprzednie igrzyska odbyły się w Sydney, 199 państw.",
])
def test_numbers_that_are_not_facts_about_these_games(text: str) -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    games = identify_games(text)
    assert games is not None and games.year == 2004
    assert find_facts(text, games) == ()


def test_the_olympics_of_the_same_year_do_not_move_paralympic_facts() -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    text = "2004年雅典残奥会\n2004年雅典奥运会共有201个国家和地区的10625名运动员参赛。\n2004年雅典残奥会共有136个国家和地区参赛。"
    games = identify_games(text)
    assert games is not None and games.slug == "2004-summer-paralympics"
    assert [(f.line, f.attribute, f.value) for f in find_facts(text, games)] == [(3, "nations", 136)]
    english = ("2004 Summer Paralympics\nThe 2004 Summer Olympics were held in Athens with 201 nations.\n"
               "The opening ceremony on 17 September 2004 at the Olympic Stadium welcomed 136 nations.")
    assert [(f.line, f.attribute, f.value) for f in find_facts(english, games)] == [
        (3, "start_date", "2004-09-17"), (3, "nations", 136)]


@pytest.mark.parametrize("text", [
    "2004年アテネパラリンピック\nイギリスは金メダル35個、銀メダル30個を獲得した。",
    "2004年アテネパラリンピック\n2008年北京パラリンピックでは、中国は金メダル89個、銀メダル70個、銅メダル52個を獲得した。",
    "2004년 아테네 하계 패럴림픽\n영국은 금메달 35개, 은메달 30개를 획득했다.",
    "2004년 아테네 하계 패럴림픽\n2008년 베이징 패럴림픽에서 중국은 금메달 89개, 은메달 70개, 동메달 52개를 획득했다.",
])
def test_a_nations_medals_need_all_three_colours_and_these_games(text: str) -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    assert find_facts(text, identify_games(text)) == ()


@pytest.mark.parametrize(("text", "subject", "medals"), [
    ("2004 Summer Paralympics\nAustria won 23 medals: 8 gold, 11 silver and 4 bronze.",
     "Austria", [23, 8, 11, 4]),  # not "ustria": the "a" of Austria is no article
    ("2004年アテネパラリンピック\n金メダル24個、銀メダル12個、銅メダル19個を獲得したウクライナが6位に入った。",
     "ウクライナ", [24, 12, 19]),
    ("2004년 아테네 하계 패럴림픽\n금메달 11개, 은메달 11개, 동메달 6개를 획득한 대한민국은 16위에 올랐다.",
     "대한민국", [11, 11, 6]),
    ("2004년 아테네 하계 패럴림픽\n금메달 4개, 은메달 8개, 동메달 7개를 획득한 이탈리아는 31위였다.",
     "이탈리아", [4, 8, 7]),  # the 이 of 이탈리아 is no marker: a marker ends a word
    ("2020年東京オリンピック\n日本が獲得したメダルは金メダル27個、銀メダル14個、銅メダル17個だった。",
     "日本", [27, 14, 17]),
    # the press's other verbs, the nation before them and the medals many words after
    ("2012 Summer Olympics\nGreat Britain finished the Games third in the medal table with 29 gold, 17 silver "
     "and 19 bronze medals.", "Great Britain", [29, 17, 19]),
    ("2012 Summer Olympics\nAt the Games, Great Britain collected 65 medals (29 gold, 17 silver, 19 bronze).",
     "Great Britain", [65, 29, 17, 19]),
    ("2016 Summer Olympics\nThe United States claimed 121 medals: 46 gold, 37 silver and 38 bronze.",
     "United States", [121, 46, 37, 38]),  # the article is not the nation
    # the medals named between a colour's number and its colour, as Romance languages write them
    ("Jeux olympiques d'été de 2020\nLa France a remporté 33 médailles : 10 médailles d'or, 12 d'argent et "
     "11 de bronze.", "France", [33, 10, 12, 11]),
    ("Jeux olympiques d'été de 2020\nLa France a remporté 10 en or, 12 en argent et 11 en bronze.",
     "France", [10, 12, 11]),
    ("Juegos Olímpicos de Verano de 2020\nEspaña ganó 17 medallas: 3 medallas de oro, 8 de plata y 6 de bronce.",
     "España", [17, 3, 8, 6]),
])
def test_the_nation_is_read_before_its_verb_or_marker_or_after_its_attributive_verb(
        text: str, subject: str, medals: list[int]) -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    facts = find_facts(text, identify_games(text))
    assert {f.subject for f in facts} == {subject}
    assert [f.value for f in facts] == medals


@pytest.mark.parametrize("text", [
    "2020 Summer Olympics\nThe United States won 30 medals in swimming: 11 gold, 10 silver and 9 bronze.",
    "2020年东京奥运会\n美国队在游泳项目上获得30枚奖牌，其中11枚金牌、10枚银牌和9枚铜牌。",
    "2020年東京オリンピック\nアメリカは競泳で金メダル11個、銀メダル10個、銅メダル9個を獲得した。",
    "2020 Summer Olympics\nThe United States finished the swimming programme with 11 gold, 10 silver and 9 bronze.",
])
def test_a_nations_medals_in_one_sport_are_no_fact_about_the_nation(text: str) -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    assert find_facts(text, identify_games(text)) == ()


def test_a_sport_named_in_the_next_sentence_leaves_the_nations_medals_alone() -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    text = ("2020年東京オリンピック\nアメリカは金メダル39個、銀メダル41個、銅メダル33個を獲得した。"
            "競泳では金メダル11個、銀メダル10個、銅メダル9個だった。")
    assert [(f.attribute, f.value, f.subject) for f in find_facts(text, identify_games(text))] == [
        ("gold", 39, "アメリカ"), ("silver", 41, "アメリカ"), ("bronze", 33, "アメリカ")]


def test_one_nations_gold_is_never_joined_to_anothers_bronze() -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    text = ("2004年アテネパラリンピック\n"
            "イギリスは金メダル35個、銀メダル30個を獲得し、カナダは金メダル28個、銀メダル19個、銅メダル25個を獲得した。")
    assert [(f.attribute, f.value, f.subject) for f in find_facts(text, identify_games(text))] == [
        ("gold", 28, "カナダ"), ("silver", 19, "カナダ"), ("bronze", 25, "カナダ")]


# Korean particles come in pairs: 은 and 이 follow a syllable that ends in a consonant (대한민국은),
# 는 and 가 one that ends in a vowel (캐나다는). Names that end in 이 or 가 (우루과이, 파라과이,
# 노르웨이, 브루나이, 통가) keep it: the wrong one of a pair is the name's own end.
@pytest.mark.parametrize(("body", "subject"), [
    ("우루과이가 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.", "우루과이"),
    ("파라과이는 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.", "파라과이"),
    ("통가가 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.", "통가"),
    ("통가는 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.", "통가"),
    ("대한민국이 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.", "대한민국"),  # a particle still goes
    ("캐나다가 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.", "캐나다"),
    ("금메달 1개, 은메달 2개, 동메달 3개를 획득한 노르웨이가 12위에 올랐다.", "노르웨이"),
])
def test_a_korean_name_ending_in_i_or_ga_keeps_it(body: str, subject: str) -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    text = "2004년 아테네 하계 패럴림픽\n" + body
    assert [(f.attribute, f.value, f.subject) for f in find_facts(text, identify_games(text))] == [
        ("gold", 1, subject), ("silver", 2, subject), ("bronze", 3, subject)]


@pytest.mark.parametrize("body", [
    # no particle after the name: its last syllable is no marker (not 우루과, 통, 노르웨)
    "우루과이 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.",
    "통가 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.",
    "브루나이 금메달 1개, 은메달 2개, 동메달 3개를 획득했다.",
])
def test_a_korean_name_without_a_particle_is_never_cut_short(body: str) -> None:
    from podium.extract.facts import find_facts
    from podium.extract.games import identify_games

    text = "2004년 아테네 하계 패럴림픽\n" + body
    assert find_facts(text, identify_games(text)) == ()


def test_korean_table_rows_keep_names_that_end_in_i_or_ga() -> None:
    from podium.extract import extract
    from podium.readers import read_bytes

    text = ("2004년 아테네 하계 패럴림픽 메달 순위\n\n순위 국가 금 은 동 합계\n1 중국 63 46 32 141\n"
            "2 우루과이 12 3 4 19\n3 통가 1 1 1 3\n4 파라과이 1 0 0 1\n")
    (table,) = extract(read_bytes(text.encode(), "ko.txt")).tables
    assert [(r.mention, r.gold, r.total) for r in table.rows] == [
        ("중국", 63, 141), ("우루과이", 12, 19), ("통가", 1, 3), ("파라과이", 1, 1)]


# -- issue 18: facts that are true ---------------------------------------------------------

def _read(text: str, slug: str) -> list[tuple]:
    from podium.extract.facts import find_facts
    from podium.model import Games

    return [(f.attribute, f.value, f.qualifier) for f in find_facts(text, Games.from_slug(slug))]


@pytest.mark.parametrize(("slug", "text", "facts"), [
    # a losing candidate, the city of an IOC session, another Games' host: not the host
    ("1936-summer-olympics", "The Games were held in Berlin; Barcelona was a candidate.", [("host_city", "Berlin", None)]),
    ("1952-summer-olympics", "Helsinki was chosen in 1947, the Games were held in Stockholm's rival city.", []),
    ("2012-summer-olympics", "The Games were held in Paris, the runner-up, in spirit.", []),
    # a city whose name goes on is a place in it, not the host
    ("2022-winter-olympics", "The curling competitions were held at the Beijing National Aquatics Centre.", []),
    ("1972-summer-olympics", "1972 fanden in München Olympische Sommerspiele statt.", [("host_city", "Munich", None)]),
    # the Games' short name of two hosts: no longer name of the first, each the host
    ("2026-winter-olympics", "Milano Cortina 2026 medal count",
     [("host_city", "Milan", None), ("host_city", "Cortina d'Ampezzo", None)]),
])
def test_only_the_catalogues_host_is_the_host(slug: str, text: str, facts: list[tuple]) -> None:
    assert _read(text, slug) == facts


@pytest.mark.parametrize(("slug", "text", "facts"), [
    ("2012-summer-olympics", "Thirty-two nations made their debut.", [("debut_nations", 32, None)]),
    ("2012-summer-olympics", "Total (85 NOCs)", [("medal_nations", 85, None)]),
    ("2012-summer-olympics", "Between 10,500 and 10,600 athletes took part.", [("athletes", 10500, "range:10500-10600")]),
    ("2012-summer-olympics", "Die Spiele hatten 10.000 bis 11.000 Athleten.", [("athletes", 10000, "range:10000-11000")]),
    ("2012-summer-olympics", "93 und 96 Nationen", [("nations", 96, None)]),  # "und" alone makes no range
    ("2012-summer-olympics", "Rund 11.000 Athleten nahmen teil.", [("athletes", 11000, "approx")]),
    ("2011-southeast-asian-games", "Thailand at the 26th Southeast Asian Games", [("edition", 26, None)]),
    ("2004-summer-paralympics", "Les XIIes Jeux paralympiques d'été.", [("edition", 12, None)]),
    ("1964-winter-olympics", "Les Jeux d'hiver de 1964 ont réuni 36 nations.", [("nations", 36, None)]),  # "Les" is no L
    # Italian's article "I" before the numeral is no I
    ("2026-mediterranean-games", "I XX Giochi del Mediterraneo si sono svolti a Taranto.",
     [("edition", 20, None), ("host_city", "Taranto", None)]),
    ("2001-mediterranean-games", "I XIV Giochi del Mediterraneo.", [("edition", 14, None)]),
    ("2002-winter-olympics", "XIX Olympic Winter Games", [("edition", 19, None)]),
    ("2012-summer-olympics", "Team GB sent 541 athletes.", []),
    ("2012-summer-olympics", "The men's 100 metres final had 84 athletes from 64 nations.", []),
    ("2012-summer-olympics", "See http://example.org/sports/26/events=302 for more.", []),
    ("1972-summer-olympics", "On September 5 and 6, in the Munich massacre, 11 members were taken hostage.", []),
    ("1972-summer-olympics", "Israel competed at the Games, which began on August 26.", [("start_date", "1972-08-26", None)]),
    # some of the nations, not how many there were
    ("2014-commonwealth-games", "The ten nations with the most gold medals are shown below.", []),
    ("2014-commonwealth-games", "The top 10 nations by gold medals; 71 nations took part.", [("nations", 71, None)]),
    ("2014-commonwealth-games", "Die ersten zehn Nationen des Medaillenspiegels.", []),
    ("2014-commonwealth-games", "Первые десять стран медального зачёта.", []),
    # Games held in several cities: each host said
    ("2026-winter-olympics", "The Games were held in Milan and Cortina d'Ampezzo.",
     [("host_city", "Milan", None), ("host_city", "Cortina d'Ampezzo", None)]),
    ("2018-asian-games", "Die Asienspiele fanden in Jakarta und Palembang statt.",
     [("host_city", "Jakarta", None), ("host_city", "Palembang", None)]),
    ("2008-summer-olympics", "The Games were held in Beijing and Hong Kong.", [("host_city", "Beijing", None)]),
    ("2020-summer-olympics", "Oyunlara 206 ülkeden 11.420 sporcu katıldı ve 33 sporda 339 etkinlik düzenlendi.",
     [("nations", 206, None), ("athletes", 11420, None), ("sports", 33, None), ("events", 339, None)]),
])
def test_what_a_sentence_says_of_the_games_and_what_it_does_not(slug: str, text: str, facts: list[tuple]) -> None:
    assert _read(text, slug) == facts


def test_each_fact_keeps_the_words_that_made_it() -> None:
    from podium.extract.facts import find_facts
    from podium.model import Games

    text = ("Nations participating: 108\n"
            "The 2011 Military World Games took place in Rio de Janeiro, with about 4,900 athletes.")
    facts = find_facts(text, Games.from_slug("2011-military-world-games"))
    assert [(f.attribute, f.words, f.extractor) for f in facts] == [
        ("nations", "Nations participating: 108", "facts.label"),
        ("host_city", "took place in Rio de Janeiro", "facts.city"),
        ("athletes", "about 4,900 athletes", "facts.count"),
    ]


def test_a_sport_pages_host_from_its_navigation_box_title() -> None:
    from podium.extract import extract
    from podium.readers import read_bytes

    page = ("<html><head><title>Boxing at the 1952 Summer Olympics</title></head><body>"
            "<h1>Boxing at the 1952 Summer Olympics</h1>\n"
            "<p>Boxing at the 1952 Summer Olympics took place at the Messuhalli.</p>\n"
            '<table class="navbox"><tr><th class="navbox-title"><div class="navbar"><ul><li>v</li><li>t</li></ul></div>\n'
            '<div><a href="/wiki/Category:Events">Events</a> at the <a href="/wiki/1952_Summer_Olympics">1952 Summer '
            'Olympics</a> (<a href="/wiki/Helsinki">Helsinki</a>)</div></th></tr>\n'
            "<tr><td><ul><li>Athletics</li><li>Boxing</li></ul></td></tr></table></body></html>\n")
    facts = extract(read_bytes(page.encode(), "boxing-1952.html")).facts
    assert [(f.attribute, f.value, f.words) for f in facts] == [
        ("host_city", "Helsinki", "Olympics ( Helsinki")]


def test_a_sport_infobox_gives_no_games_fact_and_a_games_infobox_does() -> None:
    from podium.extract.infoboxes import infobox_of_another_subject, other_infobox_lines

    assert [infobox_of_another_subject(n) for n in (
        "Infobox Olympic Cycling", "Infobox Olympic event", "Infobox country at games", "Infobox Olympic games",
        "Infobox multi-sport event", "Infobox Olympische Spiele", "Карточка Олимпийских игр",
        "Infobox Jeux olympiques")] == [True, True, True, False, False, False, False, False]
    lines = ["{{Infobox Olympic Cycling", "|nations = 66", "|flag = {{flagicon|GBR}}", "}}", "|nations = 204"]
    assert other_infobox_lines(lines) == frozenset({1, 2, 3, 4})


def test_a_language_without_a_fact_grammar_gives_no_facts_rather_than_guesses() -> None:
    from podium.extract.fact_grammar import has_fact_grammar
    from podium.extract.facts import find_facts
    from podium.model import Games

    assert [has_fact_grammar(x) for x in ("en", "zh-Hans", "pt-BR", "no", "und", None, "sw", "lt")] == [
        True, True, True, True, True, True, False, False]
    text = "Michezo hii ilikuwa na wanariadha 10,568 kutoka nchi 204 in London."
    assert find_facts(text, Games.from_slug("2012-summer-olympics"), language="sw") == ()


def test_a_fact_in_another_games_section_of_a_file_of_several_games_is_not_these_games() -> None:
    from podium.extract import extract
    from podium.readers import read_path

    extraction = extract(read_path(FIXTURES / "facts" / "en" / "summer-olympics-2000-2004-sections.txt"))
    assert [(f.attribute, f.value, f.line) for f in extraction.facts] == [("host_city", "Sydney", 4)]


def test_a_table_title_that_names_the_games_says_their_host_and_a_counting_one_says_nothing() -> None:
    from podium.extract import extract
    from podium.readers import read_bytes

    def page(title: str) -> bytes:
        rows = "".join(f"<tr><td>{i}</td><td>{n}</td><td>{g}</td><td>1</td><td>1</td><td>{g + 2}</td></tr>\n"
                       for i, (n, g) in enumerate((("USA", 46), ("GBR", 27), ("CHN", 26)), start=1))
        return (f'<html lang="fr"><head><title>Classement JO 2016</title></head><body><table>\n<thead><th colspan="6">{title}</th></thead>\n'
                "<tr><th></th><th>Pays</th><th>Or</th><th>Argent</th><th>Bronze</th><th>Total</th></tr>\n"
                f"{rows}</table></body></html>\n").encode()

    said = extract(read_bytes(page("Jeux Olympiques de Rio 2016"), "rio.html")).facts
    assert [(f.attribute, f.value, f.line) for f in said] == [("host_city", "Rio de Janeiro", 2)]
    counted = extract(read_bytes(page("Top 10 des 87 nations, Jeux Olympiques de Rio 2016"), "rio.html")).facts
    assert counted == ()


GLASGOW_PAGE = """<html><head><title>2014 Commonwealth Games</title></head><body>
<table class="infobox">
<tr><th>Host city</th><td>Glasgow, Scotland</td></tr>
<tr><th>Nations</th><td>71</td></tr>
<tr><th>Athletes</th><td>4,947</td></tr>
<tr><th>Events</th><td>261 in 17 sports</td></tr>
<tr><th>Opening</th><td>23 July 2014</td></tr>
<tr><th>Closing</th><td>3 August 2014</td></tr>
</table>
<p>The Games were held in Glasgow.</p>
<table class="wikitable">
<tr><th>Rank</th><th>Nation</th><th>Gold</th><th>Silver</th><th>Bronze</th><th>Total</th></tr>
<tr><td>1</td><td>England</td><td>58</td><td>59</td><td>57</td><td>174</td></tr>
<tr><td>2</td><td>Australia</td><td>49</td><td>42</td><td>46</td><td>137</td></tr>
<tr><td>3</td><td>Canada</td><td>32</td><td>16</td><td>34</td><td>82</td></tr>
</table>
</body></html>
"""


def test_a_page_without_line_breaks_says_what_it_says_with_them() -> None:
    # minified: the page on one line, its medal table's too; "Nations 71 Athletes 4,947" is no
    # count of 71 athletes
    def facts(text: str) -> list[tuple[str, object]]:
        analysis = analyse(read_bytes(text.encode("utf-8"), "page.html"))
        assert [(r.mention, r.gold) for t in analysis.tables for r in t.table.rows] == [
            ("England", 58), ("Australia", 49), ("Canada", 32)]
        return sorted((f.attribute, f.value) for f in analysis.facts)

    expected = [("athletes", 4947), ("end_date", "2014-08-03"), ("events", 261), ("host_city", "Glasgow"),
                ("host_city", "Glasgow"), ("nations", 71), ("sports", 17), ("start_date", "2014-07-23")]
    assert facts(GLASGOW_PAGE) == expected
    assert facts(GLASGOW_PAGE.replace("\n", "")) == expected
