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

Lines are cut into cells, and footnote marks dropped from numbers, in
:mod:`podium.extract.layouts.text_lines`; space-aligned tables whose header puts the rank
after the nation are read by that header's columns in :mod:`podium.extract.layouts.text_columns`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from podium.extract.grid import Cell as GridCell
from podium.extract.grid import (
    Grid,
    GridRow,
    Rejection,
    header_meaning,
    read_grid,
)
from podium.extract.layouts import TableSearch, closest, grid_search, literals
from podium.extract.layouts.text_columns import aligned_tables
from podium.extract.layouts.text_lines import (
    MARKDOWN_RULE,
    MIN_ROWS,
    Cell,
    Line,
    has_letter,
    heading_above,
    is_ellipsis,
    is_heading,
    labelled_row,
    layout_of,
    medal_count,
    number_of,
    pipe_cells,
    prose_above,
    rank_of,
    skippable,
    spaced_cells,
    split_cells,
    split_lines,
)
from podium.extract.lexicon import TABLE_HEADER_KEYS, find_word, fold, lexicon
from podium.extract.numbers import is_dash
from podium.extract.table_scope import as_of_date, scope_of, shown_in_part
from podium.extract.table_words import says_partial, says_several_games, without_host_label
from podium.model import MedalRow, MedalTable, TotalsRow

#: Medal columns in their usual order; a header may reorder them.
DEFAULT_ORDER = ("gold", "silver", "bronze", "total")

_SPACES = " \t\u3000"
_LABEL_TRIM = " \t:：*_'.。"


@dataclass(frozen=True)
class RowCandidate:
    """A line read as a row, before it is placed in a table."""

    line: Line
    layout: str
    rank: int | None
    mention: str
    numbers: tuple[int, ...]  # 3 or 4 medal numbers, in column order


def _last_spaced_token(text: str) -> str:
    body = text.rstrip(_SPACES)
    return body[max(body.rfind(space) for space in _SPACES) + 1:]


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
        value = medal_count(cell.text)
        if value is None:
            return None
        numbers.append(value)
    if all(is_dash(cell.text) for cell in cells):
        return None  # a row of nothing but dashes is a section line, not a nation
    return tuple(numbers)


def _row_from_cells(line: Line, layout: str, cells: list[Cell]) -> RowCandidate | None:
    """Read cells by meaning: [rank] name medals... (the name is the first cell with a letter)."""
    name_index = next((i for i, c in enumerate(cells) if has_letter(c.text) and number_of(c.text) is None), None)
    if name_index is None:
        return None
    before = [c for c in cells[:name_index] if c.text]
    if len(before) > 1:
        return None
    rank = None
    if before:
        rank = rank_of(before[0].text)
        if rank is None:
            return None
    numbers = _medal_numbers(cells[name_index + 1:])
    if numbers is None:
        return None
    return RowCandidate(line, layout, rank, cells[name_index].text, numbers)


def _spaced_row(line: Line) -> RowCandidate | None:
    """Read a space-separated line: [rank] name (may hold spaces) then 3 or 4 numbers."""
    final = _last_spaced_token(line.text)
    if not final or (medal_count(final) is None and final[-1] not in "]*†‡§"):
        return None  # a row ends with a medal number: a line of prose stops here
    tokens = spaced_cells(line.text)
    trailing = 0
    while trailing < 4 and trailing < len(tokens) and medal_count(tokens[-1 - trailing].text) is not None \
            and tokens[-1 - trailing].text:
        trailing += 1
    if trailing < 3:
        return None
    head = tokens[: len(tokens) - trailing]
    numbers = _medal_numbers(tokens[len(tokens) - trailing:])
    if numbers is None or not head:
        return None
    rank = rank_of(head[0].text) if len(head) > 1 else None
    name_tokens = head[1:] if rank is not None else head
    if not name_tokens or not has_letter(" ".join(t.text for t in name_tokens)):
        return None
    if any(rank_of(t.text) is not None for t in name_tokens[:1]):
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
        return _row_from_cells(line, layout, pipe_cells(line.text))
    if layout == "tsv":
        return _row_from_cells(line, layout, split_cells(line.text, "\t"))
    spaced = _spaced_row(line)
    if spaced is None and (item := labelled_row(line.text)) is not None:  # "1. China: 40 gold, 27 silver…"
        return RowCandidate(line, "list", item[0], item[1], item[2])
    return spaced


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
    """Lexicon header words of a medal table (not of the columns that split one: ``year``,
    ``date``, ``sport`` are everyday words) found in a line: meaning -> offset of the first."""
    folded = fold(text)
    found = {}
    for key in TABLE_HEADER_KEYS:
        hit = find_word(folded, lexicon().header[key])
        if hit is not None:
            found[key] = hit[0]
    return found


