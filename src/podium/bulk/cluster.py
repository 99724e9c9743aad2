"""The Dask cluster of a bulk run: a real one by its scheduler's address, else a
``LocalCluster`` on this machine (one single-threaded worker process per core: the stages
are Python and hold the GIL)."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from podium.errors import UsageError

if TYPE_CHECKING:
    from dask.distributed import Client

#: How long to wait for a scheduler, and for the workers asked for.
CONNECT_TIMEOUT_S = 30


@contextmanager
def cluster(scheduler: str | None = None, workers: int | None = None) -> Iterator[Client]:
    """A client of the scheduler at ``scheduler`` (waiting for ``workers`` workers when
    given), or of a new ``LocalCluster`` of ``workers`` processes (default: one per core),
    closed when the block ends."""
    from dask.distributed import Client, LocalCluster

    if workers is not None and workers < 1:
        raise UsageError(f"--workers must be at least 1, not {workers}")
    if scheduler:
        try:
            client = Client(scheduler, timeout=CONNECT_TIMEOUT_S)
        except (OSError, TimeoutError) as error:
            raise UsageError(f"cannot reach the Dask scheduler at {scheduler}: {error}") from None
        try:
            if workers:
                client.wait_for_workers(workers, timeout=CONNECT_TIMEOUT_S)
            yield client
        finally:
            client.close()
        return
    count = workers or os.cpu_count() or 1
    local = LocalCluster(n_workers=count, threads_per_worker=1, processes=True, dashboard_address=":0",
                         silence_logs=logging.ERROR)
    try:
        with Client(local) as client:
            yield client
    finally:
        local.close()


def dashboard(client: Client) -> str | None:
    """The dashboard's address when the scheduler serves one (it needs bokeh), else None."""
    try:
        services = client.scheduler_info().get("services", {})
    except (OSError, KeyError):
        return None
    return str(client.dashboard_link) if "dashboard" in services else None


def threads(client: Client) -> int:
    """The worker threads of the cluster (at least 1)."""
    info = client.scheduler_info().get("workers", {})
    return max(sum(int(w.get("nthreads", 1)) for w in info.values()), 1)
