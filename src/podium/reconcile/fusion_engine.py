"""Claim-level engines over the numeric core: claims in, ``Decision``s out.

``FusionEngine("podium")`` is the default: ACCU with the knowledge term, copy detection
of verbatim copies, support between similar names, the medal-table constraints (rows,
totals rows, golds against events, medal-winning nations against nations) as evidence,
approximations and ranges counted for the exact values they contain (``approx.py``), verbatim
copies of a table counted as no voice of their own (``verbatim.py``), and a plain sentence
before the statistics of each rationale (``plain.py``).
A rationale names the likeliest dependent pair of the sources behind each value and counts
the others, so that what is stored per decision does not grow with its sources.
``vote``, ``accu``, ``truthfinder``, ``crh`` and the Latent Credibility Analysis
engines (``simplelca``, ``guesslca``, ``mistakelca``, ``mistakelca-m``, ``lca``; see ``lca.py``) run the
same way for comparison.

Statuses: ``agreed`` when every source that speaks states the same single value;
otherwise ``resolved`` when the engine's probability for its choice reaches
``DECIDE_AT``, else ``disputed`` (no value; the choice is the best guess).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import NamedTuple

from podium.model import Claim, Decision, DecisionStatus, Reason, Value, reason
from podium.reconcile import explain
from podium.reconcile.approx import contained, is_qualified
from podium.reconcile.constraints import ConstraintEvidence, medal_constraints
from podium.reconcile.engine import Key, supports
from podium.reconcile.games_constraints import RULED_OUT, games_constraints
from podium.reconcile.plain import NAMED, plain_sentence
from podium.reconcile.verbatim import Copies, attach_copies

#: the probability at which the engine's choice counts as decided
DECIDE_AT = 0.75
#: the confidence in a value no source states, that the sources' own tables say instead of theirs
MENDED = 0.5
#: The most a value stated only in rows that do not add up can have: three of a row's four
#: figures are right, and nothing says which one is not.
UNSOUND = 0.75
#: a pair of sources is named as dependent in a rationale from this probability
NAME_DEPENDENT_AT = 0.5
#: a claim's value and its source, as ``map`` takes them (a column of a group's claims at once)
VALUE, SOURCE = attrgetter("value"), attrgetter("source_id")


class FusionEngine:
    """A truth-discovery engine (see ``podium.reconcile.fusion``) behind the Engine protocol."""

    def __init__(self, method: str = "podium", **params: float | int | bool) -> None:
        from podium.reconcile.arrays import Params
        from podium.reconcile.fusion import METHODS

        if method not in METHODS:
            raise ValueError(f"unknown method {method!r}; choose one of {', '.join(METHODS)}")
        self.name = method
        self.params = Params(method=method, **params)  # type: ignore[arg-type]

    def decide(self, groups: Mapping[Key, list[Claim]]) -> list[Decision]:
        """Sources are learnt from every group at once; constraints hold per Games."""
        import numpy as np

        from podium.reconcile.arrays import build
        from podium.reconcile.fusion import fuse

        use_constraints = self.name == "podium"
        copies = Copies()
        if use_constraints:  # a verbatim copy of a table is no voice of its own
            groups, copies = attach_copies(groups)
        groups = {key: contained(claims) for key, claims in groups.items()}
        keys = list(groups)
        claims = [c for k in keys for c in groups[k]]
        by_games: dict[str, list[Claim]] = defaultdict(list)
        for key in keys:
            by_games[key[0]].extend(groups[key])
        # by the claim's identity (the claims weighed are the ones the constraints read): a lookup
        # per claim without hashing a claim's every field
        weight: dict[int, float] = {}
        implied: dict[int, dict[Value, float]] = {}
        verdicts = ConstraintEvidence()  # what the tables say of single claims, every Games'
        constraint_notes: dict[Key, list[Reason]] = {}
        totals_notes: dict[Key, list[Reason]] = {}
        if use_constraints:
            for slug, games_claims in by_games.items():
                found = medal_constraints(games_claims)
                games_constraints(games_claims, found)
                weight.update(found.weight)
                implied.update(found.implied)
                verdicts.merge(found)
                for cell, said in found.reasons.items():
                    constraint_notes[(slug, *cell)] = list(said)
                for cell, said in explain.totals_reasons(games_claims, found.sums).items():
                    totals_notes[(slug, *cell)] = list(said)
        sources = sorted({c.source_id for c in claims})
        source_index = {s: i for i, s in enumerate(sources)}
        attributes = sorted({k[2] for k in keys})
        attribute_index = {a: i for i, a in enumerate(attributes)}
        value_codes: dict[tuple[int, Value], int] = {}
        group: list[int] = []
        value: list[int] = []
        source: list[str] = []
        weights: list[float] = []

        implying: list[tuple[int, Value, str, float]] = []
        # a group at a time, each column with the builtins (400,000 claims for 1,000 sources)
        for gi, key in enumerate(keys):
            members = groups[key]
            for v in map(VALUE, members):
                code = value_codes.get((gi, v))
                if code is None:
                    code = value_codes[(gi, v)] = len(value_codes)
                value.append(code)
            source.extend(map(SOURCE, members))
            weighed = list(map(weight.get, map(id, members)))
            weights.extend([1.0 if w is None else w for w in weighed])
            for c, w in zip(members, weighed):
                if w is not None and id(c) in implied:  # only a weakened claim implies a value
                    implying.extend((gi, v, c.source_id, share) for v, share in implied[id(c)].items())
            group.extend([gi] * len(members))
        judged = [1.0] * len(value)
        # what a source's own table implies for a cell it states otherwise: a vote of that source,
        # not a claim it made (it is judged on what it said); every implied value is stated by another
        for gi, v, s, share in implying:
            group.append(gi)
            value.append(value_codes[(gi, v)])
            source.append(s)
            weights.append(share)
            judged.append(0.0)
        # each value's number and text, and each group's attribute, once, then per claim by its codes
        names = [v for _, v in value_codes]  # the codes are 0, 1, ... in the order the dict holds them
        codes = np.asarray(value, dtype=np.int64)
        number = np.array([float(v) if isinstance(v, int) else np.nan for v in names], dtype=np.float64)[codes]
        text = np.array([None if isinstance(v, int) else str(v) for v in names], dtype=object)[codes]
        attribute = np.array([attribute_index[key[2]] for key in keys], dtype=np.int64)[np.asarray(group, dtype=np.int64)]
        source_codes = list(map(source_index.__getitem__, source))
        arrays = build(group, codes, source_codes, attribute=attribute, number=number, weight=weights,
                       n_sources=len(sources), text=text, judged=judged)
        fusion = fuse(arrays, self.params)
        # value id (contiguous per group, in code order) -> probability
        code_prob = np.zeros(len(value_codes))
        assert arrays.value_code is not None
        code_of = arrays.value_code
        code_prob[code_of] = fusion.confidence
        winner_code = code_of[fusion.winner]
        pairs = _dependent_pairs(fusion, sources)
        partners: dict[str, set[str]] = defaultdict(set)
        for a, b in pairs:
            partners[a].add(b)
            partners[b].add(a)
        earlier = {s: sorted(a for a in p if a < s) for s, p in partners.items()}  # the forest's candidates
        families = {s: set(p) for s, p in partners.items()}
        for copy, original in copies.original.items():
            families.setdefault(copy, set()).add(original)
            families.setdefault(original, set()).add(copy)
        decisions = []
        for gi, key in enumerate(keys):
            decisions.append(
                self._decision(key, groups[key], gi, value_codes, code_prob, int(winner_code[gi]),
                               pairs, earlier, constraint_notes, totals_notes,
                               (copies.left_out.get(key, []), copies.original, families), verdicts)
            )
        return decisions

    def _decision(
        self,
        key: Key,
        claims: list[Claim],
        gi: int,
        value_codes: Mapping[tuple[int, Value], int],
        code_prob: object,
        winner: int,
        pairs: Mapping[tuple[str, str], Dependent],
        earlier: Mapping[str, list[str]],
        constraint_notes: Mapping[Key, list[Reason]],
        totals_notes: Mapping[tuple[str, str, str], list[Reason]],
        copied: tuple[list[Claim], Mapping[str, str], Mapping[str, set[str]]] = ([], {}, {}),
        verdicts: ConstraintEvidence | None = None,
    ) -> Decision:
        games, subject, attribute = key
        left_out, original, families = copied
        # the engine weighed ``claims``; a verbatim copy's claims (``left_out``) are shown, not weighed
        candidates = supports([*claims, *left_out])
        # each value's sources, in the candidates' order
        backers = {s.value: sorted({c.source_id for c in s.claims}) for s in candidates}
        total = len(set().union(*backers.values()))
        notes = list(totals_notes.get(key, ()))
        prob = {s.value: float(code_prob[value_codes[(gi, s.value)]]) for s in candidates}  # type: ignore[index]
        best = next(s.value for s in candidates if value_codes[(gi, s.value)] == winner)
        p = prob[best]
        cell_notes = constraint_notes.get(key, ())
        verdicts = verdicts or ConstraintEvidence()
        # not decided, however many agree: the tables contradict every value stated
        # (``games_constraints``), or the tables of the sources of the likeliest value each add up
        # only with one value that no source states (``constraints``: a row and its totals row),
        # or every row that states it does not add up and nothing says which cell slipped
        contradicted: Reason | None = cell_notes[0] if (
            cell_notes and claims and all(id(c) in verdicts.ruled_out for c in claims)) else None
        ceiling = RULED_OUT
        stating = [c for c in claims if c.value == best]
        fixes = set(map(verdicts.mended.get, map(id, stating)))
        mend = next(iter(fixes)) if len(fixes) == 1 and not any(s.value in fixes for s in candidates) else None
        if mend is not None:
            speakers = tuple(sorted({c.source_id for c in stating}))
            contradicted = (reason("plain_restores", n=len(speakers), speakers=speakers, value=mend)
                            if len(speakers) <= NAMED else reason("plain_restores_many", n=len(speakers), value=mend))
        elif contradicted is None and stating and all(id(c) in verdicts.unsound for c in stating):
            contradicted = reason("plain_unsound", row=verdicts.unsound[id(stating[0])])
            ceiling = UNSOUND
        why = (
            reason("all_say", n=total, value=candidates[0].value) if total > 1
            else reason("only_source", value=candidates[0].value)
        )
        if len(candidates) == 1 and not _self_contradiction(claims) and contradicted is None:
            return Decision(games, subject, attribute, DecisionStatus.AGREED, candidates[0].value,
                            candidates[0].value, 1.0, "", candidates, (why, *notes))
        parts = [plain_sentence(backers, best, p >= DECIDE_AT and contradicted is None, cell_notes, families,
                                contradicted=contradicted),
                 why if len(candidates) == 1 else explain.listing(candidates)]
        parts.extend(_counted_after_named(
            [reason("verbatim_copy", source=copy, original=original[copy]) for copy in sorted({c.source_id for c in left_out})],
            "verbatim_more"))
        by_source: dict[str, set[Value]] = defaultdict(set)
        for c in claims:
            qualifier = c.qualifier
            if qualifier is None or not is_qualified(qualifier):
                by_source[c.source_id].add(c.value)
        for value, ids in backers.items():
            # at most one pair per source (a spanning forest of the dependent pairs); the likeliest
            # is named, the others counted: what is stored per decision does not grow with its sources
            members = set(ids)
            forest = []
            for b in ids:
                for a in earlier.get(b, ()):
                    if a in members:
                        forest.append((a, b))
                        break
            if forest:
                a, b = max(forest, key=lambda pair: pairs[pair].probability)
                d = pairs[(a, b)]
                likeliest = explain.dependent_pair(a, b, d.shared, d.shared_false, d.differ, d.probability)
                parts.append(reason("for_value", value=value, pair=likeliest) if len(forest) == 1 else
                             reason("for_value_more", value=value, pair=likeliest, n=len(forest) - 1))
        parts.extend(_counted_after_named(
            [reason("contradicts", source=source, stated=tuple(sorted(map(str, stated))))
             for source, stated in sorted(by_source.items()) if len(stated) > 1],  # an approximation is no contradiction
            "contradicts_more"))
        parts.extend(_fewer_fixes(cell_notes))
        parts.extend(notes)
        odds = tuple(reason("odds", value=v, share=round(prob[v], 4)) for v in backers)
        if mend is not None:
            # the value the sources' own tables say, though none states it: never more than an even chance
            parts.append(reason("evidence_contradicted", engine=self.name, odds=odds, value=mend))
            status, chosen, best, p = DecisionStatus.DISPUTED, None, mend, MENDED
        elif contradicted is not None:
            # a best guess the constraint leaves ``RULED_OUT`` of its vote, or one of a row
            # that does not add up (``UNSOUND``: one of its four figures is wrong)
            parts.append(reason("evidence_contradicted", engine=self.name, odds=odds, value=best))
            status, chosen, p = DecisionStatus.DISPUTED, None, min(p, ceiling)
        elif p >= DECIDE_AT:
            parts.append(reason("evidence_chosen", engine=self.name, odds=odds, value=best))
            status, chosen = DecisionStatus.RESOLVED, best
        else:
            parts.append(reason("evidence_undecided", engine=self.name, odds=odds, threshold=DECIDE_AT,
                                value=best))
            status, chosen = DecisionStatus.DISPUTED, None
        reasons = tuple(parts)
        return Decision(games, subject, attribute, status, chosen, best, round(p, 4), "", candidates,
                        reasons)


def _counted_after_named(notes: list[Reason], more: str) -> list[Reason]:
    """The first ``NAMED`` of ``notes`` (one per source), then the message ``more`` counting the
    others: a rationale does not grow with the sources of a Games."""
    return notes[:NAMED] + ([reason(more, n=len(notes) - NAMED)] if len(notes) > NAMED else [])


def _fewer_fixes(notes: Sequence[Reason]) -> list[Reason]:
    """The constraints' notes on a cell, the tables a value would make add up named for up to
    ``NAMED`` sources a value and counted after (a note each; with a thousand sources, hundreds
    of columns off by one can each be righted by this cell)."""
    kept: list[Reason] = []
    named: Counter[Value] = Counter()
    more: Counter[Value] = Counter()
    for note in notes:
        if note.key in ("row_fix", "column_fix"):
            value = note.arg("value")
            assert isinstance(value, (int, str))
            if named[value] == NAMED:
                more[value] += 1
                continue
            named[value] += 1
        kept.append(note)
    kept.extend(reason("fix_more", n=n, value=value) for value, n in more.items())
    return kept


def _self_contradiction(claims: Sequence[Claim]) -> bool:
    claims = [c for c in claims if not is_qualified(c.qualifier)]
    return len({(c.source_id, c.value) for c in claims}) != len({c.source_id for c in claims}) and (
        len({c.value for c in claims}) > 1
    )


class Dependent(NamedTuple):
    """What is known of a pair of dependent sources: how likely it is, the values both state,
    the doubtful ones among them, and the values they differ on."""

    probability: float
    shared: float
    shared_false: float
    differ: float


def _dependent_pairs(fusion: object, sources: Sequence[str]) -> dict[tuple[str, str], Dependent]:
    """The pairs of sources (by id, the smaller first) dependent enough to be named."""
    dep = fusion.dependence  # type: ignore[attr-defined]
    named = dep.probability >= NAME_DEPENDENT_AT
    first = [sources[i] for i in dep.first[named].tolist()]
    second = [sources[j] for j in dep.second[named].tolist()]
    return {(a, b) if a < b else (b, a): Dependent._make(found) for a, b, found in zip(first, second, zip(
        dep.probability[named].tolist(), dep.shared[named].tolist(), dep.shared_false[named].tolist(),
        dep.differ[named].tolist()))}

