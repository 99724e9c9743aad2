"""Migration 0006: the date of an interim table moves from a claim's qualifier to its ``as_of``,
decisions gain their version, and a Games with dated tables is decided again version by version
once the store is at head (``podium.store.rederive``)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy import create_engine

from podium.store import open_store
from tests.conftest import FIXTURES

BEIJING = FIXTURES / "versions"
GAMES = "2008-summer-olympics"


def test_a_store_of_revision_0005_keeps_its_interim_days_as_versions(tmp_path: Path) -> None:
    from alembic import command

    from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
    from podium.model import Games
    from podium.store.migrate import alembic_config

    path = tmp_path / "old.sqlite"
    with open_store(str(path)) as store:
        inputs = collect_inputs([str(BEIJING / "beijing-2008-as-awarded.md"), str(BEIJING / "beijing-2008-daily.csv")])
        store_analyses(store, analyse_inputs(inputs, Games.from_slug(GAMES)))
        versions = [name for name, _, _ in store.versions(GAMES)]
        table = [(d.version, d.subject, d.attribute, d.value) for d in store.decisions(GAMES, version="final")]
    assert versions == ["interim:2008-08-10", "interim:2008-08-13", "interim:2008-08-19", "interim:2008-08-22",
                        "final"]
    engine = create_engine(f"sqlite:///{path}")
    try:
        with engine.begin() as conn:
            command.downgrade(alembic_config(conn), "0005")
    finally:
        engine.dispose()
    with sqlite3.connect(path) as conn:  # as a podium of 0005 stored them: the date in the qualifier
        assert conn.execute("SELECT count(*), min(qualifier) FROM claims WHERE qualifier LIKE 'interim:%'"
                            ).fetchone() == (80, "interim:2008-08-10")  # 20 rows, 4 cells each
        assert "as_of" not in [c[1] for c in conn.execute("PRAGMA table_info(claims)")]
        # 0005 had one decision per cell: only the current version's are kept
        assert conn.execute("SELECT count(DISTINCT subject || attribute), count(*) FROM decisions").fetchone() == (
            (50 + 3, 50 + 3))  # ten rows of five cells, three facts
    with open_store(str(path)) as store:  # upgraded on opening, and decided again
        # the days are versions again; that the other table is the one as awarded, 0005 could not
        # keep (it knew interim dates only): it is the table of no stated time, still the current one
        assert [name for name, _, _ in store.versions(GAMES)] == [*versions[:-1], ""]
        assert [(d.subject, d.attribute, d.value) for d in store.decisions(GAMES)] == [t[1:] for t in table]
        china = sorted((c.as_of or "", c.qualifier, c.value) for c in store.claims(GAMES)
                       if c.subject == "CHN" and c.attribute == "gold")
        assert china == [("", None, 51), ("2008-08-10", None, 6), ("2008-08-13", None, 17), ("2008-08-19", None, 39),
                         ("2008-08-22", None, 46)]
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT name FROM sqlite_master WHERE name = '_podium_rederive'").fetchall() == []
