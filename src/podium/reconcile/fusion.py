"""Truth discovery over integer arrays: the numeric core every podium engine runs on.

A claim is three integers: the group it speaks about (one object and attribute),
the value it states and the source that states it (``ClaimArrays``, built by
``arrays.build``). Everything here is vectorised with numpy (segment sums with
``bincount``, segment maxima with ``reduceat``) and scipy.sparse for source-by-source
products (``copying.py``); there is no Python loop per claim.

Methods (``Params.method``):

``vote``         majority vote: each source counts once per value.
``accu``         ACCU (Dong, Berti-Equille, Srivastava, VLDB 2009): a value's vote is
                 the sum of ``ln(n·A/(1-A))`` over its sources, with ``A`` the source's
                 accuracy, estimated per attribute and iterated to a fixed point.
``truthfinder``  TruthFinder (Yin, Han, Yu, KDD 2007): trustworthiness ``t``, score
                 ``-ln(1-t)``, confidence through a logistic with dampening ``gamma``.
``crh``          CRH (Li et al., SIGMOD 2014): source weights ``-ln(loss/Σloss)``; the
                 truth is the weighted vote, or for numeric groups the weighted median
                 with a loss normalised by the group's spread.
``podium``       the default: ACCU's vote with MistakeLCA's per-group knowledge term (on
                 an item that is hard to know, a popular value is partly a guess, not
                 evidence: ``_knowing_vote``), one accuracy per source (confidence-aware:
                 shrunk towards a prior in proportion to how little the source said, and a
                 source of a single claim towards what such sources are worth where others
                 speak: ``_Accuracy.prior``; a source judged only by the others, its own vote
                 left out, so that no source talks itself into a high accuracy), copy
                 detection of verbatim copies (``copying.py``: pairs that share doubtful,
                 unpopular values and (nearly) never differ count as one voice; the
                 popularity in the knowledge term is counted over independent voices), and
                 support between similar values by kind (``similarity.py``: names share
                 words, and a short list of names supports a longer one that holds it;
                 counts and clock times are exact).
                 Measured on the truth-discovery benchmarks (``benchmarks/truth.py``):
                 per-attribute accuracy, copy detection of every pair and a 5% relative
                 tolerance for numbers each cost Flight 5 to 15 points, and are off
                 (``Params.per_attribute``, ``copy_verbatim``, ``numeric_tolerance``).
                 At 10^7 claims (``benchmarks/reconcile_scale.py``) the pair counts are
                 dense bincounts rather than sparse products, the copy rounds end once
                 dependence is unchanged on a settled fixed point (``Params.settle``),
                 and the loop reuses what does not change between iterations.

``simplelca``, ``guesslca``, ``mistakelca``, ``mistakelca-m``, ``lca``: Latent Credibility Analysis
(Pasternack and Roth, WWW 2013) by EM, in ``lca.py``; ``lca`` adds copy detection.

Besides the sharp ACCU probability, ``Fusion.share`` gives each value's share of the
independent, accuracy-weighted evidence; that is the confidence people are shown (two
sources against one is not near-certainty, whatever the probability says).

One parameter set (``Params()``) serves every dataset; nothing here reads a gold standard.
Groups where a single source speaks say nothing about that source's accuracy and are
left out of it; a claim's ``weight`` (constraints) multiplies its vote, and a claim that is not
``judged`` (a value a source's own table implies, not one it stated) votes but says nothing
about its source's accuracy or copying.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from podium.reconcile.arrays import (
    ClaimArrays,
    Dependence,
    FloatArray,
    Fusion,
    IntArray,
    Params,
    distinct_values,
    evidence_share,
    group_starts,
    segment_argmax,
)
from podium.reconcile.copying import PairCounts, detect, independence
from podium.reconcile.lca import lca

METHODS = ("podium", "accu", "vote", "truthfinder", "crh", "simplelca", "guesslca", "mistakelca", "mistakelca-m", "lca")


def fuse(arrays: ClaimArrays, params: Params | None = None) -> Fusion:
    """Run ``params.method`` (``podium`` by default) over the claims."""
    p = params or Params()
    if p.method not in METHODS:
        raise ValueError(f"unknown method {p.method!r}; choose one of {', '.join(METHODS)}")
    if arrays.n_values == 0:
        e = np.zeros(0, dtype=np.int64)
        return Fusion(e, np.zeros(0), e, np.zeros(arrays.n_sources), np.zeros(0))
    if p.method == "vote":
        return _vote(arrays)
    if p.method == "truthfinder":
        return _truthfinder(arrays, p)
    if p.method == "crh":
        return _crh(arrays, p)
    if p.method in ("simplelca", "guesslca", "mistakelca", "mistakelca-m", "lca"):
        return lca(arrays, p)
    if p.method == "accu":  # ACCU as published: no copy detection, exact values only
        p = replace(p, copy_detection=False, numeric_tolerance=0.0, per_attribute=True, knowledge=False,
                    similarity=0.0, lone_groups=False, fixed_point_iterations=p.iterations)
    return _accu(arrays, p)


def _vote(a: ClaimArrays) -> Fusion:
    starts = group_starts(a.value_group)
    count = np.bincount(a.value, weights=a.weight, minlength=a.n_values)
    total = np.bincount(a.value_group, weights=count)[a.value_group]
    prob = count / np.maximum(total, 1e-12)
    winner = segment_argmax(count, a.value_group, starts)
    right = np.bincount(a.source, weights=prob[a.value], minlength=a.n_sources)
    said = np.bincount(a.source, minlength=a.n_sources)
    return Fusion(a.value_group, prob, winner, right / np.maximum(said, 1), np.ones(len(a.value)))


def _sources_per_group(a: ClaimArrays) -> FloatArray:
    """How many claims (one per source and value) each group has."""
    return np.bincount(a.value_group[a.value], minlength=a.n_groups).astype(np.float64)


def _source_accuracy(
    a: ClaimArrays, claim_prob: FloatArray, p: Params, prior: FloatArray | None = None,
) -> tuple[FloatArray, FloatArray]:
    """Accuracy per source overall and per (source, attribute), shrunk towards a prior
    (per source; ``p.prior_accuracy`` for every source when not given).

    A source with few claims keeps close to the prior (the confidence-aware weighting
    of sources in the long tail); per attribute, a source is shrunk towards its own
    overall accuracy.
    """
    # a group only one source speaks about says nothing about that source's accuracy
    informative = (_sources_per_group(a) > 1)[a.value_group[a.value]].astype(np.float64)
    if p.lone_groups:
        informative = np.ones(len(a.value))
    informative = informative * a.judged_weight()  # a source is judged on what it stated
    right = np.bincount(a.source, weights=claim_prob * informative, minlength=a.n_sources)
    said = np.bincount(a.source, weights=informative, minlength=a.n_sources)
    k = p.prior_strength
    overall = (right + k * (p.prior_accuracy if prior is None else prior)) / (said + k)
    attrs = int(a.value_attribute.max()) + 1
    cell = a.source * attrs + a.value_attribute[a.value]
    right_a = np.bincount(cell, weights=claim_prob * informative, minlength=a.n_sources * attrs)
    said_a = np.bincount(cell, weights=informative, minlength=a.n_sources * attrs)
    per_attr = (right_a + k * np.repeat(overall, attrs)) / (said_a + k)
    if p.caution:
        # a lower confidence bound: a source that said little is trusted less
        per_attr = per_attr - p.caution * np.sqrt(per_attr * (1 - per_attr) / (said_a + k))
    if not p.per_attribute:
        return overall, overall[a.source]
    return overall, per_attr[cell]


def near_pairs(a: ClaimArrays, tolerance: float, widest: int = 64) -> tuple[IntArray, IntArray, FloatArray]:
    """Pairs of distinct numeric values of the same group that are near each other:
    ``(i, j, similarity)`` in both orders, similarity ``1 - |x_i - x_j| / (tolerance·max(|x_i|, |x_j|))``.

    Values are sorted by (group, number) and compared with their next neighbours, one
    offset at a time, while some pair at that offset is still near (at most ``widest``
    offsets): the cost is the number of near pairs, never the square of a group's size.
    """
    empty = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), np.zeros(0))
    if tolerance <= 0:
        return empty
    idx = np.flatnonzero(~np.isnan(a.value_number))
    if len(idx) < 2:
        return empty
    x_all = a.value_number[idx]
    order = np.lexsort((x_all, a.value_group[idx]))
    idx = idx[order]
    x, g = a.value_number[idx], a.value_group[idx]
    firsts, seconds, sims = [], [], []
    for k in range(1, min(widest, len(idx) - 1) + 1):
        same = g[k:] == g[:-k]
        scale = tolerance * np.maximum(np.abs(x[k:]), np.abs(x[:-k]))
        d = x[k:] - x[:-k]
        near = same & (d < scale)
        if not near.any():
            break
        t = np.flatnonzero(near)
        firsts.append(idx[t])
        seconds.append(idx[t + k])
        sims.append(1.0 - d[t] / scale[t])
    if not firsts:
        return empty
    i, j, s = np.concatenate(firsts), np.concatenate(seconds), np.concatenate(sims)
    return np.r_[i, j].astype(np.int64), np.r_[j, i].astype(np.int64), np.r_[s, s]


def _accu(a: ClaimArrays, p: Params) -> Fusion:
    """ACCU iterated to a fixed point; with copy detection, dependence is judged after
    each fixed point and the fixed point is sought again (``copy_rounds`` times).

    The loop is written for 10^7 claims: everything that does not change inside a fixed
    point (each claim's group, its share of an independent voice, the groups' false-value
    counts, how much each source said) is computed once; the softmax and the leave-one-out
    probabilities share one pass; and the copy rounds end early when dependence stops changing
    on a settled fixed point (converged, or its leading values unmoved for ``Params.settle``
    iterations but for a ``settle_share`` of the groups): the next round would find it again."""
    counts: PairCounts | None = None
    stated = a.stated()  # copying is judged on what the sources stated
    starts = group_starts(a.value_group)
    g_claim = a.value_group[a.value]
    unit = bool(np.all(a.weight == 1.0))
    n_false = np.maximum(distinct_values(a) - 1.0, p.false_values)[g_claim]
    # start from the vote; a source is judged by the others (leave its own vote out),
    # so that no source can talk itself into a high accuracy
    prob = _vote(a).probability
    count = np.bincount(a.value, weights=None if unit else a.weight, minlength=a.n_values).astype(np.float64)
    total = np.bincount(a.value_group, weights=count)
    claim_prob = (count[a.value] - a.weight) / np.maximum(total[g_claim] - a.weight, 1e-12)
    indep = np.ones(len(a.value))
    iw = a.weight
    dep = Dependence.empty()
    accuracy = np.full(a.n_sources, p.prior_accuracy)
    acc = np.full(len(a.value), p.prior_accuracy)
    done = 0
    near_i, near_j, near_s = near_pairs(a, p.numeric_tolerance)
    know = np.full(a.n_groups, p.knowledge_prior)
    pg = (count / np.maximum(total[a.value_group], 1e-12))[a.value]
    judge = _Accuracy(a, p, g_claim)
    first_blind = p.copy_detection and p.judge_after_fixed_point
    rounds = (p.copy_rounds + first_blind) if p.copy_detection else 1
    lead = np.zeros(a.n_values, dtype=bool)
    settled = False
    for _round in range(rounds):
        if p.copy_detection and not (first_blind and _round == 0):
            # dependence is judged on the engine's own fixed point without it (or on the vote), then
            # again after each fixed point
            counts = counts or PairCounts(stated)
            new_dep = detect(stated, prob, accuracy, p, counts)
            if _round > first_blind and settled and _same_dependence(dep, new_dep):
                dep = new_dep
                break  # the next fixed point would be the one just reached
            dep = new_dep
            indep = independence(a, dep, accuracy, p, counts)
            iw = indep if unit else indep * a.weight
            if p.knowledge:  # popularity among the independent voices
                icount = np.bincount(a.value, weights=iw, minlength=a.n_values)
                itotal = np.bincount(a.value_group, weights=icount)[a.value_group]
                pg = (icount / np.maximum(itotal, 1e-12))[a.value]
        steady = 0
        for _ in range(p.fixed_point_iterations):
            done += 1
            accuracy, acc = judge(claim_prob)
            if p.knowledge:
                vote, know = _knowing_vote(acc, know, g_claim, pg, n_false, claim_prob, iw, p)
                vote *= iw
            else:
                vote = np.maximum(np.log(n_false * acc / (1.0 - acc)), 0.0) * iw
            score = np.bincount(a.value, weights=vote, minlength=a.n_values)
            if p.similarity and a.similar is not None and len(a.similar[0]):
                si, sj, ss = a.similar
                score = score + p.similarity * np.bincount(si, weights=ss * score[sj], minlength=a.n_values)
            new, claim_prob, new_lead = _softmax_and_leave_one_out(score, vote, a, starts)
            if len(near_i):
                # a number near the believed value is partly right
                credit = np.bincount(near_i, weights=near_s * new[near_j], minlength=a.n_values)
                claim_prob = np.minimum(claim_prob + credit[a.value], 1.0)
            change = float(np.abs(new - prob).max())
            prob = new
            moved = int(np.count_nonzero(new_lead != lead))
            steady = steady + 1 if moved <= p.settle_share * a.n_groups else 0
            lead = new_lead
            settled = change < p.tolerance or (p.settle > 0 and steady >= p.settle)
            if change < p.tolerance:
                break
    winner = segment_argmax(prob, a.value_group, starts)
    return Fusion(a.value_group, prob, winner, accuracy, indep, dep, done, evidence_share(a, acc * indep))


def _same_dependence(old: Dependence, new: Dependence, slack: float = 0.01) -> bool:
    """The same pairs judged dependent, each with (nearly) the same probability."""
    return (len(old.first) == len(new.first) and np.array_equal(old.first, new.first)
            and np.array_equal(old.second, new.second)
            and bool(np.all(np.abs(old.probability - new.probability) <= slack)))


class _Accuracy:
    """Per source its accuracy (``_source_accuracy``), and per claim its source's accuracy
    clipped to ``[min_accuracy, max_accuracy]`` (the vote weight), with what does not change
    between iterations computed once: which claims are informative, how much each source said."""

    def __init__(self, a: ClaimArrays, p: Params, g_claim: IntArray) -> None:
        self.a, self.p = a, p
        self.fast = not p.per_attribute
        # a source is judged on what it stated (not on what its own table implies)
        self.informative: FloatArray | None = a.judged
        contested = (_sources_per_group(a) > 1)[g_claim].astype(np.float64) * a.judged_weight()
        if not p.lone_groups:
            self.informative = contested
        self.said: FloatArray = np.bincount(a.source, weights=self.informative, minlength=a.n_sources).astype(np.float64)
        # the claims of the sources that said little, where others speak too: what such a source is worth
        stated = np.bincount(a.source, weights=a.judged_weight(), minlength=a.n_sources)
        self.few: IntArray = (stated <= p.few_claims) & (stated > 0)
        self.few_contested: FloatArray | None = contested * self.few[a.source] if self.few.any() else None

    def prior(self, claim_prob: FloatArray) -> FloatArray:
        """Per source its prior accuracy: ``prior_accuracy``, but for a source that stated at
        most ``few_claims`` claims the share of such sources' contested claims the engine
        upholds (the hapax editors of a wiki, one-off vandals among them, are not worth what
        established sources are; ``benchmarks/truth.py``)."""
        p = self.p
        if self.few_contested is None:
            return np.full(self.a.n_sources, p.prior_accuracy)
        k = p.few_claims_strength
        upheld = float(np.dot(claim_prob, self.few_contested))
        few = (upheld + k * p.prior_accuracy) / (float(self.few_contested.sum()) + k)
        return np.where(self.few, few, p.prior_accuracy)

    def __call__(self, claim_prob: FloatArray) -> tuple[FloatArray, FloatArray]:
        a, p = self.a, self.p
        prior = self.prior(claim_prob)
        if not self.fast:
            overall, claim_acc = _source_accuracy(a, claim_prob, p, prior)
            return overall, np.clip(claim_acc, p.min_accuracy, p.max_accuracy)
        w = claim_prob if self.informative is None else claim_prob * self.informative
        right = np.bincount(a.source, weights=w, minlength=a.n_sources)
        k = p.prior_strength
        overall = (right + k * prior) / (self.said + k)
        return overall, np.clip(overall, p.min_accuracy, p.max_accuracy)[a.source]


def _softmax_and_leave_one_out(
    score: FloatArray, vote: FloatArray, a: ClaimArrays, starts: IntArray,
) -> tuple[FloatArray, FloatArray, FloatArray]:
    """Per value its softmax within the group; per claim the probability of its value with
    its own vote left out; per value whether it leads its group."""
    peak = np.maximum.reduceat(score, starts)
    shifted = score - peak[a.value_group]
    e = np.exp(shifted)
    z = np.bincount(a.value_group, weights=e)[a.value_group]
    new = e / z
    z -= e  # per value: the rest of its group
    without = shifted[a.value]
    without -= vote
    np.exp(without, out=without)
    denom = z[a.value]
    denom += without
    np.maximum(denom, 1e-300, out=denom)
    without /= denom
    return new, without, e == 1.0


def _knowing_vote(
    acc: FloatArray, know: FloatArray, g_claim: IntArray, pg: FloatArray, n_false: FloatArray,
    claim_prob: FloatArray, w: FloatArray, p: Params,
) -> tuple[FloatArray, FloatArray]:
    """Per claim, its vote under MistakeLCA's model with the knowledge of the group
    (``P(c | y) = A·K·[c = y] + A·(1 - K)·pop(c) + (1 - A)·[c ≠ y] / n``: an accurate source
    that does not know the answer guesses the popular value), and the groups' knowledge
    re-estimated from the claims (its Beta prior ``knowledge_prior``, ``knowledge_strength``)."""
    k = np.clip(know, p.min_accuracy, p.max_accuracy)[g_claim]
    ak = acc * k
    guess = acc - ak
    guess *= pg  # acc·(1-k)·pop
    right = ak + guess
    wrong = 1.0 - acc
    wrong /= n_false
    wrong += guess
    vote = right / wrong
    np.log(vote, out=vote)
    np.maximum(vote, 0.0, out=vote)
    knew = ak
    knew *= claim_prob
    knew /= right  # claim_prob·acc·k / right
    honest = guess
    honest /= wrong
    honest *= 1.0 - claim_prob
    honest += claim_prob  # claim_prob + (1 - claim_prob)·guess / wrong
    n_groups = len(know)
    knew *= w
    honest *= w
    know = (np.bincount(g_claim, weights=knew, minlength=n_groups) + p.knowledge_strength * p.knowledge_prior) / (
        np.bincount(g_claim, weights=honest, minlength=n_groups) + p.knowledge_strength)
    return vote, know


def _truthfinder(a: ClaimArrays, p: Params) -> Fusion:
    starts = group_starts(a.value_group)
    said = np.maximum(np.bincount(a.source, minlength=a.n_sources), 1)
    trust = np.full(a.n_sources, p.initial_trust)
    conf = np.zeros(a.n_values)
    done = 0
    for _ in range(p.iterations):
        done += 1
        tau = -np.log(np.clip(1.0 - trust, 1e-9, 1.0))
        sigma = np.bincount(a.value, weights=tau[a.source] * a.weight, minlength=a.n_values)
        conf = 1.0 / (1.0 + np.exp(-p.gamma * sigma))
        new = np.bincount(a.source, weights=conf[a.value], minlength=a.n_sources) / said
        change = float(np.abs(new - trust).max())
        trust = new
        if change < p.tolerance:
            break
    total = np.bincount(a.value_group, weights=conf)[a.value_group]
    prob = conf / np.maximum(total, 1e-12)
    return Fusion(
        a.value_group, prob, segment_argmax(conf, a.value_group, starts), trust,
        np.ones(len(a.value)), iterations=done,
    )


def _weighted_median(a: ClaimArrays, w: FloatArray) -> FloatArray:
    """Per group, the weighted median of the claims' numbers (NaN for text groups)."""
    x = a.value_number[a.value]
    g = a.value_group[a.value]
    order = np.lexsort((x, g))
    xs, gs, ws = x[order], g[order], w[order]
    cum = np.cumsum(ws)
    first = np.r_[True, gs[1:] != gs[:-1]]
    base = np.maximum.accumulate(np.where(first, cum - ws, 0.0))
    local = cum - base
    half = np.bincount(gs, weights=ws, minlength=a.n_groups)[gs] / 2.0
    hit = np.where(local >= half, np.arange(len(xs)), len(xs))
    med_idx = np.minimum.reduceat(hit, np.flatnonzero(first))
    out = np.full(a.n_groups, np.nan)
    out[gs[np.flatnonzero(first)]] = xs[np.minimum(med_idx, len(xs) - 1)]
    return out


