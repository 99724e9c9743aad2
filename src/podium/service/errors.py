"""One error envelope for every error: ``{"ok": false, "status": N, "error": "..."}``."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from podium.errors import BadInput, NotFound, PodiumError, StoreError, UsageError

log = logging.getLogger("podium.service")

REASONS = {
    400: "bad request", 401: "unauthorized", 403: "forbidden", 404: "not found",
    405: "method not allowed", 413: "payload too large", 415: "unsupported media type",
    422: "unprocessable input", 500: "internal server error", 503: "service unavailable",
}


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


def _validation_message(error: RequestValidationError) -> str:
    parts = []
    for e in error.errors()[:3]:
        where = ".".join(str(p) for p in e.get("loc", ()) if p != "body") or "request"
        parts.append(f"{where}: {e.get('msg', 'invalid')}")
    return "invalid request: " + "; ".join(parts)


def install(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> JSONResponse:
        return envelope(exc.status, exc.error, exc.headers)

    @app.exception_handler(PodiumError)
    async def podium_error(_: Request, exc: PodiumError) -> JSONResponse:
        return envelope(podium_status(exc), exc.message)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail if isinstance(exc.detail, str) and exc.detail else None
        text = detail or REASONS.get(exc.status_code, "error")
        if exc.status_code == 404 and detail in (None, "Not Found"):
            text = "not found"
        elif exc.status_code == 405 and detail in (None, "Method Not Allowed"):
            text = "method not allowed"
        return envelope(exc.status_code, text, getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
        return envelope(422, _validation_message(exc))

    @app.exception_handler(Exception)
    async def server_error(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return envelope(500, "internal server error")
