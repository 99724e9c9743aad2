"""The registry's data: every code named in every language, every name resolving to itself."""

from __future__ import annotations

import csv
from importlib import resources

import pytest

from podium.model import Games, ResolutionStatus, games_kinds
from podium.nations import is_noc, nocs, resolve
from podium.nations.records import NocRecord
from podium.nations.registry import KINDS, registry

FULL_LANGUAGES = ("en", "zh-Hans", "ru")
DATA = resources.files("podium.nations").joinpath("data")


def alias_rows(lang: str) -> list[dict[str, str]]:
    text = DATA.joinpath("aliases", f"{lang}.tsv").read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE))


def languages() -> list[str]:
    return sorted(f.name[:-4] for f in DATA.joinpath("aliases").iterdir() if f.name.endswith(".tsv"))


def games_for(record: NocRecord, year: int | None = None) -> Games:
    """A Games the code's team took part in: of its own kind (England's Commonwealth Games),
    else a Summer Olympics (or Paralympics), in ``year`` or a year the code was in use."""
    year = record.a_valid_year() if year is None else year
    if record.games in ("both", "olympics", "paralympics"):
        return Games(year, "summer", "paralympics" if record.games == "paralympics" else "olympics")
    kind = record.kinds[0]
    return Games(year, "summer" if games_kinds()[kind].seasonal else "", kind)


def test_every_current_ioc_noc_is_there() -> None:
    current = [r for r in registry().records.values() if r.current and r.games == "both"]
    assert len(current) == 206
    for code in ("AFG", "ZIM", "GER", "NED", "SUI", "RSA", "TPE", "HKG", "IRI", "PUR", "KSA", "UAE", "PLE", "MKD"):
        assert registry().records[code].current, code
    assert registry().records["MKD"].name == "North Macedonia"


def test_ipc_only_and_historical_teams() -> None:
    records = registry().records
    assert records["FRO"].games == records["MAC"].games == "paralympics"
    for code in ("URS", "EUN", "YUG", "SCG", "TCH", "GDR", "FRG", "EUA", "AHO", "BOH", "ANZ", "RHO", "ZAI",
                 "BIR", "CEY", "DAH", "VOL", "IOA", "IOP", "ROC", "RPC", "OAR", "NPA", "AIN", "EOR", "ROT", "RPT"):
        assert is_noc(code), code
    assert (records["SCG"].from_year, records["SCG"].to_year) == (2003, 2006)
    assert records["SCG"].successors == ("SRB", "MNE")
    assert records["RPC"].games == "paralympics" and records["ROC"].games == "olympics"


def test_codes_are_unique_and_iso_codes_are_not_ioc_codes() -> None:
    codes = nocs()
    assert codes == sorted(set(codes)) and len(codes) == 272
    assert (registry().records["BRN"].name, registry().records["BRN"].iso3) == ("Bahrain", "BHR")
    assert (registry().records["BRU"].name, registry().records["BRU"].iso3) == ("Brunei Darussalam", "BRN")


def test_validity_periods() -> None:
    ger = registry().records["GER"]
    assert [ger.valid_in(y) for y in (1936, 1960, 1984, 1992, 2004)] == [True, False, False, True, True]
    assert registry().records["FRG"].valid_in(1984) and not registry().records["FRG"].valid_in(1992)


@pytest.mark.parametrize("lang", FULL_LANGUAGES)
def test_every_code_has_a_name_row(lang: str) -> None:
    named = {row["code"] for row in alias_rows(lang) if row["kind"] == "name"}
    assert sorted(named) == nocs()


@pytest.mark.parametrize("lang", languages())
def test_alias_rows_are_well_formed(lang: str) -> None:
    for n, row in enumerate(alias_rows(lang), start=2):
        assert is_noc(row["code"]), f"{lang}.tsv:{n}"
        assert row["kind"] in KINDS, f"{lang}.tsv:{n}"
        assert row["name"] == row["name"].strip() and row["name"], f"{lang}.tsv:{n}"


def _name_rows() -> list[tuple[str, str, str]]:
    return [(lang, row["code"], row["name"]) for lang in languages() for row in alias_rows(lang) if row["kind"] == "name"]


def test_every_name_row_resolves_to_its_own_code() -> None:
    wrong = [
        (lang, code, text, result.status.value, result.noc)
        for lang, code, text in _name_rows()
        if ((result := resolve(text, lang=lang, games=games_for(registry().records[code]))).status, result.noc)
        != (ResolutionStatus.EXACT, code)
    ]
    assert wrong == []
    assert len(_name_rows()) > 1700


@pytest.mark.parametrize("code", nocs())
def test_every_code_resolves_to_itself(code: str) -> None:
    result = resolve(code)
    assert (result.status, result.noc, result.matched) == (ResolutionStatus.EXACT, code, code)
    assert resolve(code.lower()).noc == code


def test_is_noc_is_strict() -> None:
    assert is_noc("CHN") and not is_noc("chn") and not is_noc("CN") and not is_noc("XXX")
