"""People stay in charge: authoritative sources and overrides, as store transactions.

Each function writes in one transaction: the change, its audit entry (time, who,
note) and the Games' decisions recomputed with ``podium.actions.ingest.redecide``. Nothing
here deletes a claim; undoing an override or an authority keeps both in the log.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from podium.actions.ingest import redecide
from podium.errors import NotFound, UsageError
from podium.model import GAMES_ATTRIBUTES, GAMES_SUBJECT, NATION_ATTRIBUTES, Games, Value

if TYPE_CHECKING:
    from podium.store import OverrideRecord, Store


#: Attributes whose value is a whole number: ranks and editions from 1, counts from 0.
_FROM_ONE = ("rank", "edition")
_COUNTS = (
    "gold", "silver", "bronze", "total", "nations", "athletes", "athletes_men", "athletes_women", "sports",
    "events", "medal_nations", "debut_nations", "total_gold", "total_silver", "total_bronze", "total_medals",
)
_DATES = ("start_date", "end_date")
#: An ISO date as the documents give them: ``2004-08-13``, or ``2004-08`` without the day.
_ISO_DATE = re.compile(r"[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?")
_WHOLE = re.compile(r"-?[0-9]+")


def parse_value(text: str) -> Value:
    """``"16"`` -> 16, ``"-3"`` -> -3; anything else stays text (``"²"``, ``"abc"``, a
    number of more digits than an int holds: :func:`check_value` says what fits)."""
    stripped = text.strip()
    if _WHOLE.fullmatch(stripped):
        try:
            return int(stripped)
        except ValueError:  # more digits than int() converts
            return stripped
    return stripped


def _shown(value: Value) -> str:
    if isinstance(value, int):
        return str(value) if abs(value) < 10**20 else "(a number of more than 20 digits)"
    return repr(value if len(value) <= 40 else value[:40] + "…")


def check_value(attribute: str, value: Value) -> Value:
    """``value`` as ``attribute`` holds it, or UsageError saying what fits: a rank or an
    edition is a whole number from 1, a count one from 0, both at most what the store holds
    (``2**63 - 1``); a date is ``YYYY-MM-DD`` (or ``YYYY-MM``); any other attribute a text
    that is not empty."""
    if attribute in _FROM_ONE or attribute in _COUNTS:
        from podium.store.storable import INT64

        least = 1 if attribute in _FROM_ONE else 0
        what = "a whole number from 1" if least else "a count, a whole number from 0"
        if isinstance(value, str) or not least <= value <= INT64:
            raise UsageError(f"{attribute} {_shown(value)}: expected {what} to {INT64}")
        return value
    text = str(value).strip() if isinstance(value, str) or abs(value) < 10**20 else ""
    if attribute in _DATES and not _ISO_DATE.fullmatch(text):
        raise UsageError(f"{attribute} {_shown(value)}: expected a date as YYYY-MM-DD (or YYYY-MM)")
    if not text:
        raise UsageError(f"{attribute} {_shown(value)}: expected a text")
    return text


def check_key(subject: str, attribute: str, games: str | None = None) -> str:
    """The subject as stored (NOC codes upper-case); UsageError for an unknown attribute, or
    a subject that is not a NOC code of the registry (:func:`podium.nations.is_noc`) or,
    with ``games`` (a slug), not a code in use at those Games."""
    if subject.lower() == GAMES_SUBJECT:
        if attribute not in GAMES_ATTRIBUTES:
            raise UsageError(f"unknown Games attribute {attribute!r}; one of: {', '.join(GAMES_ATTRIBUTES)}")
        return GAMES_SUBJECT
    if attribute not in NATION_ATTRIBUTES:
        raise UsageError(f"unknown nation attribute {attribute!r}; one of: {', '.join(NATION_ATTRIBUTES)}")
    code = subject.upper()
    if not (code.isascii() and code.isalpha() and len(code) == 3):
        raise UsageError(f"subject {subject!r}: expected a three-letter NOC code or 'games'")
    from podium import nations

    if not nations.is_noc(code):
        raise UsageError(f"subject {code!r} is not a NOC code (`podium nations list` lists them)")
    if games is not None:
        _check_in_use(code, games)
    return code


def _check_in_use(code: str, slug: str) -> None:
    """UsageError when ``code`` was not in use at the Games ``slug`` (naming the codes that
    stood for it there, if any)."""
    from podium.nations import registry

    try:
        games = Games.from_slug(slug)
    except ValueError:
        return  # not a Games of the catalogue's shape: nothing to check the code against
    record = registry().records[code]
    if record.in_use(games.year, games.kind):
        return
    then = registry().codes_then(code, games.year, games.kind)
    instead = f"; {' or '.join(then)} {'was' if len(then) == 1 else 'were'} there" if then else ""
    raise UsageError(f"{code} did not compete at the {games.name} ({slug}){instead}")


def set_override(
    store: Store, games: str, subject: str, attribute: str, value: Value, *, note: str, who: str = "cli"
) -> OverrideRecord:
    if not note.strip():
        raise UsageError("an override needs a note saying why (--note TEXT)")
    subject = check_key(subject, attribute, games)
    value = check_value(attribute, value)
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
