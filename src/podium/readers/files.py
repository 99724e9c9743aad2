"""Read a file's bytes from disk: only a regular file, and never more than a document may hold.

A named pipe would make a plain read wait for a writer forever, and ``/dev/zero`` never ends;
both (and devices, sockets) are refused before a byte is read. Every failure is a
``BadInput`` naming the path.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import IO

from podium.errors import BadInput

#: The most bytes one document (a file, an archive member, an upload) may have; reading stops
#: past it.
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024

#: Bytes asked for by one read.
CHUNK = 1024 * 1024

#: What a file that is not a regular file is, by its mode.
_SPECIAL_KINDS = (
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def special_kind(mode: int) -> str | None:
    """What a file of ``mode`` (``os.stat_result.st_mode``) is when it is neither a regular
    file nor a folder (``"a named pipe (FIFO)"``), else None."""
    for test, kind in _SPECIAL_KINDS:
        if test(mode):
            return kind
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return "not a regular file"


def not_regular(kind: str) -> str:
    """The reason a special file is refused."""
    return f"{kind}, not a regular file: not read"


def too_large() -> str:
    """The reason a document over ``MAX_DOCUMENT_BYTES`` is refused."""
    return f"larger than {MAX_DOCUMENT_BYTES:,} bytes (the most one document may have): not read"


def os_reason(error: OSError) -> str:
    """``permission denied``, ``too many levels of symbolic links``...: an OS error in words."""
    if isinstance(error, PermissionError):
        return "permission denied"
    return (error.strerror or str(error)).lower()


def file_bytes(path: str | Path, origin: str | None = None) -> bytes:
    """The bytes of the regular file at ``path`` (``origin`` names it in messages)."""
    where = str(path) if origin is None else origin
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise BadInput("file does not exist", path=where) from None
    except OSError as error:
        raise BadInput(f"cannot read the file: {os_reason(error)}", path=where) from None
    _check_mode(mode, where)
    try:
        with open(path, "rb", buffering=0, opener=_opener) as file:
            info = os.fstat(file.fileno())
            _check_mode(info.st_mode, where)  # the path may have been swapped since os.stat
            if info.st_size > MAX_DOCUMENT_BYTES:
                raise BadInput(too_large(), path=where)
            return _read_at_most(file, MAX_DOCUMENT_BYTES, where)
    except BadInput:
        raise
    except OSError as error:
        raise BadInput(f"cannot read the file: {os_reason(error)}", path=where) from None


def _opener(path: str, flags: int) -> int:
    """Open without waiting: a named pipe put in the file's place since ``os.stat`` would
    block ``open`` until something writes to it."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))


def _check_mode(mode: int, where: str) -> None:
    if stat.S_ISDIR(mode):
        raise BadInput("is a directory, not a file", path=where)
    kind = special_kind(mode)
    if kind is not None:
        raise BadInput(not_regular(kind), path=where)


def _read_at_most(file: IO[bytes], limit: int, where: str) -> bytes:
    """Read to the end, refusing the file once it has more than ``limit`` bytes (its size on
    disk is a hint, not a promise: a file can grow, and ``/proc`` files say 0)."""
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = file.read(min(CHUNK, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise BadInput(too_large(), path=where)
