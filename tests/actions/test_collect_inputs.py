"""``collect_inputs``: what a folder, a file or a path that is neither gives to an ingest.

An ingest is all or nothing, so whatever in a folder cannot be read as a document is refused
with one line naming it: a link out of the folder, to a folder or to nothing, a named pipe, a
device, a folder that cannot be listed, a manifest that cannot be read. Hidden files are
skipped, as they always were.
"""

from __future__ import annotations

import builtins
import io
import os
import pathlib
import socket
from collections.abc import Callable
from pathlib import Path

import pytest

from podium.actions.ingest import collect_inputs, folder_files
from podium.errors import BadInput
from tests.readers.conftest import deadline  # noqa: F401

MEDALS = "Medal table\n| Rank | Nation | Gold | Silver | Bronze |\n|---|---|---|---|---|\n| 1 | Norway | 3 | 1 | 2 |\n"


def refused(paths: list[str | Path]) -> str:
    with pytest.raises(BadInput) as caught:
        collect_inputs(paths)
    return str(caught.value)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    (folder / "2004").mkdir(parents=True)
    (folder / "a.txt").write_text(MEDALS, encoding="utf-8")
    (folder / "2004" / "b.txt").write_text(MEDALS, encoding="utf-8")
    (folder / ".git").mkdir()
    (folder / ".git" / "config").write_text("[core]\n", encoding="utf-8")
    (folder / ".notes.txt").write_text("hidden\n", encoding="utf-8")
    return folder


def test_a_folder_gives_its_files_sorted_and_hidden_ones_left_out(folder: Path) -> None:
    assert [i.origin for i in collect_inputs([folder])] == [f"{folder}/2004/b.txt", f"{folder}/a.txt"]


def test_a_link_out_of_the_folder_is_refused_and_named(folder: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:root:/root:/bin/bash\n", encoding="utf-8")
    link = folder / "2004" / "passwd.txt"
    link.symlink_to(secret)
    assert refused([folder]) == (
        f"{link}: a symbolic link to {os.path.realpath(secret)}, outside the folder: not read")


def test_a_link_to_etc_passwd_is_refused(folder: Path) -> None:
    link = folder / "passwd"
    link.symlink_to("/etc/passwd")
    assert refused([folder]) == f"{link}: a symbolic link to {os.path.realpath('/etc/passwd')}, outside the folder: not read"


def test_a_relative_link_that_climbs_out_is_refused(folder: Path, tmp_path: Path) -> None:
    (tmp_path / "outside.txt").write_text(MEDALS, encoding="utf-8")
    link = folder / "up.txt"
    link.symlink_to("../outside.txt")
    assert refused([folder]) == (
        f"{link}: a symbolic link to {os.path.realpath(tmp_path / 'outside.txt')}, outside the folder: not read")


def test_a_link_to_a_file_inside_the_folder_is_read(folder: Path) -> None:
    (folder / "same.txt").symlink_to("2004/b.txt")
    inputs = collect_inputs([folder])
    assert [i.origin for i in inputs] == [f"{folder}/2004/b.txt", f"{folder}/a.txt", f"{folder}/same.txt"]
    assert inputs[2].read().text == MEDALS


def test_a_folder_named_through_a_link_is_walked(folder: Path, tmp_path: Path) -> None:
    link = tmp_path / "docs-link"
    link.symlink_to(folder)
    (folder / "same.txt").symlink_to(folder / "a.txt")  # inside the real folder: read
    assert [i.origin for i in collect_inputs([link])] == [
        f"{link}/2004/b.txt", f"{link}/a.txt", f"{link}/same.txt"]


def test_a_link_to_a_folder_is_not_followed(folder: Path) -> None:
    link = folder / "again"
    link.symlink_to(folder / "2004")
    assert refused([folder]) == f"{link}: a symbolic link to a folder: not followed"


def test_a_broken_link_is_refused(folder: Path) -> None:
    link = folder / "gone.txt"
    link.symlink_to(folder / "nothing.txt")
    assert refused([folder]) == f"{link}: a broken symbolic link: not read"


def test_a_link_loop_is_refused(folder: Path) -> None:
    (folder / "loop1").symlink_to(folder / "loop2")
    (folder / "loop2").symlink_to(folder / "loop1")
    assert refused([folder]) == (
        f"{folder / 'loop1'}: a symbolic link that cannot be followed (too many levels of symbolic links): not read")


def test_a_named_pipe_in_a_folder_is_refused(folder: Path, deadline: None) -> None:  # noqa: F811
    fifo = folder / "2004" / "c.txt"
    os.mkfifo(fifo)
    assert refused([folder]) == f"{fifo}: a named pipe (FIFO), not a regular file: not read"


def test_a_link_to_dev_zero_in_a_folder_is_refused(folder: Path, deadline: None) -> None:  # noqa: F811
    link = folder / "zeros.txt"
    link.symlink_to("/dev/zero")
    assert refused([folder]) == f"{link}: a symbolic link to /dev/zero, outside the folder: not read"


def test_a_socket_in_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "s"  # a socket's path is short (108 bytes at most)
    folder.mkdir()
    path = folder / "sock"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        assert refused([folder]) == f"{path}: a socket, not a regular file: not read"
    finally:
        server.close()


@pytest.mark.parametrize(("name", "reason"), [
    ("/dev/zero", "a character device, not a regular file: not read"),
    ("/dev/null", "a character device, not a regular file: not read"),
])
def test_a_device_named_directly_is_refused_at_once(name: str, reason: str, deadline: None) -> None:  # noqa: F811
    assert refused([name]) == f"{name}: {reason}"


def test_a_named_pipe_named_directly_is_refused_at_once(tmp_path: Path, deadline: None) -> None:  # noqa: F811
    fifo = tmp_path / "medals.txt"
    os.mkfifo(fifo)
    assert refused([fifo]) == f"{fifo}: a named pipe (FIFO), not a regular file: not read"


def test_a_broken_link_named_directly_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "gone.txt"
    link.symlink_to(tmp_path / "nothing.txt")
    assert refused([link]) == f"{link}: a broken symbolic link"


def test_a_missing_path_and_an_empty_folder(tmp_path: Path) -> None:
    assert refused([tmp_path / "nope"]) == f"{tmp_path / 'nope'}: no such file or folder"
    (tmp_path / "empty").mkdir()
    assert refused([tmp_path / "empty"]) == f"{tmp_path / 'empty'}: no documents found"


def _refusing(real: Callable[..., object], denied: Path) -> Callable[..., object]:
    def call(path: object, *args: object, **kwargs: object) -> object:
        if isinstance(path, (str, os.PathLike)) and os.fspath(path) == str(denied):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path, *args, **kwargs)

    return call


