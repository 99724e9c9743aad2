"""The rank check is n log n and finds exactly what the pairwise check found: the same codes,
rows, messages and order, on random small tables; and it checks 100,000 rows."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from podium.model import Finding, MedalRow, MedalTable, Resolution, ResolutionStatus, Severity, Span, reason
from podium.validate import validate_table
from podium.validate.common import finding, row_label, row_subject
from podium.validate.ranks import ORDERINGS, Key, check_ranks, distinct_rows

SOURCE = "0" * 64


# -- the pairwise check as it was (every pair of rows), the reference -------------------------


def _pairwise_inversions(rows: Sequence[MedalRow], key: Callable[[MedalRow], Key]) -> list[tuple[int, int]]:
    pairs = []
    for i, a in enumerate(rows):
        for j, b in enumerate(rows):
            assert a.rank is not None and b.rank is not None
            if a.rank < b.rank and key(b) > key(a):
                pairs.append((i, j))
    return pairs


def _medals(row: MedalRow) -> str:
    return f"{row.gold}-{row.silver}-{row.bronze}"


def pairwise_check_ranks(table: MedalTable, resolutions: Sequence[Resolution], source_id: str) -> Iterator[Finding]:
    # a row repeated exactly is one row of the ranking, as in check_ranks
    indexed = distinct_rows([(r, res) for r, res in zip(table.rows, resolutions) if r.rank is not None])
    if len(indexed) < 2:
        return
    rows = [r for r, _ in indexed]
    res_of = [res for _, res in indexed]
    def misfit(index: int, key: Callable[[MedalRow], Key]) -> tuple[int, int, int]:
        """Impossible pairs, then rows out of shape (not in a pair, rank not as expected)."""
        pairs = _pairwise_inversions(rows, key)
        paired = {i for pair in pairs for i in pair}
        keys = [key(r) for r in rows]
        shape = sum(1 for i, r in enumerate(rows) if i not in paired and r.rank != 1 + sum(o > keys[i] for o in keys))
        return len(pairs), shape, index

    scored = [(misfit(index, key), name) for index, (name, key) in enumerate(ORDERINGS.items())]
    _, ordering = min(scored)
    key = ORDERINGS[ordering]
    inversions = _pairwise_inversions(rows, key)
    keys = [key(r) for r in rows]
    expected = [1 + sum(other > k for other in keys) for k in keys]
    involved: set[int] = set()
    reported: set[int] = set()
    for i, j in inversions:
        involved.update((i, j))
        if j in reported:
            continue
        reported.add(j)
        a, b = rows[i], rows[j]
        yield finding(
            "rank-order", Severity.ERROR, source_id, b.line, row_subject(b, res_of[j]), "rank", expected[j], b.rank,
            reason("finding_rank_order", row=row_label(b, res_of[j]), medals=_medals(b), rank=b.rank,
                   above=row_label(a, res_of[i]), above_medals=_medals(a), above_rank=a.rank),
        )
    for i, row in enumerate(rows):
        if i in involved or row.rank == expected[i]:
            continue
        equal = [o for o, k in zip(rows, keys) if k == keys[i] and o.rank != row.rank]
        label = row_label(row, res_of[i])
        if equal:
            what = reason("finding_rank_tied", row=label, medals=_medals(row),
                          tied=row_label(equal[0], res_of[rows.index(equal[0])]), tied_rank=equal[0].rank,
                          rank=row.rank)
        elif table.partial:
            continue
        else:
            what = reason("finding_rank_expected", row=label, rank=row.rank, medals=_medals(row),
                          expected=expected[i])
        yield finding("rank-shape", Severity.WARNING, source_id, row.line, row_subject(row, res_of[i]), "rank",
                      expected[i], row.rank, what)


# -- random small tables: few values, so ties, equal rows and inversions are common -----------

small = st.integers(min_value=0, max_value=3)


@st.composite
def tables(draw: st.DrawFn) -> tuple[MedalTable, list[Resolution]]:
    n = draw(st.integers(min_value=0, max_value=12))
    rows, resolutions = [], []
    for i in range(n):
        gold, silver, bronze = draw(small), draw(small), draw(small)
        total = draw(st.sampled_from([None, gold + silver + bronze, draw(st.integers(0, 9))]))
        mention = draw(st.sampled_from(["Japan", "JPN", "Kenya", "Chile"]))
        rank = draw(st.one_of(st.none(), st.integers(min_value=1, max_value=6)))
        # equal rows on different lines or the same: ``rows.index`` must pick the same one
        line = draw(st.sampled_from([i + 1, 1]))
        rows.append(MedalRow(line, rank, draw(st.booleans()), mention, gold, silver, bronze, total, Span(0, 1), "r"))
        noc = draw(st.sampled_from([None, "JPN", "KEN"]))
        resolutions.append(Resolution(mention, ResolutionStatus.EXACT if noc else ResolutionStatus.NOT_FOUND, noc))
    return MedalTable(tuple(rows), None, "tsv", partial=draw(st.booleans())), resolutions


@settings(max_examples=600, deadline=None)
@given(tables())
def test_the_same_findings_as_the_pairwise_check(drawn: tuple[MedalTable, list[Resolution]]) -> None:
    table, resolutions = drawn
    assert list(check_ranks(table, resolutions, SOURCE)) == list(pairwise_check_ranks(table, resolutions, SOURCE))


def test_a_reversed_table_names_every_row_below_the_first() -> None:
    rows = tuple(MedalRow(i + 1, i + 1, True, f"N{i}", i, 0, 0, i, Span(0, 1), "") for i in range(5))
    resolutions = [Resolution(r.mention, ResolutionStatus.NOT_FOUND) for r in rows]
    table = MedalTable(rows, None, "tsv")
    found = list(check_ranks(table, resolutions, SOURCE))
    assert found == list(pairwise_check_ranks(table, resolutions, SOURCE))
    assert [(f.code, f.line, f.expected, f.actual) for f in found] == [
        ("rank-order", 2, 4, 2), ("rank-order", 3, 3, 3), ("rank-order", 4, 2, 4), ("rank-order", 5, 1, 5)]
    assert found[0].message == "line 2: N1 (1-0-0) is ranked 2, below N0 (0-0-0) ranked 1"


# -- 100,000 rows ------------------------------------------------------------------------------

N = 100_000


def _resolved(rows: Sequence[MedalRow]) -> list[Resolution]:
    return [Resolution(r.mention, ResolutionStatus.EXACT, f"N{i:06d}") for i, r in enumerate(rows)]


def test_100000_rows_in_medal_order_with_three_faults() -> None:
    # row i has N - i golds: ranks 1..N, all right, but for three faults
    rows = [MedalRow(i + 2, i + 1, True, f"Nation {i}", N - i, 1, 1, N - i + 2, Span(0, 1), "") for i in range(N)]
    rows[500] = MedalRow(502, 501, True, "Nation 500", N - 400, 1, 1, N - 400 + 2, Span(0, 1), "")  # too many golds
    rows[7000] = MedalRow(7002, 7001, True, "Nation 7000", N - 7000, 1, 1, 5, Span(0, 1), "")  # total wrong
    rows[N - 1] = MedalRow(N + 1, N + 5, True, f"Nation {N - 1}", 1, 1, 1, 3, Span(0, 1), "")  # rank skips
    table = MedalTable(tuple(rows), None, "tsv")
    found = validate_table(table, _resolved(rows), SOURCE)
    assert [(f.code, f.line, f.expected, f.actual) for f in found] == [
        ("rank-order", 502, 401, 501),
        ("row-sum-mismatch", 7002, N - 7000 + 2, 5),
        ("rank-shape", N + 1, N, N + 5),
    ]
    assert found[0].message == (
        "line 502: Nation 500 (N000500) (99600-1-1) is ranked 501, below Nation 401 (N000401) (99599-1-1) ranked 402")


def test_100000_rows_in_reverse_order_name_every_row_once() -> None:
    # every pair of rows is inverted under both orderings: 5 billion pairs
    rows = [MedalRow(i + 2, i + 1, True, f"Nation {i}", i, 0, 0, i, Span(0, 1), "") for i in range(N)]
    table = MedalTable(tuple(rows), None, "tsv")
    found = validate_table(table, _resolved(rows), SOURCE)
    assert len(found) == N - 1
    assert {f.code for f in found} == {"rank-order"}
    assert [(f.line, f.expected, f.actual) for f in found[:2]] == [(3, N - 1, 2), (4, N - 2, 3)]
    assert (found[-1].line, found[-1].expected, found[-1].actual) == (N + 1, 1, N)
    assert all("below Nation 0 (N000000) (0-0-0) ranked 1" in f.message for f in found)
