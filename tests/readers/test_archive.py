"""Archives: their documents read within limits, and every damaged or hostile archive refused
with one line naming the archive or the member (never a traceback)."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
import random
import tarfile
import zipfile
from pathlib import Path

import pytest

from podium.actions.ingest import collect_inputs
from podium.errors import BadInput
from podium.readers import archive
from podium.readers.archive import archive_members
from tests.cli.conftest import Runner, podium  # noqa: F401

MEDALS = b"Medal table\n| Rank | Nation | Gold | Silver | Bronze |\n|---|---|---|---|---|\n| 1 | Norway | 3 | 1 | 2 |\n"
TEN_MB = 10 * 1000 * 1000


def refused(path: Path) -> str:
    with pytest.raises(BadInput) as caught:
        collect_inputs([path])
    return str(caught.value)


def make_zip(path: Path, members: dict[str, bytes], method: int = zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(path, "w", compression=method) as z:
        for name, data in members.items():
            z.writestr(zipfile.ZipInfo(name), data, compress_type=method)
    return path


def make_tar(path: Path, members: dict[str, bytes], mode: str = "w:gz") -> Path:
    with tarfile.open(path, mode) as t:  # type: ignore[call-overload]
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    return path


def test_the_limits() -> None:
    assert (archive.MAX_MEMBERS, archive.MAX_ARCHIVE_BYTES, archive.MAX_RATIO, archive.RATIO_FREE_BYTES) == (
        10_000, 1024 ** 3, 100, 1024 ** 2)


@pytest.mark.parametrize("mode", ["w", "w:gz", "w:bz2", "w:xz"])
def test_a_tar_gives_its_documents_sorted_without_hidden_ones(tmp_path: Path, mode: str) -> None:
    path = make_tar(tmp_path / "medals.tar", {"b.txt": MEDALS, "./a.txt": MEDALS, ".DS_Store": b"x"}, mode)
    inputs = collect_inputs([path])
    assert [(i.origin, i.data) for i in inputs] == [(f"{path}!./a.txt", MEDALS), (f"{path}!b.txt", MEDALS)]


@pytest.mark.parametrize("method", [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA])
def test_a_zip_gives_its_documents_sorted_without_hidden_ones(tmp_path: Path, method: int) -> None:
    path = make_zip(tmp_path / "medals.zip", {"2004/b.txt": MEDALS, "a.txt": MEDALS, ".git/x": b"x"}, method)
    inputs = collect_inputs([path])
    assert [(i.origin, i.data) for i in inputs] == [(f"{path}!2004/b.txt", MEDALS), (f"{path}!a.txt", MEDALS)]


def _patched(path: Path, offsets: dict[bytes, int], value: bytes) -> None:
    """Overwrite the bytes at ``offset`` after each local (``PK\\3\\4``) and central
    (``PK\\1\\2``) header of a zip."""
    data = bytearray(path.read_bytes())
    for signature, offset in offsets.items():
        start = data.find(signature)
        while start != -1:
            data[start + offset:start + offset + len(value)] = value
            start = data.find(signature, start + 4)
    path.write_bytes(bytes(data))


def test_a_gzip_file_that_holds_no_tar_is_a_document_refused_as_binary(tmp_path: Path) -> None:
    path = tmp_path / "medals.txt.gz"
    path.write_bytes(gzip.compress(MEDALS))
    [item] = collect_inputs([path])
    with pytest.raises(BadInput) as caught:
        item.read()
    assert str(caught.value) == f"{path}: gzip archive, not a text document"


def test_an_encrypted_zip_member_is_refused(tmp_path: Path) -> None:
    path = make_zip(tmp_path / "secret.zip", {"a.txt": MEDALS})
    _patched(path, {b"PK\x03\x04": 6, b"PK\x01\x02": 8}, b"\x01\x00")  # general purpose flag: encrypted
    assert refused(path) == f"{path}!a.txt: an encrypted member: not read (podium takes no passwords)"


def test_a_zip_member_packed_with_an_unsupported_method_is_refused(tmp_path: Path) -> None:
    path = make_zip(tmp_path / "deflate64.zip", {"a.txt": MEDALS})
    _patched(path, {b"PK\x03\x04": 8, b"PK\x01\x02": 10}, b"\x09\x00")  # method 9: Deflate64
    assert refused(path) == (
        f"{path}!a.txt: packed with compression method 9 (Deflate64), which podium cannot unpack")


def test_a_corrupt_zip_member_is_refused(tmp_path: Path) -> None:
    path = make_zip(tmp_path / "corrupt.zip", {"a.txt": MEDALS * 20})
    data = bytearray(path.read_bytes())
    data[30 + len("a.txt")] = 0xFF  # the first byte of the deflate stream: a reserved block type
    path.write_bytes(bytes(data))
    assert refused(path) == (
        f"{path}!a.txt: unreadable archive member: Error -3 while decompressing data: invalid block type")


def test_a_zip_member_with_a_bad_checksum_is_refused(tmp_path: Path) -> None:
    path = make_zip(tmp_path / "crc.zip", {"a.txt": MEDALS}, zipfile.ZIP_STORED)
    data = path.read_bytes().replace(b"Norway", b"Norwax", 1)
    path.write_bytes(data)
    assert refused(path) == f"{path}!a.txt: unreadable archive member: Bad CRC-32 for file 'a.txt'"


def test_a_truncated_zip_is_refused(tmp_path: Path) -> None:
    path = make_zip(tmp_path / "cut.zip", {"a.txt": MEDALS, "b.txt": MEDALS})
    path.write_bytes(path.read_bytes()[:100])
    assert refused(path) == f"{path}: unreadable archive: File is not a zip file"


def test_a_truncated_tar_gz_is_refused(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "cut.tar.gz", {"a.txt": os.urandom(200_000)})
    path.write_bytes(path.read_bytes()[:100_000])
    assert refused(path) == (
        f"{path}!a.txt: unreadable archive member: Compressed file ended before the end-of-stream marker was reached")


@pytest.mark.parametrize("cut", [1024, 1100, 2048])
def test_a_tar_cut_between_members_is_refused_not_read_short(tmp_path: Path, cut: int) -> None:
    path = make_tar(tmp_path / "cut.tar", {"a.txt": MEDALS, "b.txt": MEDALS}, "w")
    path.write_bytes(path.read_bytes()[:cut])  # 1024: after a.txt; 2048: without the end-of-archive blocks
    assert refused(path) == f"{path}: unreadable archive: truncated or damaged after its last readable member"


def test_a_tar_with_a_damaged_header_is_refused_not_read_short(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "damaged.tar", {"a.txt": MEDALS, "b.txt": MEDALS}, "w")
    data = bytearray(path.read_bytes())
    data[1024:1030] = b"garbag"  # the name in b.txt's header: its checksum no longer matches
    path.write_bytes(bytes(data))
    assert refused(path) == f"{path}: unreadable archive: truncated or damaged after its last readable member"


def test_a_tar_gz_without_its_checksum_is_refused(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "cut.tar.gz", {"a.txt": MEDALS, "b.txt": MEDALS})
    path.write_bytes(path.read_bytes()[:-8])  # the gzip trailer: CRC-32 and length
    assert refused(path) == (
        f"{path}: unreadable archive: Compressed file ended before the end-of-stream marker was reached")


def test_a_corrupt_tar_xz_is_refused(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "corrupt.tar.xz", {"a.txt": os.urandom(200_000)}, "w:xz")
    data = bytearray(path.read_bytes())
    data[100_000:100_010] = bytes(10)
    path.write_bytes(bytes(data))
    assert refused(path) == f"{path}: unreadable archive: Corrupt input data"  # its check, at the end


def test_a_corrupt_tar_bz2_is_refused(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "corrupt.tar.bz2", {"a.txt": random.Random(1896).randbytes(200_000)}, "w:bz2")
    data = bytearray(path.read_bytes())
    data[100_000:100_010] = bytes(10)
    path.write_bytes(bytes(data))
    assert refused(path) == f"{path}: unreadable archive: invalid header"


@pytest.mark.parametrize(("name", "reason"), [
    ("../evil.txt", "a member whose path leaves the archive (..): refused"),
    ("docs/../../evil.txt", "a member whose path leaves the archive (..): refused"),
    ("/etc/evil.txt", "a member with an absolute path: refused"),
    ("C:/evil.txt", "a member with an absolute path: refused"),
    ("..\\evil.txt", "a member whose path leaves the archive (..): refused"),
])
@pytest.mark.parametrize("kind", ["zip", "tar"])
def test_a_member_named_out_of_the_archive_is_refused(tmp_path: Path, name: str, reason: str, kind: str) -> None:
    members = {"a.txt": MEDALS, name: MEDALS}
    path = (make_zip(tmp_path / "evil.zip", members) if kind == "zip" else make_tar(tmp_path / "evil.tar", members, "w"))
    assert refused(path) == f"{path}!{name}: {reason}"


def test_a_member_name_with_a_newline_is_shown_on_one_line(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "evil.tar", {"../a\nb.txt": MEDALS}, "w")
    assert refused(path) == f"{path}!../a\\x0ab.txt: a member whose path leaves the archive (..): refused"


@pytest.mark.parametrize(("inner", "kind"), [
    (b"PK\x03\x04" + bytes(40), "ZIP archive"),
    (b"\x1f\x8b\x08\x00" + bytes(40), "gzip archive"),
    (bz2.compress(MEDALS), "bzip2 archive"),
    (lzma.compress(MEDALS), "xz archive"),
    (bytes(257) + b"ustar\x0000" + bytes(250), "tar archive"),
])
def test_an_archive_inside_an_archive_is_refused(tmp_path: Path, inner: bytes, kind: str) -> None:
    path = make_zip(tmp_path / "outer.zip", {"a.txt": MEDALS, "inner.bin": inner})
    assert refused(path) == f"{path}!inner.bin: a {kind} inside the archive: not read (unpack it first)"


def test_a_real_zip_inside_a_tar_is_refused(tmp_path: Path) -> None:
    inner = make_zip(tmp_path / "inner.zip", {"a.txt": MEDALS}).read_bytes()
    path = make_tar(tmp_path / "outer.tar.gz", {"inner.zip": inner})
    assert refused(path) == f"{path}!inner.zip: a ZIP archive inside the archive: not read (unpack it first)"


def test_a_zip_bomb_member_is_refused(tmp_path: Path) -> None:
    path = make_zip(tmp_path / "bomb.zip", {"a.txt": MEDALS, "zeros.txt": b"0" * TEN_MB})
    packed = zipfile.ZipFile(path).getinfo("zeros.txt").compress_size
    assert packed * 500 < TEN_MB  # a ratio of about 1000:1
    assert refused(path) == (f"{path}!zeros.txt: unpacks to more than 100 times its packed size ({packed:,} bytes): "
                             "refused as a possible archive bomb")


def test_a_zip_member_whose_header_lies_about_its_size_is_still_counted(tmp_path: Path) -> None:
    path = make_zip(tmp_path / "liar.zip", {"zeros.txt": b"0" * TEN_MB})
    packed = zipfile.ZipFile(path).getinfo("zeros.txt").compress_size
    _patched(path, {b"PK\x03\x04": 22, b"PK\x01\x02": 24}, (100).to_bytes(4, "little"))  # "100 bytes unpacked"
    assert refused(path) == f"{path}!zeros.txt: unreadable archive member: Bad CRC-32 for file 'zeros.txt'"
    assert packed < 100_000


def test_a_tar_gz_bomb_is_refused(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "bomb.tar.gz", {"a.txt": MEDALS, "zeros.txt": b"0" * TEN_MB})
    size = path.stat().st_size
    assert size * 500 < TEN_MB
    assert refused(path) == (f"{path}: unpacks to more than 100 times its size ({size:,} bytes): "
                             "refused as a possible archive bomb (stopped at zeros.txt)")


def test_a_tar_gz_bomb_in_a_hidden_member_is_refused_too(tmp_path: Path) -> None:
    path = make_tar(tmp_path / "bomb.tar.gz", {".zeros": b"0" * TEN_MB, "a.txt": MEDALS})
    size = path.stat().st_size
    assert refused(path) == (f"{path}: unpacks to more than 100 times its size ({size:,} bytes): "
                             "refused as a possible archive bomb")


def test_the_total_unpacked_bytes_are_capped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(archive, "MAX_ARCHIVE_BYTES", 2 * len(MEDALS) + 10)
    path = make_zip(tmp_path / "three.zip", {"a.txt": MEDALS, "b.txt": MEDALS, "c.txt": MEDALS})
    assert refused(path) == f"{path}: unpacks to more than {2 * len(MEDALS) + 10:,} bytes in all: refused (stopped at c.txt)"
    monkeypatch.setattr(archive, "MAX_ARCHIVE_BYTES", 3 * len(MEDALS))
    assert len(collect_inputs([path])) == 3


def test_the_total_is_capped_in_a_tar_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(archive, "MAX_ARCHIVE_BYTES", 3000)
    path = make_tar(tmp_path / "three.tar.gz", {"a.txt": MEDALS, "b.txt": MEDALS, "c.txt": MEDALS})
    assert refused(path) == f"{path}: unpacks to more than 3,000 bytes in all: refused"


@pytest.mark.parametrize("kind", ["zip", "tar"])
def test_the_number_of_members_is_capped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    monkeypatch.setattr(archive, "MAX_MEMBERS", 3)
    members = {f"{n}.txt": MEDALS for n in range(4)}
    path = make_zip(tmp_path / "four.zip", members) if kind == "zip" else make_tar(tmp_path / "four.tgz", members)
    assert refused(path) == f"{path}: more than 3 members: refused"
    monkeypatch.setattr(archive, "MAX_MEMBERS", 4)
    assert len(collect_inputs([path])) == 4


def test_a_member_over_the_document_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        with z.open("big.txt", "w", force_zip64=True) as member:
            for _ in range(64):
                member.write(b" " * (1024 * 1024))
            member.write(b"!")
    assert refused(path) == f"{path}!big.txt: larger than 67,108,864 bytes (the most one document may have): not read"


def _tar_with(path: Path, info: tarfile.TarInfo) -> Path:
    with tarfile.open(path, "w") as t:
        t.addfile(info)
    return path


@pytest.mark.parametrize(("kind", "reason"), [
    (tarfile.SYMTYPE, "a link inside the archive (to /etc/passwd): not read"),
    (tarfile.LNKTYPE, "a link inside the archive (to /etc/passwd): not read"),
    (tarfile.FIFOTYPE, "a device or named pipe inside the archive: not read"),
    (tarfile.CHRTYPE, "a device or named pipe inside the archive: not read"),
])
def test_links_and_devices_in_a_tar_are_refused(tmp_path: Path, kind: bytes, reason: str) -> None:
    info = tarfile.TarInfo("medals.txt")
    info.type = kind
    info.linkname = "/etc/passwd" if kind in (tarfile.SYMTYPE, tarfile.LNKTYPE) else ""
    path = _tar_with(tmp_path / "links.tar", info)
    assert refused(path) == f"{path}!medals.txt: {reason}"


def test_a_symbolic_link_in_a_zip_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "link.zip"
    info = zipfile.ZipInfo("passwd.txt")
    info.external_attr = (0o120777 << 16)
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(info, "/etc/passwd")
    assert refused(path) == f"{path}!passwd.txt: a symbolic link inside the archive: not read"


def test_archive_members_refuses_a_file_that_is_no_archive(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(MEDALS)
    with pytest.raises(BadInput) as caught:
        archive_members(path)
    assert str(caught.value) == f"{path}: not a zip or tar archive"


def test_the_cli_refuses_a_zip_bomb_in_one_line(podium: Runner, tmp_path: Path) -> None:  # noqa: F811
    path = make_zip(tmp_path / "bomb.zip", {"zeros.txt": b"0" * TEN_MB})
    packed = zipfile.ZipFile(path).getinfo("zeros.txt").compress_size
    result = podium("check", str(path))
    assert (result.code, result.out, result.err) == (2, "", (
        f"podium: error: {path}!zeros.txt: unpacks to more than 100 times its packed size ({packed:,} bytes): "
        "refused as a possible archive bomb\n"))


def test_the_cli_refuses_an_encrypted_zip_in_one_line(podium: Runner, tmp_path: Path) -> None:  # noqa: F811
    path = make_zip(tmp_path / "secret.zip", {"a.txt": MEDALS})
    _patched(path, {b"PK\x03\x04": 6, b"PK\x01\x02": 8}, b"\x01\x00")
    result = podium("ingest", str(path), "--db", str(tmp_path / "store.sqlite"))
    assert (result.code, result.err) == (
        2, f"podium: error: {path}!a.txt: an encrypted member: not read (podium takes no passwords)\n")
