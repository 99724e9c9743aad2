"""Shared test helpers: paths to the bundled corpus and fixtures."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "src" / "podium" / "data" / "corpus" / "2004-summer-paralympics"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SEEDS = {"zh-Hant": CORPUS / "zh-hant.txt", "zh-Hans": CORPUS / "zh-hans.txt", "ru": CORPUS / "ru.txt"}


@pytest.fixture
def seeds() -> dict[str, Path]:
    return dict(SEEDS)
