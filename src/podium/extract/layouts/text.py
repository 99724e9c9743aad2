"""The plain-text layout: medal tables in tab-separated (``tsv``), space-separated
(``spaced``) and Markdown pipe (``pipe``) lines, in a document of any format the other
layouts do not read (``text``, ``markdown``).

A *row* is a line with an optional rank, a nation mention and 3 or 4 medal numbers
(gold, silver, bronze and maybe total). A *table* is a run of at least ``MIN_ROWS`` such
lines in one layout (blank lines and Markdown separator lines may sit between them), with
the header line above it (recognised by lexicon words) and a totals row right after it
(a label from the lexicon in place of the nation). Prose numbers are never rows: a single
line that happens to look like a row is not a table.

Nothing is resolved here: the mention is the nation cell exactly as written. Blocks of pipe
rows or tab-separated lines that are not read line by line are read as grids
(``podium.extract.grid``); :func:`search` also counts the table-like blocks it looked at and
says why the closest one that is not a medal table was rejected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from podium.extract.grid import Cell as GridCell
from podium.extract.grid import (
    Grid,
    GridRow,
    Rejection,
    as_of_date,
    clean_number_cell,
    header_meaning,
    read_grid,
    scope_of,
    shown_in_part,
)
from podium.extract.layouts import TableSearch, closest
from podium.extract.lexicon import find_word, fold, lexicon
from podium.extract.numbers import is_dash, parse_medal_cell, parse_rank
from podium.extract.table_words import without_host_label
from podium.model import MedalRow, MedalTable, Span, TotalsRow

#: The fewest consecutive rows that make a table.
MIN_ROWS = 3

#: Medal columns in their usual order; a header may reorder them.
DEFAULT_ORDER = ("gold", "silver", "bronze", "total")

_SPACED_TOKEN = re.compile(r"(?:\[[^\]\n]{1,16}\]|[^ \t\u3000])+")
#: A token that is only a footnote mark (``6 [a]``, ``6 *``) belongs to the token before it.
_MARK_TOKEN = re.compile(r"\[[^\]\n]{1,16}\]|[*†‡§]+")
#: Ordinal indicators after a number (``1º``, ``12ª``): a mark, not part of the count.
_ORDINAL = re.compile(r"(?<=\d)[ºª°]$")
_SPACES = " \t\u3000"
_MARKDOWN_RULE = re.compile(r"\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*")
_LABEL_TRIM = " \t:：*_'.。"
_ELLIPSIS_LINE = re.compile(r"[\s|]*(?:…|\.\.\.|⋮)[\s|…\.⋮]*")
_MARKDOWN_HEADING = re.compile(r"\s*(?:#{1,6}\s+(.+?)\s*#*|(={2,6})\s*(.+?)\s*\2)\s*")


@dataclass(frozen=True)
class Line:
    number: int  # 1-based
    start: int  # offset of the line in the text
    text: str  # without its line break

    @property
    def span(self) -> Span:
        return Span(self.start, self.start + len(self.text))


@dataclass(frozen=True)
class Cell:
    text: str  # stripped
    start: int  # offset in the line of the stripped text


@dataclass(frozen=True)
class RowCandidate:
    """A line read as a row, before it is placed in a table."""

    line: Line
    layout: str
    rank: int | None
    mention: str
    numbers: tuple[int, ...]  # 3 or 4 medal numbers, in column order


def split_lines(text: str) -> list[Line]:
    """The lines of ``text`` (split on ``\\n`` only), numbered from 1, with offsets."""
    lines = []
    start = 0
    for number, raw in enumerate(text.split("\n"), start=1):
        body = raw[:-1] if raw.endswith("\r") else raw
        lines.append(Line(number, start, body))
        start += len(raw) + 1
    return lines


def _cells(text: str, separator: str) -> list[Cell]:
    cells = []
    position = 0
    for piece in text.split(separator):
        stripped = piece.strip()
        offset = position + (piece.find(stripped) if stripped else 0)
        cells.append(Cell(stripped, offset))
        position += len(piece) + len(separator)
    return cells


def _pipe_cells(text: str) -> list[Cell]:
    cells = _cells(text, "|")
    if cells and not cells[0].text:
        cells = cells[1:]
    if cells and not cells[-1].text:
        cells = cells[:-1]
    return cells


def _spaced_cells(text: str) -> list[Cell]:
    cells: list[Cell] = []
    for match in _SPACED_TOKEN.finditer(text):
        if cells and _MARK_TOKEN.fullmatch(match.group()) and _number(cells[-1].text) is not None:
            previous = cells[-1]
            cells[-1] = Cell(text[previous.start: match.end()], previous.start)
            continue
        cells.append(Cell(match.group(), match.start()))
    return cells


def _without_marks(text: str) -> str:
    """A number cell without its footnote marks (``6[a]``, ``6[note 1]``, ``6*``, ``6†``, ``12ª``)."""
    return _ORDINAL.sub("", clean_number_cell(text))


def _count(text: str) -> int | None:
    """A medal count (0 for a dash), footnote marks dropped; None otherwise."""
    return parse_medal_cell(_without_marks(text)) if text else parse_medal_cell(text)


def _rank(text: str) -> int | None:
    """A rank (``7``, ``7.``, ``=7``, ``1º``), footnote marks dropped; None otherwise."""
    cleaned = _without_marks(text)
    return parse_rank(cleaned) if cleaned else None


def _number(text: str) -> int | None:
    """A count or a rank, footnote marks dropped."""
    value = _count(text)
    return value if value is not None else _rank(text)


def _last_spaced_token(text: str) -> str:
    body = text.rstrip(_SPACES)
    return body[max(body.rfind(space) for space in _SPACES) + 1:]


def layout_of(text: str) -> str:
    if text.lstrip().startswith("|"):
        return "pipe"
    if "\t" in text:
        return "tsv"
    return "spaced"


def _has_letter(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def _medal_numbers(cells: list[Cell]) -> tuple[int, ...] | None:
    """3 or 4 medal numbers from the cells after the nation, or None.

    Empty cells beyond four are padding (a row shifted left because its rank cell is
    missing leaves an empty cell at the end) and are dropped from either end.
    """
    cells = list(cells)
    while len(cells) > 4 and not cells[-1].text:
        cells.pop()
    while len(cells) > 4 and not cells[0].text:
        cells.pop(0)
    if len(cells) not in (3, 4):
        return None
    numbers = []
    for cell in cells:
        value = _count(cell.text)
        if value is None:
            return None
        numbers.append(value)
    if all(is_dash(cell.text) for cell in cells):
        return None  # a row of nothing but dashes is a section line, not a nation
    return tuple(numbers)


def _row_from_cells(line: Line, layout: str, cells: list[Cell]) -> RowCandidate | None:
    """Read cells by meaning: [rank] name medals... (the name is the first cell with a letter)."""
    name_index = next((i for i, c in enumerate(cells) if _has_letter(c.text) and _number(c.text) is None), None)
    if name_index is None:
        return None
    before = [c for c in cells[:name_index] if c.text]
    if len(before) > 1:
        return None
    rank = None
    if before:
        rank = _rank(before[0].text)
        if rank is None:
            return None
    numbers = _medal_numbers(cells[name_index + 1:])
    if numbers is None:
        return None
    return RowCandidate(line, layout, rank, cells[name_index].text, numbers)


def _spaced_row(line: Line) -> RowCandidate | None:
    """Read a space-separated line: [rank] name (may hold spaces) then 3 or 4 numbers."""
    final = _last_spaced_token(line.text)
    if not final or (_count(final) is None and final[-1] not in "]*†‡§"):
        return None  # a row ends with a medal number: a line of prose stops here
    tokens = _spaced_cells(line.text)
    trailing = 0
    while trailing < 4 and trailing < len(tokens) and _count(tokens[-1 - trailing].text) is not None \
            and tokens[-1 - trailing].text:
        trailing += 1
    if trailing < 3:
        return None
    head = tokens[: len(tokens) - trailing]
    numbers = _medal_numbers(tokens[len(tokens) - trailing:])
    if numbers is None or not head:
        return None
    rank = _rank(head[0].text) if len(head) > 1 else None
    name_tokens = head[1:] if rank is not None else head
    if not name_tokens or not _has_letter(" ".join(t.text for t in name_tokens)):
        return None
    if any(_rank(t.text) is not None for t in name_tokens[:1]):
        return None
    first, last = name_tokens[0], name_tokens[-1]
    mention = line.text[first.start: last.start + len(last.text)]
    return RowCandidate(line, "spaced", rank, mention, numbers)


def read_row(line: Line) -> RowCandidate | None:
    """``line`` read as a medal row (or a totals row), or None."""
    if not line.text.strip():
        return None
    layout = layout_of(line.text)
    if layout == "pipe":
        return _row_from_cells(line, layout, _pipe_cells(line.text))
    if layout == "tsv":
        return _row_from_cells(line, layout, _cells(line.text, "\t"))
    return _spaced_row(line)


@lru_cache(maxsize=4096)  # nation mentions and labels repeat across tables
def totals_label(mention: str) -> bool:
    """True when a row's nation cell is a totals label (``總數：``, ``Total``, ``Итого``)."""
    label = fold(mention).strip(_LABEL_TRIM)
    for word in lexicon().totals:
        if label == word:
            return True
        if label.startswith(word) and not label[len(word)].isalpha():
            return True  # "Total (75 NPCs)"
    return False


