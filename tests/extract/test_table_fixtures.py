"""The table fixture corpus: real medal tables in every layout and many languages
(tests/fixtures/tables/<lang>/<name>.<ext>), each read exactly as its golden file says
(tests/fixtures/tables/golden/<lang>/<name>.<ext>.json).

A golden file is the document's ``podium check --format json`` entry without ``facts`` and
``findings`` (other stages' work), plus ``tables_read``: each table's layout, scope, as_of
and whether it is partial. Nothing is forced: the Games is the one the document's own words
name (``extract.games``, on an HTML page's title, infobox and prose), and it must be the golden
file's.

To rewrite the golden files after a deliberate change, run with ``PODIUM_REGENERATE=1``
and review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from podium.analysis import analyse
from podium.export.shapes import source_read_json
from podium.extract import games_head, identify_games
from podium.readers import read_path
from tests.conftest import FIXTURES

HERE = FIXTURES / "tables"
GOLDEN = HERE / "golden"
DOCUMENTS = sorted(p for p in HERE.rglob("*") if p.is_file() and GOLDEN not in p.parents)


def _golden_path(document: Path) -> Path:
    return GOLDEN / document.relative_to(HERE).parent / (document.name + ".json")


def _read(document: Path) -> dict[str, Any]:
    analysis = analyse(read_path(document))
    out = source_read_json(analysis)
    out["path"] = document.relative_to(HERE).as_posix()
    del out["facts"], out["findings"]
    out["tables_read"] = [
        {"layout": t.table.layout, "scope": t.table.scope, "as_of": t.table.as_of, "partial": t.table.partial}
        for t in analysis.tables
    ]
    return out


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(HERE).as_posix())
def test_fixture_reads_as_its_golden_file(document: Path) -> None:
    golden_path = _golden_path(document)
    if os.environ.get("PODIUM_REGENERATE"):
        golden_path.parent.mkdir(parents=True, exist_ok=True)
        golden_path.write_text(json.dumps(_read(document), ensure_ascii=False, indent=1) + "\n",
                               encoding="utf-8")
    golden = json.loads(golden_path.read_text(encoding="utf-8"))
    games = identify_games(games_head(read_path(document)))
    assert games is not None and games.slug == golden["games"]
    assert _read(document) == golden


def test_the_corpus_covers_every_layout_and_twelve_languages() -> None:
    goldens = [json.loads(_golden_path(d).read_text(encoding="utf-8")) for d in DOCUMENTS]
    assert len(DOCUMENTS) >= 40
    assert len({d.relative_to(HERE).parts[0] for d in DOCUMENTS}) >= 12
    layouts = {t["layout"] for g in goldens for t in g["tables_read"]}
    assert layouts == {"spaced", "tsv", "pipe", "csv", "html", "wikitable", "medals-template", "json", "xml", "list"}
    assert {g["format"] for g in goldens} == {"text", "markdown", "csv", "html", "wikitext", "json", "xml"}
