"""What the store can hold is checked before anything is written, and ``store_analyses``
writes every document of one ingest in one transaction: all of them, or none."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from sqlalchemy import BigInteger, Column, Integer, String, Table

from podium.actions import ingest
from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.analysis import SourceAnalysis
from podium.errors import StoreError
from podium.model import Claim, Document, Finding, Severity, Span
from podium.store import Store
from tests.conftest import SEEDS

from .conftest import GAMES, make_document, snapshot


# -- store_analyses: one transaction ----------------------------------------------------------


@pytest.fixture(scope="module")
def seeds() -> list[SourceAnalysis]:
    return analyse_inputs(collect_inputs([str(SEEDS["zh-Hant"]), str(SEEDS["zh-Hans"]), str(SEEDS["ru"])]))


def test_a_last_document_the_store_cannot_hold_writes_nothing(store: Store, seeds: list[SourceAnalysis]) -> None:
    store_analyses(store, seeds[:1])
    before = snapshot(store)
    last = seeds[2]
    bad = dataclasses.replace(last, claims=(*last.claims[:-1], dataclasses.replace(last.claims[-1], value=10**30)))
    with pytest.raises(StoreError, match=f"^cannot store {last.document.origin}: line "):
        store_analyses(store, [seeds[1], bad])
    assert snapshot(store) == before


def test_a_failure_while_writing_rolls_back_every_document(
    store: Store, seeds: list[SourceAnalysis], monkeypatch: pytest.MonkeyPatch
) -> None:
    store_analyses(store, seeds[:1])
    before = snapshot(store)
    real = ingest.redecide

    def locked(tx: object, games: str) -> None:
        real(tx, games)  # type: ignore[arg-type]
        raise StoreError(f"store {store.name}: database is locked")

    monkeypatch.setattr(ingest, "redecide", locked)
    with pytest.raises(StoreError, match="database is locked"):
        store_analyses(store, seeds[1:])
    assert snapshot(store) == before
    monkeypatch.setattr(ingest, "redecide", real)
    assert [r.added for r in store_analyses(store, seeds)] == [False, True, True]
    assert len(snapshot(store)["sources"]) == 3


def test_an_overflow_while_deciding_is_a_store_error_and_writes_nothing(
    store: Store, seeds: list[SourceAnalysis], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = snapshot(store)

    def overflow(*_args: object, **_kwargs: object) -> object:
        raise OverflowError("int too large to convert to float")

    monkeypatch.setattr(ingest, "reconcile", overflow)
    with pytest.raises(StoreError) as refused:
        store_analyses(store, seeds)
    assert str(refused.value) == f"cannot decide {GAMES} again: OverflowError: int too large to convert to float"
    assert snapshot(store) == before
