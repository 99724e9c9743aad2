"""How the service writes: one upload at a time, read, analysed, stored and its Games decided
in a worker process of its own.

Reading a document and deciding its Games again is seconds of pure Python. Run in the
server's process, even on a thread, it holds the interpreter's lock that every read needs
too: under load, reads waited seconds behind it and uploads timed out. So the service hands
each upload to one long-lived worker process (``concurrent.futures``, started on first use,
``spawn``ed: it shares no lock or connection with the server's threads); the worker opens the
same store by its address and writes through the store's write lock, as any writer does.
Reads see the write as soon as it commits (the tables' cache is keyed by the decisions'
version). A store that has no address another process can open (SQLite in memory) is
written in the server's process. If the worker dies, the upload is refused (503: try
again) and the next one starts a new worker. The worker stops with the server: when it shuts
down (``app._stops_the_writer``), once it has finished what it was given, or when it is gone
(killed: ``_end_with``).
"""

from __future__ import annotations

import atexit
import os
import re
import threading
import time
from concurrent.futures import Executor
from dataclasses import replace
from pathlib import Path
from typing import Any

from podium.errors import StoreError
from podium.store import Store

#: What an uploaded file's name keeps in the source's origin (``upload:NAME``).
SAFE_NAME = re.compile(r"[^\w.\- ]+")
#: The stores a worker process opened, by address (opened once, kept for its next uploads).
_OPENED: dict[str, Store] = {}
_starting = threading.Lock()
_POOL: list[Executor] = []  # the one worker of this process, once started


def store_address(store: Store) -> str | None:
    """What another process opens to reach ``store`` (``open_store``), or None (in memory)."""
    from podium.store.sqlite_file import SqliteFileStore

    if isinstance(store, SqliteFileStore):
        return str(store.path)
    url = store.engine.url
    if url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:"):
        return None
    if url.get_backend_name() == "sqlite" and str(url.database).startswith("file:"):
        return None  # a URI file name may name a shared memory database
    return url.render_as_string(hide_password=False)


def ingest_upload(store: Store, data: bytes, name: str, games: str | None, who: str,
                  ) -> tuple[bool, dict[str, Any]]:
    """Read, analyse and store one uploaded document; (added, what was read). A document
    that gives itself no title is named by its file name's stem (``page.txt``: ``page``)."""
    from podium.actions.ingest import refuse_own_export, store_batch
    from podium.analysis import analyse
    from podium.export.shapes import source_read_json
    from podium.model import Games
    from podium.readers import read_bytes
    from podium.readers.title import file_stem

    from .data import check_slug

    filename = SAFE_NAME.sub("_", Path(name.replace("\\", "/")).name)[:120] or "document"
    origin = "upload:" + filename
    chosen = Games.from_slug(check_slug(games)) if games else None
    document = read_bytes(data, origin)
    if document.title is not None and document.title == file_stem(origin):
        document = replace(document, title=file_stem(filename))
    refuse_own_export(document)
    analysis = analyse(document, chosen)
    [result] = store_batch(store, [analysis], who=who).results
    return result.added, source_read_json(analysis)


def _ingest_in_worker(address: str, data: bytes, name: str, games: str | None, who: str,
                      ) -> tuple[bool, dict[str, Any]]:
    """``ingest_upload`` in the worker process, on the store at ``address``."""
    from podium.store import open_store

    store = _OPENED.get(address)
    if store is None:
        store = _OPENED[address] = open_store(address)
    return ingest_upload(store, data, name, games, who)


def remove_upload(store: Store, source: str, who: str) -> dict[str, Any]:
    """Remove one source and decide its Games again (``podium.actions.remove``); the JSON of
    what was removed."""
    from podium.actions.remove import removal_json, remove_source

    return removal_json(remove_source(store, source, note="DELETE /api/sources", who=who))


def _remove_in_worker(address: str, source: str, who: str) -> dict[str, Any]:
    """``remove_upload`` in the worker process, on the store at ``address``."""
    from podium.store import open_store

    store = _OPENED.get(address)
    if store is None:
        store = _OPENED[address] = open_store(address)
    return remove_upload(store, source, who)


def _pool() -> Executor:
    with _starting:
        if not _POOL:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            _POOL.append(ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_end_with, initargs=(os.getpid(),)))
            atexit.register(stop_worker)
        return _POOL[0]


def _end_with(server: int) -> None:
    """In the worker: end when the server is gone. A server that is killed cannot stop its
    worker, which would otherwise wait for uploads forever, holding the store open; a write it
    was making is one transaction, which the store rolls back."""
    def watch() -> None:
        while os.getppid() == server:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, name="podium-end-with-server", daemon=True).start()


def stop_worker() -> None:
    """Stop this process's worker, if it started one (at exit, or to free it at once)."""
    with _starting:
        pools = list(_POOL)
        _POOL.clear()
    for pool in pools:
        pool.shutdown(wait=True)


class Writer:
    """The service's writes to one store: each upload and each removal, in the worker process."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.address = store_address(store)

    def ingest(self, data: bytes, name: str, games: str | None, who: str) -> tuple[bool, dict[str, Any]]:
        if self.address is None:
            return ingest_upload(self.store, data, name, games, who)
        from concurrent.futures.process import BrokenProcessPool

        pool = _pool()
        try:
            return pool.submit(_ingest_in_worker, self.address, data, name, games, who).result()
        except BrokenProcessPool:
            with _starting:
                if _POOL and _POOL[0] is pool:
                    _POOL.clear()
            raise StoreError(f"store {self.store.name}: the writer stopped before it stored the upload; "
                             "send it again") from None

    def remove(self, source: str, who: str) -> dict[str, Any]:
        """Remove a source (an id or a prefix), in the worker process; what was removed."""
        if self.address is None:
            return remove_upload(self.store, source, who)
        from concurrent.futures.process import BrokenProcessPool

        pool = _pool()
        try:
            return pool.submit(_remove_in_worker, self.address, source, who).result()
        except BrokenProcessPool:
            with _starting:
                if _POOL and _POOL[0] is pool:
                    _POOL.clear()
            raise StoreError(f"store {self.store.name}: the writer stopped before it removed the source; "
                             "send the request again") from None
