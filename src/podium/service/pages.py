"""The HTML pages, rendered on the server with Jinja2 (autoescaped: every text that came
from a document is shown as text)."""

from __future__ import annotations

import hmac
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import Depends, FastAPI, Header, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from podium import nations
from podium.actions.queries import source_titles
from podium.errors import BadInput, PodiumError
from podium.i18n.labels import games_name
from podium.i18n.labels import languages as label_languages
from podium.i18n.naming import SHOWN_SOURCES, TITLE_WIDTH, cut, fact_value, named_and_more, sources_named
from podium.i18n.numbers import format_number
from podium.model import GAMES_SUBJECT, Claim, Decision, Finding, Support, Value
from podium.rank import ORDERS

from . import errors, figures
from .context import COOKIE
from .downloads import FORMAT_NAMES, TABLE_FORMATS
from .figures import attribute_word, namer
from .language import PageLanguage, choose, page_url
from .uploads import is_form, read_form, read_raw
from .versions import AwardedQuery, DateQuery, table_version
from .wording import names_language, size, words, words_language

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
OrderQuery = Annotated[str, Query(max_length=20, description="gold, total, weighted or per-capita (total medals per million people)")]
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
    env.globals["named_claims"] = named_claims  # a value's first five claims named, the others counted
    env.globals["named_sources"] = named_sources  # its first five sources named, the others counted
    env.globals["brief"] = lambda titles, source: cut(titles, source, 24)  # a source in a narrow column
    env.filters["fill"] = fill
    return env


def named_claims(support: Support) -> tuple[Sequence[Claim], int]:
    """The claims a page names of a value (``named_and_more``: the first five past six) and how
    many it counts after them, of all its claims when only its first sources' are read
    (``Support.stated``: more than six of them, so more than six claims)."""
    if support.stated is None:
        return named_and_more(support.claims)
    return support.claims[:SHOWN_SOURCES], support.stated.claims - SHOWN_SOURCES


def named_sources(support: Support) -> tuple[Sequence[Claim], int]:
    """Each source's first claim of a value as a page names them (``named_and_more``) and how
    many sources it counts after them, of all its sources when only its first are read."""
    listed, more = sources_named(support.claims, support.stated)
    return [said[0] for _, said in listed], more


def fill(label: str, **parts: Any) -> Markup:
    """A label with its ``{name}`` placeholders filled: the label and plain parts escaped,
    ``Markup`` parts (a link, a mark) kept as HTML."""
    return escape(label).format(**parts)


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
            href, title, cut(titles, source, TITLE_WIDTH))

    return link


def shown(decision: Decision, value: Value | None, lang: str) -> Value | None:
    """One of the decision's values as the page's reader is shown it: a host city or
    country in their language (the JSON API keeps the English name)."""
    return fact_value(decision.attribute, value, lang, decision.games)


def render(template: str, language: PageLanguage, status_code: int = 200, **context: Any) -> HTMLResponse:
    """A page in ``language``: its ``lang`` (the language its words are really in:
    ``?lang=ar`` has English words, and says so), ``asked`` the language the reader asked
    for, ``names_lang`` the one its nation names are in, its ``words``, ``url`` for its
    internal links and ``carried`` the language they carry. A page whose language came from
    the browser varies by Accept-Language."""
    lang = words_language(language.lang)
    page_words = words(language.lang)
    missing = None
    if lang != language.lang and lang == "en" and not language.lang.lower().startswith("en"):
        missing = page_words["words_missing"].format(language=LANGUAGE_NAMES.get(language.lang, language.lang))
    html = environment().get_template(template).render(
        {"lang": lang, "asked": language.lang, "words": page_words, "url": language.url,
         "names_lang": names_language(language.lang, nation_languages()),
         "carried": language.carried, "page_languages": page_languages(), "words_missing": missing,
         "language_names": LANGUAGE_NAMES, "games_slug": None, **context})
    headers = None if language.explicit else {"Vary": "Accept-Language"}
    return HTMLResponse(html, status_code=status_code, headers=headers)


def nation_languages() -> tuple[str, ...]:
    """The languages podium has nation names in (English among them)."""
    return tuple(set(nations.languages()) | {"en"})


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


