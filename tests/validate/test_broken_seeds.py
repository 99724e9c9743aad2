"""Each finding code on a hand-made broken copy of a seed; the seeds themselves are clean."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.model import Finding
from podium.readers import read_bytes
from tests.conftest import SEEDS


def seed_text(lang: str) -> str:
    return SEEDS[lang].read_text(encoding="utf-8")


def summary(findings: list[Finding]) -> list[tuple]:
    return [(f.code, f.severity.value, f.line, f.subject, f.attribute, f.expected, f.actual) for f in findings]


def seed_findings(lang: str) -> list[Finding]:
    return list(analyse(read_bytes(SEEDS[lang].read_bytes(), SEEDS[lang].name)).findings)


def broken(lang: str, old: str, new: str) -> list[Finding]:
    """The findings one exact edit of the seed adds (the edit must apply exactly once); the
    facts warnings every copy of the seed carries (see below) are left out."""
    text = seed_text(lang)
    assert text.count(old) == 1, f"edit {old!r} does not apply exactly once"
    doc = read_bytes(text.replace(old, new).encode("utf-8"), f"broken-{lang}.txt")
    before = summary(seed_findings(lang))
    return [f for f in analyse(doc).findings if summary([f])[0] not in before]


#: What the seeds say against themselves (issue 5): warnings only, so `podium check` exits 0.
SEED_WARNINGS = {
    "zh-Hant": [("self-contradiction", "warning", 18, "games", "events", 519, 162)],
    "zh-Hans": [
        ("events-medals-mismatch", "warning", 1, "games", "events", 519, 162),
        ("self-contradiction", "warning", 4, "games", "nations", 144, 136),
        ("stated-count-mismatch", "warning", 4, "games", "medal_nations", 75, 73),
        ("self-contradiction", "warning", 5, "games", "athletes", 3969, 3806),
    ],
    "ru": [],
}


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans", "ru"])
def test_the_seeds_have_no_error_findings_and_exactly_their_facts_warnings(lang: str) -> None:
    assert summary(seed_findings(lang)) == SEED_WARNINGS[lang]


def test_row_sum_mismatch_names_line_and_nation() -> None:
    findings = broken("zh-Hant", "4\t美國（USA）\t27\t22\t39\t88", "4\t美國（USA）\t27\t22\t39\t68")
    # the changed total also breaks the totals row's sum of totals
    assert summary(findings) == [
        ("row-sum-mismatch", "error", 28, "USA", "total", 88, 68),
        ("totals-mismatch", "error", 100, "games", "total", 1550, 1570),
    ]
    assert findings[0].message == "line 28: 美國（USA） has 27+22+39 = 88 medals but a stated total of 68"


def test_totals_mismatch_when_the_totals_row_is_off() -> None:
    findings = broken("zh-Hans", "总计 519 518 533 1570", "总计 519 517 533 1570")
    assert summary(findings) == [("totals-mismatch", "error", 94, "games", "silver", 518, 517)]
    assert findings[0].message == "line 94: the totals row gives 517 silver but the 75 rows above it add up to 518"


def test_rank_order_when_a_better_row_is_ranked_lower() -> None:
    # Latvia given 5 golds but left at rank 52: 30 rows have better medals, so 31 was due
    findings = broken("ru", "| 52 | Латвия | 1 | 1 | 1 | 3 |", "| 52 | Латвия | 5 | 1 | 1 | 7 |")
    assert [(f.code, f.line, f.subject, f.expected, f.actual) for f in findings] == [
        ("rank-order", 58, "LAT", 31, 52),
    ]
    assert "Латвия (LAT) (5-1-1) is ranked 52, below" in findings[0].message


def test_rank_shape_when_tied_rows_do_not_share_a_rank() -> None:
    findings = broken("zh-Hant", "53\t牙買加（JAM）", "54\t牙買加（JAM）")
    assert summary(findings) == [("rank-shape", "warning", 78, "JAM", "rank", 53, 54)]
    assert "has the same medals (1-0-1) as 印度（IND） ranked 53, but rank 54" in findings[0].message


def test_rank_shape_when_the_rank_after_a_tie_does_not_skip() -> None:
    findings = broken("zh-Hant", "60\t愛爾蘭（IRL）", "57\t愛爾蘭（IRL）")
    assert summary(findings) == [("rank-shape", "warning", 84, "IRL", "rank", 60, 57)]


def test_duplicate_nation() -> None:
    findings = broken("zh-Hans", "73 法罗群岛 0 0 1 1", "73 中国 0 0 1 1")
    assert summary(findings) == [("duplicate-nation", "error", 91, "CHN", None, None, "中国")]
    assert findings[0].message == "line 91: '中国' is CHN, already listed on line 19"


def test_unknown_nation_with_a_suggestion() -> None:
    findings = broken("ru", "| 66 | Бахрейн |", "| 66 | Бахрейнн |")
    assert [(f.code, f.severity.value, f.line, f.subject) for f in findings] == [
        ("unknown-nation", "error", 72, "Бахрейнн"),
    ]
    assert findings[0].message == "line 72: 'Бахрейнн': no such nation; did you mean BRN or BEN?"


def test_an_ambiguous_mention_is_an_unknown_nation() -> None:
    findings = broken("zh-Hans", "16 韩国 11 11 6 28", "16 Korea 11 11 6 28")
    assert summary(findings) == [("unknown-nation", "error", 34, "Korea", None, None, "Korea")]
    assert findings[0].message == "line 34: 'Korea': could be KOR or PRK"
