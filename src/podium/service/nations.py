"""The routes of a nation across Games and of all-time tables, over ``podium.actions.history``:

``GET /api/nations/{code}`` (as ``podium nation CODE --format json``), ``GET /api/all-time``
(as ``podium table --all-time --format json``), the pages ``/nations`` and
``/nations/{code}``, and the nation's chart ``/nations/{code}/chart.svg``. Each Games' table
comes from the reader's cache (``Reader.table``). An unknown code is a 404 in the service's
error envelope (or its error page, for a browser).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from fastapi import FastAPI, Path, Query
from fastapi.responses import HTMLResponse, JSONResponse, Response

from podium.actions import history as reads
from podium.export.history import all_time_json, nation_json
from podium.history import games_order, kind_of
from podium.i18n.labels import games_name

from .data import check_lang
from .language import page_url
from .pages import Language, nation_languages, render
from .wording import names_language, words

if TYPE_CHECKING:
    from .context import Service

CodePath = Annotated[str, Path(max_length=60, description="an IOC/IPC code as the team competed (URS, GER, "
                                                          "ROC), or a nation's name")]
LangQuery = Annotated[str, Query(max_length=40, description="language of nation names (en, ru, zh-Hans...)")]
KindQuery = Annotated[str | None, Query(max_length=60, description="only the Games of this kind: summer-olympics, "
                                        "winter-paralympics, asian-games...; every Games without it")]
OrderQuery = Annotated[str, Query(max_length=20, description="gold, total or weighted")]
SVG: dict[int | str, dict[str, Any]] = {200: {"content": {"image/svg+xml": {}}, "description": "the chart, as SVG"}}


def install(app: FastAPI, service: Service, errors_doc: dict[int | str, dict[str, Any]]) -> None:
    reader = service.reader

    def table_of(lang: str) -> reads.TableOf:
        return lambda slug: reader.table(slug, "gold", lang)

    @app.get("/api/nations/{code}", tags=["api"], responses=errors_doc,
             summary="A nation at every Games in the store, with the teams before and after it "
                     "(as `podium nation CODE --format json`)")
    def api_nation(code: CodePath, lang: LangQuery = "en") -> JSONResponse:
        check_lang(lang)
        return JSONResponse(nation_json(reads.nation(reader.store, code, lang, table_of(lang))))

    @app.get("/api/all-time", tags=["api"], responses=errors_doc,
             summary="The all-time medal table, each team as it competed (as `podium table --all-time "
                     "--format json`)")
    def api_all_time(kind: KindQuery = None, order: OrderQuery = "gold", lang: LangQuery = "en") -> JSONResponse:
        check_lang(lang)
        return JSONResponse(all_time_json(reads.all_time_table(reader.store, kind, order, lang, table_of(lang))))

    @app.get("/all-time", response_class=HTMLResponse, tags=["pages"],
             summary="The all-time medal table, each team as it competed (of one kind of Games with ?kind=)")
    def all_time_page(language: Language, kind: KindQuery = None, order: OrderQuery = "gold") -> HTMLResponse:
        names_lang = names_language(language.lang, nation_languages())
        table = reads.all_time_table(reader.store, kind, order, names_lang, table_of(names_lang))
        query = f"?kind={kind}" if kind else ""
        return render("all_time.html", language, table=table, kind=kind,
                      orders=[(o, words(language.lang).get(f"by_{o}", o)) for o in ("gold", "total", "weighted")],
                      kind_query=query, json_url=page_url(f"/api/all-time{query}", language.carried))

    @app.get("/nations", response_class=HTMLResponse, tags=["pages"], summary="The nations in the store")
    def nations_page(language: Language) -> HTMLResponse:
        names_lang = names_language(language.lang, nation_languages())
        slugs = sorted((g.slug for g in reader.store.games()), key=games_order)
        firsts = {kind_of(slug): slug for slug in reversed(slugs)}  # each kind by its first Games
        return render("nations.html", language,
                      teams=reads.nations_in_store(reader.store, names_lang, table_of(names_lang)),
                      kinds=sorted(firsts.items(), key=lambda item: games_order(item[1])), page_url=page_url)

    def chart(code: str, lang: str) -> tuple[Any, Any, Any]:
        from .history_charts import nation_chart

        names_lang = names_language(lang, nation_languages())
        history, before = reads.nation_and_before(reader.store, code, names_lang, table_of(names_lang))
        drawn = nation_chart(history, before, words(lang), lambda slug: games_name(slug, lang))
        return history, before, drawn

    @app.get("/nations/{code}", response_class=HTMLResponse, tags=["pages"],
             summary="A nation at every Games in the store, its teams before and after, and its medals' chart")
    def nation_page(language: Language, code: CodePath) -> HTMLResponse:
        history, before, drawn = chart(code, language.lang)
        return render("nation.html", language, history=history, before=before, chart=drawn,
                      json_url=page_url(f"/api/nations/{history.noc}", language.carried),
                      chart_url=page_url(f"/nations/{history.noc}/chart.svg", language.carried))

    @app.get("/nations/{code}/chart.svg", tags=["pages"], responses={**errors_doc, **SVG},
             response_class=Response, summary="A nation's medals at each Games (SVG), the teams before it apart")
    def nation_chart_svg(code: CodePath, lang: LangQuery = "en") -> Response:
        check_lang(lang)
        return Response(str(chart(code, lang)[2].svg), media_type="image/svg+xml")
