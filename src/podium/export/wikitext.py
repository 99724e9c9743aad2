"""Wikipedia's ``{{Medals table}}`` template, with the host marked, the sources cited and the
cells they disagree on explained in notes.

    {{Medals table
     | caption        = 2004 Summer Paralympics — medal table
     | host           = Host nation (Greece)
     | flag_template  = flagIPC
     | event          = 2004 Summer
     | team           = NPC
     | gold_CHN = 63 | silver_CHN = 46 | bronze_CHN = 32
     | gold_GBR = 35 | silver_GBR = 30 | bronze_GBR = 30 | note_GBR = {{efn|name=unsettled-GBR-bronze-total|The
       sources do not all agree. Bronze: 30<ref name="src-42fd05b2091e" />, 29<ref name="src-f3f35c58895f" />; …}}
     | host_GRE = yes | gold_GRE = 20 | silver_GRE = 5 | bronze_GRE = 19
     ...
     | show_limit     =
     | source         = <ref name="src-42fd05b2091e">''2004年夏季殘疾人奧林匹克運動會''. …</ref><ref …>…</ref>
    }}
    {{notelist}}
    <!-- source = podium, reconciled from the stored sources -->

The template ranks by gold, silver, bronze and adds the totals itself; rows are written in
the order of the standings. Each source is one ``<ref name="src-ID">`` (its title, and its
origin: a URL as ``{{cite web}}``), defined once in ``source`` and reused by name in the notes.
A row with cells the sources do not all agree on has a ``{{efn}}`` note naming each value and
the sources behind it (``{{notelist}}`` lists the notes under the table); the note's name
says which cells (``unsettled-GBR-bronze-total``, read back by ``readback.read_wikitext``).
The caption, the nation names and the notes' words are in ``lang``; the last line is podium's
mark (``marks.MARKDOWN_MARK``: its own export is never read back as evidence).

Without ``evidence`` (the sources and what each says of the unsettled cells) there are no
references, and a note only names the cells.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from podium import nations
from podium.errors import NotFound
from podium.i18n.labels import games_name, labels
from podium.model import Games, Value
from podium.rank import StandingRow, Standings

from .hosts import host_nocs
from .marks import MARKDOWN_MARK

#: What a note's name starts with; the unsettled cells follow (``unsettled-GBR-bronze-total``).
NOTE_NAME = "unsettled"
#: A reference's name: this and the source id's first 12 characters.
REF_PREFIX = "src-"
_URL = re.compile(r"https?://\S+\Z")
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "|": "&#124;", "[": "&#91;", "]": "&#93;",
            "{": "&#123;", "}": "&#125;", "'": "&#39;", "=": "&#61;", "\n": " ", "\r": " "}


@dataclass(frozen=True)
class Citation:
    """One source as a reference: its id, title and origin (a path, a URL, ``upload:NAME``)."""

    id: str
    title: str | None
    origin: str

    @property
    def name(self) -> str:
        return REF_PREFIX + self.id[:12]


@dataclass(frozen=True)
class Evidence:
    """What the export cites: the sources of the table (in the order of their references),
    and for each unsettled cell (NOC, attribute) its values, each with the ids of the sources
    that state it (``podium.export.text.evidence`` reads them from a store)."""

    sources: tuple[Citation, ...] = ()
    cells: Mapping[tuple[str, str], tuple[tuple[Value, tuple[str, ...]], ...]] = field(default_factory=dict)


def escape(text: str) -> str:
    """Text that stays text inside a template parameter, a reference or a link's label."""
    return "".join(_ESCAPES.get(ch, ch) for ch in text)


def reference(source: Citation) -> str:
    """The full ``<ref name=...>`` of a source: its title and where it was read from."""
    title = escape(source.title or source.origin)
    if _URL.match(source.origin):
        body = f"{{{{cite web |url={source.origin.replace('|', '%7C')} |title={title}}}}}"
    else:
        body = f"''{title}''. {escape(source.origin)} (podium {source.id[:12]})."
    return f'<ref name="{source.name}">{body}</ref>'


def reuse(source_id: str) -> str:
    return f'<ref name="{REF_PREFIX}{source_id[:12]}" />'


def _nation(noc: str, lang: str, year: int) -> str:
    """The name in ``lang`` as used in ``year`` (the code itself if the registry does not know it)."""
    try:
        return nations.name(noc, lang, year)
    except NotFound:
        return noc


def _param(value: str) -> str:
    """A template parameter value: no ``|``, ``}}`` or line breaks may leak out."""
    return value.replace("|", "{{!}}").replace("}}", "} }").replace("\n", " ")


def _note(row: StandingRow, evidence: Evidence, words: Mapping[str, str]) -> str:
    """The ``{{efn}}`` of a row's unsettled cells: each value with the references behind it,
    the value the table shows first."""
    said = words["sources_disagree"]
    said = said[:1].upper() + said[1:]
    known = {s.id for s in evidence.sources}
    parts = []
    noc, unsettled = row.noc, row.unsettled
    for attribute in unsettled:
        shown = getattr(row, attribute)
        values = sorted(evidence.cells.get((noc, attribute), ()), key=lambda stated: stated[0] != shown)
        stated = ", ".join(
            escape(str(value)) + "".join(reuse(i) for i in ids if i in known) for value, ids in values)
        parts.append(f"{escape(words[attribute])}: {stated}" if stated else escape(words[attribute]))
    text = f"{escape(said)}. {'; '.join(parts)}." if evidence.cells else f"{escape(said)}: {', '.join(parts)}."
    return f"{{{{efn|name={NOTE_NAME}-{noc}-{'-'.join(unsettled)}|{text}}}}}"


def to_wikitext(standings: Standings, hosts: tuple[str, ...] | None = None, *,
                evidence: Evidence | None = None, lang: str = "en") -> str:
    games = Games.from_slug(standings.games)
    hosts = host_nocs(standings.games) if hosts is None else hosts
    evidence = evidence or Evidence()
    words = labels(lang)
    paralympics = games.kind == "paralympics"
    lines = [
        "{{Medals table",
        f" | caption        = {_param(games_name(standings.games, lang))} — {_param(words['medal_table'])}",
        " | host           = "
        + (f"Host nation ({_param(', '.join(_nation(h, lang, games.year) for h in hosts))})" if hosts else ""),
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
            line += f" | note_{r.noc} = {_note(r, evidence, words)}"
        lines.append(line)
    for h in hosts:
        if h not in {r.noc for r in standings.rows}:
            lines.append(f" | host_{h} = yes")
    lines.append(" | show_limit     = ")
    lines.append(" | source         = " + "".join(reference(s) for s in evidence.sources))
    lines.append("}}")
    if any(r.unsettled for r in standings.rows):
        lines.append("{{notelist}}")
    lines.append(MARKDOWN_MARK)
    return "\n".join(lines) + "\n"
