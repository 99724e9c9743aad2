"""Claims as integer arrays, and the types and segment helpers every numeric engine shares.

A claim is three integers: the group it speaks about (one object and attribute),
the value it states and the source that states it. ``build`` factorises raw codes into
``ClaimArrays``; ``fusion.py`` (podium, ACCU, vote, TruthFinder, CRH), ``lca.py`` (Latent
Credibility Analysis) and ``copying.py`` (copy detection) all work on them, with one
parameter set (``Params``), and every method answers with a ``Fusion``.

The segment helpers work per group of values, vectorised with numpy (segment sums with
``bincount``, segment maxima with ``reduceat``): there is no Python loop per claim.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from numpy.typing import NDArray

    IntArray = NDArray[Any]
    FloatArray = NDArray[Any]
else:  # pragma: no cover - typing only
    IntArray = FloatArray = Any


@dataclass(frozen=True)
class Params:
    """The one parameter set. Defaults are podium's documented defaults."""

    method: str = "podium"
    copy_detection: bool = True
    #: prior accuracy of a source, and how many claims' worth of weight it carries
    prior_accuracy: float = 0.8
    prior_strength: float = 8.0
    #: a source that stated at most this many claims cannot be judged on its own: its prior is
    #: what such sources' claims are worth where other sources speak too (``podium``: the share
    #: of them the engine upholds, itself shrunk towards ``prior_accuracy`` with
    #: ``few_claims_strength`` claims' worth of weight); 0 gives every source ``prior_accuracy``
    few_claims: int = 1
    few_claims_strength: float = 20.0
    #: how many standard errors below its estimate a source's accuracy is taken
    caution: float = 0.0
    #: the fewest false values a group's domain is taken to have (ACCU's n)
    false_values: float = 3.0
    #: two numbers of a group are near when they differ by less than this share of the
    #: larger; a claim near the value the engine believes counts as partly right when
    #: its source's accuracy is estimated (CRH's numeric loss, AccuSim's similarity),
    #: so a reading one unit off is not judged like a wild one. 0 (the default) turns it
    #: off: counts are exact (it cost Population two points) and a share of a clock time
    #: means nothing (``similarity.py``)
    numeric_tolerance: float = 0.0
    #: accuracies are clipped to this range before they become vote weights
    min_accuracy: float = 0.05
    max_accuracy: float = 0.95
    #: Dong et al.'s copy model: prior probability that two sources are dependent,
    #: and the probability that a dependent source copies a given value
    copy_prior: float = 0.2
    copy_rate: float = 0.8
    #: pairs below this dependence are treated as independent
    copy_floor: float = 0.05
    #: a pair needs at least this much shared doubtful value to be judged at all
    min_shared_false: float = 1.5
    iterations: int = 20
    #: podium's iterations per fixed point (each of ``copy_rounds``): the knowledge term settles
    #: the winners within five on every benchmark (the probabilities keep moving a little)
    fixed_point_iterations: int = 10
    #: how many times dependence is judged: on the vote, then after each fixed point
    copy_rounds: int = 3
    tolerance: float = 1e-4
    #: a fixed point is settled when it converged (``tolerance``) or the leading value of every
    #: group (but for ``settle_share`` of them: one in 100,000) stayed the same for this many
    #: iterations; after a settled fixed point, a copy round that finds the same dependence ends
    #: the rounds (the next fixed point would be the same). 0: only convergence settles
    settle: int = 3
    settle_share: float = 1e-5
    #: TruthFinder's dampening factor and initial trustworthiness
    gamma: float = 0.3
    initial_trust: float = 0.9
    #: a source's accuracy per attribute (shrunk towards its overall accuracy) or overall only:
    #: per attribute, a source that is right everywhere but on one attribute where the
    #: majority is wrong (Flight's airlines on actual departures) is judged by that majority
    per_attribute: bool = False
    #: MistakeLCA's knowledge term, per group (how hard the item is to know): on a hard item a
    #: popular value is a guess more than evidence; ``knowledge_prior`` and ``knowledge_strength``
    #: are its Beta prior
    knowledge: bool = True
    knowledge_prior: float = 0.8
    knowledge_strength: float = 8.0
    #: a value shared by (nearly) every source of its group is no evidence of copying
    rarity: bool = True
    #: only pairs that differ on at most this share of the groups both speak about are judged
    #: dependent (verbatim copies; 0 judges every pair): independent sources that agree on
    #: nearly everything are not copies, and Flight's agreeing families stay families
    copy_verbatim: float = 0.01
    #: AccuSim's support between similar values (``similarity.py``): a value's score gains
    #: this share of each close value's score, times their similarity
    similarity: float = 0.5
    #: groups only one source speaks about count in its accuracy (as in LCA)
    lone_groups: bool = True
    #: dependence is first judged on a fixed point without copy detection, not on the vote
    #: (off: copies that win that first fixed point then look right and hide)
    judge_after_fixed_point: bool = False


