"""Removing a source (``writes.remove_source``, ``actions.remove``) on SQLite and PostgreSQL:
its rows and the support rows naming its claims go, its Games is decided again, an audit entry
says so, and a failure leaves every row as it was."""

from __future__ import annotations

from typing import Any

import pytest

from podium.actions.ingest import redecide
from podium.actions.remove import Removal, remove_source
from podium.errors import NotFound, StoreError
from podium.model import Claim, Document, Finding
from podium.store import Store
from tests.store.conftest import GAMES, row_counts, snapshot


def fill(store: Store, ru_doc: Document, ru_claims: list[Claim], ru_findings: list[Finding],
         zh_doc: Document, zh_claims: list[Claim]) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, ru_findings)
        tx.add_source(zh_doc, GAMES, zh_claims, [])
        redecide(tx, GAMES)


def cell(store: Store, subject: str, attribute: str) -> tuple[Any, str]:
    [decision] = [d for d in store.decisions(GAMES) if (d.subject, d.attribute) == (subject, attribute)]
    return decision.shown, decision.status.value


def test_removal_deletes_the_source_and_decides_its_games_again(
        store: Store, ru_doc: Document, ru_claims: list[Claim], ru_findings: list[Finding],
        zh_doc: Document, zh_claims: list[Claim]) -> None:
    fill(store, ru_doc, ru_claims, ru_findings, zh_doc, zh_claims)
    assert cell(store, "GBR", "bronze")[1] == "disputed"
    before = row_counts(store)

    removal = remove_source(store, ru_doc.sha256[:8], note="a test")

    assert removal == Removal(ru_doc.sha256, "corpus/ru.txt", "Летние Паралимпийские игры 2004", 6, 3, (GAMES,))
    assert cell(store, "GBR", "bronze") == (30, "agreed")
    assert [s.id for s in store.sources()] == [zh_doc.sha256]
    assert store.findings(ru_doc.sha256) == []
    after = row_counts(store)
    assert (after["sources"], after["claims"], after["findings"]) == (1, 2, 0)
    assert after["decisions"] == 2 < before["decisions"]
    entry = store.audit()[-1]
    assert (entry.action, entry.target, entry.note, entry.detail) == ("remove", ru_doc.sha256, "a test", {
        "origin": "corpus/ru.txt", "title": "Летние Паралимпийские игры 2004", "games": [GAMES],
        "claims": 6, "findings": 3, "authority": False, "undo": "ingest the same document again"})


def test_removing_an_unknown_source_changes_nothing(
        store: Store, ru_doc: Document, ru_claims: list[Claim], ru_findings: list[Finding],
        zh_doc: Document, zh_claims: list[Claim]) -> None:
    fill(store, ru_doc, ru_claims, ru_findings, zh_doc, zh_claims)
    before = snapshot(store)
    with pytest.raises(NotFound, match="no source with id 'ffffff'"):
        remove_source(store, "ffffff")
    assert snapshot(store) == before


def test_a_removal_that_fails_while_deciding_leaves_every_row(
        store: Store, ru_doc: Document, ru_claims: list[Claim], ru_findings: list[Finding],
        zh_doc: Document, zh_claims: list[Claim], monkeypatch: pytest.MonkeyPatch) -> None:
    from podium.actions import remove

    fill(store, ru_doc, ru_claims, ru_findings, zh_doc, zh_claims)
    before = snapshot(store)

    def fail(*args: Any) -> None:
        raise StoreError("cannot decide 2004-summer-paralympics again")

    monkeypatch.setattr(remove, "redecide", fail)
    with pytest.raises(StoreError):
        remove_source(store, ru_doc.sha256)
    assert snapshot(store) == before


def test_removing_an_authoritative_source_unpins_its_values(
        store: Store, ru_doc: Document, ru_claims: list[Claim], ru_findings: list[Finding],
        zh_doc: Document, zh_claims: list[Claim]) -> None:
    fill(store, ru_doc, ru_claims, ru_findings, zh_doc, zh_claims)
    with store.begin() as tx:
        tx.set_authority(zh_doc.sha256, True)
        redecide(tx, GAMES)
    assert cell(store, "GBR", "bronze") == (30, "pinned")
    remove_source(store, zh_doc.sha256)
    assert cell(store, "GBR", "bronze") == (29, "agreed")
    assert store.authorities() == frozenset()
