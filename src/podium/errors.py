"""Every user-facing failure of podium is a PodiumError with a one-line message.

The CLI prints ``podium: error: <message>`` and exits with code 2; the HTTP
service turns these into its JSON error envelope. Validation problems in a
document are not errors: they are ``Finding`` values.
"""

from __future__ import annotations


class PodiumError(Exception):
    """Base class. ``str(error)`` is the one line a person reads."""

    def __init__(self, reason: str, *, path: str | None = None, line: int | None = None) -> None:
        self.reason = reason
        self.path = path
        self.line = line
        super().__init__(self.message)

    @property
    def message(self) -> str:
        where = ""
        if self.path is not None:
            where = self.path if self.line is None else f"{self.path}:{self.line}"
            where += ": "
        return where + self.reason


class BadInput(PodiumError):
    """A document podium cannot use: missing, empty, binary, undecodable, or
    holding neither a medal table nor a fact about a Games."""


class NoGames(BadInput):
    """The document does not say which Games it is about."""


class StoreError(PodiumError):
    """The store cannot be opened or written (bad URL, newer schema, locked file)."""


class NotFound(PodiumError):
    """A Games, source or nation asked for is not in the store."""


class UsageError(PodiumError):
    """A command was called with values that cannot work together."""
