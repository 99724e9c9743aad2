"""The host nations of a Games: its host cities (the Games catalogue) -> NOC codes."""

from __future__ import annotations

from functools import lru_cache

from podium.catalogue import editions
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
    nocs: list[str] = []
    for entry in editions():
        if entry.games == wanted:
            for city in entry.hosts:
                noc = _city_nocs().get(city)
                if noc is not None and noc not in nocs:
                    nocs.append(noc)
    return tuple(nocs)
