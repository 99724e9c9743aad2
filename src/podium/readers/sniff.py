"""Name a document's format from its text.

Each sniffer looks at the decoded text and says whether the format is its own; the first
that does wins, and ``text`` is the fallback. New formats (``html``, ``wikitext``, ``csv``,
``json``) are added to ``SNIFFERS`` ahead of ``markdown``, each with its reader module.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_PIPE_ROW = re.compile(r"^[ \t]*\|.*\|.*\|[ \t]*$")


def has_pipe_table(text: str) -> bool:
    """Two or more consecutive lines that are pipe-table rows (``| a | b |``)."""
    previous = False
    for line in text.split("\n"):
        current = bool(_PIPE_ROW.match(line.rstrip("\r")))
        if current and previous:
            return True
        previous = current
    return False


#: (format, test) in order of precedence; html, wikitext, csv and json go before markdown.
SNIFFERS: tuple[tuple[str, Callable[[str], bool]], ...] = (
    ("markdown", has_pipe_table),
)

FALLBACK = "text"


def sniff_format(text: str) -> str:
    """The format of ``text``: ``markdown`` when it holds a pipe table, else ``text``."""
    for name, test in SNIFFERS:
        if test(text):
            return name
    return FALLBACK
