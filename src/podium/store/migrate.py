"""Bringing a database to the schema at ``HEAD_REVISION``.

The fast path (``current_revisions``) is plain SQL on ``alembic_version``; Alembic is
imported only when a store must be upgraded, so opening a store that is already at head
costs no Alembic import. An empty database is made at head in one go (``create``): the
tables of ``schema``, the views of ``views``, the revision stamped as Alembic stamps it; a
store made so is the one every migration in turn makes (``tests/store/test_migrations.py``),
without Alembic's import and its fourteen migrations (0.6 s of a first ``podium ingest``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Column, Connection, MetaData, PrimaryKeyConstraint, String, Table, column, inspect, select, table

from podium.errors import StoreError

from .revision import HEAD_REVISION

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"

_alembic_version = table("alembic_version", column("version_num"))


def current_revisions(conn: Connection) -> tuple[str, ...]:
    """The revisions stamped in ``alembic_version``, sorted; () when there is no such table."""
    if not conn.dialect.has_table(conn, "alembic_version"):
        return ()
    return tuple(sorted(str(v) for v in conn.execute(select(_alembic_version.c.version_num)).scalars()))


def is_at_head(conn: Connection) -> bool:
    return current_revisions(conn) == (HEAD_REVISION,)


def create(conn: Connection) -> None:
    """Make an empty database a store at head: its tables, its views, its revision."""
    from . import schema, views

    schema.metadata.create_all(conn)
    for statement in views.statements(conn.dialect.name):
        conn.exec_driver_sql(statement)
    # Alembic's own version table (``alembic.runtime.migration``), and the head revision in it
    stamped = Table("alembic_version", MetaData(), Column("version_num", String(32), nullable=False),
                    PrimaryKeyConstraint("version_num", name="alembic_version_pkc"))
    stamped.create(conn, checkfirst=True)  # a version table without a row may be there
    conn.execute(stamped.insert().values(version_num=HEAD_REVISION))


def alembic_config(conn: Connection | None = None) -> Config:
    """An Alembic configuration built in code; migrations run on ``conn`` when given."""
    from alembic.config import Config

    config = Config()
    # Config values go through configparser interpolation: escape '%' in the path.
    config.set_main_option("script_location", str(MIGRATIONS).replace("%", "%%"))
    if conn is not None:
        config.attributes["connection"] = conn
    return config


def alembic_head() -> str:
    """The head revision as Alembic computes it from the migration scripts."""
    from alembic.script import ScriptDirectory

    heads = ScriptDirectory.from_config(alembic_config()).get_heads()
    if len(heads) != 1:
        raise StoreError(f"the store's migrations have {len(heads)} heads, expected one")
    return heads[0]


def upgrade(conn: Connection, name: str, upgrading: Callable[[str, str], None] | None = None) -> tuple[str, ...]:
    """Create or upgrade the schema on ``conn`` (inside the caller's transaction, which holds
    the store's write lock: ``store.write_transaction``; the revision is read again here,
    under the lock, so a store another process has just brought to head is left alone).
    Returns the revisions the store was at (none for a new store, ``HEAD_REVISION`` alone
    when it was left alone).

    ``name`` is the store's name as the user gave it, for messages; ``upgrading`` is told the
    revision a store holding rows is at and the one it is brought to, before it is (an
    upgrade that copies a table takes a while on a large store). A database stamped
    with a revision this podium does not know (a newer podium wrote it) is refused, and
    so is a database that has tables but was never stamped (not a podium store).
    """
    revisions = current_revisions(conn)
    if revisions == (HEAD_REVISION,):
        return revisions
    if not revisions:
        _refuse_foreign(conn, name)
        create(conn)
        return revisions
    from alembic.script import ScriptDirectory
    from alembic.util.exc import CommandError

    config = alembic_config(conn)
    script = ScriptDirectory.from_config(config)
    known = {rev.revision for rev in script.walk_revisions()}
    unknown = [rev for rev in revisions if rev not in known]
    if unknown:
        raise StoreError(
            f"store {name} has schema version {', '.join(unknown)}, unknown to this podium "
            f"(newest known: {HEAD_REVISION}); it was probably written by a newer podium: "
            "upgrade podium to use it"
        )
    from alembic import command

    if upgrading is not None:
        upgrading(", ".join(revisions), HEAD_REVISION)
    try:
        command.upgrade(config, "head")
    except CommandError as error:
        raise StoreError(f"cannot upgrade store {name}: {error}") from None
    return revisions


def _refuse_foreign(conn: Connection, name: str) -> None:
    """A database that has tables but was never stamped is not a podium store."""
    existing = [tn for tn in inspect(conn).get_table_names() if tn != "alembic_version"]
    if existing:
        raise StoreError(
            f"store {name} is not a podium store: it holds tables "
            f"({', '.join(sorted(existing)[:5])}) but no schema version"
        )
