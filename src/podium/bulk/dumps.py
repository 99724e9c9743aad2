"""MediaWiki XML dumps: what a dump file is, its multistream index, and its pages (read with
``mwxml``).

A *multistream* dump (``…-pages-articles-multistream.xml.bz2``) is a run of bz2 streams: the
first holds ``<mediawiki>`` and ``<siteinfo>``, each next one about 100 ``<page>``s, the last
``</mediawiki>``; its index (``…-multistream-index.txt.bz2``) gives each page's stream as a
byte offset (``offset:page id:title``). So a partition is a byte range of whole streams, which
a worker decompresses and reads with the header in front, in parallel with the others. A
dump in one stream (``pages-articles.xml.bz2``) or a plain ``.xml`` export is read in order.
"""

from __future__ import annotations

import bz2
import io
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html import unescape
from pathlib import Path
from typing import IO

from podium.errors import BadInput

#: How much of a file is looked at to tell a dump.
HEAD_BYTES = 4096
FOOTER = b"</mediawiki>"
_ROOT = re.compile(rb"\A\s*(?:<\?xml[^>]*\?>\s*)?<mediawiki[\s>]")
_CLOSING = re.compile(rb"\s*</mediawiki>\s*\Z")
_TITLE = re.compile(rb"<title>([^<]*)</title>")
_NS = re.compile(rb"<ns>(-?\d+)</ns>")
_NAMESPACE = re.compile(rb'<namespace key="(-?\d+)"[^>]*?(?:/>|>([^<]*)</namespace>)')


@dataclass(frozen=True)
class DumpPage:
    """One page of a dump with its newest revision."""

    namespace: int | None
    namespace_name: str
    title: str
    redirect: str | None
    revision: int
    text: str


def _head(path: Path) -> bytes:
    try:
        with open(path, "rb") as file:
            head = file.read(HEAD_BYTES)
        if head.startswith(b"BZh"):
            with bz2.open(path, "rb") as packed:
                return packed.read(HEAD_BYTES)
    except (OSError, EOFError, ValueError):
        return b""
    return head


def is_dump(path: Path) -> bool:
    """A MediaWiki XML export (``<mediawiki>`` first), plain or bz2-compressed."""
    return path.is_file() and _ROOT.match(_head(path)) is not None


def index_of(path: Path) -> Path | None:
    """The multistream index beside a multistream dump, if it is there:
    ``X-multistream.xml.bz2`` has ``X-multistream-index.txt.bz2`` (and the parts of a split
    dump, ``X-multistream1.xml-p1p41242.bz2``, have ``X-multistream-index1.txt-p1p41242.bz2``)."""
    name = path.name
    if "multistream" not in name or not name.endswith(".bz2"):
        return None
    candidates = [name.replace(".xml.bz2", "-index.txt.bz2"),
                  name.replace("multistream", "multistream-index", 1).replace(".xml", ".txt", 1)]
    for candidate in candidates:
        index = path.with_name(candidate)
        if candidate != name and index.is_file():
            return index
    return None


@dataclass(frozen=True)
class Stream:
    """One bz2 stream of a multistream dump: its bytes ``[start, end)`` and its pages' titles."""

    start: int
    end: int
    titles: tuple[str, ...]


