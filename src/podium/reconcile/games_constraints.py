"""The medal table's constraints on the Games' own facts, as evidence.

- **Events and golds.** Each event awards one gold medal, ties and shared golds aside, so
  the gold medals a source's table awards (its totals row, else the sum of its rows) bound
  the number of events. A stated ``events`` value that no table's golds come near
  (``EVENTS_SLACK``) is weakened; one that fits them is the one the tables support. When
  none fits, a value below the golds of a table is still ruled out (a table cannot award
  more golds than there were events; one that awards fewer may be a part of the table).
- **Medal-winning nations and nations.** ``medal_nations`` cannot exceed ``nations``, and a
  table with medals for ``n`` nations says at least ``n`` nations won medals and competed:
  a ``nations`` value below that is weakened.

A ruled-out claim keeps ``RULED_OUT`` of its vote and is marked (``ConstraintEvidence.ruled_out``):
when the tables contradict every value stated for a cell, even one all sources agree on,
the cell is not decided (``FusionEngine``) and the reason says why.

Like ``constraints.py`` these never decide alone: they return weights per claim and the
reasons per (subject, attribute): for events the words of the validation finding
(``events-medals-mismatch``: "162 events stated, but the medal table awards 519 gold medals"),
for nations an English sentence (the message tables have no words for it yet).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from podium.model import GAMES_SUBJECT, Claim, reason
from podium.reconcile.constraints import ConstraintEvidence

#: a value the constraint rules out keeps this share of its vote
RULED_OUT = 0.05
#: events and golds differ by ties and shared golds: at most this share (and 2)
EVENTS_SLACK = 0.03


def _golds(claims: Sequence[Claim]) -> dict[int, list[str]]:
    """Gold medals awarded -> the sources whose table awards that many."""
    stated: dict[str, int] = {}
    summed: dict[str, int] = defaultdict(int)
    for c in claims:
        if not isinstance(c.value, int) or isinstance(c.value, bool):
            continue
        if c.subject == GAMES_SUBJECT and c.attribute == "total_gold":
            stated.setdefault(c.source_id, c.value)
        elif c.subject != GAMES_SUBJECT and c.attribute == "gold":
            summed[c.source_id] += c.value
    out: dict[int, list[str]] = defaultdict(list)
    for source in sorted(set(stated) | set(summed)):
        golds = stated.get(source, summed.get(source, 0))
        if golds > 0:
            out[golds].append(source)
    return out


def _winners(claims: Sequence[Claim]) -> dict[str, int]:
    """Per source: how many nations its table gives at least one medal."""
    medals: dict[str, dict[str, int]] = defaultdict(dict)
    for c in claims:
        if c.subject != GAMES_SUBJECT and c.attribute == "total" and isinstance(c.value, int):
            medals[c.source_id].setdefault(c.subject, c.value)
    return {s: sum(1 for v in rows.values() if v > 0) for s, rows in medals.items()}


def _sources(n: int) -> str:
    return "1 source" if n == 1 else f"{n} sources"


def _fits(events: int, golds: int) -> bool:
    return abs(golds - events) <= max(2, round(EVENTS_SLACK * golds))


def games_constraints(claims: Sequence[Claim], evidence: ConstraintEvidence) -> None:
    """Add the Games-level constraints' weights and reasons to ``evidence``."""
    golds = _golds(claims)
    events = [c for c in claims if c.subject == GAMES_SUBJECT and c.attribute == "events"
              and isinstance(c.value, int) and c.qualifier is None]
    stated = sorted({int(c.value) for c in events})
    fitting = [v for v in stated if any(_fits(v, g) for g in golds)]
    counts = sorted(golds)
    for c in events:
        value = int(c.value)
        if value in fitting or not golds:
            continue
        # beside a value that fits, any other is ruled out; when none fits, only a value below
        # a table's golds (every table awarding fewer may each be a part of the table)
        if not fitting and counts[-1] < value:
            continue
        best = min(counts, key=lambda g: abs(g - value))
        # the validation finding's own words, in every language podium speaks
        evidence.rule_out(c, RULED_OUT, reason("finding_events", n=value,
                                               golds=reason("finding_gold_medals", n=best)))
    winners = _winners(claims)
    if winners:
        most = max(winners.values())
        who = sorted(s for s, n in winners.items() if n == most)
        for c in claims:
            if (c.subject == GAMES_SUBJECT and c.attribute in ("nations", "medal_nations")
                    and isinstance(c.value, int) and c.qualifier is None and c.value < most
                    and c.attribute == "nations"):
                evidence.rule_out(c, RULED_OUT, reason("verbatim", text=(
                    f"{most} nations won medals in the table of {_sources(len(who))}, "
                    f"so fewer than {most} nations ({c.value}) cannot have competed"
                )))
    nations = sorted({int(c.value) for c in claims if c.subject == GAMES_SUBJECT and c.attribute == "nations"
                      and isinstance(c.value, int) and c.qualifier is None})
    if nations:
        for c in claims:
            if (c.subject == GAMES_SUBJECT and c.attribute == "medal_nations" and isinstance(c.value, int)
                    and c.qualifier is None and c.value > nations[-1]):
                evidence.rule_out(c, RULED_OUT, reason("verbatim", text=(
                    f"{c.value} medal-winning nations is more than any stated number of nations ({nations[-1]})"
                )))
