"""Compiled regular expressions kept from one podium process to the next.

Python compiles a pattern in pure Python: ``re._parser`` parses it and ``re._compiler`` writes
the code of the sre engine, which ``_sre.compile`` then turns into the pattern object. The
languages' patterns (dates, facts, titles, the Games' and nations' words) are long, and every
command that reads a document compiled some 300 of them again: 0.5-0.8 s of a fresh process,
more than reading the document itself (``benchmarks/ingest.py``, one more document).

``remembered()`` keeps the code of every pattern compiled while it is active, keyed by the
pattern's text and flags, in one file per Python build in the user's cache folder
(``$PODIUM_CACHE_DIR``, else the platform's: ``~/.cache/podium`` on Linux). The next process
reads the file's index (a pattern's digest, where its code lies and its checksum) and hands
each pattern's stored code, read when first asked for, to ``_sre.compile``: the same pattern
object, without the parse. A command that compiles a few patterns (``podium --help``) reads a
few; one that reads a document, some 300 of 4 MB, in 5 ms instead of 0.5 s. The file is written at the end,
atomically, only when the patterns compiled anew took long enough to be worth it. It is a cache, never needed: a file of
another Python, a damaged one or a damaged pattern (their checksums), one that cannot be written, or an ``re`` whose
internals differ from what this module knows turns it off, and patterns compile as before.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
import threading
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, BinaryIO

#: the most patterns one file keeps: patterns made from a document's own words (an escaped
#: title), or from a set in an order that changes from process to process (Babel's plural
#: rules), must not grow it without end; a full file keeps the patterns its last process used
MAX_PATTERNS = 2000
#: the file is written again when the patterns compiled anew took at least this long (seconds):
#: a few small ones cost less to compile than the whole file costs to write
WORTH_WRITING = 0.01
MARK = b"podium-patterns 2\n"

#: a pattern's code, as ``re._compiler.compile`` hands it to ``_sre.compile``: the flags the
#: pattern sets, its sre code as bytes, its groups, group index and index group
Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]


def key(pattern: str, flags: int) -> bytes:
    """What a pattern is stored under: a digest of its text and flags (a pattern of the
    languages' words is tens of kilobytes)."""
    return hashlib.blake2b(f"{flags}\x00{pattern}".encode("utf-8", "surrogatepass"), digest_size=16).digest()


def cache_folder() -> Path:
    """``$PODIUM_CACHE_DIR``, else the platform's cache folder for podium: on Linux
    ``$XDG_CACHE_HOME/podium`` or ``~/.cache/podium`` (the XDG base directories, as platformdirs
    has them, without importing it: 35 ms of every command)."""
    given = os.environ.get("PODIUM_CACHE_DIR")
    if given:
        return Path(given).expanduser()
    if sys.platform.startswith("linux"):
        base = os.environ.get("XDG_CACHE_HOME", "").strip()
        return (Path(base) if os.path.isabs(base) else Path.home() / ".cache") / "podium"
    import platformdirs

    return Path(platformdirs.user_cache_dir("podium"))


class Shelf:
    """The patterns stored in one file: its index read whole when opened, each pattern's code
    when asked for. A file that is missing, of another format or damaged holds nothing; a
    pattern whose code does not match its checksum is not there."""

    def __init__(self, path: Path) -> None:
        self.index: dict[bytes, tuple[int, int, int, int, int, dict[str, int], tuple[str | None, ...]]] = {}
        self._file: BinaryIO | None = None
        self._base = 0
        try:
            f = path.open("rb")
        except OSError:
            return
        try:
            head = f.read(len(MARK) + 8)
            size, checksum = int.from_bytes(head[-8:-4], "big"), int.from_bytes(head[-4:], "big")
            raw = f.read(size)
            if head[:len(MARK)] != MARK or len(raw) != size or zlib.crc32(raw) != checksum:
                raise ValueError("not a file of patterns")
            index = marshal.loads(raw)
            if not isinstance(index, dict):
                raise ValueError("not a file of patterns")
        except (OSError, EOFError, ValueError, TypeError):
            f.close()
            return
        self.index, self._file, self._base = index, f, len(MARK) + 8 + size

    def get(self, digest: bytes) -> Entry | None:
        found = self.index.get(digest)
        if found is None or self._file is None:
            return None
        offset, length, checksum, flags, groups, groupindex, indexgroup = found
        try:  # a read at its offset, not a seek and a read: `podium serve` compiles in several threads
            code = os.pread(self._file.fileno(), length, self._base + offset)
        except (OSError, ValueError):  # ValueError: closed by the block's end in another thread
            return None
        if len(code) != length or zlib.crc32(code) != checksum:
            return None
        return flags, code, groups, groupindex, indexgroup

    def entries(self) -> dict[bytes, Entry]:
        """Every pattern whose code is sound."""
        return {digest: entry for digest in self.index if (entry := self.get(digest)) is not None}

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def read(path: Path) -> dict[bytes, Entry]:
    """The patterns stored at ``path`` whose code is sound, by their ``key``."""
    shelf = Shelf(path)
    try:
        return shelf.entries()
    finally:
        shelf.close()


@contextmanager
def remembered(folder: Path | None = None) -> Iterator[None]:
    """Compile regular expressions from the stored code while the block runs, and store the
    code of the ones compiled anew when it ends (whatever it raised)."""
    internals = _internals()
    if internals is None:
        yield
        return
    compiler, parser, sre = internals
    # the file, opened at the first pattern compiled (`podium --version` compiles none)
    opened: list[tuple[Path, Shelf] | None] = []
    found: list[bool] = []  # once the file is opened, or known not to be there
    finding = threading.RLock()
    new: dict[bytes, Entry] = {}
    used: dict[bytes, None] = {}  # in the order first used
    compiling = [0.0]  # seconds spent on the new ones
    original = compiler.compile

    def compile(p: Any, flags: int = 0) -> Any:
        if not isinstance(p, str) or flags & 128:  # bytes, or re.DEBUG (which prints the code)
            return original(p, flags)
        if not found:  # the first pattern: open the file (other threads wait for it)
            with finding:  # re-entrant: finding the folder may compile patterns (platformdirs)
                if not opened:
                    opened.append(None)
                    try:
                        path = (folder or cache_folder()) / _file_name(sre)
                        opened[0] = (path, Shelf(path))
                    except (OSError, RuntimeError):  # no home folder to find a cache folder in: no cache
                        pass
                    finally:
                        found.append(True)
        if opened[0] is None:
            return original(p, flags)
        digest = key(p, int(flags))
        entry = new.get(digest) or opened[0][1].get(digest)
        if entry is None:
            start = time.perf_counter()
            entry = _code(compiler, parser, p, int(flags))
            compiling[0] += time.perf_counter() - start
            if len(new) < MAX_PATTERNS:  # a long-running process (`podium serve`) keeps no more
                new[digest] = entry
        if len(used) < MAX_PATTERNS:
            used[digest] = None
        own_flags, code, groups, groupindex, indexgroup = entry
        return sre.compile(p, own_flags, _words(code), groups, groupindex, indexgroup)

    compiler.compile = compile
    try:
        yield
    finally:
        compiler.compile = original
        if opened and opened[0] is not None:
            path, shelf = opened[0]
            if new and compiling[0] >= WORTH_WRITING:
                kept = {**shelf.entries(), **new}
                if len(kept) > MAX_PATTERNS:
                    kept = {digest: kept[digest] for digest in used}
                write(path, dict(list(kept.items())[:MAX_PATTERNS]))
            shelf.close()


def write(path: Path, patterns: dict[bytes, Entry]) -> None:
    """Store ``patterns`` at ``path`` atomically (a whole file or the one before); a folder that
    cannot be written keeps nothing."""
    index: dict[bytes, tuple[int, int, int, int, int, dict[str, int], tuple[str | None, ...]]] = {}
    codes: list[bytes] = []
    offset = 0
    for digest, (flags, code, groups, groupindex, indexgroup) in patterns.items():
        index[digest] = (offset, len(code), zlib.crc32(code), flags, groups, groupindex, indexgroup)
        codes.append(code)
        offset += len(code)
    raw = marshal.dumps(index)
    with suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(MARK + len(raw).to_bytes(4, "big") + zlib.crc32(raw).to_bytes(4, "big") + raw)
                f.writelines(codes)
            os.replace(temporary, path)
        except OSError:
            with suppress(OSError):
                os.unlink(temporary)


def _internals() -> tuple[Any, Any, Any] | None:
    """``re``'s compiler, parser and ``_sre``, when they are what this module was written for."""
    try:
        import _sre
        from re import _compiler, _parser  # type: ignore[attr-defined]
    except ImportError:
        return None
    import array

    needed = (array.array("I").itemsize == getattr(_sre, "CODESIZE", 0)
              and callable(getattr(_compiler, "compile", None)) and callable(getattr(_compiler, "_code", None))
              and callable(getattr(_parser, "parse", None)) and callable(getattr(_sre, "compile", None)))
    return (_compiler, _parser, _sre) if needed else None


def _file_name(sre: Any) -> str:
    """One file per Python build and sre code format."""
    return (f"patterns-{sys.implementation.cache_tag}-{sys.hexversion:x}"
            f"-{getattr(sre, 'MAGIC', 0)}-{getattr(sre, 'CODESIZE', 0)}.bin")


def _code(compiler: Any, parser: Any, pattern: str, flags: int) -> Entry:
    """What ``re._compiler.compile`` hands to ``_sre.compile``, as plain values."""
    parsed = parser.parse(pattern, flags)
    code = compiler._code(parsed, flags)
    state = parsed.state
    indexgroup: list[str | None] = [None] * state.groups
    for name, index in state.groupdict.items():
        indexgroup[index] = name
    import array

    return (int(flags | state.flags), array.array("I", code).tobytes(), state.groups - 1,
            dict(state.groupdict), tuple(indexgroup))


def _words(code: bytes) -> list[int]:
    import array

    words = array.array("I")
    words.frombytes(code)
    return words.tolist()
