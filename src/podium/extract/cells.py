"""What one cell of a grid says, read on its own: a header cell's meaning (lexicon
``[header]`` words in any language, whole-cell abbreviations, medal emoji and image names), a
medal or rank count (footnote marks dropped), a totals label; and the cells themselves, with
``rowspan``/``colspan`` laid out on a grid (:func:`expand_spans`).

Medal and rank cells repeat across rows and documents (0-40, dashes, ``1.``), and totals labels
repeat across tables: these pure readings of a cell's text are cached.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from podium.extract.lexicon import fold, lexicon
from podium.extract.numbers import parse_medal_cell, parse_rank
from podium.extract.table_words import table_words
from podium.unicode_scripts import HAN_BMP_SPAN

_EMOJI = {"🥇": "gold", "🥈": "silver", "🥉": "bronze"}
#: Footnote marks (``[a]``, ``[12]``, ``*``, ``†``) and the ``?`` podium's own exports put
#: after a value the sources do not agree on.
_FOOTNOTE = re.compile(r"\[(?:[a-z]|\d{1,2}|(?:note|nb|n)\s*\d+)\]|[*†‡§^#?]+", re.I)

_TOTALS_TRIM = " \t:：*_'.。"

@dataclass(frozen=True)
class Cell:
    """One cell: ``text`` is what a reader sees (markup removed, image names kept in
    ``hint``), ``mention`` the nation as written (markup a resolver reads, such as
    ``{{flagIPC|CHN|2004 Summer}}``)."""

    text: str
    mention: str = ""
    hint: str = ""  # image file names, alt texts, colours: header meaning only
    spanned: bool = False  # a copy of a rowspan cell from a row above


class SpanningCell(NamedTuple):
    """A cell as the markup writes it, with the columns and rows it covers."""

    cell: Cell
    colspan: int = 1
    rowspan: int = 1


def expand_spans(rows: Iterable[Sequence[SpanningCell]]) -> list[tuple[Cell, ...]]:
    """Lay the rows of a table with ``colspan``/``rowspan`` cells out on a grid.

    A cell spanning several columns fills each of them; a cell spanning several rows fills
    its columns in the rows below too, and that row's own cells move right past it. Every
    copy is marked ``spanned``. Used by the HTML and wikitext readers.
    """
    out: list[tuple[Cell, ...]] = []
    pending: dict[int, tuple[Cell, int]] = {}  # column -> (cell, rows left)
    for row in rows:
        cells: list[Cell] = []
        column = 0
        queue = list(row)
        while queue or column in pending:
            if column in pending:
                cell, left = pending.pop(column)
                cells.append(Cell(cell.text, cell.mention, cell.hint, spanned=True))
                if left > 1:
                    pending[column] = (cell, left - 1)
                column += 1
                continue
            cell, colspan, rowspan = queue.pop(0)
            for offset in range(colspan):
                cells.append(cell if offset == 0 else Cell(cell.text, cell.mention, cell.hint, spanned=True))
                if rowspan > 1:
                    pending[column] = (cell, rowspan - 1)
                column += 1
        out.append(tuple(cells))
    return out



def clean_number_cell(text: str) -> str:
    """A medal or rank cell without footnote marks (``35[a]``, ``35*``) or emphasis."""
    return _FOOTNOTE.sub("", text).strip()


_LETTER = re.compile(r"[^\W\d_]")


def has_letter(text: str) -> bool:
    return _LETTER.search(text) is not None


def header_meaning(cell: Cell) -> str | None:
    """What a header cell names: rank, nation, gold, silver, bronze, total, or None."""
    text = (cell.text + " " + cell.hint).strip()
    if not text:
        return None
    for emoji, key in _EMOJI.items():
        if emoji in text:
            return key
    whole = fold(cell.text.strip()).strip(" .:")
    for key, abbreviations in table_words().abbreviations.items():
        if whole in abbreviations:
            return key
    folded = fold(text)
    best: tuple[int, int, str] | None = None
    for key, pattern in _header_patterns().items():
        match = pattern.search(folded)
        if match is not None:
            candidate = (match.start(), -len(match.group()), key)
            if best is None or candidate < best:
                best = candidate
    return best[2] if best else None


def _alternation(words: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern for ``words`` (longest first): Han words anywhere, others at a word start."""
    han = [re.escape(w) for w in words if w and w[0] in HAN_BMP_SPAN]
    other = [re.escape(w) for w in words if w and w[0] not in HAN_BMP_SPAN]
    parts = []
    if other:
        parts.append(r"(?<![^\W\d_])(?:" + "|".join(other) + ")")
    if han:
        parts.append("(?:" + "|".join(han) + ")")
    return re.compile("|".join(parts) or r"(?!)")


@lru_cache(maxsize=1)
def _header_patterns() -> dict[str, re.Pattern[str]]:
    return {key: _alternation(words) for key, words in lexicon().header.items() if key != "medals"}


@lru_cache(maxsize=1)
def _totals_pattern() -> re.Pattern[str]:
    """A totals label at the start of a folded cell, not followed by a letter."""
    words = "|".join(re.escape(w) for w in lexicon().totals)
    return re.compile(rf"(?:{words})(?![^\W\d_])")




#: A cell with two figures, the second in round brackets: ``75 (33)``, ``75<br/>(33)``.
_TWO_FIGURES = re.compile(r"\s*(\d{1,4})\s*(?:<br\s*/?>)?\s*[(（]\s*(\d{1,4})\s*[)）]\s*", re.I)


def two_figures(text: str) -> tuple[int, int] | None:
    """The figures of a cell that holds two, the second in brackets (``75 (33)``); else None."""
    match = _TWO_FIGURES.fullmatch(text)
    return (int(match.group(1)), int(match.group(2))) if match else None


@lru_cache(maxsize=4096)
def medal_value(text: str) -> int | None:
    """A medal cell's count (0 for a blank or dash), footnote marks dropped; None otherwise."""
    return parse_medal_cell(clean_number_cell(text))


@lru_cache(maxsize=4096)
def rank_value(text: str) -> int | None:
    """A rank cell's rank, footnote marks dropped; None for a blank cell or no rank."""
    cleaned = clean_number_cell(text)
    return parse_rank(cleaned) if cleaned else None


@lru_cache(maxsize=4096)
def says_totals(text: str) -> bool:
    """A cell starting with a totals label (``Total``, ``Итого:``, ``合計``)."""
    return has_letter(text) and _totals_pattern().match(fold(text).strip(_TOTALS_TRIM)) is not None
