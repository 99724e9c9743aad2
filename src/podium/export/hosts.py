"""The host nations of a Games: its host cities (the Games catalogue) -> NOC codes."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from podium.extract.games import catalogue
from podium.model import Games


@lru_cache(maxsize=1)
def _city_nocs() -> dict[str, str]:
    text = (resources.files("podium.export") / "data" / "host_nocs.tsv").read_text(encoding="utf-8")
    pairs = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return {city: noc for city, noc in pairs if city != "city"}


def host_nocs(games: str) -> tuple[str, ...]:
    """The NOCs that hosted ``games`` (a slug), in the catalogue's order; () when unknown."""
    try:
        wanted = Games.from_slug(games)
    except ValueError:
        return ()
    nocs: list[str] = []
    for entry in catalogue():
        if entry.games == wanted:
            for city in entry.hosts:
                noc = _city_nocs().get(city)
                if noc is not None and noc not in nocs:
                    nocs.append(noc)
    return tuple(nocs)
