"""The population a team stood for in a year (``podium.population``) and the per-capita order
(``podium.rank``): exact figures of ``data/population.tsv`` (UN World Population Prospects
2024), interpolated between its five-yearly years, never extrapolated, the teams of states
that no longer exist summed from their successors, the teams without one listed apart."""

from __future__ import annotations

import pytest

from podium.model import Decision, DecisionStatus, Games
from podium.population import NoPopulation, Population, _series, _teams, games_year, population_of
from podium.rank import ORDERS, standings

WPP = "UN World Population Prospects 2024"


def test_a_year_of_the_data_is_its_figure() -> None:
    assert population_of("CHN", 2010) == Population(1351561514, 2010, f"{WPP}: CHN, the figure of 2010", False)


def test_a_year_between_two_of_the_data_is_on_the_line_between_them() -> None:
    # 2005: 1,310,027,133; 2010: 1,351,561,514; 2008 is three fifths of the way
    assert population_of("CHN", 2008) == Population(
        1334947762, 2008, f"{WPP}: CHN, linear between 2005 and 2010", True)


def test_the_2025_figure_is_said_to_be_a_projection() -> None:
    found = population_of("FRA", 2024)
    assert isinstance(found, Population)
    assert found.source == f"{WPP}: FRA, linear between 2020 and 2025 (a projection)"


def test_years_outside_the_data_have_no_population() -> None:
    assert population_of("GBR", 1948) == NoPopulation("1948 is outside the dataset's years (1950-2025)")
    assert population_of("ITA", 2026) == NoPopulation("2026 is outside the dataset's years (1950-2025)")


def test_a_team_of_a_state_that_no_longer_exists_is_the_sum_of_its_successors() -> None:
    czechia, slovakia = _series()["CZE"], _series()["SVK"]
    found = population_of("TCH", 1990)
    assert found == Population(czechia[1990] + slovakia[1990], 1990,
                               f"{WPP}: Czechoslovakia: the sum of Czechia and Slovakia (CZE, SVK), the figure of 1990",
                               False)
    soviet = population_of("URS", 1980)
    assert isinstance(soviet, Population) and soviet.value == 265483710
    assert "the sum of its 15 successor states" in soviet.source
    unified = population_of("EUN", 1992)
    assert isinstance(unified, Population) and "EST" not in unified.source  # the Baltic states were not in it


def test_yugoslavia_is_two_teams_over_time() -> None:
    before, after = population_of("YUG", 1984), population_of("YUG", 1996)
    assert isinstance(before, Population) and "BIH, HRV, MKD, MNE, SRB, SVN, XKX" in before.source
    assert isinstance(after, Population) and "(MNE, SRB, XKX)" in after.source


def test_teams_without_a_population_say_why() -> None:
    assert population_of("FRG", 1988) == NoPopulation("the dataset has Germany as a whole only, not West Germany")
    assert population_of("ROC", 2021) == NoPopulation("a neutral team: a team of no nation")
    for code in ("IOA", "EOR", "AIN", "IOP", "OAR", "RPC", "NPA", "ROT", "RPT", "ZZX"):
        assert isinstance(population_of(code, 2016), NoPopulation), code
    assert population_of("XYZ", 2000) == NoPopulation("the dataset has no series for XYZ")


def test_a_code_whose_iso_code_is_not_todays_takes_its_countrys() -> None:
    assert population_of("ZAI", 1990) == Population(_series()["COD"][1990], 1990,
                                                    f"{WPP}: Zaire: the Democratic Republic of the Congo (COD), "
                                                    "the figure of 1990", False)
    assert population_of("KOS", 2020) == Population(_series()["XKX"][2020], 2020,
                                                    f"{WPP}: Kosovo (XKX), the figure of 2020", False)


def test_every_row_of_the_team_file_names_countries_of_the_data() -> None:
    assert all(set(t.members) <= set(_series()) for rows in _teams().values() for t in rows)


