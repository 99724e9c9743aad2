"""``Store`` (reads, one connection each) and ``StoreWriter`` (reads and writes in one
transaction), over any SQLAlchemy engine.

Database errors leave this module as ``StoreError`` with a one-line message naming the store.
SQLAlchemy and the queries are imported when a store first uses its engine, not with this
module: a SQLite file opened for a read may never need them (see ``sqlite_file``).
Every read and write, and a Games' decision (``decide_again``), runs with Python's cyclic
collector paused (``podium.collector``): they build objects by the hundred thousand.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from podium import collector
from podium.errors import StoreError
from podium.model import Claim, Decision, Document, Finding, Value

from .records import AuditEntry, GamesRecord, OverrideRecord, SourceRecord

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine

T = TypeVar("T")

_making_engine = threading.Lock()

#: The PostgreSQL advisory lock every write of a store holds (the bytes of "podium" as a number).
WRITE_LOCK = int.from_bytes(b"podium", "big")
#: The execution option that marks a connection as the one writer (``write_transaction``);
#: on SQLite it makes the engine say ``BEGIN IMMEDIATE`` (``engine._on_sqlite_begin``).
WRITE_OPTION = "podium_write"


def error_reason(error: BaseException) -> str:
    """The first line of what the database (or driver) said, without SQLAlchemy's links."""
    from sqlalchemy.exc import DBAPIError

    cause: BaseException = error
    if isinstance(error, DBAPIError) and error.orig is not None:
        cause = error.orig
    lines = str(cause).strip().splitlines()
    return lines[0] if lines else type(cause).__name__


@contextmanager
def store_errors(name: str) -> Iterator[None]:
    from sqlalchemy.exc import SQLAlchemyError

    try:
        yield
    except SQLAlchemyError as error:
        raise StoreError(f"store {name}: {error_reason(error)}") from error


@contextmanager
def write_transaction(engine: Engine) -> Iterator[Connection]:
    """A connection in a transaction that holds the store's write lock from its first
    statement on (SQLite ``BEGIN IMMEDIATE``, PostgreSQL ``pg_advisory_xact_lock``), waiting
    for another writer to finish; committed when the block ends, rolled back when it raises.
    What it reads after taking the lock is what the last writer committed."""
    with engine.connect() as conn:
        conn.execution_options(**{WRITE_OPTION: True})
        with conn.begin():
            if conn.dialect.name == "postgresql":
                conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITE_LOCK})")
            yield conn


