"""Teams of other kinds of Games (the Commonwealth Games, the Pacific Games), codes the IOC has since replaced, and the names datasets use.

England, Scotland, Wales and Northern Ireland (and Guernsey, Jersey, the Isle of Man…) are
teams at the Commonwealth Games and nowhere else; Trinidad and Tobago was TRI and Lebanon LIB
until 2015 (TTO and LBN since Rio 2016, as Singapore's SIN became SGP: the IPC's results of
Beijing 2008 still print LIB); World Bank exports
write "Korea, Rep." and "Solomon Is."."""

from __future__ import annotations

import pytest

from podium.model import Games, ResolutionStatus
from podium.nations import resolve

GLASGOW = Games(2014, "", "commonwealth-games")
BIRMINGHAM = Games(2022, "", "commonwealth-games")
LONDON = Games(2012, "summer", "olympics")


@pytest.mark.parametrize(("name", "code"), [
    ("England", "ENG"), ("Scotland", "SCO"), ("Wales", "WAL"), ("Northern Ireland", "NIR"),
    ("Guernsey", "GGY"), ("Jersey", "JEY"), ("Isle of Man", "IOM"), ("Gibraltar", "GIB"),
    ("Niue", "NIU"), ("Norfolk Island", "NFK"), ("St Helena", "SHN"), ("Falkland Islands", "FLK"),
])
def test_a_home_nation_or_crown_dependency_is_a_team_at_the_commonwealth_games(name: str, code: str) -> None:
    assert (resolve(name, lang="en", games=GLASGOW).noc, resolve(name, lang="en", games=BIRMINGHAM).noc) == (code, code)


@pytest.mark.parametrize(("name", "code"), [
    ("Tahiti", "TAH"), ("Wallis and Futuna", "WAF"), ("New Caledonia", "NCL"), ("Niue", "NIU"),
    ("Norfolk Island", "NFK"), ("Northern Mariana Islands", "NMI"), ("Tokelau", "TKL"),
    ("Fiji", "FIJ"), ("Guam", "GUM"), ("Cook Islands", "COK"),
])
def test_a_territory_is_a_team_at_the_pacific_games(name: str, code: str) -> None:
    assert resolve(name, lang="en", games=Games(2019, "", "pacific-games")).noc == code


def test_a_team_of_two_kinds_of_games_and_of_neither() -> None:
    # Niue at the Commonwealth and the Pacific Games; Tahiti at the Pacific Games only
    at = {g.kind: g for g in (BIRMINGHAM, Games(2019, "", "pacific-games"), LONDON)}
    assert [resolve("Niue", lang="en", games=g).noc for g in at.values()] == ["NIU", "NIU", None]
    assert [resolve("Tahiti", lang="en", games=g).noc for g in at.values()] == [None, "TAH", None]


def test_at_the_olympics_england_is_no_team_of_its_own() -> None:
    found = resolve("England", lang="en", games=LONDON)
    assert (found.status, found.noc, found.candidates) == (ResolutionStatus.NOT_FOUND, None, ("ENG",))
    assert resolve("Great Britain", lang="en", games=LONDON).noc == "GBR"


@pytest.mark.parametrize(("lang", "names"), [
    ("de", ("England", "Schottland", "Wales", "Nordirland")),
    ("fr", ("Angleterre", "Écosse", "pays de Galles", "Irlande du Nord")),
    ("ja", ("イングランド", "スコットランド", "ウェールズ", "北アイルランド")),
    ("zh-Hant", ("英格蘭", "蘇格蘭", "威爾斯", "北愛爾蘭")),
    ("ar", ("إنجلترا", "اسكتلندا", "ويلز", "أيرلندا الشمالية")),
])
def test_the_home_nations_in_other_languages(lang: str, names: tuple[str, ...]) -> None:
    assert [resolve(name, lang=lang, games=GLASGOW).noc for name in names] == ["ENG", "SCO", "WAL", "NIR"]


@pytest.mark.parametrize(("lang", "name"), [("tr", "İngiltere"), ("id", "Inggris")])
def test_a_word_for_england_that_speaks_for_britain_at_the_olympics(lang: str, name: str) -> None:
    # Turkish and Indonesian name the British team by England's name: England at the
    # Commonwealth Games, Great Britain where England is no team
    assert [resolve(name, lang=lang, games=games).noc for games in (GLASGOW, LONDON)] == ["ENG", "GBR"]


def test_a_country_of_both_kinds_keeps_its_code_at_the_commonwealth_games() -> None:
    assert [resolve(n, lang="en", games=GLASGOW).noc for n in ("Australia", "India", "Canada", "Cyprus")] == [
        "AUS", "IND", "CAN", "CYP"]


@pytest.mark.parametrize(("name", "year", "code"), [
    ("Trinidad and Tobago", 1976, "TRI"), ("Trinidad and Tobago", 2012, "TRI"),
    ("Trinidad and Tobago", 2016, "TTO"), ("Trinidad & Tobago", 2022, "TTO"),
    ("Trinidad", 1952, "TRI"), ("TRI", 2008, "TRI"), ("TTO", 2004, "TRI"), ("TRI", 2021, "TTO"),
    ("Lebanon", 1980, "LIB"), ("Lebanon", 2020, "LBN"), ("LIB", 2024, "LBN"),
    ("Independent Olympic Athletes", 2016, "IOA"), ("Formosa", 1960, "TPE"),
])
def test_codes_the_ioc_has_since_replaced_follow_the_year(name: str, year: int, code: str) -> None:
    assert resolve(name, lang="en", games=Games(year, "summer", "olympics")).noc == code


def test_without_a_year_the_current_code() -> None:
    assert [resolve(n, lang="en").noc for n in ("Trinidad and Tobago", "TRI")] == ["TTO", "TRI"]


@pytest.mark.parametrize(("name", "code"), [
    ("Korea, Rep.", "KOR"), ("Korea, Dem. People's Rep.", "PRK"), ("Congo, Dem. Rep.", "COD"),
    ("Congo, Rep.", "CGO"), ("Iran, Islamic Rep.", "IRI"), ("Egypt, Arab Rep.", "EGY"),
    ("Venezuela, RB", "VEN"), ("Micronesia, Fed. Sts.", "FSM"), ("Yemen, Rep.", "YEM"),
    ("Virgin Islands (U.S.)", "ISV"), ("Solomon Is.", "SOL"), ("British Virgin Is.", "IVB"),
    ("Cayman Is.", "CAY"), ("Marshall Is.", "MHL"),
])
def test_the_names_of_world_bank_exports(name: str, code: str) -> None:
    assert resolve(name, lang="en", games=Games(2016, "summer", "olympics")).noc == code


def test_is_is_only_islands_as_an_abbreviation() -> None:
    # "Is." standing for Islands needs its dot and a name before it
    assert resolve("Is.", lang="en").noc is None
    assert resolve("Solomon Is", lang="en").noc is None