@dataclass
class Dependence:
    """Source pairs judged dependent: ``first < second`` are source indices."""

    first: IntArray
    second: IntArray
    probability: FloatArray
    shared: FloatArray  # values both state
    shared_false: FloatArray  # of those, how much is (softly) false
    differ: FloatArray  # groups where both speak and they differ

    @classmethod
    def empty(cls) -> Dependence:
        z = np.zeros(0, dtype=np.int64)
        f = np.zeros(0, dtype=np.float64)
        return cls(z, z.copy(), f, f.copy(), f.copy(), f.copy())


@dataclass
class Fusion:
    """What the engine concluded: a probability per value, an accuracy per source."""

    value_group: IntArray  # group of each value
    probability: FloatArray  # per value, summing to 1 within a group
    winner: IntArray  # per group: the value with the highest probability
    accuracy: FloatArray  # per source
    independence: FloatArray  # per (deduplicated) claim: 1 = an independent voice
    dependence: Dependence = field(default_factory=Dependence.empty)
    iterations: int = 0
    #: per value, its share of the group's independent, accuracy-weighted evidence:
    #: what a person is shown as the confidence (the probability above is sharper)
    share: FloatArray | None = None

    @property
    def confidence(self) -> FloatArray:
        return self.probability if self.share is None else self.share


@dataclass
class ClaimArrays:
    """Claims as integer arrays, deduplicated by (source, value).

    ``value`` ids are contiguous per group (sorted by group); ``group`` ids run
    from 0 to ``n_groups - 1``.
    """

    value: IntArray  # per claim
    source: IntArray  # per claim
    weight: FloatArray  # per claim: evidence multiplier (constraints)
    value_group: IntArray  # per value
    value_attribute: IntArray  # per value
    value_number: FloatArray  # per value: numeric value, NaN when not numeric
    n_sources: int
    value_code: IntArray | None = None  # per value: the caller's value code
    #: pairs of similar values of one group (both orders): first, second, similarity in (0, 1]
    similar: tuple[IntArray, IntArray, FloatArray] | None = None
    #: per claim: 1 when it counts towards its source's accuracy and dependence, 0 for a vote
    #: the source did not state (what its own table implies); ``None``: every claim counts
    judged: FloatArray | None = None

    @property
    def n_values(self) -> int:
        return len(self.value_group)

    @property
    def n_groups(self) -> int:
        return int(self.value_group[-1]) + 1 if len(self.value_group) else 0

    def stated(self) -> ClaimArrays:
        """The claims the sources stated (``judged``), over the same values and groups."""
        if self.judged is None:
            return self
        keep = self.judged == 1.0
        return replace(self, value=self.value[keep], source=self.source[keep], weight=self.weight[keep],
                       judged=None)

    def judged_weight(self) -> FloatArray:
        """Per claim, 1 when it counts towards its source's accuracy, else 0."""
        return np.ones(len(self.value)) if self.judged is None else self.judged