def _is_header(line: Line) -> bool:
    return bool(line.text.strip()) and read_row(line) is None and bool(header_words(line.text))


def _cell_meanings(header: Line) -> dict[str, int]:
    """Meaning -> offset of the header cells, each cell read whole (``G``, ``Au``, ``🥇``)."""
    layout = layout_of(header.text)
    cells = (pipe_cells(header.text) if layout == "pipe"
             else split_cells(header.text, "\t") if layout == "tsv" else spaced_cells(header.text))
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
        partial=shown_in_part(rows, totals_row, partial or says_partial(context)),
        games_text=context,
    )


def _header_above(lines: list[Line], index: int) -> Line | None:
    """The header line above the row at ``lines[index]``, skipping blank and rule lines."""
    i = index - 1
    while i >= 0 and skippable(lines[i]):
        i -= 1
    if i >= 0 and _is_header(lines[i]):
        return lines[i]
    return None


def search(text: str) -> TableSearch:
    """Every medal table of a plain-text document, in document order."""
    lines = split_lines(text)
    tables, used, aligned_rejections = aligned_tables(lines)
    set_aside: list[Rejection] = []  # tables of several Games, of continents
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
            if skippable(lines[j]):
                partial = partial or is_ellipsis(lines[j])
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
            # the title lines above the header, or above the rows when the "header" is a title line
            context = _title(heading_above(lines, header.number - 1), heading_above(lines, i)) if header is not None \
                else heading_above(lines, _block_start(lines, i))
            if (several := says_several_games(context)) is not None:  # "All-time medal table": no Games'
                set_aside.append(Rejection(lines[i].number, f"a table of several Games ({several})", 0.4))
            elif header is not None and "region" in (said := _cell_meanings(header)) and "nation" not in said:
                set_aside.append(Rejection(lines[i].number, "its rows are continents, not nations (its header says so)", 0.3))
            else:
                tables.append(_build_table(run, totals, header, context, partial))
            used.update(range(i, j))
            i = j
        else:
            i += 1
    blocks, rejections, more = _rejected_blocks(lines, used)
    ordered = _continued(sorted(tables + more, key=lambda t: t.rows[0].line), lines)
    looked_at = len(tables) + blocks + len(aligned_rejections)
    if not ordered and ("```" in text or "~~~" in text):
        fenced = fenced_delimited(text)
        if fenced.tables:
            return TableSearch(fenced.tables, looked_at + fenced.looked_at, fenced.closest)
    if not ordered and ("{" in text or "[" in text or literals.may_hold_rows(text)):
        embedded = embedded_data(text)
        if embedded.tables:
            return TableSearch(embedded.tables, looked_at + embedded.looked_at, embedded.closest)
    return TableSearch(tuple(ordered), looked_at + len(set_aside), closest(rejections + aligned_rejections + set_aside))


#: a fenced code block of Markdown (its opening fence, its lines, its closing fence)
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.M | re.S)


def fenced_delimited(text: str) -> TableSearch:
    """The medal tables of a code block holding comma- or tab-separated lines (a README's first
    rows of its dataset), read as the delimited layout reads a file, each row at its own line:
    the text around the block is blanked, its line breaks kept."""
    from podium.extract.layouts import delimited

    found: list[Grid] = []
    looked_at = 0
    for block in _FENCE.finditer(text):
        body = block.group(2)
        if delimited.delimiter_of(body) is None:
            continue
        blanked = _BLANK.sub(" ", text[:block.start(2)]) + body + _BLANK.sub(" ", text[block.end(2):])
        grids, count = delimited.grids(blanked)
        found += grids
        looked_at += count
    return grid_search(found, looked_at)


_BLANK = re.compile(r"[^\n]")


def _title(above_header: str, above_rows: str) -> str:
    """The title of a table from the lines above its header and above its rows (where the
    "header" may be a title line itself): the one that says its time or that it sums several
    Games, else the first found."""
    telling = [t for t in (above_header, above_rows)
               if t and (as_of_date(t) is not None or says_several_games(t) is not None)]
    return telling[0] if telling else above_header or above_rows


