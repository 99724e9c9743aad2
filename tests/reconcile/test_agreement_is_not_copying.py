"""Agreement is not copying, and the fast paths of the numeric core agree with the plain ones."""

from __future__ import annotations

import numpy as np
import pytest

from podium.i18n.messages import english
from podium.model import DecisionStatus
from podium.reconcile import reconcile
from podium.reconcile.arrays import Params, build, group_starts, segment_argmax
from podium.reconcile.copying import PairCounts, _dense_discount, _dense_pairs, _gram, _joined_discount, detect
from podium.reconcile.fusion import fuse

from .claimsets import claim, decided
from .test_engine import TRUE, table


def test_three_sources_that_agree_are_not_copies_when_one_also_states_a_second_value() -> None:
    # a, b and c state every value alike; c also states a second, wrong value on six cells.
    # Sharing a value that every other source states too is no evidence of copying.
    extra = [claim("c", noc, "gold", TRUE[noc] + 1, 20 + i) for i, noc in enumerate(list(TRUE)[:6])]
    decisions = reconcile(table("a", TRUE) + table("b", TRUE) + table("c", TRUE) + extra)
    chn = decided(decisions, "CHN")
    assert (chn.status, chn.value) == (DecisionStatus.RESOLVED, 40)
    text = english(chn)
    assert "copy each other" not in text and "look dependent" not in text
    assert "c contradicts itself (40 and 41)" in text


def test_speakers_are_counted_once_per_group() -> None:
    # group 0: sources 0, 1, 2 state value 0; source 2 also states value 1
    a = build([0, 0, 0, 0], [0, 0, 0, 1], [0, 1, 2, 2])
    assert PairCounts(a).speakers.tolist() == [3.0]
    assert len(detect(a, np.array([0.5, 0.5]), np.full(3, 0.8), Params()).first) == 0


def test_dense_pair_counts_match_the_sparse_product() -> None:
    rng = np.random.default_rng(3)
    rows, cols = rng.integers(0, 40, 3000), rng.integers(0, 300, 3000)
    weight = rng.random(300)
    for w in (None, weight):
        sparse = _gram(rows, cols, (40, 300), w).toarray().astype(np.float64)
        np.fill_diagonal(sparse, 0.0)
        assert np.allclose(_dense_pairs(rows, cols, 40, w), sparse, rtol=1e-5)


def test_dense_pair_counts_of_columns_most_rows_share_match_the_sparse_product(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # 100 rows: 30 columns that nearly every row has (counted as a product of blocks of 7
    # columns), 200 that a few rows have (listed), and repeated claims
    rng = np.random.default_rng(1948)
    rows = np.concatenate([np.repeat(np.arange(100), 30), rng.integers(0, 100, 900), rng.integers(0, 100, 50)])
    cols = np.concatenate([np.tile(np.arange(30), 100), rng.integers(30, 230, 900), rng.integers(0, 30, 50)])
    weight = rng.random(230)
    monkeypatch.setattr("podium.reconcile.copying.VALUE_BLOCK", 7)
    for w in (None, weight):
        sparse = _gram(rows, cols, (100, 230), w).toarray().astype(np.float64)
        np.fill_diagonal(sparse, 0.0)
        assert np.allclose(_dense_pairs(rows, cols, 100, w), sparse, rtol=1e-5)


def test_segment_argmax_takes_the_first_of_the_best() -> None:
    group = np.array([0, 0, 0, 1, 1, 2])
    score = np.array([1.0, 3.0, 3.0, np.nan, -1.0, 0.0])
    assert segment_argmax(score, group, group_starts(group)).tolist() == [1, 4, 5]


def test_the_engine_settles_and_stops_the_copy_rounds_when_dependence_is_unchanged() -> None:
    rng = np.random.default_rng(5)
    groups, per = 2000, 8
    g = np.repeat(np.arange(groups), per)
    s = rng.integers(0, 60, len(g))
    v = np.where(rng.random(len(g)) < 0.8, 0, rng.integers(1, 4, len(g)))
    a = build(g, v, s, n_sources=60)
    fast, full = fuse(a), fuse(a, Params(settle=0))
    assert fast.iterations <= full.iterations
    assert np.mean(fast.winner == full.winner) > 0.999


def test_the_discount_of_values_many_sources_state_is_the_same_as_a_product_and_as_a_join(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # 60 sources, 40 values: the first ten stated by nearly every source (heavy), the others by
    # a few; some sources state a value twice; dependent pairs with penalties of their own
    rng = np.random.default_rng(1896)
    source = np.concatenate([np.repeat(np.arange(60), 10), rng.integers(0, 60, 400)])
    value = np.concatenate([np.tile(np.arange(10), 60), rng.integers(10, 40, 400)])
    a = build(value // 4, value, source)
    later, earlier = rng.integers(0, 60, 300), rng.integers(0, 60, 300)
    keep = later != earlier
    pair_key = np.unique(later[keep] * 60 + earlier[keep])
    penalty = rng.random(len(pair_key))
    everyone = np.arange(len(a.value))
    heavy = np.bincount(a.value, minlength=a.n_values) > 32
    assert heavy.sum() == 10 and not heavy[10:].any()
    joined = _joined_discount(a, pair_key, penalty, everyone, everyone)
    on_heavy = everyone[heavy[a.value]]
    dense = _dense_discount(a, pair_key, penalty, on_heavy, on_heavy, heavy)
    assert np.allclose(dense[on_heavy], joined[on_heavy]) and dense[on_heavy].min() > 0
    assert not dense[~heavy[a.value]].any()
    # and the join in chunks of pairs is the join at once
    monkeypatch.setattr("podium.reconcile.copying.PAIR_CHUNK", 97)
    assert np.allclose(_joined_discount(a, pair_key, penalty, everyone, everyone), joined)
