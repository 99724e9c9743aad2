"""Facts rules: a document's facts against themselves and against its own medal tables.

* ``self-contradiction``: one document states two exact values for one Games fact
  (``144`` and ``136`` nations). Qualified values (``about 4,000``) contradict nothing.
* ``stated-count-mismatch``: stated medal-winning nations vs the rows with a medal in the
  overall table; stated medal totals (``total_gold``... from prose) vs the totals row.
* ``part-sum-mismatch``: men + women vs athletes (when no stated athletes count fits);
  a nation's stated total vs its stated colours.
* ``events-medals-mismatch``: stated events vs the gold medals awarded (the totals row, or
  the sum of the rows), allowing for ties: a few more golds than events is normal. When the
  document states several event counts and one fits, the others are its self-contradiction.
  Rows that are all gold medallists, with no totals row, and fewer golds than the events are
  the top of a longer table: nothing is compared.
* ``ordinal-year-mismatch``: the edition ordinal vs the catalogue's edition of the Games.

All are warnings: they say the document disagrees with itself, not that it was misread.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from podium.catalogue import edition_of
from podium.model import GAMES_SUBJECT, Fact, Finding, Games, MedalTable, Reason, Severity, Value, reason
from podium.validate.common import finding

#: Gold medals may exceed events by ties: this many, or this share of the events.
TIE_ALLOWANCE = (3, 0.02)


def _warning(source_id: str, fact: Fact, code: str, attribute: str, expected: Value | None,
             actual: Value | None, what: Reason, subject: str = GAMES_SUBJECT) -> Finding:
    return finding(code, Severity.WARNING, source_id, fact.line, subject, attribute, expected, actual, what)


def _exact(facts: Sequence[Fact], attribute: str, subject: str = GAMES_SUBJECT) -> list[Fact]:
    return [f for f in facts if f.attribute == attribute and f.subject == subject and f.qualifier is None]


def _values(facts: Sequence[Fact]) -> list[Value]:
    seen: list[Value] = []
    for f in facts:
        if f.value not in seen:
            seen.append(f.value)
    return seen


def check_contradictions(facts: Sequence[Fact], source_id: str, games: Games | None = None) -> Iterator[Finding]:
    """Two values of one fact in one document. Games held in several cities have several
    hosts: the catalogue's hosts of ``games`` named together contradict nothing."""
    entry = edition_of(games) if games is not None else None
    hosts = set(entry.hosts) if entry is not None else set()
    keys = sorted({(f.subject, f.attribute) for f in facts}, key=lambda k: min(
        f.span.start for f in facts if (f.subject, f.attribute) == k))
    for subject, attribute in keys:
        stated = _exact(facts, attribute, subject)
        values = _values(stated)
        if len(values) < 2 or (attribute == "host_city" and len(hosts) > 1 and set(values) <= hosts):
            continue
        first = stated[0]
        other = next(f for f in stated if f.value != first.value)
        lines = {v: sorted({f.line for f in stated if f.value == v}) for v in values}
        said = tuple(reason("finding_value_lines" if len(ls) > 1 else "finding_value_line", said=v, lines=tuple(ls))
                     for v, ls in lines.items())
        yield _warning(source_id, other, "self-contradiction", attribute, first.value, other.value,
                       reason("finding_contradiction", n=len(values), field=attribute, attribute=attribute,
                              listing=said), subject)


def _overall(tables: Sequence[MedalTable]) -> MedalTable | None:
    return next((t for t in tables if t.scope == "overall" and t.as_of is None), None)


def _golds(table: MedalTable) -> int:
    if table.totals is not None and table.totals.gold is not None:
        return table.totals.gold
    return sum(r.gold for r in table.rows)


