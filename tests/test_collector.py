"""The collector is paused for a block and resumed after it, however it ends."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from podium.collector import paused
from podium.model import Claim, Decision
from podium.store import open_store


def test_the_collector_is_off_inside_and_on_after() -> None:
    assert gc.isenabled()
    with paused():
        assert not gc.isenabled()
        with paused():  # a pause inside a pause
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner one left it to the outer
    assert gc.isenabled()


def test_the_collector_resumes_when_the_block_raises() -> None:
    with pytest.raises(ZeroDivisionError), paused():
        1 / 0  # noqa: B018
    assert gc.isenabled()


def test_a_collector_off_before_stays_off() -> None:
    gc.disable()
    try:
        with paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_games_decided_in_the_store_runs_with_the_collector_paused(tmp_path: Path) -> None:
    seen: list[bool] = []

    def decide(claims: list[Claim]) -> list[Decision]:
        seen.append(gc.isenabled())
        return []

    with open_store(str(tmp_path / "podium.sqlite")) as store, store.begin() as tx:
        tx.decide_again("2004-summer-paralympics", decide)
    assert seen == [False] and gc.isenabled()
