"""A real browser (Debian's chromium, driven by Playwright) meets what a newcomer meets: an
error page in its language, a wrong token answered by a page that leads back to the form,
every download of the table page, the disagreement chart pointing at the disputed cells, and
the chart embedded in another site's page.

Needs /usr/bin/chromium (``PODIUM_CHROMIUM``) and the ``playwright`` package, as
``test_browser.py`` does; never downloads a browser.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

from .conftest import GAMES, TOKEN
from .test_browser import browser, server, serving, watch_policy, writable_server  # noqa: F401  (fixtures)


def test_a_missing_games_is_a_page_in_the_browsers_language(server: str, browser: Any) -> None:  # noqa: F811
    page = browser.new_page(locale="ru-RU")
    page.set_default_timeout(15_000)
    blocked = watch_policy(page)
    response = page.goto(f"{server}/games/2008-summer-olympics")
    assert response is not None and response.status == 404
    assert page.locator("html").get_attribute("lang") == "ru"
    assert page.locator("main h1").inner_text() == "404: Не найдено"
    assert "2008-summer-olympics" in page.locator("main code").inner_text()
    page.get_by_role("link", name="Назад к Играм").click()
    page.wait_for_url(f"{server}/")
    assert page.get_by_role("link", name="Летние Паралимпийские игры 2004").is_visible()
    assert blocked == []
    page.close()


def test_a_wrong_token_leads_back_to_the_form(writable_server: str, browser: Any) -> None:  # noqa: F811
    page = browser.new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{writable_server}/upload?lang=en")
    page.fill('input[name="token"]', "not-the-token")
    page.locator("form.upload button").click()
    page.wait_for_url(f"{writable_server}/upload/token?lang=en")
    assert page.locator("main h1").inner_text() == "401: The token is needed"
    page.get_by_role("link", name="Back to the upload form").click()
    page.wait_for_url(f"{writable_server}/upload?lang=en")
    page.fill('input[name="token"]', TOKEN)
    page.locator("form.upload button").click()
    page.wait_for_url(f"{writable_server}/upload?lang=en")
    assert page.locator('input[type="file"]').count() == 1
    page.close()


def test_every_format_downloads_from_the_table_page(server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    page = browser.new_page(accept_downloads=True)
    page.set_default_timeout(15_000)
    page.goto(f"{server}/games/{GAMES}?lang=ja")
    names = page.locator("span.downloads a").all_inner_texts()
    assert names == ["JSON", "CSV", "NDJSON", "Parquet", "Markdown", "Wikitext"]
    got = {}
    for name in [*names, "SVG", "PNG"]:
        with page.expect_download() as info:
            page.get_by_role("link", name=name, exact=True).click()
        download = info.value
        path = tmp_path / download.suggested_filename
        download.save_as(str(path))
        got[download.suggested_filename] = path.read_bytes()
    assert sorted(got) == sorted([f"{GAMES}.{ext}" for ext in ("json", "csv", "ndjson", "parquet", "md", "wikitext")]
                                 + [f"{GAMES}-disagreement.svg", f"{GAMES}-disagreement.png"])
    assert "イギリス" in got[f"{GAMES}.csv"].decode("utf-8")
    assert got[f"{GAMES}.parquet"][:4] == b"PAR1"
    assert got[f"{GAMES}-disagreement.png"][:8] == b"\x89PNG\r\n\x1a\n"
    assert got[f"{GAMES}.wikitext"].startswith(b"{{Medals table")
    page.close()


def test_the_chart_points_at_the_disputed_cells(server: str, browser: Any) -> None:  # noqa: F811
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    page.set_default_timeout(15_000)
    page.goto(f"{server}/games/{GAMES}")
    chart = page.locator("svg.chart.disagreement")
    assert chart.is_visible()
    box = chart.bounding_box()
    assert box is not None and box["width"] > 400
    rows = chart.locator("g.row")
    labels = [rows.nth(i).get_attribute("data-subject") + "-" + rows.nth(i).get_attribute("data-attribute")
              for i in range(rows.count())]
    assert labels[:4] == ["GBR-bronze", "GBR-total", "JPN-silver", "JPN-total"]
    # each disputed cell of the table has its row in the chart
    cells = page.locator("table.medals td[id^=cell-]").evaluate_all("tds => tds.map(td => td.id.slice(5))")
    assert cells == labels[:4]
    bronze = chart.locator('g.row[data-subject="GBR"][data-attribute="bronze"]')
    dissent = bronze.locator('g.cell[data-says="other"]')
    assert dissent.count() == 1 and dissent.locator("text").text_content() == "29"
    assert bronze.locator('g.cell[data-says="decided"] text').all_text_contents() == ["30", "30"]
    assert bronze.locator('g.cell[data-source="decided"] text').text_content() == "30?"
    # the host row is marked and coloured as {{Medals table}} colours it
    host = page.locator("tr.host")
    assert host.count() == 1 and host.locator("td.name").inner_text() == "Greece*"
    assert host.locator("td").first.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(204, 204, 255)"
    page.close()


def test_the_chart_embeds_in_another_sites_page(server: str, browser: Any) -> None:  # noqa: F811
    page = browser.new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{server}/games/{GAMES}")
    page.locator("details.embed summary").click()
    snippet = page.locator("textarea.snippet").input_value()
    assert snippet.startswith(f'<iframe src="{server}/embed/games/{GAMES}/disagreement" ')
    blog = HTMLResponse(f"<!doctype html><h1>Someone's blog</h1>{snippet}"
                        f'<iframe id="table" src="{server}/games/{GAMES}"></iframe>')
    with serving(Starlette(routes=[Route("/", lambda request: blog)])) as elsewhere:  # another origin
        other = browser.new_page()
        other.set_default_timeout(15_000)
        other.goto(f"{elsewhere}/")  # the page's load waits for its frames, refused or not
        framed = other.frame_locator("iframe[title]")
        framed.locator("svg.chart.disagreement").wait_for(state="visible")
        dissent = framed.locator('g.row[data-subject="GBR"][data-attribute="bronze"] g.cell[data-says="other"] text')
        assert dissent.text_content() == "29"
        assert framed.locator("p.embed-credit a").get_attribute("target") == "_blank"
        # every other page refuses to be framed (X-Frame-Options: DENY, frame-ancestors 'none')
        assert other.frame_locator("iframe#table").locator("table.medals").count() == 0
        other.close()
    page.close()
