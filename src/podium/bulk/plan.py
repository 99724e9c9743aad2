"""From the SOURCE paths of ``podium bulk`` to partitions, made lazily as the run needs them.

- a multistream dump with its index: byte ranges of whole streams (about ``target_bytes``
  compressed each), read on the workers; the targets of redirects, by the streams the index
  puts them in;
- a dump in one stream (``.xml.bz2``) or a plain ``.xml`` export: read in order by the client,
  the chosen pages of every ``batch_pages`` pages one partition (a second pass finds the
  targets of redirects);
- anything else (files, folders, archives): podium's readers (``collect_inputs``), in
  partitions of ``batch_documents`` documents with their bytes.

Each partition's key is stable from run to run (the dump's name and size, the byte range or
page numbers; the documents' origins, sizes and times), so a rerun knows what is done.
"""

from __future__ import annotations

import hashlib
import itertools
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from podium.actions.ingest import Input, collect_inputs
from podium.bulk.dumps import (
    Stream,
    dump_chunks,
    group_streams,
    header_of,
    index_of,
    is_dump,
    open_dump,
    read_index,
    read_range,
)
from podium.bulk.partitions import Partition, by_title
from podium.errors import BadInput, PodiumError
from podium.readers.files import file_bytes

#: About this many compressed bytes of a multistream dump per partition.
PARTITION_BYTES = 4 << 20
#: A multistream dump is cut into at least this many partitions, where its streams allow.
MIN_PARTITIONS = 64
#: Pages of a dump in one stream read by the client per partition.
BATCH_PAGES = 5000
#: Documents per partition.
BATCH_DOCUMENTS = 64


@dataclass(frozen=True)
class Planned:
    """A partition not made yet: its key, the pages it holds when known, and how to make it."""

    key: str
    pages: int | None
    make: Callable[[], Partition]


def _digest(parts: Iterable[str]) -> str:
    return hashlib.sha1("\n".join(parts).encode("utf-8")).hexdigest()[:12]


class Dump:
    """A MediaWiki dump named on the command line."""

    def __init__(self, path: Path, given: str) -> None:
        self.path = path
        self.given = given
        self.size = path.stat().st_size
        #: what every key of this dump starts with: its name and size
        self.name = f"{path.name}:{self.size}"

    @property
    def pages_total(self) -> int | None:
        return None

    def partitions(self) -> Iterator[Planned]:
        raise NotImplementedError

    def redirect_partitions(self, wanted: set[str]) -> Iterator[Planned]:
        raise NotImplementedError


