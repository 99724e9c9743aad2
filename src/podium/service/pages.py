"""The HTML pages, rendered on the server with Jinja2 (autoescaped: every text that came
from a document is shown as text)."""

from __future__ import annotations

import hmac
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import Depends, FastAPI, Header, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from podium import nations
from podium.actions.queries import source_titles
from podium.errors import BadInput
from podium.i18n.labels import attribute_name, games_name, labels
from podium.i18n.labels import languages as label_languages
from podium.i18n.naming import TITLE_WIDTH, fact_value, short
from podium.i18n.numbers import format_number
from podium.model import GAMES_SUBJECT, NATION_ATTRIBUTES, Decision, Finding, Value
from podium.rank import ORDERS

from . import charts, errors
from .context import COOKIE
from .language import PageLanguage, choose, page_url
from .uploads import is_form, read_form, read_raw

if TYPE_CHECKING:
    from podium.analysis import SourceAnalysis

    from .context import Service

#: How each language of nation names is offered in the language switch.
LANGUAGE_NAMES = {
    "en": "English", "ru": "Русский", "zh-Hans": "简体中文", "zh-Hant": "繁體中文",
    "fr": "Français", "es": "Español", "de": "Deutsch", "ar": "العربية", "bg": "Български",
    "ca": "Català", "cs": "Čeština", "da": "Dansk", "el": "Ελληνικά", "et": "Eesti",
    "fa": "فارسی", "fi": "Suomi", "he": "עברית", "hi": "हिन्दी", "hr": "Hrvatski",
    "hu": "Magyar", "id": "Bahasa Indonesia", "it": "Italiano", "ja": "日本語", "ko": "한국어",
    "lt": "Lietuvių", "lv": "Latviešu", "ms": "Bahasa Melayu", "nb": "Norsk bokmål",
    "nl": "Nederlands", "pl": "Polski", "pt": "Português", "ro": "Română", "sk": "Slovenčina",
    "sl": "Slovenščina", "sr": "Српски", "sv": "Svenska", "th": "ไทย", "tr": "Türkçe",
    "uk": "Українська", "vi": "Tiếng Việt",
}
#: The languages offered as links; the others are in a drop-down list.
MAIN_LANGUAGES = ("en", "ru", "zh-Hans", "zh-Hant", "fr", "es", "de")
#: The most bytes the upload form's token step may send.
TOKEN_FORM_LIMIT = 4096
OrderQuery = Annotated[str, Query(max_length=20, description="gold, total or weighted")]
PageLangQuery = Annotated[str | None, Query(
    max_length=40, description="the page's language, and its nation names' (en, ru, zh-Hans...); "
    "without it, the best of Accept-Language (links then leave it out), else English")]
AcceptLanguage = Annotated[str | None, Header(
    description="the reader's languages, for a page without ?lang=")]


def page_language(lang: PageLangQuery = None, accept_language: AcceptLanguage = None) -> PageLanguage:
    """Every page's language, one way (``language.choose``)."""
    return choose(lang, accept_language)


