"""Approximations, bounds and ranges support the exact values they contain.

"About 11,000 athletes" does not dispute an exact 11,420: it supports it. A claim with the
qualifier ``approx`` contains every exact value within its rounding (half the unit of its
last non-zero digit) or ``APPROX_SHARE`` of it, whichever is wider; ``at-least`` contains
the values at or above it, ``at-most`` those at or below it, and a range ``range:LO-HI``
("between 10,500 and 10,600 athletes", stated as its low end ``LO``) the values from ``LO``
to ``HI``. Each such claim is counted, for the engine and the decision's support, as a
claim of every exact value stated for the same cell that it contains (its qualifier and raw
text kept, so that its reader sees it was an approximation or a range): it is never a
dispute against a value inside it. A qualified claim that contains no exact value stays a
value of its own.

Ranges without an exact value: two ranges agree when they overlap. Each range is counted
for the low end of a range (its own or another's) that it contains and that the most
ranges contain (the larger one on a tie): ``10,500-10,600`` and ``10,550-10,700`` agree on
10,550, the least value both allow; ranges that do not overlap stay a dispute.
Approximations and bounds without an exact value stay their own values.
"""

from __future__ import annotations

from dataclasses import replace

from podium.model import Claim

#: an approximate number contains the values within this share of it (or its rounding)
APPROX_SHARE = 0.05
QUALIFIED = ("approx", "at-least", "at-most")
RANGE = "range:"


def _rounding(value: int) -> int:
    unit = 1
    while value and value % (unit * 10) == 0:
        unit *= 10
    return unit


def bounds(qualifier: str) -> tuple[int, int] | None:
    """``range:LO-HI`` -> (LO, HI); None for any other qualifier or a malformed range."""
    if not qualifier.startswith(RANGE):
        return None
    low, sep, high = qualifier[len(RANGE):].partition("-")
    if not (sep and low.isdigit() and high.isdigit()) or int(low) > int(high):
        return None
    return int(low), int(high)


def is_qualified(qualifier: str | None) -> bool:
    """Is a value stated with ``qualifier`` an approximation, a bound or a range (no exact value)?"""
    return qualifier is not None and (qualifier in QUALIFIED or bounds(qualifier) is not None)


def contains(qualifier: str, stated: int, exact: int) -> bool:
    """Does a value stated with ``qualifier`` contain the exact value?"""
    if qualifier == "at-least":
        return exact >= stated
    if qualifier == "at-most":
        return exact <= stated
    span = bounds(qualifier)
    if span is not None:
        return span[0] <= exact <= span[1]
    width = max(_rounding(stated) / 2, APPROX_SHARE * abs(stated))
    return abs(exact - stated) <= width


def _ranges_agree(ranges: list[Claim]) -> list[Claim]:
    """Ranges without an exact value, each counted for the low end the most ranges contain."""
    spans = {c: bounds(c.qualifier or "") for c in ranges}
    lows = sorted({s[0] for s in spans.values() if s is not None})
    out = []
    for c in ranges:
        span = spans[c]
        assert span is not None
        inside = [x for x in lows if span[0] <= x <= span[1]]
        best = max(inside, key=lambda x: (sum(1 for s in spans.values() if s and s[0] <= x <= s[1]), x))
        out.append(c if best == c.value else replace(c, value=best))
    return out


def contained(claims: list[Claim]) -> list[Claim]:
    """The claims of one cell with each qualified number counted for the exact values it
    contains (see the module doc); the claims unchanged when there is nothing to do."""
    qualified = [c for c in claims if c.qualifier is not None and is_qualified(c.qualifier)
                 and isinstance(c.value, int) and not isinstance(c.value, bool)]
    if not qualified:
        return claims
    exact = sorted({c.value for c in claims if c.qualifier is None and isinstance(c.value, int)})
    out = [c for c in claims if c not in qualified]
    if not exact:
        ranges = [c for c in qualified if bounds(c.qualifier or "") is not None]
        if len(ranges) < 2:
            return claims
        return out + [c for c in qualified if c not in ranges] + _ranges_agree(ranges)
    for c in qualified:
        assert isinstance(c.value, int) and c.qualifier is not None
        fits = [x for x in exact if contains(c.qualifier, c.value, x)]
        out.extend(replace(c, value=x) for x in fits) if fits else out.append(c)
    return out
