"""The interface every reconciliation engine fills, and the grouping they share."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from operator import attrgetter
from typing import Protocol

from podium.model import Claim, Decision, Support, Value

Key = tuple[str, str, str]  # (games, subject, attribute)


class Engine(Protocol):
    """Decides all groups at once, so that an engine can learn about sources
    from every claim they make (accuracy, copying) before deciding any one."""

    def decide(self, groups: Mapping[Key, list[Claim]]) -> list[Decision]: ...


#: a claim's ``key``, without a property call per claim
CLAIM_KEY = attrgetter("games", "subject", "attribute")


def group_claims(claims: Iterable[Claim]) -> dict[Key, list[Claim]]:
    groups: dict[Key, list[Claim]] = defaultdict(list)
    claims = claims if isinstance(claims, list) else list(claims)
    for key, claim in zip(map(CLAIM_KEY, claims), claims):
        groups[key].append(claim)
    return dict(sorted(groups.items()))


def _value_order(value: Value) -> tuple[int, int, str]:
    return (0, value, "") if isinstance(value, int) else (1, 0, value)


#: claims in the order a value's support lists them
BY_SOURCE_AND_LINE = attrgetter("source_id", "line")


def supports(claims: list[Claim]) -> tuple[Support, ...]:
    """Candidate values, most sources first (then the smaller value first)."""
    by_value: dict[Value, list[Claim]] = defaultdict(list)
    for claim in claims:
        by_value[claim.value].append(claim)

    def order(item: tuple[Value, list[Claim]]) -> tuple[int, tuple[int, int, str]]:
        value, backing = item
        return (-len({c.source_id for c in backing}), _value_order(value))

    return tuple(
        Support(value, tuple(sorted(backing, key=BY_SOURCE_AND_LINE)))
        for value, backing in sorted(by_value.items(), key=order)
    )


def source_count(support: Support) -> int:
    return len({c.source_id for c in support.claims})

