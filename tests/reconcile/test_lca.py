"""Latent Credibility Analysis engines on small hand-made claims."""

from __future__ import annotations

import numpy as np
import pytest

from podium.i18n.messages import english
from podium.reconcile.arrays import Params, build
from podium.reconcile.fusion import METHODS, fuse
from tests.reconcile.claimsets import chosen, copied_bad_source, reliable_against_unreliable

LCA = ["simplelca", "guesslca", "mistakelca", "mistakelca-m", "lca"]


def test_the_lca_engines_are_selectable() -> None:
    assert set(LCA) <= set(METHODS)


@pytest.mark.parametrize("method", LCA)
def test_every_lca_engine_takes_the_clear_majority(method: str) -> None:
    group = [0, 0, 0, 1, 1, 1]
    value = [4, 4, 5, 7, 6, 7]
    assert chosen(group, value, [0, 1, 2, 0, 1, 2], method) == [4, 7]


@pytest.mark.parametrize("method", LCA)
def test_probabilities_sum_to_one_per_group_and_a_lone_value_is_certain(method: str) -> None:
    arrays = build([0, 0, 0, 1, 2, 2], [1, 2, 2, 5, 3, 4], [0, 1, 2, 0, 1, 2])
    fusion = fuse(arrays, Params(method=method))
    sums = np.bincount(fusion.value_group, weights=fusion.probability)
    assert np.allclose(sums, 1.0)
    assert fusion.probability[arrays.value_group == 1].tolist() == [1.0]
    assert np.all((fusion.accuracy > 0) & (fusion.accuracy < 1))


@pytest.mark.parametrize("method", ["simplelca", "mistakelca", "lca"])
def test_lca_trusts_the_sources_that_are_right_elsewhere(method: str) -> None:
    group, value, source = reliable_against_unreliable((4, 4, 3, 3))
    assert chosen(group, value, source, "vote")[8] == 3  # a tie, broken by the smaller value
    assert chosen(group, value, source, method)[8] == 4
    fusion = fuse(build(group, value, source), Params(method=method))
    assert min(fusion.accuracy[[0, 1, 4]]) > max(fusion.accuracy[[2, 3]])


def test_honesty_follows_the_beta_prior_when_a_source_says_little() -> None:
    # source 2 speaks once, alone: its honesty stays near the prior, above it a little
    arrays = build([0, 0, 1, 1, 2], [1, 1, 1, 1, 7], [0, 1, 0, 1, 2])
    fusion = fuse(arrays, Params(method="simplelca", prior_accuracy=0.6, prior_strength=8.0))
    assert fusion.accuracy[2] == pytest.approx((1 + 8 * 0.6) / (1 + 8))


def test_lca_with_copy_detection_is_not_fooled_by_copies() -> None:
    """Five good sources (one error each, on different groups) and a bad source wrong on
    groups 0-5 with value 9, copied six times: seven bad voices against five."""
    group, value, source = copied_bad_source(6)
    assert chosen(group, value, source, "simplelca")[:6] == [9] * 6
    assert chosen(group, value, source, "lca") == [1] * 12
    fusion = fuse(build(group, value, source), Params(method="lca"))
    flagged = {(int(i), int(j)) for i, j, p in zip(fusion.dependence.first, fusion.dependence.second,
                                                   fusion.dependence.probability) if p >= 0.5}
    assert flagged and all(i >= 5 and j >= 5 for i, j in flagged)


def test_guesslca_gives_less_credit_for_agreeing_with_a_popular_value() -> None:
    # the same two honest sources back value 1 in both groups; in group 1 value 2 has
    # three backers instead of one: in the guessing model a popular value is more
    # often a lucky guess, so each of its backers counts for less
    arrays = build([0, 0, 0, 1, 1, 1, 1, 1], [1, 1, 2, 1, 1, 2, 2, 2], [0, 1, 2, 0, 1, 2, 3, 4])
    simple = fuse(arrays, Params(method="simplelca"))
    guess = fuse(arrays, Params(method="guesslca"))
    assert guess.probability[3] < simple.probability[3]  # value 2 of group 1


def test_an_lca_engine_decides_claims_with_statuses_and_a_rationale() -> None:
    from podium.model import Claim, DecisionStatus, Span
    from podium.reconcile.fusion_engine import FusionEngine

    def claim(source: str, subject: str, value: int) -> Claim:
        return Claim(source_id=source, games="g", subject=subject, attribute="gold", value=value,
                     line=1, span=Span(1, 2), raw="", extractor="test")

    claims = [claim(s, n, 10 + i) for s in "abcd" for i, n in enumerate(("CHN", "GBR", "USA"))]
    claims.append(claim("e", "USA", 99))
    groups: dict = {}
    for c in claims:
        groups.setdefault((c.games, c.subject, c.attribute), []).append(c)
    decisions = {d.subject: d for d in FusionEngine("lca").decide(groups)}
    assert decisions["CHN"].status is DecisionStatus.AGREED
    usa = decisions["USA"]
    assert usa.best_guess == 12 and usa.status is not DecisionStatus.AGREED
    assert "lca engine" in english(usa) and 0 < usa.confidence < 1


def test_the_lca_engines_are_registered_by_name() -> None:
    from podium.reconcile import DEFAULT_ENGINE, ENGINES

    assert DEFAULT_ENGINE == "podium"
    assert set(LCA) <= set(ENGINES)
