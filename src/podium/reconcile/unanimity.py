"""The first engine: ``agreed`` when all sources say the same, else ``disputed``."""

from __future__ import annotations

from collections.abc import Mapping

from podium.model import Claim, Decision, DecisionStatus, reason
from podium.reconcile.engine import Key, source_count, supports


class Unanimity:
    name = "unanimity"

    def decide(self, groups: Mapping[Key, list[Claim]]) -> list[Decision]:
        return [self._decide(key, claims) for key, claims in groups.items()]

    def _decide(self, key: Key, claims: list[Claim]) -> Decision:
        games, subject, attribute = key
        candidates = supports(claims)
        total = len({c.source_id for c in claims})
        votes = sum(source_count(s) for s in candidates)  # a self-contradicting source votes twice
        best = candidates[0]
        if len(candidates) == 1:
            agreed = (reason("all_say", n=total, value=best.value),)
            return Decision(
                games=games,
                subject=subject,
                attribute=attribute,
                status=DecisionStatus.AGREED,
                value=best.value,
                best_guess=best.value,
                confidence=1.0,
                rationale="",
                support=candidates,
                reasons=agreed,
            )
        listing = tuple(reason("value_count", value=s.value, n=source_count(s)) for s in candidates)
        tied = source_count(candidates[1]) == source_count(best)
        disputed = (
            reason("disagree", listing=listing),
            reason("unanimity_tied" if tied else "unanimity_most", value=best.value),
        )
        return Decision(
            games=games,
            subject=subject,
            attribute=attribute,
            status=DecisionStatus.DISPUTED,
            value=None,
            best_guess=best.value,
            confidence=round(source_count(best) / votes, 4),
            rationale="",
            support=candidates,
            reasons=disputed,
        )
