"""Space-aligned plain-text tables whose header puts a rank after the nation (``Nation
Gold Silver Bronze Total Rank``, ``Rank NOC Gold Silver Bronze Total Rank by Total``): the
columns come from the header's words and where they sit, each line below is read by those columns (a missing cell found by alignment), and the
block is read as a grid (``podium.extract.grid``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from podium.extract.grid import Cell as GridCell
from podium.extract.grid import Grid, GridRow, Rejection, header_meaning, read_grid
from podium.extract.layouts.text_lines import (
    MIN_ROWS,
    SPACED_TOKEN,
    Cell,
    Line,
    has_letter,
    heading_above,
    is_ellipsis,
    layout_of,
    number_of,
    skippable,
    spaced_cells,
    without_marks,
)
from podium.extract.lexicon import fold, lexicon
from podium.model import MedalTable


@dataclass(frozen=True)
class Column:
    """A column of a space-aligned header: what it names and where its words sit."""

    meaning: str | None  # rank, nation, gold, silver, bronze, total; None: a word of no meaning
    start: int
    end: int


def header_columns(header: Line) -> list[Column] | None:
    """The columns of a space-aligned header line, when it names a nation (or leaves one
    column unnamed, or blank before its first word) and gold, silver and bronze: each meaningful word opens a column; a word of
    no meaning (``medals``), or of the meaning before it (``Nation (NOC)``), or of one met
    before and one space after the column before (``Rank by Total``), widens the column before it."""
    if layout_of(header.text) != "spaced":
        return None
    columns: list[Column] = []
    for cell in spaced_cells(header.text):
        meaning = header_meaning(GridCell(cell.text, cell.text))
        end = cell.start + len(cell.text)
        repeated = meaning is not None and any(c.meaning == meaning for c in columns)
        if columns and (meaning in (None, columns[-1].meaning)  # "Nation (NOC)", "Total medals"
                        or (repeated and cell.start - columns[-1].end == 1)):  # one space: "Rank by Total"
            last = columns[-1]
            columns[-1] = Column(last.meaning, last.start, end)
        elif repeated and meaning != "rank":
            return None  # a meaning twice: two tables side by side, or prose (a second rank: "Rank by Total")
        else:
            columns.append(Column(meaning, cell.start, end))
    meanings = [c.meaning for c in columns]
    if not {"gold", "silver", "bronze"} <= set(meanings):
        return None
    if "nation" not in meanings:
        unnamed = [i for i, m in enumerate(meanings) if m is None]
        if not unnamed and columns[0].start >= _BLANK_NATION:
            # a printed data frame's header leaves its first column, the names, blank
            return [Column("nation", 0, columns[0].start - 1), *columns]
        if len(unnamed) != 1:
            return None
        column = columns[unnamed[0]]
        columns[unnamed[0]] = Column("nation", column.start, column.end)
    return columns


#: the blank a header leaves before its first word for a column of names it does not head
_BLANK_NATION = 4


@lru_cache(maxsize=1)
def _rank_words() -> re.Pattern[str]:
    """Any lexicon word for the rank column, at a word start (a quick test before a line is
    read as a header)."""
    words = sorted(lexicon().header["rank"], key=len, reverse=True)
    return re.compile(r"(?<![^\W\d_])(?:" + "|".join(re.escape(w) for w in words) + ")")


def _may_be_aligned_header(text: str) -> bool:
    """A quick test: a space-separated line of 5 to 24 words naming a rank column."""
    if not text.strip() or layout_of(text) != "spaced":
        return False
    words = len(SPACED_TOKEN.findall(text))
    return 5 <= words <= 24 and _rank_words().search(fold(text)) is not None


def _read_by_columns(columns: list[Column]) -> bool:
    """Whether a header's lines need its columns to be read: it puts a rank after the nation
    (``Nation Gold Silver Bronze Total Rank``), or another rank after the medals (an official
    report's ``Rank Team / NOC Gold Silver Bronze Total Rank by Total``), where the plain
    reader would take the last four numbers of a line as its medals."""
    meanings = [c.meaning for c in columns]
    ranks = [i for i, m in enumerate(meanings) if m == "rank"]
    return bool(ranks) and ranks[-1] > meanings.index("nation")


def _distance(cell: Cell, column: Column) -> int:
    """How far a cell sits from a header column (0: they overlap)."""
    end = cell.start + len(cell.text)
    return max(0, column.start - end, cell.start - column.end)


def _place(cells: list[Cell], columns: list[Column]) -> list[Cell | None] | None:
    """The cells of one column each, in order: all columns filled in order, or one column
    left empty (a tie's rank, a blank count) found by alignment."""
    if len(cells) == len(columns):
        return list(cells)
    if len(cells) != len(columns) - 1 or not cells:
        return None
    best: tuple[int, int] | None = None
    for empty in range(len(columns)):
        rest = [c for i, c in enumerate(columns) if i != empty]
        cost = sum(_distance(cell, column) for cell, column in zip(cells, rest))
        if best is None or cost < best[0]:
            best = (cost, empty)
    assert best is not None
    placed: list[Cell | None] = list(cells)
    placed.insert(best[1], None)
    return placed


def _has_row_index(below: Line, columns: list[Column]) -> bool:
    """Whether the line below a header starts with a number left of the header's first column:
    a printed data frame's row index (``0     1    United States    39 …`` under ``   Rank …``)."""
    tokens = spaced_cells(below.text)
    return bool(tokens) and tokens[0].text.isdigit() and tokens[0].start + len(tokens[0].text) < columns[0].start


def _aligned_row(line: Line, columns: list[Column], indexed: bool = False) -> GridRow | None:
    """A line read under a space-aligned header: the cells before the nation column and after
    it are numbers (footnote marks kept in the cell, dropped by the grid reader), the words in
    between are the nation; a row index left of the first column (``indexed``) is no cell."""
    tokens = spaced_cells(line.text)
    if indexed:
        if not tokens or not tokens[0].text.isdigit() or tokens[0].start + len(tokens[0].text) >= columns[0].start:
            return None
        tokens = tokens[1:]
    nation = next(i for i, c in enumerate(columns) if c.meaning == "nation")
    before, after = columns[:nation], columns[nation + 1:]
    trailing = 0
    while trailing < len(after) and trailing < len(tokens) and number_of(tokens[-1 - trailing].text) is not None:
        trailing += 1
    leading = 0
    while leading < len(before) and leading < len(tokens) - trailing \
            and number_of(tokens[leading].text) is not None:
        leading += 1
    name = tokens[leading: len(tokens) - trailing]
    if not name or not has_letter(" ".join(t.text for t in name)) or any(number_of(t.text) is not None for t in name):
        return None
    placed_after = _place(tokens[len(tokens) - trailing:], after)
    placed_before = _place(tokens[:leading], before) if before else ([] if not leading else None)
    if placed_after is None or placed_before is None:
        return None
    mention = line.text[name[0].start: name[-1].start + len(name[-1].text)]
    numbers = [GridCell(without_marks(c.text)) if c is not None else GridCell("") for c in placed_after]
    return GridRow((*(GridCell(without_marks(c.text)) if c is not None else GridCell("") for c in placed_before),
                    GridCell(mention, mention), *numbers), line.number, line.span, line.text)


def aligned_tables(lines: list[Line]) -> tuple[list[MedalTable], set[int], list[Rejection]]:
    """Space-aligned tables whose header puts the rank after the nation (``Nation Gold
    Silver Bronze Total Rank``): each line is read by the header's columns, and the block
    as a grid. Returns the tables, the indexes of the lines they use, and rejections."""
    tables: list[MedalTable] = []
    used: set[int] = set()
    rejections: list[Rejection] = []
    for index, line in enumerate(lines):
        if index in used or not _may_be_aligned_header(line.text):
            continue
        columns = header_columns(line)
        below = next((other for other in lines[index + 1:index + 4] if not skippable(other)), None)
        indexed = columns is not None and below is not None and _has_row_index(below, columns)
        if columns is None or not (indexed or _read_by_columns(columns)):
            continue
        header = GridRow(tuple(GridCell(line.text[c.start: c.end], line.text[c.start: c.end]) for c in columns),
                         line.number, line.span, line.text)
        rows = [header]
        j = index + 1
        last = index
        while j < len(lines):
            if skippable(lines[j]):
                if is_ellipsis(lines[j]):
                    rows.append(GridRow((GridCell("…"),), lines[j].number, lines[j].span, lines[j].text))
                j += 1
                continue
            row = _aligned_row(lines[j], columns, indexed)
            if row is None:
                break
            rows.append(row)
            last = j
            j += 1
        if len(rows) - 1 < MIN_ROWS:
            continue
        grid = Grid(tuple(rows), "spaced", line.number, heading_above(lines, index))
        read = read_grid(grid)
        if isinstance(read, tuple):
            tables.extend(read)
            used.update(range(index, last + 1))
        else:
            rejections.append(read)
    return tables, used, rejections
