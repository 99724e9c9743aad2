"""The edition ordinal is checked against the catalogue for every kind of Games, not only the
Olympics and Paralympics (Daegu 2003 was the XXII Summer Universiade)."""

from __future__ import annotations

from podium.analysis import analyse
from podium.readers import read_bytes


def _edition_findings(text: str) -> list[tuple[str, object, object]]:
    analysis = analyse(read_bytes(text.encode("utf-8"), "universiade.txt"))
    assert analysis.games.slug == "2003-summer-universiade"
    return [(f.code, f.expected, f.actual) for f in analysis.findings if f.attribute == "edition"]


def test_a_wrong_ordinal_of_a_universiade_is_an_ordinal_year_mismatch() -> None:
    assert _edition_findings("The 2003 Summer Universiade, the 23rd Summer Universiade, took place in Daegu.\n") == [
        ("ordinal-year-mismatch", 22, 23)]


def test_the_right_ordinal_raises_nothing() -> None:
    assert _edition_findings("The 2003 Summer Universiade, the 22nd Summer Universiade, took place in Daegu.\n") == []