def host_names(slug: str, rows: Any, names_lang: str) -> tuple[tuple[str, ...], str]:
    """The hosts of a Games (``podium.export.hosts``) and their names joined, as the table's
    note names them (``Greece``; ``Australia, New Zealand``)."""
    from podium.export import host_nocs

    hosts = host_nocs(slug)
    shown = {r.noc: r.name for r in rows}
    named = namer(names_lang, slug)
    return hosts, ", ".join(shown.get(noc) or named(noc) for noc in hosts)


def embed_snippet(request: Request, slug: str, chart: str, width: int, height: int, title: str,
                  lang: str | None) -> str:
    """The ``<iframe>`` to copy into another page: this server's embedded chart, sized to it."""
    src = page_url(f"{str(request.base_url).rstrip('/')}/embed/games/{slug}/{chart}", lang)
    return (f'<iframe src="{escape(src)}" width="{width}" height="{height + 40}" title="{escape(title)}" '
            f'loading="lazy"></iframe>')


def version_query(as_of: str | None, as_awarded: bool) -> str:
    """The part of a link's query that asks for the version a page shows."""
    return f"&as_of={as_of}" if as_of else "&as_awarded=true" if as_awarded else ""


def versions_context(store: Any, games: str, chosen: str | None, lang: str) -> dict[str, Any]:
    """What the table page says of the versions of its Games' table, when a source states a
    time: each version with the link that shows it, the one shown, and the race chart when
    there are tables of the days of the Games."""
    from podium.actions.versions import dated, version_words
    from podium.reconcile.versions import FINAL, is_interim

    known = dated(store, games)
    if not known:
        return {"versions": [], "race": None}
    shown = chosen if chosen is not None else next(v.name for v in known if v.current)

    def query(name: str) -> str | None:
        if any(v.current and v.name == name for v in known):
            return "?"
        if name == FINAL:
            return "?as_awarded=true"
        from podium.reconcile.versions import version_day

        day = version_day(name)
        return f"?as_of={day}" if day else None  # a correction with no date: no link reaches it alone

    race = None
    if any(is_interim(v.name) for v in known):
        from podium.export.race import race_chart

        race = Markup(race_chart(store, games, words_language(lang)))
    return {"versions": [(version_words(v.name, words_language(lang)), query(v.name), v.name == shown) for v in known],
            "race": race, "changes_link": len([v for v in known if not is_interim(v.name)]) > 1}


