"""Parquet's counts are 32-bit integers: a count they cannot hold is one line naming the
nation and the column (a ``UsageError``), never pyarrow's OverflowError or ArrowInvalid."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from podium.errors import UsageError
from podium.export import to_parquet
from podium.model import DecisionStatus
from podium.rank import StandingRow, Standings
from tests.cli.conftest import Runner, podium  # noqa: F401  (pytest fixture)

GAMES = "2004-summer-olympics"


def table(gold: int, *, rank: int = 1) -> Standings:
    return Standings(GAMES, "gold", (
        StandingRow(rank, "CHN", "China", gold, 17, 14, gold + 31, DecisionStatus.AGREED, 1.0, ()),
        StandingRow(rank + 1, "RUS", "Russia", 27, 27, 38, 92, DecisionStatus.AGREED, 1.0, ()),
    ))


@pytest.mark.parametrize(("gold", "shown"), [
    (2**63, "9223372036854775808"),
    (2**64 + 5, "18446744073709551621"),
    (2**31, "2147483648"),
    (-(2**31) - 1, "-2147483649"),
    (10**5000, "a number of more than 20 digits"),
], ids=["2**63", "2**64+5", "2**31", "-2**31-1", "10**5000"])
def test_a_count_beyond_32_bits_is_one_line(gold: int, shown: str) -> None:
    with pytest.raises(UsageError) as raised:
        to_parquet(table(gold))
    assert str(raised.value) == (
        f"cannot write Parquet: CHN gold {shown} does not fit a 32-bit integer column (--format csv or json keep it)")


def test_a_total_beyond_32_bits_is_named_as_the_total() -> None:
    standings = Standings(GAMES, "gold", (
        StandingRow(1, "CHN", "China", 2**31 - 1, 1, 0, 2**31, DecisionStatus.AGREED, 1.0, ()),))
    with pytest.raises(UsageError) as raised:
        to_parquet(standings)
    assert str(raised.value) == (
        "cannot write Parquet: CHN total 2147483648 does not fit a 32-bit integer column (--format csv or json keep it)")


def test_the_largest_32_bit_count_is_written() -> None:
    import pyarrow.parquet as pq

    written = pq.read_table(io.BytesIO(to_parquet(table(2**31 - 32))), use_threads=False)
    assert written.column("gold").to_pylist() == [2**31 - 32, 27]
    assert written.column("total").to_pylist() == [2**31 - 1, 92]


def test_cli_refuses_in_one_line_and_writes_no_file(tmp_path: Path, podium: Runner) -> None:
    source = tmp_path / "athens.csv"
    source.write_text("2004 Summer Olympics medal table\n\nRank,Nation,Gold,Silver,Bronze,Total\n"
                      "1,China,3000000000,17,14,3000000031\n2,Russia,27,27,38,92\n", encoding="utf-8")
    db = str(tmp_path / "store.sqlite")
    assert podium("ingest", str(source), "--db", db).code == 0
    out = tmp_path / "athens.parquet"
    result = podium("table", "--db", db, "--format", "parquet", "-o", str(out))
    assert result.code == 2
    assert result.err == (
        "podium: error: cannot write Parquet: CHN gold 3000000000 does not fit a 32-bit integer column "
        "(--format csv or json keep it)\n")
    assert not out.exists()
