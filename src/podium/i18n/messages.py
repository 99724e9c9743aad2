"""Rationales as data: each part of a decision's rationale is a message key with its
arguments (``Reason``), rendered in the reader's language from the ``[reasons]`` of its
message file (``podium.i18n.files``: ``i18n/data/messages/ru.toml``).

The engines, the authority and the overrides build the parts, and only the parts: they
are rendered when read (``english(decision)`` is the English text; the store keeps it beside
the parts for the people who open it), so that deciding a Games renders nothing and the
English text and the parts cannot drift apart. Parts are joined by ``sep_parts``; a rationale that starts with its plain
sentence (``PLAIN_KEYS``, ``podium.reconcile.plain``) has it joined to the rest by
``sep_plain`` (". In detail: "). The terminal and the web pages render the same parts in the reader's
language; the JSON shapes keep the English ``rationale``.

A message's template names its arguments (``{value}``, ``{probability:.2f}``); what an
argument is follows from its name:

* a nested ``Reason`` is rendered in the same language (``pair``, ``row``, ``column``),
* a tuple is a list, joined with the language's separator for that name (``LISTS``),
* ``attribute`` and ``colour`` are attribute names, shown in the reader's words
  (``podium.i18n.labels.attribute_name``), ``status`` a decision status (``status_*`` labels),
  ``games`` a Games slug, shown as the reader's language names the Games
  (``podium.i18n.labels.games_name``),
* source ids (``SOURCES``, full ids) are shown as the reader's presenter names a source
  (``source``: the terminal's «title», the web page's link to the source's page), and as
  their 12-character prefix without one, as everywhere podium names a source by id,
* values as stated (``VALUES``) are shown as the presenter shows the decision's values
  (``value``: a host city in the reader's language), and as they are without one,
* ``note`` and ``text`` are texts as a person or an old rationale wrote them: never
  translated, and marked ``lang="en"`` in HTML,
* anything else (a value, a count, a probability) is formatted by the template; a
  non-integer number (a probability, a share) with the decimal separator of the
  template's language (``podium.i18n.numbers.format_number``: ``{probability:.2f}`` is
  ``0.55`` in English, ``0,55`` in German).

A template is a string, or a table of plural forms (``one``, ``few``, ``many``,
``other``, as CLDR names them) chosen by the argument ``n`` with CLDR's rules for the
template's language (``podium.i18n.numbers.plural_category``); a form the table lacks is
its ``other``. A language lacking a message falls back like the labels do
(``podium.i18n.languages.fallbacks``), then to English.

The messages are the ``MESSAGE_TABLES`` of each language's file: the rationales'
(``[reasons]``) and the validation findings' (``[findings]``, keys ``finding_*``:
``podium.validate`` builds those parts). ``explain_parts`` renders the parts of anything that keeps an
English text beside them (a decision's rationale, a finding's message).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from podium.i18n import files
from podium.i18n.languages import fallbacks
from podium.i18n.numbers import Number, plural_category
from podium.model import Reason

__all__ = [
    "MESSAGE_TABLES", "Explanation", "catalogue", "explain", "explain_parts", "language", "messages",
    "plural_category", "render", "render_html",
]

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeAlias

    from markupsafe import Markup

    from podium.model import Arg, Decision
    #: How a presenter names a source: its id (as the argument holds it) -> a text, or
    #: ``Markup`` in HTML (a plain text is escaped there).
    SourceName: TypeAlias = Callable[[str], Any]
    #: How a presenter shows a value as stated (``Athens`` -> ``Афины``).
    ValueShown: TypeAlias = Callable[[Any], Any]

#: Tuple arguments and the separator (a message of ``MESSAGE_TABLES``) they are joined with.
LISTS = {
    "listing": "sep_semicolon", "reasons": "sep_parts", "odds": "sep_comma",
    "rows": "sep_comma", "sources": "sep_comma", "stated": "sep_and",
    "candidates": "finding_sep_or", "lines": "finding_sep_lines", "speakers": "sep_and",
}
#: Arguments that are source ids.
SOURCES = frozenset({"source", "first", "second", "sources", "totals_source", "rows_source", "speakers", "original"})
#: Arguments that are values as stated (of the decision's attribute, or a count).
VALUES = frozenset({"value", "stated", "other"})
#: Arguments that are attribute names.
ATTRIBUTES = frozenset({"attribute", "colour"})
#: Arguments that are texts as written (an override's note, an English rationale).
AS_WRITTEN = frozenset({"note", "text"})
#: The language of texts as written.
WRITTEN_LANG = "en"
#: How the parts of a rationale are joined.
PARTS = "sep_parts"
#: How a rationale's plain first sentence (a part of this key) is joined to the rest.
PLAIN, PLAIN_KEYS = "sep_plain", frozenset({"plain_disputed", "plain_weighed", "plain_resolved", "plain_contradicted"})
#: Arguments that are Games slugs.
GAMES = frozenset({"games"})
#: The tables of a language's message file (``podium.i18n.files``) that hold messages, read
#: together: one key is in one table only.
MESSAGE_TABLES = ("reasons", "findings")


# -- the messages ---------------------------------------------------------------------


@lru_cache(maxsize=1)
def catalogue() -> dict[str, dict[str, Any]]:
    """lang -> key -> template: every language's messages, as the ``MESSAGE_TABLES`` of
    its file write them."""
    merged: dict[str, dict[str, Any]] = {}
    for lang in files.languages():
        found = merged[lang] = {}
        for name in MESSAGE_TABLES:
            table = files.read(lang)[name]
            twice = sorted(found.keys() & table.keys())
            if twice:
                raise ValueError(f"{files.path(lang)}: [{name}] messages {', '.join(twice)} are already in another table")
            found.update(table)
    return merged


@lru_cache(maxsize=64)
def messages(lang: str) -> dict[str, tuple[str, Any]]:
    """key -> (the language the template is written in, the template) for ``lang``,
    falling back like the labels, then to English."""
    table = catalogue()
    found = {key: ("en", template) for key, template in table["en"].items()}
    for candidate in reversed(fallbacks(lang)):
        found.update({key: (candidate, template) for key, template in table.get(candidate, {}).items()})
    return found


def language(lang: str) -> str:
    """The language the reasons are written in for a reader of ``lang``: ``ru`` for ``ru``,
    ``zh-Hant`` for ``zh-TW``, ``pt`` for ``pt-BR``, ``en`` for a language podium has no
    reasons in."""
    return next((c for c in fallbacks(lang) if c in catalogue()), "en")


# -- rendering ------------------------------------------------------------------------


class _Renderer:
    """Renders parts in one language, as plain text or as HTML (escaped ``Markup``),
    naming sources with ``source`` (their id's prefix without one), showing values with
    ``value`` (as they are without one)."""

    def __init__(
        self, lang: str, html: bool, source: SourceName | None = None, value: ValueShown | None = None
    ) -> None:
        from podium.i18n.labels import labels

        self.lang = lang
        self.text_lang = language(lang)
        self.messages = messages(lang)
        self.words = labels(lang)
        self.html = html
        self.source = source
        self.value = value

    def message(self, key: str) -> tuple[str, Any]:
        if key not in self.messages:
            raise KeyError(f"no message {key!r} in the {' or '.join(MESSAGE_TABLES)} of {files.path('en')}")
        return self.messages[key]

    def join(self, separator: str, items: Iterable[Any]) -> Any:
        _, sep = self.message(separator)
        if self.html:
            from markupsafe import escape

            return escape(sep).join(items)
        return sep.join(str(item) for item in items)

    def reason(self, part: Reason) -> Any:
        written_in, template = self.message(part.key)
        args = dict(part.args)
        if isinstance(template, dict):
            form = plural_category(written_in, args.get("n"))
            template = template.get(form, template["other"])
        shown = {name: self.arg(name, value, written_in) for name, value in args.items()}
        if not self.html:
            return template.format(**shown)
        from markupsafe import Markup, escape

        out = escape(template).format(**shown)
        if written_in != self.text_lang:  # a message this language lacks: English
            return Markup('<span lang="{}">{}</span>').format(written_in, out)
        return out

    def arg(self, name: str, value: Arg, written_in: str) -> Any:
        """An argument as the template (written in ``written_in``) shows it."""
        if isinstance(value, Reason):
            return self.reason(value)
        if isinstance(value, tuple):
            return self.join(LISTS.get(name, "sep_comma"), (self.arg(name, v, written_in) for v in value))
        if name in SOURCES:
            return str(value)[:12] if self.source is None else self.source(str(value))
        if name in VALUES and self.value is not None:
            return self.value(value)
        if name in ATTRIBUTES:
            from podium.i18n.labels import attribute_name

            return attribute_name(str(value), self.words)
        if name == "status":
            return self.words.get(f"status_{value}", str(value))
        if name in GAMES:
            from podium.i18n.labels import games_name

            return games_name(str(value), self.lang)
        if name in AS_WRITTEN and self.html:
            from markupsafe import Markup

            return Markup('<span lang="{}">{}</span>').format(WRITTEN_LANG, str(value))
        if isinstance(value, float) and name not in VALUES:  # a probability, a share: 0,55 in German
            return Number(value, written_in)
        return value

    def parts(self, parts: Sequence[Reason]) -> Any:
        if len(parts) > 1 and parts[0].key in PLAIN_KEYS:  # the plain sentence, then the details
            return self.join(PLAIN, (self.reason(parts[0]), self.parts(parts[1:])))
        return self.join(PARTS, (self.reason(p) for p in parts))


def render(
    parts: Sequence[Reason], lang: str = "en", *, source: SourceName | None = None,
    value: ValueShown | None = None,
) -> str:
    """The parts as one text in ``lang``; in English, without ``source`` and ``value``,
    the contract's ``rationale`` (``english``). ``source`` names a source (``podium.i18n.naming.quoted_title``),
    ``value`` shows a value (``podium.i18n.naming.fact_value``)."""
    return str(_Renderer(lang, html=False, source=source, value=value).parts(parts))


def english(decision: Decision) -> str:
    """The decision's rationale in English (the contract's ``rationale``): its parts rendered,
    or the text as written of a decision stored without them."""
    return render(decision.reasons) if decision.reasons else decision.rationale


def render_html(
    parts: Sequence[Reason], lang: str = "en", *, source: SourceName | None = None,
    value: ValueShown | None = None,
) -> Markup:
    """The parts as escaped HTML in ``lang``: texts as written, and messages the language
    lacks, are marked with their own language. ``source`` names a source (a link to its
    page: ``podium.service.pages.source_link``), ``value`` shows a value; what they return
    as text is escaped."""
    return _Renderer(lang, html=True, source=source, value=value).parts(parts)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class Explanation:
    """A decision's rationale for one reader: the text (escaped ``Markup`` for HTML) and
    the language it is written in."""

    text: str
    lang: str


def explain(
    decision: Decision, lang: str = "en", *, html: bool = False, source: SourceName | None = None,
    value: ValueShown | None = None,
) -> Explanation:
    """The decision's rationale in ``lang``, from its parts, with sources named by
    ``source`` and values shown by ``value``."""
    return explain_parts(decision.reasons, lang, html=html, source=source, value=value)


def explain_parts(
    parts: Sequence[Reason], lang: str = "en", *, html: bool = False,
    source: SourceName | None = None, value: ValueShown | None = None,
) -> Explanation:
    """The parts of a rationale or of a finding's message in ``lang`` (as ``explain``
    renders a decision's), with the language they are written in."""
    if html:
        return Explanation(render_html(parts, lang, source=source, value=value), language(lang))
    return Explanation(render(parts, lang, source=source, value=value), language(lang))
