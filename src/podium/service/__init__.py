"""podium's HTTP service: the JSON API and the HTML pages over one store.

FastAPI is imported only by ``create_app`` (never on the CLI's start-up path)::

    from podium.service import create_app
    app = create_app("podium.sqlite", token=os.environ.get("PODIUM_TOKEN"))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from podium.store import Store

#: Uploads larger than this many bytes are refused with 413.
MAX_UPLOAD = 5 * 1024 * 1024


def create_app(store_or_db: Store | str | None, *, token: str | None = None,
               max_upload: int = MAX_UPLOAD, read_only: bool = False) -> Any:
    """The ASGI app serving ``store_or_db`` (a ``Store``, a SQLite path or a database URL).

    ``token`` is the bearer token writes need; with None, every write is refused (403). With
    ``read_only`` the app has no write routes at all (405), whatever the token.
    """
    from .app import build_app

    return build_app(store_or_db, token=token, max_upload=max_upload, read_only=read_only)


__all__ = ["MAX_UPLOAD", "create_app"]
