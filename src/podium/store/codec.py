"""Turning model values into column values and back.

Claim values are ``int`` or ``str``; they are stored as JSON text so that the
type survives the round trip on every backend (``3`` stays an int, ``"3"`` a text).
``None`` is stored as SQL NULL, never as the JSON text ``null``.
Timestamps are written in UTC; SQLite returns them naive, so reads mark them UTC.
A long explanation (a decision's rationale, the JSON of its reasons: they name the sources
behind each value, so they grow with the sources of a Games) is stored packed: zlib, then
base64, after the mark ``PACKED``; any text that starts with the mark is packed too, so that
reading it back is never ambiguous. Explanations repeat themselves (ids, the same phrases
for every pair of sources): packing keeps about a tenth of their bytes.
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from podium.errors import StoreError
from podium.model import Reason, Value

if TYPE_CHECKING:
    from podium.model import Arg


def encode_value(value: Value) -> str:
    """JSON text of a claim value; anything but an int or a str is a caller's bug."""
    if type(value) is int:  # most values: the JSON of an int is its decimal digits
        return str(value)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise StoreError(f"cannot store value {value!r}: values are ints or texts")
    return json.dumps(value, ensure_ascii=False)


def encode_optional(value: Value | None) -> str | None:
    return None if value is None else encode_value(value)


def decode_value(text: str) -> Value:
    if text.isdigit() and text.isascii():  # most values: a count, as encode_value wrote it
        return int(text)
    value = json.loads(text)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise StoreError(f"stored value {text!r} is neither an int nor a text")
    return value


def decode_optional(text: str | None) -> Value | None:
    return None if text is None else decode_value(text)


def encode_detail(detail: Any) -> str | None:
    """JSON text of an audit entry's detail (any JSON-serialisable value)."""
    if detail is None:
        return None
    try:
        return json.dumps(detail, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError) as error:
        raise StoreError(f"cannot store audit detail: {error}") from None


def decode_detail(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def utcnow() -> datetime:
    return datetime.now(UTC)


def as_utc(moment: datetime) -> datetime:
    """A stored timestamp as an aware UTC datetime, whatever the backend returned."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def as_utc_optional(moment: datetime | None) -> datetime | None:
    return None if moment is None else as_utc(moment)


# -- the parts of a rationale or a finding's message, as JSON text -------------------

#: A text this long or longer is stored packed (``pack_text``).
PACK_FROM = 512
#: What a packed text starts with (ESC, never the first character of an explanation).
PACKED = "\x1bz:"


def pack_text(text: str) -> str:
    """``text`` as stored: as it is when short, else zlib-compressed after ``PACKED``."""
    if len(text) < PACK_FROM and not text.startswith(PACKED):
        return text
    return PACKED + base64.b64encode(zlib.compress(text.encode("utf-8"), 6)).decode("ascii")


def unpack_text(stored: str) -> str:
    """The text ``pack_text`` stored."""
    if not stored.startswith(PACKED):
        return stored
    try:
        return zlib.decompress(base64.b64decode(stored[len(PACKED):], validate=True)).decode("utf-8")
    except (ValueError, zlib.error) as error:
        raise StoreError(f"a stored explanation is not readable: {error}") from None


# -- the claims behind a value of a decision ----------------------------------------


def encode_ids(ids: Sequence[int]) -> str:
    """The ids of the claims that state a decision's value, in their order, as one text:
    decimal, comma-separated ("" for none), so that a Support is one row however many
    sources state it."""
    return ",".join(map(str, ids))


def decode_ids(text: str) -> list[int]:
    """The ids ``encode_ids`` stored."""
    if not text:
        return []
    try:
        return [int(i) for i in text.split(",")]
    except ValueError:
        raise StoreError(f"stored claim ids are not readable: {text[:40]!r}") from None


def _encode_arg(value: Arg, numbers: Mapping[str, int]) -> Any:
    if isinstance(value, Reason):
        return {"key": value.key, "args": {name: _encode_arg(v, numbers) for name, v in value.args}}
    if isinstance(value, tuple):
        return [_encode_arg(v, numbers) for v in value]
    if isinstance(value, str) and value in numbers:
        return {SOURCE: numbers[value]}
    return value


def _decode_arg(data: Any, sources: Mapping[int, str]) -> Arg:
    if isinstance(data, dict):
        if SOURCE in data:
            return sources[int(data[SOURCE])]
        return Reason(str(data["key"]), tuple((str(k), _decode_arg(v, sources)) for k, v in sorted(data["args"].items())))
    if isinstance(data, list):
        return tuple(_decode_arg(v, sources) for v in data)
    if isinstance(data, bool) or not isinstance(data, (int, float, str, type(None))):
        raise ValueError(f"not a reason's argument: {data!r}")
    return data


#: The JSON object that stands for a source's id in stored reasons: ``{"s": its number}``.
SOURCE = "s"


def encode_reasons(parts: Sequence[Reason], numbers: Mapping[str, int] | None = None) -> str | None:
    """JSON text of the parts (``None`` for none), packed when long (``pack_text``). A
    source's id among ``numbers`` (id -> its number in the store, ``sources.key``) is written
    as its number: an explanation names every source behind each value, and 64 characters of
    an id are most of what it weighs, packed or not."""
    if not parts:
        return None
    found = numbers or {}
    return pack_text(json.dumps([_encode_arg(p, found) for p in parts], ensure_ascii=False, separators=(",", ":")))


def decode_reasons(text: str | None, sources: Mapping[int, str] | None = None) -> tuple[Reason, ...]:
    """A decision's or a finding's stored parts (NULL is none); the sources named by number
    are given their ids from ``sources`` (a number -> id map that reads what it lacks)."""
    if text is None:
        return ()
    try:
        parts = tuple(_decode_arg(p, sources if sources is not None else {}) for p in json.loads(unpack_text(text)))
        if not all(isinstance(p, Reason) for p in parts):
            raise ValueError("not a list of messages")
    except (ValueError, KeyError, TypeError) as error:
        raise StoreError(f"stored reasons are not readable: {error}") from None
    return parts  # type: ignore[return-value]
