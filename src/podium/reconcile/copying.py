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
So are values (nearly) every other source of the group states too, the sources of a group
counted once each: three sources that all say 28, one of which also says 29, are not two
copies sharing a doubtful 28.

A value's vote then counts each dependent source only in part: sources are ranked
(most claims first, the likely original), and a source's vote for a value is
multiplied by ``Π (1 - c·D)`` over the higher-ranked sources that state the same
value and depend on it with probability ``D``. Pair counts list the pairs of sources of
each value (or group) and count them with ``bincount`` into a dense source-by-source array
(up to ``DENSE_SOURCES`` sources; sparse matrix products beyond); the discount is a sorted
join of the dependent sources' claims on equal values. Nothing loops over claims in Python.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from podium.reconcile.arrays import ClaimArrays, Dependence, FloatArray, Params


def _gram(rows: np.ndarray, cols: np.ndarray, shape: tuple[int, int], weight: np.ndarray | None = None):  # type: ignore[no-untyped-def]
    """``M · diag(weight) · Mᵀ`` for the 0/1 incidence ``M`` of ``(rows, cols)`` (duplicates once):
    per pair of rows, the (weighted) number of columns both have. Both factors are built
    from the coordinates directly (no transposition of a large matrix); float32 data."""
    from scipy import sparse

    ones = np.ones(len(rows), dtype=np.float32)
    m = sparse.csr_matrix((ones, (rows, cols)), shape=shape)
    m.sum_duplicates()
    m.data[:] = 1.0
    mt = sparse.csr_matrix((ones, (cols, rows)), shape=(shape[1], shape[0]))
    mt.sum_duplicates()
    mt.data[:] = 1.0
    if weight is not None:
        m.data *= weight[m.indices].astype(np.float32)
    return (m @ mt).tocsr()


#: up to this many sources, pair counts are dense source-by-source arrays, counted by listing
#: the pairs of each column (``_dense_pairs``: twice as fast as a sparse product at 10^7 claims)
DENSE_SOURCES = 2048
#: pairs listed at a time by ``_dense_pairs`` (bounds its memory)
PAIR_CHUNK = 1 << 24


def _distinct(rows: np.ndarray, cols: np.ndarray, n: int) -> np.ndarray:
    """The distinct ``(col, row)`` pairs as sorted keys ``col · n + row`` (the claims come
    sorted by value, so the sort mostly merges runs)."""
    key = np.sort(cols.astype(np.int64) * n + rows, kind="stable")
    return key[np.r_[True, key[1:] != key[:-1]]] if len(key) else key


def _dense_pairs(rows: np.ndarray, cols: np.ndarray, n: int, weight: np.ndarray | None = None,
                 key: np.ndarray | None = None) -> np.ndarray:
    """The dense ``n × n`` form of ``_gram`` (zero diagonal). A column many rows share (more
    than ``HEAVY_VALUE`` and a sixteenth of the rows) is counted in a product of dense 0/1
    blocks, ``VALUE_BLOCK`` columns at a time; the others by listing, for each claim, the later
    claims of its column, counted with ``bincount`` ``PAIR_CHUNK`` pairs at a time (``key``:
    ``_distinct`` of the claims, if known)."""
    key = _distinct(rows, cols, n) if key is None else key
    c, r = key // n, key % n
    out = np.zeros((n, n), dtype=np.float64)
    if len(c) < 2:
        return out
    starts = np.flatnonzero(np.r_[True, c[1:] != c[:-1]])
    size = np.diff(np.r_[starts, len(c)])
    heavy = _heavy(size, n)
    if heavy.any():
        on_heavy = np.repeat(heavy, size)
        hc = np.repeat(np.cumsum(heavy) - 1, size)[on_heavy]  # heavy columns renumbered
        h_weight = None if weight is None else weight[c[starts[heavy]]]
        for start, block in _blocks(r[on_heavy], hc, n, int(heavy.sum())):
            weighted = block if h_weight is None else block * h_weight[start:start + block.shape[1]]
            out += weighted @ block.T
        np.fill_diagonal(out, 0.0)
        c, r = c[~on_heavy], r[~on_heavy]
        if len(c) < 2:
            return out
        starts = np.flatnonzero(np.r_[True, c[1:] != c[:-1]])
        size = np.diff(np.r_[starts, len(c)])
    listed = np.zeros(n * n, dtype=np.float64)
    later = np.repeat(size, size) - (np.arange(len(c)) - np.repeat(starts, size)) - 1
    cum = np.cumsum(later)
    lo = 0
    while lo < len(c):
        hi = max(int(np.searchsorted(cum, (cum[lo - 1] if lo else 0) + PAIR_CHUNK, side="right")), lo + 1)
        k = later[lo:hi]
        left = np.repeat(np.arange(lo, hi), k)
        if len(left):
            right = left + 1 + (np.arange(len(left)) - np.repeat(np.cumsum(k) - k, k))
            w = None if weight is None else weight[c[left]]
            listed += np.bincount(r[left] * n + r[right], weights=w, minlength=n * n)
        lo = hi
    m = listed.reshape(n, n)
    return out + m + m.T


