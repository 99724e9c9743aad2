"""Every page's language, decided one way (``podium.service.language``): ``?lang=``, else the
browser's Accept-Language among the languages podium has page words for, else English; the
links of a page keep a language chosen with ``?lang=`` (and only that one)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from podium.errors import UsageError
from podium.service.language import PageLanguage, accepted, choose, negotiate
from podium.store import Store, open_store

from .conftest import GAMES, HOSTILE, TOKEN, make_client, without_language_switch
from .test_api import RU
from .test_errors import envelope

RUSSIAN_BROWSER = {"Accept-Language": "ru-RU,ru;q=0.9,en;q=0.8"}
PAGES = ("/", f"/games/{GAMES}", f"/games/{GAMES}/conflicts", "/sources", f"/sources/{RU}", "/upload", "/docs")


# -- the rule, as a function ----------------------------------------------------------


def test_accept_language_ranges_most_wanted_first() -> None:
    assert accepted("ru-RU,ru;q=0.9,en;q=0.8") == ["ru-RU", "ru", "en"]
    assert accepted("de;q=0.5, fr") == ["fr", "de"]
    assert accepted("en;q=0.5, ja;q=0.5, ko") == ["ko", "en", "ja"]  # equal q: the header's order
    # q=0 is "not this one"; malformed ranges and q-values are left out
    assert accepted("en;q=0, fr;q=abc, <b>, ja;q=1.5, pl ; Q = 0.25, *;q=0.1") == ["pl", "*"]
    assert accepted("") == [] and accepted(None) == []


def test_the_best_language_podium_has_words_for() -> None:
    assert negotiate("ru-RU,ru;q=0.9,en;q=0.8") == "ru"
    assert negotiate("de;q=0.5, fr") == "fr"
    assert negotiate("zh-TW,zh;q=0.9") == "zh-Hant"  # the fallbacks of podium.i18n.labels
    assert negotiate("zh-CN") == "zh-Hans" and negotiate("zh") == "zh-Hans"
    assert negotiate("pt-BR") == "pt" and negotiate("EN-gb") == "en"
    assert negotiate("sv, nb;q=0.8, de;q=0.1") == "de"  # Swedish has nation names but no page words
    assert negotiate("xx") is None and negotiate("*") is None and negotiate(None) is None


def test_lang_beats_the_header_and_english_is_the_default() -> None:
    assert choose(None, "ru-RU,ru;q=0.9") == PageLanguage("ru", explicit=False)
    assert choose("de", "ru-RU,ru;q=0.9") == PageLanguage("de", explicit=True)
    assert choose("sv", None) == PageLanguage("sv", explicit=True)  # nation names in Swedish
    assert choose(None, "xx") == choose(None, None) == PageLanguage("en", explicit=False)
    with pytest.raises(UsageError, match="expected a language tag"):
        choose("<x>", "ru")


def test_links_carry_only_a_chosen_language_before_the_anchor() -> None:
    chosen, browsers = PageLanguage("ru", explicit=True), PageLanguage("ru")
    assert chosen.url(f"/sources/{RU}", "L26") == f"/sources/{RU}?lang=ru#L26"
    assert chosen.url("?order=total") == "?order=total&lang=ru"
    assert PageLanguage("zh-Hant", explicit=True).url("/") == "/?lang=zh-Hant"
    assert browsers.url(f"/sources/{RU}", "L26") == f"/sources/{RU}#L26"
    assert browsers.url("/sources") == "/sources"


# -- the pages ------------------------------------------------------------------------


def test_a_russian_browser_gets_the_russian_table_page(read_client: Any) -> None:
    response = read_client.get(f"/games/{GAMES}", headers=RUSSIAN_BROWSER)
    assert response.status_code == 200
    assert response.headers["vary"] == "Accept-Language"
    html = response.text
    assert html.startswith('<!doctype html>\n<html lang="ru">\n')
    assert "<title>Летние Паралимпийские игры 2004 — медальный зачёт</title>" in html
    assert '<td class="name" lang="ru">Великобритания</td>' in html
    # the language came from the browser: the links stay clean, a shared one opens in its reader's language
    assert (f'<nav><a href="/">Игры</a> <a href="/games/{GAMES}/facts">Факты</a> <a href="/nations">Страны</a> '
            '<a href="/sources">Источники</a> <a href="/upload">Загрузка</a> <a href="/docs">API</a></nav>') in html
    assert f'<a href="/games/{GAMES}/conflicts">все расхождения</a>' in html
    assert '<a href="?order=total">по сумме</a>' in html
    assert f'<a class="source" href="/sources/{RU}#L8">XII Летние Паралимпийские игры (Russian)</a>' in html
    # the downloads are the API's, which reads no header: they name the names' language
    assert f'<a href="/api/games/{GAMES}/table.json?order=gold&amp;lang=ru" download>JSON</a>' in html


def test_q_values_choose_french_over_german(read_client: Any) -> None:
    response = read_client.get(f"/games/{GAMES}", headers={"Accept-Language": "de;q=0.5, fr"})
    assert response.headers["vary"] == "Accept-Language"
    assert response.text.startswith('<!doctype html>\n<html lang="fr">\n')
    assert '<h2 id="disagreement">Où les sources divergent</h2>' in response.text


def test_an_unknown_language_gets_english(read_client: Any) -> None:
    response = read_client.get(f"/games/{GAMES}", headers={"Accept-Language": "xx"})
    assert response.headers["vary"] == "Accept-Language"
    assert response.text.startswith('<!doctype html>\n<html lang="en">\n')
    assert '<h2 id="disagreement">Where the sources disagree</h2>' in response.text
    assert '<td class="name" lang="en">Great Britain</td>' in response.text


def test_lang_beats_the_header(read_client: Any) -> None:
    response = read_client.get(f"/games/{GAMES}", params={"lang": "de"}, headers=RUSSIAN_BROWSER)
    assert "vary" not in response.headers  # the URL alone decides
    assert response.text.startswith('<!doctype html>\n<html lang="de">\n')
    assert '<h2 id="disagreement">Wo die Quellen abweichen</h2>' in response.text and "Где" not in response.text
    english = read_client.get("/sources", params={"lang": "en"}, headers=RUSSIAN_BROWSER).text
    assert '<a href="/sources?lang=en">Sources</a>' in english  # English, chosen: it sticks


@pytest.mark.parametrize("path", PAGES)
def test_a_bad_lang_is_still_400_on_every_page(read_client: Any, path: str) -> None:
    response = read_client.get(path, params={"lang": "<x>"}, headers=RUSSIAN_BROWSER)
    assert envelope(response, 400) == "lang '<x>': expected a language tag such as en, ru, zh-Hans"


@pytest.mark.parametrize("path", PAGES)
def test_every_page_is_in_the_browsers_language(read_client: Any, path: str) -> None:
    response = read_client.get(path, headers={"Accept-Language": "ja-JP,ja;q=0.9"})
    assert response.headers["vary"] == "Accept-Language"
    assert response.text.startswith('<!doctype html>\n<html lang="ja">\n')
    assert re.search('<nav><a href="/">大会</a> <a href="/(games/[^/]+/)?facts">事実</a> <a href="/nations">国・地域</a> '
                     '<a href="/sources">情報源</a> <a href="/upload">アップロード</a> <a href="/docs">API</a></nav>',
                     response.text), path
    assert "?lang=" not in re.sub(r'href="(\?order=\w+&amp;|/api/)[^"]*"', "", without_language_switch(response.text)), path


def internal_links(html: str) -> list[str]:
    """The page's links to podium's pages (not to the API, the stylesheet or an anchor)."""
    return [h for h in re.findall(r'(?:href|action)="([^"#][^"]*)"', html)
            if not h.startswith(("/api/", "/static/", "/openapi.json"))]


@pytest.mark.parametrize("path", PAGES)
def test_every_link_keeps_a_chosen_language(read_client: Any, path: str) -> None:
    response = read_client.get(path, params={"lang": "ko"})
    assert "vary" not in response.headers
    assert response.text.startswith('<!doctype html>\n<html lang="ko">\n')
    links = internal_links(without_language_switch(response.text))
    assert len(links) >= 5, links  # the brand, the navigation, and the page's own
    for link in links:
        if link.startswith("?order=") and "lang=ko" not in link:  # the table page's switch to another language
            assert re.fullmatch(r"\?order=\w+&amp;lang=[\w-]+", link), link
        else:
            assert re.search(r"(\?|&amp;)lang=ko(#L\d+)?$", link), link


def test_source_links_on_the_russian_conflicts_page_keep_russian_before_the_line(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}/conflicts", params={"lang": "ru"}).text
    assert (f'<a class="source" href="/sources/{RU}?lang=ru#L8">XII Летние Паралимпийские игры (Russian)</a> '
            '<span class="dim">строка 8</span>') in html
    assert not re.search(r'href="/sources/\w+#', html)
    # where the link goes: the Russian page, at the line
    page = read_client.get(f"/sources/{RU}?lang=ru").text
    assert page.startswith('<!doctype html>\n<html lang="ru">\n') and '<tr id="L8" class="read">' in page
    table = read_client.get(f"/games/{GAMES}", params={"lang": "ru"}).text
    assert f'<a class="source" href="/sources/{RU}?lang=ru#L8">' in table
    assert f'<li><a href="/sources/{RU}?lang=ru">XII Летние Паралимпийские игры (Russian)</a>' in table


def test_the_games_list_in_japanese(read_client: Any) -> None:
    html = read_client.get("/", params={"lang": "ja"}).text
    assert "<title>podium — 大会</title>" in html and "<h1>大会</h1>" in html
    assert (f'<li><a href="/games/{GAMES}?lang=ja">2004年夏季パラリンピック</a> '
            '<span class="dim">情報源 3 件</span></li>') in html
    assert ('<p class="dim">保存されている文書：3 件 · <a href="/sources?lang=ja">すべての情報源</a> · '
            '<a href="/upload?lang=ja">文書をアップロード</a></p>') in html
    assert ('<nav><a href="/?lang=ja">大会</a> <a href="/facts?lang=ja">事実</a> <a href="/nations?lang=ja">国・地域</a> '
            '<a href="/sources?lang=ja">情報源</a> <a href="/upload?lang=ja">アップロード</a> '
            '<a href="/docs?lang=ja">API</a></nav>') in html
    # the same words for a Japanese browser, with clean links
    browser = read_client.get("/", headers={"Accept-Language": "ja"}).text
    assert (f'<li><a href="/games/{GAMES}">2004年夏季パラリンピック</a> '
            '<span class="dim">情報源 3 件</span></li>') in browser


def test_an_empty_store_in_russian(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "empty.sqlite"))
    with make_client(store) as client:
        index = client.get("/", params={"lang": "ru"}).text
        sources = client.get("/sources", headers=RUSSIAN_BROWSER).text
    store.close()
    assert ('<p>Хранилище пусто. <a href="/upload?lang=ru">Загрузите документ</a> или выполните '
            "<code>podium ingest PATH…</code>.</p>") in index
    assert '<p class="dim">Документов в хранилище: 0 · <a href="/sources?lang=ru">Все источники</a>' in index
    assert '<p>Документов пока нет. <a href="/upload">Загрузите документ</a>.</p>' in sources


def test_the_sources_list_in_russian(read_client: Any) -> None:
    html = read_client.get("/sources", params={"lang": "ru"}).text
    assert "<title>podium — Источники</title>" in html and "<h1>Источники</h1>" in html
    assert (f'<li><a href="/sources/{RU}?lang=ru">XII Летние Паралимпийские игры (Russian)</a>\n'
            f'  <span class="dim">ru · <a href="/games/{GAMES}?lang=ru">Летние Паралимпийские игры 2004</a> · '
            f"утверждений: 383 · 0 ошибок · 0 предупреждений · <code>{RU[:12]}</code></span></li>") in html
    assert "утверждений: 404 · 0 ошибок · 4 предупреждения · " in html  # the plural forms of findings.toml
    english = read_client.get("/sources").text
    assert "claims: 404 · 0 errors · 4 warnings · " in english and "claims: 398 · 0 errors · 1 warning · " in english


def test_a_source_page_in_german(read_client: Any) -> None:
    html = read_client.get(f"/sources/{RU}", params={"lang": "de"}).text
    assert "<title>XII Летние Паралимпийские игры (Russian) — Quelle</title>" in html
    assert "<dt>gelesen als</dt><dd>ru (Cyrl), markdown, utf-8, 3416 Byte</dd>" in html
    assert (f'<dt>Spiele</dt><dd><a href="/games/{GAMES}?lang=de">Sommer-Paralympics 2004</a></dd>') in html
    assert "<dt>gelesen</dt><dd>1 Tabelle, 75 Zeilen, 8 Fakten · Angaben: 383</dd>" in html
    assert '<h2>Text <span class="dim">(gelesene Zeilen, hervorgehoben: 79)</span></h2>' in html
    assert f'<p><a href="/api/sources/{RU}">diese Quelle als JSON</a></p>' in html
    english = read_client.get(f"/sources/{RU}").text
    assert "<dt>read</dt><dd>1 table, 75 rows, 8 facts · claims: 383</dd>" in english


def test_the_upload_form_and_the_api_page_in_the_readers_language(read_client: Any) -> None:
    upload = read_client.get("/upload", params={"lang": "ru"}).text
    assert "<h1>Загрузка документа</h1>" in upload
    assert '<form class="upload" method="post" action="/upload?lang=ru" enctype="multipart/form-data">' in upload
    assert ('<p class="warning">Загрузка отключена: на этом сервере не задан <code>PODIUM_TOKEN</code>.</p>'
            in upload)
    assert '<button type="submit" disabled>Загрузить</button>' in upload
    assert "Не более 5 МБ: простой текст, Markdown, HTML, викитекст, CSV или JSON" in upload
    docs = read_client.get("/docs", headers={"Accept-Language": "zh-TW"}).text
    assert docs.startswith('<!doctype html>\n<html lang="zh-Hant">\n')
    assert "<thead><tr><th>方法</th><th>路徑</th><th>說明</th><th>參數</th></tr></thead>" in docs
    assert '<p>機器可讀的說明位於 <a href="/openapi.json">/openapi.json</a>（OpenAPI 3）。' in docs
    # the routes' summaries come from the code, in English, and say so
    assert '<td lang="en">The reconciled medal table as JSON</td>' in docs


def test_the_upload_redirect_keeps_the_chosen_language(athens_store: Store) -> None:
    with make_client(athens_store) as client:
        token = client.post("/upload/token", params={"lang": "ru"}, data={"token": TOKEN}, follow_redirects=False)
        assert (token.status_code, token.headers["location"]) == (303, "/upload?lang=ru")
        response = client.post(
            "/upload", params={"lang": "ru"},
            files={"file": ("hostile.txt", HOSTILE.read_bytes(), "text/plain")}, follow_redirects=False)
        assert response.status_code == 303
        location = response.headers["location"]
        assert re.fullmatch(r"/sources/094709c80082[0-9a-f]{52}\?lang=ru", location)
        page = client.get(location).text
        assert page.startswith('<!doctype html>\n<html lang="ru">\n') and "<h2>Результаты проверки</h2>" in page
        # from a page whose language came from the browser: a clean address, read with the same browser
        again = client.post("/upload", headers=RUSSIAN_BROWSER,
                            files={"file": ("hostile.txt", HOSTILE.read_bytes(), "text/plain")},
                            follow_redirects=False)
        assert re.fullmatch(r"/sources/094709c80082[0-9a-f]{52}", again.headers["location"])
        bad = client.post("/upload", params={"lang": "<x>"},
                          files={"file": ("a.txt", b"x", "text/plain")})
        assert envelope(bad, 400) == "lang '<x>': expected a language tag such as en, ru, zh-Hans"


def test_the_json_api_reads_no_accept_language(read_client: Any) -> None:
    for path in (f"/api/games/{GAMES}/table", f"/api/games/{GAMES}/conflicts", f"/api/sources/{RU}"):
        browser = read_client.get(path, headers=RUSSIAN_BROWSER)
        assert browser.content == read_client.get(path).content and "vary" not in browser.headers, path
    assert read_client.get(f"/api/games/{GAMES}/table", headers=RUSSIAN_BROWSER).json()["rows"][1]["name"] == (
        "Great Britain")


def test_every_page_offers_the_other_languages_at_its_top(read_client: Any) -> None:
    html = read_client.get("/sources", params={"lang": "de"}).text
    switch = re.search(r'<nav class="languages">(.*?)</nav>', html, flags=re.S)
    assert switch is not None
    assert switch.group(1).startswith(
        '<a href="?lang=en" lang="en" hreflang="en">English</a> · '
        '<a href="?lang=ru" lang="ru" hreflang="ru">Русский</a> · ')
    assert '<b aria-current="true" lang="de">Deutsch</b>' in switch.group(1)
    assert switch.group(1).count("<a ") == 13  # the 14 languages with page words, less this one
    # the table page has its own switch, which keeps the order: no second one at its top
    table = read_client.get(f"/games/{GAMES}", params={"lang": "de", "order": "total"}).text
    assert '<nav class="languages">' not in table


def test_what_was_read_on_each_line_is_said_in_the_pages_language(read_client: Any) -> None:
    ru = read_client.get(f"/sources/{RU}", params={"lang": "ru"}).text
    assert "<span>строка таблицы: GBR 35/30/29/94</span>" in ru
    assert "<span>факт: город-организатор = Афины</span>" in ru
    assert "<span>факт: страна-организатор = Греция</span>" in ru
    en = read_client.get(f"/sources/{RU}", params={"lang": "en"}).text
    assert "<span>row: GBR 35/30/29/94</span>" in en and "<span>fact: host_city = Athens</span>" in en
