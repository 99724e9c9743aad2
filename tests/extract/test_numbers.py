"""numbers.py: counts, ranks and medal cells (examples and properties)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from podium.extract.numbers import normalize_digits, parse_count, parse_medal_cell, parse_rank

FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def _grouped(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


@given(st.integers(min_value=0, max_value=10**12))
def test_plain_digits_round_trip(n: int) -> None:
    assert parse_count(str(n)) == n


@given(st.integers(min_value=0, max_value=10**12))
def test_fullwidth_digits_round_trip(n: int) -> None:
    assert parse_count(str(n).translate(FULLWIDTH)) == n


@given(st.integers(min_value=0, max_value=10**12), st.sampled_from([",", ".", " ", "\u00a0", "\u202f", "'"]))
def test_thousands_separators_round_trip(n: int, sep: str) -> None:
    assert parse_count(_grouped(n, sep)) == n


@given(st.integers(min_value=1000, max_value=10**9), st.sampled_from([",", ".", "\u00a0"]))
def test_a_short_group_is_not_a_count(n: int, sep: str) -> None:
    text = _grouped(n, sep)
    assert parse_count(text[:-1]) is None  # "1,57"


@given(st.integers(min_value=1_000_000, max_value=10**9))
def test_mixed_separators_are_not_a_count(n: int) -> None:
    text = _grouped(n, ",")
    mixed = text.replace(",", ".", 1)
    assert parse_count(mixed) is None


@given(st.text(alphabet=st.characters(blacklist_categories=("Nd",)), min_size=1))
def test_text_without_digits_is_never_a_count(text: str) -> None:
    assert parse_count(text) is None


@given(st.text())
def test_normalize_digits_keeps_length(text: str) -> None:
    assert len(normalize_digits(text)) == len(text)


@given(st.integers(min_value=1, max_value=500))
def test_rank_forms(n: int) -> None:
    assert parse_rank(str(n)) == n
    assert parse_rank(f"{n}.") == n
    assert parse_rank(f"={n}") == n
    assert parse_rank(f"T{n}") == n


@pytest.mark.parametrize(("cell", "value"), [
    ("—", 0), ("–", 0), ("-", 0), ("", 0), ("  ", 0), ("**12**", 12), ("１５", 15), ("x", None), ("1.5", None),
    ("1,570", 1570), ("1\u00a0570", 1570), ("1.570", 1570),
])
def test_medal_cells(cell: str, value: int | None) -> None:
    assert parse_medal_cell(cell) == value


@pytest.mark.parametrize("cell", ["0", "-1", "Китай", "1-2", ""])
def test_not_a_rank(cell: str) -> None:
    assert parse_rank(cell) is None
