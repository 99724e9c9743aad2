"""Approximations and bounds support the exact values they contain.

"About 11,000 athletes" does not dispute an exact 11,420: it supports it. A claim with the
qualifier ``approx`` contains every exact value within its rounding (half the unit of its
last non-zero digit) or ``APPROX_SHARE`` of it, whichever is wider; ``at-least`` contains
the values at or above it, ``at-most`` those at or below it. Each such claim is counted, for
the engine and the decision's support, as a claim of every exact value stated for the same
cell that it contains (its qualifier and raw text kept, so that its reader sees it was an
approximation). A qualified claim that contains no exact value stays a value of its own.
"""

from __future__ import annotations

from dataclasses import replace

from podium.model import Claim

#: an approximate number contains the values within this share of it (or its rounding)
APPROX_SHARE = 0.05
QUALIFIED = ("approx", "at-least", "at-most")


def _rounding(value: int) -> int:
    unit = 1
    while value and value % (unit * 10) == 0:
        unit *= 10
    return unit


def contains(qualifier: str, stated: int, exact: int) -> bool:
    """Does a value stated with ``qualifier`` contain the exact value?"""
    if qualifier == "at-least":
        return exact >= stated
    if qualifier == "at-most":
        return exact <= stated
    width = max(_rounding(stated) / 2, APPROX_SHARE * abs(stated))
    return abs(exact - stated) <= width


def contained(claims: list[Claim]) -> list[Claim]:
    """The claims of one cell with each qualified number counted for the exact values it
    contains (see the module doc); the claims unchanged when there is nothing to do."""
    qualified = [c for c in claims if c.qualifier in QUALIFIED and isinstance(c.value, int)]
    if not qualified:
        return claims
    exact = sorted({c.value for c in claims if c.qualifier is None and isinstance(c.value, int)})
    if not exact:
        return claims
    out = [c for c in claims if c not in qualified]
    for c in qualified:
        assert isinstance(c.value, int) and c.qualifier is not None
        fits = [x for x in exact if contains(c.qualifier, c.value, x)]
        out.extend(replace(c, value=x) for x in fits) if fits else out.append(c)
    return out

