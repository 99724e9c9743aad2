"""From paths to stored sources: the library behind ``podium ingest`` and ``podium check``.

Inputs are files, folders (walked recursively, hidden files skipped; links out of the folder,
named pipes and devices refused; archives in them read as archives) and archives (zip, tar,
tar.gz/bz2/xz; read within the limits of ``podium.readers.archive``). A hard link is read as
the file it is: podium cannot tell a hard link to a file outside the folder from a file of
the folder (both are the same file), and making one needs the right to read that file
already (Linux ``protected_hardlinks``); the same bytes under two names are one source. A ``manifest.toml`` in a folder names the titles of the
documents beside it. Every input is read, analysed and checked against what
the store can hold before anything is written, so bad input leaves the store exactly as it
was; then all of them are written in one transaction together with their Games' new
decisions, so a failure while writing leaves it as it was too.

The public verbs, shared by ``podium ingest``, the service and ``podium bulk``:

* ``collect_inputs`` (paths to ``Input``s) and ``analyse_inputs`` (``Input``s to analyses);
* ``store_batch``: analysed documents in, ONE transaction, a ``Batch`` out (a result per
  document, the Games it touched), those Games decided again inside it unless
  ``decide=False``; ``store_analyses`` is its results;
* for a caller that holds its own transaction (a bulk writer): ``storable_analyses`` (what
  the store can hold), ``write_analyses`` (write, decide nothing, return the ``Batch``),
  then ``redecide`` per touched Games, or ``decide_games`` later, each in its own transaction.

Only the Games a batch touched are decided again; deciding one reads its claims once and
writes its decisions in a fixed number of statements (``store.writes.replace_decisions``).
"""

from __future__ import annotations

import dataclasses
import os
import stat
import tomllib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from podium.analysis import SourceAnalysis, analyse
from podium.errors import BadInput, PodiumError, StoreError
from podium.model import Claim, Decision, Document, Games
from podium.readers import read_bytes, read_path
from podium.readers.archive import archive_kind, archive_members, is_hidden
from podium.readers.files import file_bytes, not_regular, os_reason, special_kind
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
    """The titles ``manifest.toml`` in ``folder`` gives its documents (by file name)."""
    manifest = folder / MANIFEST
    status = _stat(manifest)
    if status is None or stat.S_ISDIR(status.st_mode):
        return {}
    where = str(manifest)
    try:
        data = tomllib.loads(file_bytes(manifest, where).decode("utf-8"))
    except BadInput as error:
        raise BadInput(f"unreadable manifest: {error.reason}", path=where) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise BadInput(f"unreadable manifest: {e}", path=where) from None
    except RecursionError:
        raise BadInput("unreadable manifest: nested too deep", path=where) from None
    documents = data.get("documents", [])
    if not isinstance(documents, list):
        raise BadInput("unreadable manifest: 'documents' is not an array of tables ([[documents]])", path=where)
    titles = {}
    for number, entry in enumerate(documents, 1):
        if not isinstance(entry, dict):
            raise BadInput(f"unreadable manifest: document {number} is not a table", path=where)
        if "file" not in entry or "title" not in entry:
            continue
        if not isinstance(entry["file"], str) or not isinstance(entry["title"], str):
            raise BadInput(f"unreadable manifest: the file and title of document {number} are not both strings",
                           path=where)
        titles[entry["file"]] = entry["title"]
    return titles


def _stat(path: Path, *, follow: bool = True) -> os.stat_result | None:
    """``path``'s status (None when nothing is there); any other failure is ``BadInput``."""
    try:
        return path.stat() if follow else path.lstat()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        raise BadInput(f"cannot read: {os_reason(error)}", path=str(path)) from None


