"""Alembic builds exactly schema.py's tables, and a new store made at head in one go is the
store every migration in turn makes; the head constant and version checks hold."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from sqlalchemy import create_engine, inspect

from podium.errors import StoreError
from podium.store import HEAD_REVISION, open_store, schema
from podium.store.migrate import alembic_head
from tests.conftest import imported

from .conftest import POSTGRES_URL, downgraded, empty_postgres, migrated

if TYPE_CHECKING:
    from podium.analysis import SourceAnalysis


def _describe(inspector: Any, tables: list[str]) -> dict[str, Any]:
    """Tables, columns (name, type, nullability), keys, unique constraints and indexes."""
    described = {}
    for name in tables:
        described[name] = {
            "columns": [
                (c["name"], str(c["type"]).upper(), c["nullable"]) for c in inspector.get_columns(name)
            ],
            "pk": inspector.get_pk_constraint(name)["constrained_columns"],
            "fks": sorted(
                (tuple(fk["constrained_columns"]), fk["referred_table"], tuple(fk["referred_columns"]))
                for fk in inspector.get_foreign_keys(name)
            ),
            "unique": sorted(
                (u["name"], tuple(u["column_names"])) for u in inspector.get_unique_constraints(name)
            ),
            "indexes": sorted(
                (i["name"], tuple(i["column_names"]), bool(i["unique"]))
                for i in inspector.get_indexes(name)
            ),
        }
    return described


#: every backend the tests can reach
BACKENDS = ["sqlite"] + (["postgresql"] if POSTGRES_URL else [])


def corpus_and_seoul() -> list[SourceAnalysis]:
    """The bundled corpus and a Russian page of Seoul 1988 (a totals row, an ambiguous Germany),
    analysed: what the upgrade tests store before they take the store down."""
    from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs
    from tests.conftest import FIXTURES

    seoul = FIXTURES / "check" / "seoul-1988-totals-and-germany.ru.txt"
    return analyse_inputs(collect_inputs([str(bundled_corpus()), str(seoul)]))


def _new_database(backend: str, tmp_path: Path) -> tuple[str, str]:
    """An empty database of ``backend``: what ``open_store`` takes, and its SQLAlchemy URL."""
    if backend == "postgresql":
        empty_postgres(POSTGRES_URL)
        return POSTGRES_URL, POSTGRES_URL
    return str(tmp_path / "old.sqlite"), f"sqlite:///{tmp_path / 'old.sqlite'}"


def test_head_constant_is_alembics_head() -> None:
    assert HEAD_REVISION == alembic_head() == "0014"


def test_migrated_schema_equals_metadata(tmp_path: Path) -> None:
    migrated(f"sqlite:///{tmp_path / 'migrated.sqlite'}")  # built by Alembic
    direct = create_engine(f"sqlite:///{tmp_path / 'direct.sqlite'}")
    schema.metadata.create_all(direct)  # built from schema.py
    migrated_engine = create_engine(f"sqlite:///{tmp_path / 'migrated.sqlite'}")
    try:
        m, d = inspect(migrated_engine), inspect(direct)
        names = sorted(t.name for t in schema.TABLES)
        assert sorted(m.get_table_names()) == sorted(names + ["alembic_version"])
        assert sorted(d.get_table_names()) == names
        assert _describe(m, names) == _describe(d, names)
        # and the description is not vacuous
        claims = _describe(m, ["claims"])["claims"]
        assert [c[0] for c in claims["columns"]] == [
            "id", "source_key", "games_key", "subject", "attribute", "value", "qualifier", "reading_key",
            "line", "span_start", "span_end", "raw", "as_of",
        ]
        assert claims["unique"] == []  # the natural key is checked as a source is written (0005)
        assert claims["indexes"] == [
            ("ix_claims_games_key_subject_attribute", ("games_key", "subject", "attribute"), False)]
    finally:
        migrated_engine.dispose()
        direct.dispose()


def _views(conn: Any) -> list[tuple[str, str]]:
    """The store's views and their SQL as the database keeps it."""
    if conn.dialect.name == "sqlite":
        query = "SELECT name, sql FROM sqlite_master WHERE type = 'view' ORDER BY name"
    else:
        query = "SELECT viewname, definition FROM pg_views WHERE schemaname = 'public' ORDER BY viewname"
    return [tuple(row) for row in conn.exec_driver_sql(query)]


