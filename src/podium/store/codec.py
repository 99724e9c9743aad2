"""Turning model values into column values and back.

Claim values are ``int`` or ``str``; they are stored as JSON text so that the
type survives the round trip on every backend (``3`` stays an int, ``"3"`` a text).
``None`` is stored as SQL NULL, never as the JSON text ``null``.
Timestamps are written in UTC; SQLite returns them naive, so reads mark them UTC.
A long explanation (a decision's rationale, the JSON of its reasons: they name the sources
behind each value, so they grow with the sources of a Games) is stored packed: zlib, then
base64, after the mark ``PACKED``; any text that starts with ``MARK`` is packed too, so that
reading it back is never ambiguous. Explanations repeat themselves (ids, the same phrases
for every pair of sources): packing keeps about a tenth of their bytes.

The parts of an explanation (``encode_reasons``: a decision's or a finding's) are packed
however short, against a preset dictionary of what such JSON looks like (``PARTS_DICTIONARY``:
each message's key and arguments, as real documents' explanations write them), after the mark
``PACKED_PARTS``: a finding's 200 bytes of JSON keep about 90, where zlib alone gains nothing.
The dictionary is part of the store's format: its file never changes (a better one would be a
new file under a new mark, the old one kept to read what it packed).
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from functools import lru_cache
from importlib.resources import files
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
#: What every packed text starts with (ESC, never the first character of an explanation).
MARK = "\x1b"
#: What a text packed by ``pack_text`` starts with.
PACKED = MARK + "z:"


def pack_text(text: str) -> str:
    """``text`` as stored: as it is when short, else zlib-compressed after ``PACKED``."""
    if len(text) < PACK_FROM and not text.startswith(MARK):
        return text
    return PACKED + base64.b64encode(zlib.compress(text.encode("utf-8"), 6)).decode("ascii")


#: What a text packed against ``PARTS_DICTIONARY`` starts with (``pack_parts``).
PACKED_PARTS = MARK + "d1:"
#: The preset dictionary of ``pack_parts`` (a file beside this module; never edited).
PARTS_DICTIONARY = "parts-1.zdict"


@lru_cache(maxsize=1)
def _parts_dictionary() -> bytes:
    return files(__package__).joinpath(PARTS_DICTIONARY).read_bytes()


#: From this many bytes base85 is made with numpy (``_b85encode``, ``_b85decode``): ``base64``'s
#: own is Python, word by word; a Games of 1,000 sources packs 800 supports and explanations
#: of a few KB each, 0.12 s of storing its decisions, against 0.03 s. Below it (about where
#: the two cost the same), ``base64``'s own, and a command that packs only short texts does
#: not load numpy.
VECTOR_FROM = 512
#: base85's alphabet (RFC 1924, as ``base64.b85encode`` writes it)
B85_ALPHABET = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"


def _b85encode(data: bytes) -> bytes:
    """``base64.b85encode(data)``: each 4 bytes (the last padded with zeros) as 5 digits of
    base 85, the padding's digits dropped."""
    if len(data) < VECTOR_FROM:
        return base64.b85encode(data)
    import numpy as np

    pad = -len(data) % 4
    words = np.frombuffer(data + b"\0" * pad, dtype=">u4").astype(np.int64)
    digits = np.empty((len(words), 5), dtype=np.int64)
    for place in range(4, -1, -1):
        words, digits[:, place] = np.divmod(words, 85)
    out = np.frombuffer(B85_ALPHABET, dtype=np.uint8)[digits].tobytes()
    return out[:len(out) - pad]


@lru_cache(maxsize=1)
def _b85_digits() -> Any:
    """Each byte's base85 digit (255: not in the alphabet), a numpy table."""
    import numpy as np

    table = np.full(256, 255, dtype=np.uint8)
    table[np.frombuffer(B85_ALPHABET, dtype=np.uint8)] = np.arange(85, dtype=np.uint8)
    return table


def _b85decode(text: str) -> bytes:
    """``base64.b85decode(text)``, with its errors (ValueError): a character outside the
    alphabet, a group of 5 digits above 2**32 - 1."""
    if len(text) < VECTOR_FROM:
        return base64.b85decode(text)
    import numpy as np

    pad = -len(text) % 5
    digits = _b85_digits()[np.frombuffer(text.encode("ascii") + b"~" * pad, dtype=np.uint8)]
    if (digits == 255).any():
        raise ValueError("a character that is not base85")
    words = np.zeros(len(digits) // 5, dtype=np.int64)
    for place in range(5):
        words = words * 85 + digits[place::5]
    if (words > 0xFFFFFFFF).any():
        raise ValueError("a base85 group above 2**32 - 1")
    out = words.astype(">u4").tobytes()
    return out[:len(out) - pad]


def pack_parts(text: str) -> str:
    """A JSON text of the store (an explanation's parts, a decision's support) as stored: raw
    deflate against ``PARTS_DICTIONARY``, then base85, after ``PACKED_PARTS``; as it is when
    that is no shorter (and it cannot be taken for a packed text)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, _parts_dictionary())
    packed = PACKED_PARTS + _b85encode(packer.compress(text.encode("utf-8")) + packer.flush()).decode("ascii")
    return text if len(packed) >= len(text) and not text.startswith(MARK) else packed


def unpack_text(stored: str) -> str:
    """The text ``pack_text`` or ``pack_parts`` stored."""
    try:
        if stored.startswith(PACKED_PARTS):
            unpacker = zlib.decompressobj(-15, _parts_dictionary())
            data = _b85decode(stored[len(PACKED_PARTS):])
            text = unpacker.decompress(data) + unpacker.flush()
            if not unpacker.eof:
                raise ValueError("the packed text is cut short")
            return text.decode("utf-8")
        if stored.startswith(PACKED):
            return zlib.decompress(base64.b64decode(stored[len(PACKED):], validate=True)).decode("utf-8")
    except (ValueError, zlib.error) as error:
        raise StoreError(f"a stored explanation is not readable: {error}") from None
    return stored


# -- the claims behind a value of a decision ----------------------------------------


def encode_ids(ids: Sequence[int]) -> str:
    """The ids of the claims that state a value, in their order: decimal, comma-separated."""
    return ",".join(map(str, ids))


#: A decision's Supports as stored: (its value as ``encode_value`` writes it, its claims' ids), in order.
StoredSupport = Sequence[tuple[str, Sequence[int]]]


def encode_support(support: StoredSupport) -> str:
    """A decision's Supports, in order, as one text of its row ("" for none): a JSON array of
    ``[value, [claim ids]]``, packed like an explanation's parts (``pack_parts``: ids and
    values compress to two thirds), so that a decision is one row however many values and
    sources it has."""
    if not support:
        return ""
    return pack_parts("[" + ",".join(f"[{value},[{encode_ids(ids)}]]" for value, ids in support) + "]")


def decode_support(text: str) -> list[tuple[Value, list[int]]]:
    """The Supports ``encode_support`` stored: (value, claim ids), in order."""
    if not text:
        return []
    try:
        read = json.loads(unpack_text(text))
        out = [(value, ids) for value, ids in read]
        if any(isinstance(v, bool) or not isinstance(v, (int, str))
               or not all(type(i) is int for i in ids) for v, ids in out):
            raise ValueError("not a list of [value, [claim ids]]")
    except (ValueError, TypeError) as error:
        raise StoreError(f"a decision's stored support is not readable: {error}") from None
    return out


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
    return pack_parts(json.dumps([_encode_arg(p, found) for p in parts], ensure_ascii=False, separators=(",", ":")))


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