def _listing(folder: Path) -> list[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as entries:
            return sorted(entries, key=lambda entry: entry.name)
    except OSError as error:
        raise BadInput(f"cannot read the folder: {os_reason(error)}", path=str(folder)) from None


def _check_link(link: Path, root: str) -> None:
    """Refuse, naming it, the symbolic link ``link`` in the folder ``root`` (a real path)
    unless it names a regular file inside that folder."""
    target = os.path.realpath(link)
    try:
        status = link.stat()
    except FileNotFoundError:
        raise BadInput("a broken symbolic link: not read", path=str(link)) from None
    except OSError as error:
        raise BadInput(f"a symbolic link that cannot be followed ({os_reason(error)}): not read",
                       path=str(link)) from None
    if not Path(target).is_relative_to(root):
        raise BadInput(f"a symbolic link to {target}, outside the folder: not read", path=str(link))
    if stat.S_ISDIR(status.st_mode):
        raise BadInput("a symbolic link to a folder: not followed", path=str(link))
    kind = special_kind(status.st_mode)
    if kind is not None:
        raise BadInput(not_regular(kind), path=str(link))


def folder_files(folder: Path, refused: list[PodiumError] | None = None) -> list[Path]:
    """The files in ``folder`` and its subfolders, sorted, hidden ones left out (``.git/``).

    Whatever else is there is refused, naming it: a symbolic link out of the folder (to
    ``/etc/passwd``), to a folder or to nothing; a named pipe, a device or a socket; a folder
    that cannot be listed. An ingest is all or nothing, so nothing is skipped in silence: the
    first refusal is raised, or, given ``refused`` (``ingest --keep-going``), each is added
    to it and the walk goes on.
    """
    root = os.path.realpath(folder)
    files: list[Path] = []
    pending = [folder]
    while pending:
        try:
            listing = _listing(pending.pop())
        except BadInput as error:
            _refuse(error, refused)
            continue
        for entry in listing:
            path = Path(entry.path)
            if is_hidden(entry.name):
                continue
            try:
                try:
                    if entry.is_symlink():
                        _check_link(path, root)
                        files.append(path)
                    elif entry.is_dir(follow_symlinks=False):
                        pending.append(path)
                    elif entry.is_file(follow_symlinks=False):
                        files.append(path)
                    else:
                        kind = special_kind(entry.stat(follow_symlinks=False).st_mode) or "not a regular file"
                        raise BadInput(not_regular(kind), path=str(path))
                except OSError as error:
                    raise BadInput(f"cannot read: {os_reason(error)}", path=str(path)) from None
            except BadInput as error:
                _refuse(error, refused)
    return sorted(files)


def _refuse(error: PodiumError, refused: list[PodiumError] | None) -> None:
    """Raise ``error``, or, when the caller keeps going, add it to ``refused``."""
    if refused is None:
        raise error
    refused.append(error)


def _folder_inputs(folder: Path, refused: list[PodiumError] | None = None) -> list[Input]:
    """The documents of a folder: its files, and the members of the archives among them (as
    an archive named on the command line is read: ``folder/medals.zip!ru.txt``)."""
    inputs: list[Input] = []
    titles: dict[Path, dict[str, str]] = {}
    for file in folder_files(folder, refused):
        if file.name == MANIFEST:
            continue
        try:
            if archive_kind(file) is not None:
                inputs.extend(Input(f"{file}!{member.name}", data=member.data)
                              for member in archive_members(file, str(file)))
                continue
        except BadInput as error:
            _refuse(error, refused)
            continue
        if file.parent not in titles:
            titles[file.parent] = _manifest_titles(file.parent)
        inputs.append(Input(str(file), path=file, title=titles[file.parent].get(file.name)))
    return inputs


def _path_inputs(raw: str | Path, refused: list[PodiumError] | None = None) -> list[Input]:
    """The documents a path names: a folder's, an archive's members, or the file itself."""
    path = Path(raw)
    status = _stat(path)
    if status is None:
        if _stat(path, follow=False) is not None:
            raise BadInput("a broken symbolic link", path=str(raw))
        raise BadInput("no such file or folder", path=str(raw))
    if stat.S_ISDIR(status.st_mode):
        return _folder_inputs(path, refused)
    kind = special_kind(status.st_mode)
    if kind is not None:
        raise BadInput(not_regular(kind), path=str(raw))
    if archive_kind(path) is not None:
        return [Input(f"{raw}!{member.name}", data=member.data) for member in archive_members(path, str(raw))]
    return [Input(str(raw), path=path)]


def collect_inputs(paths: Iterable[str | Path], refused: list[PodiumError] | None = None) -> list[Input]:
    """Expand paths into documents: files, folders (walked, see ``folder_files``) and archives
    (see ``podium.readers.archive``); a missing path, or anything in them that cannot be
    read as a document, is bad input naming it: raised, or, given ``refused``, added to it."""
    paths = list(paths)
    inputs: list[Input] = []
    for raw in paths:
        try:
            inputs.extend(_path_inputs(raw, refused))
        except PodiumError as error:
            _refuse(error, refused)
    if not inputs and not refused:
        raise BadInput("no documents found", path=", ".join(map(str, paths)) or ".")
    return inputs


def bundled_corpus() -> Path:
    """The folder of the bundled Athens 2004 documents (inside the package)."""
    return Path(str(resources.files("podium").joinpath(CORPUS)))


def refuse_own_export(document: Document) -> None:
    """``BadInput`` naming the document when it carries the mark of podium's own exports
    (``podium.readers.own_exports``): podium's output is never evidence, read back it would only
    repeat podium's decisions as if a new source said them."""
    from podium.readers.own_exports import exported_by_podium

    if exported_by_podium(document.text):
        raise BadInput("the document is podium's own export: it is no evidence", path=document.origin)


def analyse_inputs(
    inputs: Sequence[Input],
    games: Games | None = None,
    progress: Callable[[Input], None] | None = None,
    refused: list[PodiumError] | None = None,
    as_of: str | None = None,
) -> list[SourceAnalysis]:
    """Read and analyse every input; the first bad one raises ``BadInput``, or, given
    ``refused`` (``ingest --keep-going``), is added to it. One of podium's own exports is
    bad input (``refuse_own_export``). ``as_of``: the time the tables speak for where a
    document states none (``analyse``)."""
    analyses = []
    for item in inputs:
        try:
            document = item.read()
            refuse_own_export(document)
            analyses.append(analyse(document, games, as_of))
        except PodiumError as error:
            _refuse(error, refused)
        if progress:
            progress(item)
    return analyses


@dataclass(frozen=True)
class Batch:
    """What one write of analysed documents did: a result per document (in their order) and
    the Games it touched: those a document was added to, or made authoritative in, each once.
    Those are the Games to decide again (``redecide``, ``decide_games``); no other changed."""

    results: list[IngestResult]
    games: tuple[str, ...]


def write_analyses(
    tx: StoreWriter,
    analyses: Sequence[SourceAnalysis],
    *,
    authority: bool = False,
    who: str = "cli",
    stored: Callable[[IngestResult], None] | None = None,
    checked: bool = False,
) -> Batch:
    """Write analysed documents inside the caller's transaction, deciding nothing: the
    caller decides the Games of the returned ``Batch`` again (``redecide``) before it
    commits, or later (``decide_games``). ``stored`` is told of each document once written.
    A document already stored is not written again (``added`` False). ``checked``: the
    analyses came from ``storable_analyses``, so they are not checked a second time."""
    results = []
    touched: dict[str, None] = {}  # in the order of the inputs
    authorities = tx.authorities() if authority else frozenset()
    for analysis in analyses:
        added = tx.add_source(
            analysis.document,
            analysis.games.slug,
            analysis.claims,
            analysis.findings,
            authority=authority,
            who=who,
            checked=checked,
        )
        added_authority = False
        if not added and authority and analysis.source_id not in authorities:
            tx.set_authority(analysis.source_id, True, note="ingest --authority", who=who)
            authorities |= {analysis.source_id}
            added_authority = True
        if added or added_authority:
            touched.update(dict.fromkeys(g.slug for g in analysis.all_games))
        results.append(IngestResult(analysis, added))
        if stored:
            stored(results[-1])
    return Batch(results, tuple(touched))


def storable_analyses(analyses: Sequence[SourceAnalysis], refused: list[PodiumError] | None = None,
                      ) -> list[SourceAnalysis]:
    """The analyses the store can hold (``check_storable``: NUL characters, integer ranges,
    column lengths) and that are no export of podium's own (``refuse_own_export``), checked
    before anything is written; the first it cannot hold raises
    ``StoreError``, or, given ``refused``, is added to it and left out."""
    from podium.store import check_storable

    storable = []
    for analysis in analyses:
        try:
            refuse_own_export(analysis.document)
            check_storable(analysis.document, analysis.games.slug, analysis.claims, analysis.findings)
            storable.append(analysis)
        except PodiumError as error:
            _refuse(error, refused)
    return storable


def store_batch(
    store: Store,
    analyses: Sequence[SourceAnalysis],
    *,
    authority: bool = False,
    who: str = "cli",
    decide: bool = True,
    refused: list[PodiumError] | None = None,
    stored: Callable[[IngestResult], None] | None = None,
    decided: Callable[[str], None] | None = None,
) -> Batch:
    """Store a batch of analysed documents in ONE transaction, and (``decide``) decide the
    Games they touched again inside it: the batch write that ``podium ingest``, the service
    and ``podium bulk`` share.

    Every analysis is first checked against what the store can hold (``storable_analyses``);
    then the documents are written (``write_analyses``; ``stored`` is told of each), then
    each touched Games is decided again, once (``decided`` is told of each). Any failure (a
    document the store refuses, a reconciliation that fails, "database is locked" after the
    busy timeout) rolls everything back: the store is left exactly as it was, and the error
    is a ``PodiumError`` naming the file or Games. Given ``refused`` (``ingest
    --keep-going``), a document the store cannot hold is added to it and the others are
    stored. With ``decide=False`` the returned Games are left for ``decide_games`` (a bulk
    run writes its batches, then decides each Games once).
    """
    analyses = storable_analyses(analyses, refused)
    with store.begin() as tx:
        batch = write_analyses(tx, analyses, authority=authority, who=who, stored=stored, checked=True)
        if decide:
            authorities = tx.authorities()
            for slug in batch.games:
                redecide(tx, slug, authorities)
                if decided:
                    decided(slug)
    return batch


def store_analyses(
    store: Store,
    analyses: Sequence[SourceAnalysis],
    *,
    authority: bool = False,
    who: str = "cli",
    refused: list[PodiumError] | None = None,
) -> list[IngestResult]:
    """Store every analysis in ONE transaction, with the new decisions of their Games:
    ``store_batch``'s results."""
    return store_batch(store, analyses, authority=authority, who=who, refused=refused).results


def decide_games(store: Store, games: Iterable[str], decided: Callable[[str], None] | None = None) -> None:
    """Decide each Games again in its own transaction (after ``store_batch(decide=False)``):
    a failure leaves the Games decided before it as they now are, and this one as it was."""
    for slug in dict.fromkeys(games):
        with store.begin() as tx:
            redecide(tx, slug)
        if decided:
            decided(slug)


def redecide(tx: StoreWriter, games: str, authorities: frozenset[str] | None = None) -> None:
    """Reconcile one Games again, with its authoritative sources (``authorities``: read from
    the store when not given) and active overrides, inside the caller's transaction."""
    if authorities is None:
        authorities = tx.authorities()
    overrides = tx.overrides(games)

    def decide(claims: list[Claim]) -> list[Decision]:
        try:
            return reconcile(claims, authorities=authorities, overrides=overrides)
        except ArithmeticError as error:  # numbers beyond what the engines compute with
            raise StoreError(f"cannot decide {games} again: {type(error).__name__}: {error}") from error

    tx.decide_again(games, decide)
