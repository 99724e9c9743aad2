"""The HTML pages: the table with its marked cells, conflicts, sources, charts, escaping."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from markupsafe import escape

from podium.i18n.messages import render_html
from podium.model import reason
from podium.service.pages import source_link
from podium.store import open_store

from .conftest import GAMES, ingest, make_client, without_language_switch
from .test_api import RU


def cell(html: str, noc: str, attribute: str) -> str:
    found = re.search(rf'<td class="num cell-\w+" id="cell-{noc}-{attribute}">(.*?)</td>', html, re.S)
    assert found, f"no marked cell {noc} {attribute}"
    return found.group(1)


def test_games_list(read_client: Any) -> None:
    response = read_client.get("/")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    assert f'<a href="/games/{GAMES}">2004 Summer Paralympics</a> <span class="dim">sources: 3</span>' in response.text


def test_table_page_marks_each_disputed_cell_with_its_values_and_sources(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}").text
    marked = re.findall(r'id="cell-(\w+)-(\w+)"', html)
    assert marked == [("GBR", "bronze"), ("GBR", "total"), ("JPN", "silver"), ("JPN", "total")]
    bronze = cell(html, "GBR", "bronze")
    decision = next(d for d in read_client.get(f"/api/games/{GAMES}/conflicts").json()
                    if (d["subject"], d["attribute"]) == ("GBR", "bronze"))
    assert (f'<summary title="{decision["status"]}: the sources do not all agree">'
            '30<span class="mark">?</span></summary>') in bronze
    values = re.findall(r'<b class="value">(\d+)</b>', bronze)
    assert values == ["30", "29"]
    links = re.findall(r'<a class="source" href="/sources/(\w+)#L(\d+)">([^<]+)</a>', bronze)
    assert [(i[:12], line, title) for i, line, title in links] == [
        ("42fd05b2091e", "26", "2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese)"),
        ("430b72d37e2d", "20", "2004年雅典残疾人奥林匹克运动会 (Simplified Chinese)"),
        ("f3f35c58895f", "8", "XII Летние Паралимпийские игры (Russian)"),
    ]


def test_table_page_rows_ranks_and_totals(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}").text
    assert html.count('<tr id="row-') == 75
    assert '<td class="num">53</td><td class="noc">IND</td>' in html
    assert '<td class="num">53</td><td class="noc">TUR</td>' in html
    assert ('<tfoot><tr><td></td><td class="noc"></td><td>Total</td><td class="num">519</td>'
            '<td class="num">518</td><td class="num">533</td><td class="num">1570</td></tr></tfoot>') in html


def test_language_switch_shows_names_in_russian_and_chinese(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}", params={"lang": "ru"}).text
    assert '<html lang="ru">' in html
    assert '<td class="name" lang="ru">Великобритания</td>' in html
    assert '<b aria-current="true" lang="ru">Русский</b>' in html
    assert '<a href="?order=gold&amp;lang=zh-Hant" lang="zh-Hant" hreflang="zh-Hant">繁體中文</a>' in html
    hant = read_client.get(f"/games/{GAMES}", params={"lang": "zh-Hant", "order": "total"}).text
    assert '<td class="name" lang="zh-Hant">英國</td>' in hant
    assert '<b aria-current="true">按總數</b>' in hant


def test_order_switch(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}", params={"order": "total"}).text
    first = re.findall(r'<tr id="row-(\w+)"', html)[:3]
    assert first == ["CHN", "AUS", "GBR"]


def test_charts_are_inline_svg(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}").text
    assert html.count('<svg class="chart disagreement"') == 1
    # one row per disputed value: the four cells of the table, then the Games' facts
    assert re.findall(r'<g class="row" data-subject="(\w+)" data-attribute="(\w+)">', html) == [
        ("GBR", "bronze"), ("GBR", "total"), ("JPN", "silver"), ("JPN", "total"),
        ("games", "athletes"), ("games", "events"), ("games", "nations")]
    # who says what: the Russian source alone says 29 for Great Britain's bronze
    assert ("<title>XII Летние Паралимпийские игры (Russian): Great Britain — Bronze = 29 (line 8)</title>"
            in html)
    assert "<script" not in html


def test_conflicts_page_has_rationales(read_client: Any) -> None:
    html = read_client.get(f"/games/{GAMES}/conflicts", params={"lang": "ru"}).text
    assert '<section class="decision" id="GBR-bronze">' in html
    assert "<h2>Великобритания <span class=\"dim\">(GBR)</span> — Бронза</h2>" in html
    decision = next(d for d in read_client.get(f"/api/games/{GAMES}/conflicts").json()
                    if (d["subject"], d["attribute"]) == ("GBR", "bronze"))
    assert ". In detail: the sources disagree (30 from 2 sources; 29 from 1 source); for 30, " in decision["rationale"]
    # the page shows it in the page's language, without lang="en"
    assert escape(decision["rationale"]) not in html and 'lang="en"' not in without_language_switch(html)
    assert ('. Подробно: источники расходятся (30 — 2 источника; 29 — 1 источник); в пользу 30: '
            in html)
    english = read_client.get(f"/games/{GAMES}/conflicts").text
    assert escape(decision["rationale"]) not in english  # the API's ids are links to the sources here
    assert (f'. In detail: the sources disagree (30 from 2 sources; 29 from 1 source); for 30, {HANT_LINK} '
            f"and {HANS_LINK} look dependent (probability 1.00): they state 389 of the same values, 3.9 of them "
            "doubtful, and differ on 0; a shared doubtful value is what a copy looks like, so they count as less "
            "than two voices; share of the independent, accuracy-weighted evidence (podium engine): 30 0.55, "
            "29 0.45; below 0.75 it does not decide, 30 is shown as the best guess</p>") in english


#: The two Chinese sources as a rationale on a page names them: a link to the source's page,
#: the title shortened as the terminal does (32 characters), the whole title in `title`.
HANT = "42fd05b2091e4e08e3b47dd951d2984e0bb3ae9653ea39ca8de593049eccb767"
HANS = "430b72d37e2dc41429fdf0c88c1eacad2803ab46fe2b01e1d4afacce7663c242"
HANT_LINK = (f'<a class="source" href="/sources/{HANT}" title="2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese)">'
             "2004年夏季殘疾人奧林匹克運動會 (Traditional …</a>")
HANS_LINK = (f'<a class="source" href="/sources/{HANS}" title="2004年雅典残疾人奥林匹克运动会 (Simplified Chinese)">'
             "2004年雅典残疾人奥林匹克运动会 (Simplified C…</a>")


def with_lang(link: str, lang: str) -> str:
    """A source link as a page whose reader chose ``lang`` with ``?lang=`` shows it."""
    return re.sub(r'href="/sources/(\w+)"', rf'href="/sources/\1?lang={lang}"', link)


def test_rationales_name_sources_by_title_with_a_link_to_their_page(read_client: Any) -> None:
    russian = read_client.get(f"/games/{GAMES}/conflicts", params={"lang": "ru"}).text
    # the Russian page's links keep its language
    assert (f'. Подробно: источники расходятся (30 — 2 источника; 29 — 1 источник); в пользу 30: '
            f'{with_lang(HANT_LINK, "ru")} и {with_lang(HANS_LINK, "ru")} похожи на зависимые (вероятность 1,00): ') in russian
    # the table page's marked cell says the same, and every source a rationale links to has its page
    bronze = cell(read_client.get(f"/games/{GAMES}").text, "GBR", "bronze")
    assert f"for 30, {HANT_LINK} and {HANS_LINK} look dependent" in bronze
    linked = set(re.findall(r'<p class="rationale">.*?</p>', russian))
    targets = {t for p in linked for t in re.findall(r'<a class="source" href="/sources/(\w+)\?lang=ru"', p)}
    assert targets == {HANT, HANS, RU}  # the Russian document's rows against a totals row (the facts)
    assert not any(re.search(r'href="/sources/\w+"', p) for p in linked)  # none without the language
    for target in targets:
        assert read_client.get(f"/sources/{target}").status_code == 200
    # a rationale names no source by its bare id any more
    assert not any(re.search(r"(?<![/\w])[0-9a-f]{12}(?![\w])", p) for p in linked)


def test_a_source_without_a_title_is_named_by_its_id_and_titles_are_escaped() -> None:
    titles = {"a" * 64: None, "b" * 64: '<script>alert("x")</script> & a title longer than thirty-two'}
    link = source_link(titles.get)
    assert str(link("a" * 64)) == f'<a class="source" href="/sources/{"a" * 64}">{"a" * 12}</a>'
    assert str(link("b" * 64)) == (
        f'<a class="source" href="/sources/{"b" * 64}" title="&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; '
        '&amp; a title longer than thirty-two">&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; a…</a>')
    parts = (reason("authorities_disagree", sources=("a" * 64, "b" * 64), stated=(29, 30)),)
    assert str(render_html(parts, "de", source=link)) == (
        f"die maßgeblichen Quellen ({link('a' * 64)}, {link('b' * 64)}) weichen voneinander ab (29 und 30)")


def test_the_facts_show_the_host_city_and_country_in_the_readers_language(read_client: Any) -> None:
    for lang, city, country in (("ru", "Афины", "Греция"), ("zh-Hans", "雅典", "希腊"), ("zh-TW", "雅典", "希臘"),
                                ("ko", "아테네", "그리스"), ("fr", "Athènes", "Grèce"), ("pl", "Ateny", "Grecja"),
                                ("uk", "Афіни", "Греція"), ("nl", "Athene", "Griekenland"), ("en", "Athens", "Greece"),
                                ("sv", "Athens", "Grekland")):  # no Swedish city names: the English one
        html = read_client.get(f"/games/{GAMES}/conflicts", params={"lang": lang}).text
        section = html[html.index('id="games-host_city"'):html.index('id="games-host_country"')]
        assert f' → {city} · ' in section and f'<li><b class="value">{city}</b>:' in section, lang
        assert f'<li><b class="value">{country}</b>:' in html, lang
    # the API keeps the contract's English names, whatever a page shows
    facts = {d["attribute"]: d for d in read_client.get(f"/api/games/{GAMES}/facts").json()}
    assert (facts["host_city"]["decision"], facts["host_city"]["rationale"]) == ("Athens", "all 3 sources say Athens")
    assert [v["value"] for v in facts["host_country"]["values"]] == ["Greece"]


def test_sources_page_lists_the_documents(read_client: Any) -> None:
    html = read_client.get("/sources").text
    assert html.count('<li><a href="/sources/') == 3
    assert f'<a href="/sources/{RU}">XII Летние Паралимпийские игры (Russian)</a>' in html


def test_source_page_highlights_the_lines_read(read_client: Any) -> None:
    html = read_client.get(f"/sources/{RU[:12]}").text
    assert '<h1 lang="ru">XII Летние Паралимпийские игры (Russian)</h1>' in html
    row_lines = [int(n) for n in re.findall(r'<tr id="L(\d+)" class="read">(?:(?!</tr>).)*<span>row: ', html, re.S)]
    assert len(row_lines) == 75
    assert row_lines[:2] == [7, 8]
    row8 = re.search(r'<tr id="L8" class="read">(.*?)</tr>', html, re.S)
    assert row8 is not None
    assert "| 2 | Великобритания | 35 | 30 | 29 | 94 |" in row8.group(1)
    assert "<span>row: GBR 35/30/29/94</span>" in row8.group(1)
    assert '<tr id="L6">' in html  # the table's header line: not read, not highlighted
    assert "No findings: the document agrees with itself." in html


def test_upload_form(read_client: Any) -> None:
    html = read_client.get("/upload").text
    assert '<form class="upload" method="post" action="/upload" enctype="multipart/form-data">' in html
    assert "Uploads are disabled" in html


def test_static_css_served(read_client: Any) -> None:
    response = read_client.get("/static/podium.css")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/css")
    assert "@media (max-width: 40rem)" in response.text


def test_pages_load_nothing_from_elsewhere(read_client: Any) -> None:
    for path in ("/", f"/games/{GAMES}", f"/games/{GAMES}/conflicts", "/sources", f"/sources/{RU}", "/upload", "/docs"):
        html = read_client.get(path).text
        assert not re.search(r'(src|href)="(https?:)?//', html), path


def test_document_text_is_escaped_everywhere(hostile_client: Any) -> None:
    source = "094709c80082"
    pages = ["/", "/sources", f"/sources/{source}", f"/games/{GAMES}", f"/games/{GAMES}/conflicts"]
    for path in pages:
        html = hostile_client.get(path).text
        assert "<script>" not in html, path
        assert 'alert("' not in html, path
    page = hostile_client.get(f"/sources/{source}").text
    assert '<h1 lang="en">&lt;script&gt;alert(&#34;title&#34;)&lt;/script&gt; 2004 Summer Paralympics medal table</h1>' in page
    assert '<td class="code">3\t&lt;script&gt;alert(&#34;cell&#34;)&lt;/script&gt;\t28\t19\t25\t72</td>' in page
    assert "<span>row: &lt;script&gt;alert(&#34;cell&#34;)&lt;/script&gt; (unresolved) 28/19/25/72</span>" in page
    listing = hostile_client.get("/sources").text
    assert "&lt;script&gt;alert(&#34;title&#34;)&lt;/script&gt; 2004 Summer Paralympics medal table</a>" in listing
    table = hostile_client.get(f"/games/{GAMES}").text
    assert "&lt;script&gt;alert(&#34;title&#34;)&lt;/script&gt;" in table  # the source in the agreement legend and chart
    # a rationale names the source by its title, escaped in the link's text and in its `title`
    conflicts = hostile_client.get(f"/games/{GAMES}/conflicts").text
    assert (f'the sum of <a class="source" href="/sources/{source}388338f5639dcba2f9ffb75521afa43236af2a9e65064d9154ce" '
            'title="&lt;script&gt;alert(&#34;title&#34;)&lt;/script&gt; 2004 Summer Paralympics medal table">'
            "&lt;script&gt;alert(&#34;title&#34;)&lt;/script&gt;…</a>&#39;s rows, which has no totals row") in conflicts


def test_a_value_stated_by_many_sources_lists_five_of_them_and_counts_the_others(tmp_path: Path) -> None:
    # eight club pages state the same table (one with a bronze of its own): 7 claims behind 29,
    # and each names the host city
    rows = ("| 1 | China | 63 | 46 | 32 | 141 |\n| 2 | Great Britain | 35 | 30 | {b} | {t} |\n"
            "| 3 | Canada | 28 | 19 | 25 | 72 |\n")
    for k in range(8):
        bronze = 30 if k == 7 else 29
        (tmp_path / f"club-{k}.md").write_text(
            f"# 2004 Summer Paralympics medal table, club {k}\n\nThe Games were held in Athens.\n\n| Rank | Nation | Gold | Silver | Bronze | Total |\n"
            f"|---|---|---|---|---|---|\n" + rows.format(b=bronze, t=65 + bronze), encoding="utf-8")
    store = open_store(str(tmp_path / "podium.sqlite"))
    ingest(store, *sorted(tmp_path.glob("club-*.md")))
    with make_client(store) as client:
        html = client.get(f"/games/{GAMES}/conflicts").text
        ru = client.get(f"/games/{GAMES}/conflicts", params={"lang": "ru"}).text
        facts = client.get(f"/games/{GAMES}/facts").text
        [bronze] = [d for d in client.get(f"/api/games/{GAMES}/conflicts").json() if d["attribute"] == "bronze"]
    store.close()
    section = html[html.index('id="GBR-bronze"'):]
    listed = section[:section.index("</li>")]  # the first value's sources
    assert listed.count('class="source"') == 5 and '<span class="dim">and 2 more</span>' in listed
    assert '<span class="dim">и ещё 2</span>' in ru
    assert [len(v["sources"]) for v in bronze["values"]] == [7, 1]  # the JSON lists every one
    host = facts[facts.index("Athens"):]
    host = host[:host.index("</tr>")]
    assert host.count('class="source"') == 5 and '<span class="dim">and 3 more</span>' in host
    # the eight titles read alike once cut: each keeps the words where it differs
    assert '>2004 Summer Para… club 0</a>' in host and '>2004 Summer Para… club 4</a>' in host
    assert '>2004 Summer Paralympics… club 7</a>' in html
