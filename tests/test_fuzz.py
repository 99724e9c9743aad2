"""Fuzzing in the test command: every fuzz target (``fuzz/targets.py``) on a short bounded run
of generated inputs, and on every input a long run (``python fuzz/run.py --minutes N``) kept
as a regression fixture (``tests/fixtures/fuzz/<target>/``). Only ``PodiumError`` may leave
podium: ``run_one`` lets anything else through, and the test fails."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "fuzz"))
from targets import TARGETS, run_one  # noqa: E402

KEPT = sorted(p for p in (FIXTURES / "fuzz").rglob("*") if p.is_file())
#: Seeds the generated inputs grow from: fixtures of every format.
SEEDS = [p.read_bytes() for p in sorted((FIXTURES / "tables").rglob("*"))
         if p.is_file() and "golden" not in p.parts and p.stat().st_size < 20_000]


def test_every_target_has_a_name_podium_knows() -> None:
    assert sorted(TARGETS) == ["analyse", "dates", "games", "layout_delimited", "layout_html", "layout_jsonrows",
                               "layout_sqlrows", "layout_text", "layout_wikitext", "layout_xml", "layout_yamlrows", "nations", "numbers", "read",
                               "sniff"]


@pytest.mark.parametrize("path", KEPT, ids=lambda p: p.relative_to(FIXTURES / "fuzz").as_posix())
def test_an_input_a_fuzzing_run_found_no_longer_crashes(path: Path) -> None:
    run_one(path.parent.name, path.read_bytes())


def _mutated(seed: bytes, at: int, cut: int, insert: bytes) -> bytes:
    at %= max(len(seed), 1)
    return seed[:at] + insert + seed[at + cut:]


inputs = st.one_of(
    st.binary(max_size=3000),
    st.text(max_size=2000).map(lambda t: t.encode("utf-8")),
    st.builds(_mutated, st.sampled_from(SEEDS), st.integers(0, 20_000), st.integers(0, 64),
              st.binary(max_size=64)),
)


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_a_short_bounded_run_of_each_target_raises_only_podium_errors(name: str) -> None:
    @settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(inputs)
    def run(data: bytes) -> None:
        run_one(name, data)

    run()
