"""Screenshots of the medal table page, for the README: the bundled Athens 2004 corpus served
on loopback and photographed by chromium (through Playwright) at a desktop's and a phone's width.

    python scripts/screenshots.py [OUT_DIR] [--lang en]

writes ``OUT_DIR/table-desktop.png`` (1280 × 900) and ``OUT_DIR/table-phone.png`` (390 × 844,
at a phone's pixel density); ``OUT_DIR`` defaults to ``docs/img``. Uses the chromium at
``$PODIUM_CHROMIUM`` (default ``/usr/bin/chromium``: ``apt-get install chromium``) and never
downloads a browser. The store is a temporary one: nothing of the user's is read or written.
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GAMES = "2004-summer-paralympics"
#: name -> (viewport, device scale factor)
SIZES = {"desktop": ({"width": 1280, "height": 900}, 1), "phone": ({"width": 390, "height": 844}, 2)}
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@contextmanager
def serving(app: Any) -> Iterator[str]:
    """Uvicorn serving ``app`` on a free loopback port, in a thread."""
    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    if not server.started:
        raise SystemExit("screenshots: the server did not start")
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def take(out: Path, lang: str = "en", chromium: str | None = None) -> list[Path]:
    """Photograph the table page into ``out``; the files written."""
    from playwright.sync_api import sync_playwright

    from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses
    from podium.service import create_app
    from podium.store import open_store

    executable = chromium or os.environ.get("PODIUM_CHROMIUM", "/usr/bin/chromium")
    if not Path(executable).exists():
        raise SystemExit(f"screenshots: no chromium at {executable} (apt-get install chromium, or set PODIUM_CHROMIUM)")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(str(Path(folder) / "store.sqlite"))
        store_analyses(store, analyse_inputs(collect_inputs([str(bundled_corpus())])))
        try:
            with serving(create_app(store)) as url, sync_playwright() as p:
                browser = p.chromium.launch(executable_path=executable, args=FLAGS, timeout=60_000)
                for name, (viewport, scale) in SIZES.items():
                    page = browser.new_page(viewport=viewport, device_scale_factor=scale, locale=lang)
                    page.goto(f"{url}/games/{GAMES}?lang={lang}")
                    page.locator("table.medals").wait_for(state="visible")
                    path = out / f"table-{name}.png"
                    page.screenshot(path=str(path))
                    written.append(path)
                    page.close()
                browser.close()
        finally:
            store.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "docs" / "img")
    parser.add_argument("--lang", default="en", help="the page's language (en, ru, zh-Hant...)")
    args = parser.parse_args(argv)
    for path in take(args.out, args.lang):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
