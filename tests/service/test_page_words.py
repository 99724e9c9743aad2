"""The pages' words in the reader's language (``data/labels.toml``): the table page and the
conflicts page in Russian, Japanese and German, and English words for a language with nation
names but no labels (Swedish). The API keeps the contract's English values."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import GAMES, without_language_switch
from .test_pages import cell

CONFLICTS_LINK = f'<a href="/games/{GAMES}/conflicts?lang={{lang}}">{{text}}</a>'

#: lang -> (the table page's strings, the conflicts page's strings), each exactly as served.
PAGES = {
    "ru": (
        [
            '<summary title="спорно: источники расходятся">30<span class="mark">?</span></summary>',
            '<p class="status disputed">спорно → 30 (предположительно) · достоверность: 0,55</p>',
            '<span class="dim">строка 8</span>',
            '<p class="dim">Стран: 75; источников: 3.\n'
            'Значений с <span class="mark">?</span>, о которых источники не согласны: 4. Откройте значение, '
            "чтобы увидеть его источники, или смотрите "
            + CONFLICTS_LINK.format(lang="ru", text="все расхождения") + ".<br>\n<span class=\"downloads\">Скачать: ",
            '<p class="switch" aria-label="Порядок"><span class="dim">Порядок:</span>',
            '<b aria-current="true">по золоту</b>',
            '<button type="submit">Показать</button>',
            '<h2 id="disagreement">Где источники расходятся</h2>',
            'font-weight="700">решение</text>',  # the chart's words too
        ],
        [
            "<title>Летние Паралимпийские игры 2004 — расхождения</title>",
            "<h1>Летние Паралимпийские игры 2004: где источники расходятся</h1>",
            f'<p><a href="/games/{GAMES}?lang=ru">← медальный зачёт</a></p>',
            '<h2>Великобритания <span class="dim">(GBR)</span> — Бронза</h2>',
            '<h2>Летние Паралимпийские игры 2004 — Спортсмены</h2>',  # the Games' own facts: no code after the name
            "<h3>Город-организатор</h3>",
            # the host city and country in the reader's language, the API's stay English
            '<p class="status agreed">согласовано → Афины · достоверность: 1,00</p>',
            '<li><b class="value">Афины</b>:',
            '<p class="rationale">все 3 источника согласны: Афины</p>',
            '<li><b class="value">Греция</b>:',
            '<p class="rationale">все 3 источника согласны: Греция</p>',
            '<p class="status disputed">спорно → 30 (предположительно) · достоверность: 0,55</p>',
            '<p class="status agreed">согласовано → 1160 · достоверность: 1,00</p>',
            "<h2>Факты об Играх</h2>",
        ],
    ),
    "ja": (
        [
            '<summary title="係争中: 情報源の間で一致していません">30<span class="mark">?</span></summary>',
            '<p class="status disputed">係争中 → 30（推定） · 信頼度 0.55</p>',
            '<span class="dim">8 行目</span>',
            '<p class="dim">国・地域 75、情報源 3 件。\n'
            '<span class="mark">?</span> の付いた 4 個の値は情報源の間で一致していません。'
            "値を開くと情報源を確認できます。"
            + CONFLICTS_LINK.format(lang="ja", text="すべての不一致を見る") + "<br>\n<span class=\"downloads\">ダウンロード: ",
            '<b aria-current="true">金メダル順</b>',
            '<h2 id="disagreement">情報源が食い違う箇所</h2>',
        ],
        [
            "<title>2004年夏季パラリンピック — 不一致</title>",
            "<h1>2004年夏季パラリンピック：情報源が一致しない値</h1>",
            f'<p><a href="/games/{GAMES}?lang=ja">← メダル獲得数</a></p>',
            '<h2>イギリス <span class="dim">(GBR)</span> — 銅</h2>',
            '<p class="status disputed">係争中 → 30（推定） · 信頼度 0.55</p>',
            "<h2>大会に関する事実</h2>",
            "<h3>開催都市</h3>",
            '<p class="status agreed">一致 → アテネ · 信頼度 1.00</p>',
            '<li><b class="value">アテネ</b>:',
            '<p class="rationale">3 件の情報源すべてが アテネ としています</p>',
            '<li><b class="value">ギリシャ</b>:',
        ],
    ),
    "de": (
        [
            '<summary title="strittig: die Quellen stimmen nicht alle überein">30<span class="mark">?</span></summary>',
            '<p class="status disputed">strittig → 30 (beste Schätzung) · Konfidenz 0,55</p>',
            '<span class="dim">Zeile 8</span>',
            '<p class="dim">Nationen: 75; Quellen: 3.\n'
            'Mit <span class="mark">?</span> markierte Werte, in denen die Quellen nicht übereinstimmen: 4. '
            "Einen Wert öffnen, um seine Quellen zu sehen, oder "
            + CONFLICTS_LINK.format(lang="de", text="alle Konflikte anzeigen") + ".<br>\n<span class=\"downloads\">Herunterladen: ",
            '<b aria-current="true">nach Gold</b>',
            '<h2 id="disagreement">Wo die Quellen abweichen</h2>',
        ],
        [
            "<title>Sommer-Paralympics 2004 — Konflikte</title>",
            "<h1>Sommer-Paralympics 2004: wo die Quellen abweichen</h1>",
            f'<p><a href="/games/{GAMES}?lang=de">← Medaillenspiegel</a></p>',
            '<h2>Großbritannien <span class="dim">(GBR)</span> — Bronze</h2>',
            '<p class="status disputed">strittig → 30 (beste Schätzung) · Konfidenz 0,55</p>',
            "<h2>Fakten zu den Spielen</h2>",
            "<h3>Gastgeberstadt</h3>",
            '<p class="status agreed">einig → Athen · Konfidenz 1,00</p>',
            '<li><b class="value">Athen</b>:',
            '<p class="rationale">alle 3 Quellen nennen Athen</p>',
            '<li><b class="value">Griechenland</b>:',
        ],
    ),
}


#: lang -> the beginning of GBR bronze's rationale, as both pages show it (no lang="en" on it).
RATIONALES = {  # after the plain sentence, the statistics
    "ru": ". Подробно: источники расходятся (30 — 2 источника; 29 — 1 источник); в пользу 30: ",
    "ja": "。詳細：情報源の間で値が異なります（30：2 件、29：1 件）。30 について：",
    "de": ". Im Einzelnen: die Quellen weichen voneinander ab (30 aus 2 Quellen; 29 aus 1 Quelle); für 30: ",
}


@pytest.mark.parametrize("lang", sorted(PAGES))
def test_table_page_words_in_the_readers_language(read_client: Any, lang: str) -> None:
    html = read_client.get(f"/games/{GAMES}", params={"lang": lang}).text
    for expected in PAGES[lang][0]:
        assert expected in html
    assert "(best guess)" not in html and "the sources do not all agree" not in html
    # the classes and ids the stylesheet, the browser test and the API links rely on
    assert re.findall(r'id="cell-(\w+)-(\w+)"', html) == [
        ("GBR", "bronze"), ("GBR", "total"), ("JPN", "silver"), ("JPN", "total")]
    assert cell(html, "GBR", "bronze").count(RATIONALES[lang]) == 1


@pytest.mark.parametrize("lang", sorted(PAGES))
def test_conflicts_page_words_in_the_readers_language(read_client: Any, lang: str) -> None:
    html = read_client.get(f"/games/{GAMES}/conflicts", params={"lang": lang}).text
    assert f'<html lang="{lang}">' in html
    for expected in PAGES[lang][1]:
        assert expected in html
    assert '<section class="decision" id="GBR-bronze">' in html
    assert '<section class="decision fact" id="games-athletes_women">' in html
    assert RATIONALES[lang] in html
    assert 'lang="en"' not in without_language_switch(html) and "the sources disagree" not in html


def test_a_language_without_labels_has_english_words_and_its_own_nation_names(read_client: Any) -> None:
    table = read_client.get(f"/games/{GAMES}", params={"lang": "sv"}).text
    assert '<td class="name" lang="sv">Storbritannien</td>' in table
    assert '<summary title="disputed: the sources do not all agree">30<span class="mark">?</span></summary>' in table
    assert '<p class="status disputed">disputed → 30 (best guess) · confidence 0.55</p>' in table
    assert ('<p class="dim">75 nations from 3 sources.\n4 values marked <span class="mark">?</span> are not '
            "agreed by all sources: open one to see its sources, or "
            + CONFLICTS_LINK.format(lang="sv", text="all conflicts") + ".<br>\n<span class=\"downloads\">Download: ") in table
    assert '<h2 id="disagreement">Where the sources disagree</h2>' in table
    # the page's words are English, and the page says so: English under <html lang="en">, not "sv"
    assert table.startswith('<!doctype html>\n<html lang="en">\n')
    assert ('<p class="note" lang="en">This page&#39;s words are not yet in Svenska; the nation names are.</p>'
            in table)
    conflicts = read_client.get(f"/games/{GAMES}/conflicts", params={"lang": "sv"}).text
    assert "<h1>2004 Summer Paralympics: where the sources disagree</h1>" in conflicts
    assert '<h2>Storbritannien <span class="dim">(GBR)</span> — Bronze</h2>' in conflicts
    assert '<span class="dim">line 8</span>' in conflicts
    assert "<h2>Facts about the Games</h2>" in conflicts
    # no reasons in Swedish: the English ones, marked as English, and English attribute words
    assert conflicts.startswith('<!doctype html>\n<html lang="en">\n')
    assert ('. In detail: the sources disagree (30 from 2 sources; 29 from 1 source); for 30, '
            in conflicts)
    assert "<h3>Host city</h3>" in conflicts and '<p class="rationale">all 3 sources say Athens</p>' in conflicts


def test_the_api_keeps_english_statuses_whatever_the_language(read_client: Any) -> None:
    rows = read_client.get(f"/api/games/{GAMES}/table.json", params={"lang": "ru"}).json()["rows"]
    assert (rows[1]["name"], rows[1]["status"]) == ("Великобритания", "disputed")
    csv = read_client.get(f"/api/games/{GAMES}/table.csv", params={"lang": "ja"}).text
    assert f"\n{GAMES},gold,2,GBR,イギリス,35,30,30,95,disputed,0.5455,bronze;total\n" in csv.replace("\r\n", "\n")


#: lang -> (the header's navigation, keeping the language chosen with ?lang=, the footer, the
#: medal chart's title), exactly as served.
CHROME = {
    "ru": (f'<nav><a href="/?lang=ru">Игры</a> <a href="/games/{GAMES}/facts?lang=ru">Факты</a> '
           '<a href="/nations?lang=ru">Страны</a> <a href="/sources?lang=ru">Источники</a> '
           '<a href="/upload?lang=ru">Загрузка</a> <a href="/docs?lang=ru">API</a></nav>',
           "<footer>Каждое число хранит источники, строки и текст, откуда оно взято.</footer>",
           '<title id="disagreement-title">Летние Паралимпийские игры 2004: значения, в которых источники '
           'расходятся, что говорит каждый источник и что решено</title>'),
    "ja": (f'<nav><a href="/?lang=ja">大会</a> <a href="/games/{GAMES}/facts?lang=ja">事実</a> '
           '<a href="/nations?lang=ja">国・地域</a> <a href="/sources?lang=ja">情報源</a> '
           '<a href="/upload?lang=ja">アップロード</a> <a href="/docs?lang=ja">API</a></nav>',
           "<footer>すべての数値に、それを示した情報源・行・本文が記録されています。</footer>",
           '<title id="disagreement-title">2004年夏季パラリンピック：情報源が食い違う値、各情報源の記載、'
           'そして決定された値</title>'),
}
#: the header's navigation of a page about no Games in particular (its Facts link lists each
#: Games' facts), and of a Games' page (its Facts link is that Games')
ENGLISH_NAV = ('<nav><a href="/">Games</a> <a href="/facts">Facts</a> <a href="/nations">Nations</a> '
               '<a href="/sources">Sources</a> <a href="/upload">Upload</a> <a href="/docs">API</a></nav>')
ENGLISH_GAMES_NAV = ENGLISH_NAV.replace('"/facts"', f'"/games/{GAMES}/facts"')
ENGLISH_FOOTER = "<footer>Every number keeps the sources, lines and text that said it.</footer>"


@pytest.mark.parametrize("lang", sorted(CHROME))
def test_header_footer_and_charts_in_the_readers_language(read_client: Any, lang: str) -> None:
    nav, footer, title = CHROME[lang]
    table = read_client.get(f"/games/{GAMES}", params={"lang": lang}).text
    assert nav in table and footer in table and title in table
    assert table.count('<svg class="chart') == 1 and '<title id="disagreement-title">' in table
    assert "Where the sources disagree" not in table and "says another value" not in table
    conflicts = read_client.get(f"/games/{GAMES}/conflicts", params={"lang": lang}).text
    assert nav in conflicts and footer in conflicts


def test_pages_without_a_language_keep_the_english_header_and_footer(read_client: Any) -> None:
    html = read_client.get("/sources").text
    assert html.startswith('<!doctype html>\n<html lang="en">\n')
    assert f'  <a class="brand" href="/">podium</a>\n  {ENGLISH_NAV}\n<nav class="languages">' in html
    assert html.endswith(f"</main>\n{ENGLISH_FOOTER}\n</body>\n</html>")
    table = read_client.get(f"/games/{GAMES}").text
    assert ENGLISH_GAMES_NAV in table and ENGLISH_FOOTER in table
    assert '<title id="disagreement-title">2004 Summer Paralympics: the values the sources disagree on' in table


HANS_SOURCE = "430b72d37e2dc41429fdf0c88c1eacad2803ab46fe2b01e1d4afacce7663c242"
RU_SOURCE = "f3f35c58895ff80fa7d2bebc5c205eaef446b54e544796c1bb39b686db9e9bfc"
#: lang -> the findings of the Simplified Chinese page, as its source page lists them (the first two):
#: the linked line, then the message without its own "line N:".
SOURCE_FINDINGS = {
    "en": ["<h2>Findings</h2>",
           '<li class="warning"><b>warning</b> <code>events-medals-mismatch</code> <a href="#L1">line 1</a>: '
           "162 events stated, but the medal table awards 519 gold medals</li>",
           '<li class="warning"><b>warning</b> <code>self-contradiction</code> <a href="#L4">line 4</a>: '
           "the document gives 2 values for nations: 144 (lines 1, 2); 136 (line 4)</li>"],
    "ru": ["<h2>Результаты проверки</h2>",
           '<li class="warning"><b>предупреждение</b> <code>events-medals-mismatch</code> <a href="#L1">строка 1</a>: '
           "указано 162 комплекта медалей, но в таблице медалей 519 золотых медалей</li>",
           '<li class="warning"><b>предупреждение</b> <code>self-contradiction</code> <a href="#L4">строка 4</a>: '
           "«страны-участницы»: в документе 2 разных значения: 144 (строки 1, 2); 136 (строка 4)</li>"],
    # zh-TW reads the Traditional Chinese words and messages: the page is zh-Hant, as it says
    "zh-TW": ["<h2>檢查結果</h2>",
              '<li class="warning"><b>警告</b> <code>events-medals-mismatch</code> <a href="#L1">第 1 行</a>: '
              '文件稱共有 162 個小項，但獎牌榜頒發了 519 面金牌</li>',
              '<li class="warning"><b>警告</b> <code>self-contradiction</code> <a href="#L4">第 4 行</a>: '
              '文件對參賽國家和地區給出了 2 個不同的值：144（第 1、2 行）；136（第 4 行）</li>'],
}


#: the language a page's words are written in, where it is not the tag asked for
WRITTEN = {"zh-TW": "zh-Hant"}


@pytest.mark.parametrize("lang", sorted(SOURCE_FINDINGS))
def test_the_source_page_shows_the_findings_in_the_readers_language(read_client: Any, lang: str) -> None:
    html = read_client.get(f"/sources/{HANS_SOURCE}", params={"lang": lang}).text
    for expected in SOURCE_FINDINGS[lang]:
        assert expected in html, expected
    assert html.count('<li class="warning">') == 4
    assert html.startswith(f'<!doctype html>\n<html lang="{WRITTEN.get(lang, lang)}">\n')


def test_the_source_page_without_a_language_is_english_and_the_api_keeps_english(read_client: Any) -> None:
    page = read_client.get(f"/sources/{HANS_SOURCE}").text
    assert all(expected in page for expected in SOURCE_FINDINGS["en"])
    assert f"</main>\n{ENGLISH_FOOTER}\n</body>" in page
    russian = read_client.get(f"/sources/{HANS_SOURCE}", params={"lang": "ru"}).text
    assert '<a href="/games/2004-summer-paralympics?lang=ru">Летние Паралимпийские игры 2004</a>' in russian
    assert ENGLISH_FOOTER not in russian
    findings = read_client.get(f"/api/sources/{HANS_SOURCE}", params={"lang": "ru"}).json()["findings"]
    assert findings[0]["message"] == "line 1: 162 events stated, but the medal table awards 519 gold medals"
    ru = read_client.get(f"/sources/{RU_SOURCE}", params={"lang": "ru"}).text
    assert '<p class="dim">Замечаний нет: документ не противоречит сам себе.</p>' in ru
    bad = read_client.get(f"/sources/{HANS_SOURCE}", params={"lang": "<x>"})
    assert bad.status_code == 400
    assert bad.json()["error"] == "lang '<x>': expected a language tag such as en, ru, zh-Hans"
