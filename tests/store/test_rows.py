"""A claim read from the store's row is the claim that was written."""

from __future__ import annotations

from dataclasses import fields

import pytest

from podium.model import Claim, Span
from podium.store.rows import CLAIM_FIELDS, claim_from_tuple

ROW = ("9f" * 32, "2004-summer-paralympics", "GBR", "bronze", "30", 12, 100, 123, "| GBR | 35 | 30 | 29 | 94 |",
       "table:markdown", "as-printed", "overall", "final")


def test_a_claim_read_from_a_row_equals_the_one_its_constructor_makes() -> None:
    made = Claim(source_id="9f" * 32, games="2004-summer-paralympics", subject="GBR", attribute="bronze", value=30,
                 line=12, span=Span(100, 123), raw="| GBR | 35 | 30 | 29 | 94 |", extractor="table:markdown",
                 qualifier="as-printed", scope="overall", as_of="final")
    read = claim_from_tuple(ROW)
    assert read == made and hash(read) == hash(made) and read.span == Span(100, 123)
    # a column for every field of the dataclass (the span is two)
    assert len(CLAIM_FIELDS) == len(ROW) == len(fields(Claim)) + 1


def test_a_claim_read_from_a_row_stays_frozen() -> None:
    read = claim_from_tuple(ROW)
    with pytest.raises(AttributeError):
        read.value = 29  # type: ignore[misc]
    assert claim_from_tuple((*ROW[:4], '"XII"', *ROW[5:])).value == "XII"
