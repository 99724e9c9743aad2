"""Medal-table constraints as evidence about a source's own values.

A medal table constrains itself: a row's gold + silver + bronze is its total, and a
totals row is the sum of the rows above it. When a source breaks its own
constraint, one of its values is wrong. If some candidate value, stated by
another source for the same cell, would restore the constraint, the source's own
value there is the likely culprit: its vote is weakened (``SUSPECT``). When the rest of
the constraint is what other sources say too (the totals row is a total another source's
table gives, the row's other cells are stated alike by another source) and one cell alone
could restore it, the rest of the source's voice goes to the value its own table implies
(``implied``). When several cells could each restore it (with many sources, a value one off
is stated somewhere for nearly every cell), the constraint does not say which: each is
only weakened. A source whose row says 6 while its own totals row, which others confirm,
adds up only with 5 says 5 as much as 6, so however many copies repeat the slip, their
own totals speak against it; a totals row nobody confirms may be the slip itself. A broken constraint that no single candidate explains weakens
every value involved a little (``UNEXPLAINED``), and marks the row's claims ``unsound``: one
of its figures is wrong and nothing says which, so none is agreed on that row's word alone.

The constraints never decide alone and never touch a claim: they return a weight
per claim, the implied votes, and the reasons (``podium.i18n.messages``) per (subject,
attribute) for the explanation; ``notes`` are their English texts.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from podium.i18n.messages import render
from podium.model import GAMES_SUBJECT, Claim, Reason, Value, reason

COLOURS = ("gold", "silver", "bronze", "total")
TOTALS = {"gold": "total_gold", "silver": "total_silver", "bronze": "total_bronze", "total": "total_medals"}
SUSPECT = 0.25
UNEXPLAINED = 0.75

CellKey = tuple[str, str]  # (subject, attribute)


@dataclass
class ConstraintEvidence:
    """Weights for claims that break their source's own constraints, and why."""

    #: per weakened claim, by identity (a lookup that does not hash a claim's every field): its
    #: weight; ``weighed`` holds the claims themselves
    weight: dict[int, float] = field(default_factory=dict)
    weighed: dict[int, Claim] = field(default_factory=dict)
    #: per cell, its reasons in the order found (a dict used as an ordered set)
    said: dict[CellKey, dict[Reason, None]] = field(default_factory=lambda: defaultdict(dict))
    #: per source: colour -> (stated total, sum of its rows)
    sums: dict[str, dict[str, tuple[int | None, int]]] = field(default_factory=dict)
    #: per suspect claim, by identity: the values its source's own constraints imply instead,
    #: with their share of the source's voice
    implied: dict[int, dict[Value, float]] = field(default_factory=lambda: defaultdict(dict))
    #: the claims a constraint rules out (``games_constraints``: a value the tables cannot
    #: agree with), by identity; a cell whose every claim is ruled out is not decided
    ruled_out: set[int] = field(default_factory=set)
    #: per claim whose row and whose column (against its totals row) its own table restores
    #: with one value, by identity: that value (the table itself says what the cell should be)
    mended: dict[int, Value] = field(default_factory=dict)
    #: per claim of a row that does not add up where nothing says which cell slipped (no
    #: other source's value, no totals row restores it), by identity: the row's reason. One of
    #: the row's four figures is wrong: none of them is agreed on that row's word alone
    unsound: dict[int, Reason] = field(default_factory=dict)

    def merge(self, other: ConstraintEvidence) -> None:
        """Add ``other``'s verdicts on single claims (another Games' tables)."""
        self.ruled_out |= other.ruled_out
        self.mended.update(other.mended)
        self.unsound.update(other.unsound)

    @property
    def reasons(self) -> dict[CellKey, list[Reason]]:
        """Per (subject, attribute), why its claims were weakened, each reason once."""
        return {cell: list(said) for cell, said in self.said.items()}

    def weights(self) -> list[tuple[Claim, float]]:
        """The weakened claims with their weights, in the order first weakened."""
        return [(self.weighed[key], w) for key, w in self.weight.items()]

    def penalise(self, claim: Claim, factor: float, why: Reason) -> None:
        key = id(claim)
        self.weight[key] = min(self.weight.get(key, 1.0), factor)
        self.weighed[key] = claim
        self.said[(claim.subject, claim.attribute)].setdefault(why, None)

    def rule_out(self, claim: Claim, factor: float, why: Reason) -> None:
        """``claim`` states what the tables contradict: weakened to ``factor`` and marked."""
        self.penalise(claim, factor, why)
        self.ruled_out.add(id(claim))

    def imply(self, claim: Claim, value: Value, share: float) -> None:
        """``claim``'s source's own constraint says ``value`` for its cell (with ``share`` of its
        voice): the larger share when two constraints say so."""
        said = self.implied[id(claim)]
        said[value] = max(said.get(value, 0.0), share)

    @property
    def notes(self) -> dict[CellKey, list[str]]:
        """The reasons in English."""
        return {cell: [render([why]) for why in said] for cell, said in self.reasons.items()}