def _block_start(lines: list[Line], i: int) -> int:
    """The first line of the pipe table whose rows start at ``lines[i]`` (its header and rule)."""
    while i > 0 and lines[i - 1].text.lstrip().startswith("|"):
        i -= 1
    return i


def _continued(tables: list[MedalTable], lines: list[Line]) -> list[MedalTable]:
    """``tables`` with a table continued on the next page joined to it: a report's table broken
    by a page's footer and the next page's header lines, its header line repeated word for word
    and none of its nations in the part before (a table shown twice is two tables). The joined
    table speaks for the first part's time (a report dates its first page)."""
    out: list[MedalTable] = []
    for table in tables:
        before = out[-1] if out else None
        if before is not None and _continues(before, table, lines):
            rows = before.rows + table.rows
            out[-1] = replace(before, rows=rows, totals=table.totals, as_of=before.as_of or table.as_of,
                              partial=shown_in_part(rows, table.totals))
        else:
            out.append(table)
    return out


def _continues(before: MedalTable, table: MedalTable, lines: list[Line]) -> bool:
    if before.totals is not None or before.header_line is None or table.header_line is None:
        return False
    if (before.layout, before.scope) != (table.layout, table.scope) or table.as_of not in (None, before.as_of):
        return False
    if any(is_heading(line.text) for line in lines[before.rows[-1].line:table.rows[0].line - 1]):
        return False  # a section of its own ("## 2022 Winter Games" after "## 2024 Summer Games"): its own table
    first, second = lines[before.header_line - 1].text.strip(), lines[table.header_line - 1].text.strip()
    if first != second or not first:
        return False
    return not {r.mention for r in before.rows} & {r.mention for r in table.rows}


def embedded_data(text: str) -> TableSearch:
    """The medal tables of the data literals in a text that has no table in its lines: a
    program's dictionary of columns (``pd.DataFrame({"country": [...], "gold": [...]})``),
    a JSON example in a README's code block, read as the JSON layout reads a document; or
    another language's literals (an R script's data frame, a Python list of tuples, a Ruby
    hash: ``literals``)."""
    from podium.extract.layouts import jsonrows

    found = jsonrows.search(text)
    if not found.tables and literals.may_hold_rows(text) and (rewritten := literals.as_literals(text)) is not None:
        in_code = jsonrows.search(rewritten)
        if in_code.tables:
            return in_code
    return found


def _table_like(line: Line) -> bool:
    text = line.text
    return bool(text.strip()) and (
        text.lstrip().startswith("|") or text.count("\t") >= 2 or read_row(line) is not None)


def _block_grid(lines: list[Line], context: str, note: str = "") -> Grid | None:
    """A block of pipe rows (or of tab-separated lines) as a grid, read by its header."""
    body = [line for line in lines if not MARKDOWN_RULE.fullmatch(line.text)]
    if len(body) < 2:
        return None
    if all(line.text.lstrip().startswith("|") for line in body):
        layout, split = "pipe", pipe_cells
    elif all("\t" in line.text for line in body):
        layout, split = "tsv", lambda text: split_cells(text, "\t")
    else:
        return None
    rows = tuple(
        GridRow(tuple(GridCell(c.text, c.text) for c in split(line.text)), line.number, line.span, line.text)
        for line in body)
    return Grid(rows, layout, body[0].number, context, note=note)


def _rejected_blocks(lines: list[Line], used: set[int]) -> tuple[int, list[Rejection], list[MedalTable]]:
    """Table-like blocks (pipe rows, tab-separated lines, lone medal rows) outside the
    tables found line by line: read as grids by their header (a Markdown table with two
    name columns, or with the rank after the nation), else with why each is not a medal
    table."""
    rejections: list[Rejection] = []
    tables: list[MedalTable] = []
    texts = [line.text for line in lines]
    i = 0
    while i < len(lines):
        if i in used or not _table_like(lines[i]):
            i += 1
            continue
        j = i
        while j < len(lines) and j not in used and (_table_like(lines[j]) or MARKDOWN_RULE.fullmatch(lines[j].text)):
            j += 1
        rows = [r for r in (read_row(lines[k]) for k in range(i, j)) if r is not None]
        grid = _block_grid(lines[i:j], heading_above(lines, i), prose_above(texts, i))
        read = read_grid(grid) if grid is not None else None
        if isinstance(read, tuple):
            tables.extend(read)
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
            if isinstance(read, Rejection) and read.closeness > closeness:
                rejection = read
            rejections.append(rejection)
        i = j
    return len(rejections) + len(tables), rejections, tables