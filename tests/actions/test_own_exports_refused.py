"""podium's own output is never evidence: every text export carries podium's mark, and an
ingest of one (the CLI, ``--keep-going``, an HTTP upload) is refused with one line naming
the file; a table without the mark is read as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from podium.export import FORMATS
from podium.export.marks import exported_by_podium
from podium.model import DecisionStatus
from podium.rank import StandingRow, Standings
from tests.cli.conftest import Runner, db, podium  # noqa: F401  (fixtures)
from tests.conftest import SEEDS
from tests.service.conftest import TOKEN, make_client

GAMES = "2004-summer-paralympics"
ROWS = (StandingRow(1, "CHN", "China", 63, 46, 32, 141, DecisionStatus.AGREED, 1.0, ()),
        StandingRow(2, "GBR", "Great Britain", 35, 30, 29, 94, DecisionStatus.DISPUTED, 0.55, ("bronze", "total")))
TABLE = Standings(GAMES, "gold", ROWS)
SUFFIX = {"csv": "csv", "json": "json", "ndjson": "ndjson", "md": "md", "wikitext": "wiki"}
REFUSED = "the document is podium's own export: it is no evidence"


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_every_text_export_carries_the_mark(fmt: str) -> None:
    assert exported_by_podium(FORMATS[fmt](TABLE))


def test_the_marks_keep_the_tabular_columns_and_say_who_wrote_the_rest() -> None:
    assert FORMATS["csv"](TABLE).splitlines()[0] == (
        "games,order,rank,noc,name,gold,silver,bronze,total,status,confidence,unsettled")
    assert FORMATS["md"](TABLE).endswith("\n<!-- source = podium, reconciled from the stored sources -->\n")
    assert '"source": "podium, reconciled from the stored sources"' in FORMATS["json"](TABLE)


def test_the_tables_json_shape_is_recognised_without_its_field() -> None:
    import json

    from podium.export.shapes import table_json

    assert exported_by_podium(json.dumps(table_json(TABLE)))  # as the API serves it


@pytest.mark.parametrize("text", [
    "games,order,rank,noc,name,gold\n2004-summer-paralympics,gold,1,CHN,China,63\n",  # other columns
    '{"noc": "CHN", "gold": 63}\n',
    "| Rank | Nation | Gold |\n|---|---|---|\n| 1 | China | 63 |\n<!-- source = IPC -->\n",
    '{"source": "podium.example, a fan page"}',
])
def test_tables_like_podiums_are_not_taken_for_its_exports(text: str) -> None:
    assert not exported_by_podium(text)


def test_ingest_refuses_each_export_with_one_line(podium: Runner, db: str, tmp_path: Path) -> None:  # noqa: F811
    paths = []
    for fmt in sorted(FORMATS):
        path = tmp_path / f"medals.{SUFFIX[fmt]}"
        path.write_text(FORMATS[fmt](TABLE), encoding="utf-8")
        paths.append(path)
        refused = podium("ingest", str(path), "--games", GAMES, "--db", db)
        assert (refused.code, refused.out, refused.err) == (2, "", f"podium: error: {path}: {REFUSED}\n")
    kept = podium("ingest", str(SEEDS["ru"]), *map(str, paths), "--keep-going", "--db", db)
    assert kept.code == 1
    assert kept.out.startswith("added ") and len(kept.out.splitlines()) == 1
    assert kept.err.splitlines() == [f"podium: refused: {path}: {REFUSED}" for path in paths]
    assert [s["language"] for s in podium("sources", "--format", "json", "--db", db).json()] == ["ru"]


def test_an_upload_of_an_export_is_refused(tmp_path: Path) -> None:
    from podium.store import open_store

    store = open_store(str(tmp_path / "store.sqlite"))
    try:
        with make_client(store) as client:
            response: Any = client.post("/api/sources", content=FORMATS["wikitext"](TABLE).encode(),
                                        headers={"Authorization": f"Bearer {TOKEN}"})
        assert response.status_code == 422  # bad input, as any document podium cannot use
        assert response.json()["error"].endswith(REFUSED)
        assert store.sources() == []
    finally:
        store.close()
