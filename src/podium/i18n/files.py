"""The message files: one per language, ``data/messages/<tag>.toml`` (``en.toml``,
``zh-Hant.toml``), each with the language's words around a table and of the pages
(``[labels]``, read by ``podium.i18n.labels``), the parts of a decision's rationale
(``[reasons]``) and the findings of a document (``[findings]``, both read by
``podium.i18n.messages``). ``en.toml`` says what each word and message is and what its
arguments are. A file is read the first time one of its words is wanted.
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

#: Where the files are, in the package ``podium.i18n``.
DIRECTORY = "data/messages"
#: The tables every file has.
TABLES = ("labels", "reasons", "findings")


def _directory() -> Traversable:
    return resources.files("podium.i18n").joinpath(DIRECTORY)


def path(lang: str) -> str:
    """A language's file, as errors name it: ``i18n/data/messages/ru.toml``."""
    return f"i18n/{DIRECTORY}/{lang}.toml"


@lru_cache(maxsize=1)
def languages() -> tuple[str, ...]:
    """The languages podium has words in: the tags its files are named by, sorted."""
    names = (entry.name for entry in _directory().iterdir())
    return tuple(sorted(name.removesuffix(".toml") for name in names if name.endswith(".toml")))


def read(lang: str) -> dict[str, dict[str, Any]]:
    """table (``TABLES``) -> key -> word or message, of ``lang``'s file (a tag as
    ``languages()`` spells it); every table empty for a language without a file. A file
    with another table is refused (``ValueError``)."""
    if lang not in languages():  # a reader's tag: not kept, whatever it is
        return {table: {} for table in TABLES}
    return _read(lang)


@cache
def _read(lang: str) -> dict[str, dict[str, Any]]:
    from podium import kept  # not at import: `podium table --format json` checks a tag, reads no words

    found = kept.toml(_directory().joinpath(f"{lang}.toml").read_text(encoding="utf-8"))
    other = sorted(found.keys() - set(TABLES))
    if other:
        raise ValueError(f"{path(lang)}: tables {', '.join(other)}; a message file has {', '.join(TABLES)}")
    return {table: found.get(table, {}) for table in TABLES}
