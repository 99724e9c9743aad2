"""The Games catalogue: every edition of each kind of Games (``data/games_kinds.tsv``,
``podium.model.games_kinds``): the Summer and Winter Olympics and Paralympics, the Universiade,
the Asian, Commonwealth, Pan American Games..., with its edition and host cities
(``data/games.tsv``).

The extract stage reads a document's Games against it, validation checks edition ordinals
against it, and the exports take the host nations from its host cities.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from functools import lru_cache

from podium.datafiles import read_tsv
from podium.model import SEASONS, Games, games_kinds

__all__ = ["OLYMPIC_KINDS", "CatalogueEntry", "catalogue", "dates_of", "editions"]

#: The kinds of the catalogue proper (:func:`catalogue`): every lexicon, ``data/city_names.tsv``
#: and the host countries name each of their host cities. The other kinds (:func:`editions`)
#: have their hosts in English, and in a language only where its lexicon names the city.
OLYMPIC_KINDS = ("olympics", "paralympics")


@dataclass(frozen=True)
class CatalogueEntry:
    year: int
    season: str
    kind: str
    edition: int
    hosts: tuple[str, ...]
    #: the year it took place, where it was held after the year it is named after (Tokyo 2020,
    #: held in 2021: ``data/games_held.tsv``), else its year
    held: int = 0

    def __post_init__(self) -> None:
        if not self.held:
            object.__setattr__(self, "held", self.year)

    @property
    def games(self) -> Games:
        return Games(self.year, self.season, self.kind)

    def named_by(self, year: int) -> bool:
        """Whether ``year`` names this edition: its year, or the year it was held in."""
        return year in (self.year, self.held)


@lru_cache(maxsize=1)
def catalogue() -> tuple[CatalogueEntry, ...]:
    """Every Summer and Winter Olympics and Paralympics (``data/games.tsv``)."""
    return tuple(e for e in editions() if e.kind in OLYMPIC_KINDS)


def edition_of(games: Games) -> CatalogueEntry | None:
    """The catalogue's entry of ``games`` (its edition number, its hosts), or None for Games
    that never took place."""
    return _by_games().get(games)


@lru_cache(maxsize=1)
def _by_games() -> dict[Games, CatalogueEntry]:
    return {e.games: e for e in editions()}


@lru_cache(maxsize=1)
def editions() -> tuple[CatalogueEntry, ...]:
    """Every edition of every kind of Games (``data/games.tsv``); a kind without seasons has
    season ``""`` (``-`` in the file). A row whose kind is unknown or whose season does not
    fit its kind is refused (``ValueError`` naming the line)."""
    kinds = games_kinds()
    held = {(int(row.fields[0]), "" if row.fields[1] == "-" else row.fields[1], row.fields[2]): int(row.fields[3])
            for row in read_tsv("podium", "data/games_held.tsv", header=("year", "season", "kind", "held"))}
    entries = []
    for row in read_tsv("podium", "data/games.tsv", header=("year", "season", "kind", "edition", "host")):
        year, season, kind, edition, hosts = row.fields
        season = "" if season == "-" else season
        known = kinds.get(kind)
        if known is None or known.seasonal != (season in SEASONS) or (season and season not in SEASONS):
            raise ValueError(f"data/games.tsv:{row.line}: {kind!r} with season {season or '-'!r} is not a kind "
                             "of data/games_kinds.tsv with its seasons")
        entries.append(CatalogueEntry(int(year), season, kind, int(edition),
                                      tuple(h.strip() for h in hosts.split(" / ")), held.pop((int(year), season, kind), 0)))
    if held:
        raise ValueError(f"data/games_held.tsv: {sorted(held)[0]} is no edition of data/games.tsv")
    return tuple(entries)


def dates_of(games: Games) -> tuple[datetime.date, datetime.date] | None:
    """The opening and closing dates of ``games`` (``data/games_dates.tsv``: the ceremonies',
    or the first and last day of competition of the Games held over months), or None for
    Games whose dates the file does not give (other kinds, future Games, editions whose
    published dates disagree)."""
    return _dates().get(games)


@lru_cache(maxsize=1)
def _dates() -> dict[Games, tuple[datetime.date, datetime.date]]:
    """Every row of ``data/games_dates.tsv``; a row naming no edition of the catalogue, with a
    date that is not ISO, or closing before it opens is refused (``ValueError`` naming the line)."""
    known = _by_games()
    dates = {}
    header = ("year", "season", "kind", "opening", "closing", "basis")
    for row in read_tsv("podium", "data/games_dates.tsv", header=header):
        year, season, kind, opening, closing, basis = row.fields
        games = Games(int(year), season, kind)
        try:
            span = (datetime.date.fromisoformat(opening), datetime.date.fromisoformat(closing))
        except ValueError:
            raise ValueError(f"data/games_dates.tsv:{row.line}: the dates must be ISO (YYYY-MM-DD)") from None
        if games not in known or span[1] < span[0] or basis not in ("ceremonies", "competition"):
            raise ValueError(f"data/games_dates.tsv:{row.line}: {games.slug} must be an edition of "
                             "data/games.tsv, closing on or after its opening, its basis ceremonies or competition")
        dates[games] = span
    return dates
