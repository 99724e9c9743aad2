"""The core helpers the extract stage reads with: named character ranges
(``podium.unicode_scripts``) and packaged tab-separated files (``podium.datafiles``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.datafiles import Row, read_tsv
from podium.unicode_scripts import (
    CJK,
    HAN_BMP,
    HAN_BMP_SPAN,
    HANGUL_SYLLABLES,
    HIRAGANA,
    KANA,
    KATAKANA,
    Chars,
    bmp_table,
    has_final_consonant,
)


def test_sets_compose_merge_and_read_as_a_regex_fragment() -> None:
    assert KANA == HIRAGANA + KATAKANA == Chars.span(0x3040, 0x30FF)
    assert CJK.regex == r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3"
    assert (Chars.span(0x20000, 0x2FFFF) + Chars.span(0x41, 0x41)).regex == r"\u0041\U00020000-\U0002ffff"
    pattern = re.compile("[" + CJK.regex + "]+")
    assert pattern.findall("Tokyo 東京 とうきょう 서울") == ["東京", "とうきょう", "서울"]


def test_membership_is_one_character() -> None:
    assert "中" in HAN_BMP and "中" in HAN_BMP_SPAN
    assert "\u4dc0" in HAN_BMP_SPAN and "\u4dc0" not in HAN_BMP  # a Yijing hexagram symbol
    assert "" not in HAN_BMP and "a" not in HAN_BMP
    assert HANGUL_SYLLABLES.test("가") and not HANGUL_SYLLABLES.test("ㄱ")


def test_bmp_table_numbers_the_first_set_holding_a_character() -> None:
    table = bmp_table(HIRAGANA, KANA)
    assert (table[ord("あ")], table[ord("ア")], table[ord("a")]) == (1, 2, 0)
    assert len(table) == 0x10000


def test_hangul_final_consonant() -> None:
    assert [has_final_consonant(s) for s in "가각이은"] == [False, True, False, True]


def test_read_tsv_skips_blank_and_comment_lines_and_checks_the_header(tmp_path: Path) -> None:
    (tmp_path / "x.tsv").write_text("# a comment\ncity\tnoc\n\n  \nAthens\t GRE \n# more\nRome\tITA\n", encoding="utf-8")
    assert read_tsv(tmp_path, "x.tsv", header=("city", "noc")) == [Row(5, ["Athens", " GRE "]), Row(7, ["Rome", "ITA"])]
    assert read_tsv(tmp_path, "x.tsv")[0] == Row(2, ["city", "noc"])
    with pytest.raises(ValueError, match=r"^x.tsv:2: the header must be city, code$"):
        read_tsv(tmp_path, "x.tsv", header=("city", "code"))
    (tmp_path / "empty.tsv").write_text("", encoding="utf-8")
    with pytest.raises(ValueError, match=r"^empty.tsv:1: the header must be city$"):
        read_tsv(tmp_path, "empty.tsv", header=("city",))


def test_read_tsv_reads_package_data() -> None:
    rows = read_tsv("podium", "data/games.tsv", header=("year", "season", "kind", "edition", "host"))
    assert rows[0].fields[:3] == ["1896", "summer", "olympics"]
