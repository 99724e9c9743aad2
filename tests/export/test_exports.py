"""Exports: CSV, JSON, NDJSON, Parquet, Markdown and wikitext; round trips back to the rows."""

from __future__ import annotations

import io
import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses
from podium.actions.queries import medal_table
from podium.analysis import analyse
from podium.export import (
    FORMATS,
    ReadRow,
    host_nocs,
    read_markdown,
    read_wikitext,
    rows_of,
    to_markdown,
    to_ndjson,
    to_parquet,
    to_wikitext,
)
from podium.model import DecisionStatus
from podium.rank import StandingRow, Standings
from podium.readers import read_bytes
from podium.store import Store, open_store

GAMES = "2004-summer-paralympics"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    opened = open_store(str(tmp_path_factory.mktemp("export") / "store.sqlite"))
    store_analyses(opened, analyse_inputs(collect_inputs([str(bundled_corpus())])))
    yield opened
    opened.close()


@pytest.fixture(scope="module")
def athens(store: Store) -> Standings:
    return medal_table(store, GAMES)


def row(rank: int, noc: str, name: str, g: int, s: int, b: int, unsettled: tuple[str, ...] = ()) -> StandingRow:
    status = DecisionStatus.DISPUTED if unsettled else DecisionStatus.AGREED
    return StandingRow(rank, noc, name, g, s, b, g + s + b, status, 0.5 if unsettled else 1.0, unsettled)


#: A small table with a tie, a host, a name holding a pipe and a disputed cell.
SMALL = Standings(GAMES, "gold", (
    row(1, "CHN", "China", 5, 1, 0),
    row(2, "GRE", "Greece | host", 2, 2, 2, ("bronze", "total")),
    row(3, "AUS", "Australia", 1, 0, 1),
    row(3, "JAM", "Jamaica", 1, 0, 1),
    row(5, "ZIM", "Zimbabwe", 0, 0, 1),
))


def test_host_of_athens_is_greece_and_of_1984_both_hosts() -> None:
    assert host_nocs(GAMES) == ("GRE",)
    assert host_nocs("1984-summer-paralympics") == ("USA", "GBR")
    assert host_nocs("1980-summer-olympics") == ("URS",)
    assert host_nocs("1999-summer-olympics") == ()


def test_wikitext_is_the_medals_table_template_with_the_host_marked() -> None:
    text = to_wikitext(SMALL)
    assert text.splitlines() == [
        "{{Medals table",
        " | caption        = 2004 Summer Paralympics — medal table",
        " | host           = Host nation (Greece)",
        " | flag_template  = flagIPC",
        " | event          = 2004 Summer",
        " | team           = NPC",
        " | gold_CHN = 5 | silver_CHN = 1 | bronze_CHN = 0",
        " | host_GRE = yes | gold_GRE = 2 | silver_GRE = 2 | bronze_GRE = 2 | note_GRE = "
        "{{efn|name=unsettled-GRE-bronze-total|The sources do not all agree: Bronze, Total.}}",
        " | gold_AUS = 1 | silver_AUS = 0 | bronze_AUS = 1",
        " | gold_JAM = 1 | silver_JAM = 0 | bronze_JAM = 1",
        " | gold_ZIM = 0 | silver_ZIM = 0 | bronze_ZIM = 1",
        " | show_limit     = ",
        " | source         = ",
        "}}",
        "{{notelist}}",
        "<!-- source = podium, reconciled from the stored sources -->",
    ]


def test_wikitext_marks_a_host_without_medals() -> None:
    text = to_wikitext(Standings("2004-summer-olympics", "gold", SMALL.rows[:1]))
    assert " | flag_template  = flagIOC" in text and " | team           = NOC" in text
    assert " | host_GRE = yes\n" in text


def test_markdown_round_trip_small() -> None:
    assert read_markdown(to_markdown(SMALL)) == rows_of(SMALL)
    assert read_markdown(to_markdown(SMALL))[1] == ReadRow(2, "GRE", 2, 2, 2, 6, ("bronze", "total"))


def test_wikitext_round_trip_small() -> None:
    assert read_wikitext(to_wikitext(SMALL)) == rows_of(SMALL)


def test_markdown_and_wikitext_round_trip_athens(athens: Standings) -> None:
    rows = rows_of(athens)
    assert len(rows) == 75
    assert read_markdown(to_markdown(athens)) == rows
    assert read_wikitext(to_wikitext(athens)) == rows
    assert rows[1] == ReadRow(2, "GBR", 35, 30, 30, 95, ("bronze", "total"))


def read_back(text: str, origin: str) -> list[tuple[str | None, int, int, int, int | None]]:
    """The rows podium's normal path (read, extract, resolve) reads from an export."""
    analysis = analyse(read_bytes(text.encode("utf-8"), origin))
    assert analysis.games.slug == GAMES
    [table] = analysis.tables
    return [(res.noc, r.gold, r.silver, r.bronze, r.total) for r, res in zip(table.table.rows, table.resolutions)]


