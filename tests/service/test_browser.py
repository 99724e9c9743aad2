"""A real browser (Debian's chromium, driven by Playwright) reads the medal table: switches
to Russian names, opens the GBR bronze conflict, sees 30 and 29 with their sources, and
follows one to the source's page, still in Russian.

Needs /usr/bin/chromium (``apt-get install chromium``; ``.ci/run`` installs it) and the
``playwright`` package; never downloads a browser.
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from podium.store import open_store

from .conftest import GAMES, HOSTILE, TOKEN, missing_service

CHROMIUM = os.environ.get("PODIUM_CHROMIUM", "/usr/bin/chromium")
#: The flags that let chromium start as root on a machine with no network but loopback.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@contextmanager
def serving(app: Any) -> Iterator[str]:
    """Uvicorn serving ``app`` on a free loopback port, in a thread."""
    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", lifespan="off")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not srv.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert srv.started, "uvicorn did not start"
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        srv.should_exit = True
        thread.join(timeout=10)
        sock.close()


@pytest.fixture(scope="module")
def server(athens_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The corpus, read-only (no token)."""
    from podium.service import create_app

    db = tmp_path_factory.mktemp("browser") / "store.sqlite"
    shutil.copy(athens_db, db)
    store = open_store(str(db))
    with serving(create_app(store)) as url:
        yield url
    store.close()


@pytest.fixture
def writable_server(athens_db: Path, tmp_path: Path) -> Iterator[str]:
    """The corpus, with the write token set."""
    from podium.service import create_app

    db = tmp_path / "store.sqlite"
    shutil.copy(athens_db, db)
    store = open_store(str(db))
    with serving(create_app(store, token=TOKEN)) as url:
        yield url
    store.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing_service("the playwright package is not installed (pip install -e '.[test]')")
    if not Path(CHROMIUM).exists():
        missing_service(f"no chromium at {CHROMIUM} (apt-get install chromium)")
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, timeout=60_000)
        yield launched
        launched.close()


def test_russian_names_and_the_gbr_bronze_conflict(server: str, browser: Any, tmp_path: Path) -> None:
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    page.set_default_timeout(15_000)
    page.goto(f"{server}/games/{GAMES}")
    assert page.title() == "2004 Summer Paralympics — medal table"
    assert page.locator("#row-GBR td.name").inner_text() == "Great Britain"

    page.get_by_role("link", name="Русский").click()
    page.wait_for_url(f"{server}/games/{GAMES}?order=gold&lang=ru")
    assert page.locator("html").get_attribute("lang") == "ru"
    assert page.locator("#row-GBR td.name").inner_text() == "Великобритания"
    assert page.locator("#row-CHN td.name").inner_text() == "Китай"

    support = page.locator("#cell-GBR-bronze .support")
    assert not support.is_visible()
    page.locator("#cell-GBR-bronze summary").click()
    support.wait_for(state="visible")
    values = support.locator("ul.values > li")
    assert values.count() == 2
    first, second = values.nth(0), values.nth(1)
    assert first.locator("b.value").inner_text() == "30"
    assert second.locator("b.value").inner_text() == "29"
    assert first.locator("a.source").all_inner_texts() == [
        "2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese)",
        "2004年雅典残疾人奥林匹克运动会 (Simplified Chinese)",
    ]
    assert second.locator("a.source").all_inner_texts() == ["XII Летние Паралимпийские игры (Russian)"]
    assert "строка 8" in second.inner_text()  # the page's words are Russian too

    shot = Path(os.environ.get("PODIUM_SCREENSHOT_DIR") or tmp_path) / "gbr-bronze-conflict.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shot))
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) > 20_000

    # one click further: the Russian source, scrolled to the line that says 29, still in Russian
    second.locator("a.source").click()
    page.wait_for_url("**/sources/f3f35c58895f*?lang=ru#L8")
    assert page.locator("html").get_attribute("lang") == "ru"
    assert page.locator("main h2").first.inner_text() == "Результаты проверки"
    assert page.locator("tr#L8").get_attribute("class") == "read"
    assert "Великобритания | 35 | 30 | 29 | 94" in page.locator("tr#L8 td.code").inner_text()
    page.close()


def test_a_russian_browser_reads_the_pages_in_russian_at_clean_addresses(server: str, browser: Any) -> None:
    page = browser.new_page(locale="ru-RU")  # Accept-Language: ru-RU
    page.set_default_timeout(15_000)
    page.goto(f"{server}/")
    assert page.locator("html").get_attribute("lang") == "ru"
    page.get_by_role("link", name="Летние Паралимпийские игры 2004").click()
    page.wait_for_url(f"{server}/games/{GAMES}")  # the language came from the browser: not in the address
    assert page.title() == "Летние Паралимпийские игры 2004 — медальный зачёт"
    assert page.locator("#row-GBR td.name").inner_text() == "Великобритания"
    page.close()


def watch_policy(page: Any) -> list[str]:
    """What the Content-Security-Policy blocks on ``page``, as the browser reports it."""
    blocked: list[str] = []
    page.on("console", lambda m: blocked.append(m.text) if "Content Security Policy" in m.text else None)
    return blocked


def test_the_pages_work_under_their_content_security_policy(server: str, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    page.set_default_timeout(15_000)
    blocked = watch_policy(page)
    for path in ("/", f"/games/{GAMES}", f"/games/{GAMES}/conflicts", f"/games/{GAMES}/facts", "/facts",
                 "/sources", "/upload", "/docs", f"/embed/games/{GAMES}/disagreement"):
        response = page.goto(f"{server}{path}")
        assert response is not None and response.headers["content-security-policy"].startswith("default-src 'none'")
    page.goto(f"{server}/games/{GAMES}")
    # the stylesheet applies (no inline style needed): the host's row is coloured by its class, and
    # the chart's cells by their own attributes (the same SVG is a file and a PNG)
    assert page.locator("tr.host td.name").evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(204, 204, 255)"
    fills = page.locator("svg.chart g.cell rect").evaluate_all(
        "rects => [...new Set(rects.map(r => getComputedStyle(r).fill))].sort()")
    assert len(fills) >= 4  # decided, the table's value, another value, not stated
    assert page.locator("header.top .brand").evaluate("e => getComputedStyle(e).fontWeight") == "700"
    assert blocked == []
    page.close()


def test_uploading_from_the_form_in_a_browser(writable_server: str, browser: Any, tmp_path: Path) -> None:
    page = browser.new_page()
    page.set_default_timeout(15_000)
    blocked = watch_policy(page)
    page.goto(f"{writable_server}/upload?lang=en")
    assert page.locator('input[type="file"]').count() == 0  # the token comes first
    page.fill('input[name="token"]', TOKEN)
    page.locator('form[action="/upload/token?lang=en"] button').click()
    page.wait_for_url(f"{writable_server}/upload?lang=en")
    document = tmp_path / "hostile.txt"
    document.write_bytes(HOSTILE.read_bytes())
    page.set_input_files('input[type="file"]', str(document))
    page.get_by_role("button", name="Upload").click()
    page.wait_for_url("**/sources/094709c80082*?lang=en")
    assert page.locator("main h1").inner_text() == '<script>alert("title")</script> 2004 Summer Paralympics medal table'
    assert blocked == []
    page.close()
