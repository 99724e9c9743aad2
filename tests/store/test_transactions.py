"""Writes are idempotent by sha256 and all-or-nothing inside ``begin()``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from podium.errors import StoreError
from podium.model import Claim, Decision, DecisionStatus, Document, Finding, Support
from podium.store import Store

from .conftest import GAMES, row_counts, snapshot


class Boom(Exception):
    pass


def test_add_source_is_idempotent(store: Store, ru_doc: Document, ru_claims: list[Claim],
                                  ru_findings: list[Finding]) -> None:
    with store.begin() as tx:
        assert tx.add_source(ru_doc, GAMES, ru_claims, ru_findings) is True
    before = snapshot(store)
    assert row_counts(store) == {
        "sources": 1, "games": 1, "readings": 2, "claims": 6, "findings": 3, "decisions": 0,
        "overrides": 0, "audit_log": 1,
    }
    with store.begin() as tx:
        assert tx.has_source(ru_doc.sha256) is True
        assert tx.add_source(ru_doc, "other-games", ru_claims[:1], [], authority=True) is False
    assert snapshot(store) == before


def test_same_bytes_twice_in_one_transaction(store: Store, ru_doc: Document,
                                             ru_claims: list[Claim]) -> None:
    with store.begin() as tx:
        assert tx.add_source(ru_doc, GAMES, ru_claims, []) is True
        assert tx.add_source(ru_doc, GAMES, ru_claims, []) is False
    assert row_counts(store)["claims"] == 6


def test_exception_inside_begin_rolls_everything_back(
    store: Store, ru_doc: Document, ru_claims: list[Claim], ru_findings: list[Finding],
    zh_doc: Document, zh_claims: list[Claim],
) -> None:
    # Some state first, so "unchanged" means more than "empty".
    with store.begin() as tx:
        tx.add_source(zh_doc, GAMES, zh_claims, [])
        tx.replace_decisions(GAMES, [Decision(
            GAMES, "GBR", "gold", DecisionStatus.AGREED, 35, None, 1.0, "one source",
            (Support(35, (zh_claims[0],)),))])
        tx.add_override(GAMES, "GBR", "bronze", 30, note="IPC")
    before = snapshot(store)
    counts = row_counts(store)

    with pytest.raises(Boom):
        with store.begin() as tx:
            assert tx.add_source(ru_doc, GAMES, ru_claims, ru_findings, authority=True) is True
            tx.replace_decisions(GAMES, [])
            tx.add_override(GAMES, "JPN", "silver", 15, note="x")
            tx.add_audit("test", "target", "note", {"k": [1, "2"]}, "me")
            # the writer sees its own writes...
            assert tx.has_source(ru_doc.sha256)
            assert len(tx.claims(GAMES)) == 8
            assert tx.decisions(GAMES) == []
            raise Boom("injected failure after the inserts")

    # ...and after the failure nothing of them is left.
    assert snapshot(store) == before
    assert row_counts(store) == counts
    assert not store.has_source(ru_doc.sha256)
    assert [d.subject for d in store.decisions(GAMES)] == ["GBR"]


def test_store_error_inside_begin_rolls_back(store: Store, ru_doc: Document,
                                             ru_claims: list[Claim]) -> None:
    before = snapshot(store)
    with pytest.raises(StoreError):
        with store.begin() as tx:
            tx.add_source(ru_doc, GAMES, ru_claims, [])
            tx.replace_decisions(GAMES, [Decision(
                GAMES, "GBR", "gold", DecisionStatus.AGREED, 35, None, 1.0, "x",
                (Support(35, (replace(ru_claims[0], line=99),)),))])
    assert snapshot(store) == before


def test_reads_see_committed_writes_only(store: Store, ru_doc: Document) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, [], [])
        assert tx.has_source(ru_doc.sha256)
    assert store.has_source(ru_doc.sha256)