def test_the_games_year_is_the_year_it_opened() -> None:
    assert games_year(Games(2020, "summer", "olympics")) == 2021
    assert games_year(Games(2008, "summer", "olympics")) == 2008
    assert games_year(Games(2006, "", "asian-games")) == 2006  # no dates: its own year


def _decisions(games: str, rows: dict[str, tuple[int, int, int]]) -> list[Decision]:
    return [Decision(games, noc, attribute, DecisionStatus.AGREED, value, None, 1.0, "")
            for noc, (g, s, b) in rows.items()
            for attribute, value in (("gold", g), ("silver", s), ("bronze", b), ("total", g + s + b))]


def test_the_per_capita_order_ranks_by_medals_per_million_and_lists_apart_those_without() -> None:
    table = standings(_decisions("2008-summer-olympics", {
        "CHN": (48, 22, 30), "USA": (36, 39, 37), "JAM": (6, 3, 2), "IOA": (0, 0, 0)}), order="per-capita")
    assert [(r.rank, r.noc, r.per_million) for r in table.rows] == [
        (1, "JAM", 4.038), (2, "USA", 0.367), (3, "CHN", 0.075)]
    # 11 medals / 2.723967 million; 112 / 304.924342 million; 100 / 1334.947762 million
    assert [r.population.value for r in table.rows if r.population] == [2723967, 304924342, 1334947762]
    jamaica = table.rows[0].population
    assert jamaica == Population(2723967, 2008, f"{WPP}: JAM, linear between 2005 and 2010", True)
    assert [(u.row.noc, u.reason) for u in table.without_population] == [
        ("IOA", "independent athletes: a team of no nation")]
    assert table.totals == {"gold": 90, "silver": 64, "bronze": 69, "total": 223}


def test_the_other_orders_carry_no_population() -> None:
    assert "per-capita" in ORDERS
    table = standings(_decisions("2008-summer-olympics", {"CHN": (48, 22, 30)}), order="gold")
    assert table.rows[0].population is None and table.rows[0].per_million is None
    assert table.without_population == ()


@pytest.mark.parametrize("order", ["gold", "total", "weighted"])
def test_a_games_outside_the_data_keeps_every_row_in_the_other_orders(order: str) -> None:
    assert len(standings(_decisions("1936-summer-olympics", {"GER": (33, 26, 30)}), order=order).rows) == 1


def test_a_games_outside_the_data_has_every_team_apart_in_per_capita() -> None:
    table = standings(_decisions("1936-summer-olympics", {"GER": (33, 26, 30)}), order="per-capita")
    assert table.rows == ()
    assert [u.reason for u in table.without_population] == ["1936 is outside the dataset's years (1950-2025)"]


def test_the_build_script_sums_sexes_and_ages_keeps_countries_and_the_years_to_2025() -> None:
    from tests.conftest import load_script

    script = load_script("build_population")
    rows = ["LocID,Location,Year,Sex,AgeGrp,AgeGrpStart,Value"]
    for year in range(1950, 2101, 5):
        for location, name in ((900, "World"), (388, "Jamaica"), (412, "Kosovo (under UNSC res. 1244)")):
            rows += [f'{location},"{name}",{year},Male,0-4,0,{year}.4', f'{location},"{name}",{year},Female,5-9,5,1000.4']
    text = script.build(("\n".join(rows) + "\n").encode("utf-8"))
    lines = [line for line in text.splitlines() if not line.startswith("#")]
    years = [str(y) for y in range(1950, 2026, 5)]
    assert lines[0].split("\t") == ["iso3", "name", *years]
    assert lines[1].split("\t") == ["JAM", "Jamaica", *(str(int(y) + 1001) for y in years)]
    assert lines[2].split("\t")[:3] == ["XKX", "Kosovo (under UNSC res. 1244)", "2951"]
    assert len(lines) == 3  # the World left out
    assert "CC BY 3.0 IGO" in text and "do not edit" in text
