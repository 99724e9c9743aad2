"""Helpers for the reader tests: a deadline, so a read that would wait forever fails instead."""

from __future__ import annotations

import signal
from collections.abc import Iterator

import pytest

#: A test that reads one small input and takes longer than this has hung.
DEADLINE_SECONDS = 20


class Hung(Exception):
    """The test went past its deadline."""


@pytest.fixture
def deadline() -> Iterator[None]:
    """Fail (raise ``Hung``) instead of waiting forever on a named pipe or a slow loop."""

    def expired(signum: int, frame: object) -> None:
        raise Hung(f"no answer within {DEADLINE_SECONDS} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(DEADLINE_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
