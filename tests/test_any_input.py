"""Any bytes in: either an analysis or a PodiumError with a one-line message, never another exception."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from podium.analysis import SourceAnalysis, analyse
from podium.errors import PodiumError
from podium.readers import read_bytes
from tests.conftest import SEEDS

SEED_TEXTS = [p.read_text(encoding="utf-8") for p in SEEDS.values()]


def outcome(data: bytes) -> str:
    try:
        result = analyse(read_bytes(data, "input.txt"))
    except PodiumError as e:
        assert "\n" not in e.message and e.message.startswith("input.txt: ")
        return "refused"
    assert isinstance(result, SourceAnalysis)
    assert all(c.source_id == result.source_id for c in result.claims)
    return "read"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600))
def test_random_bytes(data: bytes) -> None:
    outcome(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(SEED_TEXTS),
    st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 40), st.text(max_size=12)), max_size=6),
)
def test_mangled_seeds(text: str, edits: list[tuple[int, int, str]]) -> None:
    for at, length, insert in edits:
        at %= len(text) + 1
        text = text[:at] + insert + text[at + length:]
    outcome(text.encode("utf-8"))


def test_the_seeds_are_read_and_prose_alone_is_refused() -> None:
    assert [outcome(t.encode("utf-8")) for t in SEED_TEXTS] == ["read", "read", "read"]
    assert outcome(b"just some words\nand more words\n") == "refused"