def header_words(text: str) -> dict[str, int]:
    """Lexicon header words found in a line: meaning -> offset of the first occurrence."""
    folded = fold(text)
    found = {}
    for key, words in lexicon().header.items():
        hit = find_word(folded, words)
        if hit is not None:
            found[key] = hit[0]
    return found


def _is_header(line: Line) -> bool:
    return bool(line.text.strip()) and read_row(line) is None and bool(header_words(line.text))


def _cell_meanings(header: Line) -> dict[str, int]:
    """Meaning -> offset of the header cells, each cell read whole (``G``, ``Au``, ``🥇``)."""
    layout = layout_of(header.text)
    cells = (_pipe_cells(header.text) if layout == "pipe"
             else _cells(header.text, "\t") if layout == "tsv" else _spaced_cells(header.text))
    found: dict[str, int] = {}
    for cell in cells:
        meaning = header_meaning(GridCell(cell.text, cell.text))
        if meaning is not None and meaning not in found:
            found[meaning] = cell.start
    return found


def _column_order(header: Line | None, width: int) -> tuple[str, ...]:
    """The medal columns in the order the header names them (default G, S, B, T)."""
    if header is None:
        return DEFAULT_ORDER[:width]
    words = header_words(header.text)
    medal_keys = [k for k in DEFAULT_ORDER if k in words]
    if not {"gold", "silver", "bronze"} <= set(medal_keys):
        words = _cell_meanings(header)  # whole-cell abbreviations (G S B, Au Ag Br), emoji
        medal_keys = [k for k in DEFAULT_ORDER if k in words]
    if not {"gold", "silver", "bronze"} <= set(medal_keys):
        return DEFAULT_ORDER[:width]
    if width == 3:
        medal_keys = [k for k in medal_keys if k != "total"]
    ordered = tuple(sorted(medal_keys, key=lambda k: words[k]))
    return ordered if len(ordered) == width else DEFAULT_ORDER[:width]


