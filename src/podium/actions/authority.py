"""People stay in charge: authoritative sources and overrides, as store transactions.

Each function writes in one transaction: the change, its audit entry (time, who,
note) and the Games' decisions recomputed with ``podium.actions.ingest.redecide``. Nothing
here deletes a claim; undoing an override or an authority keeps both in the log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from podium.actions.ingest import redecide
from podium.errors import NotFound, UsageError
from podium.model import GAMES_ATTRIBUTES, GAMES_SUBJECT, NATION_ATTRIBUTES, Value

if TYPE_CHECKING:
    from podium.store import OverrideRecord, Store


def parse_value(text: str) -> Value:
    """``"16"`` -> 16; anything that is not a whole number stays text."""
    stripped = text.strip()
    return int(stripped) if stripped.lstrip("-").isdigit() else stripped


def check_key(subject: str, attribute: str) -> str:
    """The subject as stored (NOC codes upper-case); UsageError for an unknown attribute."""
    if subject.lower() == GAMES_SUBJECT:
        if attribute not in GAMES_ATTRIBUTES:
            raise UsageError(f"unknown Games attribute {attribute!r}; one of: {', '.join(GAMES_ATTRIBUTES)}")
        return GAMES_SUBJECT
    if attribute not in NATION_ATTRIBUTES:
        raise UsageError(f"unknown nation attribute {attribute!r}; one of: {', '.join(NATION_ATTRIBUTES)}")
    code = subject.upper()
    if not (code.isalpha() and len(code) == 3):
        raise UsageError(f"subject {subject!r}: expected a three-letter NOC code or 'games'")
    return code


def set_override(
    store: Store, games: str, subject: str, attribute: str, value: Value, *, note: str, who: str = "cli"
) -> OverrideRecord:
    if not note.strip():
        raise UsageError("an override needs a note saying why (--note TEXT)")
    subject = check_key(subject, attribute)
    with store.begin() as tx:
        override_id = tx.add_override(games, subject, attribute, value, note=note, who=who)
        redecide(tx, games)
        return next(o for o in tx.overrides(games) if o.id == override_id)


def undo_override(store: Store, override_id: int, *, note: str | None = None, who: str = "cli") -> OverrideRecord:
    found = [o for o in store.overrides(active_only=False) if o.id == override_id]
    if not found or not found[0].active:
        raise NotFound(f"no active override with id {override_id} (see `podium overrides --all`)")
    with store.begin() as tx:
        tx.revoke_override(override_id, note=note, who=who)
        redecide(tx, found[0].games)
    return found[0]


def set_authority(store: Store, source: str, authority: bool = True, *, note: str | None = None, who: str = "cli") -> str:
    """Mark (or unmark) a stored source as authoritative; its Games are decided again."""
    with store.begin() as tx:
        record = tx.source(source)
        source_id = tx.set_authority(record.id, authority, note=note, who=who)
        if record.games:
            redecide(tx, record.games)
        return source_id
