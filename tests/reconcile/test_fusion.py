"""The numeric core on integer arrays: each method on cases with a known answer."""

from __future__ import annotations

import numpy as np
import pytest

from podium.reconcile.arrays import Params, build
from podium.reconcile.fusion import fuse
from tests.reconcile.claimsets import chosen, copied_bad_source, reliable_against_unreliable


def test_build_factorises_and_counts_a_source_once_per_value() -> None:
    arrays = build([7, 7, 7, 3], [5, 5, 2, 5], [0, 0, 1, 1])
    assert arrays.value_group.tolist() == [0, 1, 1]  # group 3 first, then group 7's values 2 and 5
    assert arrays.value_code is not None and arrays.value_code.tolist() == [5, 2, 5]
    assert sorted(zip(arrays.source.tolist(), arrays.value.tolist())) == [(0, 2), (1, 0), (1, 1)]


@pytest.mark.parametrize("method", ["vote", "accu", "podium", "truthfinder", "crh"])
def test_every_method_takes_the_clear_majority(method: str) -> None:
    group = [0, 0, 0, 1, 1, 1]
    value = [4, 4, 5, 7, 6, 7]
    assert chosen(group, value, [0, 1, 2, 0, 1, 2], method) == [4, 7]


def test_vote_is_fooled_by_copies_and_podium_is_not() -> None:
    group, value, source = copied_bad_source(copies=4)  # 5 bad voices against 5 good ones
    truth = [1] * 12
    assert chosen(group, value, source, "vote")[:6] == [1, 1, 1, 1, 1, 1]  # a tie: smaller value
    group, value, source = copied_bad_source(copies=6)  # 7 bad voices against 5
    assert chosen(group, value, source, "vote")[:6] == [9] * 6
    assert chosen(group, value, source, "podium") == truth
    arrays = build(group, value, source)
    fusion = fuse(arrays, Params())
    flagged = {(int(i), int(j)) for i, j, p in zip(fusion.dependence.first, fusion.dependence.second,
                                                   fusion.dependence.probability) if p >= 0.5}
    family = range(5, 12)
    assert flagged == {(i, j) for i in family for j in family if i < j}


def test_accu_trusts_the_source_that_is_right_elsewhere() -> None:
    group, value, source = reliable_against_unreliable((3, 3, 4, 4))
    assert chosen(group, value, source, "vote")[8] == 3  # a tie, broken by the smaller value
    group[-4:], value[-4:] = [8, 8, 8, 8], [4, 4, 3, 3]
    assert chosen(group, value, source, "vote")[8] == 3
    assert chosen(group, value, source, "accu")[8] == 4
    # podium reads 0, 1 and 4, identical everywhere, as verbatim copies (one voice): against
    # two independent, if unreliable, sources it does not decide (no value above 0.75)
    arrays = build(group, value, source)
    fusion = fuse(arrays, Params())
    assert float(fusion.probability[arrays.value_group == 8].max()) < 0.75
    assert chosen(group, value, source, "podium")[8] in (3, 4)


def test_crh_takes_the_weighted_median_of_numbers() -> None:
    group = [0, 0, 0, 0, 0]
    value = [100, 101, 102, 500, 900]
    numbers = np.asarray(value, dtype=float)
    # the outliers lose weight, and the median of the three close values remains
    assert chosen(group, value, [0, 1, 2, 3, 4], "crh", number=numbers) == [101]
    assert chosen(group, value, [0, 1, 2, 3, 4], "vote") == [100]


def test_an_unknown_method_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown method 'magic'"):
        fuse(build([0], [0], [0]), Params(method="magic"))


