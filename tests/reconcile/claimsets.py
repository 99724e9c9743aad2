"""Small hand-made claim sets shared by the engine tests: group, value and source arrays for
the numeric core, and ``Claim``s, decisions and overrides for the claim-level engines."""

from __future__ import annotations

from dataclasses import dataclass

from podium.model import Claim, Decision, Span
from podium.reconcile.arrays import Params, build
from podium.reconcile.fusion import fuse

GAMES = "2004-summer-paralympics"


def claim(source: str, subject: str, attribute: str, value: int | str, line: int = 1, **kw: str) -> Claim:
    return Claim(
        source_id=source, games=GAMES, subject=subject, attribute=attribute, value=value,
        line=line, span=Span(line, line + 1), raw="", extractor="test", **kw,
    )


def decided(decisions: list[Decision], subject: str, attribute: str = "gold") -> Decision:
    return next(d for d in decisions if (d.subject, d.attribute) == (subject, attribute))


@dataclass(frozen=True)
class Set:
    """An override as ``reconcile`` reads one."""

    id: int
    games: str
    subject: str
    attribute: str
    value: int | str
    note: str
    who: str = "ana"

Arrays = tuple[list[int], list[int], list[int]]


def chosen(group: list[int], value: list[int], source: list[int], method: str, **kw: object) -> list[int]:
    """The value each group's winner has under ``method``."""
    arrays = build(group, value, source, **kw)  # type: ignore[arg-type]
    fusion = fuse(arrays, Params(method=method))
    assert arrays.value_code is not None
    return arrays.value_code[fusion.winner].tolist()


def reliable_against_unreliable(last: tuple[int, int, int, int]) -> Arrays:
    """Groups 0-7: sources 0, 1 and 4 agree; sources 2 and 3 are wrong, each its own way.
    Group 8: sources 0, 1, 2, 3 state ``last`` (the reliable pair against the other two)."""
    group, value, source = [], [], []
    for g in range(8):
        for s, v in ((0, 1), (1, 1), (2, 2 + g), (3, 20 + g), (4, 1)):
            group.append(g)
            value.append(v)
            source.append(s)
    return group + [8, 8, 8, 8], value + list(last), source + [0, 1, 2, 3]


def copied_bad_source(copies: int) -> Arrays:
    """Five good sources (one error each, on different groups) and a bad source that is
    wrong on groups 0-5 with value 9, copied ``copies`` times."""
    group, value, source = [], [], []
    for g in range(12):
        for s in range(5):
            group.append(g)
            value.append(8 if g == 6 + s else 1)
            source.append(s)
        for s in range(5, 6 + copies):
            group.append(g)
            value.append(9 if g < 6 else 1)
            source.append(s)
    return group, value, source
