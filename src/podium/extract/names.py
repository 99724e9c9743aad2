"""Names as values (``opened_by``, ``stadium``): one canonical form per person.

A name is stored as:

1. the canonical form of ``data/people.tsv`` when the name (or the Latin form given in
   parentheses after it, or the name without leading words such as a country) is listed there: ``科斯蒂斯·斯特凡諾普洛斯`` (zh-Hant),
   ``科斯蒂斯·斯特凡诺普洛斯（Costis Stephanopoulos）`` (zh-Hans) and ``Костис Стефанопулос``
   are all ``Costis Stephanopoulos``;
2. else the Latin form the document gives in parentheses;
3. else the name as written, Chinese folded to Simplified (OpenCC t2s) and spaces collapsed,
   so the two Chinese scripts still agree.
"""

from __future__ import annotations

import re
from functools import lru_cache

from podium.datafiles import read_tsv
from podium.extract.lexicon import fold
from podium.unicode_scripts import HAN_BMP_SPAN

_LATIN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿĀ-žḀ-ỿ]")
_DOTS = str.maketrans({"・": "·", "•": "·", "‧": "·", "．": "·"})


def _key(name: str) -> str:
    return re.sub(r"\s+", " ", fold(name.translate(_DOTS))).strip(" .,")


@lru_cache(maxsize=1)
def people() -> dict[str, str]:
    """Folded spelling -> canonical name."""
    index: dict[str, str] = {}
    for row in read_tsv("podium.extract", "data/people.tsv", header=("canonical", "spellings")):
        canonical, spellings = row.fields[0], "\t".join(row.fields[1:])
        for spelling in [canonical, *spellings.split(" / ")]:
            if spelling.strip():
                index[_key(spelling)] = canonical
    return index


def simplified(text: str) -> str:
    """``text`` with Traditional Chinese folded to Simplified, case kept."""
    folded = fold(text)
    if len(folded) != len(text):
        return text
    return "".join(f if o in HAN_BMP_SPAN else o for o, f in zip(text, folded))


def canonical_name(written: str, latin: str | None = None) -> str:
    """The value stored for a name found as ``written`` (with ``latin`` in parentheses)."""
    index = people()
    for form in (written, latin):
        if form and _key(form) in index:
            return index[_key(form)]
    words = written.split()
    for drop in range(1, len(words) - 1):  # "России Владимир Путин": a country before the name
        if _key(" ".join(words[drop:])) in index:
            return index[_key(" ".join(words[drop:]))]
    if latin and _LATIN.search(latin):
        return re.sub(r"\s+", " ", latin).strip()
    return re.sub(r"\s+", " ", simplified(written.translate(_DOTS))).strip()
