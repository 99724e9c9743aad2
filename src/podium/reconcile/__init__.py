"""Reconciliation: all claims of a Games in, one ``Decision`` per (subject, attribute) out.

The engine is chosen by name. The default, ``podium``, is truth discovery over all
claims at once: each source's accuracy is estimated (cautiously for sources that said
little), a popular value on an item that is hard to know counts partly as a guess,
dependent sources count as less than two voices and a verbatim copy of a table as none of
its own (``verbatim.py``), approximations and ranges support the exact values they contain
(``approx.py``), and a medal table's own constraints (rows add up,
totals equal the sum of the rows, the golds awarded bound the events, medal-winning
nations are at most the nations: ``constraints.py``, ``games_constraints.py``) weigh
against the values that break them. ``vote``, ``accu``, ``truthfinder``, ``crh``, the Latent Credibility Analysis
engines (``simplelca``, ``guesslca``, ``mistakelca``, ``mistakelca-m``, ``lca``) and the first engine,
``unanimity``, stay selectable for comparison.

People stay in charge: a value stated by an authoritative source is ``pinned``, and
a person's override is ``overridden``; the claims and the engine's view are kept in
the decision's support and rationale. A rationale is made of parts (``reasons``), each a
message with its arguments, so that every reader can read it in their language; it starts
with one plain sentence (``plain.py``) before the statistics.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import replace
from typing import Protocol

from podium.i18n.messages import PLAIN_KEYS
from podium.model import Claim, Decision, DecisionStatus, Reason, Support, Value, reason
from podium.reconcile.engine import Engine, group_claims, supports
from podium.reconcile.unanimity import Unanimity
from podium.reconcile.versions import current_version, place_undated, split_by_version, version_order


def _fusion(method: str) -> Callable[[], Engine]:
    def make() -> Engine:
        from podium.reconcile.fusion_engine import FusionEngine

        return FusionEngine(method)

    return make


ENGINES: dict[str, Callable[[], Engine]] = {
    "podium": _fusion("podium"),
    "accu": _fusion("accu"),
    "vote": _fusion("vote"),
    "truthfinder": _fusion("truthfinder"),
    "crh": _fusion("crh"),
    "simplelca": _fusion("simplelca"),
    "guesslca": _fusion("guesslca"),
    "mistakelca": _fusion("mistakelca"),
    "mistakelca-m": _fusion("mistakelca-m"),
    "lca": _fusion("lca"),
    "unanimity": Unanimity,
}

DEFAULT_ENGINE = "podium"


class Override(Protocol):
    """A value a person set (``podium.store.OverrideRecord`` is one)."""

    @property
    def id(self) -> int: ...
    @property
    def games(self) -> str: ...
    @property
    def subject(self) -> str: ...
    @property
    def attribute(self) -> str: ...
    @property
    def value(self) -> Value: ...
    @property
    def note(self) -> str: ...
    @property
    def who(self) -> str: ...


def reconcile(
    claims: Iterable[Claim],
    engine: str | Engine = DEFAULT_ENGINE,
    *,
    authorities: Collection[str] = frozenset(),
    overrides: Sequence[Override] = (),
) -> list[Decision]:
    """Decide every (games, subject, attribute) the claims speak about.

    Only overall claims are reconciled: per-sport tables are kept as claims but are not the
    Games' medal table. Each version of a Games' table (``versions.py``: the days of the
    Games, as awarded, later corrections) is decided on its own, and each decision says its
    version. ``authorities`` are source ids whose values are pinned, in every version;
    ``overrides`` are values people set (the latest one per key wins) and come before
    everything else, in the current version.
    """
    chosen = ENGINES[engine]() if isinstance(engine, str) else engine
    by_games: dict[str, list[Claim]] = {}
    for c in claims:
        if c.scope == "overall":
            by_games.setdefault(c.games, []).append(c)
    decisions: dict[tuple[str, str, str, str], Decision] = {}
    current: dict[str, str] = {}
    current_claims: dict[str, list[Claim]] = {}
    # a version decided to place the undated sources is decided again only if it took some
    first: dict[int, tuple[int, list[Decision]]] = {}  # by the list decided: its length then, its decisions

    def placing(version_claims: list[Claim]) -> list[Decision]:
        made = _decide(chosen, version_claims, authorities)
        first[id(version_claims)] = (len(version_claims), made)
        return made

    for games, of_games in by_games.items():
        placed = place_undated(split_by_version(of_games), placing)
        current[games] = current_version(placed)
        for version, version_claims in placed.items():
            before = first.get(id(version_claims))
            version_decisions = before[1] if before is not None and before[0] == len(version_claims) else _decide(
                chosen, version_claims, authorities)
            for d in version_decisions:
                decisions[(d.games, version, d.subject, d.attribute)] = replace(d, version=version)
        current_claims[games] = placed.get(current[games], [])
    latest: dict[tuple[str, str, str], Override] = {}
    for o in sorted(overrides, key=lambda o: o.id):
        latest[(o.games, o.subject, o.attribute)] = o
    # the claims of the overridden cells' current versions, grouped only when a cell is overridden
    current_groups = group_claims(c for games in {g for g, _, _ in latest} for c in current_claims.get(games, ()))
    for (games, subject, attribute), o in latest.items():
        version = current.get(games, "")
        made = _overridden(decisions.get((games, version, subject, attribute)), (games, subject, attribute), o,
                           current_groups.get((games, subject, attribute), []))
        decisions[(games, version, subject, attribute)] = replace(made, version=version)
    return [decisions[k] for k in sorted(decisions, key=lambda k: (k[0], version_order(k[1]), k[2], k[3]))]


def _decide(engine: Engine, claims: list[Claim], authorities: Collection[str]) -> list[Decision]:
    """One version's decisions: the engine's, then the authorities' pins."""
    groups = group_claims(claims)
    if not groups:
        return []
    decided = {(d.games, d.subject, d.attribute): d for d in engine.decide(groups)}
    if authorities:
        for key, grouped in groups.items():
            pinned = _pin(decided[key], grouped, authorities)
            if pinned is not None:
                decided[key] = pinned
    return [decided[k] for k in sorted(decided)]


