"""An upload's bytes, read as they stream in: never more of them than the limit allows.

A route calls these only once the write is authorized (``Service.authorize``): nothing here
reads a byte before it is told to. The body is read chunk by chunk, with or without a
Content-Length, and reading stops (413) as soon as it passes its limit. A multipart form
(``curl -F file=@page.txt``) yields its file part's bytes, as they were sent, and its file
name; each part has its own limit (the document's for the file, a small one for a field).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fastapi import Request

from .errors import ApiError

if TYPE_CHECKING:
    from python_multipart.multipart import MultipartCallbacks

#: What a form may add around its file: boundaries, part headers and its small fields.
FORM_SLACK = 64 * 1024
#: The most bytes a form's text field (``games``) may have.
FIELD_LIMIT = 1024
#: The most parts a form may have (a file and a few fields).
MAX_PARTS = 8
MULTIPART = "multipart/form-data"


@dataclass(frozen=True)
class Upload:
    """A document as it was sent: its bytes (None: a form without a file part), the file
    name its form part gave, and the form's text fields."""

    data: bytes | None
    filename: str | None = None
    fields: dict[str, str] = field(default_factory=dict)


def too_large(limit: int) -> ApiError:
    return ApiError(413, f"upload too large: at most {limit} bytes")


def media_type(request: Request) -> str:
    return request.headers.get("content-type", "").partition(";")[0].strip().lower()


def is_form(request: Request) -> bool:
    return media_type(request) == MULTIPART


async def chunks(request: Request, limit: int, refusal: ApiError) -> AsyncIterator[bytes]:
    """The body's chunks, ``refusal`` (a 413) before the first one when the Content-Length
    says more than ``limit``, and as soon as the chunks read pass it."""
    length = request.headers.get("content-length", "").strip()
    if length.isdigit() and int(length) > limit:
        raise refusal
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise refusal
        yield chunk


async def read_raw(request: Request, limit: int) -> bytes:
    """The whole body, refusing (413) more than ``limit`` bytes."""
    return b"".join([chunk async for chunk in chunks(request, limit, too_large(limit))])


async def read_upload(request: Request, limit: int) -> Upload:
    """The document a write sends: a multipart form's file part, else the body as it is."""
    if is_form(request):
        return await read_form(request, limit)
    return Upload(await read_raw(request, limit))


async def read_form(request: Request, limit: int) -> Upload:
    """A multipart form's file part (at most ``limit`` bytes), its file name and its fields."""
    import codecs

    from python_multipart.exceptions import FormParserError
    from python_multipart.multipart import MultipartParser, parse_options_header

    _, params = parse_options_header(request.headers.get("content-type", ""))
    boundary = params.get(b"boundary")
    if not boundary:
        raise ApiError(400, "unreadable form: its Content-Type names no boundary")
    charset = params.get(b"charset", b"utf-8").decode("latin-1")
    try:
        charset = codecs.lookup(charset).name
    except LookupError:
        charset = "utf-8"
    form = FormReader(limit, charset)
    refusal = ApiError(413, f"form too large: its file may have at most {limit} bytes")
    try:
        parser = MultipartParser(boundary, form.callbacks())
        async for chunk in chunks(request, limit + FORM_SLACK, refusal):
            parser.write(chunk)
        parser.finalize()
    except (FormParserError, ValueError) as error:
        raise ApiError(400, f"unreadable form: {str(error)[:120] or type(error).__name__}") from None
    if not form.ended:
        raise ApiError(400, "unreadable form: it ends before its closing boundary")
    return Upload(form.file, form.filename, form.fields)


class FormReader:
    """The callbacks of python-multipart's streaming parser, keeping a form's parts in
    memory within their limits."""

    def __init__(self, limit: int, charset: str) -> None:
        self.limit = limit
        self.charset = charset
        self.parts = 0
        self.file: bytes | None = None
        self.filename: str | None = None
        self.fields: dict[str, str] = {}
        self.ended = False
        self._header_name = bytearray()
        self._header_value = bytearray()
        self._disposition = b""
        self._name = ""
        self._is_file = False
        self._data = bytearray()

    def callbacks(self) -> MultipartCallbacks:
        return {
            "on_part_begin": self.on_part_begin, "on_part_data": self.on_part_data,
            "on_part_end": self.on_part_end, "on_header_field": self.on_header_field,
            "on_header_value": self.on_header_value, "on_header_end": self.on_header_end,
            "on_headers_finished": self.on_headers_finished, "on_end": self.on_end,
        }

    def _text(self, raw: bytes) -> str:
        return raw.decode(self.charset, errors="replace")

    def on_part_begin(self) -> None:
        self.parts += 1
        if self.parts > MAX_PARTS:
            raise ApiError(400, f"too many form parts: at most {MAX_PARTS}")
        self._disposition, self._name, self._is_file = b"", "", False
        self._data = bytearray()

    def on_header_field(self, data: bytes, start: int, end: int) -> None:
        self._header_name += data[start:end]

    def on_header_value(self, data: bytes, start: int, end: int) -> None:
        self._header_value += data[start:end]

    def on_header_end(self) -> None:
        if bytes(self._header_name).strip().lower() == b"content-disposition":
            self._disposition = bytes(self._header_value)
        self._header_name, self._header_value = bytearray(), bytearray()

    def on_headers_finished(self) -> None:
        from python_multipart.multipart import parse_options_header

        _, options = parse_options_header(self._disposition)
        if b"name" not in options:
            raise ApiError(400, "unreadable form: a part's Content-Disposition names no field")
        self._name = self._text(options[b"name"])[:100]
        self._is_file = b"filename" in options
        if self._is_file:
            if self.file is not None:
                raise ApiError(400, "one file per upload: the form has more")
            self.filename = self._text(options[b"filename"])

    def on_part_data(self, data: bytes, start: int, end: int) -> None:
        self._data += data[start:end]
        if self._is_file and len(self._data) > self.limit:
            raise too_large(self.limit)
        if not self._is_file and len(self._data) > FIELD_LIMIT:
            raise ApiError(413, f"form field {self._name!r} too large: at most {FIELD_LIMIT} bytes")

    def on_part_end(self) -> None:
        if self._is_file:
            self.file = bytes(self._data)
        else:
            self.fields.setdefault(self._name, self._text(bytes(self._data)))
        self._data = bytearray()

    def on_end(self) -> None:
        self.ended = True
