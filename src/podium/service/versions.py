"""The versions of a Games' table over HTTP: ``GET /api/games/{slug}/table?as_of=DATE`` or
``?as_awarded=true`` (the table of that version), ``/api/games/{slug}/versions``,
``/api/games/{slug}/changes`` (as ``podium changes --format json``) and
``/api/games/{slug}/race.svg`` (as ``podium chart --race``)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import FastAPI, Query
from fastapi.responses import JSONResponse, Response

from podium.actions import versions
from podium.export.race import race_chart

from .context import Service
from .data import check_lang, check_slug

DateQuery = Annotated[str | None, Query(description="the table as it stood on this day (YYYY-MM-DD)",
                                        max_length=10, pattern=r"^\d{4}-\d{2}-\d{2}$")]
AwardedQuery = Annotated[bool, Query(description="the table as awarded at the closing ceremony")]
LangQuery = Annotated[str, Query(description="language of nation names and the chart's words", max_length=40)]


def install(app: FastAPI, service: Service, responses: dict[int | str, dict[str, Any]]) -> None:
    reader = service.reader
    store = service.store

    @app.get("/api/games/{slug}/versions", tags=["api"], responses=responses,
             summary="The versions of the Games' table (days of the Games, as awarded, corrections)")
    def api_versions(slug: str) -> JSONResponse:
        reader.known_games(check_slug(slug))
        return JSONResponse(versions.versions_json(versions.versions(store, slug), None))

    @app.get("/api/games/{slug}/changes", tags=["api"], responses=responses,
             summary="What changed between the versions of the table (as `podium changes --format json`)")
    def api_changes(slug: str) -> JSONResponse:
        reader.known_games(check_slug(slug))
        return JSONResponse({"games": slug, "changes": [versions.change_json(c) for c in versions.changes(store, slug)]})

    @app.get("/api/games/{slug}/race.svg", tags=["api"], responses=responses,
             summary="The leaders' golds day by day, as SVG (as `podium chart --race`)")
    def api_race(slug: str, lang: LangQuery = "en") -> Response:
        reader.known_games(check_slug(slug))
        return Response(race_chart(store, slug, check_lang(lang)), media_type="image/svg+xml")


def table_version(service: Service, slug: str, as_of: str | None, as_awarded: bool) -> str | None:
    """The version of ``slug``'s table a request asks for (None: the current one)."""
    if as_of is None and not as_awarded:
        return None
    service.reader.known_games(check_slug(slug))
    return versions.pick_version(service.store, slug, as_of=as_of, as_awarded=as_awarded)
