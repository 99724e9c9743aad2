"""R's data literals as the JSON layout reads them: ``data.frame(country = c("Norway", ...),
gold = c(16, ...))`` is a table stored column by column, as ``{"country": [...], "gold":
[...]}`` is. The text is rewritten character for character (``c(`` becomes `` [``, the
call's ``)`` a ``]``, ``data.frame(`` an object's ``{``, a named argument's ``=`` a ``:``), so
every offset, line and span of the rewritten text is the R source's own.
"""

from __future__ import annotations

import re

#: the calls that build a vector (an array) and those whose named arguments are columns (an object)
_VECTOR = frozenset({"c"})
_RECORD = frozenset({"data.frame", "tibble", "data_frame", "data.table", "list", "tribble"})
_CALL = re.compile(r"([A-Za-z_.][\w.]*)\s*\(")
_STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'")


def as_literals(text: str) -> str | None:
    """``text`` with its R vectors and data frames written as JSON-like arrays and objects, of
    the same length; None when it has no vector ``c(...)``."""
    if "c(" not in text:
        return None
    out = list(text)
    stack: list[str] = []  # per open parenthesis: "]", "}" or ")" (a call of anything else)
    at = 0
    while at < len(text):
        ch = text[at]
        if ch in "\"'":
            string = _STRING.match(text, at)
            at = string.end() if string else len(text)
            continue
        if ch == "#":  # a comment, to the end of its line
            end = text.find("\n", at)
            at = len(text) if end < 0 else end
            continue
        call = _CALL.match(text, at) if (ch.isalpha() or ch in "._") and (at == 0 or not _word(text[at - 1])) else None
        if call is not None:
            name = call.group(1)
            closing = "]" if name in _VECTOR else "}" if name in _RECORD else ")"
            if closing != ")":
                out[call.start():call.end() - 1] = " " * (call.end() - 1 - call.start())
                out[call.end() - 1] = "[" if closing == "]" else "{"
            stack.append(closing)
            at = call.end()
            continue
        if ch == "(":
            stack.append(")")
        elif ch == ")" and stack:
            out[at] = stack.pop()
        elif ch == "=" and stack and stack[-1] == "}" and text[at + 1:at + 2] != "=" and text[at - 1:at] not in "<>!=":
            out[at] = ":"
        at += 1
    return "".join(out)


def _word(ch: str) -> bool:
    return ch.isalnum() or ch in "._"
