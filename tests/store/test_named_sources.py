"""A listing's read (``Store.decisions(named=...)``): each value's claims of its first sources
only, the others counted (``Support.stated``), read and shown as the whole support shows them:
``podium conflicts`` and ``podium facts`` name five sources a value and count the others, and a
Games of 1,000 sources need not make the 400,000 claims behind its decisions to say so."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.model import Decision, Stated
from podium.store import Store, open_store, rows
from podium.store.rows import NAMED_FROM, Supports, named_first
from podium.store.sqlite_file import SqliteFileStore

from .conftest import POSTGRES_URL

GAMES = "2004-summer-olympics"


def write_pages(folder: Path, n: int = 8) -> None:
    """``n`` copies of a page of Athens 2004 (public figures: 301 events, 10,625 athletes,
    China 32-17-14, Australia 17-16-16, Japan 16-9-12, Germany 13-16-20), the first three
    saying "about 10,600 athletes", the last one Japan's bronze as 13."""
    folder.mkdir()
    for i in range(1, n + 1):
        athletes = "about 10,600" if i <= 3 else "10,625"
        japan = "16\t9\t13\t38" if i == n else "16\t9\t12\t37"
        (folder / f"page-{i}.txt").write_text(
            f"2004 Summer Olympics medal table (copy {i})\n\n"
            f"The 2004 Summer Olympics were held in Athens. {athletes} athletes took part in 301 events.\n\n"
            "Rank\tNation\tGold\tSilver\tBronze\tTotal\n"
            "1\tChina\t32\t17\t14\t63\n2\tAustralia\t17\t16\t16\t49\n"
            f"3\tJapan\t{japan}\n4\tGermany\t13\t16\t20\t49\n", encoding="utf-8")


def shown(decisions: list[Decision]) -> str:
    """The decisions as ``podium conflicts`` prints them."""
    from rich.console import Console

    from podium.cli import console
    from podium.i18n.naming import SourceNames

    kept, console.out = console.out, Console(file=io.StringIO(), width=400, color_system=None)
    try:
        console.print_decisions(decisions, SourceNames({}), "none")
        return console.out.file.getvalue()  # type: ignore[attr-defined]
    finally:
        console.out = kept


@pytest.mark.parametrize("fresh", [False, True], ids=["the store's engine", "a fresh reader"])
def test_a_listing_reads_the_first_sources_of_each_value_and_counts_the_others(
        store: Store, tmp_path: Path, fresh: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # eight pages name a few hundred claims, which a listing reads whole (``NAMED_FROM``) but here
    monkeypatch.setattr(rows, "NAMED_FROM", 0)
    write_pages(tmp_path / "pages")
    store_analyses(store, analyse_inputs(collect_inputs([str(tmp_path / "pages")])))
    # a fresh reader of a SQLite file reads on sqlite3 itself, the store's engine on SQLAlchemy
    on_sqlite = store.engine.dialect.name == "sqlite"
    reader = open_store(str(tmp_path / "podium.sqlite") if on_sqlite else POSTGRES_URL) if fresh else store
    assert isinstance(reader, SqliteFileStore) == (fresh and on_sqlite)
    try:
        whole, named = reader.decisions(GAMES), reader.decisions(GAMES, named=5)
        # the cells of a few nations (the chart's rows, read whole): in the order of all
        assert reader.decisions(GAMES, subject=("JPN", "CHN")) == [d for d in whole if d.subject in ("CHN", "JPN")]
    finally:
        if reader is not store:
            reader.close()
    assert [(d.subject, d.attribute, d.status, d.value, d.reasons) for d in named] == [
        (d.subject, d.attribute, d.status, d.value, d.reasons) for d in whole]
    cut = 0
    for w, n in zip(whole, named, strict=True):
        for ws, ns in zip(w.support, n.support, strict=True):
            sources = list(dict.fromkeys(c.source_id for c in ws.claims))
            if len(sources) <= 6:  # named_and_more names every one: the whole support
                assert ns == ws
                continue
            cut += 1
            assert ns.value == ws.value
            assert ns.claims == tuple(c for c in ws.claims if c.source_id in sources[:5])
            approx = sum(c.qualifier == "approx" for c in ws.claims)
            assert ns.stated == Stated(len(ws.claims), len(sources), (("approx", approx),) if approx else ())
    # a value of each cell of the four rows (rank, colours, total: Japan's bronze and total
    # 12 and 37 from seven sources, the others from the one last page) and of the three facts
    assert cut == 4 * 5 + 3
    athletes = next(d for d in named if d.attribute == "athletes")
    assert [s.stated for s in athletes.support] == [Stated(8, 8, (("approx", 3),))]
    # shown alike: five sources a value and the others counted, the qualifiers of all eight
    text = shown(named)
    assert text == shown(whole)
    assert "10625 (approx: 3 of 8): " in text
    assert (text.count("; and 3 more"), text.count("; and 2 more")) == (cut - 2, 2)  # Japan's 12 and 37: 7


def test_named_first_keeps_the_claims_of_the_first_sources_in_their_order() -> None:
    # claim id -> (its source's number, its qualifier): sources 1..7, source 2 on two lines
    stated_by = {10: (1, None), 11: (2, "approx"), 12: (2, None), 13: (3, None), 14: (4, None),
                 15: (5, "approx"), 16: (6, None), 17: (7, None), 20: (1, None), 21: (2, None)}
    supports: Supports = {100: [(5, [10, 11, 12, 13, 14, 15, 16, 17]), (6, [20, 21])]}
    cut, counts, kept = named_first(supports, stated_by, 5)
    assert cut == {100: [(5, [10, 11, 12, 13, 14, 15]), (6, [20, 21])]}
    assert counts == {(100, 0): Stated(8, 7, (("approx", 2),))}
    assert kept == [10, 11, 12, 13, 14, 15, 20, 21]
    # one source more than named: every one is named, nothing is counted
    cut, counts, kept = named_first(supports, stated_by, 6)
    assert (cut, counts, kept) == (supports, {}, [10, 11, 12, 13, 14, 15, 16, 17, 20, 21])


def test_a_listing_of_few_claims_reads_them_whole(store: Store, tmp_path: Path) -> None:
    # eight pages: 23 cells of more than six sources, 210 claims, under ``NAMED_FROM``
    write_pages(tmp_path / "pages")
    store_analyses(store, analyse_inputs(collect_inputs([str(tmp_path / "pages")])))
    reader = open_store(str(tmp_path / "podium.sqlite")) if store.engine.dialect.name == "sqlite" else store
    try:
        named, whole = reader.decisions(GAMES, named=5), reader.decisions(GAMES)
    finally:
        if reader is not store:
            reader.close()
    claims = sum(len(s.claims) for d in whole for s in d.support)
    assert (claims < NAMED_FROM, named) == (True, whole)
    assert shown(named).count("; and 3 more") == 21
