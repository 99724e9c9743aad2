"""The population a team stood for in a year: the weights of the per-capita tables.

``data/population.tsv`` holds each country's population every five years from 1950 to 2025
(the UN's World Population Prospects 2024, CC BY 3.0 IGO; rebuilt by
``scripts/build_population.py``). A year between two of its years takes the straight line
between them (``interpolated``); a year before 1950 or after 2025 has no population: the
figures are never extrapolated. ``data/team_populations.tsv`` maps the teams of states that
no longer exist to the sum of their successor states (URS, TCH, YUG...), and lists the teams
that have no population (neutral, independent, refugee and mixed teams; West and East
Germany, which the UN's series of today's Germany cannot tell apart), each with its reason.

:func:`population_of` returns a :class:`Population` or, never None, a :class:`NoPopulation`
saying why; :func:`games_year` is the year a Games took place (Tokyo 2020: 2021).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from podium.catalogue import dates_of
from podium.datafiles import read_tsv
from podium.model import Games

__all__ = ["DATASET", "LICENCE", "NoPopulation", "Population", "games_year", "population_of"]

DATASET = "UN World Population Prospects 2024"
LICENCE = "CC BY 3.0 IGO"
#: the year of ``data/population.tsv`` that the UN projects rather than estimates
PROJECTED = (2025,)


@dataclass(frozen=True)
class Population:
    """A team's population in a year, with where it comes from."""

    value: int
    year: int
    source: str  # e.g. "UN World Population Prospects 2024: CHN, linear between 2005 and 2010"
    interpolated: bool


@dataclass(frozen=True)
class NoPopulation:
    """Why a team has no population in a year."""

    reason: str


class _Team(NamedTuple):
    lo: int | None
    hi: int | None
    members: tuple[str, ...]  # () = no population
    note: str


def games_year(games: Games) -> int:
    """The year the Games took place: its opening's (``catalogue.dates_of``), else its own."""
    dates = dates_of(games)
    return dates[0].year if dates else games.year


def population_of(code: str, year: int) -> Population | NoPopulation:
    """The population team ``code`` stood for in ``year``: its country's, or the sum of the
    countries of its row of ``data/team_populations.tsv``."""
    team = next((t for t in _teams().get(code, ()) if (t.lo is None or t.lo <= year)
                 and (t.hi is None or year <= t.hi)), None)
    if team is not None and not team.members:
        return NoPopulation(team.note)
    if team is not None:
        members, note = team.members, f"{team.note} ({', '.join(team.members)})"
    else:
        iso3 = _iso3().get(code)
        if iso3 is None or iso3 not in _series():
            return NoPopulation(f"the dataset has no series for {code}")
        members, note = (iso3,), iso3
    years = _years()
    if not years[0] <= year <= years[-1]:
        return NoPopulation(f"{year} is outside the dataset's years ({years[0]}-{years[-1]})")
    below = max(y for y in years if y <= year)
    above = min(y for y in years if y >= year)
    value = sum(_at(_series()[m], below, above, year) for m in members)
    if below == above:
        how = f"the figure of {year}" + (" (a projection)" if year in PROJECTED else "")
    else:
        how = f"linear between {below} and {above}" + (" (a projection)" if above in PROJECTED else "")
    return Population(round(value), year, f"{DATASET}: {note}, {how}", below != above)


def _at(series: dict[int, int], below: int, above: int, year: int) -> float:
    if below == above:
        return series[below]
    return series[below] + (series[above] - series[below]) * (year - below) / (above - below)


def _years() -> tuple[int, ...]:
    return _table()[0]


def _series() -> dict[str, dict[int, int]]:
    return _table()[1]


@lru_cache(maxsize=1)
def _table() -> tuple[tuple[int, ...], dict[str, dict[int, int]]]:
    """``data/population.tsv``: its years, and each iso3's population by year."""
    rows = read_tsv("podium", "data/population.tsv")
    header = rows[0].fields
    if header[:2] != ["iso3", "name"]:
        raise ValueError(f"data/population.tsv:{rows[0].line}: the header must be iso3, name, then years")
    years = tuple(int(y) for y in header[2:])
    series = {}
    for row in rows[1:]:
        if len(row.fields) != len(header):
            raise ValueError(f"data/population.tsv:{row.line}: {len(header)} fields expected")
        series[row.fields[0]] = dict(zip(years, map(int, row.fields[2:])))
    return years, series


@lru_cache(maxsize=1)
def _teams() -> dict[str, tuple[_Team, ...]]:
    """``data/team_populations.tsv`` by code; a row naming a country the population data does
    not have is refused (``ValueError`` naming the line)."""
    known = _series()
    teams: dict[str, list[_Team]] = {}
    header = ("code", "from", "to", "population", "note")
    for row in read_tsv("podium", "data/team_populations.tsv", header=header):
        code, lo, hi, population, note = row.fields
        members = () if population == "-" else tuple(population.split())
        unknown = [m for m in members if m not in known]
        if unknown or not note:
            raise ValueError(f"data/team_populations.tsv:{row.line}: {code}: "
                             + (f"{', '.join(unknown)} not in data/population.tsv" if unknown else "a note is needed"))
        teams.setdefault(code, []).append(_Team(int(lo) if lo else None, int(hi) if hi else None, members, note))
    return {code: tuple(rows) for code, rows in teams.items()}


@lru_cache(maxsize=1)
def _iso3() -> dict[str, str]:
    from podium.nations.records import load_records

    return {code: r.iso3 for code, r in load_records().items() if r.iso3}
