"""The host nations of a Games: its host cities (the Games catalogue) -> NOC codes."""

from __future__ import annotations

from functools import lru_cache

from podium.catalogue import edition_of
from podium.datafiles import read_tsv
from podium.model import Games


@lru_cache(maxsize=1)
def _city_nocs() -> dict[str, str]:
    pairs = (row.fields for row in read_tsv("podium.export", "data/host_nocs.tsv", header=("city", "noc")))
    return {city: noc for city, noc in pairs}


def host_nocs(games: str) -> tuple[str, ...]:
    """The NOCs that hosted ``games`` (a slug), in the catalogue's order; () when unknown."""
    try:
        wanted = Games.from_slug(games)
    except ValueError:
        return ()
    entry = edition_of(wanted)
    nocs = (_city_nocs().get(city) for city in (entry.hosts if entry is not None else ()))
    return tuple(dict.fromkeys(noc for noc in nocs if noc is not None))
