"""The read stage: a file or bytes -> ``Document`` (text, format, language, encoding)."""

from __future__ import annotations

from podium.readers.reader import read_bytes, read_path

__all__ = ["read_bytes", "read_path"]
