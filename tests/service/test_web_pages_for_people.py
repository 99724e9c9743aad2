"""What a newcomer meets on the web pages in their first five minutes (issue 19): errors as
pages for a browser and the envelope for an API client, the Facts and Nations links, every
export downloadable, the host marked as Wikipedia's {{Medals table}} marks it, no English
words under another language's tag, sizes said for people, and the disagreement chart as a
file and as an embedded page."""

from __future__ import annotations

import re
from typing import Any

import pytest

from podium.store import Store

from .conftest import GAMES, TOKEN, make_client
from .test_errors import envelope

BROWSER = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}
RUSSIAN_BROWSER = {**BROWSER, "Accept-Language": "ru-RU,ru;q=0.9"}


def error_page(response: Any, status: int) -> str:
    assert response.status_code == status
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    html = str(response.text)
    assert f'<section class="error" data-status="{status}">' in html
    return html


# ── errors: a page for a browser, the envelope for everyone else ──────────────
def test_a_browser_gets_a_404_page_in_its_language(read_client: Any) -> None:
    html = error_page(read_client.get("/games/2008-summer-olympics", headers=RUSSIAN_BROWSER), 404)
    assert html.startswith('<!doctype html>\n<html lang="ru">\n')
    assert "<h1>404: Не найдено</h1>" in html
    assert ('<p class="dim">Ответ сервера: <code lang="en">no Games &#39;2008-summer-olympics&#39; in the store '
            "(Games there: 2004-summer-paralympics)</code></p>") in html
    assert '<p><a href="/">Назад к Играм</a></p>' in html
    assert "<title>404 — Не найдено — podium</title>" in html


def test_an_unknown_address_is_a_page_too_and_lang_is_kept(read_client: Any) -> None:
    html = error_page(read_client.get("/nothing-here", params={"lang": "de"}, headers=BROWSER), 404)
    assert html.startswith('<!doctype html>\n<html lang="de">\n')
    assert "<h1>404: Nicht gefunden</h1>" in html and '<a href="/?lang=de">Zurück zu den Spielen</a>' in html


def test_api_clients_get_the_envelope(read_client: Any) -> None:
    assert envelope(read_client.get("/games/2008-summer-olympics"), 404).startswith("no Games")  # Accept: */*
    json_first = {"Accept": "application/json, text/html;q=0.5"}
    assert envelope(read_client.get("/games/2008-summer-olympics", headers=json_first), 404).startswith("no Games")
    # the API answers JSON even to a browser
    assert envelope(read_client.get("/api/games/2008-summer-olympics/table", headers=BROWSER), 404).startswith(
        "no Games")


def test_a_wrong_token_is_a_page_that_sends_back_to_the_form(write_client: Any) -> None:
    response = write_client.post("/upload/token", data={"token": "wrong"}, headers=RUSSIAN_BROWSER)
    html = error_page(response, 401)
    assert "<h1>401: Нужен токен</h1>" in html
    assert '<code lang="en">wrong token</code>' in html
    assert '<p><a href="/upload">Назад к форме загрузки</a></p>' in html
    api = write_client.post("/api/sources", content=b"x", headers={"Authorization": "Bearer wrong"})
    assert envelope(api, 401) == "wrong token"


def test_a_refused_upload_says_the_limit_for_people(athens_store: Store) -> None:
    with make_client(athens_store, max_upload=2 * 1024 * 1024) as client:
        response = client.post("/upload", params={"lang": "fr"},
                               headers={**BROWSER, "Authorization": f"Bearer {TOKEN}"},
                               files={"file": ("big.txt", b"x" * (3 * 1024 * 1024), "text/plain")})
        html = error_page(response, 413)
        assert "<h1>413 : Trop volumineux</h1>" in html
        assert '<p class="hint">Le serveur accepte des documents d&#39;au plus 2\u202fMo.</p>' in html  # CLDR's narrow space
        assert '<a href="/upload?lang=fr">Retour au formulaire d&#39;envoi</a>' in html


def test_invalid_input_is_a_422_page(read_client: Any) -> None:
    html = error_page(read_client.get(f"/games/{GAMES}", params={"order": "x" * 30}, headers=BROWSER), 422)
    assert "<h1>422: Cannot read this input</h1>" in html
    assert "invalid request: query.order:" in html


