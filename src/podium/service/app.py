"""The FastAPI app: JSON API (``/api``), HTML pages and static files, one error envelope."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Query, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from fastapi.staticfiles import StaticFiles

from podium.errors import BadInput
from podium.export.shapes import json_list_parts, source_record_json
from podium.store import Store, open_store

from . import errors
from .context import Service
from .security import SecurityHeaders
from .uploads import read_upload
from .versions import AwardedQuery, DateQuery, table_version

ENVELOPE = {
    "description": "an error",
    "content": {"application/json": {"schema": {
        "type": "object",
        "required": ["ok", "status", "error"],
        "properties": {"ok": {"type": "boolean", "enum": [False]}, "status": {"type": "integer"},
                       "error": {"type": "string"}},
    }}},
}
READ_ERRORS: dict[int | str, dict[str, Any]] = {404: ENVELOPE, 400: ENVELOPE, 422: ENVELOPE}
UPLOAD_BODY = {
    "requestBody": {
        "required": True,
        "description": "the document's bytes, as they are (any encoding podium reads), or a form "
        "whose `file` part they are (`curl -F file=@page.txt`)",
        "content": {
            "application/octet-stream": {"schema": {"type": "string", "format": "binary"}},
            "text/plain": {"schema": {"type": "string"}},
            "multipart/form-data": {"schema": {
                "type": "object", "required": ["file"],
                "properties": {"file": {"type": "string", "format": "binary"},
                               "games": {"type": "string", "maxLength": 40}},
            }},
        },
    }
}

OrderQuery = Annotated[str, Query(description="gold, total, weighted or per-capita (total medals per million people)", max_length=20)]
LangQuery = Annotated[str, Query(description="language of nation names (en, ru, zh-Hans...)", max_length=40)]


@asynccontextmanager
async def _stops_the_writer(_app: FastAPI) -> AsyncIterator[None]:
    """When the server shuts down (Uvicorn on SIGTERM or Ctrl-C, once the requests in flight
    are answered), the upload worker finishes what it was given and stops: Uvicorn then raises
    the signal again, which ends the process without its ``atexit`` handlers, and the worker
    would be left running, holding the store open."""
    yield
    from .writer import stop_worker

    stop_worker()


def json_list(items: Iterable[Any]) -> StreamingResponse:
    """A JSON list sent item by item as each is made (``json_list_parts``): the body
    ``JSONResponse`` makes of the whole list, without the whole list and its text in memory
    (the conflicts of a Games of 1,000 sources are 80 MB of JSON). What could fail is read
    before the first byte is sent (the decisions themselves)."""
    return StreamingResponse((part.encode("utf-8") for part in json_list_parts(items, indent=None)),
                             media_type="application/json")


def build_app(store_or_db: Store | str | None, *, token: str | None, max_upload: int,
              read_only: bool = False) -> FastAPI:
    store = store_or_db if isinstance(store_or_db, Store) else open_store(store_or_db)
    service = Service(store, token, max_upload, read_only)
    reader = service.reader
    app = FastAPI(
        title="podium",
        description="Medal tables and event facts of multi-sport Games, reconciled from "
        "documents in any language; every number traceable to its sources.",
        version="0.1.0",
        docs_url=None,  # the Swagger UI loads from a CDN: /docs is podium's own page
        redoc_url=None,
        lifespan=_stops_the_writer,
    )
    app.state.service = service
    from .pages import error_page

    errors.install(app, errors.hidden_names(store), page=error_page(service))
    app.add_middleware(SecurityHeaders)

    @app.get("/api/games", tags=["api"], summary="Games in the store, with source counts")
    def api_games() -> JSONResponse:
        return JSONResponse(reader.games())

    def table(slug: str, order: str, lang: str, version: str | None = None) -> Response:
        return Response(reader.table_json_bytes(slug, order, lang, version), media_type="application/json")

    @app.get("/api/games/{slug}/table", tags=["api"], responses=READ_ERRORS,
             summary="The reconciled medal table (as `podium table --format json`): its current version, "
             "or the one `as_of` or `as_awarded` asks for")
    def api_table(slug: str, order: OrderQuery = "gold", lang: LangQuery = "en", as_of: DateQuery = None,
                  as_awarded: AwardedQuery = False) -> Response:
        return table(slug, order, lang, table_version(service, slug, as_of, as_awarded))

    from .versions import install as install_versions

    install_versions(app, service, READ_ERRORS)  # /api/games/{slug}/versions, changes, race.svg

    from .downloads import install as install_downloads

    install_downloads(app, service, READ_ERRORS)  # /api/games/{slug}/table.{json,csv,...} and the charts' files

    @app.get("/api/games/{slug}/conflicts", tags=["api"], responses=READ_ERRORS,
             summary="Every value the sources disagree on (as `podium conflicts --format json`)")
    def api_conflicts(slug: str) -> StreamingResponse:
        return json_list(reader.decisions_json(reader.conflicts(slug)))

    @app.get("/api/games/{slug}/facts", tags=["api"], responses=READ_ERRORS,
             summary="Facts about the Games (as `podium facts --format json`)")
    def api_facts(slug: str) -> StreamingResponse:
        return json_list(reader.decisions_json(reader.facts(slug)))

    @app.get("/api/sources", tags=["api"], summary="The documents in the store")
    def api_sources() -> JSONResponse:
        return JSONResponse([source_record_json(s) for s in reader.sources()])

    @app.get("/api/sources/{source_id}", tags=["api"], responses=READ_ERRORS,
             summary="One document: what was read from it and its findings")
    def api_source(source_id: str) -> JSONResponse:
        return JSONResponse(reader.source_json(source_id))

    if not read_only:
        install_upload(app, service)
        from .removal import install as install_remove

        install_remove(app, service, ENVELOPE)  # DELETE /api/sources/{id}

    from .pages import install as install_pages

    install_pages(app, service)
    from .nations import install as install_nations

    install_nations(app, service, READ_ERRORS)  # /nations, /api/nations/{code}, /api/all-time
    if not read_only:
        from .pages import install_upload_form

        install_upload_form(app, service)
    static = Path(str(resources.files("podium.service").joinpath("static")))
    app.mount("/static", StaticFiles(directory=static), name="static")
    return app


def install_upload(app: FastAPI, service: Service) -> None:
    """``POST /api/sources``: the credentials checked before the body is read, the body read
    within the limit, a form's file part stored as it was sent."""

    @app.post("/api/sources", tags=["api"], status_code=201, openapi_extra=UPLOAD_BODY,
              responses={200: {"description": "the document was already in the store"},
                         400: ENVELOPE, 401: ENVELOPE, 403: ENVELOPE, 413: ENVELOPE, 422: ENVELOPE},
              summary="Upload a document (needs Authorization: Bearer $PODIUM_TOKEN)")
    async def api_upload(
        request: Request,
        name: Annotated[str | None, Query(max_length=200, description="the document's file name "
                                          "(else a form's file name, else 'document')")] = None,
        games: Annotated[str | None, Query(max_length=40, description="the Games, when the document does not say")] = None,
    ) -> JSONResponse:
        who = service.authorize(request)  # from the headers: nothing of the body is read before
        upload = await read_upload(request, service.max_upload)
        if upload.data is None:
            raise errors.ApiError(422, "the form has no file: send the document as file=@PATH")
        if not upload.data:
            raise BadInput("empty upload")
        from starlette.concurrency import run_in_threadpool

        added, read = await run_in_threadpool(
            service.ingest, upload.data, name or upload.filename or "document",
            games or upload.fields.get("games", "").strip() or None, who)
        return JSONResponse({"ok": True, "added": added, **read}, status_code=201 if added else 200)
