"""Compiled regular expressions kept from one podium process to the next.

Python compiles a pattern in pure Python: ``re._parser`` parses it and ``re._compiler`` writes
the code of the sre engine, which ``_sre.compile`` then turns into the pattern object. The
languages' patterns (dates, facts, titles, the Games' and nations' words) are long, and every
command that reads a document compiled some 300 of them again: 0.5-0.8 s of a fresh process,
more than reading the document itself (``benchmarks/ingest.py``, one more document).

``remembered()`` keeps the code of every pattern compiled while it is active, keyed by the
pattern's text and flags, in one file per Python build in the user's cache folder
(``$PODIUM_CACHE_DIR``, else the platform's: ``~/.cache/podium`` on Linux). The next process
reads the file once (a few milliseconds) and hands each pattern's stored code to
``_sre.compile``: the same pattern object, without the parse. The file is written at the end,
atomically, only when the patterns compiled anew took long enough to be worth it. It is a cache, never needed: a file of
another Python, a damaged one (its checksum), one that cannot be written, or an ``re`` whose
internals differ from what this module knows turns it off, and patterns compile as before.
"""

from __future__ import annotations

import marshal
import os
import sys
import tempfile
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

#: the most patterns one file keeps: patterns made from a document's own words (an escaped
#: title), or from a set in an order that changes from process to process (Babel's plural
#: rules), must not grow it without end; a full file keeps the patterns its last process used
MAX_PATTERNS = 2000
#: the file is written again when the patterns compiled anew took at least this long (seconds):
#: a few small ones cost less to compile than the whole file costs to write
WORTH_WRITING = 0.01
MARK = b"podium-patterns 1\n"

#: (pattern, flags) -> (flags the pattern sets, its sre code as bytes, groups, group index, index group)
Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]


def cache_folder() -> Path:
    """``$PODIUM_CACHE_DIR``, else the platform's cache folder for podium."""
    given = os.environ.get("PODIUM_CACHE_DIR")
    if given:
        return Path(given).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("podium"))


@contextmanager
def remembered(folder: Path | None = None) -> Iterator[None]:
    """Compile regular expressions from the stored code while the block runs, and store the
    code of the ones compiled anew when it ends (whatever it raised)."""
    internals = _internals()
    if internals is None:
        yield
        return
    compiler, parser, sre = internals
    where: list[Path | None] = []  # the file, found at the first pattern compiled (`podium --help` compiles none)
    known: dict[tuple[str, int], Entry] = {}
    new: dict[tuple[str, int], Entry] = {}
    used: dict[tuple[str, int], None] = {}  # in the order first used
    compiling = [0.0]  # seconds spent on the new ones
    original = compiler.compile

    def compile(p: Any, flags: int = 0) -> Any:
        if not isinstance(p, str) or flags & 128:  # bytes, or re.DEBUG (which prints the code)
            return original(p, flags)
        if not where:  # the first pattern: find the file (platformdirs compiles patterns of its own)
            where.append(None)
            found = where[0] = (folder or cache_folder()) / _file_name(sre)
            known.update(read(found))
        if where[0] is None:
            return original(p, flags)
        key = (p, int(flags))
        entry = known.get(key) or new.get(key)
        if entry is None:
            start = time.perf_counter()
            entry = _code(compiler, parser, p, int(flags))
            compiling[0] += time.perf_counter() - start
            if len(new) < MAX_PATTERNS:  # a long-running process (`podium serve`) keeps no more
                new[key] = entry
        if len(used) < MAX_PATTERNS:
            used[key] = None
        own_flags, code, groups, groupindex, indexgroup = entry
        return sre.compile(p, own_flags, _words(code), groups, groupindex, indexgroup)

    compiler.compile = compile
    try:
        yield
    finally:
        compiler.compile = original
        if new and compiling[0] >= WORTH_WRITING:
            kept = {**known, **new}
            if len(kept) > MAX_PATTERNS:
                kept = {key: kept[key] for key in used}
            assert where[0] is not None  # new patterns were compiled once it was found
            write(where[0], dict(list(kept.items())[:MAX_PATTERNS]))


def read(path: Path) -> dict[tuple[str, int], Entry]:
    """The patterns stored at ``path``; none when it is missing, damaged or of another format."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    head, _, rest = data.partition(b"\n")
    if head + b"\n" != MARK or len(rest) < 4:
        return {}
    checksum, payload = rest[:4], rest[4:]
    if zlib.crc32(payload).to_bytes(4, "big") != checksum:
        return {}
    try:
        patterns = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return {}
    return patterns if isinstance(patterns, dict) else {}


def write(path: Path, patterns: dict[tuple[str, int], Entry]) -> None:
    """Store ``patterns`` at ``path`` atomically (a whole file or the one before); a folder that
    cannot be written keeps nothing."""
    payload = marshal.dumps(patterns)
    with suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(MARK + zlib.crc32(payload).to_bytes(4, "big") + payload)
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
