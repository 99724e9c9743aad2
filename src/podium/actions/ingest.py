"""From paths to stored sources: the library behind ``podium ingest`` and ``podium check``.

Inputs are files, folders (walked recursively, hidden files skipped) and
archives (zip, tar, tar.gz/bz2/xz). A ``manifest.toml`` in a folder names the
titles of the documents beside it. Every input is read, analysed and checked against what
the store can hold before anything is written, so bad input leaves the store exactly as it
was; then all of them are written in one transaction together with their Games' new
decisions, so a failure while writing leaves it as it was too.
"""

from __future__ import annotations

import dataclasses
import tarfile
import tomllib
import zipfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from podium.analysis import SourceAnalysis, analyse
from podium.errors import BadInput, StoreError
from podium.model import Document, Games
from podium.readers import read_bytes, read_path
from podium.reconcile import reconcile

if TYPE_CHECKING:
    from podium.store import Store, StoreWriter

MANIFEST = "manifest.toml"
CORPUS = "data/corpus"


@dataclass(frozen=True)
class Input:
    """One document to read: bytes from an archive or a file on disk."""

    origin: str
    path: Path | None = None
    data: bytes | None = None
    title: str | None = None

    def read(self) -> Document:
        if self.data is not None:
            doc = read_bytes(self.data, self.origin)
        else:
            assert self.path is not None
            doc = read_path(self.path)
            doc = dataclasses.replace(doc, origin=self.origin)
        return dataclasses.replace(doc, title=self.title) if self.title else doc


@dataclass(frozen=True)
class IngestResult:
    analysis: SourceAnalysis
    added: bool


def _manifest_titles(folder: Path) -> dict[str, str]:
    manifest = folder / MANIFEST
    if not manifest.is_file():
        return {}
    try:
        data = tomllib.loads(manifest.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise BadInput(f"unreadable manifest: {e}", path=str(manifest)) from None
    return {d["file"]: d["title"] for d in data.get("documents", []) if "file" in d and "title" in d}


def _is_archive(path: Path) -> bool:
    return zipfile.is_zipfile(path) or tarfile.is_tarfile(path)


def _archive_members(path: Path) -> Iterator[Input]:
    origin = str(path)
    try:
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as z:
                for info in sorted(z.infolist(), key=lambda i: i.filename):
                    if not info.is_dir() and not _hidden(info.filename):
                        yield Input(f"{origin}!{info.filename}", data=z.read(info))
            return
        with tarfile.open(path) as t:
            for member in sorted(t.getmembers(), key=lambda m: m.name):
                if member.isfile() and not _hidden(member.name):
                    f = t.extractfile(member)
                    if f is not None:
                        yield Input(f"{origin}!{member.name}", data=f.read())
    except (zipfile.BadZipFile, tarfile.TarError, OSError, EOFError) as e:
        raise BadInput(f"unreadable archive: {e}", path=origin) from None


def _hidden(name: str) -> bool:
    return any(part.startswith(".") for part in Path(name).parts)


def collect_inputs(paths: Iterable[str | Path]) -> list[Input]:
    """Expand paths into documents; a missing path is bad input."""
    inputs: list[Input] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            titles: dict[Path, dict[str, str]] = {}
            for file in sorted(p for p in path.rglob("*") if p.is_file()):
                if _hidden(str(file.relative_to(path))) or file.name == MANIFEST:
                    continue
                if file.parent not in titles:
                    titles[file.parent] = _manifest_titles(file.parent)
                inputs.append(Input(str(file), path=file, title=titles[file.parent].get(file.name)))
        elif path.is_file() and _is_archive(path):
            inputs.extend(_archive_members(path))
        elif path.exists() or path.is_symlink():
            inputs.append(Input(str(raw), path=path))
        else:
            raise BadInput("no such file or folder", path=str(raw))
    if not inputs:
        raise BadInput("no documents found", path=", ".join(map(str, paths)) or ".")
    return inputs


def bundled_corpus() -> Path:
    """The folder of the bundled Athens 2004 documents (inside the package)."""
    return Path(str(resources.files("podium").joinpath(CORPUS)))


def analyse_inputs(
    inputs: Sequence[Input],
    games: Games | None = None,
    progress: Callable[[Input], None] | None = None,
) -> list[SourceAnalysis]:
    """Read and analyse every input; the first bad one raises ``BadInput``."""
    analyses = []
    for item in inputs:
        analyses.append(analyse(item.read(), games))
        if progress:
            progress(item)
    return analyses


def store_analyses(
    store: Store,
    analyses: Sequence[SourceAnalysis],
    *,
    authority: bool = False,
    who: str = "cli",
) -> list[IngestResult]:
    """Store every analysis in ONE transaction, with the new decisions of their Games.

    Each analysis is first checked against what the store can hold (``check_storable``:
    NUL characters, integer ranges, column lengths), before anything is written; then the
    documents are written, and each Games one of them added to (or made authoritative in) is
    decided again, once. Any failure (a document the store refuses, a reconciliation that
    fails, "database is locked" after the busy timeout) rolls everything back: the store is
    left exactly as it was, and the error is a ``PodiumError`` naming the file or Games.
    """
    from podium.store import check_storable

    for analysis in analyses:
        check_storable(analysis.document, analysis.games.slug, analysis.claims, analysis.findings)
    results = []
    touched: dict[str, None] = {}  # the Games to decide again, in the order of the inputs
    with store.begin() as tx:
        for analysis in analyses:
            slug = analysis.games.slug
            added = tx.add_source(
                analysis.document,
                slug,
                analysis.claims,
                analysis.findings,
                authority=authority,
                who=who,
            )
            if not added and authority and not tx.source(analysis.source_id).authority:
                tx.set_authority(analysis.source_id, True, note="ingest --authority", who=who)
                added_authority = True
            else:
                added_authority = False
            if added or added_authority:
                touched.update(dict.fromkeys(g.slug for g in analysis.all_games))
            results.append(IngestResult(analysis, added))
        for slug in touched:
            redecide(tx, slug)
    return results


def redecide(tx: StoreWriter, games: str) -> None:
    """Reconcile one Games again, with its authoritative sources and active overrides,
    inside the caller's transaction."""
    authorities = frozenset(s.id for s in tx.sources() if s.authority)
    try:
        decisions = reconcile(tx.claims(games), authorities=authorities, overrides=tx.overrides(games))
    except ArithmeticError as error:  # numbers beyond what the engines compute with
        raise StoreError(f"cannot decide {games} again: {type(error).__name__}: {error}") from error
    tx.replace_decisions(games, decisions)

