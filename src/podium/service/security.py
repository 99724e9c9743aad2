"""The headers every response carries, pages and JSON alike, errors included.

The pages need no script and no inline style: the policy allows the stylesheet and images
from podium itself, forms that post to it, and nothing else (no frames, no plugins, no
``<base>``). Their charts are inline SVG, coloured by classes of ``static/podium.css``.
"""

from __future__ import annotations

from typing import Any

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
])

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
}
#: The embedded pages (``/embed/...``) may be framed by any page: the same policy otherwise.
EMBED_PREFIX = "/embed/"
EMBED_HEADERS = {
    **{k: v for k, v in SECURITY_HEADERS.items() if k != "X-Frame-Options"},
    "Content-Security-Policy": CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors *"),
}


class SecurityHeaders:
    """ASGI middleware: ``SECURITY_HEADERS`` on every HTTP response, each once (replacing a
    value a route set)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        chosen = EMBED_HEADERS if str(scope.get("path", "")).startswith(EMBED_PREFIX) else SECURITY_HEADERS

        async def send_secured(message: Any) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = secured(message.get("headers", []), chosen)
            await send(message)

        await self.app(scope, receive, send_secured)


def secured(headers: Any, chosen: dict[str, str] | None = None) -> list[tuple[bytes, bytes]]:
    """Raw ASGI ``headers`` less any security header, then each of ``chosen`` (default
    ``SECURITY_HEADERS``)."""
    chosen = SECURITY_HEADERS if chosen is None else chosen
    names = {name.lower().encode("latin-1") for name in SECURITY_HEADERS}
    kept = [(k, v) for k, v in headers if bytes(k).lower() not in names]
    return kept + [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in chosen.items()]
