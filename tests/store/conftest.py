"""Small hand-built documents, claims and findings, and a fresh store per test."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Connection, select

from podium.model import Claim, Document, Finding, Severity, Span
from podium.store import Store, open_store, schema

GAMES = "2004-summer-paralympics"

RU_TEXT = "Паралимпийские игры 2004\nВеликобритания\t35\t30\t29\t94\nЯпония\t17\t15\t20\t52\n"
ZH_TEXT = "2004年夏季殘疾人奧林匹克運動會\n英國\t35\t30\t30\t94\n"


def make_document(text: str, *, origin: str, language: str, script: str, title: str | None = None) -> Document:
    data = text.encode("utf-8")
    return Document(
        text=text, format="text", language=language, script=script,
        sha256=hashlib.sha256(data).hexdigest(), origin=origin, encoding="utf-8",
        size=len(data), title=title,
    )


def claim(doc: Document, subject: str, attribute: str, value: int | str, line: int,
          start: int, end: int, **extra: Any) -> Claim:
    return Claim(
        source_id=doc.sha256, games=GAMES, subject=subject, attribute=attribute, value=value,
        line=line, span=Span(start, end), raw=doc.text[start:end], extractor="test.tables",
        **extra,
    )


@pytest.fixture
def ru_doc() -> Document:
    return make_document(RU_TEXT, origin="corpus/ru.txt", language="ru", script="Cyrl",
                         title="Летние Паралимпийские игры 2004")


@pytest.fixture
def zh_doc() -> Document:
    return make_document(ZH_TEXT, origin="corpus/zh-hant.txt", language="zh-Hant", script="Hant")


@pytest.fixture
def ru_claims(ru_doc: Document) -> list[Claim]:
    return [
        claim(ru_doc, "GBR", "gold", 35, 2, 16, 18),
        claim(ru_doc, "GBR", "bronze", 29, 2, 22, 24),
        claim(ru_doc, "JPN", "silver", 15, 3, 36, 38, qualifier="approx"),
        claim(ru_doc, "games", "edition", "XII", 1, 0, 24, qualifier=None, scope="overall"),
        claim(ru_doc, "games", "nations", 136, 1, 0, 3, qualifier="at-least",
              scope="interim:2004-09-27"),
        # the text "3" and the int 3 are different values
        claim(ru_doc, "games", "sports", "3", 1, 4, 5),
    ]


@pytest.fixture
def zh_claims(zh_doc: Document) -> list[Claim]:
    return [
        claim(zh_doc, "GBR", "gold", 35, 2, 3, 5),
        claim(zh_doc, "GBR", "bronze", 30, 2, 9, 11),
    ]


@pytest.fixture
def ru_findings(ru_doc: Document) -> list[Finding]:
    return [
        Finding(code="row-sum-mismatch", severity=Severity.ERROR, source_id=ru_doc.sha256,
                line=2, subject="GBR", attribute="total", expected=94, actual=93,
                message="GBR: 35 + 30 + 29 = 94, stated 93"),
        Finding(code="ordinal-year-mismatch", severity=Severity.WARNING,
                source_id=ru_doc.sha256, line=1, subject="games", attribute="edition",
                expected="XII", actual="XXII", message="edition XXII does not fit 2004"),
        Finding(code="unknown-nation", severity=Severity.INFO, source_id=ru_doc.sha256,
                line=None, subject=None, attribute=None, expected=None, actual=None,
                message="a mention resolved to no nation"),
    ]


#: A scratch PostgreSQL database (emptied by each test), e.g.
#: ``postgresql+psycopg://postgres@/podium_test?host=/tmp/pg``: when set, every test that
#: uses the ``store`` fixture runs on SQLite and on PostgreSQL.
POSTGRES_URL = os.environ.get("PODIUM_TEST_POSTGRES", "")


def empty_postgres(url: str) -> None:
    from sqlalchemy import create_engine

    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            conn.exec_driver_sql("DROP SCHEMA public CASCADE")
            conn.exec_driver_sql("CREATE SCHEMA public")
    finally:
        engine.dispose()


@pytest.fixture(params=["sqlite"] + (["postgresql"] if POSTGRES_URL else []))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "postgresql":
        empty_postgres(POSTGRES_URL)
        db = POSTGRES_URL
    else:
        db = str(tmp_path / "podium.sqlite")
    opened = open_store(db)
    yield opened
    opened.close()


def snapshot(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, in primary-key order."""
    with store.engine.connect() as conn:
        return {
            table.name: [tuple(row) for row in conn.execute(select(table).order_by(*table.primary_key.columns))]
            for table in schema.TABLES
        }


def row_counts(store: Store) -> dict[str, int]:
    return {name: len(rows) for name, rows in snapshot(store).items()}


def migrated(url: str) -> None:
    """The empty database at ``url`` (a SQLAlchemy URL) brought to head by every migration in
    turn, then what they leave to derive again derived (as ``open_store`` upgrades a store);
    a podium that makes a new store at head in one go (``migrate.create``) does not."""
    from alembic import command
    from sqlalchemy import create_engine

    from podium.store.migrate import alembic_config
    from podium.store.rederive import rederive

    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            command.upgrade(alembic_config(conn), "head")
            rederive(conn)
    finally:
        engine.dispose()


@contextmanager
def downgraded(url: str, revision: str) -> Iterator[Connection]:
    """The store at ``url`` (a SQLAlchemy URL) taken down to ``revision`` by its migrations, as a
    podium of that revision left it, then a connection to look at it."""
    from alembic import command
    from sqlalchemy import create_engine

    from podium.store.migrate import alembic_config

    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            command.downgrade(alembic_config(conn), revision)
        with engine.connect() as conn:
            yield conn
    finally:
        engine.dispose()
