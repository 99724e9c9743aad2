"""A slip of the pen in a long name resolves; anything more is a suggestion only.

One letter changed or two neighbours swapped, in a name of eight letters or more, that one
name only is that close to: "Grande-Breatgne" in a French blog post is Great Britain, and
"Deutschlamd" is Germany as "Deutschland" is (GER in 2016, FRG in 1984). A shorter name, a
letter added or dropped, or a slip two names are that close to, stays ``not_found`` with its
"did you mean" codes."""

from __future__ import annotations

import pytest

from podium.model import Games, ResolutionStatus
from podium.nations import resolve

RIO = Games(2016, "summer", "olympics")


@pytest.mark.parametrize(("name", "lang", "code", "matched"), [
    ("Grande-Breatgne", "fr", "GBR", "Grande-Bretagne"),
    ("Switzerlnad", "en", "SUI", "Switzerland"),
    ("Kazahkstan", "en", "KAZ", "Kazakhstan"),
    ("Argentnia", "en", "ARG", "Argentina"),
    ("Slovakai", "en", "SVK", "Slovakia"),
    ("Deutschlamd", "de", "GER", "Deutschland"),
])
def test_one_slip_in_a_long_name_resolves_as_an_alias(name: str, lang: str, code: str, matched: str) -> None:
    found = resolve(name, lang=lang, games=RIO)
    assert (found.status, found.noc, found.matched) == (ResolutionStatus.ALIAS, code, matched)


@pytest.mark.parametrize(("name", "candidates"), [
    ("Nigerai", ("NGR", "NIG")),  # too short to tell Nigeria (nearer) from Niger
    ("Dominican", ("DMA", "DOM")),  # a word dropped, not a slip
    ("Phillipines", ("PHI",)),  # a letter added
    ("Austrlia", ("AUS", "AUT", "ANZ")),  # a letter dropped
])
def test_more_than_one_slip_or_a_short_name_is_only_a_suggestion(name: str, candidates: tuple[str, ...]) -> None:
    found = resolve(name, lang="en", games=RIO)
    assert (found.status, found.noc, found.candidates) == (ResolutionStatus.NOT_FOUND, None, candidates)