def test_the_upload_form_says_its_limit_in_megabytes(read_client: Any) -> None:
    assert "At most 5 MB: plain text, Markdown" in read_client.get("/upload").text
    assert "最大 5 MB。" in read_client.get("/upload", params={"lang": "ja"}).text
    french = read_client.get("/upload", params={"lang": "fr"}).text
    assert "Au plus 5\u202fMo : texte brut, Markdown" in french and "Kio" not in french  # CLDR's narrow space


# ── navigation: Facts and Nations ─────────────────────────────────────────────
def test_facts_and_nations_are_in_the_navigation(read_client: Any) -> None:
    index = read_client.get("/").text
    assert '<a href="/facts">Facts</a> <a href="/nations">Nations</a>' in index
    table = read_client.get(f"/games/{GAMES}", params={"lang": "ru"}).text
    assert f'<a href="/games/{GAMES}/facts?lang=ru">Факты</a> <a href="/nations?lang=ru">Страны</a>' in table


def test_the_facts_page_shows_each_fact_with_its_status(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}/facts").text
    assert "<h1>2004 Summer Paralympics: facts</h1>" in html
    rows = re.findall(r'<tr id="fact-(\w+)" class="(\w+)">\s*<th scope="row">([^<]+)</th>\s*'
                      r'<td class="value">(.*?)</td>', html)
    found = {attribute: (status, word, value) for attribute, status, word, value in rows}
    assert found["host_city"] == ("agreed", "Host city", "Athens")
    assert found["nations"] == ("disputed", "Nations", '144<span class="mark">?</span>')
    assert found["events"][0] == "resolved"
    listing = read_client.get("/facts", params={"lang": "ru"}).text
    assert (f'<li><a href="/games/{GAMES}/facts?lang=ru">Летние Паралимпийские игры 2004: факты</a>'
            in listing)


# ── downloads ─────────────────────────────────────────────────────────────────
FORMATS = {
    "json": "application/json", "csv": "text/csv; charset=utf-8", "ndjson": "application/x-ndjson",
    "parquet": "application/vnd.apache.parquet", "md": "text/markdown; charset=utf-8",
    "wikitext": "text/x-wiki; charset=utf-8",
}


@pytest.mark.parametrize("ext", sorted(FORMATS))
def test_every_export_format_downloads_with_its_media_type_and_name(read_client: Any, ext: str) -> None:
    response = read_client.get(f"/api/games/{GAMES}/table.{ext}", params={"lang": "ja"})
    assert response.status_code == 200
    assert response.headers["content-type"] == FORMATS[ext]
    assert response.headers["content-disposition"] == f'attachment; filename="{GAMES}.{ext}"'
    if ext == "parquet":
        assert response.content[:4] == b"PAR1"
    elif ext == "wikitext":  # {{Medals table}} names each nation by its code
        assert response.text.startswith("{{Medals table") and "_GBR = 35" in response.text
    else:
        assert "イギリス" in response.text


def test_the_downloads_are_what_podium_table_writes(read_client: Any) -> None:
    from podium.actions.queries import medal_table
    from podium.export import FORMATS as WRITERS
    from podium.export import to_parquet
    from podium.export.text import table_text

    store = read_client.app.state.service.store
    standings = medal_table(store, GAMES, "total", "ru")
    for ext in ("ndjson", "md", "wikitext"):
        assert read_client.get(f"/api/games/{GAMES}/table.{ext}", params={"order": "total", "lang": "ru"}).text == \
            table_text(store, standings, ext, "ru")
    # Markdown and wikitext in the reader's words, wikitext citing its sources: not the plain English writers'
    assert table_text(store, standings, "md", "ru") != WRITERS["md"](standings)
    assert table_text(store, standings, "wikitext", "ru") != WRITERS["wikitext"](standings)
    parquet = read_client.get(f"/api/games/{GAMES}/table.parquet", params={"order": "total", "lang": "ru"})
    assert parquet.content == to_parquet(standings)
    bom = read_client.get(f"/api/games/{GAMES}/table.csv", params={"bom": "true"}).content
    assert bom.startswith(b"\xef\xbb\xbf") and not read_client.get(f"/api/games/{GAMES}/table.csv").content.startswith(
        b"\xef\xbb\xbf")