def _skippable(line: Line) -> bool:
    return not line.text.strip() or bool(_MARKDOWN_RULE.fullmatch(line.text)) or _is_ellipsis(line)


def _is_ellipsis(line: Line) -> bool:
    return bool(_ELLIPSIS_LINE.fullmatch(line.text)) and bool(line.text.strip())


def _build_table(run: list[RowCandidate], totals: RowCandidate | None, header: Line | None,
                 context: str = "", partial: bool = False) -> MedalTable:
    rows = []
    shared_rank: int | None = None
    orders = {width: _column_order(header, width) for width in (3, 4)}
    for candidate in run:
        if candidate.rank is not None:
            shared_rank = candidate.rank
        values = dict(zip(orders[len(candidate.numbers)], candidate.numbers))
        derived = "total" not in values
        rows.append(MedalRow(
            line=candidate.line.number,
            rank=candidate.rank if candidate.rank is not None else shared_rank,
            rank_stated=candidate.rank is not None,
            mention=without_host_label(candidate.mention),
            gold=values["gold"],
            silver=values["silver"],
            bronze=values["bronze"],
            total=values["gold"] + values["silver"] + values["bronze"] if derived else values["total"],
            span=candidate.line.span,
            raw=candidate.line.text,
            total_derived=derived,
        ))
    totals_row = None
    if totals is not None:
        values = dict(zip(orders[len(totals.numbers)], totals.numbers))
        totals_row = TotalsRow(
            line=totals.line.number,
            label=totals.mention,
            gold=values.get("gold"),
            silver=values.get("silver"),
            bronze=values.get("bronze"),
            total=values.get("total"),
            span=totals.line.span,
            raw=totals.line.text,
        )
    return MedalTable(
        rows=tuple(rows),
        totals=totals_row,
        layout=run[0].layout,
        header_line=header.number if header is not None else None,
        scope=scope_of(context),
        as_of=as_of_date(context),
        partial=shown_in_part(rows, totals_row, partial),
    )


def _header_above(lines: list[Line], index: int) -> Line | None:
    """The header line above the row at ``lines[index]``, skipping blank and rule lines."""
    i = index - 1
    while i >= 0 and _skippable(lines[i]):
        i -= 1
    if i >= 0 and _is_header(lines[i]):
        return lines[i]
    return None