def check_against_table(facts: Sequence[Fact], tables: Sequence[MedalTable], source_id: str) -> Iterator[Finding]:
    table = _overall(tables)
    if table is None or not table.rows:
        return
    winners = sum(1 for r in table.rows if r.gold + r.silver + r.bronze > 0)
    for fact in _exact(facts, "medal_nations") if not table.partial else ():  # partial: nations left out
        if fact.value != winners:
            yield _warning(source_id, fact, "stated-count-mismatch", "medal_nations", winners, fact.value,
                           reason("finding_medal_nations", n=fact.value,
                                  with_medals=reason("finding_rows_with_medals", n=winners)))
    totals = table.totals
    for column, attribute in (("gold", "total_gold"), ("silver", "total_silver"),
                              ("bronze", "total_bronze"), ("total", "total_medals")):
        stated_in_table = getattr(totals, column) if totals is not None else None
        if stated_in_table is None:
            continue
        for fact in _exact(facts, attribute):
            if fact.value != stated_in_table:
                yield _warning(source_id, fact, "stated-count-mismatch", attribute, stated_in_table,
                               fact.value, reason("finding_colour_stated", n=fact.value, colour=column,
                                                  given=stated_in_table))
    if table.partial and (totals is None or totals.gold is None):
        return  # the rows of a partial table do not hold all the gold medals
    golds = _golds(table)
    events = _exact(facts, "events")
    fits = [f for f in events if isinstance(f.value, int) and _golds_fit(f.value, golds)]
    if fits or ((totals is None or totals.gold is None) and _top_of_the_golds(table, golds, events)):
        return
    for value in _values(events):
        fact = next(f for f in events if f.value == value)
        yield _warning(source_id, fact, "events-medals-mismatch", "events", golds, value,
                       reason("finding_events", n=value, golds=reason("finding_gold_medals", n=golds)))


def _top_of_the_golds(table: MedalTable, golds: int, events: Sequence[Fact]) -> bool:
    """Rows without a totals row, each a nation that won gold, awarding fewer golds than every
    events count stated. Either the table is complete and the counts are wrong, or (far more
    often: a page's top six under "Medal table", with no word saying so) it stops above the
    nations that won the other golds, which a complete table lists below among nations
    without one. It is read as the top of a longer table: the events are not compared."""
    stated = [f.value for f in events if isinstance(f.value, int)]
    return bool(stated) and golds < min(stated) and all(r.gold > 0 for r in table.rows)


def _golds_fit(events: int, golds: int) -> bool:
    slack = max(TIE_ALLOWANCE[0], int(events * TIE_ALLOWANCE[1]))
    return events - TIE_ALLOWANCE[0] <= golds <= events + slack


def check_parts(facts: Sequence[Fact], source_id: str) -> Iterator[Finding]:
    athletes = [v for v in _values(_exact(facts, "athletes")) if isinstance(v, int)]
    men, women = _exact(facts, "athletes_men"), _exact(facts, "athletes_women")
    if athletes and men and women:
        m, w = men[0], women[0]
        if isinstance(m.value, int) and isinstance(w.value, int) and m.value + w.value not in athletes:
            yield _warning(source_id, m, "part-sum-mismatch", "athletes", athletes[0], m.value + w.value,
                           reason("finding_athletes_sum", men=m.value, women=w.value, sum=m.value + w.value,
                                  n=athletes[0]))
    for subject in sorted({f.subject for f in facts if f.subject != GAMES_SUBJECT}):
        colours = {a: _exact(facts, a, subject) for a in ("gold", "silver", "bronze", "total")}
        if all(colours.values()):
            parts = [colours[a][0].value for a in ("gold", "silver", "bronze")]
            total = colours["total"][0]
            if all(isinstance(p, int) for p in parts) and sum(int(p) for p in parts) != total.value:
                summed = sum(int(p) for p in parts)
                yield _warning(source_id, total, "part-sum-mismatch", "total", summed, total.value,
                               reason("finding_medals_sum", subject=subject, parts="+".join(map(str, parts)),
                                      n=summed, total=total.value), subject)


def check_edition(facts: Sequence[Fact], games: Games | None, source_id: str) -> Iterator[Finding]:
    if games is None:
        return
    entry = edition_of(games)
    if entry is None:
        return
    for value in _values(_exact(facts, "edition")):
        fact = next(f for f in _exact(facts, "edition") if f.value == value)
        if value != entry.edition:
            yield _warning(source_id, fact, "ordinal-year-mismatch", "edition", entry.edition, value,
                           reason("finding_edition", edition=value, games=games.slug, catalogued=entry.edition))


def validate_facts(facts: Sequence[Fact], tables: Sequence[MedalTable], games: Games | None,
                   source_id: str) -> list[Finding]:
    """All facts findings of one document, by line."""
    findings = [
        *check_contradictions(facts, source_id, games),
        *check_against_table(facts, tables, source_id),
        *check_parts(facts, source_id),
        *check_edition(facts, games, source_id),
    ]
    return sorted(findings, key=lambda f: (f.line or 0, f.code, f.attribute or ""))