def test_near_pairs_are_the_numbers_of_a_group_within_the_tolerance() -> None:
    from podium.reconcile.fusion import near_pairs

    # group 0: 100, 104, 120 (100~104 near at 5%); group 1: 104 alone; a text value has no number
    arrays = build([0, 0, 0, 1, 2], [100, 104, 120, 104, 1], [0, 1, 2, 0, 0],
                   number=[100.0, 104.0, 120.0, 104.0, float("nan")])
    i, j, s = near_pairs(arrays, 0.05)
    numbers = arrays.value_number
    pairs = sorted((float(numbers[a]), float(numbers[b]), round(float(c), 4)) for a, b, c in zip(i, j, s))
    assert pairs == [(100.0, 104.0, round(1 - 4 / 5.2, 4)), (104.0, 100.0, round(1 - 4 / 5.2, 4))]
    assert len(near_pairs(arrays, 0.0)[0]) == 0


def test_a_reading_slightly_off_costs_less_accuracy_than_a_wild_one() -> None:
    """Sources 0-2 agree everywhere; source 3 is one unit off on groups 0-4, source 4 is
    wild there. With partial credit for near numbers, source 3 keeps the higher accuracy."""
    group, value, source, number = [], [], [], []
    for g in range(10):
        for s in range(5):
            v = 100 + g
            if g < 5 and s == 3:
                v += 1
            if g < 5 and s == 4:
                v *= 7
            group.append(g)
            value.append(v)
            source.append(s)
            number.append(float(v))
    arrays = build(group, value, source, number=number)
    near = fuse(arrays, Params(numeric_tolerance=0.05))
    assert near.accuracy[3] > near.accuracy[4] + 0.05
    exact = fuse(arrays, Params())  # the default: counts are exact
    assert abs(exact.accuracy[3] - exact.accuracy[4]) < 1e-9
    assert near.winner.tolist() == exact.winner.tolist()


def _one_offs_and_a_middling_source(one_offs_right: bool) -> tuple[list[int], list[int], list[int]]:
    """Groups 0-11: three established sources agree on 1, and a source of one claim (a one-off
    editor, 10-21) says 1 too or a value of its own. Source 5 is right with the established
    sources on groups 12-14 and against two of them on 15-17. Group 20: a source of one claim
    (30) says 7, source 5 says 8."""
    group: list[int] = []
    value: list[int] = []
    source: list[int] = []

    def claim(g: int, v: int, s: int) -> None:
        group.append(g)
        value.append(v)
        source.append(s)

    for g in range(12):
        for s in (0, 1, 2):
            claim(g, 1, s)
        claim(g, 1 if one_offs_right else 100 + g, 10 + g)
    for g in range(12, 15):
        for s in (0, 1, 2, 5):
            claim(g, 1, s)
    for g in range(15, 18):
        claim(g, 1, 0)
        claim(g, 1, 1)
        claim(g, 2, 5)
    claim(20, 7, 30)
    claim(20, 8, 5)
    return group, value, source


@pytest.mark.parametrize(("one_offs_right", "few_claims", "winner", "accuracies", "probabilities"), [
    # every source starts from the same prior: the one-off source outweighs source 5, which was wrong thrice
    (False, 0, 7, [0.703, 0.738, 0.744], [0.521, 0.479]),
    # by default a source of one claim is worth what such sources were worth where others spoke:
    # none was upheld
    (False, None, 8, [0.7, 0.543, 0.544], [0.396, 0.604]),
    # where the one-off sources were right, a source of one claim is worth more than the prior
    (True, 0, 7, [0.653, 0.74, 0.822], [0.554, 0.446]),
    (True, None, 7, [0.652, 0.791, 0.872], [0.584, 0.416]),
])
def test_a_source_of_one_claim_is_worth_what_such_sources_were(
    one_offs_right: bool, few_claims: int | None, winner: int, accuracies: list[float], probabilities: list[float],
) -> None:
    arrays = build(*_one_offs_and_a_middling_source(one_offs_right))
    fusion = fuse(arrays, Params() if few_claims is None else Params(few_claims=few_claims))
    assert arrays.value_code is not None
    assert arrays.value_code[fusion.winner].tolist()[-1] == winner
    assert fusion.accuracy[[5, 30, 10]].round(3).tolist() == accuracies  # source 5, the last one-off, the first
    last = arrays.value_group == arrays.value_group.max()
    assert fusion.probability[last].round(3).tolist() == probabilities  # 7, then 8