def _heading_above(lines: list[Line], index: int) -> str:
    """The Markdown (``## Swimming``) or wikitext (``== Swimming ==``) heading above
    ``lines[index]``, when only blank lines, a header or prose-free lines sit between."""
    i = index - 1
    while i >= 0 and index - i <= 4:
        match = _MARKDOWN_HEADING.fullmatch(lines[i].text)
        if match:
            return match.group(1) or match.group(3) or ""
        i -= 1
    return ""


@dataclass(frozen=True)
class Column:
    """A column of a space-aligned header: what it names and where its words sit."""

    meaning: str | None  # rank, nation, gold, silver, bronze, total; None: a word of no meaning
    start: int
    end: int


def header_columns(header: Line) -> list[Column] | None:
    """The columns of a space-aligned header line, when it names a nation (or leaves one
    column unnamed) and gold, silver and bronze: each meaningful word opens a column; a word of
    no meaning (``medals``), or of the meaning before it (``Nation (NOC)``), widens the column
    before it."""
    if layout_of(header.text) != "spaced":
        return None
    columns: list[Column] = []
    for cell in _spaced_cells(header.text):
        meaning = header_meaning(GridCell(cell.text, cell.text))
        end = cell.start + len(cell.text)
        if columns and meaning in (None, columns[-1].meaning):  # "Nation (NOC)", "Total medals"
            last = columns[-1]
            columns[-1] = Column(last.meaning, last.start, end)
        elif meaning is not None and any(c.meaning == meaning for c in columns):
            return None  # a meaning twice: two tables side by side, or prose
        else:
            columns.append(Column(meaning, cell.start, end))
    meanings = [c.meaning for c in columns]
    if not {"gold", "silver", "bronze"} <= set(meanings):
        return None
    if "nation" not in meanings:
        unnamed = [i for i, m in enumerate(meanings) if m is None]
        if len(unnamed) != 1:
            return None
        column = columns[unnamed[0]]
        columns[unnamed[0]] = Column("nation", column.start, column.end)
    return columns


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
    words = len(_SPACED_TOKEN.findall(text))
    return 5 <= words <= 24 and _rank_words().search(fold(text)) is not None


def _rank_after_nation(columns: list[Column]) -> bool:
    meanings = [c.meaning for c in columns]
    return "rank" in meanings and meanings.index("rank") > meanings.index("nation")


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


def _aligned_row(line: Line, columns: list[Column]) -> GridRow | None:
    """A line read under a space-aligned header: the cells before the nation column and after
    it are numbers (footnote marks kept in the cell, dropped by the grid reader), the words in
    between are the nation."""
    tokens = _spaced_cells(line.text)
    nation = next(i for i, c in enumerate(columns) if c.meaning == "nation")
    before, after = columns[:nation], columns[nation + 1:]
    trailing = 0
    while trailing < len(after) and trailing < len(tokens) and _number(tokens[-1 - trailing].text) is not None:
        trailing += 1
    leading = 0
    while leading < len(before) and leading < len(tokens) - trailing \
            and _number(tokens[leading].text) is not None:
        leading += 1
    name = tokens[leading: len(tokens) - trailing]
    if not name or not _has_letter(" ".join(t.text for t in name)) or any(_number(t.text) is not None for t in name):
        return None
    placed_after = _place(tokens[len(tokens) - trailing:], after)
    placed_before = _place(tokens[:leading], before) if before else ([] if not leading else None)
    if placed_after is None or placed_before is None:
        return None
    mention = line.text[name[0].start: name[-1].start + len(name[-1].text)]
    numbers = [GridCell(_without_marks(c.text)) if c is not None else GridCell("") for c in placed_after]
    return GridRow((*(GridCell(_without_marks(c.text)) if c is not None else GridCell("") for c in placed_before),
                    GridCell(mention, mention), *numbers), line.number, line.span, line.text)


def _aligned_tables(lines: list[Line]) -> tuple[list[MedalTable], set[int], list[Rejection]]:
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
        if columns is None or not _rank_after_nation(columns):
            continue
        header = GridRow(tuple(GridCell(line.text[c.start: c.end], line.text[c.start: c.end]) for c in columns),
                         line.number, line.span, line.text)
        rows = [header]
        j = index + 1
        last = index
        while j < len(lines):
            if _skippable(lines[j]):
                if _is_ellipsis(lines[j]):
                    rows.append(GridRow((GridCell("…"),), lines[j].number, lines[j].span, lines[j].text))
                j += 1
                continue
            row = _aligned_row(lines[j], columns)
            if row is None:
                break
            rows.append(row)
            last = j
            j += 1
        if len(rows) - 1 < MIN_ROWS:
            continue
        grid = Grid(tuple(rows), "spaced", line.number, _heading_above(lines, index))
        read = read_grid(grid)
        if isinstance(read, MedalTable):
            tables.append(read)
            used.update(range(index, last + 1))
        else:
            rejections.append(read)
    return tables, used, rejections


