"""What the store can hold, checked before anything is written (``check_storable``).

A store holds the same on every backend, so the limits are the narrowest of SQLite's and
PostgreSQL's: no NUL character in a text (PostgreSQL text cannot hold one) and no lone
surrogate (no backend encodes one); a ``String(n)`` column at most n characters (PostgreSQL
enforces it, SQLite does not); an ``Integer`` column within 32 bits (PostgreSQL ``integer``),
a ``BigInteger`` one within 64 (SQLite ``INTEGER``, PostgreSQL ``bigint``). A value (a claim's,
a finding's expected or actual) is kept as JSON text, but it is a count that reconciling,
ranking and every export take as a number: it too is held to 64 bits.

Plain Python: ``tests/store/test_storable.py`` checks these limits against ``schema.py``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from podium.errors import StoreError
from podium.model import Claim, Document, Finding

INT32 = 2**31 - 1
INT64 = 2**63 - 1

#: Per model field, the limit of the column it is stored in: a length (``String(n)``),
#: ``INT32``/``INT64`` (an integer column, or a value that is a count), or absent (``Text``).
DOCUMENT_LIMITS: dict[str, int] = {
    "sha256": 64, "language": 35, "script": 8, "format": 32, "encoding": 64, "size": INT64,
}
#: A claim's or finding's source id is its document's (``add_source`` checks): the store
#: keeps the source's number in their rows.
CLAIM_LIMITS: dict[str, int] = {
    "games": 64, "subject": 64, "attribute": 64, "value": INT64, "scope": 128,
    "line": INT32, "span_start": INT32, "span_end": INT32, "extractor": 128, "as_of": 32,
}
FINDING_LIMITS: dict[str, int] = {
    "code": 64, "severity": 16, "line": INT32, "subject": 64, "attribute": 64,
    "expected": INT64, "actual": INT64,
}
GAMES_LENGTH = 64
INTEGER_LIMITS = (INT32, INT64)


def _fields(item: Document | Claim | Finding) -> Iterable[tuple[str, Any]]:
    for name in (f.name for f in dataclasses.fields(item)):
        value = getattr(item, name)
        if name == "span":
            yield "span_start", value.start
            yield "span_end", value.end
        elif name == "severity":
            yield name, value.value
        else:
            yield name, value


def _digits(value: int) -> int:
    """How many decimal digits ``value`` has, without turning it into a text (which Python
    refuses beyond 4,300 digits)."""
    bits = abs(value).bit_length()
    return max(1, len(str(abs(value))) if bits < 4000 else int(bits * 0.30103) + 1)


def _check_text(origin: str, field: str, value: str, where: str) -> None:
    if "\x00" in value:
        raise StoreError(f"cannot store {origin}: {where}its {field} {value[:40]!r} contains a NUL character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise StoreError(
            f"cannot store {origin}: {where}its {field} {value[:40]!r} contains a lone surrogate, "
            "which is not a character"
        ) from None


def _check_item(origin: str, item: Document | Claim | Finding, limits: dict[str, int]) -> None:
    line = getattr(item, "line", None) if not isinstance(item, Document) else None
    where = f"line {line}: " if isinstance(line, int) and 0 < line <= INT32 else ""
    for field, value in _fields(item):
        limit = limits.get(field)
        if field == "value" and isinstance(item, Claim):
            field = f"value ({item.subject} {item.attribute})"
        if isinstance(value, str):
            _check_text(origin, field, value, where)
            if limit is not None and limit not in INTEGER_LIMITS and len(value) > limit:
                raise StoreError(
                    f"cannot store {origin}: {where}its {field} {value[:40]!r}… is {len(value)} characters long, "
                    f"more than the store holds ({limit})"
                )
        elif isinstance(value, int) and not isinstance(value, bool) and limit in INTEGER_LIMITS:
            assert limit is not None
            if not -limit - 1 <= value <= limit:
                shown = str(value) if _digits(value) <= 30 else f"a number of {_digits(value)} digits"
                raise StoreError(
                    f"cannot store {origin}: {where}its {field} is {shown}, beyond what the store holds "
                    f"(at most {limit})"
                )


def _claims_fit(claims: Sequence[Claim]) -> bool:
    """True when every claim fits ``CLAIM_LIMITS`` (a document's hundreds of claims checked
    at a fraction of ``_check_item``'s cost); False when one may not, which ``_check_item``
    then finds and names."""
    short = [(name, CLAIM_LIMITS[name]) for name in ("games", "subject", "attribute", "scope", "extractor")]
    int32, int64 = CLAIM_LIMITS["line"], CLAIM_LIMITS["value"]
    texts: list[str] = []
    for claim in claims:
        value = claim.value
        if isinstance(value, str):
            texts.append(value)
        elif isinstance(value, int) and not -int64 - 1 <= value <= int64:
            return False
        if not (-int32 - 1 <= claim.line <= int32 and -int32 - 1 <= claim.span.start <= int32
                and -int32 - 1 <= claim.span.end <= int32):
            return False
        for name, limit in short:
            text = getattr(claim, name)
            if not isinstance(text, str) or len(text) > limit:
                return False
            texts.append(text)
        texts.append(claim.raw)
        if claim.qualifier is not None:
            texts.append(claim.qualifier)
        if claim.as_of is not None:
            if len(claim.as_of) > CLAIM_LIMITS["as_of"]:
                return False
            texts.append(claim.as_of)
    joined = "".join(texts)
    if "\x00" in joined:
        return False
    try:
        joined.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_storable(
    document: Document, games: str | None, claims: Sequence[Claim], findings: Sequence[Finding]
) -> None:
    """Raise ``StoreError`` (one line naming the document and the reason) when the store
    cannot hold the document, its claims or its findings as they are; write nothing."""
    origin = document.origin
    _check_text("a document", "origin", origin, "")
    _check_item(origin, document, DOCUMENT_LIMITS)
    if games is not None and len(games) > GAMES_LENGTH:
        raise StoreError(f"cannot store {origin}: its Games {games[:40]!r}… is longer than {GAMES_LENGTH} characters")
    if not _claims_fit(claims):
        for claim in claims:
            _check_item(origin, claim, CLAIM_LIMITS)
    for finding in findings:
        _check_item(origin, finding, FINDING_LIMITS)
