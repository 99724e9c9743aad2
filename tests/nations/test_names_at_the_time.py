"""Display names as used at the time of the Games (``nations/data/name_periods.tsv``).

``name(code, lang, year)`` gives the name a code had that year (MKD is "Macedonia" in 2004);
without a year, today's. Old names are for display only: resolution already reads them
as aliases, and still does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import podium.nations.records as records_module
from podium.i18n.naming import display_name, games_year
from podium.model import ResolutionStatus
from podium.nations import name, resolve
from podium.nations.records import NamePeriod, load_name_periods, load_records
from podium.nations.registry import registry
from tests.cli.conftest import Runner, db, podium  # noqa: F401  (pytest fixtures)
from tests.conftest import CORPUS

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "nations"
#: the languages every old name is given in
REQUIRED = {"en", "ru", "zh-Hans", "zh-Hant", "de", "fr", "es"}


def cases() -> list[tuple[str, str, int | None, str]]:
    out = []
    for line in (FIXTURES / "names-at-the-time.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            code, lang, year, expected = line.split("\t")
            out.append((code, lang, None if year == "-" else int(year), expected))
    return out


@pytest.mark.parametrize(("code", "lang", "year", "expected"), cases())
def test_name_at_the_time(code: str, lang: str, year: int | None, expected: str) -> None:
    assert name(code, lang, year) == expected


def test_the_periods_as_loaded() -> None:
    periods = registry().name_periods
    assert sorted(periods) == ["HKG", "MKD", "SWZ"]
    assert periods["MKD"]["en"] == (NamePeriod("Macedonia", None, 2018),)
    assert periods["SWZ"]["zh-Hant"] == (NamePeriod("史瓦濟蘭", None, 2018),)
    assert periods["HKG"]["zh-Hans"] == (NamePeriod("香港", None, 1997),)
    assert sorted(periods["MKD"]) == sorted(REQUIRED | {"it", "ja", "ko"})


def test_every_old_name_is_given_in_the_main_languages() -> None:
    for code, by_lang in registry().name_periods.items():
        ends = {p.to_year for periods in by_lang.values() for p in periods}
        for end in ends:
            langs = {lang for lang, periods in by_lang.items() if any(p.to_year == end for p in periods)}
            assert REQUIRED <= langs, (code, end, sorted(REQUIRED - langs))


def test_every_old_name_resolves_to_its_code() -> None:
    """Old names are already aliases: a table printed with them reads back to the same codes."""
    checked = 0
    for code, by_lang in registry().name_periods.items():
        for lang, periods in by_lang.items():
            for period in periods:
                assert resolve(period.name, lang=lang, games=period.to_year).noc == code, (code, lang, period)
                assert resolve(period.name, lang=lang).noc == code, (code, lang, period)
                checked += 1
    assert checked == 25


@pytest.mark.parametrize(
    ("mention", "lang", "year", "code", "status"),
    [
        ("Swaziland", "en", 2004, "SWZ", ResolutionStatus.ALIAS),
        ("Swaziland", None, None, "SWZ", ResolutionStatus.ALIAS),
        ("Свазиленд", "ru", 2004, "SWZ", ResolutionStatus.ALIAS),
        ("Свазиленд", None, 2024, "SWZ", ResolutionStatus.ALIAS),
        ("Macedonia", "en", 2004, "MKD", ResolutionStatus.ALIAS),
        ("Macedonia", None, 2024, "MKD", ResolutionStatus.ALIAS),
        ("FYROM", "en", 2004, "MKD", ResolutionStatus.ALIAS),
        ("FYROM", None, None, "MKD", ResolutionStatus.ALIAS),
        ("North Macedonia", "en", 2004, "MKD", ResolutionStatus.EXACT),
        ("Eswatini", "en", 2004, "SWZ", ResolutionStatus.EXACT),
    ],
)
def test_resolution_is_unchanged(mention: str, lang: str | None, year: int | None, code: str,
                                 status: ResolutionStatus) -> None:
    result = resolve(mention, lang=lang, games=year)
    assert (result.noc, result.status) == (code, status)


def test_display_name_takes_the_year_of_the_games() -> None:
    assert display_name("en", "2004-summer-paralympics")("MKD") == "Macedonia"
    assert display_name("ru", "2004-summer-paralympics")("SWZ") == "Свазиленд"
    assert display_name("en", "2020-summer-olympics")("MKD") == "North Macedonia"
    assert display_name("en")("MKD") == "North Macedonia"
    assert display_name("en", "2004-summer-paralympics")("XYZ") == "XYZ"
    assert (games_year("1996-summer-olympics"), games_year("athens"), games_year(None)) == (1996, None, None)


def test_athens_table_through_the_cli_shows_names_of_2004(podium: Runner, db: str) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    shown = {}
    for lang in ("en", "ru", "zh-Hans", "zh-Hant", "de"):
        result = podium("table", "--format", "json", "--lang", lang, "--db", db)
        assert result.code == 0, result.err
        rows = result.json()["rows"]
        shown[lang] = [(r["rank"], r["noc"], r["name"], r["silver"], r["total"]) for r in rows if r["noc"] == "MKD"]
    assert shown == {
        "en": [(66, "MKD", "Macedonia", 1, 1)],
        "ru": [(66, "MKD", "Македония", 1, 1)],
        "zh-Hans": [(66, "MKD", "马其顿", 1, 1)],
        "zh-Hant": [(66, "MKD", "馬其頓", 1, 1)],
        "de": [(66, "MKD", "Mazedonien", 1, 1)],
    }
    text = podium("table", "--lang", "ru", "--db", db)
    assert "Македония" in text.out and "Северная Македония" not in text.out
    markdown = podium("table", "--format", "md", "--db", db)
    assert "| MKD | Macedonia |" in markdown.out and "North Macedonia" not in markdown.out


def test_nations_list_of_a_year_shows_the_names_of_that_year(podium: Runner) -> None:
    rows = {r["noc"]: r["name"] for r in podium("nations", "list", "--year", "2004", "--format", "json").json()}
    assert (rows["MKD"], rows["SWZ"]) == ("Macedonia", "Swaziland")
    today = {r["noc"]: r["name"] for r in podium("nations", "list", "--format", "json").json()}
    assert (today["MKD"], today["SWZ"]) == ("North Macedonia", "Eswatini")


HEADER = "code\tlang\tname\tfrom_year\tto_year\n"
#: the real ``nocs.tsv``, read before ``_data`` is pointed at a temporary folder
RECORDS = load_records()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("XXX\ten\tAtlantis\t\t2000\n", "name_periods.tsv:2: unknown code 'XXX'"),
        ("MKD\txx\tMacedonia\t\t2018\n", "name_periods.tsv:2: no names in language 'xx'"),
        ("MKD\ten\tMacedonia\t1993\t\n", "name_periods.tsv:2: to_year is required (the current name is the open end)"),
        ("MKD\ten\tMacedonia\t2019\t2018\n", "name_periods.tsv:2: from_year 2019 is after to_year 2018"),
        ("MKD\ten\tMacedonia\t\tlate\n", "name_periods.tsv:2: years must be whole numbers, not '', 'late'"),
        ("MKD\ten\tMacedonia\t\n", "name_periods.tsv:2: expected 5 tab-separated fields"),
        ("MKD\ten\t\t\t2018\n", "name_periods.tsv:2: empty name"),
        ("MKD\ten\tFYROM\t1993\t2000\nMKD\ten\tMacedonia\t2000\t2018\n",
         "name_periods.tsv:3: MKD en: overlaps the period of 'FYROM'"),
    ],
)
def test_a_bad_row_names_its_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, message: str) -> None:
    (tmp_path / "name_periods.tsv").write_text(HEADER + body, encoding="utf-8")
    monkeypatch.setattr(records_module, "data_folder", lambda: tmp_path)
    with pytest.raises(ValueError) as raised:
        load_name_periods(RECORDS, {"en", "ru"})
    assert str(raised.value) == message


def test_a_bad_header_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "name_periods.tsv").write_text("code\tname\n", encoding="utf-8")
    monkeypatch.setattr(records_module, "data_folder", lambda: tmp_path)
    with pytest.raises(ValueError, match=r"^name_periods.tsv:1: the header must be code, lang, name, from_year, to_year$"):
        load_name_periods(RECORDS, {"en"})


def test_periods_in_sequence_are_kept_oldest_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    body = "MKD\ten\tMacedonia\t2000\t2018\nMKD\ten\tFYROM\t1993\t1999\n"
    (tmp_path / "name_periods.tsv").write_text(HEADER + body, encoding="utf-8")
    monkeypatch.setattr(records_module, "data_folder", lambda: tmp_path)
    loaded = load_name_periods(RECORDS, {"en"})
    assert loaded == {"MKD": {"en": (NamePeriod("FYROM", 1993, 1999), NamePeriod("Macedonia", 2000, 2018))}}
