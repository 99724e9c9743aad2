"""Decisions are written in bulk: a fixed number of statements per Games however many claims
support them (no SELECT per claim), everything checked before the first write; a medal
table reads them without their explanation."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.errors import StoreError
from podium.model import Decision
from podium.reconcile import reconcile
from podium.store import Store, open_store
from podium.store.sqlite_file import SqliteFileStore
from tests.conftest import SEEDS

from .conftest import GAMES, snapshot


@contextmanager
def statements(store: Store) -> Iterator[list[str]]:
    """The SQL statements the store's engine runs inside the block (an executemany is one)."""
    seen: list[str] = []

    def record(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        seen.append(statement.split(None, 1)[0].upper())

    event.listen(store.engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(store.engine, "before_cursor_execute", record)


def stocked(store: Store, *names: str) -> list[Decision]:
    store_analyses(store, analyse_inputs(collect_inputs([str(SEEDS[n]) for n in names])))
    return store.decisions(GAMES)


def replace(store: Store) -> list[str]:
    with store.begin() as tx:
        decisions = reconcile(tx.claims(GAMES))
        with statements(store) as seen:
            tx.replace_decisions(GAMES, decisions)
    return seen


def test_replacing_decisions_takes_the_same_statements_whatever_the_claims(store: Store) -> None:
    stocked(store, "ru")
    one = replace(store)
    stocked(store, "zh-Hant", "zh-Hans")
    three = replace(store)
    assert one.count("SELECT") == three.count("SELECT") == 3
    if store.engine.dialect.name == "sqlite":
        # read the claim ids and their sources' ids (900 sources a query), delete the decisions,
        # read the Games' number, insert the new decisions with their support
        assert one == three == ["SELECT", "SELECT", "DELETE", "SELECT", "INSERT"]


def test_the_decisions_written_in_bulk_read_back_as_they_were_decided(store: Store) -> None:
    decided = stocked(store, "ru", "zh-Hant", "zh-Hans")
    with store.begin() as tx:
        again = reconcile(tx.claims(GAMES))
    assert decided == again
    assert sum(len(s.claims) for d in decided for s in d.support) > 1000


def test_a_decision_made_twice_is_refused_before_anything_is_written(store: Store) -> None:
    decided = stocked(store, "ru")
    before = snapshot(store)
    with pytest.raises(StoreError, match=r"^cannot store decisions of 2004-summer-paralympics: "
                                         r"CHN gold is decided twice$"):
        with store.begin() as tx:
            [gold] = [d for d in decided if (d.subject, d.attribute) == ("CHN", "gold")]
            tx.replace_decisions(GAMES, [*decided, gold])
    assert snapshot(store) == before


def bare(decision: Decision) -> Decision:
    return dataclasses.replace(decision, support=(), rationale="", reasons=())


def test_a_table_reads_the_decisions_without_their_support_or_explanation(store: Store) -> None:
    decided = stocked(store, "ru", "zh-Hant", "zh-Hans")
    assert store.decisions(GAMES, explained=False) == [bare(d) for d in decided]
    disputed = store.decisions(GAMES, disputed_only=True)
    assert disputed and store.decisions(GAMES, disputed_only=True, explained=False) == [bare(d) for d in disputed]


def test_a_sqlite_file_reads_the_same_bare_decisions_without_sqlalchemy(tmp_path: Path) -> None:
    path = tmp_path / "fast.sqlite"
    with open_store(str(path)) as store:
        decided = stocked(store, "ru", "zh-Hant")
    fast = open_store(str(path))
    assert isinstance(fast, SqliteFileStore)
    assert fast.decisions(GAMES, explained=False) == [bare(d) for d in decided]
    assert fast._engine is None  # read with sqlite3 alone
    fast.close()


def test_the_authorities_are_read_without_counting_claims(store: Store) -> None:
    stocked(store, "ru", "zh-Hant")
    [ru] = [s.id for s in store.sources() if s.language == "ru"]
    assert store.authorities() == frozenset()
    with store.begin() as tx:
        tx.set_authority(ru, True)
        assert tx.authorities() == {ru}
    assert store.authorities() == {ru}