def build(
    group: Any,
    value: Any,
    source: Any,
    *,
    attribute: Any = None,
    number: Any = None,
    weight: Any = None,
    n_sources: int | None = None,
    text: Any = None,
    judged: Any = None,
) -> ClaimArrays:
    """Factorise raw integer claim arrays into ``ClaimArrays``.

    ``group``, ``value`` and ``source`` are non-negative integer codes per claim
    (``value`` codes need only be unique within a group). ``attribute`` is the
    attribute code of each claim's group, ``number`` a numeric reading of each
    claim's value (NaN when not numeric), ``weight`` an evidence multiplier, ``text`` the
    value as text (``None`` for numbers), from which close values are found (``similarity.py``),
    ``judged`` whether a claim counts towards its source's accuracy (``ClaimArrays.judged``).
    A source stating the same value twice in a group counts once (the larger weight; a stated
    claim before an implied one).
    """
    g = np.asarray(group, dtype=np.int64)
    v = np.asarray(value, dtype=np.int64)
    s = np.asarray(source, dtype=np.int64)
    n = len(g)
    w = np.ones(n) if weight is None else np.asarray(weight, dtype=np.float64)
    a = np.zeros(n, dtype=np.int64) if attribute is None else np.asarray(attribute, dtype=np.int64)
    x = np.full(n, np.nan) if number is None else np.asarray(number, dtype=np.float64)
    _, g = np.unique(g, return_inverse=True)
    span = int(v.max()) + 1 if n else 1
    key = g * span + v
    uniq, vid = np.unique(key, return_inverse=True)
    value_group = (uniq // span).astype(np.int64)
    value_attribute = np.zeros(len(uniq), dtype=np.int64)
    value_attribute[vid] = a
    value_number = np.full(len(uniq), np.nan)
    value_number[vid] = x
    similar = None
    if text is not None:
        from podium.reconcile.similarity import text_pairs

        # each value's text is its last claim's (the claims of a value give the same text)
        last = np.full(len(uniq), -1, dtype=np.int64)
        np.maximum.at(last, vid, np.arange(n, dtype=np.int64))
        value_text: list[str | None] = [text[i] for i in last.tolist()]
        similar = text_pairs(value_group, value_text)
    ns = int(s.max()) + 1 if n_sources is None and n else (n_sources or 0)
    j = None if judged is None else np.asarray(judged, dtype=np.float64)
    # one claim per (source, value): keep the largest weight (a stated claim first)
    pair = vid * max(ns, 1) + s
    order = np.lexsort((-w, pair)) if j is None else np.lexsort((-w, -j, pair))
    pair_sorted = pair[order]
    keep = order[np.r_[True, pair_sorted[1:] != pair_sorted[:-1]]] if n else order
    return ClaimArrays(
        value=vid[keep].astype(np.int64),
        source=s[keep],
        weight=w[keep],
        value_group=value_group,
        value_attribute=value_attribute,
        value_number=value_number,
        n_sources=ns,
        value_code=(uniq % span).astype(np.int64),
        similar=similar,
        judged=None if j is None or bool(np.all(j[keep] == 1.0)) else j[keep],
    )


# ── segment helpers ────────────────────────────────────────────────────────────


def group_starts(value_group: IntArray) -> IntArray:
    """Index of the first value of each group (values are sorted by group)."""
    return np.flatnonzero(np.r_[True, value_group[1:] != value_group[:-1]]).astype(np.int64)


def segment_softmax(score: FloatArray, value_group: IntArray, starts: IntArray) -> FloatArray:
    """Per value, the softmax of ``score`` within its group."""
    peak = np.maximum.reduceat(score, starts)[value_group]
    e = np.exp(score - peak)
    return e / np.bincount(value_group, weights=e)[value_group]


def segment_argmax(score: FloatArray, value_group: IntArray, starts: IntArray) -> IntArray:
    """Per group, the value with the highest score; ties go to the lower value id.
    (One pass: the first value of each group that reaches the group's maximum; no sort.)"""
    if len(score) == 0:
        return np.zeros(0, dtype=np.int64)
    s = np.nan_to_num(np.asarray(score, dtype=np.float64), nan=-np.inf)
    peak = np.maximum.reduceat(s, starts)
    at = np.where(s == peak[value_group], np.arange(len(s), dtype=np.int64), len(s))
    return np.minimum.reduceat(at, starts).astype(np.int64)


def distinct_values(arrays: ClaimArrays) -> FloatArray:
    """How many distinct values each group has (``|M|``, the size of its domain as claimed)."""
    return np.bincount(arrays.value_group, minlength=arrays.n_groups).astype(np.float64)


def evidence_share(a: ClaimArrays, strength: FloatArray) -> FloatArray:
    """Per value, its share of the group's evidence, each claim weighing ``strength``."""
    evidence = np.bincount(a.value, weights=strength * a.weight, minlength=a.n_values)
    return evidence / np.maximum(np.bincount(a.value_group, weights=evidence)[a.value_group], 1e-12)
