"""A program's data literals as the JSON layout reads them, whatever the language.

The JSON layout's reader (:mod:`podium.extract.layouts.json_values`) already reads what a
JavaScript data file holds. Other languages write the same data otherwise:

- R: ``data.frame(country = c("Norway", ...), gold = c(16, ...))``, a table stored column by
  column, as ``{"country": [...], "gold": [...]}`` is (``c(`` a vector, ``data.frame(``,
  ``tibble(``, ``list(`` a record whose named arguments are its keys);
- Python: a list of tuples, ``[("Norway", 16, 8, 13), ...]``, and ``dict(gold=16, ...)``;
- Ruby and PHP: ``{"Norway" => 16}``, ``array("Norway", 16, 8, 13)``;
- ``#`` comments (Python, R, Ruby, shell), which may name the columns (``# (nation, gold,
  silver, bronze)``: ``jsonrows`` reads such a comment as a header).

The text is rewritten character for character, so every offset, line and span of the
rewritten text is the source's own: a vector's or a tuple's brackets become ``[`` and ``]``, a
record call's ``{`` and ``}`` (its name blanked), a named argument's ``=`` and a hash's ``=>`` a
``:``, and a ``#`` comment a ``//`` one. Strings (Python's triple-quoted ones too) are left as
they are, and a call of anything else keeps its parentheses.
"""

from __future__ import annotations

import re

#: the calls that build a vector (an array) and those whose named arguments are columns (an object)
_VECTOR = frozenset({"c", "array"})
_RECORD = frozenset({"data.frame", "tibble", "data_frame", "data.table", "list", "tribble", "dict"})
_CALL = re.compile(r"([A-Za-z_.][\w.]*)\s*\(")
_STRING = re.compile(r'"""(?:.|\n)*?(?:"""|\Z)' r"|'''(?:.|\n)*?(?:'''|\Z)" r"|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'")
_BLOCK_COMMENT = re.compile(r"/\*.*?(?:\*/|\Z)", re.S)


#: what a program's data rows look like in any of these languages: an R vector, a record call
#: (``dict(``, ``array(``), a Ruby or PHP hash's ``=>``, or a bracket opening a name in quotes and
#: two numbers after it (``("Norway", 16, 8``, ``[1, 'China', 95, 71``)
_ROW_LIKE = re.compile(r"""\b(?:c|dict|array)\(|=>|[(\[]\s*(?:-?\d+\s*,\s*)?(?:"[^"\n]+"|'[^'\n]+')\s*,\s*-?\d+\s*,\s*-?\d+""")


def may_hold_rows(text: str) -> bool:
    """Whether ``text`` may hold a program's data rows (a quick look before ``as_literals``)."""
    return _ROW_LIKE.search(text) is not None


def as_literals(text: str) -> str | None:
    """``text`` with its data literals written as JSON-like arrays and objects (see the module
    doc), of the same length; None when there is nothing to rewrite."""
    out = list(text)
    stack: list[str] = []  # per open parenthesis: "]", "}" or ")" (a call of anything else)
    changed = False
    at = 0
    while at < len(text):
        ch = text[at]
        if ch in "\"'":
            string = _STRING.match(text, at)
            at = string.end() if string else at + 1
            continue
        if ch == "/" and text[at + 1:at + 2] in ("/", "*"):  # a JavaScript comment, read as it is
            end = text.find("\n", at) if text[at + 1] == "/" else _BLOCK_COMMENT.match(text, at).end()  # type: ignore[union-attr]
            at = len(text) if end < 0 else end
            continue
        if ch == "#":  # a comment to the end of its line, written as a JavaScript one
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            if end - at >= 2:
                out[at:at + 2] = "//"
            else:
                out[at] = " "
            changed = True
            at = end
            continue
        call = _CALL.match(text, at) if (ch.isalpha() or ch in "._") and (at == 0 or not _word(text[at - 1])) else None
        if call is not None:
            name = call.group(1)
            closing = "]" if name in _VECTOR else "}" if name in _RECORD else ")"
            if closing != ")":
                out[call.start():call.end() - 1] = " " * (call.end() - 1 - call.start())
                out[call.end() - 1] = "[" if closing == "]" else "{"
                changed = True
            stack.append(closing)
            at = call.end()
            continue
        if ch == "(":
            # a tuple, or an expression's parentheses (the same to the reader): not a call
            stack.append("]" if _opens_value(text, at) else ")")
            if stack[-1] == "]":
                out[at] = "["
                changed = True
        elif ch == ")" and stack:
            out[at] = stack.pop()
        elif ch == "=" and text[at + 1:at + 2] == ">":  # a Ruby or PHP hash's key => value
            out[at:at + 2] = " :"
            changed = True
            at += 2
            continue
        elif ch == "=" and stack and stack[-1] == "}" and text[at + 1:at + 2] != "=" and text[at - 1:at] not in "<>!=":
            out[at] = ":"
        at += 1
    return "".join(out) if changed else None


def _opens_value(text: str, at: int) -> bool:
    """Whether the parenthesis at ``at`` opens a value (a tuple), not a call's or an index's
    arguments: nothing that names or ends a value stands right before it."""
    i = at - 1
    while i >= 0 and text[i] in " \t":  # back over the blanks, not a copy of all the text before
        i -= 1
    return i < 0 or not (_word(text[i]) or text[i] in ")]}\"'")


def _word(ch: str) -> bool:
    return ch.isalnum() or ch in "._"
