"""Recognise bytes that are not a text document (images, archives, executables...)."""

from __future__ import annotations

#: Leading bytes of common non-text files, and what they are.
MAGIC_NUMBERS: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF87a", "GIF image"),
    (b"GIF89a", "GIF image"),
    (b"II*\x00", "TIFF image"),
    (b"MM\x00*", "TIFF image"),
    (b"%PDF-", "PDF document"),
    (b"PK\x03\x04", "ZIP archive"),
    (b"PK\x05\x06", "ZIP archive"),
    (b"\x1f\x8b", "gzip archive"),
    (b"BZh91AY&SY", "bzip2 archive"),
    (b"\xfd7zXZ\x00", "xz archive"),
    (b"7z\xbc\xaf\x27\x1c", "7-Zip archive"),
    (b"Rar!\x1a\x07", "RAR archive"),
    (b"\x7fELF", "ELF executable"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "Microsoft Office (OLE) document"),
    (b"SQLite format 3\x00", "SQLite database"),
    (b"OggS", "Ogg media"),
    (b"fLaC", "FLAC audio"),
    (b"ID3\x03\x00", "MP3 audio"),
    (b"ID3\x04\x00", "MP3 audio"),
    (b"\x00\x00\x01\x00", "ICO image"),
    (b"wOFF", "WOFF font"),
    (b"\x00asm", "WebAssembly module"),
    (b"PAR1", "Parquet file"),
)

#: Control bytes that never occur in text (TAB, LF, VT, FF, CR and ESC are allowed).
_CONTROL = frozenset(set(range(0x00, 0x09)) | set(range(0x0E, 0x1B)) | set(range(0x1C, 0x20)))

#: Above this share of control bytes, the data is binary.
CONTROL_SHARE = 0.02


def _riff_kind(data: bytes) -> str | None:
    if data[:4] == b"RIFF" and len(data) >= 12:
        return {b"WEBP": "WebP image", b"WAVE": "WAV audio", b"AVI ": "AVI video"}.get(data[8:12], "RIFF media")
    return None


def binary_kind(data: bytes) -> str | None:
    """What ``data`` is when it is not text (e.g. ``"PNG image"``), else None.

    Data that starts with a UTF-16/UTF-32 byte order mark, or that looks like BOM-less
    UTF-16 (NUL bytes in every other position), is text and is left to the decoder.
    """
    for magic, kind in MAGIC_NUMBERS:
        if data.startswith(magic):
            return kind
    riff = _riff_kind(data)
    if riff:
        return riff
    if data[:4] in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff") or data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return None
    if utf16_without_bom(data):
        return None
    if b"\x00" in data:
        return "binary data (contains NUL bytes)"
    controls = sum(1 for byte in data if byte in _CONTROL)
    if controls and controls / len(data) > CONTROL_SHARE:
        return "binary data (control bytes)"
    return None


def utf16_without_bom(data: bytes) -> str | None:
    """``"utf-16-le"`` or ``"utf-16-be"`` when ``data`` looks like BOM-less UTF-16 text
    (most bytes on one side of each pair are NUL, none on the other), else None."""
    if len(data) < 4 or len(data) % 2:
        return None
    even, odd = data[0::2], data[1::2]
    pairs = len(data) // 2
    for zeros, other, name in ((odd, even, "utf-16-le"), (even, odd, "utf-16-be")):
        if zeros.count(0) >= 0.3 * pairs and other.count(0) == 0:
            try:
                text = data.decode(name)
            except UnicodeDecodeError:
                continue
            if "\x00" not in text:
                return name
    return None
