"""Read a document: bytes -> ``Document`` (the I/O edge of the pipeline).

Every failure a person can cause (missing file, folder, named pipe or device, a file over
``MAX_DOCUMENT_BYTES``, empty, binary or undecodable data) is a ``BadInput`` with a one-line
reason and the path; never a traceback.
"""

from __future__ import annotations

import hashlib
import html
import re
from pathlib import Path

from podium.errors import BadInput
from podium.model import Document
from podium.readers.binary import binary_kind
from podium.readers.encoding import Undecodable, decode
from podium.readers.files import MAX_DOCUMENT_BYTES, file_bytes, too_large
from podium.readers.language import detect_language, normalize_rtl
from podium.readers.sniff import is_json, sniff_format
from podium.readers.spreadsheet import spreadsheet_kind, spreadsheet_text
from podium.readers.title import TITLE_LENGTH, document_title, file_stem

#: The language is detected from this many characters of visible text.
LANGUAGE_SAMPLE = 200_000

_HIDDEN = re.compile(r"<(script|style)\b.*?</\1\s*>", re.S | re.I)
_TAG = re.compile(r"<[^>]*>")


def read_path(path: str | Path) -> Document:
    """Read the document at ``path``: a regular file of at most ``MAX_DOCUMENT_BYTES``."""
    origin = str(path)
    return read_bytes(file_bytes(path, origin), origin)


def first_line(text: str) -> str | None:
    """The first non-empty line, stripped and cut to ``TITLE_LENGTH`` characters (a document's
    title is ``podium.readers.title.document_title``)."""
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped:
            return stripped[:TITLE_LENGTH]
    return None


def visible_text(text: str, fmt: str) -> str:
    """The text a reader sees: HTML without its tags (markup words are no language)."""
    if fmt != "html":
        return text
    return html.unescape(_TAG.sub(" ", _HIDDEN.sub(" ", text)))


#: a line break, a tab or a quote escaped in a string literal
_ESCAPE = re.compile(r"\\([nrt'\"\\])")
_ESCAPED = {"n": "\n", "r": "", "t": "\t", "'": "'", '"': '"', "\\": "\\"}


def unescaped(text: str) -> str:
    """A document that is one string literal, its line breaks escaped (a program's ``repr`` of a
    page: ``'Curling at the 2022 Winter Olympics\\n\\n{{Medals table\\n | gold_CAN = 0…'``), with
    them as line breaks: a line of it read as they stand runs every value into the next. Any
    other text, JSON (whose strings hold escapes of their own) among it, is as it was."""
    stripped = text.strip()
    if stripped.count("\n") > 2 or text.count("\\n") < 3 or is_json(stripped):
        return text
    if stripped[:1] in "'\"" and stripped[-1:] == stripped[:1]:
        text = stripped[1:-1]
    return _ESCAPE.sub(lambda m: _ESCAPED[m.group(1)], text)


#: a line of R's output as knitr prints it in a document (``    ## 1 1     Japan   1 …``)
_KNITR = re.compile(r"^([ \t]*)## ?", re.M)
#: the row of column types a tibble prints under its header (``<chr> <int> <dbl>``)
_TYPES = re.compile(r"^[ \t]*(?:<[a-z]{3,4}>[ \t]*)+$", re.M)


def without_console_marks(text: str) -> str:
    """R's printed data as knitr writes it (each line after ``## ``, a tibble's ``<chr>
    <int>`` row under its header) as the data alone: three such lines in a row, with a row of
    types among them; any other text (Markdown's ``## Heading``) is as it was."""
    if "## " not in text or not _TYPES.search(text.replace("## ", "")):
        return text
    lines = text.split("\n")
    marked = [bool(_KNITR.match(line)) for line in lines]
    out = []
    for i, line in enumerate(lines):
        run = marked[i] and (sum(marked[max(0, i - 2):i + 3]) >= 3)
        if run:
            line = _KNITR.sub(r"\1", line, count=1)
            if _TYPES.fullmatch(line):
                line = ""
        out.append(line)
    return "\n".join(out)


def read_bytes(data: bytes, origin: str) -> Document:
    """Read a document from its bytes; ``origin`` names it in messages (a path, a URL)."""
    if not data:
        raise BadInput("empty file", path=origin)
    if len(data) > MAX_DOCUMENT_BYTES:
        raise BadInput(too_large(), path=origin)
    sheet = spreadsheet_kind(data)
    if sheet is not None:
        return _spreadsheet(data, origin, sheet)
    kind = binary_kind(data)
    if kind is not None:
        raise BadInput(f"{kind}, not a text document", path=origin)
    try:
        decoded = decode(data)
    except Undecodable as error:
        raise BadInput(str(error), path=origin) from None
    text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
    if text.startswith("\ufeff"):
        text = text[1:]
    text = normalize_rtl(text)  # right-to-left text is read in logical order
    if not text.strip():
        raise BadInput("empty file (only white space)", path=origin)
    text = without_console_marks(unescaped(text))
    fmt = sniff_format(text)
    guess = detect_language(visible_text(text, fmt)[:LANGUAGE_SAMPLE])
    return Document(
        text=text,
        format=fmt,
        language=guess.language,
        script=guess.script,
        sha256=hashlib.sha256(data).hexdigest(),
        origin=origin,
        encoding=decoded.encoding,
        size=len(data),
        title=document_title(text, fmt, origin),
    )


def _spreadsheet(data: bytes, origin: str, kind: str) -> Document:
    """A workbook read as text (``podium.readers.spreadsheet``): format ``spreadsheet``,
    titled by its file name."""
    text = normalize_rtl(spreadsheet_text(data, origin))
    if not any(line and not line.startswith("# ") for line in text.splitlines()):
        raise BadInput("an empty spreadsheet", path=origin)
    guess = detect_language(visible_text(text, "text")[:LANGUAGE_SAMPLE])
    return Document(
        text=text,
        format="spreadsheet",
        language=guess.language,
        script=guess.script,
        sha256=hashlib.sha256(data).hexdigest(),
        origin=origin,
        encoding=kind,
        size=len(data),
        title=file_stem(origin),
    )
