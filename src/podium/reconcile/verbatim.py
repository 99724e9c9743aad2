"""A verbatim copy of a source's medal table is one voice, not two.

Two documents whose tables have the same cells written the same way (the same rows, as
their raw text reads, with the same values: a page and a copy of it with other words
around) are one table: the copy is attached to the source it copies, its table's claims are
left out of what the engine weighs, and it adds no weight to any value (the decisions'
confidence is what it would be without it). Its claims stay in the decisions' support, so a
reader still sees that it said the value, and the rationale says whose copy it is.

Which of the two is the original? The one that says more (its table and more facts around
it, as a copy seldom adds any), then the smaller source id, so that the choice does not
depend on the order the claims come in. Only tables of at least ``MIN_ROWS`` nations count:
two sources that state the same two numbers are not copies of each other. Honest sources
that agree on every cell are not taken for copies unless their rows are written alike
character for character (``Claim.raw``); claims without their raw text are never compared.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from podium.model import GAMES_SUBJECT, Claim

#: a table of fewer nations is not compared
MIN_ROWS = 3

Cell = tuple[str, str, object, str]  # (subject, attribute, value, raw text)


@dataclass
class Copies:
    """The verbatim copies among the sources of one reconciliation."""

    #: copy -> the source it copies
    original: dict[str, str] = field(default_factory=dict)
    #: per (games, subject, attribute): the copies' claims left out of the engine's input
    left_out: dict[tuple[str, str, str], list[Claim]] = field(default_factory=lambda: defaultdict(list))


def find_copies(claims: Iterable[Claim]) -> Copies:
    """Which sources' tables are verbatim copies of another's (see the module doc)."""
    tables: dict[tuple[str, str], set[Cell]] = defaultdict(set)
    said: dict[str, int] = defaultdict(int)
    incomplete: set[tuple[str, str]] = set()  # tables with a claim without its raw text
    for c in claims:
        said[c.source_id] += 1
        if c.extractor.startswith("table"):
            key = (c.games, c.source_id)
            raw = c.raw.strip()
            if not raw:
                incomplete.add(key)
            tables[key].add((c.subject, c.attribute, c.value, raw))
    by_table: dict[tuple[str, frozenset[Cell]], list[str]] = defaultdict(list)
    for (games, source), cells in tables.items():
        nations = {cell[0] for cell in cells if cell[0] != GAMES_SUBJECT}
        if (games, source) not in incomplete and len(nations) >= MIN_ROWS:
            by_table[(games, frozenset(cells))].append(source)
    copies = Copies()
    for sources in by_table.values():
        if len(sources) < 2:
            continue
        first, *others = sorted(sources, key=lambda s: (-said[s], s))
        for other in others:
            copies.original[other] = first
    return copies


def attach_copies(groups: Mapping[tuple[str, str, str], list[Claim]]) -> tuple[dict[tuple[str, str, str], list[Claim]], Copies]:
    """The groups without the table claims of verbatim copies, and the copies found."""
    copies = find_copies(c for claims in groups.values() for c in claims)
    if not copies.original:
        return dict(groups), copies
    kept: dict[tuple[str, str, str], list[Claim]] = {}
    for key, claims in groups.items():
        mine = []
        for c in claims:
            if c.source_id in copies.original and c.extractor.startswith("table"):
                copies.left_out[key].append(c)
            else:
                mine.append(c)
        if mine:
            kept[key] = mine
    return kept, copies
