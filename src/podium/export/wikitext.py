"""Wikipedia's ``{{Medals table}}`` template, with the host nation marked.

    {{Medals table
     | caption        = 2004 Summer Paralympics medal table
     | host           = Host nation (Greece)
     | flag_template  = flagIPC
     | event          = 2004 Summer
     | team           = NPC
     | gold_CHN = 63 | silver_CHN = 46 | bronze_CHN = 32
     | gold_GBR = 35 | silver_GBR = 30 | bronze_GBR = 30 | note_GBR = not agreed by all sources: bronze, total
     | host_GRE = yes | gold_GRE = 20 | silver_GRE = 5 | bronze_GRE = 19
     ...
    }}

The template ranks by gold, silver, bronze and adds the totals itself; rows are written in
the order of the standings. The cells the sources do not all agree on are named in the
row's ``note_XXX`` (the template shows it as a note beside the nation).
"""

from __future__ import annotations

from podium import nations
from podium.errors import NotFound
from podium.model import Games
from podium.rank import Standings

from .hosts import host_nocs
from .marks import WIKITEXT_SOURCE

DISPUTED_NOTE = "not agreed by all sources: "


def _english(noc: str, year: int) -> str:
    """The English name as used in ``year`` (the code itself if the registry does not know it)."""
    try:
        return nations.name(noc, "en", year)
    except NotFound:
        return noc


def _param(value: str) -> str:
    """A template parameter value: no ``|``, ``}}`` or line breaks may leak out."""
    return value.replace("|", "{{!}}").replace("}}", "} }").replace("\n", " ")


def to_wikitext(standings: Standings, hosts: tuple[str, ...] | None = None) -> str:
    games = Games.from_slug(standings.games)
    hosts = host_nocs(standings.games) if hosts is None else hosts
    paralympics = games.kind == "paralympics"
    lines = [
        "{{Medals table",
        f" | caption        = {_param(games.name)} medal table",
        " | host           = "
        + (f"Host nation ({_param(', '.join(_english(h, games.year) for h in hosts))})" if hosts else ""),
        f" | flag_template  = {'flagIPC' if paralympics else 'flagIOC'}",
        f" | event          = {games.year} {games.season.capitalize()}",
        f" | team           = {'NPC' if paralympics else 'NOC'}",
    ]
    for r in standings.rows:
        line = " | "
        if r.noc in hosts:
            line += f"host_{r.noc} = yes | "
        line += f"gold_{r.noc} = {r.gold} | silver_{r.noc} = {r.silver} | bronze_{r.noc} = {r.bronze}"
        if r.unsettled:
            line += f" | note_{r.noc} = {DISPUTED_NOTE}{', '.join(r.unsettled)}"
        lines.append(line)
    for h in hosts:
        if h not in {r.noc for r in standings.rows}:
            lines.append(f" | host_{h} = yes")
    lines.append(" | show_limit     = ")
    lines.append(f" | source         = {WIKITEXT_SOURCE}")
    lines.append("}}")
    return "\n".join(lines) + "\n"
