"""The three bundled Athens 2004 documents, read and extracted: exact values."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.extract import extract
from podium.model import Extraction, MedalRow, MedalTable
from podium.readers import read_path
from tests.conftest import SEEDS


def _table(lang: str) -> MedalTable:
    extraction = extract(read_path(SEEDS[lang]))
    assert len(extraction.tables) == 1
    return extraction.tables[0]


def _fields(row: MedalRow) -> tuple[object, ...]:
    return (row.line, row.rank, row.rank_stated, row.mention, row.gold, row.silver, row.bronze, row.total)


def _zh_hant_ranks() -> list[int]:
    """The rank column of the zh-hant table, read straight from the file."""
    ranks = []
    for line in SEEDS["zh-Hant"].read_text(encoding="utf-8").splitlines():
        first = line.split("\t")[0]
        if first.isdigit() and line.count("\t") == 5:
            ranks.append(int(first))
    return ranks


@pytest.mark.parametrize("lang", list(SEEDS))
def test_each_seed_has_75_rows_in_document_order(lang: str) -> None:
    table = _table(lang)
    assert len(table.rows) == 75
    lines = [row.line for row in table.rows]
    assert lines == sorted(lines)


@pytest.mark.parametrize("lang", list(SEEDS))
def test_rank_list_equals_the_zh_hant_rank_column(lang: str) -> None:
    expected = _zh_hant_ranks()
    assert len(expected) == 75
    assert [row.rank for row in _table(lang).rows] == expected


@pytest.mark.parametrize("lang", list(SEEDS))
def test_span_and_raw_point_at_the_source_line(lang: str) -> None:
    doc = read_path(SEEDS[lang])
    lines = doc.text.split("\n")
    table = extract(doc).tables[0]
    for row in table.rows:
        assert doc.text[row.span.start:row.span.end] == row.raw == lines[row.line - 1]
    if table.totals is not None:
        assert doc.text[table.totals.span.start:table.totals.span.end] == table.totals.raw


def test_zh_hant_rows() -> None:
    table = _table("zh-Hant")
    assert table.layout == "tsv"
    assert table.header_line == 24
    assert _fields(table.rows[0]) == (25, 1, True, "中國（CHN）", 63, 46, 32, 141)
    assert _fields(table.rows[53]) == (78, 53, True, "牙買加（JAM）", 1, 0, 1, 2)
    assert _fields(table.rows[-1]) == (99, 73, True, "盧旺達（RWA）", 0, 0, 1, 1)
    assert all(row.rank_stated for row in table.rows)


def test_zh_hant_totals() -> None:
    totals = _table("zh-Hant").totals
    assert totals is not None
    assert (totals.line, totals.label, totals.gold, totals.silver, totals.bronze, totals.total) == (
        100, "總數：", 519, 518, 533, 1570)
    assert totals.raw == "總數：\t\t519\t518\t533\t1570"


def test_zh_hans_rows() -> None:
    table = _table("zh-Hans")
    assert table.layout == "spaced"
    assert table.header_line == 18
    assert _fields(table.rows[0]) == (19, 1, True, "中国", 63, 46, 32, 141)
    assert _fields(table.rows[53]) == (72, 53, False, "牙买加", 1, 0, 1, 2)
    assert _fields(table.rows[-1]) == (93, 73, False, "卢旺达", 0, 0, 1, 1)
    assert sum(not row.rank_stated for row in table.rows) == 13


def test_zh_hans_totals() -> None:
    totals = _table("zh-Hans").totals
    assert totals is not None
    assert (totals.line, totals.label, totals.gold, totals.silver, totals.bronze, totals.total) == (
        94, "总计", 519, 518, 533, 1570)


def test_ru_rows_shifted_left_are_realigned() -> None:
    table = _table("ru")
    assert table.layout == "pipe"
    assert table.header_line == 6
    assert _fields(table.rows[0]) == (7, 1, True, "Китай", 63, 46, 32, 141)
    assert _fields(table.rows[1]) == (8, 2, True, "Великобритания", 35, 30, 29, 94)
    assert _fields(table.rows[53]) == (60, 53, False, "Ямайка", 1, 0, 1, 2)
    assert table.rows[53].raw == "| Ямайка | 1 | 0 | 1 | 2 | |"
    assert _fields(table.rows[58]) == (65, 56, False, "Зимбабве", 1, 0, 0, 1)
    assert _fields(table.rows[55]) == (62, 56, True, "Босния и Герцеговина", 1, 0, 0, 1)
    assert _fields(table.rows[-1]) == (81, 73, False, "Руанда", 0, 0, 1, 1)


def test_ru_has_no_totals_row() -> None:
    assert _table("ru").totals is None


@pytest.mark.parametrize(("lang", "fmt", "script", "title"), [
    ("zh-Hant", "text", "Hant", "2004年夏季殘疾人奧林匹克運動會"),
    ("zh-Hans", "text", "Hans", None),
    ("ru", "markdown", "Cyrl", "XII Летние Паралимпийские игры прошли в Афины, Греция с 17 по 28 Сентября 2004."),
])
def test_seed_documents(lang: str, fmt: str, script: str, title: str | None) -> None:
    path: Path = SEEDS[lang]
    doc = read_path(path)
    assert (doc.language, doc.format, doc.script, doc.encoding) == (lang, fmt, script, "utf-8")
    assert doc.size == path.stat().st_size
    assert doc.origin == str(path)
    assert len(doc.sha256) == 64
    if title is not None:
        assert doc.title == title
    else:
        assert doc.title is not None and len(doc.title) == 120 and doc.title.startswith("2004年雅典残疾人奥林匹克运动会")


#: The lines that state facts (issue 5; the facts themselves: tests/extract/test_facts.py). No
#: fact comes from the Russian "- соревнования:" line (no value), tickets, TV or 2001年6月19日.
FACT_LINES = {"zh-Hant": {3, 4, 6, 7, 8, 9, 10, 11, 12, 18}, "zh-Hans": {1, 2, 3, 4, 5, 6}, "ru": {1, 2, 3, 4}}


@pytest.mark.parametrize("lang", list(SEEDS))
def test_games_and_no_invented_facts(lang: str) -> None:
    extraction: Extraction = extract(read_path(SEEDS[lang]))
    assert extraction.games is not None
    assert extraction.games.slug == "2004-summer-paralympics"
    assert {f.line for f in extraction.facts} == FACT_LINES[lang]
