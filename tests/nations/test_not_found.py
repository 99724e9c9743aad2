"""Names that are not nations never resolve: cities, regions, continents, sports, table headers."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.model import ResolutionStatus
from podium.nations import resolve

LIST = Path(__file__).resolve().parents[1] / "fixtures" / "nations" / "should_not_match.tsv"
ENTRIES = [
    tuple(line.split("\t"))
    for line in LIST.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]


def test_the_list_is_long_enough() -> None:
    assert len(ENTRIES) >= 150
    assert len(set(ENTRIES)) == len(ENTRIES)


@pytest.mark.parametrize("games", [None, 2004])
def test_not_a_nation(games: int | None) -> None:
    found = [
        (lang, text, given, result.status.value, result.noc, result.candidates)
        for lang, text in ENTRIES
        for given in (lang, None)
        if (result := resolve(text, lang=given, games=games)).status is not ResolutionStatus.NOT_FOUND
    ]
    assert found == []
