"""The first engine: ``agreed`` when all sources say the same, else ``disputed``."""

from __future__ import annotations

from collections.abc import Mapping

from podium.model import Claim, Decision, DecisionStatus
from podium.reconcile.engine import Key, source_count, supports


def _sources(n: int) -> str:
    return f"{n} source" + ("" if n == 1 else "s")


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
            return Decision(
                games=games,
                subject=subject,
                attribute=attribute,
                status=DecisionStatus.AGREED,
                value=best.value,
                best_guess=best.value,
                confidence=1.0,
                rationale=f"all {_sources(total)} say {best.value}",
                support=candidates,
            )
        listing = "; ".join(
            f"{s.value} from {_sources(source_count(s))}" for s in candidates
        )
        tied = source_count(candidates[1]) == source_count(best)
        why = "no value has more sources" if tied else "the most sources"
        return Decision(
            games=games,
            subject=subject,
            attribute=attribute,
            status=DecisionStatus.DISPUTED,
            value=None,
            best_guess=best.value,
            confidence=round(source_count(best) / votes, 4),
            rationale=(
                f"the sources disagree ({listing}); unanimity cannot decide, "
                f"{best.value} is shown as the best guess ({why})"
            ),
            support=candidates,
        )

