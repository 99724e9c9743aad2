"""Wikitext infoboxes that are not of a Games: their fields give no Games fact.

A page's infobox template is read field by field as lines (``| nations = 204``, ``|Участвующих
стран = 204``: labels at the head of a line, ``extract/facts.py``). Of an infobox of a
Games (``{{Infobox Olympic games``, ``{{Infobox Paralympic games``, ``{{Infobox multi-sport
event``, ``{{Infobox Olympische Spiele``, ``{{Карточка Олимпийских игр``, ``{{Infobox Jeux
olympiques``) every field is the Games'. An infobox of a sport, an event or a team at the Games
(``{{Infobox Olympic Cycling``, ``{{Infobox Olympic event``, ``{{Infobox country at games``)
states that subject's numbers (``|nations = 66``, ``|cyclists= 508``, ``|dates = 9 August – 23
August``): its lines are left out. Its template name says which: a sport of ``[table.sports]``,
or a word of a lexicon's ``[facts] infobox-other`` (``event``, ``country``, ``épreuve``,
``вид спорта``), unless a word of ``infobox-games`` (``multi-sport``) says it is a Games'.
"""

from __future__ import annotations

import re
from functools import lru_cache

from podium.extract.alternation import longest_first
from podium.extract.fact_grammar import compiled
from podium.extract.lexicon import fold, lexicon_files
from podium.extract.table_words import sport_of

#: A template opened at the head of a line and not closed on it: ``{{Infobox Olympic Cycling``.
_OPENING = re.compile(r"^\s*\{\{\s*(?P<name>[^|{}\n]+?)\s*(?:\||$)")


@lru_cache(maxsize=1)
def _infobox_words() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The folded ``infobox-other`` and ``infobox-games`` words of every lexicon."""
    other: set[str] = set()
    games: set[str] = set()
    for data in lexicon_files():
        facts = data.get("facts", {})
        other.update(fold(w) for w in facts.get("infobox-other", ()))
        games.update(fold(w) for w in facts.get("infobox-games", ()))
    return longest_first(other), longest_first(games)


def infobox_of_another_subject(name: str) -> bool:
    """Whether a template named ``name`` is the infobox of a sport, an event or a team."""
    other, games = _infobox_words()
    folded = fold(name)
    if games and compiled(games).search(folded):
        return False
    return sport_of(name) is not None or bool(other and compiled(other).search(folded))


def first_infobox_is_another_subjects(lines: list[str]) -> bool:
    """Whether the first multi-line template of ``lines`` is the infobox of a sport, an event or
    a team (:func:`infobox_of_another_subject`): the page is about that subject, and its prose's
    counts and dates are that subject's (``Eighteen sets of medals were awarded in four
    disciplines`` on the page of cycling at the 2008 Olympics)."""
    for line in lines:
        m = _OPENING.match(line) if "{{" in line and "}}" not in line else None
        if m is not None:
            return infobox_of_another_subject(m.group("name"))
    return False


def other_infobox_lines(lines: list[str]) -> frozenset[int]:
    """The numbers (from 1) of the lines of ``lines`` inside an infobox of another subject than
    the Games (:func:`infobox_of_another_subject`), up to the line that closes its template."""
    out: set[int] = set()
    depth = 0
    for number, line in enumerate(lines, start=1):
        if depth == 0:
            m = _OPENING.match(line) if "{{" in line else None
            if m is None or not infobox_of_another_subject(m.group("name")):
                continue
        out.add(number)
        depth += line.count("{{") - line.count("}}")
        depth = max(depth, 0)
    return frozenset(out)


__all__ = ["first_infobox_is_another_subjects", "infobox_of_another_subject", "other_infobox_lines"]
