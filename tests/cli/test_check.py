"""`podium check`: what was read from each seed, exactly, and what a broken copy reports."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.conftest import FIXTURES, SEEDS

GOLDEN = FIXTURES / "check"


def zh_hant_codes() -> list[str]:
    """The codes the zh-Hant page states beside each name: the expectation for every seed."""
    rows = [line.split("\t") for line in SEEDS["zh-Hant"].read_text(encoding="utf-8").splitlines()]
    return [cells[1][-4:-1] for cells in rows if len(cells) == 6 and cells[0].isdigit()]


def golden_text(source: dict) -> str:
    """One key per line and one row per line, so a diff of a golden file reads like the table."""
    lines = []
    for key, value in source.items():
        if isinstance(value, list) and value:
            items = ",\n".join("  " + json.dumps(v, ensure_ascii=False) for v in value)
            lines.append(f" {json.dumps(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans", "ru"])
def test_check_json_of_each_seed_matches_its_golden_file(podium: Runner, lang: str) -> None:
    result = podium("check", str(SEEDS[lang]), "--format", "json")
    assert result.code == 0, result.err
    (source,) = result.json()["sources"]
    assert source["path"] == str(SEEDS[lang])
    source["path"] = SEEDS[lang].name
    golden = GOLDEN / f"{SEEDS[lang].stem}.json"
    if os.environ.get("PODIUM_UPDATE_GOLDEN"):
        golden.write_text(golden_text(source), encoding="utf-8")
    assert source == json.loads(golden.read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans", "ru"])
def test_check_reads_75_rows_with_the_stated_codes_and_no_errors(podium: Runner, lang: str) -> None:
    (source,) = podium("check", str(SEEDS[lang]), "--format", "json").json()["sources"]
    assert source["games"] == "2004-summer-paralympics"
    assert source["language"] == lang
    assert source["format"] == ("markdown" if lang == "ru" else "text")
    rows = source["rows"]
    assert [r["noc"] for r in rows] == zh_hant_codes()
    assert len(rows) == 75
    assert all(r["gold"] + r["silver"] + r["bronze"] == r["total"] for r in rows)
    # no errors; the facts warnings each page earns against itself (issue 5)
    assert [(f["severity"], f["code"], f["attribute"]) for f in source["findings"]] == {
        "zh-Hant": [("warning", "self-contradiction", "events")],
        "zh-Hans": [("warning", "events-medals-mismatch", "events"), ("warning", "self-contradiction", "nations"),
                    ("warning", "stated-count-mismatch", "medal_nations"),
                    ("warning", "self-contradiction", "athletes")],
        "ru": [],
    }[lang]
    gbr = rows[1]
    assert (gbr["bronze"], gbr["total"]) == ((29, 94) if lang == "ru" else (30, 95))
    jam = next(r for r in rows if r["noc"] == "JAM")
    assert jam["rank"] == 53
    if lang == "ru":
        assert source["totals"] is None
        assert (jam["mention"], jam["line"]) == ("Ямайка", 60)
    else:
        assert {k: source["totals"][k] for k in ("gold", "silver", "bronze", "total")} == {
            "gold": 519, "silver": 518, "bronze": 533, "total": 1570,
        }


def test_a_changed_total_is_a_row_sum_mismatch_and_exit_1(podium: Runner, tmp_path: Path) -> None:
    text = SEEDS["ru"].read_text(encoding="utf-8")
    old = "| 4 | США | 27 | 22 | 39 | 88 |"
    assert text.count(old) == 1
    copy = tmp_path / "ru-broken.txt"
    copy.write_text(text.replace(old, "| 4 | США | 27 | 22 | 39 | 68 |"), encoding="utf-8")

    result = podium("check", str(copy), "--format", "json")
    assert result.code == 1
    (finding,) = result.json()["sources"][0]["findings"]
    assert finding == {
        "code": "row-sum-mismatch", "severity": "error", "line": 10, "subject": "USA",
        "attribute": "total", "expected": 88, "actual": 68,
        "message": "line 10: США (USA) has 27+22+39 = 88 medals but a stated total of 68",
    }
    text_out = podium("check", str(copy))
    assert text_out.code == 1
    assert "error   row-sum-mismatch       line 10: США (USA) has 27+22+39 = 88 medals" in text_out.out
