"""What an override must fit before it is set: the Games' nations and the table's sums.

- **The nation competed.** An override for a nation is for one that the store knows at those
  Games: a claim of it (in any table or fact of the Games) or a decision about it. Else
  it is refused, naming how many nations the store knows there and the nearest codes
  among them ("did you mean GBR?").
- **The sums still hold.** A row's gold + silver + bronze is its total, and the totals row
  is the sum of the rows. An override (or several, set together) that breaks a sum that
  held before is refused, saying which sum and which override would keep it: the total
  of the row (``GBR bronze=30 total=95``), or the totals row's (``games total_bronze=534``);
  ``--force`` sets it anyway. A sum that did not hold before the override is not its
  fault, and is not checked. The values compared are the decisions' (a disputed cell's best
  guess), with the overrides set.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from podium.errors import UsageError
from podium.model import GAMES_SUBJECT, Decision, Games, Value

if TYPE_CHECKING:
    from podium.model import Claim

COLOURS = ("gold", "silver", "bronze", "total")
TOTALS = {"gold": "total_gold", "silver": "total_silver", "bronze": "total_bronze", "total": "total_medals"}
COLUMN_OF = {v: k for k, v in TOTALS.items()}

Change = tuple[str, str, Value]  # (subject, attribute, value)


def _games_name(slug: str) -> str:
    try:
        return Games.from_slug(slug).name
    except ValueError:
        return slug


def _nearest(code: str, known: Iterable[str], n: int = 3) -> list[str]:
    """The codes nearest ``code``: most letters in common (``GRB`` and ``GBR``), then most in
    the same place, then ``difflib``'s ratio."""
    def score(other: str) -> tuple[int, int, float]:
        common = sum(min(code.count(ch), other.count(ch)) for ch in set(code))
        same = sum(1 for x, y in zip(code, other) if x == y)
        return common, same, difflib.SequenceMatcher(None, code, other).ratio()

    ranked = sorted(known, key=lambda other: (tuple(-x for x in score(other)), other))
    return [other for other in ranked if score(other)[0] >= 2][:n]


def check_competed(code: str, slug: str, decisions: Iterable[Decision], claims: Iterable[Claim],
                   is_noc: bool = True) -> None:
    """UsageError unless the store has a claim or a decision of ``code`` at the Games ``slug``
    (``is_noc``: ``code`` is a NOC code of the registry, else the message says it is none)."""
    known = {d.subject for d in decisions} | {c.subject for c in claims}
    known.discard(GAMES_SUBJECT)
    if code in known:
        return
    near = _nearest(code, known)
    hint = f"; did you mean {' or '.join(near)}?" if near else ""
    what = "has no claim and no decision at" if is_noc else "is not a NOC code of"
    raise UsageError(
        f"{code} {what} the {_games_name(slug)} ({slug}): the store knows "
        f"{len(known)} nation{'' if len(known) == 1 else 's'} there{hint}"
    )


def _cells(decisions: Iterable[Decision]) -> dict[tuple[str, str], int]:
    """(subject, attribute) -> the decided value (a disputed cell's best guess), counts only."""
    out = {}
    for d in decisions:
        value = d.value if d.value is not None else d.shown
        if isinstance(value, int) and not isinstance(value, bool):
            out[(d.subject, d.attribute)] = value
    return out


def _command(slug: str, changes: Sequence[Change]) -> str:
    """The command that sets ``changes`` together (``GBR bronze=30 total=95``, another
    subject's as ``games.total_bronze=534``)."""
    subject = changes[0][0]
    words = [f"{a}={v}" if s == subject else f"{s}.{a}={v}" for s, a, v in changes]
    return f"podium override {slug} {subject} {' '.join(words)} --note ..."


def _applied(cells: Mapping[tuple[str, str], int], changes: Sequence[Change]) -> dict[tuple[str, str], int]:
    after = dict(cells)
    for subject, attribute, value in changes:
        if isinstance(value, int) and not isinstance(value, bool):
            after[(subject, attribute)] = value
    return after


def _row_breaks(cells: Mapping[tuple[str, str], int], after: Mapping[tuple[str, str], int],
                changes: Sequence[Change]) -> list[tuple[str, Change]]:
    out: list[tuple[str, Change]] = []
    for subject in sorted({s for s, a, _ in changes if s != GAMES_SUBJECT and a in COLOURS}):
        before = [cells.get((subject, a)) for a in COLOURS]
        now = [after.get((subject, a)) for a in COLOURS]
        if None in before or None in now:
            continue
        g0, s0, b0, t0 = (int(x or 0) for x in before)
        g, s, b, t = (int(x or 0) for x in now)
        if g0 + s0 + b0 == t0 and g + s + b != t:
            out.append((f"{subject}'s row would not add up ({g}+{s}+{b} ≠ {t})", (subject, "total", g + s + b)))
    return out


def _column_breaks(cells: Mapping[tuple[str, str], int], after: Mapping[tuple[str, str], int],
                   changes: Sequence[Change]) -> list[tuple[str, Change]]:
    touched = {a if s != GAMES_SUBJECT else COLUMN_OF[a] for s, a, _ in changes
               if (s != GAMES_SUBJECT and a in COLOURS) or (s == GAMES_SUBJECT and a in COLUMN_OF)}
    out: list[tuple[str, Change]] = []
    for colour in [c for c in COLOURS if c in touched]:
        stated0, stated = cells.get((GAMES_SUBJECT, TOTALS[colour])), after.get((GAMES_SUBJECT, TOTALS[colour]))
        if stated0 is None or stated is None:
            continue
        sum0 = sum(v for (s, a), v in cells.items() if a == colour and s != GAMES_SUBJECT)
        total = sum(v for (s, a), v in after.items() if a == colour and s != GAMES_SUBJECT)
        if sum0 == stated0 and total != stated:
            out.append((f"the totals row would not add up (the {colour} column sums to {total}, the totals row "
                        f"says {stated})", (GAMES_SUBJECT, TOTALS[colour], total)))
    return out


def check_sums(slug: str, decisions: Iterable[Decision], changes: Sequence[Change]) -> None:
    """UsageError when ``changes`` break a row's sum or the totals row that held before,
    naming the first sum broken and the command that sets every total that keeps them."""
    cells = _cells(decisions)
    first: str | None = None
    wanted = list(changes)
    for _ in range(len(COLOURS) + 1):  # a row's total, then the totals row's columns
        after = _applied(cells, wanted)
        broken = _row_breaks(cells, after, wanted) + _column_breaks(cells, after, wanted)
        if not broken:
            break
        first = first or broken[0][0]
        fixes = {fix[:2]: fix for _, fix in broken}
        wanted = [c for c in wanted if c[:2] not in fixes] + list(fixes.values())
    if first is not None:
        raise UsageError(f"{first}: set the totals too ({_command(slug, wanted)}), or --force to set it anyway")
