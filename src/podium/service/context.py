"""What every route needs: the store's reader, the write token, the upload limit, and the
one write a route makes (an uploaded document, read and stored)."""

from __future__ import annotations

import hmac
import re
from pathlib import Path
from typing import Any

from fastapi import Request

from podium.store import Store

from . import errors
from .data import Reader

#: What an uploaded file's name keeps in the source's origin (``upload:NAME``).
SAFE_NAME = re.compile(r"[^\w.\- ]+")


class Service:
    """What every route needs: the store's reader, the write token and the upload limit."""

    def __init__(self, store: Store, token: str | None, max_upload: int) -> None:
        self.reader = Reader(store)
        self.store = store
        self.token = token or None
        self.max_upload = max_upload

    def authorize(self, request: Request) -> str:
        """Check the bearer token of a write; returns who wrote (for the audit log)."""
        if self.token is None:
            raise errors.ApiError(403, "writes are disabled: the server has no PODIUM_TOKEN configured")
        header = request.headers.get("authorization", "")
        scheme, _, given = header.partition(" ")
        if scheme.lower() != "bearer" or not given:
            raise errors.ApiError(401, "writes need an Authorization: Bearer token",
                                  {"WWW-Authenticate": "Bearer"})
        if not hmac.compare_digest(given.strip().encode(), self.token.encode()):
            raise errors.ApiError(401, "wrong token", {"WWW-Authenticate": "Bearer"})
        return "http"

    def check_length(self, request: Request) -> None:
        length = request.headers.get("content-length")
        if length is not None and length.isdigit() and int(length) > self.max_upload:
            raise errors.ApiError(413, f"upload too large: at most {self.max_upload} bytes")

    async def read_body(self, request: Request) -> bytes:
        """The request body, refusing (413) more than ``max_upload`` bytes."""
        self.check_length(request)
        chunks: list[bytes] = []
        size = 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > self.max_upload:
                raise errors.ApiError(413, f"upload too large: at most {self.max_upload} bytes")
            chunks.append(chunk)
        return b"".join(chunks)

    def ingest(self, data: bytes, name: str, games: str | None, who: str) -> tuple[bool, dict[str, Any]]:
        """Read, analyse and store one uploaded document; (added, what was read)."""
        from podium.actions.ingest import store_analyses
        from podium.analysis import analyse
        from podium.export.shapes import source_read_json
        from podium.model import Games
        from podium.readers import read_bytes

        from .data import check_slug

        origin = "upload:" + (SAFE_NAME.sub("_", Path(name).name)[:120] or "document")
        chosen = Games.from_slug(check_slug(games)) if games else None
        analysis = analyse(read_bytes(data, origin), chosen)
        [result] = store_analyses(self.store, [analysis], who=who)
        return result.added, source_read_json(analysis)
