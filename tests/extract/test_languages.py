"""The languages of issue 18: each has a lexicon with table words and a fact grammar
(``extract/lexicon/<lang>.toml``), a medal table with a totals row
(``tests/fixtures/tables/<lang>/``), a prose document with its facts
(``tests/fixtures/facts/<lang>/``) and sentences that must give no fact
(``tests/fixtures/no_facts/<lang>.txt``: the Games' title, then one ``kind: sentence`` a line).

A team's own size is no Games fact (``extract/fact_teams.py``: a team word of the language's
lexicon, or a nation as the subject of the count's clause); nor are ages, other Games and
numbers inside addresses.
"""

from __future__ import annotations

import json
import tomllib
from importlib import resources

import pytest

from podium.extract.facts import find_facts
from podium.extract.games import identify_games
from podium.nations import resolve
from podium.readers import read_bytes
from tests.conftest import FIXTURES

ISSUE_LANGUAGES = ("ar", "he", "fa", "hi", "th", "vi", "id", "ms", "tr", "nl", "sv", "nb", "da", "fi", "cs",
                   "sk", "hu", "ro", "uk", "el", "bg", "sr", "hr", "ca")
NO_FACTS = sorted((FIXTURES / "no_facts").glob("*.txt"))


def _lexicons() -> dict[str, dict]:
    folder = resources.files("podium.extract") / "lexicon"
    return {e.name.removesuffix(".toml"): tomllib.loads(e.read_text(encoding="utf-8"))
            for e in folder.iterdir() if e.name.endswith(".toml")}


def test_thirty_languages_have_table_words_and_twenty_four_a_fact_grammar() -> None:
    lexicons = _lexicons()
    with_tables = {lang for lang, data in lexicons.items() if data.get("header") and data.get("totals")}
    with_facts = {lang for lang, data in lexicons.items() if data.get("facts", {}).get("counts")}
    assert len(with_tables) >= 30 and len(with_facts) >= 24
    assert set(ISSUE_LANGUAGES) <= with_tables & with_facts


@pytest.mark.parametrize("lang", ISSUE_LANGUAGES)
def test_each_language_has_its_fixtures(lang: str) -> None:
    assert list((FIXTURES / "facts" / lang).glob("*.txt"))
    assert (FIXTURES / "no_facts" / f"{lang}.txt").exists()
    goldens = (FIXTURES / "tables" / "golden" / lang).glob("*.json")
    assert any(json.loads(g.read_text(encoding="utf-8"))["totals"] for g in goldens)  # a totals row read


def _no_fact_cases() -> list:
    cases = []
    for path in NO_FACTS:
        title, *lines = path.read_text(encoding="utf-8").splitlines()
        for line in lines:
            kind, _, sentence = line.partition(": ")
            cases.append(pytest.param(title, sentence, id=f"{path.stem}-{kind}"))
    return cases


@pytest.mark.parametrize(("title", "sentence"), _no_fact_cases())
def test_sentences_that_give_no_fact(title: str, sentence: str) -> None:
    games = identify_games(title)
    assert games is not None and games.slug == "2012-summer-olympics"
    assert find_facts(title + "\n" + sentence, games) == ()


@pytest.mark.parametrize(("text", "language", "script"), [
    ("أقيمت الألعاب الأولمبية الصيفية 2012 في لندن", "ar", "Arab"),
    ("بازی‌های المپیک تابستانی ۲۰۱۲ در لندن برگزار شد", "fa", "Arab"),
    ("אולימפיאדת הקיץ 2012 נערכה בלונדון", "he", "Hebr"),
    ("2012 ग्रीष्मकालीन ओलंपिक लंदन में आयोजित किए गए", "hi", "Deva"),
    ("โอลิมปิกฤดูร้อน 2012 จัดขึ้นที่ลอนดอน", "th", "Thai"),
    ("Thế vận hội Mùa hè 2012 được tổ chức tại Luân Đôn", "vi", "Latn"),
    ("Olimpiade Musim Panas 2012 diselenggarakan di London dan diikuti oleh atlet dari 204 negara", "id", "Latn"),
    ("Sukan Olimpik Musim Panas 2012 telah diadakan di London daripada 27 Julai", "ms", "Latn"),
    ("Letné olympijské hry 2012 sa konali v Londýne, boli to hry ktoré", "sk", "Latn"),
    ("Jocurile Olimpice de vară din 2012 au fost găzduite de Londra și au", "ro", "Latn"),
    ("Ljetne olimpijske igre 2012. održane su u Londonu od 27. srpnja do 12. kolovoza", "hr", "Latn"),
    ("Els Jocs Olímpics d'Estiu de 2012 es van celebrar a Londres", "ca", "Latn"),
    ("Sommer-OL 2012 blev afholdt i London fra 27. juli til 12. august", "da", "Latn"),
    ("Летните олимпийски игри 2012 се проведоха в Лондон", "bg", "Cyrl"),
    ("Летње олимпијске игре 2012. одржане су у Лондону", "sr", "Cyrl"),
    ("Летние Олимпийские игры 2012 года прошли в Лондоне", "ru", "Cyrl"),
    # the Latin letters of code say little: a data file of Chinese names is Chinese
    ('const medals = [\n' + '  {"countryname": "美国", "gold": 40, "flagUrl": "https://example.org/USA.png"},\n' * 30 + ']',
     "zh-Hans", "Hans"),
    # a Chinese README: prose in Han, commands, a table header and a URL in Latin letters
    ("# 奥运奖牌数据\n本项目收集了2024年巴黎奥运会的奖牌数据，数据来自官方网站。\n```\npip install -r requirements.txt\n"
     "python scrape.py --output data/medals.json --year 2024\n```\n运行脚本即可下载最新的奖牌榜，结果保存在 data 目录下。\n"
     "| rank | country | gold | silver | bronze | total |\n|---|---|---|---|---|---|\n| 1 | 美国 | 40 | 44 | 42 | 126 |\n"
     "See https://olympics.com/en/paris-2024/medals for the source of the data and the code.\n", "zh-Hans", "Hans"),
    # directional marks are no letters: taken out of the document's text
    ("\u200fالمجموع\u200f 2012 الألعاب الأولمبية", "ar", "Arab"),
])
def test_language_of_each_script(text: str, language: str, script: str) -> None:
    doc = read_bytes(text.encode(), "x.txt")
    assert (doc.language, doc.script) == (language, script)
    assert "\u200f" not in doc.text


