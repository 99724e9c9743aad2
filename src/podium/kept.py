"""What one podium process keeps for the next: compiled regular expressions and parsed TOML.

Every command that reads a document used to redo two things in pure Python:
- Compile the languages' patterns (dates, facts, titles, the Games' and nations' words). Python
  parses each pattern (``re._parser``) and writes the sre engine's code for it (``re._compiler``),
  which ``_sre.compile`` then turns into the pattern object. Some 300 of them took 0.5-0.8 s of a
  fresh process, more than reading the document (``benchmarks/ingest.py``, one more document).
- Parse the lexicons, the messages and the readers' data from TOML: some 50 files, 0.13 s.

``remembered()`` (the CLI runs inside it) keeps both in the user's cache folder
(``$PODIUM_CACHE_DIR``, else the platform's: ``~/.cache/podium`` on Linux):
- a pattern's code, under a digest of its text and flags, handed back to ``_sre.compile``: the
  same pattern object, without the parse;
- a TOML text's parsed tables (``toml``), under a digest of the text, as ``marshal`` data.

Each kind has one file per Python build. A file is an index (digest, then where the entry lies
and its checksum) followed by the entries, each read when first asked for. So a command that
compiles a few patterns (``podium --help``) reads a few, while one that reads a document reads
some 300 patterns of 4 MB in a few milliseconds.

A file is written at the end, atomically, and only when what was made anew took long enough
to be worth it. It is a cache, never needed. Any of these turns it off, and everything is made
as before:
- a file of another Python;
- a damaged file or entry (their checksums);
- a folder that cannot be written, or no home folder;
- an ``re`` whose internals differ from what this module knows.
"""

from __future__ import annotations

import array
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

#: the most entries one file keeps: patterns made from a document's own words (an escaped
#: title), or from a set in an order that changes from process to process (Babel's plural
#: rules), must not grow it without end; a full file keeps the entries its last process used
MAX_ENTRIES = 2000
#: a file is written again when what was made anew took at least this long (seconds): a few
#: small patterns cost less to compile than the whole file costs to write
WORTH_WRITING = 0.01
MARK = b"podium-kept 1\n"

#: an entry: plain values (what ``marshal`` writes) and its bytes
Entry = tuple[tuple[Any, ...], bytes]


def digest(kind: str, text: str, flags: int = 0) -> bytes:
    """What an entry is stored under: a digest of its kind, its text and flags (a pattern of
    the languages' words is tens of kilobytes)."""
    return hashlib.blake2b(f"{kind}\x00{flags}\x00{text}".encode("utf-8", "surrogatepass"), digest_size=16).digest()


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
    """The entries stored in one file: its index read whole when opened, each entry's bytes
    when asked for. A file that is missing, of another format or damaged holds nothing; an
    entry whose bytes do not match their checksum is not there."""

    def __init__(self, path: Path) -> None:
        self.index: dict[bytes, tuple[int, int, int, tuple[Any, ...]]] = {}
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
                raise ValueError("not a file of podium's")
            index = marshal.loads(raw)
            if not isinstance(index, dict):
                raise ValueError("not a file of podium's")
        except (OSError, EOFError, ValueError, TypeError):
            f.close()
            return
        self.index, self._file, self._base = index, f, len(MARK) + 8 + size

    def get(self, key: bytes) -> Entry | None:
        found = self.index.get(key)
        if found is None or self._file is None:
            return None
        offset, length, checksum, values = found
        try:  # a read at its offset, not a seek and a read: `podium serve` works in several threads
            data = os.pread(self._file.fileno(), length, self._base + offset)
        except (OSError, ValueError):  # ValueError: closed at the block's end in another thread
            return None
        if len(data) != length or zlib.crc32(data) != checksum:
            return None
        return values, data

    def entries(self) -> dict[bytes, Entry]:
        """Every entry whose bytes are sound."""
        return {key: entry for key in self.index if (entry := self.get(key)) is not None}

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def read(path: Path) -> dict[bytes, Entry]:
    """The sound entries stored at ``path``, by their ``digest``."""
    shelf = Shelf(path)
    try:
        return shelf.entries()
    finally:
        shelf.close()


def write(path: Path, entries: dict[bytes, Entry]) -> None:
    """Store ``entries`` at ``path`` atomically (a whole file or the one before); a folder that
    cannot be written keeps nothing."""
    index: dict[bytes, tuple[int, int, int, tuple[Any, ...]]] = {}
    blobs: list[bytes] = []
    offset = 0
    for key, (values, data) in entries.items():
        index[key] = (offset, len(data), zlib.crc32(data), values)
        blobs.append(data)
        offset += len(data)
    raw = marshal.dumps(index)
    with suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(MARK + len(raw).to_bytes(4, "big") + zlib.crc32(raw).to_bytes(4, "big") + raw)
                f.writelines(blobs)
            os.replace(temporary, path)
        except OSError:
            with suppress(OSError):
                os.unlink(temporary)


