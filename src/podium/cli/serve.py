"""``podium serve``: the JSON API and the web pages (FastAPI on Uvicorn)."""

from __future__ import annotations

import os

from podium.cli.common import open_store
from podium.cli.group import app
from podium.cli.params import db_option, option
from podium.errors import UsageError


@app.command()
@option("--host", default="127.0.0.1", help="Address to listen on.")
@option("--port", type=int, default=8000, help="Port to listen on.")
@db_option
def serve(host: str, port: int, db: str | None) -> None:
    """Serve the JSON API and the web pages. Writes need $PODIUM_TOKEN (refused without it)."""
    try:
        import uvicorn

        from podium.service import create_app
    except ImportError as e:
        raise UsageError(f"podium serve needs FastAPI and Uvicorn ({e.name} is missing): pip install podium") from None
    from podium.cli.console import err

    token = os.environ.get("PODIUM_TOKEN") or None
    application = create_app(open_store(db), token=token)
    writes = "need the bearer token" if token else "disabled: no PODIUM_TOKEN"
    err.print(f"podium: serving on http://{host}:{port}/ (writes {writes})")
    uvicorn.run(application, host=host, port=port, log_level="warning")
