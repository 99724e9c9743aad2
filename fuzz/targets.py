"""Fuzz targets: each takes bytes and runs one part of podium on them; only ``PodiumError``
may leave it (anything else is a crash). Used by ``fuzz/run.py`` (atheris, coverage-guided)
and by ``tests/test_fuzz.py`` (hypothesis, a short bounded run in the test command).

Every reader and layout is a target, with the sniffer, the number, rank and date grammars,
the Games identification and the nation resolver.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from podium.errors import PodiumError
from podium.model import Games

ATHENS = Games(2004, "summer", "paralympics")


def _text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


def read(data: bytes) -> None:
    from podium.readers import read_bytes

    read_bytes(data, "fuzz-input")


def analyse(data: bytes) -> None:
    from podium.analysis import analyse as run
    from podium.readers import read_bytes

    run(read_bytes(data, "fuzz-input"), ATHENS)


def _layout(module: str) -> Callable[[bytes], None]:
    def target(data: bytes) -> None:
        importlib.import_module(f"podium.extract.layouts.{module}").search(_text(data))

    target.__name__ = f"layout_{module}"
    return target


def sniff(data: bytes) -> None:
    from podium.readers.sniff import sniff_format

    sniff_format(_text(data))


def numbers(data: bytes) -> None:
    from podium.extract.numbers import parse_medal_cell, parse_rank

    text = _text(data)
    parse_medal_cell(text)
    parse_rank(text)


def dates(data: bytes) -> None:
    from podium.extract.dates import find_dates
    from podium.extract.lexicon import fold
    from podium.extract.numbers import normalize_digits

    find_dates(normalize_digits(fold(_text(data))), 2004)


def games(data: bytes) -> None:
    from podium.extract.games import identify_games, table_games

    text = _text(data)
    identify_games(text)
    table_games(text, ATHENS)


def nations(data: bytes) -> None:
    from podium import nations as registry

    text = _text(data)
    registry.resolve(text, "en", ATHENS)
    registry.resolve_together(text.splitlines()[:50], lang="ru", games=ATHENS)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "read": read,
    "analyse": analyse,
    **{f"layout_{m}": _layout(m) for m in ("html", "wikitext", "delimited", "jsonrows", "xml", "yamlrows", "sqlrows", "text")},
    "sniff": sniff,
    "numbers": numbers,
    "dates": dates,
    "games": games,
    "nations": nations,
}


def run_one(name: str, data: bytes) -> None:
    """Run target ``name`` on ``data``; a ``PodiumError`` is an answer, anything else a crash."""
    try:
        TARGETS[name](data)
    except PodiumError:
        pass
