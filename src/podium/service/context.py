"""What every route needs: the store's reader, the write token, the upload limit, and the
one write a route makes (an uploaded document, read and stored by ``writer``).

A write is authorized from its headers alone, before its body is read: ``Authorization:
Bearer $PODIUM_TOKEN``, or for the upload form the cookie its token step set (HttpOnly,
SameSite=Strict, derived from the token). A browser's form cannot send a header, and a token
inside the form's body could only be checked after the body was read."""

from __future__ import annotations

import hashlib
import hmac
from typing import Any
from urllib.parse import urlsplit

from fastapi import Request

from podium.store import Store

from . import errors
from .data import Reader
from .writer import Writer

#: The cookie the upload form's token step sets (``POST /upload/token``).
COOKIE = "podium_upload"


class Service:
    """What every route needs: the store's reader, the write token and the upload limit.

    With ``read_only`` the app has no write routes at all, whatever the token."""

    def __init__(self, store: Store, token: str | None, max_upload: int, read_only: bool = False) -> None:
        self.reader = Reader(store)
        self.writer = Writer(store)
        self.store = store
        self.token = None if read_only else (token or None)
        self.max_upload = max_upload
        self.read_only = read_only

    def refuse_disabled(self) -> str:
        """The token writes need (403 when the server has none)."""
        if self.token is None:
            raise errors.ApiError(403, "writes are disabled: the server has no PODIUM_TOKEN configured")
        return self.token

    def authorize(self, request: Request, *, form: bool = False) -> str:
        """Check a write's credentials from its headers alone, before a byte of its body is
        read: the bearer token, or (``form``: the upload form) the cookie the form's token
        step set. Returns who wrote (for the audit log)."""
        token = self.refuse_disabled()
        header = request.headers.get("authorization")
        if header is None and form:
            return self._authorize_form(request)
        scheme, _, given = (header or "").partition(" ")
        if scheme.lower() != "bearer" or not given.strip():
            raise errors.ApiError(401, "writes need an Authorization: Bearer token", {"WWW-Authenticate": "Bearer"})
        if not hmac.compare_digest(given.strip().encode(), token.encode()):
            raise errors.ApiError(401, "wrong token", {"WWW-Authenticate": "Bearer"})
        return "http"

    def _authorize_form(self, request: Request) -> str:
        cookie = request.cookies.get(COOKIE)
        if not cookie:
            raise errors.ApiError(401, "the upload form needs the token: enter it on the upload page first")
        if not hmac.compare_digest(cookie.encode(), self.form_cookie().encode()):
            raise errors.ApiError(401, "wrong or stale token: enter the token on the upload page again")
        # the cookie is SameSite=Strict; a page of another origin on the same site (another
        # port) is refused too. Under Referrer-Policy: no-referrer a browser's Origin is
        # "null": its Sec-Fetch-Site still says where the form was.
        site = request.headers.get("sec-fetch-site")
        origin = request.headers.get("origin")
        if (site is not None and site not in ("same-origin", "none")) or (
                origin not in (None, "null") and urlsplit(origin).netloc != request.headers.get("host")):
            raise errors.ApiError(403, "an upload from another site's page is refused")
        return "http-form"

    def form_cookie(self) -> str:
        """The upload form's cookie: derived from the token, so that it does not show it."""
        return hmac.new(self.refuse_disabled().encode(), b"podium upload form", hashlib.sha256).hexdigest()

    def signed_in(self, request: Request) -> bool:
        """Whether the request carries the upload form's cookie, and the right one."""
        cookie = request.cookies.get(COOKIE)
        return (self.token is not None and cookie is not None
                and hmac.compare_digest(cookie.encode(), self.form_cookie().encode()))

    def ingest(self, data: bytes, name: str, games: str | None, who: str) -> tuple[bool, dict[str, Any]]:
        """Read, analyse and store one uploaded document, in the writer's process
        (``writer``); (added, what was read)."""
        return self.writer.ingest(data, name, games, who)