@pytest.mark.parametrize(("name", "lang", "noc"), [
    ("المجر", "ar", "HUN"),  # the short form of ISO's "المجر (هنغاريا)"
    ("هنغاريا", "ar", "HUN"),
    ("הונגריה", "he", "HUN"),
    ("مجارستان", "fa", "HUN"),
    ("हंगरी", "hi", "HUN"),
    ("ฮังการี", "th", "HUN"),
    ("Hungary", "vi", "HUN"),
    ("Hungaria", "id", "HUN"),
    ("Macaristan", "tr", "HUN"),
    ("Unkari", "fi", "HUN"),
    ("Maďarsko", "sk", "HUN"),
    ("Ungaria", "ro", "HUN"),
    ("Унгария", "bg", "HUN"),
    ("Мађарска", "sr", "HUN"),
    ("Mađarska", "hr", "HUN"),
    ("Hongria", "ca", "HUN"),
])
def test_nation_names_in_the_languages(name: str, lang: str, noc: str) -> None:
    assert resolve(name, lang=lang).noc == noc


def test_no_facts_fixtures_cover_ages_teams_other_games_and_urls() -> None:
    for path in NO_FACTS:
        kinds = {line.partition(": ")[0] for line in path.read_text(encoding="utf-8").splitlines()[1:]}
        assert kinds == {"age", "team", "other", "url"}, path.name




SPECIAL_TEAMS = ("ROC", "RPC", "OAR", "AIN", "EOR", "ROT", "RPT", "NPA", "IOA", "EUN", "EUA", "UAR", "RU1", "ANZ", "ZZX")


@pytest.mark.parametrize("lang", ISSUE_LANGUAGES)
def test_the_teams_cldr_does_not_name_have_a_name_in_each_language(lang: str) -> None:
    """Teams that are no country (ROC, the Refugee Olympic Team, the Unified Team ...) have a
    curated name (``nations/data/aliases/<lang>.tsv``) beside CLDR's names of countries."""
    from podium.nations.registry import registry

    names = {(e.code, e.lang) for entries in registry().index.values() for e in entries}
    missing = [code for code in SPECIAL_TEAMS if (code, lang) not in names]
    assert missing == []


@pytest.mark.parametrize(("text", "facts"), [
    # read as `sports` and `athletes_women` before these languages had a grammar of their own
    ("Letní olympijské hry 2004\nHer se zúčastnilo 10 625 sportovců z 201 zemí.", [("athletes", 10625), ("nations", 201)]),
    ("Olympische Winterspelen 2018\nEr namen 2.883 atleten deel uit 92 landen.", [("athletes", 2883), ("nations", 92)]),
    ("2004 Yaz Olimpiyatları\nOyunlara 201 ülkeden 10.625 sporcu katıldı.", [("athletes", 10625), ("nations", 201)]),
    ("الألعاب الأولمبية الصيفية 2004\nشارك في الألعاب 10625 رياضيا من 201 دولة.", [("athletes", 10625), ("nations", 201)]),
])
def test_counts_of_the_languages_that_were_misread(text: str, facts: list[tuple[str, int]]) -> None:
    games = identify_games(text)
    assert sorted((f.attribute, f.value) for f in find_facts(text, games)) == facts