def test_a_subfolder_that_cannot_be_listed_is_refused_not_dropped(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    denied = folder / "2004"
    monkeypatch.setattr(os, "scandir", _refusing(os.scandir, denied))
    assert refused([folder]) == f"{denied}: cannot read the folder: permission denied"


def test_a_folder_that_cannot_be_listed_is_refused(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "scandir", _refusing(os.scandir, folder))
    assert refused([folder]) == f"{folder}: cannot read the folder: permission denied"


def test_a_path_that_cannot_be_looked_at_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked" / "a.txt"  # as in a folder without the x permission
    monkeypatch.setattr(pathlib.Path, "stat", _refusing(pathlib.Path.stat, path))
    assert refused([path]) == f"{path}: cannot read: permission denied"


def test_a_file_that_cannot_be_opened_is_refused_when_read(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    denied = folder / "a.txt"
    monkeypatch.setattr(os, "open", _refusing(os.open, denied))
    inputs = collect_inputs([folder])
    with pytest.raises(BadInput) as caught:
        inputs[1].read()
    assert str(caught.value) == f"{denied}: cannot read the file: permission denied"


def _manifest(folder: Path, text: str | bytes) -> Path:
    path = folder / "2004" / "manifest.toml"
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return path


def test_a_manifest_names_the_titles(folder: Path) -> None:
    _manifest(folder, '[[documents]]\nfile = "b.txt"\ntitle = "Athens 2004"\n\n[[documents]]\nfile = "x.txt"\n')
    assert [(i.origin, i.title) for i in collect_inputs([folder])] == [
        (f"{folder}/2004/b.txt", "Athens 2004"), (f"{folder}/a.txt", None)]


@pytest.mark.parametrize(("text", "reason"), [
    ("[[documents]\n", "unreadable manifest: Expected ']]' at the end of an array declaration (at line 1, column 12)"),
    (b"title = '\xff'\n", "unreadable manifest: 'utf-8' codec can't decode byte 0xff in position 9: invalid start byte"),
    ("documents = 3\n", "unreadable manifest: 'documents' is not an array of tables ([[documents]])"),
    ('documents = ["b.txt"]\n', "unreadable manifest: document 1 is not a table"),
    ('[[documents]]\nfile = "b.txt"\ntitle = 2004\n',
     "unreadable manifest: the file and title of document 1 are not both strings"),
    ("x = " + "[" * 100_000 + "]" * 100_000 + "\n", "unreadable manifest: nested too deep"),
])
def test_a_malformed_manifest_is_one_line_naming_it(folder: Path, text: str | bytes, reason: str) -> None:
    manifest = _manifest(folder, text)
    assert refused([folder]) == f"{manifest}: {reason}"


def test_a_manifest_that_cannot_be_opened_is_one_line_naming_it(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    manifest = _manifest(folder, '[[documents]]\nfile = "b.txt"\ntitle = "Athens 2004"\n')
    monkeypatch.setattr(os, "open", _refusing(os.open, manifest))
    monkeypatch.setattr(builtins, "open", _refusing(builtins.open, manifest))
    monkeypatch.setattr(io, "open", _refusing(io.open, manifest))
    assert refused([folder]) == (
        f"{manifest}: unreadable manifest: cannot read the file: permission denied")


def test_a_manifest_that_is_a_named_pipe_is_refused(folder: Path, deadline: None) -> None:  # noqa: F811
    manifest = folder / "2004" / "manifest.toml"
    os.mkfifo(manifest)
    assert refused([folder]) == f"{manifest}: a named pipe (FIFO), not a regular file: not read"


def test_a_manifest_linked_out_of_the_folder_is_refused(folder: Path, tmp_path: Path) -> None:
    outside = tmp_path / "manifest.toml"
    outside.write_text('[[documents]]\nfile = "b.txt"\ntitle = "Stolen"\n', encoding="utf-8")
    manifest = folder / "2004" / "manifest.toml"
    manifest.symlink_to(outside)
    assert refused([folder]) == f"{manifest}: a symbolic link to {os.path.realpath(outside)}, outside the folder: not read"


def test_folder_files_is_what_an_ingest_reads(folder: Path) -> None:
    _manifest(folder, "")
    assert folder_files(folder) == [folder / "2004" / "b.txt", folder / "2004" / "manifest.toml", folder / "a.txt"]
