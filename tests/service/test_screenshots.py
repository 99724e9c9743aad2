"""``scripts/screenshots.py`` photographs the table page at a desktop's and a phone's width
(the README shows them, from ``docs/img/``)."""

from __future__ import annotations

import os
from pathlib import Path

from tests.conftest import ROOT, load_script

from .conftest import missing_service


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_the_script_writes_both_screenshots(tmp_path: Path) -> None:
    try:
        import playwright  # noqa: F401
    except ImportError:
        missing_service("the playwright package is not installed (pip install -e '.[test]')")
    chromium = os.environ.get("PODIUM_CHROMIUM", "/usr/bin/chromium")
    if not Path(chromium).exists():
        missing_service(f"no chromium at {chromium} (apt-get install chromium)")
    written = load_script("screenshots").take(tmp_path / "img")
    assert [p.name for p in written] == ["table-desktop.png", "table-phone.png"]
    assert png_size(written[0].read_bytes()) == (1280, 900)
    assert png_size(written[1].read_bytes()) == (780, 1688)  # 390 × 844 at a phone's density of 2


def test_the_readme_shows_the_committed_screenshots() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("table-desktop.png", "table-phone.png"):
        assert f"(docs/img/{name})" in readme
        assert png_size((ROOT / "docs" / "img" / name).read_bytes())[0] > 0
