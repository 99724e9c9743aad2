"""Alternations of words as regular expressions: ``alternation`` writes words given longest
first as a tree of their shared beginnings, which matches exactly what listing them does
(``listed_alternation``) in a fraction of the length. The lexicons' words of every language
make patterns of tens of kilobytes (``fact_grammar``, ``facts``, ``pairs``, ``fact_teams``),
built in every process that reads a document.
"""

from __future__ import annotations

import re
from typing import Any

from podium.unicode_scripts import CJK


def longest_first(words: set[str]) -> tuple[str, ...]:
    return tuple(sorted((w for w in words if w), key=lambda w: (-len(w), w)))


def is_alpha_word(word: str) -> bool:
    return bool(re.match(r"[^\W\d_]", word)) and word[:1] not in CJK


def alternation(words: tuple[str, ...], *, start: bool = True, whole: frozenset[str] = frozenset()) -> str:
    """An alternation of ``words``, tried in their order; alphabetic words must start at a word
    start, and those in ``whole`` also end at a word end. Words given longest first (as
    ``longest_first`` orders them: most are) are written as a tree of their shared beginnings
    (``listed_alternation`` writes them one by one), which matches exactly the same, and is a
    fraction of the length: the lexicons' Games words of every language are 20 K characters
    listed, and a pattern compiles in a time that grows with its length."""
    if not words:
        return r"(?!)"
    # a space is ``\s+``: two in a row would let words on two paths of the tree match at one place
    if any(len(a) < len(b) for a, b in zip(words, words[1:], strict=False)) or any("  " in w for w in words):
        return listed_alternation(words, start=start, whole=whole)
    tree: dict[str, Any] = {}
    for w in words:
        node = tree
        for ch in w:
            node = node.setdefault(ch, {})
        node[_WORD_ENDS] = _word_end(w, whole)
    branches = []
    for first, node in tree.items():
        letter = _literal(first)
        at_start = letter + r"(?<![^\W\d_]" + letter + ")" if start and is_alpha_word(first) else letter
        branches.append(at_start + _branches(node))
    return "(?:" + "|".join(branches) + ")"


#: The key of a tree's node (``alternation``) that marks a word ending there; no character is "".
_WORD_ENDS = ""


def _branches(node: dict[str, Any]) -> str:
    """What may follow a node of ``alternation``'s tree: its longer words first (all the words
    that can match at one place lie on one path of the tree, so trying deeper before shorter
    is trying them longest first), then the end of its own word. A run of nodes with one way
    on is written as one literal (most of a tree of words is such runs)."""
    run = []
    while len(node) == 1 and _WORD_ENDS not in node:
        ((ch, node),) = node.items()
        run.append(_literal(ch))
    options = [_literal(ch) + _branches(child) for ch, child in node.items() if ch != _WORD_ENDS]
    if _WORD_ENDS in node:
        options.append(node[_WORD_ENDS])
    return "".join(run) + (options[0] if len(options) == 1 else "(?:" + "|".join(options) + ")")


#: each character as a literal of a pattern, escaped once
_LITERALS: dict[str, str] = {" ": r"\s+"}


def _literal(ch: str) -> str:
    found = _LITERALS.get(ch)
    if found is None:
        found = _LITERALS[ch] = re.escape(ch)
    return found


def _word_end(w: str, whole: frozenset[str]) -> str:
    return r"(?![^\W\d_])" if w in whole and is_alpha_word(w) and is_alpha_word(w[-1]) else ""


def listed_alternation(words: tuple[str, ...], *, start: bool = True, whole: frozenset[str] = frozenset()) -> str:
    """``alternation`` of ``words`` written one by one, in their order."""
    if not words:
        return r"(?!)"
    parts = []
    for w in words:
        end = _word_end(w, whole)
        if start and is_alpha_word(w):
            # ``(?<![^\W\d_])word`` written as the first letter, then the same look-behind
            # over it (``w(?<![^\W\d_]w)ord``): the same matches, but every alternative
            # starts with a literal, which the regex engine tests before trying it
            first = re.escape(w[0])
            parts.append(first + r"(?<![^\W\d_]" + first + ")" + re.escape(w[1:]).replace(r"\ ", r"\s+") + end)
        else:
            parts.append(re.escape(w).replace(r"\ ", r"\s+") + end)
    return "(?:" + "|".join(parts) + ")"
