"""The Games catalogue: every Summer and Winter Olympics and Paralympics, with its edition
and host cities (``data/games.tsv``).

The extract stage reads a document's Games against it, validation checks edition ordinals
against it, and the exports take the host nations from its host cities.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from podium.datafiles import read_tsv
from podium.model import Games

__all__ = ["CatalogueEntry", "catalogue"]


@dataclass(frozen=True)
class CatalogueEntry:
    year: int
    season: str
    kind: str
    edition: int
    hosts: tuple[str, ...]

    @property
    def games(self) -> Games:
        return Games(self.year, self.season, self.kind)


@lru_cache(maxsize=1)
def catalogue() -> tuple[CatalogueEntry, ...]:
    """Every Summer and Winter Olympics and Paralympics (``data/games.tsv``)."""
    entries = []
    for row in read_tsv("podium", "data/games.tsv", header=("year", "season", "kind", "edition", "host")):
        year, season, kind, edition, hosts = row.fields
        entries.append(CatalogueEntry(int(year), season, kind, int(edition),
                                      tuple(h.strip() for h in hosts.split(" / "))))
    return tuple(entries)
