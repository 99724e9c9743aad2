"""The seeds re-laid into every layout, and generated tables in random layouts, read back
to the same rows (hypothesis)."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from podium.extract import extract
from podium.model import MedalTable
from podium.readers import read_bytes, read_path
from tests.conftest import SEEDS
from tests.extract.render import (
    COLUMNS,
    FORMATS,
    HEADERS,
    LAYOUTS,
    TIES,
    ZEROS,
    Options,
    Row,
    expected,
    render,
    supported,
)


def _read(text: str) -> tuple[str, MedalTable]:
    doc = read_bytes(text.encode("utf-8"), "generated")
    tables = extract(doc).tables
    assert len(tables) == 1, text
    return doc.format, tables[0]


def _rows(table: MedalTable) -> list[tuple[object, ...]]:
    return [(r.rank, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows]


def _seed_rows(lang: str) -> list[Row]:
    (table,) = extract(read_path(SEEDS[lang])).tables
    return [Row(r.rank, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("lang", list(SEEDS))
def test_each_seed_re_laid_reads_to_the_same_rows(lang: str, layout: str) -> None:
    rows = _seed_rows(lang)
    options = Options(layout=layout, lang={"ru": "ru"}.get(lang, "zh"))
    fmt, table = _read(render(rows, options))
    assert fmt == FORMATS[layout]
    assert _rows(table) == expected(rows, options)
    assert len(table.rows) == 75


@pytest.mark.parametrize("layout", ["html", "wikitext"])
def test_a_seed_with_rowspan_ties_reads_ties_as_unstated_shared_ranks(layout: str) -> None:
    rows = _seed_rows("zh-Hant")
    _, table = _read(render(rows, Options(layout=layout, ties="rowspan")))
    assert [r.rank for r in table.rows] == [r.rank for r in rows]
    unstated = [(r.mention, r.rank) for r in table.rows if not r.rank_stated]
    assert unstated == [(r.mention, r.rank) for i, r in enumerate(rows) if i and r.rank == rows[i - 1].rank]
    assert len(unstated) == 13
    assert unstated[-1] == ("盧旺達（RWA）", 73)


NAMES = ("Norway", "Germany", "Canada", "United States", "Netherlands", "Sweden", "South Korea", "Switzerland",
         "France", "Austria", "Japan", "Italy", "Bosnia and Herzegovina", "Serbia and Montenegro", "New Zealand",
         "Great Britain", "Chinese Taipei", "Czech Republic", "Hong Kong", "Trinidad and Tobago")


@st.composite
def tables(draw: st.DrawFn) -> list[Row]:
    names = draw(st.lists(st.sampled_from(NAMES), min_size=3, max_size=12, unique=True))
    medal = st.tuples(st.integers(0, 60), st.integers(0, 60), st.integers(0, 60)).filter(lambda m: sum(m) > 0)
    medals = draw(st.lists(medal, min_size=len(names), max_size=len(names)))
    medals.sort(key=lambda m: (-m[0], -m[1], -m[2]))
    rows = []
    rank = 0
    for i, (name, m) in enumerate(zip(names, medals), start=1):
        if i == 1 or m != medals[i - 2]:
            rank = i
        rows.append(Row(rank, name, m[0], m[1], m[2], sum(m)))
    return rows


@st.composite
def options(draw: st.DrawFn) -> Options:
    layout = draw(st.sampled_from(LAYOUTS))
    lang = draw(st.sampled_from(sorted(HEADERS)))
    with_rank = draw(st.booleans())
    with_total = draw(st.booleans())
    columns = [c for c in COLUMNS if (c != "rank" or with_rank) and (c != "total" or with_total)]
    columns = draw(st.permutations(columns))
    ties = draw(st.sampled_from(TIES))
    zero = draw(st.sampled_from(ZEROS))
    return Options(layout=layout, lang=lang, columns=tuple(columns), ties=ties, zero=zero)


@settings(max_examples=int(os.environ.get("PODIUM_EXAMPLES", "300")), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(tables(), options())
def test_any_table_in_any_layout_reads_back(rows: list[Row], opts: Options) -> None:
    if not supported(opts):
        opts = Options(layout=opts.layout, lang=opts.lang, ties="repeat",
                       zero="0" if opts.zero == "" else opts.zero)
    text = render(rows, opts)
    fmt, table = _read(text)
    assert fmt == FORMATS[opts.layout], text
    assert _rows(table) == expected(rows, opts), text
    assert table.totals is None
