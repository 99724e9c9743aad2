"""Python's cyclic garbage collector, paused while a step builds objects by the hundred thousand.

Deciding a Games of 1,000 sources reads some 400,000 claims and builds the engines' tables
over them. Every few hundred allocations the collector walks the young objects, and every so
often all of them: a third of the time of the read and a sixth of the decision went to walks
that found nothing to free (``benchmarks/ingest.py``: 3.3 s against 2.1 s to read the claims).
Claims, supports and decisions hold no reference cycles, so pausing the collector for the
step keeps nothing alive longer; reference counting frees everything as before. The
collector runs again when the step ends, whatever it raised; a pause inside a pause leaves
the outer one to resume it.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """Run the block with the cyclic collector off (as it was before, after)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
