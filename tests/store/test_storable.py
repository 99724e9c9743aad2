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
from podium.store import Store, StoreWriter, check_storable, schema
from podium.store.storable import (
    CLAIM_LIMITS,
    DOCUMENT_LIMITS,
    FINDING_LIMITS,
    GAMES_LENGTH,
    INT32,
    INT64,
)
from tests.conftest import SEEDS

from .conftest import GAMES, make_document, snapshot


def _column_limit(column: Column[Any]) -> int | None:
    kind = column.type
    if isinstance(kind, BigInteger):
        return INT64
    if isinstance(kind, Integer):
        return INT32
    if isinstance(kind, String) and kind.length is not None:
        return int(kind.length)
    return None


@pytest.mark.parametrize(("table", "limits", "renamed"), [
    (schema.sources, DOCUMENT_LIMITS | {"games": GAMES_LENGTH}, {"sha256": "id"}),
    # a claim's Games is held by the Games' table, which claims name by number (0011)
    (schema.claims, {field: limit for field, limit in CLAIM_LIMITS.items()
                     if field not in ("games", "extractor", "scope")}, {}),
    (schema.games, {"games": CLAIM_LIMITS["games"]}, {"games": "slug"}),
    # and how it was read by the readings' table (0013)
    (schema.readings, {field: CLAIM_LIMITS[field] for field in ("extractor", "scope")}, {}),
    (schema.findings, FINDING_LIMITS, {}),
])
def test_the_limits_are_the_schemas(table: Table, limits: dict[str, int], renamed: dict[str, str]) -> None:
    columns = {c.name: _column_limit(c) for c in table.columns}
    json_counts = {"value", "expected", "actual"}  # JSON text, held to 64 bits as numbers
    for field, limit in limits.items():
        name = renamed.get(field, field)
        assert (INT64 if name in json_counts else columns[name]) == limit, field
    # every limited column is checked, but the numbers the store gives (a row's, a source's)
    checked = {renamed.get(f, f) for f in limits}
    numbers = {"id", "key", "source_key", "games_key", "reading_key"}
    assert {name for name, limit in columns.items() if limit is not None and name not in numbers} <= checked


def _doc() -> Document:
    return make_document("GBR 35\n", origin="limits.txt", language="en", script="Latn")


def _claim(doc: Document, **changes: object) -> Claim:
    base = Claim(doc.sha256, GAMES, "GBR", "gold", 35, 1, Span(4, 6), "35", "test")
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_the_largest_numbers_the_store_holds_are_accepted() -> None:
    doc = _doc()
    check_storable(doc, GAMES, [_claim(doc, value=INT64), _claim(doc, value=-INT64 - 1, line=INT32)], [])


@pytest.mark.parametrize(("changes", "reason"), [
    ({"value": 10**400}, "line 1: its value (GBR gold) is a number of 401 digits, beyond what the store holds "
                         f"(at most {INT64})"),
    ({"value": INT64 + 1}, f"line 1: its value (GBR gold) is {INT64 + 1}, beyond what the store holds (at most {INT64})"),
    ({"line": INT32 + 1}, f"its line is {INT32 + 1}, beyond what the store holds (at most {INT32})"),
    ({"span": Span(0, 2**40)}, f"line 1: its span_end is {2**40}, beyond what the store holds (at most {INT32})"),
    ({"subject": "G" * 65}, "line 1: its subject 'GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG'… is 65 characters long, "
                            "more than the store holds (64)"),
    ({"raw": "3\ud8005"}, "line 1: its raw '3\\ud8005' contains a lone surrogate, which is not a character"),
])
def test_a_claim_the_store_cannot_hold_is_refused(changes: dict[str, object], reason: str) -> None:
    doc = _doc()
    with pytest.raises(StoreError) as refused:
        check_storable(doc, GAMES, [_claim(doc), _claim(doc, **changes)], [])
    assert str(refused.value) == f"cannot store limits.txt: {reason}"


def test_a_document_or_a_finding_the_store_cannot_hold_is_refused() -> None:
    doc = _doc()
    with pytest.raises(StoreError, match=r"^cannot store limits.txt: its text 'GBR\\x00' contains a NUL character$"):
        check_storable(dataclasses.replace(doc, text="GBR\x00"), GAMES, [], [])
    with pytest.raises(StoreError, match=r"^cannot store limits.txt: its Games 'x{40}'… is longer than 64"):
        check_storable(doc, "x" * 65, [], [])
    big = Finding("row-sum-mismatch", Severity.ERROR, doc.sha256, 1, "GBR", "total", 2**70, 1, "m")
    with pytest.raises(StoreError, match=r"^cannot store limits.txt: line 1: its expected is 1180591620717411303424, "):
        check_storable(doc, GAMES, [], [big])


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


def test_a_failure_while_writing_the_last_document_rolls_back_every_document(
    store: Store, seeds: list[SourceAnalysis], monkeypatch: pytest.MonkeyPatch
) -> None:
    store_analyses(store, seeds[:1])
    before = snapshot(store)
    real = StoreWriter.add_source
    last = seeds[2].document

    def locked(self: StoreWriter, document: Document, *args: Any, **kwargs: Any) -> bool:
        if document == last:
            raise StoreError(f"store {store.name}: database is locked")
        return real(self, document, *args, **kwargs)

    monkeypatch.setattr(StoreWriter, "add_source", locked)
    with pytest.raises(StoreError, match="database is locked"):
        store_analyses(store, seeds[1:])
    assert snapshot(store) == before
    monkeypatch.setattr(StoreWriter, "add_source", real)
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
