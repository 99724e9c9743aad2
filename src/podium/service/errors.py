"""One error envelope for every error: ``{"ok": false, "status": N, "error": "..."}``; a
browser asking for a page (``Accept: text/html`` before JSON, outside ``/api/``) gets the
same error as an HTML page in its language instead (``page``, from ``pages.error_page``).

An error a client reads names no file or database of the server: a store error (503) says
what went wrong, not where (the log has the whole message), and every other message has the
store's own name taken out.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from podium.errors import BadInput, NotFound, PodiumError, StoreError, UsageError

log = logging.getLogger("podium.service")

REASONS = {
    400: "bad request", 401: "unauthorized", 403: "forbidden", 404: "not found",
    405: "method not allowed", 413: "payload too large", 415: "unsupported media type",
    422: "unprocessable input", 500: "internal server error", 503: "service unavailable",
}
#: An absolute path (POSIX, Windows, home) or a URL with a scheme (a database's).
PATH = re.compile(r"""[a-zA-Z][a-zA-Z0-9+.-]*://\S+|(?<![\w.~])(?:[A-Za-z]:)?(?:[\\/][^\s\\/:'"()<>]+)+[\\/]?|~[\\/]\S*""")
HIDDEN = "…"
#: The paths whose errors are always the JSON envelope, whatever the client accepts.
API_PATHS = ("/api/", "/openapi.json")
#: An error as an HTML page: (request, status, message, headers) -> the page.
ErrorPage = Callable[[Request, int, str, "dict[str, str] | None"], Response]


class ApiError(Exception):
    """An error a route raises with its status, its message and maybe headers."""

    def __init__(self, status: int, error: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(error)
        self.status = status
        self.error = error
        self.headers = headers


def envelope(status: int, error: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"ok": False, "status": status, "error": error}, status_code=status,
                        headers=headers)


def accepts_html(request: Request) -> bool:
    """Whether a client wants an error as a page: a browser's request outside the API, whose
    Accept names ``text/html`` at least as wanted as JSON (``*/*`` alone is an API client)."""
    if request.url.path.startswith(API_PATHS):
        return False
    wanted: dict[str, float] = {}
    for item in request.headers.get("accept", "")[:1024].split(",")[:32]:
        kind, *params = (part.strip() for part in item.split(";"))
        q = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        wanted.setdefault(kind.lower(), q)
    html = max(wanted.get("text/html", 0.0), wanted.get("application/xhtml+xml", 0.0))
    return html > 0 and html >= wanted.get("application/json", 0.0)


def podium_status(error: PodiumError) -> int:
    if isinstance(error, NotFound):
        return 404
    if isinstance(error, BadInput):
        return 422
    if isinstance(error, UsageError):
        return 400
    if isinstance(error, StoreError):
        return 503
    return 500


def hidden_names(store: object) -> tuple[str, ...]:
    """The strings that name ``store`` on this server: its name (a path or a URL) and its
    file's path, absolute and as given, and the folder it is in; longest first."""
    from pathlib import Path

    names: set[str] = set()
    for value in (getattr(store, "name", None), getattr(store, "path", None)):
        if value is None or not str(value).strip():
            continue
        names.add(str(value))
        if "://" not in str(value):
            try:
                resolved = Path(str(value)).expanduser().resolve()
            except (OSError, RuntimeError):
                continue
            names.update({str(resolved), str(resolved.parent)})
    return tuple(sorted((n for n in names if len(n) > 1), key=len, reverse=True))


def without_names(text: str, hidden: Iterable[str]) -> str:
    for name in hidden:
        text = text.replace(name, HIDDEN)
    return text


def public_message(error: PodiumError, hidden: Iterable[str] = ()) -> str:
    """What a client reads of ``error``: a store error's last clause (the database's own
    words, ``database is locked``) without paths or URLs; any other message without the
    store's names."""
    if not isinstance(error, StoreError):
        return without_names(error.message, hidden)
    reason = error.message.rsplit(": ", 1)[-1]
    reason = " ".join(without_names(PATH.sub(HIDDEN, reason), hidden).split())
    return f"store unavailable: {reason}" if reason else "store unavailable"


def _validation_message(error: RequestValidationError) -> str:
    parts = []
    for e in error.errors()[:3]:
        where = ".".join(str(p) for p in e.get("loc", ()) if p != "body") or "request"
        parts.append(f"{where}: {e.get('msg', 'invalid')}")
    return "invalid request: " + "; ".join(parts)


def install(app: FastAPI, hidden: tuple[str, ...] = (), page: ErrorPage | None = None) -> None:
    """The envelope for every error of ``app``; ``hidden`` the strings no message may show
    (``hidden_names`` of its store); ``page`` the error as a page, for a browser."""

    def answer(request: Request, status: int, error: str, headers: dict[str, str] | None = None) -> Response:
        if page is not None and accepts_html(request):
            try:
                return page(request, status, error, headers)
            except Exception:  # the page itself failed (its store, its words): the envelope still answers
                log.exception("error page for %s %s failed", request.method, request.url.path)
        return envelope(status, error, headers)

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> Response:
        return answer(request, exc.status, exc.error, exc.headers)

    @app.exception_handler(PodiumError)
    async def podium_error(request: Request, exc: PodiumError) -> Response:
        status = podium_status(exc)
        if status == 503:
            log.warning("store error on %s %s: %s", request.method, request.url.path, exc.message)
        return answer(request, status, public_message(exc, hidden))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        detail = exc.detail if isinstance(exc.detail, str) and exc.detail else None
        text = detail or REASONS.get(exc.status_code, "error")
        if exc.status_code == 404 and detail in (None, "Not Found"):
            text = "not found"
        elif exc.status_code == 405 and detail in (None, "Method Not Allowed"):
            text = "method not allowed"
        return answer(request, exc.status_code, text, getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> Response:
        return answer(request, 422, _validation_message(exc))

    @app.exception_handler(Exception)
    async def server_error(request: Request, exc: Exception) -> JSONResponse:
        from .security import SECURITY_HEADERS

        log.exception("unhandled error on %s %s", request.method, request.url.path)
        # answered outside the app's middleware (Starlette's ServerErrorMiddleware): its own headers
        return envelope(500, "internal server error", dict(SECURITY_HEADERS))