def _crh(a: ClaimArrays, p: Params) -> Fusion:
    starts = group_starts(a.value_group)
    numeric_value = ~np.isnan(a.value_number)
    numeric_group = np.bincount(a.value_group, weights=numeric_value, minlength=a.n_groups) == (
        np.bincount(a.value_group, minlength=a.n_groups)
    )
    claim_numeric = numeric_group[a.value_group[a.value]]
    x = np.where(numeric_value, a.value_number, 0.0)[a.value]
    g = a.value_group[a.value]
    count = np.bincount(g, minlength=a.n_groups).astype(np.float64)
    mean = np.bincount(g, weights=x, minlength=a.n_groups) / np.maximum(count, 1)
    var = np.bincount(g, weights=(x - mean[g]) ** 2, minlength=a.n_groups) / np.maximum(count, 1)
    spread = np.sqrt(var) + 1e-9
    w = np.ones(a.n_sources)
    prob = np.zeros(a.n_values)
    winner = np.zeros(a.n_groups, dtype=np.int64)
    done = 0
    for _ in range(p.iterations):
        done += 1
        cw = w[a.source] * a.weight
        score = np.bincount(a.value, weights=cw, minlength=a.n_values)
        prob = score / np.maximum(np.bincount(a.value_group, weights=score)[a.value_group], 1e-12)
        winner = segment_argmax(score, a.value_group, starts)
        median = _weighted_median(a, cw)
        categorical_loss = (winner[g] != a.value).astype(np.float64)
        numeric_loss = np.abs(x - median[g]) / spread[g]
        loss = np.where(claim_numeric, np.minimum(numeric_loss, 10.0), categorical_loss)
        per_source = np.bincount(a.source, weights=loss, minlength=a.n_sources) + 1e-3
        new = -np.log(per_source / per_source.sum())
        change = float(np.abs(new - w).max())
        w = new
        if change < p.tolerance:
            break
    # numeric groups: the claimed value nearest the weighted median wins
    median = _weighted_median(a, w[a.source] * a.weight)
    dist = np.abs(np.where(numeric_value, a.value_number, np.inf) - median[a.value_group])
    near = segment_argmax(-np.nan_to_num(dist, nan=np.inf), a.value_group, starts)
    winner = np.where(numeric_group, near, winner)
    return Fusion(a.value_group, prob, winner, w / w.max(), np.ones(len(a.value)), iterations=done)
