"""A SQLite file at the newest schema opens without SQLAlchemy, and its plain-SQL reads
return exactly what the SQLAlchemy reads return."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from podium.actions import authority
from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses
from podium.errors import StoreError
from podium.model import GAMES_SUBJECT, Claim, Document
from podium.store import Store, open_store
from podium.store.sqlite_file import SqliteFileStore
from tests.conftest import imported

from .conftest import GAMES
from .test_roundtrip import _decisions


def _same_reads(path: Path) -> None:
    """Every fast read, then the same reads through the engine, are equal."""
    store = open_store(str(path))
    assert isinstance(store, SqliteFileStore)
    games = store.games()
    fast = {g.slug: (store.decisions(g.slug), store.decisions(g.slug, disputed_only=True)) for g in games}
    facts = {g.slug: store.decisions(g.slug, subject=GAMES_SUBJECT) for g in games}
    # the facts alone are the decisions about the Games itself (and there are some)
    assert all(facts[slug] == [d for d in every if d.subject == GAMES_SUBJECT] for slug, (every, _) in fast.items())
    titles = store.source_titles()
    assert store._engine is None
    assert store.engine is not None  # from here on, reads go through SQLAlchemy
    assert store.games() == games
    assert list(store.source_titles().items()) == list(titles.items())  # the same order too
    assert {g.slug: (store.decisions(g.slug), store.decisions(g.slug, disputed_only=True)) for g in games} == fast
    assert {g.slug: store.decisions(g.slug, subject=GAMES_SUBJECT) for g in games} == facts
    assert store.decisions("1896-summer-olympics") == []
    store.close()


def test_reads_of_the_athens_corpus_with_an_override_and_an_authority(tmp_path: Path) -> None:
    path = tmp_path / "athens.sqlite"
    with open_store(str(path)) as store:
        store_analyses(store, analyse_inputs(collect_inputs([str(bundled_corpus())])))
        authority.set_override(store, GAMES, "GBR", "bronze", 31, note="checked", force=True)  # breaks GBR's row
        authority.set_authority(store, store.sources()[0].id)
    _same_reads(path)
    with open_store(str(path)) as store:
        statuses = {d.status.value for d in store.decisions(GAMES)}
    # the titles the manifest gives, oldest ingestion first (the documents were read in this order)
    assert list(open_store(str(path)).source_titles().values()) == [
        "XII Летние Паралимпийские игры (Russian)", "2004年雅典残疾人奥林匹克运动会 (Simplified Chinese)",
        "2004年夏季殘疾人奧林匹克運動會 (Traditional Chinese)"]
    # the facts alone: the 18 decisions about the Games itself, not the table's cells
    facts = open_store(str(path)).decisions(GAMES, subject=GAMES_SUBJECT)
    assert [d.attribute for d in facts][:6] == ["athletes", "athletes_women", "debut_nations", "edition", "end_date",
                                               "events"]
    assert len(facts) == 18 and {d.subject for d in facts} == {GAMES_SUBJECT}
    # an authority settles what was disputed (the hand-built decisions below read a disputed one)
    assert {"agreed", "overridden", "pinned", "resolved"} <= statuses


def test_reads_of_hand_built_decisions(tmp_path: Path, ru_doc: Document, zh_doc: Document,
                                       ru_claims: list[Claim], zh_claims: list[Claim]) -> None:
    path = tmp_path / "hand.sqlite"
    decisions = _decisions(ru_claims, zh_claims)
    with open_store(str(path)) as store:
        with store.begin() as tx:
            tx.add_source(ru_doc, GAMES, ru_claims, [])
            tx.add_source(zh_doc, None, zh_claims, [])
            tx.replace_decisions(GAMES, decisions)
    with open_store(str(path)) as fast:
        assert fast.decisions(GAMES) == [decisions[0], decisions[1], decisions[3], decisions[2]]
        assert fast.decisions(GAMES, disputed_only=True) == [decisions[0]]
    _same_reads(path)


def test_only_a_sqlite_file_at_head_takes_the_plain_way(tmp_path: Path) -> None:
    path = tmp_path / "podium.sqlite"
    first = open_store(str(path))  # created through Alembic
    assert type(first) is Store
    first.close()
    again = open_store(str(path))
    assert isinstance(again, SqliteFileStore) and again.name == str(path)
    assert again.schema_version() == "0014"  # any other read makes the engine
    again.close()
    url = open_store(f"sqlite:///{path}")
    assert type(url) is Store
    url.close()


def test_writes_through_a_plain_store(tmp_path: Path, ru_doc: Document, ru_claims: list[Claim]) -> None:
    path = tmp_path / "podium.sqlite"
    open_store(str(path)).close()
    with open_store(str(path)) as store:
        assert isinstance(store, SqliteFileStore)
        assert store.games() == []
        with store.begin() as tx:
            tx.add_source(ru_doc, GAMES, ru_claims, [])
        assert [g.slug for g in store.games()] == [GAMES]


def test_a_damaged_file_is_the_same_one_line_store_error(tmp_path: Path) -> None:
    path = tmp_path / "podium.sqlite"
    open_store(str(path)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO games (slug) VALUES (?)", (GAMES,))
        conn.execute("INSERT INTO decisions (games_key, subject, attribute, status, confidence, rationale, decided_at)"
                     " VALUES (1, 'GBR', 'gold', 'agreed', 1.0, '', '2004-09-28 00:00:00')")
        conn.execute("ALTER TABLE decisions DROP COLUMN support")
    store = open_store(str(path))
    assert isinstance(store, SqliteFileStore)
    with pytest.raises(StoreError) as fast:
        store.decisions(GAMES)
    assert str(fast.value) == f"store {path}: no such column: decisions.support"
    assert store.engine is not None  # any read through SQLAlchemy makes the engine
    with pytest.raises(StoreError) as slow:
        store.decisions(GAMES)
    assert str(slow.value) == str(fast.value)
    store.close()


def test_sqlalchemy_is_not_imported_to_read_a_medal_table(tmp_path: Path) -> None:
    path = tmp_path / "podium.sqlite"
    open_store(str(path)).close()
    opened = f"from podium.store import open_store\ns = open_store({str(path)!r})\n"
    table = opened + f"from podium.actions.queries import medal_table\ns.games()\nmedal_table(s, {GAMES!r})"
    assert imported(table, ("sqlalchemy", "alembic")) == []
    # nor to list the conflicts: the explained decisions and the sources' titles
    conflicts = opened + f"from podium.actions.queries import conflicts, source_titles\nconflicts(s, {GAMES!r})\nsource_titles(s)"
    assert imported(conflicts, ("sqlalchemy", "alembic")) == []
    # any other read makes the engine (the check above can fail)
    assert imported(opened + "s.sources()", ("sqlalchemy", "alembic")) == ["sqlalchemy"]
