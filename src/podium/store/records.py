"""What the store returns besides the model's own values: rows about rows."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from podium.model import Value


@dataclass(frozen=True)
class SourceRecord:
    """One stored source: its document's metadata and how much was read from it."""

    id: str
    origin: str
    title: str | None
    language: str
    script: str
    format: str
    encoding: str
    size: int
    games: str | None
    authority: bool
    ingested_at: datetime
    claim_count: int
    error_count: int
    warning_count: int
    info_count: int

    @property
    def finding_count(self) -> int:
        return self.error_count + self.warning_count + self.info_count


@dataclass(frozen=True)
class GamesRecord:
    """A Games present in the store and how many sources speak about it."""

    slug: str
    source_count: int


@dataclass(frozen=True)
class AuditEntry:
    """One line of the audit log: who did what to which target, when and why."""

    id: int
    at: datetime
    who: str
    action: str
    target: str
    note: str | None
    detail: Any


@dataclass(frozen=True)
class OverrideRecord:
    """A value a person set for one (games, subject, attribute), with a note."""

    id: int
    games: str
    subject: str
    attribute: str
    value: Value
    note: str
    who: str
    created_at: datetime
    revoked_at: datetime | None

    @property
    def active(self) -> bool:
        return self.revoked_at is None