Language = Annotated[PageLanguage, Depends(page_language)]


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("podium.service", "templates"),
        autoescape=select_autoescape(["html", "svg"], default=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["games_name"] = games_name
    env.globals["rationale"] = rationale
    env.globals["finding_message"] = finding_message
    env.globals["counted"] = counted
    env.globals["read_summary"] = read_summary
    env.globals["shown"] = shown
    env.globals["format_number"] = format_number
    env.filters["fill"] = fill
    return env


def fill(label: str, **parts: Any) -> Markup:
    """A label with its ``{name}`` placeholders filled: the label and plain parts escaped,
    ``Markup`` parts (a link, a mark) kept as HTML."""
    return escape(label).format(**parts)


def attribute_word(words: dict[str, str], attribute: str) -> str:
    """An attribute as a heading in the reader's language: a nation's as its column header
    (``Bronze``), a fact's as its word, capitalised (``Host city``, ``Город-организатор``)."""
    if attribute in NATION_ATTRIBUTES:
        return words[attribute]
    word = attribute_name(attribute, words)
    return word[:1].upper() + word[1:]


def rationale(decision: Decision, lang: str, titles: Callable[[str], str | None] | None = None,
              carried: str | None = None) -> Any:
    """The decision's rationale as HTML in the page's language, with ``.lang`` the language
    it is written in (a page marks it when it differs from its own), a host city or country
    in that language (``shown``); with ``titles``, each source a link to its page, named by
    its title (``source_link``), carrying the page's ``carried`` language."""
    from podium.i18n.messages import explain

    return explain(decision, lang, html=True, source=None if titles is None else source_link(titles, carried),
                   value=lambda value: shown(decision, value, lang))


def finding_message(finding: Finding, lang: str) -> Any:
    """A finding's message as HTML in the page's language, with ``.lang`` the language it is
    written in. The page links the line before the message, so the message leaves its "line N:" out."""
    from podium.i18n.messages import explain_parts

    parts = finding.reasons
    if len(parts) == 1 and parts[0].key == "finding_at":
        parts = (parts[0].arg("finding"),)  # type: ignore[assignment]
    return explain_parts(parts, lang, html=True)


def counted(what: str, n: int, lang: str) -> str:
    """A count in the reader's words, in its plural form (data/findings.toml's
    ``finding_count_<what>``, as ``podium ingest`` counts): ``1 error``, ``3 ошибки``."""
    from podium.i18n.messages import render
    from podium.model import reason

    return render([reason(f"finding_count_{what}", n=n)], lang)


def read_summary(analysis: SourceAnalysis, lang: str) -> str:
    """What podium read in a document, as ``podium check`` says it: ``1 table, 75 rows, 9 facts``."""
    from podium.i18n.messages import render
    from podium.model import reason

    return render([reason("finding_read", tables=reason("finding_count_tables", n=len(analysis.tables)),
                          row_count=reason("finding_count_rows", n=analysis.row_count),
                          fact_count=reason("finding_count_facts", n=len(analysis.facts)))], lang)


def source_link(titles: Callable[[str], str | None], lang: str | None = None) -> Callable[[str], Markup]:
    """A source as a rationale on a page names it: a link to the source's page (with
    ``?lang=`` when ``lang``, the language the page's links carry), its text the source's
    title shortened as on the terminal (the whole title in ``title``), or its id's
    12-character prefix when it has no title."""

    def link(source: str) -> Markup:
        href = page_url(f"/sources/{source}", lang)
        title = titles(source)
        if not title:
            return Markup('<a class="source" href="{}">{}</a>').format(href, source[:12])
        return Markup('<a class="source" href="{}" title="{}">{}</a>').format(
            href, title, short(title, TITLE_WIDTH))

    return link


def shown(decision: Decision, value: Value | None, lang: str) -> Value | None:
    """One of the decision's values as the page's reader is shown it: a host city or
    country in their language (the JSON API keeps the English name)."""
    return fact_value(decision.attribute, value, lang, decision.games)


def render(template: str, language: PageLanguage, **context: Any) -> HTMLResponse:
    """A page in ``language``: its ``lang``, its ``words`` (``labels``), ``url`` for its
    internal links and ``carried`` the language they carry. A page whose language came from
    the browser varies by Accept-Language."""
    html = environment().get_template(template).render(
        {"lang": language.lang, "words": labels(language.lang), "url": language.url,
         "carried": language.carried, "page_languages": page_languages(),
         "language_names": LANGUAGE_NAMES, **context})
    headers = None if language.explicit else {"Vary": "Accept-Language"}
    return HTMLResponse(html, headers=headers)


def main_first(have: set[str]) -> tuple[str, ...]:
    """Language codes in the order pages offer them: the main ones first, in
    ``MAIN_LANGUAGES`` order, then the others by code."""
    return tuple(c for c in MAIN_LANGUAGES if c in have) + tuple(sorted(have - set(MAIN_LANGUAGES)))


def page_languages() -> tuple[str, ...]:
    """The languages every page offers to switch to: those with page words."""
    return main_first(set(label_languages()))


def languages() -> list[tuple[str, str]]:
    """(code, name in that language) of every language podium has nation names in."""
    return [(code, LANGUAGE_NAMES.get(code, code)) for code in main_first(set(nations.languages()) | {"en"})]


def conflict_map(decisions: list[Decision]) -> dict[tuple[str, str], Decision]:
    return {(d.subject, d.attribute): d for d in decisions}


def install(app: FastAPI, service: Service) -> None:
    reader = service.reader

    @app.get("/", response_class=HTMLResponse, tags=["pages"], summary="The Games in the store")
    def index(language: Language) -> HTMLResponse:
        return render("index.html", language, games=reader.games(), sources=len(reader.sources()))

    @app.get("/games/{slug}", response_class=HTMLResponse, tags=["pages"],
             summary="The medal table page")
    def games_page(language: Language, slug: str, order: OrderQuery = "gold") -> HTMLResponse:
        standings = reader.table(slug, order, language.lang)
        decisions = reader.conflicts(standings.games)
        records, pairs = reader.agreement(standings.games)
        words = labels(language.lang)
        return render(
            "table.html",
            language,
            standings=standings,
            conflicts=conflict_map(decisions),
            games_conflicts=[d for d in decisions if d.subject == GAMES_SUBJECT],
            titles=source_titles(reader.store),
            languages=languages(),
            main_languages=MAIN_LANGUAGES,
            orders=[(o, words[f"by_{o}"]) for o in ORDERS],
            medals_chart=charts.medals_svg(standings, words),
            agreement_chart=charts.agreement_svg(records, pairs, words),
            sources=records,
        )

    @app.get("/games/{slug}/conflicts", response_class=HTMLResponse, tags=["pages"],
             summary="Where the sources disagree, with rationales")
    def conflicts_page(language: Language, slug: str) -> HTMLResponse:
        slug = reader.known_games(slug)
        name = _namer(language.lang, slug)
        words = labels(language.lang)
        return render("conflicts.html", language, slug=slug,
                      decisions=reader.conflicts(slug), facts=reader.facts(slug),
                      titles=source_titles(reader.store), name=name,
                      attribute=lambda a: attribute_word(words, a), languages=languages())

    @app.get("/sources", response_class=HTMLResponse, tags=["pages"], summary="The documents")
    def sources_page(language: Language) -> HTMLResponse:
        return render("sources.html", language, sources=reader.sources())

    @app.get("/sources/{source_id}", response_class=HTMLResponse, tags=["pages"],
             summary="A document: its text, the lines read highlighted, and its findings")
    def source_page(language: Language, source_id: str) -> HTMLResponse:
        record = reader.source(source_id)
        analysis = reader.analysis(record)
        read = reader.read_lines(analysis, language.lang)
        findings_by_line: dict[int, list[Any]] = {}
        for f in analysis.findings:
            if f.line is not None:
                findings_by_line.setdefault(f.line, []).append(f)
        return render("source.html", language, record=record, document=analysis.document,
                      lines=analysis.document.text.split("\n"), read=read,
                      findings=analysis.findings, findings_by_line=findings_by_line,
                      analysis=analysis)

    @app.get("/docs", response_class=HTMLResponse, tags=["pages"],
             summary="The API's routes, from /openapi.json")
    def docs(language: Language) -> HTMLResponse:
        spec = app.openapi()
        routes = [
            (method.upper(), path, op.get("summary", ""), [p["name"] for p in op.get("parameters", [])])
            for path, ops in spec["paths"].items()
            for method, op in ops.items()
        ]
        return render("docs.html", language, routes=routes)

    @app.get("/upload", response_class=HTMLResponse, tags=["pages"], summary="The upload form")
    def upload_form(request: Request, language: Language) -> HTMLResponse:
        page = render("upload.html", language, max_upload=service.max_upload,
                      writable=service.token is not None, signed_in=service.signed_in(request))
        page.headers["Cache-Control"] = "no-store"  # what it shows depends on the form's cookie
        return page


def install_upload_form(app: FastAPI, service: Service) -> None:
    """The upload form's two steps: the token, kept in a cookie (a form cannot send a header,
    and a token in the upload's body could only be read after the body); then the document,
    refused before its body is read without the cookie or a bearer token."""

    @app.post("/upload/token", tags=["pages"], summary="The upload form's token, kept in a cookie",
              responses={303: {"description": "the token is right; back to the upload form"}})
    async def upload_token(request: Request, language: Language) -> RedirectResponse:
        service.refuse_disabled()
        from urllib.parse import parse_qs

        body = await read_raw(request, TOKEN_FORM_LIMIT)
        given = parse_qs(body.decode("utf-8", errors="replace")).get("token", [""])[0].strip()
        if not given or not hmac.compare_digest(given.encode(), service.refuse_disabled().encode()):
            raise errors.ApiError(401, "wrong token")
        response = RedirectResponse(language.url("/upload"), status_code=303)
        response.set_cookie(COOKIE, service.form_cookie(), path="/upload", httponly=True, samesite="strict",
                            secure=request.url.scheme == "https")
        return response

    @app.post("/upload", tags=["pages"], summary="Upload a document from the form (after its token step, "
              "or with Authorization: Bearer $PODIUM_TOKEN)",
              responses={303: {"description": "stored; see the source page"}})
    async def upload_post(request: Request, language: Language) -> RedirectResponse:
        who = service.authorize(request, form=True)  # from the headers: nothing of the body is read before
        if not is_form(request):
            raise errors.ApiError(415, "the upload form sends multipart/form-data")
        upload = await read_form(request, service.max_upload)
        if upload.data is None or not (upload.data or upload.filename):
            raise errors.ApiError(422, "choose a file to upload")
        if not upload.data:
            raise BadInput("empty upload")
        games = upload.fields.get("games", "").strip() or None
        from starlette.concurrency import run_in_threadpool

        _, read = await run_in_threadpool(service.ingest, upload.data, upload.filename or "document", games, who)
        return RedirectResponse(language.url(f"/sources/{read['id']}"), status_code=303)


def _namer(lang: str, games: str) -> Any:
    from podium.i18n.naming import display_name

    named = display_name(lang, games)
    return lambda subject: games_name(games, lang) if subject == GAMES_SUBJECT else named(subject)
