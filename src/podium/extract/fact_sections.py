"""The facts of a document that holds several Games: only those of its own Games' section.

A file of several Games (one table per Games: ``var d00`` … ``var d12``, ``Host City: Sydney``
above the Sydney table and ``Host City: Athens`` above the Athens one) states each Games' facts
in that Games' section: a fact belongs to the table that follows it (a heading stands above
its table), and a fact after the last table to that table. The document's Games are ``games``
where the text names them, else the first table's, as ``podium.analysis`` takes them. A fact
in another Games' section is not a fact of the document's Games, and neither is one in the
section of a table whose rows are of several Games (a Games column: ``Morocco at the
Paralympics``, one row per Games): it is left out. A document whose tables are all of one
Games (or name none of their own) keeps every fact.
"""

from __future__ import annotations

import re
from collections import Counter

from podium.extract.games import table_games
from podium.model import Fact, Games, MedalTable

_YEAR = re.compile(r"(?<![0-9])(?:18[89][0-9]|19[0-9]{2}|20[0-9]{2})(?![0-9])")


def _own(table: MedalTable, games: Games | None) -> str | None:
    """What names a table's Games: its Games (``games.table_games``), else the first year of
    its ``games_text`` (``2000Sydney``); None for a table of the document's Games."""
    if not table.games_text:
        return None
    named = table_games(table.games_text, games)
    if named is not None:
        return named.slug
    year = _YEAR.search(table.games_text)
    return year.group() if year else None


def section_facts(facts: tuple[Fact, ...], tables: tuple[MedalTable, ...], games: Games | None) -> tuple[Fact, ...]:
    """``facts`` less those in another Games' section, or in the section of a Games column's
    table (see the module doc)."""
    owns = [_own(t, games) for t in tables]
    if len({o for o in owns if o is not None}) < 2:
        return facts  # one Games (or none named by the tables): every fact is the document's
    shared = Counter(t.header_line for t in tables if t.header_line is not None)
    first_lines = [min((r.line for r in t.rows), default=t.header_line or 0) for t in tables]
    mine = {games.slug, str(games.year)} if games is not None else {owns[0] or ""}

    def section(line: int) -> int:
        after = [i for i, start in enumerate(first_lines) if start > line]
        return min(after, key=lambda i: first_lines[i]) if after else max(range(len(tables)), key=lambda i: first_lines[i])

    kept = []
    for fact in facts:
        i = section(fact.line)
        header = tables[i].header_line
        column = header is not None and shared[header] > 1
        if not column and (owns[i] is None or owns[i] in mine):
            kept.append(fact)
    return tuple(kept)
