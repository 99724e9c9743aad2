"""The documents inside an archive (zip, tar, tar.gz/bz2/xz), read within limits.

An archive is untrusted input: every way it can go wrong is a ``BadInput`` naming the archive
(``medals.zip: ...``) or the member (``medals.zip!2004/ru.txt: ...``), never a traceback.

* encrypted, corrupt, truncated members, or members packed with a method podium cannot unpack;
* members named with an absolute path or a ``..`` (nothing is written to disk, but a name
  like that is no document of this archive), links, devices and named pipes;
* an archive inside the archive (unpack it first);
* more than ``MAX_MEMBERS`` members, a member over ``MAX_DOCUMENT_BYTES``, a zip member that
  unpacks to more than ``MAX_RATIO`` times its packed size, or an archive that unpacks to more
  than ``MAX_RATIO`` times its own size or ``MAX_ARCHIVE_BYTES`` in all. These are counted
  while unpacking, not taken from the headers, which can lie.

Hidden members (a part of the name starting with ``.``) are skipped, as in folders.
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import os
import re
import struct
import tarfile
import zipfile
import zlib
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO, Protocol

from podium.errors import BadInput
from podium.readers.binary import MAGIC_NUMBERS
from podium.readers.files import CHUNK, MAX_DOCUMENT_BYTES, os_reason, too_large

#: The most members (files, folders, links) one archive may have.
MAX_MEMBERS = 10_000
#: The most bytes all the members of one archive may unpack to.
MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024
#: The most a zip member may grow by when unpacked, and an archive as a whole.
MAX_RATIO = 100
#: Up to this many unpacked bytes, no ratio is checked (a short, repetitive text packs well).
RATIO_FREE_BYTES = 1024 * 1024

#: Exceptions the standard library raises on a damaged archive.
UNREADABLE: tuple[type[Exception], ...] = (
    zipfile.BadZipFile, tarfile.TarError, OSError, EOFError, zlib.error, lzma.LZMAError,
    RuntimeError, NotImplementedError, ValueError, LookupError, ArithmeticError, struct.error,
)


class _Stream(Protocol):
    """A file read from (an archive on disk, or its decompressed content)."""

    def read(self, size: int = -1, /) -> bytes: ...
    def seek(self, offset: int, whence: int = os.SEEK_SET, /) -> int: ...
    def tell(self) -> int: ...
    def close(self) -> None: ...


#: Zip compression methods by number: those the standard library unpacks, and common others.
_ZIP_METHODS = {0: "stored", 8: "deflate", 12: "bzip2", 14: "lzma"}
_OTHER_ZIP_METHODS = {9: "Deflate64", 93: "Zstandard", 95: "xz", 96: "JPEG", 97: "WavPack", 98: "PPMd",
                      99: "AES encryption"}
_COMPRESSED_TAR: tuple[tuple[bytes, Callable[[IO[bytes]], _Stream]], ...] = (
    (b"\x1f\x8b", lambda raw: gzip.GzipFile(fileobj=raw, mode="rb")),
    (b"BZh", lambda raw: bz2.BZ2File(raw)),
    (b"\xfd7zXZ\x00", lambda raw: lzma.LZMAFile(raw)),
)
#: A compressed file named like this is a tar, even when its first block is damaged.
_TAR_SUFFIXES = (".tar.gz", ".tgz", ".tar.bz2", ".tbz", ".tbz2", ".tar.xz", ".txz")
_ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")
_ARCHIVE_KINDS = tuple((magic, kind) for magic, kind in MAGIC_NUMBERS if kind.endswith("archive"))
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True)
class Member:
    """One document of an archive: its name in the archive and its bytes."""

    name: str
    data: bytes


def is_hidden(name: str) -> bool:
    """A hidden file or one inside a hidden folder (``.git/config``, ``.DS_Store``)."""
    return any(part.startswith(".") for part in PurePosixPath(name.replace("\\", "/")).parts)


def archive_kind(path: str | Path) -> str | None:
    """``"zip"`` or ``"tar"`` (also compressed) for the regular file at ``path``, else None (a
    spreadsheet is a zip, but a document: ``podium.readers.spreadsheet``)."""
    try:
        with open(path, "rb") as file:
            head = file.read(8)
        if head.startswith(_ZIP_MAGIC) or zipfile.is_zipfile(path):
            return None if _is_spreadsheet(path) else "zip"
        opener = _opener(head)
        if opener is not None:
            named_tar = str(path).lower().endswith(_TAR_SUFFIXES)
            return "tar" if named_tar or _starts_a_tar(path, opener) else None
        return "tar" if tarfile.is_tarfile(path) else None
    except OSError as error:
        raise BadInput(f"cannot read the file: {os_reason(error)}", path=str(path)) from None
    except UNREADABLE:
        return None


def _is_spreadsheet(path: str | Path) -> bool:
    """A zip that is an ``.xlsx`` or ``.ods`` workbook: a document, not an archive of them."""
    from podium.readers.spreadsheet import spreadsheet_kind

    with open(path, "rb") as file:
        return spreadsheet_kind(file.read(MAX_DOCUMENT_BYTES + 1)) is not None


def _opener(head: bytes) -> Callable[[IO[bytes]], _Stream] | None:
    """How to decompress a file that starts with ``head`` (gzip, bzip2, xz), else None."""
    return next((open_ for magic, open_ in _COMPRESSED_TAR if head.startswith(magic)), None)


def _starts_a_tar(path: str | Path, opener: Callable[[IO[bytes]], _Stream]) -> bool:
    """Whether a compressed file holds a tar: its first block is a tar header, or it cannot
    be decompressed (then reading it as an archive says what is wrong with it)."""
    try:
        with open(path, "rb") as raw:
            stream = opener(raw)
            try:
                block = stream.read(tarfile.BLOCKSIZE)
            finally:
                stream.close()
    except UNREADABLE:
        return True
    try:
        tarfile.TarInfo.frombuf(block, "utf-8", "surrogateescape")
    except tarfile.TarError:
        return False
    return True


def archive_members(path: str | Path, origin: str | None = None) -> list[Member]:
    """The documents of the archive at ``path`` (``origin`` names it), sorted by name."""
    where = str(path) if origin is None else origin
    kind = archive_kind(path)
    if kind is None:
        raise BadInput("not a zip or tar archive", path=where)
    budget = _Budget(where, os.path.getsize(path), ratio=kind == "tar")
    try:
        members = _zip_members(path, where, budget) if kind == "zip" else _tar_members(path, where, budget)
        return sorted(members, key=lambda member: member.name)
    except _Exceeded as exceeded:
        raise BadInput(exceeded.reason, path=where) from None
    except UNREADABLE as error:
        raise BadInput(f"unreadable archive: {_said(error)}", path=where) from None


class _Exceeded(Exception):
    """Unpacking went past a limit (raised inside tarfile, turned into ``BadInput``)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


