"""Long explanations are stored packed (zlib after a mark) and read back exactly; short ones
as they are; a text that starts with the mark is packed too, so reading is never ambiguous.
The parts of an explanation are packed however short, against a preset dictionary."""

from __future__ import annotations

import base64
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import select

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.errors import StoreError
from podium.i18n.messages import english
from podium.store import Store, schema
from podium.store.codec import (
    MARK,
    PACK_FROM,
    PACKED,
    PACKED_PARTS,
    VECTOR_FROM,
    _b85decode,
    _b85encode,
    decode_reasons,
    encode_reasons,
    pack_parts,
    pack_text,
    unpack_text,
)
from podium.store.reads import decided
from tests.conftest import SEEDS

from .conftest import GAMES


def test_a_short_text_is_stored_as_it_is() -> None:
    assert pack_text("3969 is chosen: 2 sources say 3969") == "3969 is chosen: 2 sources say 3969"


def test_a_long_text_is_packed_to_a_fraction_of_its_size() -> None:
    text = "for 3969, 076a0618e866 and 14b7dc127d9e look dependent (probability 1.00); " * 40
    packed = pack_text(text)
    assert packed.startswith(PACKED) and len(packed) < len(text) / 10
    assert unpack_text(packed) == text


def test_a_text_that_starts_with_the_mark_is_packed_too() -> None:
    text = PACKED + "not packed"
    assert len(text) < PACK_FROM
    assert pack_text(text) != text and unpack_text(pack_text(text)) == text


@given(st.text())
def test_every_text_reads_back_as_it_was(text: str) -> None:
    assert unpack_text(pack_text(text)) == text


def test_a_damaged_packed_text_is_a_store_error() -> None:
    with pytest.raises(StoreError, match="^a stored explanation is not readable: "):
        unpack_text(PACKED + "AAAA")


FINDING = ('[{"key":"finding_at","args":{"finding":{"key":"finding_rank_order","args":{"above":"Portugal (POR)",'
           '"above_medals":"9-19-6","above_rank":2,"medals":"4-21-30","rank":3,"row":"Denmark (DEN)"}},"line":4}}]')


def test_the_parts_of_a_finding_are_packed_to_less_than_half_against_the_dictionary() -> None:
    # 202 characters, stored as they are by pack_text (zlib alone makes 147 bytes of them, 196 in base64)
    packed = pack_parts(FINDING)
    assert len(FINDING) == 202 and pack_text(FINDING) == FINDING
    assert packed.startswith(PACKED_PARTS) and len(packed) == 92
    assert unpack_text(packed) == FINDING


def test_parts_that_do_not_pack_smaller_stay_as_they_are_unless_they_start_with_the_mark() -> None:
    assert pack_parts("[]") == "[]"
    assert pack_parts(MARK + "[]").startswith(PACKED_PARTS) and unpack_text(pack_parts(MARK + "[]")) == MARK + "[]"


@given(st.text())
def test_every_text_packed_as_parts_reads_back_as_it_was(text: str) -> None:
    assert unpack_text(pack_parts(text)) == text


@pytest.mark.parametrize("damaged", [PACKED_PARTS + "0000", PACKED_PARTS + "~~~", "cut"])
def test_damaged_or_cut_parts_are_a_store_error(damaged: str) -> None:
    if damaged == "cut":
        damaged = pack_parts(FINDING)[:-10]
    with pytest.raises(StoreError, match="^a stored explanation is not readable: "):
        unpack_text(damaged)


def test_the_store_keeps_long_explanations_packed_and_reads_them_whole(store: Store) -> None:
    store_analyses(store, analyse_inputs(collect_inputs([str(p) for p in SEEDS.values()])))
    longest = max(store.decisions(GAMES), key=lambda d: len(unpack_text(encode_reasons(d.reasons) or "")))
    assert len(unpack_text(encode_reasons(longest.reasons) or "")) >= PACK_FROM
    d = schema.decisions
    with store.engine.connect() as conn:
        rationale, reasons = conn.execute(
            select(d.c.rationale, d.c.reasons).where(decided(GAMES), d.c.subject == longest.subject,
                                                     d.c.attribute == longest.attribute)).one()
        numbered = dict(conn.execute(select(schema.sources.c.key, schema.sources.c.id)).all())
    # the parts packed, each source named by its number; for people who open the store, the
    # plain sentence the English text starts with
    assert reasons.startswith(PACKED_PARTS) and decode_reasons(reasons, numbered) == longest.reasons
    assert not any(source_id in unpack_text(reasons) for source_id in numbered.values())
    assert '{"s":1}' in unpack_text(reasons)
    assert rationale == ("2 sources that copy each other say 162; 42fd05b2091e says 519; 519 is chosen because only "
                         "519 fits the 519 gold medals the tables award, one per event")
    assert english(longest).startswith(rationale + ". In detail: ") and len(english(longest)) >= PACK_FROM


def test_reasons_name_the_sources_of_the_store_by_number() -> None:
    from podium.model import reason
    from podium.store.rows import SourceColumn

    a, b, stranger = "a" * 64, "b" * 64, "c" * 64
    parts = (reason("plain_say", n=2, speakers=(a, b), value=30), reason("contradicts", source=stranger, stated=("1",)))
    stored = unpack_text(encode_reasons(parts, {a: 1, b: 7}) or "")
    assert stored == ('[{"key":"plain_say","args":{"n":2,"speakers":[{"s":1},{"s":7}],"value":30}},'
                      '{"key":"contradicts","args":{"source":"' + stranger + '","stated":["1"]}}]')
    assert decode_reasons(stored, {1: a, 7: b}) == parts
    # a number the store does not hold is an error, not a wrong name
    with pytest.raises(StoreError, match="names source number 7, which is not stored"):
        decode_reasons(stored, SourceColumn(lambda keys: [(1, a)] if 1 in keys else []))


@given(st.binary(min_size=VECTOR_FROM, max_size=3 * VECTOR_FROM))
def test_long_packed_texts_are_base85_as_the_standard_library_writes_it(data: bytes) -> None:
    """From ``VECTOR_FROM`` bytes podium makes base85 itself: the same text, read back."""
    written = _b85encode(data)
    assert written == base64.b85encode(data)
    assert _b85decode(written.decode("ascii")) == data


@pytest.mark.parametrize(("text", "error"), [
    ("~" * 1100, "above 2**32 - 1"),  # 84 * 85**4 + ... > 2**32 - 1
    ("0" * 1099 + " ", "not base85"),
    ("0" * 1099 + '"', "not base85"),
])
def test_long_damaged_base85_is_refused_as_the_standard_library_refuses_it(text: str, error: str) -> None:
    with pytest.raises(ValueError, match=re.escape(error)):
        _b85decode(text)
    with pytest.raises(ValueError):
        base64.b85decode(text)
    with pytest.raises(StoreError, match="not readable"):
        unpack_text(PACKED_PARTS + text)