class MultistreamDump(Dump):
    def __init__(self, path: Path, given: str, index: Path, target_bytes: int) -> None:
        super().__init__(path, given)
        self.streams = read_index(index, self.size)
        self.header = header_of(path, self.streams[0].start)
        #: at most ``target_bytes``, and small enough to give ``MIN_PARTITIONS`` partitions; the
        #: dump alone decides (a rerun with other workers finds the same partitions done)
        self.target_bytes = max(1, min(target_bytes, self.size // MIN_PARTITIONS))

    @property
    def pages_total(self) -> int | None:
        return sum(len(s.titles) for s in self.streams)

    def _planned(self, group: list[Stream], wanted: frozenset[str] | None = None) -> Planned:
        start, end = group[0].start, group[-1].end
        key = f"{self.name}:{start}-{end}"
        if wanted is not None:
            key += f":redirects:{_digest(sorted(wanted))}"

        def make() -> Partition:
            return Partition(key, dump=self.given, dump_name=self.name, label=f"{self.given} (bytes {start}-{end})",
                             streams=read_range(self.path, start, end), header=self.header, wanted=wanted)

        return Planned(key, sum(len(s.titles) for s in group) if wanted is None else 0, make)

    def partitions(self) -> Iterator[Planned]:
        for group in group_streams(self.streams, self.target_bytes):
            yield self._planned(group)

    def redirect_partitions(self, wanted: set[str]) -> Iterator[Planned]:
        for stream in self.streams:
            here = wanted.intersection(stream.titles)
            if here:
                yield self._planned([stream], frozenset(here))


class SingleStreamDump(Dump):
    def __init__(self, path: Path, given: str, batch_pages: int) -> None:
        super().__init__(path, given)
        self.batch_pages = batch_pages

    def _batches(self, wanted: frozenset[str] | None) -> Iterator[Planned]:
        suffix = "" if wanted is None else f":redirects:{_digest(sorted(wanted))}"
        with open_dump(self.path) as file:
            header, chunks = dump_chunks(file, self.given)
            first = 1
            while True:
                batch = list(itertools.islice(chunks, self.batch_pages))
                if not batch:
                    return
                numbers = f"pages {first}-{first + len(batch) - 1}"
                yield self._planned(f"{self.name}:{numbers}{suffix}", f"{self.given} ({numbers})", header, batch,
                                    wanted)
                first += len(batch)

    def _planned(self, key: str, label: str, header: bytes, batch: list[bytes], wanted: frozenset[str] | None
                 ) -> Planned:
        count = len(batch)

        def make() -> Partition:
            chosen = by_title(header, batch, wanted)
            return Partition(key, dump=self.given, dump_name=self.name, label=label, header=header,
                             chunks=tuple(chosen), pages_read=count, wanted=wanted)

        return Planned(key, count if wanted is None else 0, make)

    def partitions(self) -> Iterator[Planned]:
        return self._batches(None)

    def redirect_partitions(self, wanted: set[str]) -> Iterator[Planned]:
        return self._batches(frozenset(wanted))


def _input_key(item: Input) -> str:
    if item.data is not None:
        return f"{item.origin}\t{len(item.data)}"
    assert item.path is not None
    try:
        status = os.stat(item.path)
    except OSError:
        return item.origin
    return f"{item.origin}\t{status.st_size}\t{status.st_mtime_ns}"


def _loaded(item: Input) -> Input:
    """The input with its bytes (a worker may not see the client's files)."""
    if item.data is not None or item.path is None:
        return item
    return Input(item.origin, data=file_bytes(item.path, item.origin), title=item.title)


def document_partitions(inputs: Sequence[Input], batch: int, refused: list[str]) -> Iterator[Planned]:
    """The documents in partitions of ``batch``; a file that cannot be read is refused."""
    for start in range(0, len(inputs), batch):
        chunk = inputs[start:start + batch]
        key = f"documents:{chunk[0].origin}:{len(chunk)}:{_digest(map(_input_key, chunk))}"

        def make(chunk: Sequence[Input] = chunk, key: str = key) -> Partition:
            loaded = []
            for item in chunk:
                try:
                    loaded.append(_loaded(item))
                except PodiumError as error:
                    refused.append(error.message)
            return Partition(key, documents=tuple(loaded))

        yield Planned(key, None, make)


def check_sources(sources: Sequence[str]) -> None:
    """Bad input, before any cluster starts, when a source is not there."""
    if not sources:
        raise BadInput("no sources given", path=".")
    for given in sources:
        if not Path(given).exists():
            raise BadInput("no such file or folder", path=given)


def classify(sources: Sequence[str], *, target_bytes: int = PARTITION_BYTES, batch_pages: int = BATCH_PAGES,
             refused: list[str]) -> tuple[list[Dump], list[Input]]:
    """The dumps among ``sources``, and the documents of the others (podium's readers); a
    path that is not there is bad input, a document that cannot be read is ``refused``."""
    check_sources(sources)
    dumps: list[Dump] = []
    others: list[str] = []
    for given in sources:
        path = Path(given)
        if not is_dump(path):
            others.append(given)
            continue
        index = index_of(path)
        if index is not None:
            dumps.append(MultistreamDump(path, given, index, target_bytes))
        else:
            dumps.append(SingleStreamDump(path, given, batch_pages))
    inputs: list[Input] = []
    if others:
        errors: list[PodiumError] = []
        inputs = collect_inputs(others, errors)
        refused.extend(error.message for error in errors)
    return dumps, inputs