def search(text: str) -> TableSearch:
    """Every medal table of a plain-text document, in document order."""
    lines = split_lines(text)
    tables, used, aligned_rejections = _aligned_tables(lines)
    i = 0
    while i < len(lines):
        if i in used:
            i += 1
            continue
        first = read_row(lines[i])
        if first is None or totals_label(first.mention):
            i += 1
            continue
        run = [first]
        totals = None
        partial = False
        j = i + 1
        while j < len(lines):
            if _skippable(lines[j]):
                partial = partial or _is_ellipsis(lines[j])
                j += 1
                continue
            candidate = read_row(lines[j]) if j not in used else None
            if candidate is None or candidate.layout != first.layout:
                break
            j += 1
            if totals_label(candidate.mention):
                totals = candidate
                break
            run.append(candidate)
        if len(run) >= MIN_ROWS:
            header = _header_above(lines, i)
            context = _heading_above(lines, header.number - 1 if header is not None else i)
            tables.append(_build_table(run, totals, header, context, partial))
            used.update(range(i, j))
            i = j
        else:
            i += 1
    blocks, rejections, more = _rejected_blocks(lines, used)
    ordered = sorted(tables + more, key=lambda t: t.rows[0].line)
    return TableSearch(tuple(ordered), len(tables) + blocks + len(aligned_rejections),
                       closest(rejections + aligned_rejections))


def _table_like(line: Line) -> bool:
    text = line.text
    return bool(text.strip()) and (
        text.lstrip().startswith("|") or text.count("\t") >= 2 or read_row(line) is not None)


def _block_grid(lines: list[Line], context: str) -> Grid | None:
    """A block of pipe rows (or of tab-separated lines) as a grid, read by its header."""
    body = [line for line in lines if not _MARKDOWN_RULE.fullmatch(line.text)]
    if len(body) < 2:
        return None
    if all(line.text.lstrip().startswith("|") for line in body):
        layout, split = "pipe", _pipe_cells
    elif all("\t" in line.text for line in body):
        layout, split = "tsv", lambda text: _cells(text, "\t")
    else:
        return None
    rows = tuple(
        GridRow(tuple(GridCell(c.text, c.text) for c in split(line.text)), line.number, line.span, line.text)
        for line in body)
    return Grid(rows, layout, body[0].number, context)


def _rejected_blocks(lines: list[Line], used: set[int]) -> tuple[int, list[Rejection], list[MedalTable]]:
    """Table-like blocks (pipe rows, tab-separated lines, lone medal rows) outside the
    tables found line by line: read as grids by their header (a Markdown table with two
    name columns, or with the rank after the nation), else with why each is not a medal
    table."""
    rejections: list[Rejection] = []
    tables: list[MedalTable] = []
    i = 0
    while i < len(lines):
        if i in used or not _table_like(lines[i]):
            i += 1
            continue
        j = i
        while j < len(lines) and j not in used and (_table_like(lines[j]) or _MARKDOWN_RULE.fullmatch(lines[j].text)):
            j += 1
        rows = [r for r in (read_row(lines[k]) for k in range(i, j)) if r is not None]
        grid = _block_grid(lines[i:j], _heading_above(lines, i))
        read = read_grid(grid) if grid is not None else None
        if isinstance(read, MedalTable):
            tables.append(read)
        elif j - i >= 2 or rows:
            if rows:
                lines_ = "line" if len(rows) == 1 else "lines"
                reason = (f"only {len(rows)} {lines_} of a nation with 3 or 4 medal numbers "
                          f"(a table needs {MIN_ROWS})")
                closeness = 0.3 + 0.1 * len(rows)
            else:
                reason = "no line of a nation with 3 or 4 medal numbers"
                has_header = any(_is_header(lines[k]) for k in range(i, j))
                closeness = 0.2 if has_header else 0.1
                if has_header:
                    reason += " (its header names medal columns)"
            rejection = Rejection(lines[i].number, reason, closeness)
            if read is not None and read.closeness > closeness:
                rejection = read
            rejections.append(rejection)
        i = j
    return len(rejections) + len(tables), rejections, tables
