"""``podium check --explain``: for each fact read from a document, the words that made it.

Text: one line per fact after the document's summary, ``line 12  athletes = 4,900 (approx)
← "approximately 4,900 athletes"  [facts.count]``. JSON: each fact of ``podium check --format
json`` gains ``words`` (the words that made it) and ``extractor`` (the rule that read it:
``facts.count`` a number and its noun, ``facts.label`` an infobox label and its value,
``facts.range`` / ``facts.date`` a date range or a dated opening or closing, ``facts.city`` a
host city beside a cue or the Games' name, ``facts.edition`` an ordinal beside a Games word,
``facts.people`` a number of people who took part, ``facts.nation`` a nation's medals).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

    from podium.analysis import SourceAnalysis
    from podium.model import Claim, Fact, Stated


def shown_value(fact: Fact) -> str:
    """A fact's value as ``podium facts`` shows it: ``10,500–10,600`` for a range
    (qualifier ``range:10500-10600``), ``4,900 (approx)``, a date or a name as it is."""
    if isinstance(fact.value, int):
        qualifier = fact.qualifier or ""
        if qualifier.startswith("range:"):
            low, _, high = qualifier[len("range:"):].partition("-")
            if low.isdigit() and high.isdigit():
                return f"{int(low):,}–{int(high):,}"
        return f"{fact.value:,}" + (f" ({qualifier})" if qualifier else "")
    return str(fact.value) + (f" ({fact.qualifier})" if fact.qualifier else "")


def as_stated(value: str, claims: Iterable[Claim], stated: Stated | None = None) -> str:
    """``value`` as ``podium facts`` shows a value's support: with the qualifiers its claims
    were stated with, ``11000 (approx)``, ``10500 (range 10,500–10,600)``, ``11420 (approx: 1
    of 2)`` (an approximation counted for an exact value it contains keeps its qualifier).
    ``stated``: every claim's qualifiers counted, when ``claims`` are those of the value's
    first sources only (``Support.stated``)."""
    if stated is None:
        listed = list(claims)
        counted: dict[str, int] = {}
        for claim in listed:
            if claim.qualifier:
                counted[claim.qualifier] = counted.get(claim.qualifier, 0) + 1
        qualifiers, total = tuple(counted.items()), len(listed)
    else:
        qualifiers, total = stated.qualifiers, stated.claims
    said: dict[str, int] = {}
    for q, n in qualifiers:
        if not q or q.startswith("interim:"):
            continue
        low, _, high = q[len("range:"):].partition("-") if q.startswith("range:") else ("", "", "")
        shown = f"range {int(low):,}–{int(high):,}" if low.isdigit() and high.isdigit() else q
        said[shown] = said.get(shown, 0) + n
    parts = [q if n == total else f"{q}: {n} of {total}" for q, n in said.items()]
    return value + (f" ({', '.join(parts)})" if parts else "")


def print_fact_reasons(analysis: SourceAnalysis, out: Console) -> None:
    """Each fact of ``analysis``, with the words that made it and the rule that read it, on
    ``out`` (``podium.cli.console.out``, passed in: the console imports this module)."""
    from rich.text import Text

    for fact in analysis.facts:
        subject = "" if fact.subject == "games" else f"{fact.subject}: "
        line = Text(f"  line {fact.line:<5} {subject}{fact.attribute} = {shown_value(fact)}")
        line.append(f"  ← \"{fact.words or fact.text}\"", style="cyan")
        line.append(f"  [{fact.extractor}]", style="dim")
        out.print(line)


def explain_json(data: dict[str, Any], analyses: list[SourceAnalysis]) -> dict[str, Any]:
    """``data`` (``export.shapes.check_json`` of ``analyses``) with ``words`` and ``extractor``
    added to each fact, in the order the facts were read."""
    for source, analysis in zip(data.get("sources", []), analyses):
        for shown, fact in zip(source.get("facts", []), analysis.facts):
            shown["words"] = fact.words or fact.text
            shown["extractor"] = fact.extractor
    return data
