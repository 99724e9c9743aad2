"""The ``[table]`` words of every ``lexicon/<lang>.toml``, merged and folded, loaded once.

``[header]`` and ``[totals]`` (column header words, totals labels) are loaded by
``podium.extract.lexicon``; this module adds what only table reading needs:

* ``[table.abbreviations]``: one- or two-letter medal column headers (``G``/``S``/``B``,
  ``Au``/``Ag``/``Br``, ``З``/``С``/``Б``), matched against a whole header cell only;
* ``[table.sports]``: sport names that make a table's heading a per-sport scope
  (``sport:swimming``);
* ``[table]`` ``partial``: words that mark a table shown in part (``top 10``);
* ``[table]`` ``as_of``: words that say a caption's or heading's date is the day a table was
  taken on (``as of``, ``Stand``, ``截至``); ``final``: words that say it is the table as
  awarded (``final medal table``, ``Endstand``); ``corrected``: words that say it is a later
  table, after medals moved (``after the reallocations``, ``nach Aberkennungen``);
* ``[table]`` ``brackets`` and ``standard``: words that say which figures of a table are in
  brackets (``in brackets``, ``in Klammern``, ``括号内``) and words for the usual way of
  counting medals (``standard``, ``official``, ``offiziell``): a note with both, above a table
  whose cells hold two figures (``75 (33)``), says the bracketed one is the medal count;
* ``[table]`` ``host``: host labels written after a nation (``(host)``, ``（东道主）``,
  ``(pays hôte)``, ``※開催国``), taken off the mention so that it names the nation only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from podium.extract.lexicon import find_word, fold, lexicon_files

MEDAL_KEYS = ("gold", "silver", "bronze", "total")


@dataclass(frozen=True)
class TableWords:
    abbreviations: dict[str, frozenset[str]]  # meaning -> folded whole-cell words
    sports: dict[str, tuple[str, ...]]  # sport slug -> folded words, longest first
    partial: tuple[str, ...]
    as_of: tuple[str, ...]
    final: tuple[str, ...]
    corrected: tuple[str, ...]
    brackets: tuple[str, ...]
    standard: tuple[str, ...]
    host: re.Pattern[str]
    #: words that say a table sums several Games (``all-time``, ``历届``, ``歴代``): ``[table] several``
    several: tuple[str, ...] = ()
    #: a part of a table by its count: a ``partial-before`` word, then a number in digits or
    #: words ("top 3", "top ten", "die besten zehn")
    part_count: re.Pattern[str] | None = None


@lru_cache(maxsize=1)
def table_words() -> TableWords:
    abbreviations: dict[str, set[str]] = {key: set() for key in MEDAL_KEYS}
    sports: dict[str, set[str]] = {}
    partial: set[str] = set()
    as_of: set[str] = set()
    final: set[str] = set()
    corrected: set[str] = set()
    brackets: set[str] = set()
    standard: set[str] = set()
    host: set[str] = set()
    part_before: set[str] = set()
    several: set[str] = set()
    number_words: set[str] = set()
    for parsed in lexicon_files():
        number_words.update(fold(str(w)) for w in parsed.get("numbers", {}).get("words", {}))
        section = parsed.get("table", {})
        part_before.update(fold(str(w)) for w in section.get("partial-before", ()))
        several.update(fold(str(w)) for w in section.get("several", ()))
        for key, words in section.get("abbreviations", {}).items():
            abbreviations.setdefault(key, set()).update(fold(str(w)) for w in words)
        for sport, words in section.get("sports", {}).items():
            sports.setdefault(sport, set()).update(fold(str(w)) for w in words)
        partial.update(fold(str(w)) for w in section.get("partial", ()))
        as_of.update(fold(str(w)) for w in section.get("as_of", ()))
        final.update(fold(str(w)) for w in section.get("final", ()))
        corrected.update(fold(str(w)) for w in section.get("corrected", ()))
        brackets.update(fold(str(w)) for w in section.get("brackets", ()))
        standard.update(fold(str(w)) for w in section.get("standard", ()))
        host.update(str(w) for w in section.get("host", ()))
    # A letter claimed by two meanings in different languages (Dutch Z = zilver, Polish
    # Z = złoto) decides nothing: drop it.
    seen: dict[str, int] = {}
    for words in abbreviations.values():
        for word in words:
            seen[word] = seen.get(word, 0) + 1

    def longest_first(words: set[str]) -> tuple[str, ...]:
        return tuple(sorted(words, key=lambda w: (-len(w), w)))

    return TableWords(
        abbreviations={k: frozenset(w for w in v if seen[w] == 1) for k, v in abbreviations.items()},
        sports={k: longest_first(v) for k, v in sorted(sports.items())},
        partial=longest_first(partial),
        as_of=longest_first(as_of),
        final=longest_first(final),
        corrected=longest_first(corrected),
        brackets=longest_first(brackets),
        standard=longest_first(standard),
        host=_host_pattern(host),
        several=longest_first(several),
        part_count=re.compile(r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, longest_first(part_before))) + r")[\s-]+(?:[0-9]+|"
                              + "|".join(map(re.escape, longest_first(number_words))) + r")(?![^\W\d_])")
        if part_before and number_words else None,
    )


def _host_pattern(words: set[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))
    return re.compile(
        rf"\s*(?:[(（\[]\s*(?:{alternatives})\s*[)）\]]|※\s*(?:{alternatives}))\s*$", re.I)


def without_host_label(mention: str) -> str:
    """``mention`` without a host label at its end (``Japon (pays hôte)`` -> ``Japon``)."""
    if not mention or not (mention.rstrip()[-1:] in ")）]" or "※" in mention):
        return mention
    return table_words().host.sub("", mention)


def sport_of(text: str) -> str | None:
    """The sport a heading or caption names (``"table_tennis"``), or None."""
    folded = fold(text)
    best: tuple[int, str] | None = None
    for sport, words in table_words().sports.items():
        hit = find_word(folded, words)
        if hit is not None and (best is None or hit[0] < best[0]):
            best = (hit[0], sport)
    return best[1] if best else None


def says_as_of(text: str) -> int | None:
    """Where a heading or caption says its date is the day the table was taken on (the end of
    ``as of``, ``Stand:``, ``截至``), or None."""
    hit = find_word(fold(text), table_words().as_of)
    return hit[0] + len(hit[1]) if hit is not None else None


def says_which_table(text: str) -> str | None:
    """``corrected`` when a heading or caption says its table is a later one, after medals
    moved; ``final`` when it says it is the table as awarded; else None."""
    folded = fold(text)
    words = table_words()
    if find_word(folded, words.corrected) is not None:
        return "corrected"
    if find_word(folded, words.final) is not None:
        return "final"
    return None


def says_bracketed_standard(note: str) -> bool:
    """True when a note says a table's figures in brackets are the usual medal count
    ("Values for standard medal counting are given in brackets")."""
    folded = fold(note)
    words = table_words()
    return find_word(folded, words.brackets) is not None and find_word(folded, words.standard) is not None


def says_several_games(text: str) -> str | None:
    """The words of a heading or caption that say its table sums several Games (``all-time``,
    ``Historical all-time Winter Olympics medal counts``, ``历届``), or None."""
    found = find_word(fold(text), table_words().several)
    return found[1] if found else None


def says_partial(text: str) -> bool:
    """True when a heading or caption says the table is shown in part (``Top 10``, ``top three``,
    ``die besten zehn``). "The first three days" says nothing of the nations: "first" is no such word."""
    folded, words = fold(text), table_words()
    return find_word(folded, words.partial) is not None or (
        words.part_count is not None and words.part_count.search(folded) is not None)