def _reasons(decision: Decision) -> tuple[Reason, ...]:
    """The decision's parts without its plain first sentence (a pin or an override says its
    own); an engine that gives none has its English rationale as written."""
    parts = decision.reasons or (reason("verbatim", text=decision.rationale),)
    return parts[1:] if len(parts) > 1 and parts[0].key in PLAIN_KEYS else parts


def _engine_view(decision: Decision) -> Reason:
    return reason("engine_view", status=decision.status.value, value=decision.shown,
                  confidence=decision.confidence, reasons=_reasons(decision))


def _pin(decision: Decision, claims: list[Claim], authorities: Collection[str]) -> Decision | None:
    stated = sorted({c.value for c in claims if c.source_id in authorities}, key=str)
    if not stated:
        return None
    names = tuple(sorted({c.source_id for c in claims if c.source_id in authorities}))
    if len(stated) > 1:
        disputed = (reason("authorities_disagree", sources=names, stated=tuple(stated)), *_reasons(decision))
        return Decision(
            decision.games, decision.subject, decision.attribute, DecisionStatus.DISPUTED, None,
            decision.shown, decision.confidence, "", decision.support, disputed,
        )
    value = stated[0]
    if decision.status is DecisionStatus.AGREED:
        return None
    pinned = (reason("pinned", value=value, sources=names), _engine_view(decision))
    return Decision(
        decision.games, decision.subject, decision.attribute, DecisionStatus.PINNED, value, value,
        1.0, "", decision.support, pinned,
    )


def _overridden(decision: Decision | None, key: tuple[str, str, str], o: Override, claims: list[Claim]) -> Decision:
    games, subject, attribute = key
    support: tuple[Support, ...] = decision.support if decision is not None else supports(claims) if claims else ()
    if all(s.value != o.value for s in support):
        support = (*support, Support(o.value, ()))
    before = _engine_view(decision) if decision is not None else reason("no_source")
    overridden = (reason("overridden", value=o.value, who=o.who, id=o.id, note=o.note), before)
    return Decision(
        games, subject, attribute, DecisionStatus.OVERRIDDEN, o.value, o.value, 1.0,
        "", support, overridden,
    )


__all__ = ["DEFAULT_ENGINE", "ENGINES", "Engine", "Override", "Unanimity", "reconcile"]
