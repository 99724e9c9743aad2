"""A program's data literals as the JSON layout reads them, whatever the language.

The JSON layout's reader (:mod:`podium.extract.layouts.json_values`) already reads what a
JavaScript data file holds. Other languages write the same data otherwise:

- R: ``data.frame(country = c("Norway", ...), gold = c(16, ...))``, a table stored column by
  column, as ``{"country": [...], "gold": [...]}`` is (``c(`` a vector, ``data.frame(``,
  ``tibble(``, ``list(`` a record whose named arguments are its keys);
- Python: a list of tuples, ``[("Norway", 16, 8, 13), ...]``, and ``dict(gold=16, ...)``;
- Ruby and PHP: ``{"Norway" => 16}``, ``array("Norway", 16, 8, 13)``;
- any language: a record made by a call whose arguments are a row and nothing else
  (``new Team("CHN", 201, 111, 71)``, ``CountryMedalData('China', 201, 111, 71)``), a tuple;
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

#: what an open brace is on the stack of ``as_literals``: a block of statements, or an object
_BLOCK, _OBJECT = "{ ", "{}"
#: the calls that build a vector (an array) and those whose named arguments are columns (an object)
_VECTOR = frozenset({"c", "array"})
_RECORD = frozenset({"data.frame", "tibble", "data_frame", "data.table", "list", "tribble", "dict"})
_CALL = re.compile(r"([A-Za-z_.][\w.]*)\s*\(")
_STRING = re.compile(r'"""(?:.|\n)*?(?:"""|\Z)' r"|'''(?:.|\n)*?(?:'''|\Z)" r"|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'")
_BLOCK_COMMENT = re.compile(r"/\*.*?(?:\*/|\Z)", re.S)


#: what a program's data rows look like in any of these languages: an R vector, a record call
#: (``dict(``, ``array(``), a Ruby or PHP hash's ``=>``, a bracket opening a name in quotes and
#: two numbers after it (``("Norway", 16, 8``, ``[1, 'China', 95, 71``), or a record's named fields
#: (``Country: "China", Gold: 19,``: a Go composite literal inside a typed block)
_QUOTED = r"""(?:"[^"\n]*"|'[^'\n]*')"""
_ROW_LIKE = re.compile(r"""\b(?:c|dict|array)\(|=>|[(\[]\s*(?:-?\d+\s*,\s*)?""" + _QUOTED
                       + r"(?:\s*,\s*" + _QUOTED + r"){0,3}\s*,\s*-?\d+\s*,\s*-?\d+"
                       # a record's fields, a name then a count (Go's ``Country: "China", Gold: 19``)
                       + r"|\w+\s*:\s*" + _QUOTED + r"\s*,\s*\w+\s*:\s*-?\d+\s*,")
#: a call whose arguments are a row and nothing else (``new Team("CHN", 201, 111, 71)``,
#: ``CountryMedalData('China', 201, 111, 71)``): a record's constructor, read as a tuple
_ROW_ARGUMENTS = re.compile(r"\s*(?:-?\d+\s*,\s*)?" + _QUOTED + r"(?:\s*,\s*" + _QUOTED + r"){0,3}(?:\s*,\s*-?\d+){2,}\s*\)")


def may_hold_rows(text: str) -> bool:
    """Whether ``text`` may hold a program's data rows (a quick look before ``as_literals``)."""
    return _ROW_LIKE.search(text) is not None


def as_literals(text: str) -> str | None:
    """``text`` with its data literals written as JSON-like arrays and objects (see the module
    doc), of the same length; None when there is nothing to rewrite."""
    out = list(text)
    stack: list[str] = []  # per open parenthesis "]", "}" or ")" (a call of anything else); per brace _BLOCK or _OBJECT
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
            closing = ("]" if name in _VECTOR or _ROW_ARGUMENTS.match(text, call.end()) else "}" if name in _RECORD
                       else ")")
            if closing != ")":
                out[call.start():call.end() - 1] = " " * (call.end() - 1 - call.start())
                out[call.end() - 1] = "[" if closing == "]" else "{"
                changed = True
            stack.append(closing)
            at = call.end()
            continue
        if ch == "{":
            # a block of statements (``class Standings {``, ``function f() {``, after a word or a
            # parenthesis) holds no value: blanked with its closing brace, so that the rows in it
            # are values of their own; an object literal (after ``=``, ``:``, ``(``, ``,``) stays
            block = _opens_block(text, at)
            stack.append(_BLOCK if block else _OBJECT)
            if block:
                out[at] = " "
                changed = True
        elif ch == "}" and stack and stack[-1] in (_BLOCK, _OBJECT):
            out[at] = " " if stack.pop() == _BLOCK else "}"
        elif ch == "(":
            # a tuple, or an expression's parentheses (the same to the reader): not a call
            stack.append("]" if _opens_value(text, at) else ")")
            if stack[-1] == "]":
                out[at] = "["
                changed = True
        elif ch == ")" and stack and stack[-1] not in (_BLOCK, _OBJECT):
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


def _opens_block(text: str, at: int) -> bool:
    """Whether the brace at ``at`` opens a block of statements: a word (not ``return``) or a
    closing parenthesis stands right before it."""
    i = at - 1
    while i >= 0 and text[i] in " \t\n\r":
        i -= 1
    if i < 0 or not (_word(text[i]) or text[i] == ")"):
        return False
    start = i
    while start > 0 and _word(text[start - 1]):
        start -= 1
    return text[start:i + 1] != "return"


def _word(ch: str) -> bool:
    return ch.isalnum() or ch in "._"
