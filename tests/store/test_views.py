"""The store's views (migration 0007): ``medal_table``, ``conflicts`` and ``facts`` show what
``podium table``, ``podium conflicts`` and ``podium facts`` show, with integers as integers,
on SQLite and PostgreSQL, and datasette serves them so.

Two pages about the 2004 Summer Paralympics as public copies give them: the IPC's table
(Great Britain 35-30-29) and a copy that gives Great Britain 30 bronze medals and names the
host city; both agree on China (63-46-32) and Canada (28-19-25).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from podium.actions.ingest import store_analyses
from podium.actions.queries import medal_table
from podium.analysis import analyse
from podium.i18n.messages import english
from podium.readers import read_bytes
from podium.store import Store, open_store

GAMES = "2004-summer-paralympics"
IPC = ("2004 Summer Paralympics medal table\n"
       "1\tChina (CHN)\t63\t46\t32\t141\n"
       "2\tGreat Britain (GBR)\t35\t30\t29\t94\n"
       "3\tCanada (CAN)\t28\t19\t25\t72\n")
COPY = ("2004 Summer Paralympics in Athens: medal table\n"
        "1\tChina\t63\t46\t32\t141\n"
        "2\tGreat Britain\t35\t30\t30\t95\n"
        "3\tCanada\t28\t19\t25\t72\n")


def fill(store: Store) -> None:
    store_analyses(store, [analyse(read_bytes(page.encode(), name)) for name, page in
                           (("ipc.txt", IPC), ("copy.txt", COPY))])


def rows(store: Store, query: str) -> list[tuple[Any, ...]]:
    with store.engine.connect() as conn:
        return [tuple(row) for row in conn.execute(text(query))]


def test_medal_table_view_is_the_table_with_integers(store: Store) -> None:
    fill(store)
    shown = rows(store, "SELECT games, noc, rank, gold, silver, bronze, total, status FROM medal_table")
    assert shown == [
        (GAMES, "CHN", 1, 63, 46, 32, 141, "agreed"),
        (GAMES, "GBR", 2, 35, 30, 30, 95, "disputed"),  # the engine's best guess, as the table shows it
        (GAMES, "CAN", 3, 28, 19, 25, 72, "agreed"),
    ]
    assert all(type(value) is int for row in shown for value in row[2:7])
    table = medal_table(store, GAMES)
    assert [(r.noc, r.rank, r.gold, r.silver, r.bronze, r.total, r.status.value) for r in table.rows] == [
        row[1:] for row in shown]
    (confidence,) = rows(store, "SELECT confidence FROM medal_table WHERE noc = 'GBR'")[0]
    assert confidence == table.rows[1].confidence


def test_conflicts_view_lists_the_disputed_cells(store: Store) -> None:
    fill(store)
    assert rows(store, "SELECT games, subject, attribute, status, number, text FROM conflicts") == [
        (GAMES, "GBR", "bronze", "disputed", 30, None),
        (GAMES, "GBR", "total", "disputed", 95, None),
    ]


def test_facts_view_types_numbers_and_texts(store: Store) -> None:
    fill(store)
    facts = rows(store, "SELECT attribute, status, number, text FROM facts WHERE attribute = 'host_city'")
    assert facts == [("host_city", "agreed", None, "Athens")]


def test_the_views_show_only_the_current_version(store: Store) -> None:
    fill(store)
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE decisions SET \"current\" = :no WHERE subject = 'CAN'"), {"no": False})
    assert [row[0] for row in rows(store, "SELECT noc FROM medal_table")] == ["CHN", "GBR"]


def test_the_views_go_with_a_downgrade_to_0006(tmp_path: Path) -> None:
    from alembic import command

    from podium.store.migrate import alembic_config

    path = tmp_path / "podium.sqlite"
    store = open_store(str(path))
    fill(store)
    with store.engine.begin() as conn:
        command.downgrade(alembic_config(conn), "0006")
        assert conn.execute(text("SELECT name FROM sqlite_master WHERE type = 'view'")).all() == []
        command.upgrade(alembic_config(conn), "head")
        views = conn.execute(text("SELECT name FROM sqlite_master WHERE type = 'view' ORDER BY name")).scalars()
        assert list(views) == ["conflicts", "facts", "medal_table"]
    store.close()


def test_datasette_serves_the_medal_table_with_integers(tmp_path: Path) -> None:
    datasette = pytest.importorskip("datasette.app")
    path = tmp_path / "podium.sqlite"
    with open_store(str(path)) as store:
        fill(store)

    async def read() -> Any:
        served = datasette.Datasette([str(path)], immutables=[])
        response = await served.client.get("/podium/medal_table.json?_shape=array")
        assert response.status_code == 200
        return response.json()

    assert asyncio.run(read()) == [
        {"games": GAMES, "noc": "CHN", "rank": 1, "gold": 63, "silver": 46, "bronze": 32, "total": 141,
         "status": "agreed", "confidence": 1.0},
        {"games": GAMES, "noc": "GBR", "rank": 2, "gold": 35, "silver": 30, "bronze": 30, "total": 95,
         "status": "disputed", "confidence": 0.5017},
        {"games": GAMES, "noc": "CAN", "rank": 3, "gold": 28, "silver": 19, "bronze": 25, "total": 72,
         "status": "agreed", "confidence": 1.0},
    ]


def test_the_views_show_the_english_rationale_the_store_keeps_beside_its_parts(store: Store) -> None:
    fill(store)
    (said,), = rows(store, "SELECT rationale FROM facts WHERE attribute = 'host_city'")
    assert said == "the only source says Athens"
    assert said == english(next(d for d in store.decisions(GAMES) if d.attribute == "host_city"))
