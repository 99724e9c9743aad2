"""Long explanations are stored packed (zlib after a mark) and read back exactly; short ones
as they are; a text that starts with the mark is packed too, so reading is never ambiguous."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import select

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.errors import StoreError
from podium.i18n.messages import english
from podium.store import Store, schema
from podium.store.codec import PACK_FROM, PACKED, decode_reasons, encode_reasons, pack_text, unpack_text
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


def test_the_store_keeps_long_explanations_packed_and_reads_them_whole(store: Store) -> None:
    store_analyses(store, analyse_inputs(collect_inputs([str(p) for p in SEEDS.values()])))
    decided = store.decisions(GAMES)
    longest = max(decided, key=lambda d: len(encode_reasons(d.reasons) or ""))
    assert len(encode_reasons(longest.reasons) or "") >= PACK_FROM
    d = schema.decisions
    with store.engine.connect() as conn:
        rationale, reasons = conn.execute(
            select(d.c.rationale, d.c.reasons).where(d.c.games == GAMES, d.c.subject == longest.subject,
                                                     d.c.attribute == longest.attribute)).one()
        numbered = dict(conn.execute(select(schema.sources.c.key, schema.sources.c.id)).all())
    # the parts packed, each source named by its number; for people who open the store, the
    # plain sentence the English text starts with
    assert reasons.startswith(PACKED) and decode_reasons(reasons, numbered) == longest.reasons
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
    stored = encode_reasons(parts, {a: 1, b: 7})
    assert stored == ('[{"key":"plain_say","args":{"n":2,"speakers":[{"s":1},{"s":7}],"value":30}},'
                      '{"key":"contradicts","args":{"source":"' + stranger + '","stated":["1"]}}]')
    assert decode_reasons(stored, {1: a, 7: b}) == parts
    # a number the store does not hold is an error, not a wrong name
    with pytest.raises(StoreError, match="names source number 7, which is not stored"):
        decode_reasons(stored, SourceColumn(lambda keys: [(1, a)] if 1 in keys else []))