def read_index(index: Path, size: int) -> list[Stream]:
    """The streams of a multistream dump of ``size`` bytes, from its index, in order."""
    offsets: list[int] = []
    titles: list[list[str]] = []
    try:
        with bz2.open(index, "rt", encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                parts = line.rstrip("\n").split(":", 2)
                if len(parts) != 3 or not parts[0].isdigit():
                    raise BadInput("not a line of a multistream index (offset:id:title)", path=str(index), line=number)
                offset = int(parts[0])
                if not offsets or offset != offsets[-1]:
                    if offsets and offset < offsets[-1]:
                        raise BadInput("the offsets of a multistream index go back", path=str(index), line=number)
                    offsets.append(offset)
                    titles.append([])
                titles[-1].append(parts[2])
    except (OSError, EOFError, ValueError, UnicodeDecodeError) as error:
        raise BadInput(f"unreadable multistream index: {error}", path=str(index)) from None
    if not offsets:
        raise BadInput("an empty multistream index", path=str(index))
    if offsets[-1] >= size:
        raise BadInput(f"the index names offset {offsets[-1]}, past the end of the dump", path=str(index))
    ends = [*offsets[1:], size]
    return [Stream(start, end, tuple(names)) for start, end, names in zip(offsets, ends, titles)]


def read_range(path: Path, start: int, end: int) -> bytes:
    with open(path, "rb") as file:
        file.seek(start)
        return file.read(end - start)


def header_of(path: Path, first_stream: int) -> bytes:
    """The dump's header (``<mediawiki …>`` and ``<siteinfo>``), decompressed: the stream
    before the first page's."""
    try:
        return bz2.decompress(read_range(path, 0, first_stream))
    except (OSError, ValueError, EOFError) as error:
        raise BadInput(f"unreadable dump header: {error}", path=str(path)) from None


def namespace_names(header: bytes) -> dict[int, str]:
    """The dump's namespaces by number, from its ``<siteinfo>`` (``{0: "", 1: "Talk", …}``)."""
    return {int(key): unescape(name.decode("utf-8", "replace"))
            for key, name in _NAMESPACE.findall(header)}


def split_pages(body: bytes) -> tuple[list[bytes], bytes]:
    """The whole ``<page>…</page>`` elements of ``body``, and what follows the last of them
    (the start of the next page, when ``body`` is cut in the middle of a dump)."""
    chunks: list[bytes] = []
    at = 0
    while True:
        start = body.find(b"<page>", at)
        if start < 0:
            return chunks, b""
        end = body.find(b"</page>", start)
        if end < 0:
            return chunks, body[start:]
        at = end + len(b"</page>")
        chunks.append(body[start:at])


def page_head(chunk: bytes) -> tuple[int | None, str]:
    """A page element's namespace and title, read without parsing the page (its text is
    most of it)."""
    head = chunk[:HEAD_BYTES]
    title = _TITLE.search(head)
    namespace = _NS.search(head)
    return (int(namespace.group(1)) if namespace else None,
            unescape(title.group(1).decode("utf-8", "replace")) if title else "")


def stream_chunks(streams: bytes, where: str) -> list[bytes]:
    """The page elements of whole bz2 streams of a multistream dump."""
    try:
        body = bz2.decompress(streams)
    except (OSError, ValueError, EOFError) as error:
        raise BadInput(f"unreadable bz2 streams: {error}", path=where) from None
    chunks, rest = split_pages(body)
    if rest.strip() and not _CLOSING.fullmatch(rest):
        raise BadInput("a page cut short in the bz2 streams", path=where)
    return chunks


def open_dump(path: Path) -> IO[bytes]:
    """A dump file, decompressed when it is bz2."""
    with open(path, "rb") as file:
        packed = file.read(3) == b"BZh"
    return bz2.open(path, "rb") if packed else open(path, "rb")


def dump_chunks(file: IO[bytes], where: str, block: int = 1 << 22) -> tuple[bytes, Iterator[bytes]]:
    """The header of a dump read in order, and an iterator of its page elements."""
    first = file.read(block)
    start = first.find(b"<page>")
    header = first if start < 0 else first[:start]

    def chunks() -> Iterator[bytes]:
        pending = b"" if start < 0 else first[start:]
        while True:
            whole, pending = split_pages(pending)
            yield from whole
            more = file.read(block)
            if not more:
                break
            pending += more
        if pending.strip() and not _CLOSING.fullmatch(pending):
            raise BadInput("the dump ends in the middle of a page", path=where)

    return header, chunks()


def pages(header: bytes, chunks: Iterable[bytes], where: str) -> Iterator[DumpPage]:
    """The pages of ``chunks`` (page elements of a dump whose header is ``header``), each with
    its newest revision, read by ``mwxml``; malformed XML is ``BadInput`` naming ``where``."""
    import mwxml
    from mwxml.errors import MalformedXML

    body = b"".join(chunks)
    if not body:
        return
    try:
        dump = mwxml.Dump.from_file(io.BytesIO(_CLOSING.sub(b"", header) + body + FOOTER))
        names = {ns.id: ns.name or "" for ns in dump.site_info.namespaces or ()}
        for page in dump.pages:
            newest = None
            for revision in page:
                newest = revision
            if newest is None:
                continue
            yield DumpPage(page.namespace, names.get(page.namespace, ""), page.title, page.redirect,
                           int(newest.id), newest.text or "")
    except (MalformedXML, SyntaxError, OSError, EOFError, ValueError) as error:
        raise BadInput(f"unreadable MediaWiki dump: {_first_line(error)}", path=where) from None


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0][:200] if text else type(error).__name__


def group_streams(streams: Iterable[Stream], target_bytes: int) -> Iterator[list[Stream]]:
    """Consecutive streams in groups of about ``target_bytes`` compressed bytes (at least one)."""
    group: list[Stream] = []
    size = 0
    for stream in streams:
        group.append(stream)
        size += stream.end - stream.start
        if size >= target_bytes:
            yield group
            group, size = [], 0
    if group:
        yield group