class PairCounts:
    """What does not change between iterations: how many values and how many groups each
    pair of sources has in common (source-by-source matrices, read per pair)."""

    def __init__(self, a: ClaimArrays) -> None:
        S = a.n_sources
        self.n_sources = S
        self.dense = S <= DENSE_SOURCES
        g_claim = a.value_group[a.value]
        speaking = _distinct(a.source, g_claim, S)
        #: per group, how many distinct sources speak about it (a source may state two values)
        self.speakers = np.bincount(speaking // S, minlength=a.n_groups).astype(np.float64)
        if self.dense:
            self._shared = _dense_pairs(a.source, a.value, S)
            self._overlap = _dense_pairs(a.source, g_claim, S, key=speaking)
        else:
            self._shared = _gram(a.source, a.value, (S, a.n_values))
            self._overlap = _gram(a.source, a.value_group[a.value], (S, a.n_groups))
        self.n_false = float(np.mean(np.maximum(np.bincount(a.value_group) - 1, 1)))

    def pairs(self, i: np.ndarray, j: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Per pair ``(i, j)``: the values both state, and the groups both speak about."""
        if len(i) == 0:
            z = np.zeros(0)
            return z, z.copy()
        shared = np.asarray(self._shared[i, j], dtype=np.float64).ravel()
        overlap = np.asarray(self._overlap[i, j], dtype=np.float64).ravel()
        return shared, overlap


def detect(a: ClaimArrays, prob: FloatArray, accuracy: FloatArray, p: Params, counts: PairCounts | None = None) -> Dependence:
    """Dependence of the pairs of sources that share a doubtful value.

    Only values whose probability is below ``1 - DOUBT`` are evidence, so the product
    runs over the claims on doubtful values alone; a pair with no shared doubtful value
    has no evidence of copying and is independent.
    """
    c_ = counts or PairCounts(a)
    S = c_.n_sources
    doubt = 1.0 - prob
    if p.rarity:
        # a value (nearly) every source of its group states is no evidence of copying: sources
        # are counted once per group, though one may state two values (a source that also states
        # a second value does not make the value everyone states a rare one)
        stated = np.bincount(a.value, minlength=a.n_values).astype(np.float64)
        speakers = c_.speakers[a.value_group]
        doubt = doubt * np.clip((1.0 - (stated - 2.0) / np.maximum(speakers - 2.0, 1.0)) / (1.0 - RARE_SHARE), 0.0, 1.0)
    on_doubtful = doubt[a.value] >= DOUBT
    if not on_doubtful.any():
        return Dependence.empty()
    if c_.dense:
        sf = _dense_pairs(a.source[on_doubtful], a.value[on_doubtful], S, doubt)
        i, j = np.nonzero(np.triu(sf >= p.min_shared_false, 1))
        i, j = i.astype(np.int64), j.astype(np.int64)
        k_false = sf[i, j]
    else:
        sp = _gram(a.source[on_doubtful], a.value[on_doubtful], (S, a.n_values), doubt).tocoo()
        keep = (sp.row < sp.col) & (sp.data >= p.min_shared_false)
        i, j, k_false = sp.row[keep].astype(np.int64), sp.col[keep].astype(np.int64), sp.data[keep].astype(np.float64)
    n_shared, overlap = c_.pairs(i, j)
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
    lc = np.flatnonzero(is_later[a.source])
    ec = np.flatnonzero(is_earlier[a.source])
    r = np.zeros(len(a.value))
    heavy = np.zeros(a.n_values, dtype=bool)
    if S <= DENSE_SOURCES:  # a value many sources state: its discounts are one product
        heavy = _heavy(np.bincount(a.value, minlength=a.n_values), S)
        if heavy.any():
            r += _dense_discount(a, pair_key, penalty, lc[heavy[a.value[lc]]], ec[heavy[a.value[ec]]], heavy)
    r += _joined_discount(a, pair_key, penalty, lc[~heavy[a.value[lc]]], ec[~heavy[a.value[ec]]])
    return np.exp(-r)


#: a value stated by more claims than this (and than a sixteenth of the sources) has its
#: discounts computed as a product of dense arrays rather than by listing its pairs of claims
HEAVY_VALUE = 32
#: heavy values taken at a time by ``_blocks`` (bounds their memory: sources × this)
VALUE_BLOCK = 2048


def _heavy(claims: np.ndarray, n_sources: int) -> np.ndarray:
    """Which values (or columns), by their number of claims, are counted as dense products."""
    return claims > max(HEAVY_VALUE, n_sources // 16)


def _blocks(rows: np.ndarray, cols: np.ndarray, n: int, columns: int) -> Iterator[tuple[int, np.ndarray]]:
    """The claims ``(rows, cols)`` (``cols`` sorted, from 0 to ``columns``) as dense ``n × width``
    arrays of counts, ``VALUE_BLOCK`` columns at a time: each block's first column and its array."""
    for start in range(0, columns, VALUE_BLOCK):
        width = min(VALUE_BLOCK, columns - start)
        at = slice(int(np.searchsorted(cols, start)), int(np.searchsorted(cols, start + width)))
        counts = np.bincount(rows[at] * width + (cols[at] - start), minlength=n * width)
        yield start, counts.reshape(n, width).astype(np.float64)


def _dense_discount(a: ClaimArrays, pair_key: np.ndarray, penalty: np.ndarray, lc: np.ndarray, ec: np.ndarray,
                    heavy: np.ndarray) -> FloatArray:
    """``_joined_discount`` for the claims on ``heavy`` values: per claim of a later source, the
    penalties of the earlier sources it depends on that state its value, as ``P · X`` (``P``
    the sources' penalties, ``X`` the earlier sources' claims per value), a block of values at a time."""
    S = a.n_sources
    keys, first = np.unique(pair_key, return_index=True)  # as the join's sorted search finds them
    pen = np.zeros((S, S))
    pen[keys // S, keys % S] = penalty[first]
    column = np.full(a.n_values, -1, dtype=np.int64)
    column[np.flatnonzero(heavy)] = np.arange(int(heavy.sum()))
    ec = ec[np.argsort(column[a.value[ec]], kind="stable")]
    lc = lc[np.argsort(column[a.value[lc]], kind="stable")]
    l_col = column[a.value[lc]]
    out = np.zeros(len(a.value))
    for start, stated in _blocks(a.source[ec], column[a.value[ec]], S, int(heavy.sum())):
        ls = lc[np.searchsorted(l_col, start):np.searchsorted(l_col, start + stated.shape[1])]
        if len(ls):
            out[ls] = (pen @ stated)[a.source[ls], column[a.value[ls]] - start]
    return out


def _joined_discount(a: ClaimArrays, pair_key: np.ndarray, penalty: np.ndarray, lc: np.ndarray,
                     ec: np.ndarray) -> FloatArray:
    """Per claim of a later source (``lc``), the penalties of the earlier sources it depends on
    that state its value: the claims of the later sources joined with those of the earlier
    sources (``ec``) on equal values, ``PAIR_CHUNK`` pairs of claims at a time."""
    S = a.n_sources
    out = np.zeros(len(a.value))
    if not len(lc) or not len(ec):
        return out
    ec = ec[np.argsort(a.value[ec], kind="stable")]
    ev = a.value[ec]
    lo = np.searchsorted(ev, a.value[lc], side="left")
    n = np.searchsorted(ev, a.value[lc], side="right") - lo
    cum = np.cumsum(n)
    start = 0
    while start < len(lc):
        stop = max(int(np.searchsorted(cum, (cum[start - 1] if start else 0) + PAIR_CHUNK, side="right")), start + 1)
        k = n[start:stop]
        total = int(k.sum())
        if total:
            left = np.repeat(lc[start:stop], k)
            offset = np.arange(total) - np.repeat(np.cumsum(k) - k, k)
            right = ec[np.repeat(lo[start:stop], k) + offset]
            key = a.source[left] * S + a.source[right]
            at = np.minimum(np.searchsorted(pair_key, key), len(pair_key) - 1)
            hit = pair_key[at] == key
            out += np.bincount(left[hit], weights=penalty[at[hit]], minlength=len(a.value))
        start = stop
    return out
