"""`podium check` and `podium ingest` in the reader's language: the findings of a Russian page
with a totals row that does not add up and a "Germany" that could be FRG or GDR (Seoul 1988),
read in Russian, Chinese and German; the JSON keeps the English messages."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.conftest import FIXTURES

SEOUL = FIXTURES / "check" / "seoul-1988-totals-and-germany.ru.txt"
SOURCE = "4fa8e8c7eb18"

#: lang -> the two finding lines `podium check` prints, exactly.
FINDINGS = {
    "en": [
        "  error   unknown-nation         line 5: 'Германия': could be FRG or GDR",
        "  error   totals-mismatch        line 7: the totals row gives 98 silver but the 3 rows above it add up to 97",
    ],
    "ru": [
        "  ошибка         unknown-nation         строка 5: «Германия»: это может быть FRG или GDR",
        "  ошибка         totals-mismatch        строка 7: строка итогов даёт 98 (серебро), а 3 строки выше в сумме "
        "дают 97",
    ],
    "zh-Hans": [
        "  错误 unknown-nation         第 5 行：“Германия”：可能是 FRG 或 GDR",
        "  错误 totals-mismatch        第 7 行：总计行的银牌为 98，但其上方 3 行之和为 97",
    ],
    "de": [
        "  Fehler  unknown-nation         Zeile 5: „Германия“: könnte FRG oder GDR sein",
        "  Fehler  totals-mismatch        Zeile 7: die Summenzeile nennt 98 (Silber), aber die 3 Zeilen darüber "
        "ergeben zusammen 97",
    ],
}


#: lang -> what `podium check` says it read from the Seoul document, with its plural forms
READ = {
    "en": ["  ru, csv, utf-8; 1988-summer-olympics; 1 table, 3 rows, 0 facts",
           "  table (overall, lines 4–6): 3 rows, 2 nations resolved; totals line 7: 128/98/103/328"],
    "ru": ["  ru, csv, utf-8; 1988-summer-olympics; 1 таблица, 3 строки, 0 фактов",
           "  таблица (overall, строки 4–6): 3 строки, 2 страны распознаны; итоги в строке 7: 128/98/103/328"],
    "zh-Hans": ["  ru, csv, utf-8; 1988-summer-olympics; 1 个表格，3 行，0 条事实",
                "  表格（overall，第 4–6 行）：3 行，识别出 2 个国家和地区；合计行（第 7 行）：128/98/103/328"],
    "de": ["  ru, csv, utf-8; 1988-summer-olympics; 1 Tabelle, 3 Zeilen, 0 Fakten",
           "  Tabelle (overall, Zeilen 4–6): 3 Zeilen, 2 Nationen erkannt; Summenzeile 7: 128/98/103/328"],
}


@pytest.mark.parametrize("lang", sorted(FINDINGS))
def test_check_prints_the_findings_in_the_readers_language(podium: Runner, lang: str) -> None:
    result = podium("check", str(SEOUL), "--lang", lang)
    assert result.code == 1  # errors, in any language
    lines = result.out.splitlines()
    assert lines[0] == str(SEOUL)
    # what was read, and the findings, in the reader's language (codes and values as they are)
    assert lines[1:3] == READ[lang]
    assert lines[3:] == FINDINGS[lang]


def test_check_takes_the_language_of_the_locale(podium: Runner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PODIUM_LANG")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert podium("check", str(SEOUL)).out.splitlines()[3:] == FINDINGS["de"]
    monkeypatch.setenv("PODIUM_LANG", "zh-Hans")  # as `podium table` does: $PODIUM_LANG first
    assert podium("check", str(SEOUL)).out.splitlines()[3:] == FINDINGS["zh-Hans"]
    assert podium("check", str(SEOUL), "--lang", "ru").out.splitlines()[3:] == FINDINGS["ru"]


def test_check_json_keeps_the_english_messages_whatever_the_language(podium: Runner) -> None:
    russian = podium("check", str(SEOUL), "--format", "json", "--lang", "ru")
    assert russian.code == 1
    (source,) = russian.json()["sources"]
    assert source["findings"] == [
        {"code": "unknown-nation", "severity": "error", "line": 5, "subject": "Германия", "attribute": None,
         "expected": None, "actual": "Германия", "message": "line 5: 'Германия': could be FRG or GDR"},
        {"code": "totals-mismatch", "severity": "error", "line": 7, "subject": "games", "attribute": "silver",
         "expected": 97, "actual": 98,
         "message": "line 7: the totals row gives 98 silver but the 3 rows above it add up to 97"},
    ]
    assert russian.out == podium("check", str(SEOUL), "--format", "json", "--lang", "en").out


def test_a_document_without_findings_says_so_in_the_readers_language(podium: Runner) -> None:
    from tests.conftest import SEEDS

    assert podium("check", str(SEEDS["ru"]), "--lang", "ru").out.splitlines()[-1] == "  замечаний нет"
    assert podium("check", str(SEEDS["ru"]), "--lang", "en").out.splitlines()[-1] == "  no findings"


def test_ingest_counts_in_the_readers_language(podium: Runner, db: str) -> None:
    russian = podium("ingest", str(SEOUL), "--db", db, "--lang", "ru")
    assert russian.code == 0, russian.err
    assert russian.out == (
        f"добавлен  {SOURCE}  ru       1988-summer-olympics  3 строки, 0 фактов, 2 ошибки, 0 предупреждений  {SEOUL}\n")
    again = podium("ingest", str(SEOUL), "--db", db, "--lang", "zh-Hans")
    assert again.out == f"已存在  {SOURCE}  ru       1988-summer-olympics  3 行，0 条事实，2 个错误，0 个警告  {SEOUL}\n"
    english = podium("ingest", str(SEOUL), "--db", db)  # PODIUM_LANG=en
    assert english.out == f"exists  {SOURCE}  ru       1988-summer-olympics  3 rows, 0 facts, 2 errors, 0 warnings  {SEOUL}\n"


def test_check_says_the_time_a_table_speaks_for(podium: Runner, tmp_path: Path) -> None:
    # Beijing 2022 (4-20 February): a table taken on its seventh day, then one after the closing
    doc = tmp_path / "snapshot.txt"
    body = "Rank Nation Gold Silver Bronze\n1 Norway 3 1 2\n2 Germany 2 2 0\n3 China 1 0 1\n"
    doc.write_text("2022 Winter Olympics medal table as of 10 February 2022\n\n" + body, encoding="utf-8")
    assert podium("check", str(doc)).out.splitlines()[2] == (
        "  table (overall, after 2022-02-10, lines 4–6): 3 rows, 3 nations resolved")
    assert podium("check", str(doc), "--lang", "de").out.splitlines()[2] == (
        "  Tabelle (overall, nach dem 2022-02-10, Zeilen 4–6): 3 Zeilen, 3 Nationen erkannt")
    doc.write_text("2022 Winter Olympics: the final medal table\n\n" + body, encoding="utf-8")
    assert podium("check", str(doc)).out.splitlines()[2] == (
        "  table (overall, as awarded, lines 4–6): 3 rows, 3 nations resolved")
