"""All 225 nation mentions of the three bundled Athens 2004 tables resolve to the code
the Traditional Chinese table states for the same row, by their names alone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.model import Games, ResolutionStatus
from podium.nations import resolve
from tests.conftest import SEEDS

ATHENS = Games(2004, "summer", "paralympics")
TOTALS = {"总计", "總數:", "總數：", "Итого"}
# optional rank, name, gold, silver, bronze, total (tab- or space-separated)
SPACED = re.compile(r"^(?:\d+\s+)?(\S.*?)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*$")
# | 1 | Китай | 63 | 46 | 32 | 141 |   or   | Ямайка | 1 | 0 | 1 | 2 | |
PIPE = re.compile(r"^\|\s*(?:\d+\s*\|\s*)?([^|\d][^|]*?)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|")
CODE = re.compile(r"\s*（([A-Z]{3})）\s*$")


def mentions(path: Path) -> list[str]:
    pattern = PIPE if path.name == "ru.txt" else SPACED
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = pattern.match(line.strip())
        if m and m.group(1).strip() not in TOTALS:
            out.append(m.group(1).strip())
    return out


def hant_rows() -> list[tuple[str, str]]:
    """(name without the code, stated code) for each row of zh-hant.txt."""
    rows = []
    for mention in mentions(SEEDS["zh-Hant"]):
        m = CODE.search(mention)
        assert m, mention
        rows.append((mention[: m.start()], m.group(1)))
    return rows


EXPECTED = [code for _, code in hant_rows()]
CASES = (
    [("zh-Hant", name, code) for name, code in hant_rows()]
    + [("zh-Hans", name, code) for name, code in zip(mentions(SEEDS["zh-Hans"]), EXPECTED)]
    + [("ru", name, code) for name, code in zip(mentions(SEEDS["ru"]), EXPECTED)]
)


def test_the_three_tables_list_75_nations_in_the_same_order() -> None:
    assert len(EXPECTED) == 75
    assert len(set(EXPECTED)) == 75
    assert len(mentions(SEEDS["zh-Hans"])) == 75
    assert len(mentions(SEEDS["ru"])) == 75
    assert len(CASES) == 225
    # spot checks of the alignment, first, middle and last rows
    assert mentions(SEEDS["zh-Hans"])[0] == "中国" and mentions(SEEDS["ru"])[0] == "Китай"
    assert mentions(SEEDS["zh-Hans"])[43] == "中华台北" and mentions(SEEDS["ru"])[43] == "Тайбэй"
    assert mentions(SEEDS["zh-Hans"])[-1] == "卢旺达" and mentions(SEEDS["ru"])[-1] == "Руанда"


@pytest.mark.parametrize(("lang", "mention", "code"), CASES, ids=[f"{lang}-{m}" for lang, m, _ in CASES])
def test_seed_mention_resolves_by_name(lang: str, mention: str, code: str) -> None:
    result = resolve(mention, lang=lang, games=ATHENS)
    assert (result.noc, result.status in (ResolutionStatus.EXACT, ResolutionStatus.ALIAS)) == (code, True)


def test_the_stated_codes_agree_with_the_names() -> None:
    # with the code left in, the name still decides, and agrees
    for name, code in hant_rows():
        assert resolve(f"{name}（{code}）", lang="zh-Hant", games=ATHENS).noc == code
