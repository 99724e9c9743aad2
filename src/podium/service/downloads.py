"""Files to download: the medal table in every export format and each chart as SVG and PNG.

``/api/games/{slug}/table.{ext}`` serves what ``podium table --format EXT`` writes (the same
exporters of ``podium.export``), with its media type and a ``Content-Disposition`` naming
the file (``2004-summer-paralympics.csv``); datasette's habit of the format in the URL's
extension. ``/api/games/{slug}/charts/{chart}.svg|.png`` serve the table page's charts: the
SVG as the page draws it, the PNG rendered from that SVG on the server by CairoSVG (a
download that works from ``curl`` and in every browser, without a script on the page).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import FastAPI, Query
from fastapi.responses import Response

from podium.errors import UsageError

from . import figures
from .data import check_lang
from .versions import AwardedQuery, DateQuery, table_version

if TYPE_CHECKING:
    from podium.rank import Standings

    from .context import Service

OrderQuery = Annotated[str, Query(description="gold, total, weighted or per-capita (total medals per million people)", max_length=20)]
LangQuery = Annotated[str, Query(description="language of nation names (en, ru, zh-Hans...)", max_length=40)]
BomQuery = Annotated[bool, Query(description="start the CSV with a UTF-8 byte order mark (for Excel)")]


@dataclass(frozen=True)
class TableFormat:
    """One downloadable format of the medal table: its media type, what it is, and how
    ``podium.export`` writes it."""

    media_type: str
    summary: str
    write: Callable[[Standings], bytes]


def _text(name: str) -> Callable[[Standings], bytes]:
    def write(standings: Standings) -> bytes:
        from podium.export import FORMATS

        return FORMATS[name](standings).encode("utf-8")

    return write


def _parquet(standings: Standings) -> bytes:
    from podium.export import to_parquet

    return to_parquet(standings)


#: The table's formats by extension, in the order the page offers them.
TABLE_FORMATS: dict[str, TableFormat] = {
    "json": TableFormat("application/json", "as JSON", _text("json")),
    "csv": TableFormat("text/csv; charset=utf-8", "as CSV", _text("csv")),
    "ndjson": TableFormat("application/x-ndjson", "as NDJSON, one row a line", _text("ndjson")),
    "parquet": TableFormat("application/vnd.apache.parquet", "as Apache Parquet", _parquet),
    "md": TableFormat("text/markdown; charset=utf-8", "as a Markdown table", _text("md")),
    "wikitext": TableFormat("text/x-wiki; charset=utf-8", "as Wikipedia's {{Medals table}}", _text("wikitext")),
}
#: What the page calls each format.
FORMAT_NAMES = {"json": "JSON", "csv": "CSV", "ndjson": "NDJSON", "parquet": "Parquet", "md": "Markdown",
                "wikitext": "Wikitext"}
CHART_TYPES = {"svg": "image/svg+xml", "png": "image/png"}


def plain_order(order: str) -> str:
    """``order``, for a file format without a population column: not ``per-capita`` (JSON only)."""
    if order == "per-capita":
        raise UsageError("order 'per-capita' is for the table as JSON: this format has no population")
    return order


def attachment(filename: str) -> dict[str, str]:
    return {"Content-Disposition": f'attachment; filename="{filename}"'}


def install(app: FastAPI, service: Service, errors_doc: dict[int | str, dict[str, Any]]) -> None:
    """The download routes; ``errors_doc`` the error responses OpenAPI lists for each."""
    reader = service.reader

    def table_route(ext: str, kind: TableFormat) -> None:
        responses: dict[int | str, dict[str, Any]] = {
            200: {"description": f"the table {kind.summary}",
                  "content": {kind.media_type.split(";")[0]: {}}}, **errors_doc}

        def json_file(slug: str, order: OrderQuery = "gold", lang: LangQuery = "en", as_of: DateQuery = None,
                      as_awarded: AwardedQuery = False) -> Response:
            version = table_version(service, slug, as_of, as_awarded)
            return Response(reader.table_json_bytes(slug, order, lang, version), media_type=kind.media_type,
                            headers=attachment(f"{slug}.json"))

        def csv_file(slug: str, order: OrderQuery = "gold", lang: LangQuery = "en", bom: BomQuery = False,
                     as_of: DateQuery = None, as_awarded: AwardedQuery = False) -> Response:
            from podium.export import to_csv

            standings = reader.table(slug, plain_order(order), lang, table_version(service, slug, as_of, as_awarded))
            return Response(to_csv(standings, bom=bom).encode("utf-8"), media_type=kind.media_type,
                            headers=attachment(f"{standings.games}.csv"))

        def other_file(slug: str, order: OrderQuery = "gold", lang: LangQuery = "en", as_of: DateQuery = None,
                       as_awarded: AwardedQuery = False) -> Response:
            standings = reader.table(slug, plain_order(order), lang, table_version(service, slug, as_of, as_awarded))
            return Response(kind.write(standings), media_type=kind.media_type,
                            headers=attachment(f"{standings.games}.{ext}"))

        def text_file(slug: str, order: OrderQuery = "gold", lang: LangQuery = "en", as_of: DateQuery = None,
                      as_awarded: AwardedQuery = False) -> Response:
            # as ``podium table --format`` writes it: in the reader's words, wikitext citing its sources
            from podium.export.text import table_text

            version = table_version(service, slug, as_of, as_awarded)
            standings = reader.table(slug, plain_order(order), lang, version)
            text = table_text(reader.store, standings, ext, lang, version)
            return Response(text.encode("utf-8"), media_type=kind.media_type,
                            headers=attachment(f"{standings.games}.{ext}"))

        routes: dict[str, Callable[..., Response]] = {"json": json_file, "csv": csv_file, "md": text_file,
                                                      "wikitext": text_file}
        route = routes.get(ext, other_file)
        app.add_api_route(f"/api/games/{{slug}}/table.{ext}", route, methods=["GET"], tags=["api"],
                          response_class=Response, responses=responses, name=f"api_table_{ext}",
                          summary=f"The reconciled medal table {kind.summary}")

    for ext, kind in TABLE_FORMATS.items():
        table_route(ext, kind)

    def chart_route(chart: str, ext: str, media_type: str) -> None:
        def route(slug: str, lang: LangQuery = "en") -> Response:
            check_lang(lang)
            drawn = figures.disagreement(reader, slug, lang)
            svg = str(drawn.svg) if drawn else empty_svg()
            body = svg.encode("utf-8") if ext == "svg" else charts_png(svg)
            return Response(body, media_type=media_type, headers=attachment(f"{slug}-{chart}.{ext}"))

        app.add_api_route(f"/api/games/{{slug}}/charts/{chart}.{ext}", route, methods=["GET"], tags=["api"],
                          response_class=Response, name=f"api_chart_{chart}_{ext}",
                          responses={200: {"description": f"the chart as {ext.upper()}",
                                           "content": {media_type: {}}}, **errors_doc},
                          summary=f"Where the sources disagree: the table page's chart as {ext.upper()}")

    for chart in figures.CHARTS:
        for ext, media_type in CHART_TYPES.items():
            chart_route(chart, ext, media_type)


def empty_svg() -> str:
    """The chart of a Games whose sources agree on everything: an empty image."""
    return '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>'


def charts_png(svg: str) -> bytes:
    from .charts import to_png

    return to_png(svg)
