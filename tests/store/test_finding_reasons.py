"""Findings keep the parts of their message (``findings.reasons``, revision 0003): they read
back as they were made, in any language; a row without them (stored before 0003) shows its
English message; a failed write leaves them as they were."""

from __future__ import annotations

import pytest
from sqlalchemy import update

from podium.actions.ingest import analyse_inputs, collect_inputs
from podium.analysis import SourceAnalysis
from podium.errors import StoreError
from podium.i18n.messages import render
from podium.store import Store, schema
from podium.store.codec import PACKED_PARTS, unpack_text
from tests.conftest import FIXTURES, SEEDS

from .conftest import snapshot

SEOUL = FIXTURES / "check" / "seoul-1988-totals-and-germany.ru.txt"


class Boom(Exception):
    pass


def analysed(*paths: object) -> list[SourceAnalysis]:
    return analyse_inputs(collect_inputs([str(p) for p in paths]))


def add(store: Store, analysis: SourceAnalysis) -> None:
    with store.begin() as tx:
        tx.add_source(analysis.document, analysis.games.slug, analysis.claims, analysis.findings)


def test_findings_read_back_with_their_parts(store: Store) -> None:
    (seoul,) = analysed(SEOUL)
    add(store, seoul)
    stored = store.findings(seoul.source_id)
    assert stored == list(seoul.findings) and all(f.reasons for f in stored)
    assert [render(f.reasons, "ru") for f in stored] == [
        "строка 5: «Германия»: это может быть FRG или GDR",
        "строка 7: строка итогов даёт 98 (серебро), а 3 строки выше в сумме дают 97",
    ]
    with store.engine.connect() as conn:
        (text, message), *_ = conn.execute(
            schema.findings.select().with_only_columns(schema.findings.c.reasons, schema.findings.c.message)
            .order_by(schema.findings.c.id)).all()
    assert text.startswith(PACKED_PARTS) and unpack_text(text) == ('[{"key":"finding_at","args":{"finding":{"key":"finding_nation_ambiguous","args":'
                    '{"candidates":["FRG","GDR"],"mention":"Германия"}},"line":5}}]')
    # the English message is the parts' English text: stored empty beside them, rendered when read
    assert message == ""
    assert stored[0].message == "line 5: 'Германия': could be FRG or GDR"


def test_unreadable_stored_parts_are_a_store_error(store: Store) -> None:
    (seoul,) = analysed(SEOUL)
    add(store, seoul)
    with store.engine.begin() as conn:
        conn.execute(update(schema.findings).values(reasons='[{"key": "finding_at"}]'))
    with pytest.raises(StoreError, match="stored reasons are not readable"):
        store.findings()


def test_a_failed_write_leaves_the_findings_as_they_were(store: Store) -> None:
    seoul, zh = analysed(SEOUL, SEEDS["zh-Hans"])
    add(store, seoul)
    before = snapshot(store)
    assert len(before["findings"]) == 2 and all(row[-1] for row in before["findings"])
    with pytest.raises(Boom):
        with store.begin() as tx:
            assert tx.add_source(zh.document, zh.games.slug, zh.claims, zh.findings) is True
            assert len(tx.findings()) == 6  # written, with their parts, until the transaction fails
            raise Boom
    assert snapshot(store) == before
