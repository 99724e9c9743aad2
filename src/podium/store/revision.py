"""The schema revision this podium writes, importable without SQLAlchemy."""

from __future__ import annotations

#: The Alembic revision whose schema ``schema.py`` describes. ``open_store`` compares the
#: database's ``alembic_version`` with it and skips importing Alembic (and, for a SQLite
#: file, SQLAlchemy) when they match.
HEAD_REVISION = "0014"
