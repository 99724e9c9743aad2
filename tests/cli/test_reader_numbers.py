"""Numbers and dates in the reader's language, by CLDR through Babel, where the CLI prints them:
``Konfidenz 0,55``, ``сомнительных — 3,9``, ``28. September 2004``; English as it always was."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.i18n.naming import fact_value
from podium.i18n.numbers import format_date
from tests.cli.conftest import Runner
from tests.conftest import CORPUS


@pytest.mark.parametrize(("lang", "day", "month"), [
    ("en", "2004-09-28", "2004-09"),
    ("de", "28. September 2004", "September 2004"),
    ("ru", "28 сентября 2004\u202fг.", "сентябрь 2004\u202fг."),  # CLDR: a narrow no-break space
    ("fr", "28 septembre 2004", "septembre 2004"),
    ("ja", "2004年9月28日", "2004年9月"),
    ("zh-Hant", "2004年9月28日", "2004年9月"),
    ("sv", "2004-09-28", "2004-09"),  # podium has no words in Swedish: its texts are English
])
def test_a_date_is_written_as_the_readers_language_writes_it(lang: str, day: str, month: str) -> None:
    assert (format_date("2004-09-28", lang), format_date("2004-09", lang)) == (day, month)


@pytest.mark.parametrize("value", ["2004-02-30", "28 September 2004", "Athens", 2004, None])
def test_what_is_not_an_iso_date_stays_as_it_is(value: object) -> None:
    assert format_date(value, "de") == value


def test_only_the_date_facts_are_dates() -> None:
    assert fact_value("start_date", "2004-09-17", "de") == "17. September 2004"
    assert fact_value("edition", "2004-09", "de") == "2004-09"
    assert fact_value("athletes", 3969, "de") == 3969


@pytest.fixture(scope="module")
def athens_db(tmp_path_factory: pytest.TempPathFactory) -> str:
    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from podium.store import open_store

    path = tmp_path_factory.mktemp("numbers") / "athens.sqlite"
    with open_store(str(path)) as store:
        store_analyses(store, analyse_inputs(collect_inputs([str(CORPUS)])))
    return str(path)


def lines_about(text: str, start: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith(start)]


def test_conflicts_in_german_write_decimal_commas(podium: Runner, athens_db: str) -> None:
    out = podium("conflicts", "--lang", "de", "--db", athens_db).out
    assert lines_about(out, "GBR Bronze") == ["GBR Bronze: strittig → 30 (beste Schätzung)  Konfidenz 0,55"]
    assert "davon zweifelhaft: 3,9" in out and "30 0,55, 29 0,45; unter 0,75 wird nicht entschieden" in out


def test_conflicts_in_russian_write_decimal_commas(podium: Runner, athens_db: str) -> None:
    out = podium("conflicts", "--lang", "ru", "--db", athens_db).out
    assert lines_about(out, "GBR бронза") == ["GBR бронза: спорно → 30 (предположительно)  достоверность: 0,55"]
    assert "из них сомнительных — 3,9" in out


def test_facts_show_dates_in_the_readers_language(podium: Runner, athens_db: str) -> None:
    german = podium("facts", "--lang", "de", "--db", athens_db).out
    assert lines_about(german, "Spiele Schlussdatum") == [
        "Spiele Schlussdatum: einig → 28. September 2004  Konfidenz 1,00"]
    japanese = podium("facts", "--lang", "ja", "--db", athens_db).out
    assert any("2004年9月17日" in line for line in japanese.splitlines())


def test_english_and_json_keep_the_iso_date_and_the_point(podium: Runner, athens_db: str) -> None:
    english = podium("facts", "--lang", "en", "--db", athens_db).out
    assert lines_about(english, "Games end date") == ["Games end date: agreed → 2004-09-28  confidence 1.00"]
    facts = podium("facts", "--format", "json", "--lang", "de", "--db", athens_db).json()
    assert next(f["decision"] for f in facts if f["attribute"] == "end_date") == "2004-09-28"


def test_the_view_of_numbers_needs_no_babel_for_english(tmp_path: Path) -> None:
    from tests.conftest import imported

    code = "from podium.i18n.numbers import format_date, format_number\nformat_date('2004-09-28', 'en')\n"
    assert imported(code, ("babel",)) == []