def _store_made(made: str, backend: str, tmp_path: Path) -> str:
    """The URL of an empty database of ``backend`` made a store at head by ``open_store``
    (``created``: in one go) or by every migration in turn (``migrated``)."""
    if backend == "postgresql":
        empty_postgres(POSTGRES_URL)
        url = POSTGRES_URL
    else:
        url = f"sqlite:///{tmp_path / made}.sqlite"
    if made == "created":
        open_store(url).close()
    else:
        migrated(url)
    return url


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_new_store_is_made_as_every_migration_in_turn_makes_it(tmp_path: Path, backend: str) -> None:
    """``open_store`` of an empty database makes it at head in one go (``migrate.create``):
    the same tables, keys, indexes, views (to the character) and revision as Alembic's
    fourteen migrations make."""
    urls = []
    for made in ("created", "migrated"):
        engine = create_engine(_store_made(made, backend, tmp_path))
        try:
            with engine.connect() as conn:
                inspector = inspect(conn)
                names = sorted(inspector.get_table_names())
                urls.append((names, _describe(inspector, names), _views(conn),
                             conn.exec_driver_sql("SELECT version_num FROM alembic_version").all()))
        finally:
            engine.dispose()
    created, by_migrations = urls
    assert created == by_migrations
    names, _, views, version = created
    assert "alembic_version" in names and "claims" in names
    assert [name for name, _ in views] == ["conflicts", "facts", "medal_table"]
    assert [tuple(row) for row in version] == [(HEAD_REVISION,)]


