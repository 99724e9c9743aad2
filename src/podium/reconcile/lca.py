"""Latent Credibility Analysis (Pasternack and Roth, WWW 2013), vectorised.

Each group of claims is a mutual-exclusion set ``M``: exactly one of its values is
true. Each source ``s`` has an honesty ``H_s`` with a Beta prior (mean
``Params.prior_accuracy``, ``Params.prior_strength`` claims' worth of weight), and the
models say how a source comes to assert value ``c`` when the truth is ``y``:

``simplelca``   ``P(c | y) = H_s`` if ``c = y``, else ``(1 - H_s) / (|M| - 1)``.
``guesslca``    a dishonest source guesses, in proportion to how popular each value
                is (``P_g(c)``, the share of the group's claims on ``c``), and may
                guess right: ``P(c | y) = H_s·[c = y] + (1 - H_s)·P_g(c)``.
``mistakelca``  an honest source knows the answer with probability ``K_s`` (its
                knowledge, own Beta prior) and otherwise guesses as above; a dishonest
                one asserts a false value, uniformly:
                ``P(c | y) = H_s·K_s·[c = y] + H_s·(1 - K_s)·P_g(c) + (1 - H_s)·[c ≠ y] / (|M| - 1)``.
``mistakelca-m`` the same, with the knowledge a property of the group (how hard ``M``
                is to know: ``K_m``, one Beta prior for all groups) instead of the source.

One parameter set serves every engine: the Beta priors are ``Params.prior_accuracy``
and ``prior_strength``, and honesties are clipped to ``[min_accuracy, max_accuracy]``
before they become likelihoods, as accuracies are for ``podium``.

EM: the E-step is, per group, a softmax over values of the summed per-claim log
likelihood ratios (uniform prior over the values of a group); the M-step sets
``H_s`` (and ``K_s``) to their MAP estimates from the expected counts. Everything
is a ``bincount`` over the claim arrays: no Python loop per claim.

``lca`` is SimpleLCA whose claims count, in both steps, only as much as they are
independent voices: dependence between sources is judged by ``copying.py`` (first
on the vote, as ``podium`` does, then on LCA's own posterior and honesties) and EM
is run with the discounted claims, ``copy_rounds`` times in all.

Groups one source speaks about count, as in the paper, in that source's honesty
(its only claim is true). Taking them out (as ``podium`` does for ACCU) was tried on
the benchmarks and made every LCA variant worse on Population; so was judging a
source by the others (leave-one-out).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from podium.reconcile.arrays import (
    ClaimArrays,
    Dependence,
    FloatArray,
    Fusion,
    Params,
    distinct_values,
    evidence_share,
    group_starts,
    segment_argmax,
    segment_softmax,
)
from podium.reconcile.copying import PairCounts, detect, independence

_EPS = 1e-9


def _log_ratio(kind: str, h: FloatArray, k: FloatArray, pg: FloatArray, m: FloatArray) -> FloatArray:
    """Per claim: ln P(assert c | y = c) - ln P(assert c | y ≠ c)."""
    others = np.maximum(m - 1.0, 1.0)
    if kind == "guesslca":
        right = h + (1.0 - h) * pg
        wrong = (1.0 - h) * pg
    elif kind.startswith("mistakelca"):
        right = h * k + h * (1.0 - k) * pg
        wrong = h * (1.0 - k) * pg + (1.0 - h) / others
    else:
        right = h
        wrong = (1.0 - h) / others
    return np.log(np.maximum(right, _EPS)) - np.log(np.maximum(wrong, _EPS))


def lca(a: ClaimArrays, p: Params) -> Fusion:
    """EM for the model ``p.method`` names (see the module doc)."""
    kind = p.method
    starts = group_starts(a.value_group)
    m = distinct_values(a)[a.value_group[a.value]]  # |M| of each claim's group
    w = a.weight
    count = np.bincount(a.value, weights=w, minlength=a.n_values)
    total = np.bincount(a.value_group, weights=count)[a.value_group]
    pg = (count / np.maximum(total, 1e-12))[a.value]  # popularity of each claim's value
    strength = p.prior_strength
    alpha = strength * p.prior_accuracy  # the Beta prior's beta is strength - alpha
    honesty = np.full(a.n_sources, p.prior_accuracy)
    per_group = kind == "mistakelca-m"  # knowledge of the group (its difficulty), not the source
    knowledge = np.full(a.n_groups if per_group else a.n_sources, p.prior_accuracy)
    g_claim = a.value_group[a.value]
    who = g_claim if per_group else a.source
    indep = np.ones(len(a.value))
    dep = Dependence.empty()
    prob = count / np.maximum(total, 1e-12)  # the vote: what dependence is first judged on
    copy = kind == "lca" and p.copy_detection
    # ``lca`` keeps the copy detection it was measured with: every pair judged, shared
    # popular values counted, one shared doubtful value enough to judge a pair
    p = replace(p, rarity=False, copy_verbatim=0.0, min_shared_false=1.0)
    rounds = p.copy_rounds if copy else 1
    done = 0
    counts: PairCounts | None = None
    for _round in range(rounds):
        if copy:
            counts = counts or PairCounts(a)
            dep = detect(a, prob, honesty, p, counts)
            indep = independence(a, dep, honesty, p, counts)
        cw = w * indep
        # as in the paper, a group one source speaks about counts as a claim it got right
        said = np.bincount(a.source, weights=cw, minlength=a.n_sources)
        for _ in range(p.iterations):
            done += 1
            h = np.clip(honesty, p.min_accuracy, p.max_accuracy)[a.source]
            k = np.clip(knowledge, p.min_accuracy, p.max_accuracy)[who]
            ratio = _log_ratio(kind, h, k, pg, m)
            score = np.bincount(a.value, weights=ratio * cw, minlength=a.n_values)
            new = segment_softmax(score, a.value_group, starts)
            q = new[a.value]  # per claim: the probability that its value is the truth
            if kind == "guesslca":
                honest = q * h / np.maximum(h + (1.0 - h) * pg, _EPS)
            elif kind.startswith("mistakelca"):
                guess = h * (1.0 - k) * pg
                honest = q + (1.0 - q) * guess / np.maximum(guess + (1.0 - h) / np.maximum(m - 1.0, 1.0), _EPS)
                knew = q * h * k / np.maximum(h * k + guess, _EPS)
                honest_n = np.bincount(who, weights=honest * cw, minlength=len(knowledge))
                knowledge = (np.bincount(who, weights=knew * cw, minlength=len(knowledge)) + alpha) / (
                    honest_n + strength
                )
            else:
                honest = q
            honesty = (np.bincount(a.source, weights=honest * cw, minlength=a.n_sources) + alpha) / (said + strength)
            change = float(np.abs(new - prob).max())
            prob = new
            if change < p.tolerance:
                break
    winner = segment_argmax(prob, a.value_group, starts)
    strength_claim = np.clip(honesty, p.min_accuracy, p.max_accuracy)[a.source] * indep
    return Fusion(a.value_group, prob, winner, honesty, indep, dep, done, evidence_share(a, strength_claim))
