"""The one plain sentence a reader reads first, before the statistics of a decision.

"Two sources that copy each other say 30; the UK Sport release and the Russian page say 29;
29 is chosen because only 29 makes the table of the Russian page add up." It is built from
the decision's own evidence, as a message with arguments (``podium.i18n.messages``), so
that it reads in every language and names each source as the reader's presenter does (its
title on the terminal, a link on the web page):

- who says what: per value, the sources that say it (named up to ``NAMED``, else counted, as
  are the sources whose tables only the chosen value makes add up, and the verbatim copies),
  or "n sources that copy each other" when they are one family of dependent sources (the
  pairs the engine judged dependent, and verbatim copies: ``verbatim.py``); up to ``LISTED``
  values, else the most stated ones and the chosen value, the others counted ("12 other
  sources give 11 other values");
- what decided, when the engine decided: the value that restores the sums of the tables
  that state the other value (``constraints.py``), the value the gold medals awarded allow
  (``games_constraints.py``), the family of copies counted as one voice; else the weight
  of the evidence;
- or that the evidence does not decide, or that the tables contradict every value stated
  (``games_constraints.py``: 162 events, however many sources say so, against 519 golds;
  ``constraints.py``: a row and its totals row that add up only with a value no source states).

``plain_sentence`` returns that part; ``FusionEngine`` puts it first, and the renderer
joins it to the statistics with ``sep_plain`` (". In detail: ").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from podium.model import Reason, Value, reason

#: a value's sources are named up to this many, else counted
NAMED = 3
#: a decision's values are listed up to this many; else ``LISTED - 2`` of them (the most
#: stated) and the chosen value are, and the others (two at least) counted
LISTED = 5


def _one_family(sources: Sequence[str], partners: Mapping[str, set[str]]) -> bool:
    """Are the sources (more than one) connected through ``partners``?"""
    if len(sources) < 2 or not all(s in partners for s in sources):  # one without partners: no
        return False
    left = set(sources)
    todo = [left.pop()]
    while todo and left:
        found = left.intersection(partners.get(todo.pop(), ()))
        left -= found
        todo.extend(found)
    return not left


def _who_says(value: Value, sources: Sequence[str], family: bool) -> Reason:
    if family:
        return reason("plain_copies", n=len(sources), value=value)
    if len(sources) <= NAMED:
        return reason("plain_say", n=len(sources), speakers=tuple(sources), value=value)
    return reason("plain_many", n=len(sources), value=value)


def _restoring(best: Value, notes: Sequence[Reason]) -> tuple[str, ...]:
    """The sources whose own table adds up only with ``best`` (``row_fix``, ``column_fix``,
    ``totals_fix``)."""
    found: list[str] = []
    for note in notes:
        if note.key in ("row_fix", "column_fix", "totals_fix") and note.arg("value") == best:
            head = note.arg("row" if note.key == "row_fix" else "column")
            assert isinstance(head, Reason)
            source = str(head.arg("source"))
            if source not in found:
                found.append(source)
    return tuple(sorted(found))


def _golds(notes: Sequence[Reason]) -> int | None:
    for note in notes:
        if note.key == "finding_events":
            golds = note.arg("golds")
            if isinstance(golds, Reason):
                n = golds.arg("n")
                return n if isinstance(n, int) else None
    return None


def plain_sentence(
    backers: Mapping[Value, Sequence[str]],
    best: Value,
    decided: bool,
    notes: Sequence[Reason],
    partners: Mapping[str, set[str]],
    *,
    contradicted: Reason | None = None,
) -> Reason:
    """The plain sentence of a decision between the values of ``backers`` (each with its
    sources, sorted; most sources first) whose engine's choice is ``best`` (``decided``:
    resolved, else disputed), with the constraints' ``notes`` on its cell and the dependent
    ``partners`` of each source; ``contradicted``: why the tables contradict every value stated."""
    family = {value: _one_family(ids, partners) for value, ids in backers.items()}
    listed = list(backers)
    if len(listed) > LISTED:
        keep = [best] if best in backers else []
        listed = [v for v in listed if v != best][:LISTED - 1 - len(keep)] + keep
    others = [value for value in backers if value not in listed]
    # the chosen value is said last, just before why it is chosen; the values counted before it
    chosen = [best] if decided and best in listed else []
    said = tuple(_who_says(value, backers[value], family[value])
                 for value in backers if value in listed and value not in chosen)
    if others:
        counted = {source for value in others for source in backers[value]}
        said += (reason("plain_others", n=len(counted), values=len(others)),)
    said += tuple(_who_says(value, backers[value], family[value]) for value in chosen)
    if contradicted is not None:
        return reason("plain_contradicted", listing=said, why=contradicted)
    if not decided:
        return reason("plain_disputed", listing=said)
    restoring = _restoring(best, notes)
    golds = _golds(notes)
    losers = [value for value in backers if value != best]
    why: Reason | None = None
    if len(restoring) > NAMED:
        why = reason("plain_restores_many", n=len(restoring), value=best)
    elif restoring:
        why = reason("plain_restores", n=len(restoring), speakers=restoring, value=best)
    elif golds is not None:
        why = reason("plain_golds", golds=golds, value=best)
    elif losers and all(family[value] for value in losers) and not family[best]:
        why = reason("plain_one_voice")
    if why is None:
        return reason("plain_weighed", listing=said, value=best)
    return reason("plain_resolved", listing=said, value=best, why=why)
