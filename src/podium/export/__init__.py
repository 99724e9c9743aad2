"""Medal-table exports, and readers of podium's own Markdown and wikitext exports.

Each text writer takes ``Standings`` and returns text: ``csv``, ``json`` (the documented
``podium table --format json`` shape), ``ndjson`` (one row a line), ``md`` (a pipe table)
and ``wikitext`` (Wikipedia's ``{{Medals table}}`` with the host marked). ``to_parquet``
returns bytes and imports pyarrow only when called.
"""

from __future__ import annotations

from collections.abc import Callable

from podium.rank import Standings

from .hosts import host_nocs
from .markdown import to_markdown
from .readback import ReadRow, read_markdown, read_wikitext, rows_of
from .tabular import HEADER, to_csv, to_json, to_ndjson
from .wikitext import to_wikitext

#: The formats written as text, by their ``--format`` name.
FORMATS: dict[str, Callable[[Standings], str]] = {
    "csv": to_csv,
    "json": to_json,
    "ndjson": to_ndjson,
    "md": to_markdown,
    "wikitext": to_wikitext,
}
#: The formats written as bytes (they need a file).
BINARY_FORMATS = ("parquet",)


def to_parquet(standings: Standings) -> bytes:
    """The table as an Apache Parquet file (needs pyarrow)."""
    from .parquet import to_parquet as write

    return write(standings)


__all__ = [
    "BINARY_FORMATS",
    "FORMATS",
    "HEADER",
    "ReadRow",
    "host_nocs",
    "read_markdown",
    "read_wikitext",
    "rows_of",
    "to_csv",
    "to_json",
    "to_markdown",
    "to_ndjson",
    "to_parquet",
    "to_wikitext",
]
