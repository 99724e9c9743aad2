"""The mark podium's own exports carry (``podium.readers.own_exports`` says what it is in
each format and recognises it): podium's output is never evidence, so each exporter writes
it and ingest refuses a document that carries it."""

from __future__ import annotations

from podium.readers.own_exports import (
    COLUMNS,
    JSON_FIELD,
    MARK,
    MARKDOWN_MARK,
    WIKITEXT_SOURCE,
    exported_by_podium,
)

__all__ = ["COLUMNS", "JSON_FIELD", "MARK", "MARKDOWN_MARK", "WIKITEXT_SOURCE", "exported_by_podium"]