def expected(standings: Standings) -> list[tuple[str | None, int, int, int, int | None]]:
    return [(r.noc, r.gold, r.silver, r.bronze, r.total) for r in standings.rows]


def test_markdown_export_reads_back_through_analyse(athens: Standings) -> None:
    text = "# 2004 Summer Paralympics medal table\n\n" + to_markdown(athens)
    assert read_back(text, "athens.md") == expected(athens)


def test_wikitext_export_reads_back_through_analyse(athens: Standings) -> None:
    rows = read_back(to_wikitext(athens), "athens.wiki")
    assert [(noc, g, s, b) for noc, g, s, b, _ in rows] == [(noc, g, s, b) for noc, g, s, b, _ in expected(athens)]


def test_ndjson_one_row_a_line(athens: Standings) -> None:
    lines = to_ndjson(athens).splitlines()
    assert len(lines) == 75
    assert json.loads(lines[1]) == {
        "games": GAMES, "order": "gold", "rank": 2, "noc": "GBR", "name": "Great Britain", "gold": 35,
        "silver": 30, "bronze": 30, "total": 95, "status": athens.rows[1].status.value,
        "confidence": athens.rows[1].confidence, "unsettled": ["bronze", "total"]}


def test_json_export_is_the_documented_shape(athens: Standings) -> None:
    body = json.loads(FORMATS["json"](athens))
    assert body["games"] == {"slug": GAMES, "name": "2004 Summer Paralympics"}
    assert body["totals"] == {"gold": 519, "silver": 518, "bronze": 533, "total": 1570}
    assert body["rows"][0]["noc"] == "CHN"


def test_parquet_has_typed_columns(athens: Standings) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    # use_threads=False: pyarrow 26's threaded reader sometimes aborts the interpreter at exit
    table = pq.read_table(io.BytesIO(to_parquet(athens)), use_threads=False)
    assert table.schema.field("rank").type == pa.int32()
    assert table.schema.field("gold").type == pa.int32()
    assert table.schema.field("total").type == pa.int32()
    assert table.schema.field("confidence").type == pa.float64()
    assert table.schema.field("noc").type == pa.string()
    assert table.schema.field("unsettled").type == pa.list_(pa.string())
    assert table.num_rows == 75
    assert table.column_names == ["games", "order", "rank", "noc", "name", "gold", "silver", "bronze",
                                  "total", "status", "confidence", "unsettled"]
    gbr = table.slice(1, 1).to_pylist()[0]
    assert (gbr["rank"], gbr["noc"], gbr["bronze"], gbr["total"], gbr["unsettled"]) == (
        2, "GBR", 30, 95, ["bronze", "total"])
    assert sum(table.column("gold").to_pylist()) == 519


def test_cli_writes_every_format(store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    import sys

    from podium.cli import main

    db = store.engine.url.database
    assert db is not None
    monkeypatch.setenv("PODIUM_LANG", "en")

    def podium(*args: str) -> int:
        monkeypatch.setattr(sys, "argv", ["podium", *args])
        try:
            main()
        except SystemExit as e:
            return int(e.code or 0)
        return 0

    for fmt, name in [("wikitext", "t.wiki"), ("ndjson", "t.ndjson"), ("parquet", "t.parquet"), ("md", "t.md")]:
        assert podium("table", "--db", db, "--format", fmt, "-o", str(tmp_path / name)) == 0
    assert read_wikitext((tmp_path / "t.wiki").read_text(encoding="utf-8"))[0] == ReadRow(1, "CHN", 63, 46, 32, 141)
    assert len((tmp_path / "t.ndjson").read_text(encoding="utf-8").splitlines()) == 75
    assert (tmp_path / "t.parquet").read_bytes()[:4] == b"PAR1"
    capsys.readouterr()
    with monkeypatch.context() as terminal:  # binary on a terminal: refused
        terminal.setattr(sys.stdout, "isatty", lambda: True)
        assert podium("table", "--db", db, "--format", "parquet") == 2
    assert capsys.readouterr().err == (
        "podium: error: --format parquet is binary: give -o FILE, or send it to a file or a pipe\n")
    assert podium("table", "--db", db, "--format", "wikitext") == 0
    assert capsys.readouterr().out.startswith("{{Medals table\n | caption        = 2004 Summer Paralympics — medal table\n")
    # into a pipe or a file, the Parquet bytes themselves
    piped = subprocess.run([sys.executable, "-m", "podium.cli", "table", "--db", db, "--format", "parquet"],
                           capture_output=True, env={**os.environ, "PODIUM_LANG": "en"}, timeout=120)
    assert (piped.returncode, piped.stderr, piped.stdout[:4]) == (0, b"", b"PAR1")
    import pyarrow.parquet as pq

    assert pq.read_table(io.BytesIO(piped.stdout)).num_rows == 75
