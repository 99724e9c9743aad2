"""Opening a store of an older schema says, once and before it happens, that it is upgraded."""

from __future__ import annotations

from pathlib import Path

from podium.actions.ingest import bundled_corpus
from podium.store import HEAD_REVISION
from tests.store.conftest import downgraded

from .conftest import Runner

GAMES = "2004-summer-paralympics"


def test_an_older_store_is_upgraded_with_one_line_and_the_same_table(podium: Runner, db: str) -> None:
    assert podium("ingest", "--db", db, str(bundled_corpus())).code == 0
    table = podium("table", GAMES, "--db", db, "--format", "json")
    assert table.code == 0 and table.err == ""
    with downgraded(f"sqlite:///{db}", "0011") as conn:
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").fetchall() == [("0011",)]
    again = podium("table", GAMES, "--db", db, "--format", "json")
    assert again.code == 0 and again.out == table.out
    assert again.err == (f"podium: upgrading the store from schema 0011 to {HEAD_REVISION} "
                         "(once; a large store takes a while)\n")
    # once: the store is at the newest schema now
    assert podium("table", GAMES, "--db", db, "--format", "json").err == ""


def test_a_new_store_is_made_without_a_word(podium: Runner, db: str, tmp_path: Path) -> None:
    page = tmp_path / "page.txt"
    page.write_text("2008 Summer Olympics medal table\n1 China 48 22 30 100\n2 United States 36 38 36 110\n",
                    "utf-8")
    made = podium("ingest", "--db", db, str(page))
    assert made.code == 0 and made.err == ""
