"""Alembic environment for the podium store.

podium runs migrations in code (``podium.store.migrate.upgrade``) and hands the
already-open connection over in ``config.attributes["connection"]``. Run from the
command line (``alembic -c src/podium/store/alembic.ini ...``, for developers), it
connects to ``sqlalchemy.url`` from the ini file or ``PODIUM_DB``.
"""

from __future__ import annotations

import os

from alembic import context
from sqlalchemy import Connection, create_engine

from podium.store.schema import metadata

config = context.config


def run_migrations(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        render_as_batch=True,  # ALTER TABLE through table copies on SQLite
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_offline() -> None:
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=metadata,
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        run_migrations(connection)
        return
    url = os.environ.get("PODIUM_DB") or config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("set sqlalchemy.url in alembic.ini or PODIUM_DB to a SQLAlchemy URL")
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            run_migrations(connection)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
