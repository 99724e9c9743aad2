"""The stored ids of claims, found again from the claims themselves: what storing a Games'
decisions needs to name the claims behind each value (``writes.replace_decisions``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from podium.model import Claim

#: A claim's natural key without its Games (``uq_claims_natural_key``).
ClaimKey = tuple[str, str, str, str, int, int]


def claim_key(claim: Claim) -> ClaimKey:
    return (claim.source_id, claim.subject, claim.attribute, claim.scope, claim.line, claim.span.start)


class ClaimIds:
    """The stored ids of one Games' claims as ``claims_and_ids`` read them: found by the claim
    objects themselves (the engines give back the claims they were given; while this holds
    them no other object has their ``id``), and by natural key (``claim_key``) for a claim
    made anew, as ``claim_ids`` gives them."""

    def __init__(self, claims: Sequence[Claim], ids: Sequence[int], sources: Mapping[int, str]) -> None:
        self._claims = claims
        self._by_object = {id(claim): claim_id for claim, claim_id in zip(claims, ids, strict=True)}
        self._by_key: dict[ClaimKey, int] | None = None
        #: the numbers of the claims' sources, by id (``sources.key``)
        self.numbers = {source_id: key for key, source_id in sources.items()}

    @classmethod
    def by_key(cls, ids: dict[ClaimKey, int], sources: Mapping[int, str]) -> ClaimIds:
        """The ids of claims not read here, by natural key (``claim_ids``)."""
        found = cls((), (), sources)
        found._by_key = ids
        return found

    def ids_of(self, claims: Sequence[Claim]) -> list[int | None]:
        """``get`` of each claim: those read here found by identity at once (a value's
        support in a Games of 1,000 sources is a thousand claims), the others by key."""
        found: list[int | None] = list(map(self._by_object.get, map(id, claims)))
        if None in found:
            found = [self.get(claim) if known is None else known for claim, known in zip(claims, found)]
        return found

    def get(self, claim: Claim) -> int | None:
        found = self._by_object.get(id(claim))
        if found is not None:
            return found
        if self._by_key is None:
            self._by_key = {claim_key(c): self._by_object[id(c)] for c in self._claims}
        return self._by_key.get(claim_key(claim))