class _Budget:
    """The bytes the members of one archive unpack to, checked against the limits."""

    def __init__(self, origin: str, size: int, *, ratio: bool) -> None:
        self.origin = origin
        self.size = size
        self.ratio = ratio  # a zip's members each have their own ratio instead
        self.total = 0

    def limit(self) -> tuple[int, str]:
        by_ratio = max(self.size * MAX_RATIO, RATIO_FREE_BYTES)
        if self.ratio and by_ratio < MAX_ARCHIVE_BYTES:
            return by_ratio, (f"unpacks to more than {MAX_RATIO} times its size ({self.size:,} bytes): "
                              "refused as a possible archive bomb")
        return MAX_ARCHIVE_BYTES, f"unpacks to more than {MAX_ARCHIVE_BYTES:,} bytes in all: refused"

    def add(self, count: int) -> None:
        self.total += count
        limit, reason = self.limit()
        if self.total > limit:
            raise _Exceeded(reason)


def _said(error: BaseException) -> str:
    """What an exception says, on one line."""
    said = " ".join(str(error).split())
    return said or type(error).__name__


def _shown(name: str) -> str:
    """A member's name as messages show it: control characters (a newline) escaped."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", name)


def _check_name(name: str, where: str) -> None:
    posix = name.replace("\\", "/")
    if posix.startswith("/") or re.match(r"[A-Za-z]:", posix):
        raise BadInput("a member with an absolute path: refused", path=where)
    if ".." in posix.split("/"):
        raise BadInput("a member whose path leaves the archive (..): refused", path=where)


def _check_count(count: int, where: str) -> None:
    if count > MAX_MEMBERS:
        raise BadInput(f"more than {MAX_MEMBERS:,} members: refused", path=where)


def _check_nested(data: bytes, where: str) -> None:
    kind = next((kind for magic, kind in _ARCHIVE_KINDS if data.startswith(magic)), None)
    if kind is None and data[257:262] == b"ustar":
        kind = "tar archive"
    if kind is not None:
        raise BadInput(f"a {kind} inside the archive: not read (unpack it first)", path=where)


def _read_member(file: IO[bytes], where: str, budget: _Budget, packed: int | None = None) -> bytes:
    """A member's bytes, counted as they are unpacked (``packed``: its size in a zip)."""
    chunks: list[bytes] = []
    total = 0
    ratio_limit = None if packed is None else max(packed * MAX_RATIO, RATIO_FREE_BYTES)
    while True:
        try:
            chunk = file.read(CHUNK)
            if chunk:
                total += len(chunk)
                if total > MAX_DOCUMENT_BYTES:
                    raise BadInput(too_large(), path=where)
                if ratio_limit is not None and total > ratio_limit:
                    raise BadInput(f"unpacks to more than {MAX_RATIO} times its packed size ({packed:,} bytes): "
                                   "refused as a possible archive bomb", path=where)
                budget.add(len(chunk))
        except _Exceeded as exceeded:  # the whole archive's limit: the archive is named
            raise BadInput(f"{exceeded.reason} (stopped at {where.rpartition('!')[2]})",
                           path=budget.origin) from None
        except UNREADABLE as error:
            raise BadInput(f"unreadable archive member: {_said(error)}", path=where) from None
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def _zip_members(path: str | Path, origin: str, budget: _Budget) -> Iterator[Member]:
    with zipfile.ZipFile(path) as archive:
        infos = archive.infolist()
        _check_count(len(infos), origin)
        for info in sorted(infos, key=lambda i: i.filename):
            name = info.filename
            where = f"{origin}!{_shown(name)}"
            _check_name(name, where)
            if info.is_dir() or is_hidden(name):
                continue
            if info.flag_bits & 0x1:
                raise BadInput("an encrypted member: not read (podium takes no passwords)", path=where)
            if (info.external_attr >> 16) & 0o170000 == 0o120000:
                raise BadInput("a symbolic link inside the archive: not read", path=where)
            if info.compress_type not in _ZIP_METHODS:
                method = _OTHER_ZIP_METHODS.get(info.compress_type, "unknown")
                raise BadInput(f"packed with compression method {info.compress_type} ({method}), "
                               "which podium cannot unpack", path=where)
            if info.file_size > MAX_DOCUMENT_BYTES:
                raise BadInput(too_large(), path=where)
            try:
                opened = archive.open(info)
            except UNREADABLE as error:
                raise BadInput(f"unreadable archive member: {_said(error)}", path=where) from None
            with opened:
                data = _read_member(opened, where, budget, packed=info.compress_size)
            _check_nested(data, where)
            yield Member(name, data)


