"""Which values of one group are close, by the kind of value they are.

Each kind has its own notion of "close", and some have none:

- **names and lists of names** (authors, hosts, stadiums): the share of words two values
  have in common (Jaccard over their words), so "jeffrey ullman" and "jeffrey ullman;
  jennifer widom" support each other in part (AccuSim's similarity, Dong et al. 2009); and
  a value supports a longer one that holds all its words as if it were the same
  (``CONTAINED``): a list of the first author only is incomplete, not a contradiction of the
  full list (the full list does not support the short one more than Jaccard says). Worth
  AbeBooks 3 points and Book 1;
- **counts** (medals, athletes, populations): exact. Near numbers do not support each other:
  a relative tolerance moved Population by two points the wrong way, and a count one off is
  a different count (approximations are ``approx.py``'s business: they say so);
- **clock times and dates**: exact once normalised to the minute or the day; a relative
  tolerance means nothing for them (5% of 14:00 is 42 minutes).

``text_pairs`` gives the close pairs of text values of each group, in both orders, with their
similarity; the engine adds ``Params.similarity`` times a close value's score to each value's.
Groups with more than ``WIDEST`` distinct texts are left out (the pairs grow with the square).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np

WIDEST = 60
#: the similarity with which a value supports a longer one that holds all its words
CONTAINED = 1.0
_WORD = re.compile(r"[^\W_]+")


def text_pairs(value_group: Any, texts: Sequence[str | None]) -> tuple[Any, Any, Any]:
    """``(first, second, similarity)`` for the text values of each group that share a word;
    ``texts`` has one entry per value (``None`` for a number)."""
    first: list[int] = []
    second: list[int] = []
    sims: list[float] = []
    starts: Any = np.flatnonzero(np.r_[True, value_group[1:] != value_group[:-1]]) if len(value_group) else []
    ends: Any = np.r_[starts[1:], len(value_group)] if len(value_group) else []
    for s, e in zip(np.asarray(starts).tolist(), np.asarray(ends).tolist()):
        if e - s < 2 or e - s > WIDEST:
            continue
        words = [frozenset(_WORD.findall(t.lower())) if t is not None else frozenset() for t in texts[s:e]]
        for x in range(e - s):
            if not words[x]:
                continue
            for y in range(x + 1, e - s):
                shared = len(words[x] & words[y])
                if shared:
                    sim = shared / len(words[x] | words[y])
                    # a list that holds every name of a shorter one is what the shorter one
                    # states, and more: the shorter supports it as if the same (a source that
                    # lists the first author only is incomplete, not contradicting)
                    to_x = CONTAINED if shared == len(words[y]) else sim
                    to_y = CONTAINED if shared == len(words[x]) else sim
                    first += (s + x, s + y)
                    second += (s + y, s + x)
                    sims += (to_x, to_y)
    return np.asarray(first, dtype=np.int64), np.asarray(second, dtype=np.int64), np.asarray(sims, dtype=np.float64)
