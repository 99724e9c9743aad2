"""The lenient JSON/JavaScript reader under the JSON layout (:mod:`podium.extract.layouts.jsonrows`):
a small tokenizer (one regular expression, one pass, an explicit stack), not ``json.loads``,
so every value keeps its offsets (a row's line, span and raw text are its object's);
nesting deeper than :data:`MAX_DEPTH` is skipped, never recursed into; and the work is
linear in the size of the text.

It reads what a JavaScript data file holds as well as JSON: comments, single-quoted
strings, unquoted keys, trailing commas, JSON Lines (one value per line) and values
assigned to names (``var d00 = {...};``), whose comments and words before a value are its
lead.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

#: Containers nested deeper than this are skipped whole (their content is no table).
MAX_DEPTH = 64
#: The most characters of context (enclosing strings, comments) kept for a table.
CONTEXT_LIMIT = 600

_TOKEN = re.compile(
    r"""
    \s+
    |(?P<comment>//[^\n]*|/\*.*?(?:\*/|\Z))
    |(?P<string>"[^"\\]*(?:\\.[^"\\]*)*"|'[^'\\\n]*(?:\\.[^'\\\n]*)*')
    |(?P<number>-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)
    |(?P<word>[A-Za-z_$][\w$]*)
    |(?P<punct>[{}\[\],:])
    |(?P<other>.)
    """,
    re.X | re.S,
)
_INT = re.compile(r"-?\d+")


@dataclass(slots=True)
class Scalar:
    value: str | int | float | bool | None
    start: int
    end: int


@dataclass(slots=True)
class Object:
    start: int
    end: int = -1
    #: (key, offset of the key, value), in document order; a repeated key keeps both
    items: list[tuple[str, int, Node]] = field(default_factory=list)


@dataclass(slots=True)
class Array:
    start: int
    end: int = -1
    items: list[Node] = field(default_factory=list)


Node = Scalar | Object | Array


@dataclass(slots=True)
class Top:
    """A value at the top of the document, and the text before it (comments, ``var x =``)."""

    node: Object | Array
    lead: str


@dataclass(slots=True)
class _Frame:
    node: Object | Array
    key: str | None = None
    key_start: int = 0
    colon: bool = False


def _string(token: str) -> str:
    inner = token[1:-1]
    if "\\" not in inner:
        return inner
    if token[0] == "'":
        inner = inner.replace("\\'", "'").replace('"', '\\"')
    try:
        decoded = json.loads('"' + inner + '"')
    except ValueError:
        return inner
    return decoded if isinstance(decoded, str) else inner


def _number(token: str) -> int | float | str:
    try:
        return int(token) if _INT.fullmatch(token) else float(token)
    except ValueError:  # more digits than int() converts
        return token


def _lead(text: str) -> str:
    """The words of the text before a top-level value: comments without their marks."""
    words = re.sub(r"/\*+|\*+/|//|^\s*\*", " ", text, flags=re.M)
    return " ".join(words.split())[-CONTEXT_LIMIT:]


def parse(text: str) -> list[Top]:
    """The top-level objects and arrays of ``text`` (one for JSON, one per line for JSON
    Lines, one per assignment for a JavaScript data file), each with its offsets.

    Lenient as JavaScript is: comments, single-quoted strings, unquoted keys, trailing
    commas; words and punctuation between top-level values are their lead. Containers
    deeper than :data:`MAX_DEPTH` become a null value; an unclosed one ends at the end."""
    tops: list[Top] = []
    stack: list[_Frame] = []
    lead_from = 0
    skipping = 0
    skip_start = 0

    def attach(node: Node) -> None:
        nonlocal lead_from
        if not stack:
            if isinstance(node, (Object, Array)):
                tops.append(Top(node, _lead(text[lead_from:node.start])))
                lead_from = node.end
            return
        frame = stack[-1]
        if isinstance(frame.node, Array):
            frame.node.items.append(node)
        elif frame.key is not None and frame.colon:
            frame.node.items.append((frame.key, frame.key_start, node))
            frame.key, frame.colon = None, False
        elif isinstance(node, Scalar):  # a key (a second one before a colon replaces the first)
            frame.key = "null" if node.value is None else str(node.value)
            frame.key_start, frame.colon = node.start, False

    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind is None or kind == "comment":
            continue
        token = match.group()
        if skipping:
            if token in "{[":
                skipping += 1
            elif token in "}]":
                skipping -= 1
                if not skipping:
                    attach(Scalar(None, skip_start, match.end()))
            continue
        start, end = match.span()
        if kind == "string":
            attach(Scalar(_string(token), start, end))
        elif kind == "number":
            attach(Scalar(_number(token), start, end))
        elif kind == "word":
            if stack:
                top = stack[-1]
                awaits_key = isinstance(top.node, Object) and not top.colon
                literal = {"true": True, "false": False, "null": None}
                attach(Scalar(literal[token] if token in literal else token if awaits_key else None, start, end))
        elif kind == "punct":
            if token in "{[":
                if len(stack) >= MAX_DEPTH:
                    skipping, skip_start = 1, start
                else:
                    stack.append(_Frame(Object(start) if token == "{" else Array(start)))
            elif token in "}]":
                if stack:
                    frame = stack.pop()
                    frame.node.end = end
                    attach(frame.node)
            elif stack and isinstance(stack[-1].node, Object):
                frame = stack[-1]
                if token == ":":
                    frame.colon = frame.key is not None
                else:
                    frame.key, frame.colon = None, False
    while stack:  # an unclosed container ends with the text
        frame = stack.pop()
        frame.node.end = len(text)
        attach(frame.node)
    return tops
