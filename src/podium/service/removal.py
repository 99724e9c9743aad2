"""``DELETE /api/sources/{id}``: remove a source, as ``podium remove`` does.

The same credentials as an upload (``Authorization: Bearer $PODIUM_TOKEN``, checked before
anything else), the same writer (``writer.Writer``: the worker process, one transaction that
removes the source, its claims and findings and decides its Games again), 404 for an id no
source has. Re-uploading the document brings the source back.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from .context import Service

REMOVED = {
    "description": "the source was removed and its Games decided again without it",
    "content": {"application/json": {"schema": {
        "type": "object",
        "required": ["ok", "removed", "origin", "title", "claims", "findings", "games", "undo"],
        "properties": {
            "ok": {"type": "boolean", "enum": [True]},
            "removed": {"type": "string", "description": "the source's full id"},
            "origin": {"type": "string"},
            "title": {"type": ["string", "null"]},
            "claims": {"type": "integer"},
            "findings": {"type": "integer"},
            "games": {"type": "array", "items": {"type": "string"}},
            "undo": {"type": "string"},
        },
    }}},
}


def install(app: FastAPI, service: Service, envelope: dict[str, Any]) -> None:
    """The route, on ``app``; ``envelope`` is the service's error response (``app.ENVELOPE``)."""

    @app.delete("/api/sources/{source_id}", tags=["api"],
                responses={200: REMOVED, 401: envelope, 403: envelope, 404: envelope, 422: envelope},
                summary="Remove a source, its claims and findings; its Games decided again "
                "(needs Authorization: Bearer $PODIUM_TOKEN; re-upload the document to undo)")
    def api_remove(request: Request, source_id: str) -> JSONResponse:
        who = service.authorize(request)
        return JSONResponse({"ok": True, **service.writer.remove(source_id, who)})