def medal_constraints(claims: Sequence[Claim]) -> ConstraintEvidence:
    """Check each source's rows and totals against each other; see the module doc."""
    evidence = ConstraintEvidence()
    # per source: subject -> attribute -> claim (the first claim when a source repeats)
    cells: dict[str, dict[str, dict[str, Claim]]] = defaultdict(lambda: defaultdict(dict))
    totals: dict[str, dict[str, Claim]] = defaultdict(dict)
    # per cell: its values, each with how many sources state it
    candidates: dict[CellKey, Counter[Value]] = defaultdict(Counter)
    wanted = {v: k for k, v in TOTALS.items()}
    colours = frozenset(COLOURS)
    for c in claims:  # every claim of a Games (400,000 for 1,000 sources): each field read once
        subject, attribute, value = c.subject, c.attribute, c.value
        if subject == GAMES_SUBJECT:
            if attribute in wanted and isinstance(value, int):
                totals[c.source_id].setdefault(wanted[attribute], c)
        elif attribute in colours and isinstance(value, int):
            row = cells[c.source_id][subject]
            if attribute not in row:
                row[attribute] = c
                candidates[(subject, attribute)][value] += 1
    # per source: its column of each colour, and per colour (its totals row's figure, the sum of its rows)
    columns: dict[str, dict[str, list[Claim]]] = {}
    column_sums: dict[str, dict[str, tuple[int | None, int]]] = {}
    # per colour: the totals the sources' tables give (a totals row, and the sum of the rows)
    column_totals: dict[str, Counter[int]] = defaultdict(Counter)
    for source, rows in cells.items():
        stated = totals.get(source, {})
        columns[source] = {colour: [row[colour] for row in rows.values() if colour in row] for colour in COLOURS}
        column_sums[source] = {
            colour: (None if colour not in stated else int(stated[colour].value), sum(int(c.value) for c in column))
            for colour, column in columns[source].items()}
        for colour, column in columns[source].items():
            if column:
                column_totals[colour][column_sums[source][colour][1]] += 1
    # per colour: the values the sources' totals rows state
    totals_stated: dict[str, Counter[int]] = defaultdict(Counter)
    for stated_totals in totals.values():
        for colour, total_claim in stated_totals.items():
            column_totals[colour][int(total_claim.value)] += 1
            totals_stated[colour][int(total_claim.value)] += 1

    def also_said(subject: str, attribute: str, value: Value) -> bool:
        """Does another source state ``value`` for the cell (as the one that asks does)?"""
        return candidates[(subject, attribute)][value] > 1

    for source, rows in cells.items():
        stated = totals.get(source, {})
        sums = column_sums[source]
        for subject, row in rows.items():
            if len(row) != len(COLOURS):  # a row holds its colours only: one is missing
                continue
            parts = [row[a].value for a in COLOURS]
            gap = int(parts[0]) + int(parts[1]) + int(parts[2]) - int(parts[3])
            if gap == 0 or row["total"].extractor.endswith(".derived"):
                continue
            culprits = []
            mended = []  # the cells whose own column the same value restores too
            for a in COLOURS:
                x = int(row[a].value)
                need = x - gap if a != "total" else x + gap
                if need in candidates[(subject, a)] and need != x:
                    culprits.append((a, need))
                said, summed = sums[a]
                if said is not None and need >= 0 and x - (summed - said) == need:
                    mended.append((a, need))
            head = reason("row_sum", source=source, subject=subject, gold=parts[0], silver=parts[1],
                          bronze=parts[2], total=parts[3])
            if len(mended) == 1:
                # the row and the totals row meet in one cell: the table itself says what it should be
                a, need = mended[0]
                said, summed = sums[a]
                evidence.mended[id(row[a])] = need
                evidence.said[(subject, a)].setdefault(reason("self_fix", row=head, column=reason(
                    "column_sum", source=source, colour=a, sum=summed, stated=said), value=need), None)
            if culprits:
                for a, need in culprits:
                    evidence.penalise(row[a], SUSPECT, reason("row_fix", row=head, attribute=a, value=need))
                    # the rest of its row says ``need`` when other sources state the rest alike
                    if len(culprits) == 1 and all(also_said(subject, b, row[b].value) for b in COLOURS if b != a):
                        evidence.imply(row[a], need, 1.0 - SUSPECT)
            else:
                for a in COLOURS:
                    evidence.penalise(row[a], UNEXPLAINED, head)
                    if len(mended) != 1:
                        evidence.unsound[id(row[a])] = head

        for colour in COLOURS:
            column = columns[source][colour]
            total = sums[colour][1]
            claim = stated.get(colour)
            if claim is None or int(claim.value) == total:
                continue
            gap = total - int(claim.value)
            suspects = [
                (c, int(c.value) - gap) for c in column
                if (int(c.value) - gap) in candidates[(c.subject, colour)]
            ]
            head = reason("column_sum", source=source, colour=colour, sum=total, stated=claim.value)
            # the totals row, not a cell, may be the slip: only a total that another source's
            # table also gives (its totals row or the sum of its rows) says what the cell should be
            trusted = column_totals[colour][int(claim.value)] > 1
            if suspects:
                for c, need in suspects:
                    evidence.penalise(c, SUSPECT, reason("column_fix", column=head, subject=c.subject, value=need))
                    if trusted and len(suspects) == 1:
                        evidence.imply(c, need, 1.0 - SUSPECT)
            elif not trusted and totals_stated[colour][total] > 0:
                # no cell explains the gap, the totals row's figure is no other table's, and its
                # rows add up to what another's totals row states: the totals row slipped
                evidence.penalise(claim, SUSPECT, reason("totals_fix", column=head, value=total))
                evidence.imply(claim, total, 1.0 - SUSPECT)
            else:
                evidence.penalise(claim, UNEXPLAINED, head)
        evidence.sums[source] = sums
    return evidence
