"""The tab-separated data files podium ships (the Games catalogue, host countries and cities,
people, nation codes), read one way: :func:`read_tsv`.

A file is UTF-8 text, one row a line, fields separated by tabs. Blank lines (nothing but
white space) and comment lines (``#`` first) are not rows. A file may start (after its
comments) with a header line that names its columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from typing import NamedTuple


class Row(NamedTuple):
    """One row of a data file: its line number (from 1) and its fields, as written."""

    line: int
    fields: list[str]


def read_tsv(where: str | Traversable, name: str, *, header: Sequence[str] | None = None) -> list[Row]:
    """The rows of the data file ``name`` (a ``/``-separated path) of the package ``where``
    (``"podium"``, ``"podium.export"``), or in the folder ``where``.

    Each line that is neither blank nor a comment is a row, split on tabs; the fields are
    not stripped. With ``header`` (the column names), the first row must be exactly the
    header, and it is not returned; another first row is refused (``ValueError``, naming
    ``name`` and the line).
    """
    folder = resources.files(where) if isinstance(where, str) else where
    text = folder.joinpath(*name.split("/")).read_text(encoding="utf-8")
    rows = [Row(number, line.split("\t")) for number, line in enumerate(text.splitlines(), start=1)
            if line and not line.isspace() and line[0] != "#"]
    if header is None:
        return rows
    if not rows or rows[0].fields != list(header):
        raise ValueError(f"{name}:{rows[0].line if rows else 1}: the header must be {', '.join(header)}")
    return rows[1:]
