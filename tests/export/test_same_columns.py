"""The tabular exports agree: CSV (with and without a byte order mark), NDJSON and Parquet
have the same columns in the same order and the same values, the unsettled cells included;
names in other scripts survive each (read back with the csv module, json and pyarrow)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator

import pytest

from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses
from podium.actions.queries import medal_table
from podium.export import to_csv, to_ndjson, to_parquet
from podium.export.tabular import COLUMNS
from podium.rank import Standings
from podium.store import Store, open_store

GAMES = "2004-summer-paralympics"


@pytest.fixture(scope="module")
def athens_ru(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Standings]:
    store: Store = open_store(str(tmp_path_factory.mktemp("same") / "store.sqlite"))
    store_analyses(store, analyse_inputs(collect_inputs([bundled_corpus()])))
    yield medal_table(store, GAMES, "gold", "ru")


def _csv(text: str) -> list[dict[str, object]]:
    return [{**row, "unsettled": row["unsettled"].split(";") if row["unsettled"] else []}
            for row in csv.DictReader(io.StringIO(text))]


def test_every_tabular_format_has_the_same_columns_and_values(athens_ru: Standings) -> None:
    import pyarrow.parquet as pq

    ndjson = [json.loads(line) for line in to_ndjson(athens_ru).splitlines()]
    parquet = pq.read_table(io.BytesIO(to_parquet(athens_ru))).to_pylist()
    plain = _csv(to_csv(athens_ru))
    assert list(ndjson[0]) == list(parquet[0]) == list(plain[0]) == list(COLUMNS)
    assert len(ndjson) == len(parquet) == len(plain) == 75
    gbr = {"games": GAMES, "order": "gold", "rank": 2, "noc": "GBR", "name": "Великобритания", "gold": 35,
           "silver": 30, "bronze": 30, "total": 95, "status": "disputed", "confidence": 0.5455,
           "unsettled": ["bronze", "total"]}
    assert ndjson[1] == parquet[1] == gbr
    assert plain[1] == {**gbr, **{c: str(gbr[c]) for c in COLUMNS if c != "unsettled"}}


def test_a_byte_order_mark_only_when_asked_for(athens_ru: Standings) -> None:
    with_bom, without = to_csv(athens_ru, bom=True), to_csv(athens_ru)
    assert with_bom == "\ufeff" + without
    # Excel's reading: UTF-8 with the mark ("utf-8-sig") gives the same rows, Cyrillic intact
    assert _csv(with_bom.encode("utf-8").decode("utf-8-sig")) == _csv(without)
    assert _csv(without)[0]["name"] == "Китай"
