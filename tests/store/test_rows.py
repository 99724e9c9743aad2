"""A claim read from the store's row is the claim that was written, its repeated texts kept once."""

from __future__ import annotations

from dataclasses import fields, replace

from podium.model import Claim, Span
from podium.store.claim_ids import ClaimIds
from podium.store.rows import CLAIM_FIELDS, Numbered
from podium.store.rows import claims_from_tuples as read_rows

SOURCES = {3: "9f" * 32}  # a source's id by its number in the store
DOCUMENTS = {3: "x" * 100 + "| GBR | 35 | 30 | 29 | 94 |"}  # and its text
#: the Games and the readings by their numbers
NUMBERED = Numbered({5: "2004-summer-paralympics", 6: "2008-summer-paralympics"},
                    {1: ("table:markdown", "overall"), 2: ("fact:en", "overall"), 4: ("table:markdown", "sport:judo")})
ROW = (3, 5, "GBR", "bronze", "30", 12, 100, 123, "| GBR | 35 | 30 | 29 | 94 |", 1, "as-printed", "final")


def claims_from_tuples(rows: list[tuple[object, ...]], sources: dict[int, str], documents: dict[int, str]) -> list[Claim]:
    return list(read_rows(rows, sources, documents, NUMBERED))


def _fresh(text: str) -> str:
    """An equal string that is another object (as the driver makes one per row)."""
    return "".join(list(text))


def test_a_claim_read_from_a_row_equals_the_one_its_constructor_makes() -> None:
    made = Claim(source_id="9f" * 32, games="2004-summer-paralympics", subject="GBR", attribute="bronze", value=30,
                 line=12, span=Span(100, 123), raw="| GBR | 35 | 30 | 29 | 94 |", extractor="table:markdown",
                 qualifier="as-printed", scope="overall", as_of="final")
    [read] = claims_from_tuples([ROW], SOURCES, DOCUMENTS)
    assert read == made and hash(read) == hash(made)
    # a column for every field (a span is two; the reading gives the extractor and the scope)
    assert len(CLAIM_FIELDS) == len(ROW) == len(fields(Claim))


def test_a_claims_games_and_reading_are_read_by_their_numbers() -> None:
    [read] = claims_from_tuples([(3, 6, *ROW[2:9], 4, None, None)], SOURCES, DOCUMENTS)
    assert (read.games, read.extractor, read.scope, read.qualifier, read.as_of) == (
        "2008-summer-paralympics", "table:markdown", "sport:judo", None, None)


def test_the_texts_claims_repeat_are_kept_once() -> None:
    other = (3, 5, *map(_fresh, ROW[2:4]), "29", 12, 124, 126, _fresh(ROW[8]), 1, None, None)
    assert other[2] is not ROW[2] and other[2] == ROW[2]
    first, second = claims_from_tuples([ROW, other], SOURCES, DOCUMENTS)
    assert (second.value, second.span, second.qualifier, second.as_of) == (29, Span(124, 126), None, None)
    for name in ("source_id", "games", "subject", "attribute", "raw", "extractor", "scope"):
        assert getattr(second, name) is getattr(first, name), name


def test_a_raw_text_stored_as_null_is_the_documents_text_over_the_span() -> None:
    [read] = claims_from_tuples([(*ROW[:7], 127, None, *ROW[9:])], SOURCES, DOCUMENTS)
    assert read.raw == "| GBR | 35 | 30 | 29 | 94 |" == DOCUMENTS[3][100:127]


def test_a_text_value_is_read_as_a_text() -> None:
    [read] = claims_from_tuples([(*ROW[:4], '"XII"', *ROW[5:])], SOURCES, DOCUMENTS)
    assert read.value == "XII"


def test_a_claims_stored_id_is_found_by_the_claim_read_and_by_an_equal_one_made_anew() -> None:
    first, second = claims_from_tuples([ROW, (*ROW[:4], "29", 13, 130, 150, *ROW[8:])], SOURCES, DOCUMENTS)
    ids = ClaimIds([first, second], [7, 8], SOURCES)
    assert (ids.get(first), ids.get(second)) == (7, 8)
    made = replace(second, raw="".join(list(second.raw)))  # another object, the same natural key
    assert made is not second and ids.get(made) == 8
    assert ids.get(replace(second, line=14)) is None
