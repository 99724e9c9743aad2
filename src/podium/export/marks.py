"""The mark podium's own exports carry, and how to recognise it.

podium's output is never evidence: a table podium wrote, read back as a source, would add
an "independent" voice that only repeats podium's own decisions (and raises the confidence
of its own guesses). The wikitext export says who wrote it in the template's ``source``
parameter (``wikitext.py``); ``exported_by_podium`` recognises that line in any text, so that
ingest can refuse the document with one line.
"""

from __future__ import annotations

import re

#: the ``source`` parameter of the wikitext export (``wikitext.to_wikitext``)
WIKITEXT_SOURCE = "podium, reconciled from the stored sources"
_SOURCE_LINE = re.compile(r"^\s*\|\s*source\s*=\s*" + re.escape(WIKITEXT_SOURCE) + r"\s*$", re.MULTILINE)


def exported_by_podium(text: str) -> bool:
    """Does ``text`` carry the mark of one of podium's own exports?"""
    return _SOURCE_LINE.search(text) is not None
