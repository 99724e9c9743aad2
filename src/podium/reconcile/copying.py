"""Copy detection between sources: shared false values are the evidence.

Two independent sources rarely make the same mistake; a copy repeats its
original's mistakes. For every pair of sources that speak about the same groups,
with ``P`` the current probability of each value, we count (softly):

- ``shared_false``: values both state, weighted by ``1 - P`` (how false they look);
- ``differ``: groups where both speak and state different values.

Dong, Berti-Equille and Srivastava's model (VLDB 2009), with copy rate ``c``,
accuracy ``A`` and ``n`` false values per group, gives the odds of dependence:

    ln odds = ln(α/(1-α)) + shared_false · ln(c·n/(1-A) + 1 - c) + differ · ln(1 - c)

Shared *true* values are left out of the evidence: with estimated accuracies they
push every pair of good sources towards "dependent" (a known weakness of the model).

A value's vote then counts each dependent source only in part: sources are ranked
(most claims first, the likely original), and a source's vote for a value is
multiplied by ``Π (1 - c·D)`` over the higher-ranked sources that state the same
value and depend on it with probability ``D``. All products are sparse matrix
products, so the cost is the number of pairs of claims on the same group.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from podium.reconcile.fusion import ClaimArrays, Dependence, Params

if TYPE_CHECKING:
    from podium.reconcile.fusion import FloatArray


def _incidence(rows: np.ndarray, cols: np.ndarray, shape: tuple[int, int], data: np.ndarray | None = None):  # type: ignore[no-untyped-def]
    from scipy import sparse

    values = np.ones(len(rows)) if data is None else data
    m = sparse.csr_matrix((values, (rows, cols)), shape=shape)
    m.sum_duplicates()
    return m


def detect(a: ClaimArrays, prob: FloatArray, accuracy: FloatArray, p: Params) -> Dependence:
    """Dependence of every pair of sources that share at least one value."""
    from scipy import sparse

    S = a.n_sources
    sv = _incidence(a.source, a.value, (S, a.n_values))
    sv.data[:] = 1.0
    group = a.value_group[a.value]
    sg = _incidence(a.source, group, (S, a.n_groups))
    sg.data[:] = 1.0
    falseness = sparse.diags(1.0 - prob)
    shared = sparse.triu(sv @ sv.T, k=1).tocoo()
    if shared.nnz == 0:
        return Dependence.empty()
    shared_false = (sv @ falseness @ sv.T).tocsr()
    overlap = (sg @ sg.T).tocsr()
    i, j = shared.row.astype(np.int64), shared.col.astype(np.int64)
    n_shared = shared.data
    k_false = np.asarray(shared_false[i, j]).ravel()
    k_overlap = np.asarray(overlap[i, j]).ravel()
    differ = np.maximum(k_overlap - n_shared, 0.0)
    acc = np.clip((accuracy[i] + accuracy[j]) / 2.0, p.min_accuracy, p.max_accuracy)
    n_false = float(np.mean(np.maximum(np.bincount(a.value_group) - 1, 1)))
    c = p.copy_rate
    log_odds = (
        np.log(p.copy_prior / (1.0 - p.copy_prior))
        + k_false * np.log(c * n_false / (1.0 - acc) + 1.0 - c)
        + differ * np.log(1.0 - c)
    )
    probability = 1.0 / (1.0 + np.exp(-np.clip(log_odds, -50, 50)))
    keep = probability >= p.copy_floor
    return Dependence(
        first=i[keep], second=j[keep], probability=probability[keep],
        shared=n_shared[keep], shared_false=k_false[keep], differ=differ[keep],
    )


def source_rank(a: ClaimArrays, accuracy: FloatArray) -> np.ndarray:
    """Rank of each source: 0 for the source with the most claims (then most accurate)."""
    said = np.bincount(a.source, minlength=a.n_sources)
    order = np.lexsort((np.arange(a.n_sources), -accuracy, -said))
    rank = np.empty(a.n_sources, dtype=np.int64)
    rank[order] = np.arange(a.n_sources)
    return rank


def independence(a: ClaimArrays, dep: Dependence, accuracy: FloatArray, p: Params) -> FloatArray:
    """Per claim, the share of its vote that counts as an independent voice."""
    if len(dep.first) == 0:
        return np.ones(len(a.value))
    rank = source_rank(a, accuracy)
    # the lower-ranked source of each pair is discounted by the higher-ranked one
    later = np.where(rank[dep.first] > rank[dep.second], dep.first, dep.second)
    earlier = np.where(rank[dep.first] > rank[dep.second], dep.second, dep.first)
    penalty = -np.log(np.clip(1.0 - p.copy_rate * dep.probability, 1e-9, 1.0))
    S = a.n_sources
    w = _incidence(later, earlier, (S, S), penalty)
    sv = _incidence(a.source, a.value, (S, a.n_values))
    sv.data[:] = 1.0
    discount = (w @ sv).tocsr()
    r = np.asarray(discount[a.source, a.value]).ravel()
    return np.exp(-r)