def _tar_members(path: str | Path, origin: str, budget: _Budget) -> Iterator[Member]:
    """The members in the order of the archive: a compressed tar is read once, front to back."""
    with open(path, "rb") as raw:
        head = raw.read(8)
        raw.seek(0)
        opener = _opener(head)
        stream = _Bounded(opener(raw) if opener else raw, budget)
        with closing(stream), tarfile.open(fileobj=stream, mode="r:") as archive:
            for count, member in enumerate(archive, 1):
                _check_count(count, origin)
                where = f"{origin}!{_shown(member.name)}"
                _check_name(member.name, where)
                if member.isdir() or is_hidden(member.name):
                    continue
                if member.issym() or member.islnk():
                    raise BadInput(f"a link inside the archive (to {_shown(member.linkname)}): not read", path=where)
                if not member.isfile():
                    raise BadInput("a device or named pipe inside the archive: not read", path=where)
                if member.size > MAX_DOCUMENT_BYTES:
                    raise BadInput(too_large(), path=where)
                file = archive.extractfile(member)
                if file is None:  # pragma: no cover - a regular member always has a file
                    raise BadInput("an empty member: not read", path=where)
                with file:
                    data = _read_member(file, where, budget)
                _check_nested(data, where)
                yield Member(member.name, data)
            # tarfile takes a damaged header, or the end of the file, for the end of the archive
            if stream.last_block != bytes(tarfile.BLOCKSIZE):
                raise BadInput("unreadable archive: truncated or damaged after its last readable member",
                               path=origin)
            if opener is not None:  # to the end of the compressed stream: its checksum is checked there
                while stream.read(CHUNK):
                    pass


class _Bounded:
    """A (decompressed) tar stream that refuses to go past the archive's limits: tarfile reads
    headers and skips members through it, so a bomb is stopped even in what is not read."""

    def __init__(self, inner: _Stream, budget: _Budget) -> None:
        self._inner = inner
        self._budget = budget
        #: the last header-sized block read: after the members, the end of the archive (zeros)
        self.last_block: bytes | None = None

    def _check(self, position: int) -> None:
        limit, reason = self._budget.limit()
        if position > limit:
            raise _Exceeded(reason)

    def read(self, size: int = -1, /) -> bytes:
        position = self._inner.tell()
        limit, _ = self._budget.limit()
        room = limit + 1 - position
        self._check(position)
        data = self._inner.read(room if size is None or size < 0 else min(size, room))
        self._check(position + len(data))
        if size == tarfile.BLOCKSIZE:
            self.last_block = data
        return data

    def seek(self, offset: int, whence: int = os.SEEK_SET, /) -> int:
        if whence == os.SEEK_CUR:
            offset += self._inner.tell()
        elif whence != os.SEEK_SET:
            raise OSError("cannot seek from the end of a compressed archive")
        self._check(offset)
        return self._inner.seek(offset)

    def tell(self) -> int:
        return self._inner.tell()

    def write(self, data: bytes, /) -> int:
        raise OSError("an archive is only read")

    def close(self) -> None:
        self._inner.close()
