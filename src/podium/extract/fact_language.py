"""Which language's fact grammar a document is read with (``extract/facts.py``).

A document's facts are read with its own language's words only (its ``lexicon/<lang>.toml``):
a word of one language never triggers in another (Dutch ``men`` is "one", not "men"; an
English ``sports`` inside a Polish page's address). A document whose language is unknown
(``und``) is read with every lexicon's words, merged; a language with no fact grammar gives
no facts (:func:`has_fact_grammar`).

:func:`reading_language` sets the language for the time a document is read; the words and
patterns built from the lexicons (``fact_grammar.fact_words`` and those made from them) are
built once per language and cached by it (:func:`per_language`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache, wraps
from typing import Any, TypeVar

from podium.extract.lexicon import lexicon_files

T = TypeVar("T")

#: Languages a lexicon file names under another code (Norwegian Bokmål is ``nb``).
LANGUAGE_ALIASES = {"no": "nb", "nn": "nb", "iw": "he", "in": "id"}
_UNKNOWN = ("", "und", "mul", "zxx")
_LANGUAGE: ContextVar[str | None] = ContextVar("podium_fact_language", default=None)


def grammar_language() -> str | None:
    """The lexicon language the facts are being read in; None: every lexicon's words."""
    return _LANGUAGE.get()


@lru_cache(maxsize=1)
def _fact_languages() -> frozenset[str]:
    return frozenset(str(data.get("language", "")).lower() for data in lexicon_files() if data.get("facts"))


def lexicon_language(language: str | None) -> str | None:
    """The lexicon whose fact grammar reads a document in ``language`` (BCP 47: ``pt-BR`` is
    ``pt``, ``no`` is ``nb``); None when the language is unknown or has no fact grammar."""
    base = (language or "und").split("-")[0].lower()
    base = LANGUAGE_ALIASES.get(base, base)
    return base if base in _fact_languages() else None


@lru_cache(maxsize=64)
def has_fact_grammar(language: str | None) -> bool:
    """Whether a document in ``language`` (BCP 47) can be read for facts: a lexicon of that
    language has a ``[facts]`` table, or the language is unknown (``und``: every lexicon's words
    are tried). A language with no fact grammar gives no facts, rather than other languages'
    guesses (Czech ``10 625 sportovců`` read through another language's nouns)."""
    base = (language or "und").split("-")[0].lower()
    return base in _UNKNOWN or lexicon_language(language) is not None


@contextmanager
def reading_language(language: str | None) -> Iterator[None]:
    """Read facts in ``language``'s grammar (every lexicon's when it is unknown) while inside."""
    token = _LANGUAGE.set(lexicon_language(language))
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def lexicons_read() -> tuple[dict[str, Any], ...]:
    """The lexicon files of the language being read (all of them when it is unknown)."""
    language = grammar_language()
    files = lexicon_files()
    return files if language is None else tuple(d for d in files if str(d.get("language", "")).lower() == language)


def per_language(build: Callable[[], T]) -> Callable[[], T]:
    """``build`` cached once per language being read (:func:`grammar_language`)."""

    @lru_cache(maxsize=64)
    def cached(language: str | None) -> T:
        return build()

    @wraps(build)
    def wrapper() -> T:
        return cached(grammar_language())

    wrapper.cache_clear = cached.cache_clear  # type: ignore[attr-defined]
    return wrapper
