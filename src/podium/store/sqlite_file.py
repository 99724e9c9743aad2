"""A SQLite file already at ``HEAD_REVISION``, opened without importing SQLAlchemy.

Importing SQLAlchemy is most of what a command that only reads costs (~130 ms of
``podium table``). So ``open_store`` on the path of a SQLite file whose ``alembic_version``
says ``HEAD_REVISION`` returns a ``SqliteFileStore``: until something needs its engine,
the reads of the medal table (``games``, ``decisions``) run as plain SQL on ``sqlite3``
and build their values with the same code as the SQLAlchemy reads (``rows``). Any other
read, and every write, makes the engine; from then on every read goes through it.
The SQL below is what ``reads.games``, ``reads.source_titles`` and ``reads.decisions`` (explained or
not) compile to on SQLite;
``tests/store/test_sqlite_file.py`` checks both reads return the same values.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from podium import collector
from podium.errors import StoreError
from podium.model import Decision, DecisionStatus

from .engine import BUSY_TIMEOUT_S, CACHE_KIB
from .records import GamesRecord
from .revision import HEAD_REVISION
from .rows import (
    CLAIM_FIELDS,
    Numbered,
    SourceColumn,
    bare_decisions_from_rows,
    chunks,
    claims_of_rows,
    decisions_from_rows,
    games_from_rows,
    listing,
    supports_from_rows,
    versions_from_rows,
)
from .store import Store

if TYPE_CHECKING:
    from sqlalchemy import Engine

T = TypeVar("T")

GAMES = (
    "SELECT pairs.games, count(DISTINCT pairs.source) AS n FROM ("
    "SELECT sources.games AS games, sources.key AS source FROM sources WHERE sources.games IS NOT NULL "
    "UNION SELECT games.slug AS games, claims.source_key AS source FROM claims JOIN games ON games.key = claims.games_key"
    ") AS pairs GROUP BY pairs.games ORDER BY pairs.games"
)
#: The Games a source or a claim names (``reads.games_named``)
GAMES_NAMED = ("SELECT games.slug AS games FROM games WHERE EXISTS (SELECT 1 FROM claims WHERE claims.games_key = games.key) "
               "UNION SELECT sources.games AS games FROM sources WHERE sources.games IS NOT NULL ORDER BY games")
#: The decisions of one Games, named by its slug (``reads.decided``), up to the slug's mark.
DECIDED = "decisions JOIN games ON games.key = decisions.games_key WHERE games.slug"
DECISIONS = (
    "SELECT decisions.id, games.slug AS games, decisions.subject, decisions.attribute, decisions.status, "
    "decisions.value, decisions.best_guess, decisions.confidence, decisions.rationale, decisions.decided_at, "
    "decisions.reasons, decisions.version, decisions.support "
    f"FROM {DECIDED} = ?{{version}}{{status}}{{subject}} ORDER BY decisions.subject, decisions.attribute"
)
CLAIMS = f"SELECT id, {', '.join(CLAIM_FIELDS)} FROM claims WHERE id IN ({{ids}})"
#: Each claim's source and qualifier, what ``rows.named_first`` counts
STATED_BY = "SELECT id, source_key, qualifier FROM claims WHERE id IN ({ids})"
#: The Games and the readings by number (``reads.numbered``)
NUMBERED_GAMES = "SELECT key, slug FROM games"
NUMBERED_READINGS = "SELECT key, extractor, scope FROM readings"
BARE_DECISIONS = (
    "SELECT games.slug AS games, decisions.subject, decisions.attribute, decisions.status, decisions.value, "
    "decisions.best_guess, decisions.confidence, decisions.version "
    f"FROM {DECIDED} = ?{{version}}{{status}}{{subject}} ORDER BY decisions.subject, decisions.attribute"
)
VERSIONS = (
    f"SELECT decisions.version, decisions.current, decisions.support FROM {DECIDED} = ?"
)
SOURCE_TITLES = "SELECT sources.id, sources.title FROM sources ORDER BY sources.ingested_at, sources.id"
SOURCE_IDS = "SELECT sources.key, sources.id FROM sources WHERE sources.key IN ({keys})"
SOURCE_TEXTS = "SELECT sources.key, sources.text FROM sources WHERE sources.key IN ({keys})"
TABLE_CLAIMS = ("SELECT claims.id, claims.source_key FROM claims "
                "WHERE claims.games_key = (SELECT games.key FROM games WHERE games.slug = ?) AND claims.attribute IN ({table})")
DISPUTED = " AND decisions.status = ?"
OF_SUBJECTS = " AND decisions.subject IN ({marks})"
CURRENT = " AND decisions.current"
VERSION = " AND decisions.version = ?"


def at_head(path: Path) -> bool:
    """True when ``path`` is a SQLite file stamped ``HEAD_REVISION``; False when it is not,
    or when it cannot tell (``open_store`` then takes the way that explains what is wrong)."""
    if not path.is_file():
        return False
    try:
        with closing(sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)) as conn:
            versions = conn.execute("SELECT version_num FROM alembic_version").fetchall()
    except sqlite3.Error:
        return False
    return sorted(str(v) for (v,) in versions) == [HEAD_REVISION]


def read_games(conn: sqlite3.Connection) -> list[GamesRecord]:
    return games_from_rows(conn.execute(GAMES))


def by_ids(conn: sqlite3.Connection, query: str, ids: Sequence[int]) -> list[tuple[Any, ...]]:
    """The rows of ``query`` (its ``{ids}`` the claims' ids) for ``ids``, a slice per query."""
    return [tuple(row) for chunk in chunks(ids)
            for row in conn.execute(query.format(ids=", ".join("?" * len(chunk))), chunk)]


def read_decisions(conn: sqlite3.Connection, games: str, *, disputed_only: bool = False,
                   explained: bool = True, version: str | None = None, subject: str | tuple[str, ...] | None = None,
                   named: int | None = None) -> list[Decision]:
    """``reads.decisions`` on ``sqlite3``."""
    params: tuple[str, ...] = (games,) if version is None else (games, version)
    if disputed_only:
        params += (DecisionStatus.DISPUTED.value,)
    subjects = (subject,) if isinstance(subject, str) else subject
    if subjects is not None:
        params += subjects
    parts = {"status": DISPUTED if disputed_only else "", "version": CURRENT if version is None else VERSION,
             "subject": "" if subjects is None else OF_SUBJECTS.format(marks=", ".join("?" * len(subjects)))}
    if not explained:
        return bare_decisions_from_rows(conn.execute(BARE_DECISIONS.format(**parts), params))
    rows = conn.execute(DECISIONS.format(**parts), params).fetchall()
    if not rows:
        return []
    supports, ids = supports_from_rows(rows)
    supports, stated, ids = listing(supports, ids, named, lambda some: by_ids(conn, STATED_BY, some))
    found = by_ids(conn, CLAIMS, ids)

    def column(query: str) -> SourceColumn:
        return SourceColumn(lambda keys: conn.execute(query.format(keys=", ".join("?" * len(keys))), keys))

    sources = column(SOURCE_IDS)
    numbered = Numbered(dict(conn.execute(NUMBERED_GAMES).fetchall()),
                        {key: (extractor, scope) for key, extractor, scope in conn.execute(NUMBERED_READINGS)})
    read = claims_of_rows([row[1:] for row in found], sources, column(SOURCE_TEXTS), numbered)
    claims = dict(zip((row[0] for row in found), read, strict=True))
    return decisions_from_rows(rows, supports, claims, sources, stated)


def read_versions(conn: sqlite3.Connection, games: str) -> list[tuple[str, bool, int]]:
    """``reads.versions`` on ``sqlite3``."""
    from podium.reconcile.versions import TABLE_ATTRIBUTES

    table = ", ".join("?" * len(TABLE_ATTRIBUTES))
    sources = dict(conn.execute(TABLE_CLAIMS.format(table=table), (games, *sorted(TABLE_ATTRIBUTES))).fetchall())
    return versions_from_rows(conn.execute(VERSIONS, (games,)), sources)


def read_version_names(conn: sqlite3.Connection, games: str) -> list[str]:
    """``reads.version_names`` on ``sqlite3``."""
    from podium.reconcile.versions import version_order

    found = conn.execute(f"SELECT DISTINCT decisions.version FROM {DECIDED} = ?", (games,)).fetchall()
    return sorted((str(v) for (v,) in found), key=version_order)


class SqliteFileStore(Store):
    """A ``Store`` on a SQLite file at ``HEAD_REVISION`` whose engine is made on first use."""

    def __init__(self, path: Path, name: str) -> None:
        self._engine: Engine | None = None
        self.name = name
        self.path = path

    def _make_engine(self) -> Engine:
        from sqlalchemy import URL

        from .engine import make_engine

        return make_engine(self.name, URL.create("sqlite", database=str(self.path)))

    def _read(self, query: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        try:
            with collector.paused(), closing(sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S,
                                                             isolation_level=None)) as conn:
                conn.row_factory = sqlite3.Row
                conn.execute(f"PRAGMA cache_size=-{CACHE_KIB}")  # as the engine's connections (``engine``)
                conn.execute("BEGIN")  # one snapshot for the read's statements (ended by close)
                return query(conn, *args, **kwargs)
        except sqlite3.Error as error:
            lines = str(error).strip().splitlines()
            raise StoreError(f"store {self.name}: {lines[0] if lines else type(error).__name__}") from error

    def games(self) -> list[GamesRecord]:
        if self._engine is not None:
            return super().games()
        return self._read(read_games)

    def games_named(self) -> list[str]:
        if self._engine is not None:
            return super().games_named()
        return self._read(lambda conn: [str(slug) for (slug,) in conn.execute(GAMES_NAMED)])

    def source_titles(self) -> dict[str, str | None]:
        if self._engine is not None:
            return super().source_titles()
        return self._read(lambda conn: {row[0]: row[1] for row in conn.execute(SOURCE_TITLES)})

    def versions(self, games: str) -> list[tuple[str, bool, int]]:
        if self._engine is not None:
            return super().versions(games)
        return self._read(read_versions, games)

    def version_names(self, games: str) -> list[str]:
        if self._engine is not None:
            return super().version_names(games)
        return self._read(read_version_names, games)

    def decisions(self, games: str, *, disputed_only: bool = False, explained: bool = True,
                  version: str | None = None, subject: str | tuple[str, ...] | None = None, named: int | None = None,
                  ) -> list[Decision]:
        if self._engine is not None:
            return super().decisions(games, disputed_only=disputed_only, explained=explained, version=version,
                                     subject=subject, named=named)
        return self._read(read_decisions, games, disputed_only=disputed_only, explained=explained,
                          version=version, subject=subject, named=named)