@pytest.mark.parametrize("made", ["created", "migrated"])
@pytest.mark.parametrize("backend", BACKENDS)
def test_alembic_autogenerate_sees_no_difference(tmp_path: Path, backend: str, made: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    engine = create_engine(_store_made(made, backend, tmp_path))
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            assert compare_metadata(context, schema.metadata) == []
    finally:
        engine.dispose()


def test_unknown_revision_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite"
    open_store(str(path)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0099'")
    with pytest.raises(StoreError) as raised:
        open_store(str(path))
    message = str(raised.value)
    assert message == (
        f"store {path} has schema version 0099, unknown to this podium (newest known: "
        f"{HEAD_REVISION}); it was probably written by a newer podium: upgrade podium to use it"
    )
    with sqlite3.connect(path) as conn:  # and nothing was changed
        assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [("0099",)]


def test_a_foreign_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    with pytest.raises(StoreError, match=r"is not a podium store: it holds tables \(notes\)"):
        open_store(str(path))


def test_an_empty_database_is_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite"
    sqlite3.connect(path).close()
    with open_store(str(path)) as store:
        assert store.schema_version() == HEAD_REVISION


def test_alembic_is_imported_only_to_upgrade_a_store(tmp_path: Path) -> None:
    path = tmp_path / "podium.sqlite"
    open_store(str(path)).close()
    reads = f"from podium.store import open_store\ns = open_store({str(path)!r})\ns.sources()"
    assert imported(reads, ("alembic", "mako")) == []
    # nor to make a new store (at head in one go)...
    assert imported(reads.replace(str(path), str(tmp_path / "new.sqlite")), ("alembic", "mako")) == []
    # ...while upgrading one does (the checks above can fail)
    with downgraded(f"sqlite:///{path}", "0013"):
        pass
    assert imported(reads, ("alembic", "mako")) == ["alembic", "mako"]


def test_a_store_of_revision_0001_is_upgraded_with_its_derived_rows_decided_again(tmp_path: Path) -> None:

    from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses
    from podium.i18n.messages import explain, render

    from .conftest import GAMES, snapshot

    path = tmp_path / "old.sqlite"
    with open_store(str(path)) as store:
        store_analyses(store, analyse_inputs(collect_inputs([str(bundled_corpus())])))
        before = snapshot(store)
        decided, found = store.decisions(GAMES), store.findings()
    # the store as a podium of revision 0001 left it: no reasons column
    with downgraded(f"sqlite:///{path}", "0001") as conn:
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").fetchall() == [("0001",)]
        assert "reasons" not in [c[1] for c in conn.exec_driver_sql("PRAGMA table_info(decisions)")]
        assert conn.exec_driver_sql("SELECT count(*) FROM decisions").fetchone() == (len(before["decisions"]),)

    with open_store(str(path)) as store:  # upgraded on opening
        assert store.schema_version() == HEAD_REVISION == "0014"
        after = snapshot(store)
        # what was read and written by people is kept row for row
        assert {name: rows for name, rows in after.items() if name not in ("decisions", "decision_support",
                                                                           "findings")} == {
            name: rows for name, rows in before.items() if name not in ("decisions", "decision_support",
                                                                        "findings")}
        assert len(before["findings"]) == 5 and len(before["decisions"]) > 300
        # the derived rows are derived again, with their parts: the same decisions and findings
        again = store.decisions(GAMES)
        assert again == decided and sorted(store.findings(), key=repr) == sorted(found, key=repr)
        assert all(d.reasons and d.rationale == "" for d in again)
        bronze = next(d for d in again if (d.subject, d.attribute) == ("GBR", "bronze"))
        assert ". In detail: the sources disagree (30 from 2 sources; 29 from 1 source); " in render(bronze.reasons)
        assert explain(bronze, "ru").lang == "ru"
    with open_store(str(path)) as fast:  # the sqlite3 reads see the same rows
        assert fast.decisions(GAMES) == decided


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_store_of_revision_0002_is_upgraded_without_losing_a_row(tmp_path: Path, backend: str) -> None:

    from podium.actions.ingest import store_analyses
    from podium.cli.console import finding_lines

    from .conftest import GAMES, snapshot

    db, url = _new_database(backend, tmp_path)
    with open_store(db) as store:
        store_analyses(store, corpus_and_seoul())
        before = snapshot(store)
        stored = store.findings()
    assert len(stored) == 7 and all(f.reasons for f in stored)
    # the store as a podium of revision 0002 left it: no reasons column in findings
    with downgraded(url, "0002") as conn:
        columns = [c["name"] for c in inspect(conn).get_columns("findings")]
        assert columns == ["id", "source_id", "code", "severity", "line", "subject", "attribute", "expected",
                           "actual", "message"]
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").fetchall() == [("0002",)]
        assert conn.exec_driver_sql("SELECT count(*) FROM findings").fetchone() == (7,)

    with open_store(db) as store:  # upgraded on opening
        assert store.schema_version() == HEAD_REVISION == "0014"
        after = snapshot(store)
        assert {name: rows for name, rows in after.items() if name != "findings"} == {
            name: rows for name, rows in before.items() if name != "findings"}
        # the findings are read again from the stored documents, with their parts
        assert sorted((row[1:] for row in after["findings"]), key=repr) == sorted(
            (row[1:] for row in before["findings"]), key=repr)
        old = store.findings()
        assert sorted(old, key=repr) == sorted(stored, key=repr) and all(f.reasons for f in old)
        assert store.decisions(GAMES) and all(d.reasons for d in store.decisions(GAMES))  # 0002's column kept
    seoul_old = sorted((f for f in old if f.source_id.startswith("4fa8e8c7eb18")), key=lambda f: f.line)
    assert [line.plain for line in finding_lines(seoul_old, "ru")] == [  # in Russian: the parts are there
        "  ошибка         unknown-nation         строка 5: «Германия»: это может быть FRG или GDR",
        "  ошибка         totals-mismatch        строка 7: строка итогов даёт 98 (серебро), а 3 строки выше в сумме "
        "дают 97",
    ]


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_store_of_revision_0007_has_its_support_regrouped_one_row_per_value(tmp_path: Path, backend: str) -> None:

    from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses

    from .conftest import GAMES

    db, url = _new_database(backend, tmp_path)
    with open_store(db) as store:
        store_analyses(store, analyse_inputs(collect_inputs([str(bundled_corpus())])))
        decided = store.decisions(GAMES)
    supports = [s for d in decided for s in d.support]
    stated = sum(len(s.claims) for s in supports)
    unstated = sum(1 for s in supports if not s.claims)
    assert (len(supports), stated, unstated) == (400, 1185, 0)  # the three pages: 393 cells
    with downgraded(url, "0007") as conn:  # as 0007 kept it: a row per supporting claim
        columns = [c["name"] for c in inspect(conn).get_columns("decision_support")]
        assert columns == ["id", "decision_id", "position", "value", "claim_id"]
        assert conn.exec_driver_sql("SELECT count(*), count(claim_id) FROM decision_support").fetchone() == (
            stated + unstated, stated)
    with open_store(db) as store:  # upgraded on opening (through 0008's row per value): the same decisions
        assert store.schema_version() == HEAD_REVISION == "0014"
        assert store.decisions(GAMES) == decided


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_store_of_revision_0008_has_its_claims_and_findings_name_sources_by_number(
        tmp_path: Path, backend: str) -> None:

    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from tests.conftest import FIXTURES

    from .conftest import GAMES

    db, url = _new_database(backend, tmp_path)
    with open_store(db) as store:
        store_analyses(store, corpus_and_seoul())
        sources, findings = store.sources(), store.findings()
        decided, claims = store.decisions(GAMES), store.claims(GAMES)
    assert (len(sources), len(claims), len(findings)) == (4, 1185, 7)
    with downgraded(url, "0008") as conn:  # as 0008 kept them: the source's id on every row
        assert [c["name"] for c in inspect(conn).get_columns("claims")][:3] == ["id", "source_id", "games"]
        assert "key" not in [c["name"] for c in inspect(conn).get_columns("sources")]
        assert conn.exec_driver_sql("SELECT count(DISTINCT source_id), count(*) FROM claims").fetchone() == (
            4, 1185 + 14)  # Seoul's 14
        assert conn.exec_driver_sql("SELECT count(*) FROM findings").fetchone() == (7,)
    with open_store(db) as store:  # upgraded on opening: numbered in the order stored, nothing lost
        assert store.schema_version() == HEAD_REVISION == "0014"
        with store.engine.connect() as conn:
            numbered = conn.exec_driver_sql("SELECT id, key FROM sources ORDER BY key").fetchall()
        assert numbered == [(s.id, n) for n, s in enumerate(sources, 1)]
        assert (store.sources(), store.findings()) == (sources, findings)
        assert (store.decisions(GAMES), store.claims(GAMES)) == (decided, claims)
        # and the next source stored takes the next number
        store_analyses(store, analyse_inputs(collect_inputs([str(FIXTURES / "extract" / "zh-hans-2008-beijing.txt")])))
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT max(key), count(*) FROM sources").fetchone() == (5, 5)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_store_of_revision_0010_has_its_claims_name_their_games_by_number(tmp_path: Path, backend: str) -> None:

    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from tests.conftest import FIXTURES

    from .conftest import GAMES

    db, url = _new_database(backend, tmp_path)
    with open_store(db) as store:
        store_analyses(store, corpus_and_seoul())
        games, sources, findings = store.games(), store.sources(), store.findings()
        decided, claims = store.decisions(GAMES), store.claims(GAMES)
    with downgraded(url, "0010") as conn:  # as 0010 kept them: the slug on every claim
        assert [c["name"] for c in inspect(conn).get_columns("claims")][:3] == ["id", "source_key", "games"]
        assert "games" not in inspect(conn).get_table_names()
        assert conn.exec_driver_sql("SELECT games, count(*) FROM claims GROUP BY games ORDER BY games").fetchall() == [
            ("1988-summer-olympics", 14), (GAMES, 1185)]
    with open_store(db) as store:  # upgraded on opening: numbered as first named, nothing lost
        assert store.schema_version() == HEAD_REVISION == "0014"
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT key, slug FROM games ORDER BY key").fetchall() == [
                (1, GAMES), (2, "1988-summer-olympics")]
            if backend == "sqlite":  # the pages the copied claims left are given back
                assert conn.exec_driver_sql("PRAGMA freelist_count").fetchone() == (0,)
        assert (store.games(), store.sources(), store.findings()) == (games, sources, findings)
        assert (store.decisions(GAMES), store.claims(GAMES)) == (decided, claims)
        # a Games no claim named before takes the next number; one named before keeps its own
        store_analyses(store, analyse_inputs(collect_inputs([str(FIXTURES / "extract" / "zh-hans-2008-beijing.txt")])))
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT key, slug FROM games ORDER BY key").fetchall() == [
                (1, GAMES), (2, "1988-summer-olympics"), (3, "2008-summer-paralympics")]


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_store_of_revision_0011_has_each_decisions_support_moved_into_its_row(tmp_path: Path, backend: str) -> None:

    from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses

    from .conftest import GAMES

    db, url = _new_database(backend, tmp_path)
    with open_store(db) as store:
        store_analyses(store, analyse_inputs(collect_inputs([str(bundled_corpus())])))
        decided, claims = store.decisions(GAMES), store.claims(GAMES)
        with store.engine.connect() as conn:
            (events,) = conn.exec_driver_sql(
                "SELECT id FROM decisions WHERE subject = 'games' AND attribute = 'events'").fetchone()
    [events_decision] = [d for d in decided if (d.subject, d.attribute) == ("games", "events")]
    assert [(s.value, len(s.claims)) for s in events_decision.support] == [(162, 3), (519, 1)]
    with downgraded(url, "0011") as conn:  # as 0011 kept it: a row per value, in its own table
        assert "support" not in [c["name"] for c in inspect(conn).get_columns("decisions")]
        assert conn.exec_driver_sql("SELECT count(*), count(DISTINCT decision_id) FROM decision_support"
                                    ).fetchone() == (400, 393)
        rows = conn.exec_driver_sql("SELECT position, value, claim_ids FROM decision_support "
                                    f"WHERE decision_id = {events} ORDER BY position").fetchall()
        assert [(p, v, len(ids.split(","))) for p, v, ids in rows] == [(0, "162", 3), (1, "519", 1)]
    with open_store(db) as store:  # upgraded on opening: the same decisions, from one row each
        assert store.schema_version() == HEAD_REVISION == "0014"
        with store.engine.connect() as conn:
            assert "decision_support" not in inspect(conn).get_table_names()
            (moved,) = conn.exec_driver_sql(f"SELECT support FROM decisions WHERE id = {events}").fetchone()
            assert moved == "[[162,[" + ",".join(ids for _, _, ids in rows[:1]) + "]],[519,[" + rows[1][2] + "]]]"
            if backend == "sqlite":  # the pages of the dropped table are given back
                assert conn.exec_driver_sql("PRAGMA freelist_count").fetchone() == (0,)
        assert (store.decisions(GAMES), store.claims(GAMES)) == (decided, claims)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_store_of_revision_0012_has_its_claims_name_how_they_were_read_by_number(
        tmp_path: Path, backend: str) -> None:

    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from tests.conftest import FIXTURES

    from .conftest import GAMES

    db, url = _new_database(backend, tmp_path)
    with open_store(db) as store:
        store_analyses(store, corpus_and_seoul())
        sources, findings = store.sources(), store.findings()
        decided, claims = store.decisions(GAMES), store.claims(GAMES)
        with store.engine.connect() as conn:
            numbered = conn.exec_driver_sql("SELECT key, extractor, scope FROM readings ORDER BY key").fetchall()
    read_as = list(dict.fromkeys((c.extractor, c.scope) for c in claims))
    assert [(extractor, scope) for _, extractor, scope in numbered][:len(read_as)] == read_as
    assert [key for key, _, _ in numbered] == list(range(1, len(numbered) + 1))
    with downgraded(url, "0012") as conn:  # as 0012 kept them: the names on every claim
        columns = [c["name"] for c in inspect(conn).get_columns("claims")]
        assert (columns[7], columns[12]) == ("scope", "extractor") and "reading_key" not in columns
        assert "readings" not in inspect(conn).get_table_names()
        kept = conn.exec_driver_sql("SELECT extractor, scope, count(*) FROM claims GROUP BY extractor, scope "
                                    "ORDER BY min(id)").fetchall()
        assert [(e, s) for e, s, _ in kept] == [(e, s) for _, e, s in numbered]
        assert sum(n for _, _, n in kept) == len(claims) + 14  # Seoul's 14
    with open_store(db) as store:  # upgraded on opening: numbered as first named, nothing lost
        assert store.schema_version() == HEAD_REVISION == "0014"
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT key, extractor, scope FROM readings ORDER BY key").fetchall() == numbered
            if backend == "sqlite":  # the pages the copied claims left are given back
                assert conn.exec_driver_sql("PRAGMA freelist_count").fetchone() == (0,)
        assert (store.sources(), store.findings()) == (sources, findings)
        assert (store.decisions(GAMES), store.claims(GAMES)) == (decided, claims)
        # a pair no claim named before takes the next number; one named before keeps its own
        html = FIXTURES / "versions" / "beijing-2008-apres-reattributions.html"
        store_analyses(store, analyse_inputs(collect_inputs([str(html)])))
        with store.engine.connect() as conn:
            after = conn.exec_driver_sql("SELECT key, extractor, scope FROM readings ORDER BY key").fetchall()
        assert after[:len(numbered)] == numbered and after[len(numbered)] == (len(numbered) + 1, "table.html", "overall")


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_store_of_revision_0013_has_its_decisions_name_their_games_by_number(tmp_path: Path, backend: str) -> None:

    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from tests.conftest import FIXTURES

    from .conftest import GAMES

    db, url = _new_database(backend, tmp_path)

    def views(conn: Any) -> list[list[tuple[Any, ...]]]:
        return [[tuple(row) for row in conn.exec_driver_sql(f"SELECT * FROM {name}").fetchall()]
                for name in ("medal_table", "conflicts", "facts")]

    with open_store(db) as store:
        store_analyses(store, corpus_and_seoul())
        decided, seoul_decided = store.decisions(GAMES), store.decisions("1988-summer-olympics")
        with store.engine.connect() as conn:
            shown = views(conn)
            assert conn.exec_driver_sql("SELECT games_key, count(*) FROM decisions GROUP BY games_key "
                                        "ORDER BY games_key").fetchall() == [(1, 393), (2, len(seoul_decided))]
    assert [len(rows) for rows in shown] == [77, 7, 22]  # rows of the two Games; their cells in dispute; facts
    with downgraded(url, "0013") as conn:  # as 0013 kept them: the slug on every decision, the same views
        assert [c["name"] for c in inspect(conn).get_columns("decisions")][:2] == ["id", "games"]
        assert conn.exec_driver_sql("SELECT games, count(*) FROM decisions GROUP BY games ORDER BY games"
                                    ).fetchall() == [("1988-summer-olympics", len(seoul_decided)), (GAMES, 393)]
        assert views(conn) == shown
    with open_store(db) as store:  # upgraded on opening: the same decisions, the same views
        assert store.schema_version() == HEAD_REVISION == "0014"
        with store.engine.connect() as conn:
            assert [c["name"] for c in inspect(conn).get_columns("decisions")][:2] == ["id", "games_key"]
            assert views(conn) == shown
        assert (store.decisions(GAMES), store.decisions("1988-summer-olympics")) == (decided, seoul_decided)
        # deciding again writes under the same number
        store_analyses(store, analyse_inputs(collect_inputs([str(FIXTURES / "extract" / "zh-hans-2008-beijing.txt")])))
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT games_key, count(*) FROM decisions GROUP BY games_key "
                                        "ORDER BY games_key").fetchall()[:2] == [(1, 393), (2, len(seoul_decided))]