class Keeper:
    """One kind of entry kept while a ``remembered()`` block runs: its file, opened when first
    asked for (threads asking meanwhile wait; the thread opening it gets nothing, since finding
    the folder may compile patterns itself), what this process made anew and what it used."""

    def __init__(self, file_name: str, folder: Path | None) -> None:
        self.file_name, self.folder = file_name, folder
        self.path: Path | None = None
        self.shelf: Shelf | None = None
        self._opening = threading.RLock()
        self._state = "closed"  # then "opening", then "open" (or "none": no cache)
        self.new: dict[bytes, Entry] = {}
        self.used: dict[bytes, None] = {}  # in the order first used
        self.seconds = 0.0  # spent making the new entries

    @property
    def usable(self) -> bool:
        """Whether the file is open (opening it first, if no one has)."""
        if self._state != "open":
            with self._opening:
                if self._state == "closed":
                    self._state = "opening"
                    try:
                        self.path = (self.folder or cache_folder()) / self.file_name
                        self.shelf = Shelf(self.path)
                        self._state = "open"
                    except (OSError, RuntimeError):  # no home folder to find a cache folder in
                        self._state = "none"
        return self._state == "open"

    def get(self, key: bytes) -> Entry | None:
        entry = self.new.get(key)
        if entry is None and self.shelf is not None:
            entry = self.shelf.get(key)
        if entry is not None and len(self.used) < MAX_ENTRIES:
            self.used[key] = None
        return entry

    def add(self, key: bytes, entry: Entry, seconds: float) -> None:
        self.seconds += seconds
        if len(self.new) < MAX_ENTRIES:  # a long-running process (`podium serve`) keeps no more
            self.new[key] = entry
        if len(self.used) < MAX_ENTRIES:
            self.used[key] = None

    def close(self) -> None:
        """Write the file again when what was made anew was worth it, and close it."""
        if self.shelf is None or self.path is None:
            return
        if self.new and self.seconds >= WORTH_WRITING:
            kept = {**self.shelf.entries(), **self.new}
            if len(kept) > MAX_ENTRIES:
                kept = {key: kept[key] for key in self.used if key in kept}
            write(self.path, dict(list(kept.items())[:MAX_ENTRIES]))
        self.shelf.close()


#: the keeper of parsed TOML while a ``remembered()`` block runs
_TOML: list[Keeper] = []


@contextmanager
def remembered(folder: Path | None = None) -> Iterator[None]:
    """Compile regular expressions from their kept code and parse TOML texts from their kept
    tables while the block runs; keep what was made anew when it ends (whatever it raised)."""
    internals = _internals()
    tag = f"{sys.implementation.cache_tag}-{sys.hexversion:x}"
    tables = Keeper(f"toml-{tag}-{marshal.version}.bin", folder)
    _TOML.append(tables)
    patterns: Keeper | None = None
    original: Any = None
    if internals is not None:
        compiler, parser, sre = internals
        patterns = Keeper(f"patterns-{tag}-{getattr(sre, 'MAGIC', 0)}-{getattr(sre, 'CODESIZE', 0)}.bin", folder)
        original = compiler.compile

        def compile(p: Any, flags: int = 0) -> Any:
            if not isinstance(p, str) or flags & 128 or not patterns.usable:  # bytes, or re.DEBUG (prints)
                return original(p, flags)
            key = digest("pattern", p, int(flags))
            entry = patterns.get(key)
            if entry is None:
                start = time.perf_counter()
                entry = _code(compiler, parser, p, int(flags))
                patterns.add(key, entry, time.perf_counter() - start)
            (own_flags, groups, groupindex, indexgroup), code = entry
            return sre.compile(p, own_flags, _words(code), groups, groupindex, indexgroup)

        compiler.compile = compile
    try:
        yield
    finally:
        if internals is not None:
            internals[0].compile = original
        _TOML.remove(tables)
        for keeper in (patterns, tables):
            if keeper is not None:
                with suppress(OSError, ValueError, TypeError, EOFError):  # a cache never fails a command
                    keeper.close()


def toml(text: str) -> dict[str, Any]:
    """``tomllib.loads(text)``; inside a ``remembered()`` block, read from the tables kept for
    the same text (a text holding dates or times is parsed every time: ``marshal`` has none)."""
    import tomllib

    keeper = _TOML[-1] if _TOML else None
    if keeper is None or not keeper.usable:
        return tomllib.loads(text)
    key = digest("toml", text)
    entry = keeper.get(key)
    if entry is not None:
        with suppress(EOFError, ValueError, TypeError):
            found = marshal.loads(entry[1])
            if isinstance(found, dict):
                return found
    start = time.perf_counter()
    tables = tomllib.loads(text)
    try:
        data = marshal.dumps(tables)
    except ValueError:
        return tables
    keeper.add(key, ((), data), time.perf_counter() - start)
    return tables


def _internals() -> tuple[Any, Any, Any] | None:
    """``re``'s compiler, parser and ``_sre``, when they are what this module was written for."""
    try:
        import _sre
        from re import _compiler, _parser  # type: ignore[attr-defined]
    except ImportError:
        return None
    needed = (array.array("I").itemsize == getattr(_sre, "CODESIZE", 0)
              and callable(getattr(_compiler, "compile", None)) and callable(getattr(_compiler, "_code", None))
              and callable(getattr(_parser, "parse", None)) and callable(getattr(_sre, "compile", None)))
    return (_compiler, _parser, _sre) if needed else None


def _code(compiler: Any, parser: Any, pattern: str, flags: int) -> Entry:
    """What ``re._compiler.compile`` hands to ``_sre.compile``, as plain values and the code."""
    parsed = parser.parse(pattern, flags)
    code = compiler._code(parsed, flags)
    state = parsed.state
    indexgroup: list[str | None] = [None] * state.groups
    for name, index in state.groupdict.items():
        indexgroup[index] = name
    return ((int(flags | state.flags), state.groups - 1, dict(state.groupdict), tuple(indexgroup)),
            array.array("I", code).tobytes())


def _words(code: bytes) -> list[int]:
    words = array.array("I")
    words.frombytes(code)
    return words.tolist()