def install(app: FastAPI, service: Service) -> None:
    reader = service.reader

    @app.get("/", response_class=HTMLResponse, tags=["pages"], summary="The Games in the store")
    def index(language: Language) -> HTMLResponse:
        return render("index.html", language, games=reader.games(), sources=len(reader.sources()))

    @app.get("/games/{slug}", response_class=HTMLResponse, tags=["pages"],
             summary="The medal table page")
    def games_page(request: Request, language: Language, slug: str, order: OrderQuery = "gold",
                   as_of: DateQuery = None, as_awarded: AwardedQuery = False) -> HTMLResponse:
        chosen = table_version(service, slug, as_of, as_awarded)
        standings = reader.table(slug, order, language.lang, chosen)
        decisions = reader.conflicts(standings.games, SHOWN_SOURCES)
        page_words = words(language.lang)
        names_lang = names_language(language.lang, nation_languages())
        chart = figures.disagreement(reader, standings.games, language.lang, names_lang, decisions)
        hosts, hosts_named = host_names(standings.games, standings.rows, names_lang)
        lang_query = f"&lang={language.lang}"
        return render(
            "table.html",
            language,
            standings=standings,
            games_slug=standings.games,
            conflicts=conflict_map(decisions),
            games_conflicts=[d for d in decisions if d.subject == GAMES_SUBJECT],
            titles=source_titles(reader.store),
            languages=languages(),
            main_languages=MAIN_LANGUAGES,
            orders=[(o, page_words.get(f"by_{o}", o)) for o in ORDERS],
            chart=chart,
            embed=embed_snippet(request, standings.games, "disagreement", chart.width, chart.height,
                                page_words["chart_disagreement"], language.carried) if chart else "",
            downloads=[(FORMAT_NAMES[ext], f"/api/games/{standings.games}/table.{ext}?order={standings.order}"
                        + lang_query + version_query(as_of, as_awarded)) for ext in TABLE_FORMATS
                       if ext == "json" or standings.order != "per-capita"],
            chart_files=[(ext.upper(), f"/api/games/{standings.games}/charts/disagreement.{ext}?lang={language.lang}")
                         for ext in ("svg", "png")],
            hosts=hosts,
            hosts_named=hosts_named,
            sources=figures.sources_of(reader, standings.games),
            **versions_context(reader.store, standings.games, chosen, language.lang),
        )

    @app.get("/games/{slug}/changes", response_class=HTMLResponse, tags=["pages"],
             summary="What changed between the versions of the table (as `podium changes`)")
    def changes_page(language: Language, slug: str) -> HTMLResponse:
        from podium.actions.versions import changes, version_words

        slug = reader.known_games(slug)
        found = changes(reader.store, slug)
        pairs = [[c for c in found if (c.from_version, c.to_version) == pair]
                 for pair in dict.fromkeys((c.from_version, c.to_version) for c in found)]
        return render("changes.html", language, slug=slug, games_slug=slug, pairs=pairs,
                      titles=source_titles(reader.store),
                      version_word=lambda v: version_words(v, words_language(language.lang)),
                      attribute=lambda a: attribute_word(words(language.lang), a), name=namer(language.lang, slug))

    @app.get("/facts", response_class=HTMLResponse, tags=["pages"], summary="The facts of each Games")
    def facts_index(language: Language) -> HTMLResponse:
        return render("facts_index.html", language, games=reader.games())

    @app.get("/games/{slug}/facts", response_class=HTMLResponse, tags=["pages"],
             summary="Facts about the Games, each with its status and sources")
    def facts_page(language: Language, slug: str) -> HTMLResponse:
        slug = reader.known_games(slug)
        page_words = words(language.lang)
        return render("facts.html", language, slug=slug, games_slug=slug, facts=reader.facts(slug, SHOWN_SOURCES),
                      titles=source_titles(reader.store), attribute=lambda a: attribute_word(page_words, a))

    @app.get("/embed/games/{slug}/{chart}", response_class=HTMLResponse, tags=["pages"],
             summary="A chart alone, to embed in another page with an <iframe>")
    def embed_page(language: Language, slug: str, chart: str) -> HTMLResponse:
        if chart not in figures.CHARTS:
            from podium.errors import NotFound

            raise NotFound(f"no chart {chart[:40]!r}: charts are {', '.join(figures.CHARTS)}")
        slug = reader.known_games(slug)
        drawn = figures.disagreement(reader, slug, language.lang)
        return render("embed.html", language, slug=slug, games_slug=slug, chart=drawn)

    @app.get("/games/{slug}/conflicts", response_class=HTMLResponse, tags=["pages"],
             summary="Where the sources disagree, with rationales")
    def conflicts_page(language: Language, slug: str) -> HTMLResponse:
        slug = reader.known_games(slug)
        name = namer(language.lang, slug)
        page_words = words(language.lang)
        return render("conflicts.html", language, slug=slug, games_slug=slug,
                      decisions=reader.conflicts(slug, SHOWN_SOURCES), facts=reader.facts(slug, SHOWN_SOURCES),
                      titles=source_titles(reader.store), name=name,
                      attribute=lambda a: attribute_word(page_words, a), languages=languages())

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
        page = render("upload.html", language, max_upload=size(service.max_upload, language.lang),
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


def error_page(service: Service) -> errors.ErrorPage:
    """An error as a browser is shown it: a page in the reader's language (``?lang=``, else
    Accept-Language), its heading and hint in their words, the server's own message
    (English, marked so) below, and a link back; the status and headers of the error."""

    def page(request: Request, status: int, message: str, headers: dict[str, str] | None) -> HTMLResponse:
        query = request.query_params.get("lang")
        try:
            language = choose(query, request.headers.get("accept-language"))
        except PodiumError:  # the error may be the bad ?lang= itself
            language = choose(None, request.headers.get("accept-language"))
        page_words = words(language.lang)
        key = status if f"error_title_{status}" in page_words else (500 if status >= 500 else 400)
        back = "/upload" if request.url.path.startswith("/upload") else "/"
        response = render(
            "error.html", language, status_code=status, status=status,
            title=page_words[f"error_title_{key}"],
            hint=page_words[f"error_hint_{key}"].format(size=size(service.max_upload, language.lang)),
            message=message, back=back,
            back_label=page_words["error_upload" if back == "/upload" else "error_home"])
        for name, value in (headers or {}).items():
            response.headers[name] = value
        return response

    return page
