"""Which pages of a dump podium reads: the Games pages, their medal tables, the nations and
sports "at the … Games", in every language the lexicons know.

A page is read when it is an article (namespace 0, or a namespace where a Wikipedia keeps its
lists and medal tables, as Spanish ``Anexo:``), its title names a kind of Games in some
language (a word of the lexicons' ``[games]``: ``olympic``, ``паралимпи``, ``奥运会``,
``asian games``…) and its text does too. A redirect whose title names a Games is followed to
its target, whatever the target's title (``2008年夏季残疾人奥林匹克运动会`` → ``北京2008年残疾人运动会``).
Everything else (a city, a person, a talk page, a template) is skipped unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from podium.extract.lexicon import fold, lexicon
from podium.unicode_scripts import CJK_WITH_COMPATIBILITY

#: The namespaces read besides the articles (0), by name: Spanish Wikipedia's medal tables
#: live in ``Anexo:`` (104).
LIST_NAMESPACES = frozenset({"Anexo"})
#: The lexicon keys that are seasons, not kinds of Games.
SEASONS = frozenset({"summer", "winter"})
#: Only the start of a long page is searched for a Games word.
CONTENT_SAMPLE = 20_000


@dataclass(frozen=True)
class GamesWords:
    """Every Games word of every lexicon, folded, by how it starts: a word in an alphabetic
    script by its first two characters (it must start a word), a Han, kana or Hangul word by
    its first character (it matches anywhere, found by ``firsts``)."""

    starts: dict[str, tuple[str, ...]]
    anywhere: dict[str, tuple[str, ...]]
    firsts: re.Pattern[str]


@lru_cache(maxsize=1)
def games_words() -> GamesWords:
    starts: dict[str, list[str]] = {}
    anywhere: dict[str, list[str]] = {}
    for word in sorted({w for kind, ws in lexicon().games.items() if kind not in SEASONS for w in ws}):
        if word[:1] in CJK_WITH_COMPATIBILITY:
            anywhere.setdefault(word[:1], []).append(word)
        elif len(word) > 1:
            starts.setdefault(word[:2], []).append(word)
    firsts = re.compile("[" + "".join(sorted(anywhere)) + "]" if anywhere else r"(?!)")
    return GamesWords({k: tuple(v) for k, v in starts.items()}, {k: tuple(v) for k, v in anywhere.items()}, firsts)


_LETTERS = re.compile(r"[^\W\d_]+")


def names_games(text: str) -> bool:
    """Whether ``text`` names a kind of Games in a language the lexicons know: one look-up
    per word, and per Han, kana or Hangul character that starts a Games word (a dump has
    millions of titles; a regular expression of every word would try each at each character)."""
    folded = fold(text)
    words = games_words()
    for run in _LETTERS.finditer(folded):
        at = run.start()
        found = words.starts.get(folded[at:at + 2])
        if found and any(folded.startswith(w, at) for w in found):
            return True
    for char in words.firsts.finditer(folded):
        if any(folded.startswith(w, char.start()) for w in words.anywhere[char.group()]):
            return True
    return False


def read_namespace(namespace: int | None, name: str) -> bool:
    """Articles, and the list namespaces of ``LIST_NAMESPACES`` (by the dump's own names)."""
    return namespace == 0 or name in LIST_NAMESPACES


def about_games(text: str) -> bool:
    """A page's text names a Games (in its first ``CONTENT_SAMPLE`` characters)."""
    return names_games(text[:CONTENT_SAMPLE])



def redirect_target(title: str, target: str | None) -> str | None:
    """The page a redirect named like a Games page leads to (without its ``#section``), else None."""
    if not target or not names_games(title):
        return None
    return target.split("#", 1)[0].strip() or None