class _Reads:
    """The read methods shared by ``Store`` and ``StoreWriter``."""

    name: str

    def _run(self, query: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        raise NotImplementedError

    def has_source(self, source_id: str) -> bool:
        from . import reads
        return self._run(reads.has_source, source_id)

    def sources(self) -> list[SourceRecord]:
        from . import reads
        return self._run(reads.sources)

    def source_titles(self) -> dict[str, str | None]:
        """Every source's title (None when it has none) by its id, oldest ingestion first."""
        from . import reads
        return self._run(reads.source_titles)

    def source(self, id_or_prefix: str) -> SourceRecord:
        """The source with this id, or the one whose id starts with it (at least 6 hex
        characters); NotFound when none or several match."""
        from . import reads
        return self._run(reads.source, id_or_prefix)

    def document(self, id_or_prefix: str) -> Document:
        from . import reads
        return self._run(reads.document, id_or_prefix)

    def claims(
        self, games: str, *, subject: str | None = None, attribute: str | None = None
    ) -> list[Claim]:
        from . import reads
        return self._run(reads.claims, games, subject=subject, attribute=attribute)

    def findings(self, source_id: str | None = None) -> list[Finding]:
        from . import reads
        return self._run(reads.findings, source_id)

    def games(self) -> list[GamesRecord]:
        from . import reads
        return self._run(reads.games)

    def games_named(self) -> list[str]:
        """The slugs ``games()`` lists, without counting their sources."""
        from . import reads
        return self._run(reads.games_named)

    def decisions(self, games: str, *, disputed_only: bool = False, explained: bool = True,
                  version: str | None = None, subject: str | tuple[str, ...] | None = None, named: int | None = None,
                  ) -> list[Decision]:
        """One Games' decisions, of its current version or of ``version``, with their support and
        explanation; ``explained=False``: the values, statuses and confidences only (what a
        medal table shows), read much faster; ``subject``: of one subject (or of these) only; ``named``: each
        value's claims those of its first ``named`` sources, the others counted (what a listing
        shows: ``Support.stated``)."""
        from . import reads
        return self._run(reads.decisions, games, disputed_only=disputed_only, explained=explained,
                         version=version, subject=subject, named=named)

    def versions(self, games: str) -> list[tuple[str, bool, int]]:
        """The versions of one Games' table (``podium.reconcile.versions``), in time order, each
        with whether it is the current one and how many sources it rests on."""
        from . import reads
        return self._run(reads.versions, games)

    def version_names(self, games: str) -> list[str]:
        """The names of ``versions``, in time order, read without counting their sources
        (which reads every claim behind the Games' decisions)."""
        from . import reads
        return self._run(reads.version_names, games)

    def authorities(self) -> frozenset[str]:
        """The ids of the authoritative sources."""
        from . import reads
        return self._run(reads.authorities)

    def decisions_version(self, games: str) -> tuple[Any, ...]:
        """Changes whenever the Games' decisions are replaced, by any process (for caches)."""
        from . import reads
        return self._run(reads.decisions_version, games)

    def overrides(self, games: str | None = None, *, active_only: bool = True) -> list[OverrideRecord]:
        from . import reads
        return self._run(reads.overrides, games, active_only=active_only)

    def audit(self) -> list[AuditEntry]:
        from . import reads
        return self._run(reads.audit)

    def schema_version(self) -> str:
        from . import reads
        return self._run(reads.schema_version)


class StoreWriter(_Reads):
    """Reads and writes bound to one transaction (see ``Store.begin``)."""

    def __init__(self, connection: Connection, name: str) -> None:
        self._connection = connection
        self.name = name

    def _run(self, query: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        with store_errors(self.name), collector.paused():
            return query(self._connection, *args, **kwargs)

    def add_source(
        self,
        document: Document,
        games: str | None,
        claims: Sequence[Claim],
        findings: Sequence[Finding],
        *,
        authority: bool = False,
        who: str = "cli",
        checked: bool = False,
    ) -> bool:
        """Store a document, its claims and findings, and an ``ingest`` audit entry.

        Idempotent by sha256: returns False and writes nothing when the source exists.
        ``checked``: the caller ran ``check_storable`` on these very values already.
        """
        from . import writes
        return self._run(
            writes.add_source, document, games, claims, findings, authority=authority, who=who,
            checked=checked,
        )

    def set_authority(
        self, id_or_prefix: str, authority: bool = True, *, note: str | None = None,
        who: str = "cli",
    ) -> str:
        from . import writes
        return self._run(writes.set_authority, id_or_prefix, authority, note=note, who=who)

    def remove_source(self, id_or_prefix: str, *, note: str | None = None, who: str = "cli",
                      ) -> tuple[str, tuple[str, ...]]:
        """Delete a source, its claims and findings (a ``remove`` audit entry): its full id and
        the Games to decide again in this transaction (``podium.actions.remove``)."""
        from . import writes
        return self._run(writes.remove_source, id_or_prefix, note=note, who=who)

    def replace_decisions(self, games: str, decisions: Sequence[Decision]) -> None:
        """Replace one Games' decisions; supporting claims must already be stored."""
        from . import writes
        self._run(writes.replace_decisions, games, decisions)

    def decide_again(self, games: str, decide: Callable[[list[Claim]], Sequence[Decision]]) -> None:
        """Decide one Games again: its claims, read once with their stored ids, given to
        ``decide``, and its decisions replaced by what ``decide`` returns."""
        from . import reads, writes
        with collector.paused():  # the claims, the engines' tables over them and the decisions
            claims, ids = self._run(reads.claims_and_ids, games)
            self._run(writes.replace_decisions, games, decide(claims), claim_ids=ids)

    def add_override(
        self, games: str, subject: str, attribute: str, value: Value, *, note: str,
        who: str = "cli",
    ) -> int:
        from . import writes
        return self._run(writes.add_override, games, subject, attribute, value, note=note, who=who)

    def revoke_override(self, override_id: int, *, note: str | None = None, who: str = "cli") -> None:
        from . import writes
        self._run(writes.revoke_override, override_id, note=note, who=who)

    def add_audit(
        self, action: str, target: str, note: str | None = None, detail: Any = None,
        who: str = "cli",
    ) -> None:
        from . import writes
        self._run(writes.add_audit, action, target, note, detail, who)


class Store(_Reads):
    """A podium store. Reads each use their own connection; writes go through ``begin()``."""

    def __init__(self, engine: Engine, name: str) -> None:
        self._engine: Engine | None = engine
        self.name = name

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine; a store opened without one (``SqliteFileStore``) makes it
        on first use."""
        if self._engine is None:
            with _making_engine:
                if self._engine is None:
                    self._engine = self._make_engine()
        return self._engine

    def _make_engine(self) -> Engine:
        raise NotImplementedError

    def _run(self, query: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        with store_errors(self.name), collector.paused(), self.engine.connect() as conn:
            return query(conn, *args, **kwargs)

    @contextmanager
    def begin(self) -> Iterator[StoreWriter]:
        """A writer bound to one transaction: committed when the block ends, rolled back
        (leaving the store exactly as before) when it raises. Writers take turns: this one
        waits (``engine.BUSY_TIMEOUT_S`` on SQLite) while another writes; readers never wait."""
        with store_errors(self.name), write_transaction(self.engine) as conn:
            yield StoreWriter(conn, self.name)

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({self.name!r})"