def test_the_downloads_are_in_openapi_and_on_the_page(read_client: Any) -> None:
    paths = read_client.get("/openapi.json").json()["paths"]
    for ext, media_type in FORMATS.items():
        route = paths[f"/api/games/{{slug}}/table.{ext}"]["get"]
        assert media_type.split(";")[0] in route["responses"]["200"]["content"], ext
    assert "image/png" in paths["/api/games/{slug}/charts/disagreement.png"]["get"]["responses"]["200"]["content"]
    page = read_client.get(f"/games/{GAMES}", params={"lang": "ru", "order": "total"}).text
    links = re.findall(r'<a href="(/api/games/[^"]+)" download>([^<]+)</a>', page)
    assert links == [(f"/api/games/{GAMES}/table.{ext}?order=total&amp;lang=ru", name) for ext, name in (
        ("json", "JSON"), ("csv", "CSV"), ("ndjson", "NDJSON"), ("parquet", "Parquet"), ("md", "Markdown"),
        ("wikitext", "Wikitext"))] + [
        (f"/api/games/{GAMES}/charts/disagreement.svg?lang=ru", "SVG"),
        (f"/api/games/{GAMES}/charts/disagreement.png?lang=ru", "PNG")]


# ── the host, and the page's language ─────────────────────────────────────────
def test_the_host_is_marked_as_medals_table_marks_it(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}").text
    row = re.search(r'<tr id="row-GRE" class="(\w+) host">.*?<td class="name" lang="en">(.*?)</td>', html, re.S)
    assert row is not None and row[2] == 'Greece<span class="host-mark" title="host nation">*</span>'
    assert html.count(' host">') == 1
    assert ('<p class="host-note"><span class="host-mark">*</span> Host nation (<span lang="en">Greece</span>)</p>'
            in html)
    russian = read_client.get(f"/games/{GAMES}", params={"lang": "ru"}).text
    assert '<span class="host-mark">*</span> Страна-организатор (<span lang="ru">Греция</span>)' in russian


def test_a_language_without_page_words_is_not_served_under_its_tag(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}", params={"lang": "ar"}).text
    assert html.startswith('<!doctype html>\n<html lang="en">\n')  # the words are English, and say so
    assert re.search(r'<td class="name" lang="ar">[^<]*\u0628', html)  # the names are Arabic, marked so
    assert "العربية" in html and "This page&#39;s words are not yet in" in html
    unknown = read_client.get(f"/games/{GAMES}", params={"lang": "xx"}).text
    assert unknown.startswith('<!doctype html>\n<html lang="en">\n')
    assert '<td class="name" lang="en">Great Britain' in unknown


# ── the disagreement chart as files and embedded ──────────────────────────────
def test_the_chart_downloads_as_svg_and_png(read_client: Any) -> None:
    svg = read_client.get(f"/api/games/{GAMES}/charts/disagreement.svg")
    assert svg.headers["content-type"] == "image/svg+xml"
    assert svg.headers["content-disposition"] == f'attachment; filename="{GAMES}-disagreement.svg"'
    assert svg.text.startswith('<svg class="chart disagreement"') and svg.text in read_client.get(f"/games/{GAMES}").text
    png = read_client.get(f"/api/games/{GAMES}/charts/disagreement.png", params={"lang": "zh-Hant"})
    assert png.headers["content-type"] == "image/png" and png.content[:8] == b"\x89PNG\r\n\x1a\n"
    assert envelope(read_client.get("/api/games/2008-summer-olympics/charts/disagreement.png"), 404).startswith(
        "no Games")


def test_the_chart_embeds_in_any_page(read_client: Any) -> None:
    embed = read_client.get(f"/embed/games/{GAMES}/disagreement", params={"lang": "ru"})
    assert embed.status_code == 200
    assert "frame-ancestors *" in embed.headers["content-security-policy"]
    assert "x-frame-options" not in embed.headers
    html = embed.text
    assert '<body class="embed">\n<svg class="chart disagreement"' in html
    assert f'<a href="/games/{GAMES}?lang=ru#disagreement" target="_blank" rel="noopener">Открыть в podium' in html
    page = read_client.get(f"/games/{GAMES}")
    assert page.headers["x-frame-options"] == "DENY"  # the other pages are framed by no one
    snippet = re.search(r'<textarea readonly rows="3" class="snippet">(.*?)</textarea>', page.text)
    assert snippet is not None
    assert re.fullmatch(rf'&lt;iframe src=&#34;http://testserver/embed/games/{GAMES}/disagreement&#34; '
                        r'width=&#34;\d+&#34; height=&#34;\d+&#34; title=&#34;Where the sources disagree&#34; '
                        r'loading=&#34;lazy&#34;&gt;&lt;/iframe&gt;', snippet[1])
    assert error_page(read_client.get(f"/embed/games/{GAMES}/nope", headers=BROWSER), 404)
