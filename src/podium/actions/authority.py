"""People stay in charge: authoritative sources and overrides, as store transactions.

Each function writes in one transaction: the change, its audit entry (time, who,
note) and the Games' decisions recomputed with ``podium.actions.ingest.redecide``. An
override is checked before anything is written: the attribute, the value, the nation at
those Games and the sums it would break (``override_checks``). Nothing
here deletes a claim; undoing an override or an authority keeps both in the log.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from podium.actions.ingest import redecide
from podium.actions.override_checks import check_competed, check_sums
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
    store: Store, games: str, subject: str, attribute: str, value: Value, *, note: str, who: str = "cli",
    force: bool = False,
) -> OverrideRecord:
    """Set one value by hand (``set_overrides`` with one change)."""
    return set_overrides(store, games, [(subject, attribute, value)], note=note, who=who, force=force)[0]


def set_overrides(
    store: Store, games: str, changes: Sequence[tuple[str, str, Value]], *, note: str, who: str = "cli",
    force: bool = False,
) -> list[OverrideRecord]:
    """Set values by hand, together, in one transaction (each its own override and audit
    entry), and decide the Games again. Each is checked first (``override_checks``): the
    key (:func:`check_key`), the value (:func:`check_value`), the nation at those Games,
    and, unless ``force``, the row's and the totals row's sums."""
    if not note.strip():
        raise UsageError("an override needs a note saying why (--note TEXT)")
    if not changes:
        raise UsageError("an override needs a value (ATTRIBUTE VALUE, or ATTRIBUTE=VALUE ...)")
    from podium import nations

    decisions = store.decisions(games)
    decided = {d.subject for d in decisions}
    checked: list[tuple[str, str, Value]] = []
    for subject, attribute, value in changes:
        code = subject.upper()
        if code.isascii() and code.isalpha() and len(code) == 3 and code not in decided and not nations.is_noc(code):
            check_competed(code, games, decisions, (), is_noc=False)  # no NOC code: the nearest of the Games' own
        code = check_key(subject, attribute, games)
        checked.append((code, attribute, check_value(attribute, value)))
    twice = sorted({f"{s} {a}" for s, a, _ in checked if sum(1 for x in checked if x[:2] == (s, a)) > 1})
    if twice:
        raise UsageError(f"{', '.join(twice)} given more than once")
    for code in sorted({s for s, _, _ in checked if s != GAMES_SUBJECT} - decided):
        check_competed(code, games, decisions, store.claims(games, subject=code))
    if not force:
        check_sums(games, decisions, checked)
    with store.begin() as tx:
        ids = [tx.add_override(games, s, a, v, note=note, who=who) for s, a, v in checked]
        redecide(tx, games)
        made = {o.id: o for o in tx.overrides(games)}
        return [made[i] for i in ids]


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
