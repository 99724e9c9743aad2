"""A partition: the unit of work a Dask worker runs, and what it gives back.

A partition carries its bytes with it (whole bz2 streams of a multistream dump, pages the
client read from a dump in one stream, or the bytes of documents from folders and archives),
so a worker needs no file system shared with the client. ``run_partition`` runs on the
worker: it reads the pages, chooses them (``podium.bulk.select``), and puts each chosen page
through exactly what ``podium ingest`` does with a document of the same bytes
(``Input.read``: the reader stage; ``analyse_inputs``: extract, resolve, validate). Only
the client writes to the store.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass

from podium.actions.ingest import Input, analyse_inputs
from podium.analysis import SourceAnalysis
from podium.bulk.dumps import DumpPage, namespace_names, page_head, pages, stream_chunks
from podium.bulk.select import about_games, names_games, read_namespace, redirect_target
from podium.errors import PodiumError


@dataclass(frozen=True)
class Partition:
    """One unit of work. ``key`` names it in the checkpoints (stable across runs)."""

    key: str
    #: the dump's path as given (the origin of its pages), or "" for documents
    dump: str = ""
    #: the dump's name in the checkpoints (``podium.bulk.plan.Dump.name``)
    dump_name: str = ""
    #: what a message about the partition names (the dump and the byte range)
    label: str = ""
    #: the dump's header (``<mediawiki>``, ``<siteinfo>``), decompressed
    header: bytes = b""
    #: whole bz2 streams of a multistream dump
    streams: bytes = b""
    #: page elements a client reading a dump in one stream chose by their title, and how
    #: many pages it read to find them
    chunks: tuple[bytes, ...] = ()
    pages_read: int = 0
    #: documents from files, folders and archives, with their bytes
    documents: tuple[Input, ...] = ()
    #: read only these titles (the targets of redirects), whatever their title says
    wanted: frozenset[str] | None = None


@dataclass(frozen=True)
class PartitionResult:
    key: str
    dump_name: str
    pages_read: int
    #: the titles of the pages chosen (read as documents), kept or not
    chosen: tuple[str, ...]
    analyses: tuple[SourceAnalysis, ...]
    #: the documents podium could not use: one line each (files; pages are only counted)
    refused: tuple[str, ...]
    #: where the chosen redirects lead
    redirects: tuple[str, ...] = ()
    #: the titles asked for (redirect targets)
    wanted: tuple[str, ...] = ()
    #: why the partition could not be read (it is left to the next run)
    failed: str | None = None
    #: the documents on which podium itself failed (a bug, not bad input): one line each; the
    #: others are written, and the partition is left to the next run
    crashed: tuple[str, ...] = ()
    #: CPU seconds the worker spent on it (``benchmarks/bulk.py`` sets them against bz2)
    cpu_seconds: float = 0.0


def page_origin(dump: str, title: str, revision: int) -> str:
    """A page's origin: the dump, the title and the revision (``dump!Title?oldid=123``)."""
    return f"{dump}!{title}?oldid={revision}"


def by_title(header: bytes, chunks: list[bytes], wanted: frozenset[str] | None = None) -> list[bytes]:
    """The page elements worth parsing, by their namespace and title alone: articles (and
    list pages) whose title names a Games (a redirect too), or, given ``wanted``, those titles."""
    names = namespace_names(header)
    kept = []
    for chunk in chunks:
        namespace, title = page_head(chunk)
        if not read_namespace(namespace, names.get(namespace, "") if namespace is not None else ""):
            continue
        if title in wanted if wanted is not None else names_games(title):
            kept.append(chunk)
    return kept


def choose(header: bytes, chunks: list[bytes], where: str, wanted: frozenset[str] | None = None
           ) -> tuple[list[DumpPage], list[str]]:
    """(pages to read, redirect targets) of page elements chosen ``by_title``: those whose
    text names a Games too; a redirect gives its target instead."""
    chosen: list[DumpPage] = []
    targets: list[str] = []
    for page in pages(header, chunks, where):
        if page.redirect is not None:
            target = page.redirect.split("#", 1)[0].strip() if wanted is not None else redirect_target(
                page.title, page.redirect)
            if target:
                targets.append(target)
        elif about_games(page.text):
            chosen.append(page)
    return chosen, targets


def run_partition(partition: Partition) -> PartitionResult:
    """Read, choose and analyse one partition (on a worker)."""
    started = time.thread_time()
    try:
        result = _run(partition)
    except PodiumError as error:
        result = PartitionResult(partition.key, partition.dump_name, 0, (), (), (), failed=error.message)
    return dataclasses.replace(result, cpu_seconds=time.thread_time() - started)


def analyse_each(inputs: Sequence[Input], refused: list[PodiumError], crashed: list[str]) -> list[SourceAnalysis]:
    """``analyse_inputs`` of each input; an input on which podium fails (an exception other
    than ``PodiumError``) is ``crashed``, and the others go on: one page must not stop a dump."""
    analyses = []
    for item in inputs:
        try:
            analyses.extend(analyse_inputs([item], refused=refused))
        except Exception as error:  # a bug in a stage: reported with the document it met
            crashed.append(f"{item.origin}: podium failed on it: {type(error).__name__}: {error}")
    return analyses


def _run(partition: Partition) -> PartitionResult:
    refused: list[PodiumError] = []
    crashed: list[str] = []
    if partition.documents:
        analyses = analyse_each(partition.documents, refused, crashed)
        return PartitionResult(partition.key, "", 0, (), tuple(analyses), tuple(e.message for e in refused),
                               crashed=tuple(crashed))
    if partition.streams:
        chunks = stream_chunks(partition.streams, partition.label or partition.key)
        count = len(chunks)
        chunks = by_title(partition.header, chunks, partition.wanted)
    else:
        chunks, count = list(partition.chunks), partition.pages_read
    page_list, targets = choose(partition.header, chunks, partition.label or partition.key, partition.wanted)
    inputs = [Input(page_origin(partition.dump, p.title, p.revision), data=p.text.encode("utf-8"), title=p.title)
              for p in page_list if p.text.strip()]
    analyses = analyse_each(inputs, refused, crashed)
    return PartitionResult(partition.key, partition.dump_name, count, tuple(p.title for p in page_list),
                           tuple(analyses), (), tuple(targets), tuple(sorted(partition.wanted or ())),
                           crashed=tuple(crashed))
