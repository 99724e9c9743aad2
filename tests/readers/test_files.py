"""Reading a file from disk: only regular files, never more than ``MAX_DOCUMENT_BYTES``, and every
failure one line naming the path."""

from __future__ import annotations

import builtins
import os
from pathlib import Path

import pytest

from podium.errors import BadInput
from podium.readers import read_bytes, read_path
from podium.readers.files import MAX_DOCUMENT_BYTES, file_bytes
from tests.cli.conftest import Runner, podium  # noqa: F401

TOO_LARGE = "larger than 67,108,864 bytes (the most one document may have): not read"


def test_the_document_limit_is_64_mib() -> None:
    assert MAX_DOCUMENT_BYTES == 64 * 1024 * 1024


def test_a_named_pipe_is_refused_at_once(tmp_path: Path, deadline: None) -> None:
    fifo = tmp_path / "medals.txt"
    os.mkfifo(fifo)
    with pytest.raises(BadInput) as caught:
        read_path(fifo)
    assert str(caught.value) == f"{fifo}: a named pipe (FIFO), not a regular file: not read"


def test_dev_zero_is_refused_at_once(deadline: None) -> None:
    with pytest.raises(BadInput) as caught:
        read_path("/dev/zero")
    assert str(caught.value) == "/dev/zero: a character device, not a regular file: not read"


def test_a_link_to_a_named_pipe_is_refused(tmp_path: Path, deadline: None) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "medals.txt"
    link.symlink_to(fifo)
    with pytest.raises(BadInput) as caught:
        read_path(link)
    assert str(caught.value) == f"{link}: a named pipe (FIFO), not a regular file: not read"


def test_a_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    with path.open("wb") as file:
        file.truncate(MAX_DOCUMENT_BYTES + 1)  # sparse: nothing is written
    with pytest.raises(BadInput) as caught:
        read_path(path)
    assert str(caught.value) == f"{path}: {TOO_LARGE}"


def test_a_file_of_exactly_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "zeros.bin"
    with path.open("wb") as file:
        file.truncate(MAX_DOCUMENT_BYTES)
    assert len(file_bytes(path)) == MAX_DOCUMENT_BYTES
    with pytest.raises(BadInput) as caught:
        read_path(path)
    assert str(caught.value) == f"{path}: binary data (contains NUL bytes), not a text document"


def test_a_file_that_grows_past_the_limit_while_read_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "growing.txt"
    path.write_bytes(b"Medals\n")
    real_fstat = os.fstat

    def says_empty(fd: int) -> os.stat_result:  # like a /proc file: size 0, content unbounded
        status = real_fstat(fd)
        return os.stat_result((status.st_mode, *[0] * 5, 0, *[0] * 3))

    monkeypatch.setattr(os, "fstat", says_empty)
    monkeypatch.setattr("podium.readers.files.MAX_DOCUMENT_BYTES", 5)
    with pytest.raises(BadInput) as caught:
        file_bytes(path)
    assert caught.value.path == str(path)
    assert caught.value.reason == "larger than 5 bytes (the most one document may have): not read"


def test_bytes_over_the_limit_are_refused() -> None:
    with pytest.raises(BadInput) as caught:
        read_bytes(b"a" * (MAX_DOCUMENT_BYTES + 1), "upload:big.txt")
    assert str(caught.value) == f"upload:big.txt: {TOO_LARGE}"


def test_a_file_podium_may_not_open_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "secret.txt"
    path.write_text("Medal table\n", encoding="utf-8")
    real_open = os.open

    def refuse(file: str, flags: int, *args: int, **kwargs: int) -> int:
        if os.fspath(file) == str(path):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(BadInput) as caught:
        read_path(path)
    assert str(caught.value) == f"{path}: cannot read the file: permission denied"


@pytest.mark.parametrize("command", ["check", "ingest"])
def test_the_cli_refuses_a_named_pipe_in_one_line(
        podium: Runner, tmp_path: Path, deadline: None, command: str) -> None:  # noqa: F811
    fifo = tmp_path / "medals.txt"
    os.mkfifo(fifo)
    args = [command, str(fifo)] + (["--db", str(tmp_path / "store.sqlite")] if command == "ingest" else [])
    result = podium(*args)
    assert (result.code, result.out, result.err) == (
        2, "", f"podium: error: {fifo}: a named pipe (FIFO), not a regular file: not read\n")


def test_the_cli_refuses_dev_zero_in_one_line(podium: Runner, deadline: None) -> None:  # noqa: F811
    result = podium("check", "/dev/zero")
    assert (result.code, result.err) == (
        2, "podium: error: /dev/zero: a character device, not a regular file: not read\n")


def test_the_cli_refuses_a_file_it_may_not_open_in_one_line(
        podium: Runner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    path = tmp_path / "secret.txt"
    path.write_text("Medal table\n", encoding="utf-8")
    real_open = builtins.open

    def refuse(file: object, *args: object, **kwargs: object) -> object:
        if isinstance(file, (str, os.PathLike)) and os.fspath(file) == str(path):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(builtins, "open", refuse)
    monkeypatch.setattr("io.open", refuse)
    result = podium("check", str(path))
    assert (result.code, result.err) == (2, f"podium: error: {path}: cannot read the file: permission denied\n")
