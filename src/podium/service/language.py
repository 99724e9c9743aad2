"""The language of a web page, decided one way for every page.

``?lang=`` when the reader gave one (a language tag, checked as the API checks it); else the
best match of the browser's ``Accept-Language`` (q-values honoured) among the languages
podium has page words for (``podium.i18n.labels.languages()``, matched through
``podium.i18n.labels.fallbacks``: ``zh-TW`` reads ``zh-Hant``, ``pt-BR`` ``pt``); else English.

The links of a page keep a language the reader chose with ``?lang=``; a language that came
from the browser stays out of them, so a link someone shares opens in its reader's own
language (such a page says ``Vary: Accept-Language``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote

from podium.i18n.labels import fallbacks, languages

from .data import check_lang

#: The page language when neither ``?lang=`` nor the browser names one podium has.
DEFAULT = "en"
#: How much of an Accept-Language header is read (browsers send a few ranges).
MAX_HEADER = 1024
MAX_RANGES = 32
RANGE = re.compile(r"\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*")
QVALUE = re.compile(r"0(?:\.\d{0,3})?|1(?:\.0{0,3})?")


@dataclass(frozen=True)
class PageLanguage:
    """A page's language (``lang``) and whether the reader chose it with ``?lang=``."""

    lang: str = DEFAULT
    explicit: bool = False

    @property
    def carried(self) -> str | None:
        """The language the page's links carry: the reader's ``?lang=``, or none."""
        return self.lang if self.explicit else None

    def url(self, path: str, fragment: str | None = None) -> str:
        """An internal link from this page: ``/sources/ID?lang=ru#L26``."""
        return page_url(path, self.carried, fragment)


def page_url(path: str, lang: str | None = None, fragment: str | None = None) -> str:
    """``path`` with ``?lang=`` (when ``lang``) and then ``#fragment`` (when ``fragment``)."""
    if lang:
        path += ("&" if "?" in path else "?") + "lang=" + quote(lang, safe="")
    return f"{path}#{fragment}" if fragment else path


def accepted(header: str | None) -> list[str]:
    """The language ranges of an ``Accept-Language`` header, most wanted first (by q-value,
    then in the header's order); ranges with ``q=0`` and malformed ones are left out."""
    ranges: list[tuple[float, int, str]] = []
    for position, item in enumerate((header or "")[:MAX_HEADER].split(",")[:MAX_RANGES]):
        tag, *params = (part.strip() for part in item.split(";"))
        if not RANGE.fullmatch(tag):
            continue
        q = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                value = value.strip()
                q = float(value) if QVALUE.fullmatch(value) else 0.0
        if q > 0:
            ranges.append((-q, position, tag))
    return [tag for _, _, tag in sorted(ranges)]


def negotiate(header: str | None, available: tuple[str, ...] | None = None) -> str | None:
    """The first of ``available`` (default: the languages podium has page words for) that
    the header's ranges, most wanted first, reach through ``fallbacks``; None when none
    does (``*`` names no language: the default follows)."""
    have = {code.lower(): code for code in (languages() if available is None else available)}
    for tag in accepted(header):
        if tag == "*":
            continue
        for candidate in fallbacks(tag):
            if candidate.lower() in have:
                return have[candidate.lower()]
    return None


def choose(query: str | None, header: str | None) -> PageLanguage:
    """The page's language: ``?lang=`` (checked: a malformed tag is a ``UsageError``, 400),
    else the browser's best match, else English."""
    if query is not None:
        return PageLanguage(check_lang(query), explicit=True)
    return PageLanguage(negotiate(header) or DEFAULT)
