"""The hard cases of the real world, one fixture file per case (country_converter style).

``tests/fixtures/nations/cases/*.tsv``: ``lang  name  games  expected`` (see the README
there). Every case must come out exactly as written: the code, the exact candidates of a
genuine ambiguity, or nothing at all.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.model import Games, ResolutionStatus
from podium.nations import resolve

CASES_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "nations" / "cases"
GAMES = re.compile(r"(\d{4})([OP]?)")
KINDS = {"O": "olympics", "P": "paralympics"}


def parse_games(text: str) -> Games | int | None:
    if not text:
        return None
    m = GAMES.fullmatch(text)
    assert m, f"bad games column {text!r}"
    year, kind = int(m.group(1)), m.group(2)
    return Games(year, "summer", KINDS[kind]) if kind else year


def load_cases() -> list[tuple[str, str, str, str, str]]:
    """(file:line, lang, name, games, expected) of every fixture file."""
    out = []
    for path in sorted(CASES_DIR.glob("*.tsv")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            lang, name, games, expected = line.split("\t")
            out.append((f"{path.stem}:{n}", lang, name, games, expected))
    return out


CASES = load_cases()


def test_the_fixture_set_is_large_and_wide() -> None:
    assert len(CASES) >= 1000
    assert len({lang for _, lang, *_ in CASES}) >= 30
    files = {where.split(":")[0] for where, *_ in CASES}
    for case in ("tpe-chinese-taipei", "hkg-hong-kong", "mac-macau", "ple-palestine", "kos-kosovo",
                 "mkd-macedonia", "yugoslavia-serbia-montenegro", "germany", "russia-soviet-union",
                 "czechoslovakia", "korea", "congo", "virgin-islands", "guinea", "neutral-teams"):
        assert case in files, case


def outcome(lang: str, name: str, games: str) -> str:
    """The resolution written as the fixture files write ``expected``."""
    result = resolve(name, lang=lang, games=parse_games(games))
    if result.status is ResolutionStatus.NOT_FOUND:
        return "-"
    if result.status is ResolutionStatus.AMBIGUOUS:
        return "|".join(result.candidates)
    return result.noc or "?"


FILES = sorted({where.split(":")[0] for where, *_ in CASES})


@pytest.mark.parametrize("case", FILES)
def test_case(case: str) -> None:
    wrong = [
        (where, lang, name, games, expected, got)
        for where, lang, name, games, expected in CASES
        if where.split(":")[0] == case and (got := outcome(lang, name, games)) != expected
    ]
    assert wrong == []
