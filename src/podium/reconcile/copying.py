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
value and depend on it with probability ``D``. Pair counts are sparse matrix
products over the claims on doubtful values; the discount is a sorted join of the
dependent sources' claims on equal values. Nothing loops over claims in Python.
"""

from __future__ import annotations

import numpy as np

from podium.reconcile.arrays import ClaimArrays, Dependence, FloatArray, Params


def _incidence(rows: np.ndarray, cols: np.ndarray, shape: tuple[int, int], data: np.ndarray | None = None):  # type: ignore[no-untyped-def]
    from scipy import sparse

    values = np.ones(len(rows)) if data is None else data
    m = sparse.csr_matrix((values, (rows, cols)), shape=shape)
    m.sum_duplicates()
    return m


class PairCounts:
    """What does not change between iterations: which pairs of sources state a value
    in common, how many values they share and how many groups both speak about."""

    def __init__(self, a: ClaimArrays) -> None:
        from scipy import sparse

        S = a.n_sources
        self.n_sources = S
        self.sv = _incidence(a.source, a.value, (S, a.n_values))
        self.sv.data[:] = 1.0
        sg = _incidence(a.source, a.value_group[a.value], (S, a.n_groups))
        sg.data[:] = 1.0
        shared = sparse.triu(self.sv @ self.sv.T.tocsr(), k=1).tocsr()
        overlap = sparse.triu(sg @ sg.T.tocsr(), k=1).tocsr()
        shared.sort_indices()
        overlap.sort_indices()
        coo = shared.tocoo()
        self.key = coo.row.astype(np.int64) * S + coo.col.astype(np.int64)
        order = np.argsort(self.key)
        self.key = self.key[order]
        self.shared = coo.data[order].astype(np.float64)
        ocoo = overlap.tocoo()
        okey = ocoo.row.astype(np.int64) * S + ocoo.col.astype(np.int64)
        oorder = np.argsort(okey)
        self.overlap = ocoo.data[oorder][np.searchsorted(okey[oorder], self.key)].astype(np.float64)
        self.n_false = float(np.mean(np.maximum(np.bincount(a.value_group) - 1, 1)))


def detect(a: ClaimArrays, prob: FloatArray, accuracy: FloatArray, p: Params, counts: PairCounts | None = None) -> Dependence:
    """Dependence of the pairs of sources that share a doubtful value.

    Only values whose probability is below ``1 - DOUBT`` are evidence, so the product
    runs over the claims on doubtful values alone; a pair with no shared doubtful value
    has no evidence of copying and is independent.
    """
    from scipy import sparse

    c_ = counts or PairCounts(a)
    S = c_.n_sources
    doubt = 1.0 - prob
    if p.rarity:
        # a value (nearly) every source of its group states is no evidence of copying
        stated = np.bincount(a.value, minlength=a.n_values).astype(np.float64)
        speakers = np.bincount(a.value_group[a.value], minlength=a.n_groups)[a.value_group].astype(np.float64)
        doubt = doubt * np.clip((1.0 - (stated - 2.0) / np.maximum(speakers - 2.0, 1.0)) / (1.0 - RARE_SHARE), 0.0, 1.0)
    on_doubtful = doubt[a.value] >= DOUBT
    if not on_doubtful.any():
        return Dependence.empty()
    sv = _incidence(a.source[on_doubtful], a.value[on_doubtful], (S, a.n_values))
    sv.data[:] = 1.0
    sf = sparse.triu(sv @ sparse.diags(doubt) @ sv.T.tocsr(), k=1).tocoo()
    k_false = sf.data.astype(np.float64)
    keep = k_false >= p.min_shared_false
    i, j, k_false = sf.row[keep].astype(np.int64), sf.col[keep].astype(np.int64), k_false[keep]
    at = np.searchsorted(c_.key, i * S + j)
    n_shared, overlap = c_.shared[at], c_.overlap[at]
    differ = np.maximum(overlap - n_shared, 0.0)
    acc = np.clip((accuracy[i] + accuracy[j]) / 2.0, p.min_accuracy, p.max_accuracy)
    c = p.copy_rate
    log_odds = (
        np.log(p.copy_prior / (1.0 - p.copy_prior))
        + k_false * np.log(c * c_.n_false / (1.0 - acc) + 1.0 - c)
        + differ * np.log(1.0 - c)
    )
    probability = 1.0 / (1.0 + np.exp(-np.clip(log_odds, -50, 50)))
    keep = probability >= p.copy_floor
    if p.copy_verbatim:  # only pairs that (nearly) never differ where both speak
        keep &= differ <= p.copy_verbatim * overlap
    return Dependence(
        first=i[keep], second=j[keep], probability=probability[keep],
        shared=n_shared[keep], shared_false=k_false[keep], differ=differ[keep],
    )


#: a shared value stated by more than this share of the other sources of its group counts
#: less as evidence of copying, and not at all when every source states it (``Params.rarity``)
RARE_SHARE = 0.5
#: a value is doubtful, and sharing it is evidence of copying, below probability 1 - DOUBT
DOUBT = 0.05


def source_rank(a: ClaimArrays, accuracy: FloatArray) -> np.ndarray:
    """Rank of each source: 0 for the source with the most claims (then most accurate)."""
    said = np.bincount(a.source, minlength=a.n_sources)
    order = np.lexsort((np.arange(a.n_sources), -accuracy, -said))
    rank = np.empty(a.n_sources, dtype=np.int64)
    rank[order] = np.arange(a.n_sources)
    return rank


def independence(
    a: ClaimArrays, dep: Dependence, accuracy: FloatArray, p: Params, counts: PairCounts | None = None
) -> FloatArray:
    """Per claim, the share of its vote that counts as an independent voice."""
    if len(dep.first) == 0:
        return np.ones(len(a.value))
    rank = source_rank(a, accuracy)
    # the lower-ranked source of each pair is discounted by the higher-ranked one
    later = np.where(rank[dep.first] > rank[dep.second], dep.first, dep.second)
    earlier = np.where(rank[dep.first] > rank[dep.second], dep.second, dep.first)
    penalty = -np.log(np.clip(1.0 - p.copy_rate * dep.probability, 1e-9, 1.0))
    S = a.n_sources
    pair_key = later * S + earlier
    order = np.argsort(pair_key)
    pair_key, penalty = pair_key[order], penalty[order]
    is_later = np.zeros(S, dtype=bool)
    is_later[later] = True
    is_earlier = np.zeros(S, dtype=bool)
    is_earlier[earlier] = True
    # join claims of "later" sources with claims of "earlier" sources on the same value
    lc = np.flatnonzero(is_later[a.source])
    ec = np.flatnonzero(is_earlier[a.source])
    ec = ec[np.argsort(a.value[ec], kind="stable")]
    ev = a.value[ec]
    lo = np.searchsorted(ev, a.value[lc], side="left")
    hi = np.searchsorted(ev, a.value[lc], side="right")
    n = hi - lo
    r = np.zeros(len(a.value))
    if n.sum() == 0:
        return np.ones(len(a.value))
    left = np.repeat(lc, n)
    offset = np.arange(int(n.sum())) - np.repeat(np.cumsum(n) - n, n)
    right = ec[np.repeat(lo, n) + offset]
    key = a.source[left] * S + a.source[right]
    at = np.minimum(np.searchsorted(pair_key, key), len(pair_key) - 1)
    hit = pair_key[at] == key
    r += np.bincount(left[hit], weights=penalty[at[hit]], minlength=len(a.value))
    return np.exp(-r)
