"""Medal tables from a *grid*: rows of cells, as HTML, wikitext, CSV and JSON give them.

Each layout reader (``podium.extract.layouts``) turns its markup into ``Grid`` values:
cells with their display text, the nation mention as written, and whether a cell is a
copy of a ``rowspan`` cell above. ``read_grid`` then reads the grid *by meaning*:

1. header rows at the top name the columns (lexicon ``[header]`` words in any language,
   whole-cell abbreviations ``G``/``S``/``B``, medal emoji, medal image file names); a
   missing medal column is found by elimination, and a grid with no header is read as
   ``[rank] nation gold silver bronze [total]``;
2. each data row gives rank, nation, gold, silver, bronze and total; blank and dash cells
   are zero; a row one cell short has lost its rank cell (a tie); a rank copied from a
   ``rowspan`` is the tie's shared rank and is not *stated*; a rank cell left blank is the
   row above's rank when the two rows tie (the same medals), else no rank (a scrape's gaps);
3. a row labelled with a totals word is the totals row; a ``…`` row makes the table
   partial; with no total column the total is derived (``total_derived``);
4. a Games, year or edition column, a date column and a sport column split the grid into one
   table per Games, date and sport (a file of 30 Games, daily snapshots, one table per sport):
   :func:`split_rows`. The Games cell is the table's ``games_text``, the date its ``as_of``,
   the sport its ``scope``; a code column beside the nation's name gives each row its ``code``.
   A nation page's table of Games with no nation column is that nation's rows (``Grid.nation``).
   What a cell says on its own is read by ``podium.extract.cells``.

A grid that is not a medal table gives a ``Rejection`` saying why, and how close it came.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from podium.extract.cells import (
    Cell,
    SpanningCell,
    expand_spans,
    has_letter,
    header_meaning,
    medal_value,
    rank_value,
    says_totals,
    two_figures,
)
from podium.extract.grid_columns import (
    CODE,
    Columns,
    cell_at,
    column_texts,
    columns_from_data,
    columns_from_header,
    is_medal_row,
    meanings,
    names_games,
    nation_under_a_wide_header,
    one_ranking,
    split_columns_by_content,
    years_named,
)
from podium.extract.lexicon import fold
from podium.extract.table_scope import as_of_date, scope_of, shown_in_part
from podium.extract.table_words import (
    MEDAL_KEYS,
    says_bracketed_standard,
    says_partial,
    says_several_games,
    sport_of,
    without_host_label,
)
from podium.model import MedalRow, MedalTable, Span, TotalsRow

__all__ = ["Cell", "Grid", "GridRow", "Rejection", "SpanningCell", "expand_spans", "header_meaning", "read_grid"]

#: Without a header naming the medal columns, a grid needs this many medal rows.
MIN_ROWS_WITHOUT_HEADER = 3

_ELLIPSIS = {"…", "...", "⋮", "⋯", "…."}


@dataclass(frozen=True)
class GridRow:
    cells: tuple[Cell, ...]
    line: int
    span: Span
    raw: str


@dataclass(frozen=True)
class Grid:
    rows: tuple[GridRow, ...]
    layout: str
    line: int
    context: str = ""  # the caption and the heading above the table
    #: the prose right above the table, where a note may say how to read its cells
    note: str = ""
    #: the markup says the grid is part of a longer table (a nation's row in its page's infobox)
    partial: bool = False
    #: a nation page's nation, for a grid with a Games column and no nation column (the
    #: nation's row at each Games: ``Games | Athletes | Gold | Silver | Bronze``)
    nation: Cell | None = None


@dataclass(frozen=True)
class Rejection:
    """Why a grid (or a text block) is not a medal table; ``closeness`` ranks candidates."""

    line: int
    reason: str
    closeness: float

    def describe(self) -> str:
        return f"line {self.line}: {self.reason}"



def _is_totals(row: GridRow, columns: Columns) -> str | None:
    last = max([i for i in (columns.rank, columns.nation) if i is not None] + [0])
    for cell in row.cells[: last + 1]:
        if says_totals(cell.text):
            return cell.text.strip()
    return None


def _is_ellipsis(row: GridRow) -> bool:
    """Every non-blank cell is an ellipsis, and there is one."""
    found = False
    for cell in row.cells:
        text = cell.text.strip()
        if text:
            if text not in _ELLIPSIS:
                return False
            found = True
    return found


def _aligned(row: GridRow, width: int, columns: Columns) -> GridRow:
    """A row one cell short has lost its rank cell (a tie written by leaving it out)."""
    if len(row.cells) != width - 1 or columns.rank is None:
        return row
    cells = list(row.cells)
    cells.insert(columns.rank, Cell(""))
    return GridRow(tuple(cells), row.line, row.span, row.raw)


def _numbers(row: GridRow, columns: Columns) -> dict[str, int] | None:
    """The row's medal counts (a cell the row lacks is 0), or None: a cell that is no count,
    or a row that has none of the medal cells (a header row cut short: ``| | Pays``)."""
    values: dict[str, int] = {}
    if all(cell_at(row, index) is None for index in columns.medals.values()):
        return None
    for key, index in columns.medals.items():
        cell = cell_at(row, index)
        value = medal_value(cell.text) if cell is not None else 0
        if value is None:
            return None
        values[key] = value
    return values


def _one_figure_each(grid: Grid) -> Grid | Rejection:
    """``grid`` with one figure in each cell. A table whose rows give two figures a cell,
    the second in brackets (``75 (33)``: medals counted two ways), is read by its bracketed
    figures when a note says they are the usual count ("standard medal counting in
    brackets"); with no such note nothing says which figure is the medal count, and the
    table is refused rather than guessed."""
    def count(row: GridRow) -> int:
        return sum(two_figures(c.text) is not None for c in row.cells)

    doubled = sum(count(row) >= 3 for row in grid.rows)
    if doubled < 2 or doubled < sum(is_medal_row(row) for row in grid.rows):
        return grid
    if not says_bracketed_standard(f"{grid.note} {grid.context}"):
        return Rejection(grid.line, "its cells hold two figures each (such as 75 (33)), and no note says "
                                    "which of them is the medal count", 0.6)

    def bracketed(cell: Cell) -> Cell:
        figures = two_figures(cell.text)
        return cell if figures is None else replace(cell, text=str(figures[1]), mention=str(figures[1]))

    rows = tuple(replace(row, cells=tuple(bracketed(c) for c in row.cells)) for row in grid.rows)
    return replace(grid, rows=rows)


def _colour(text: str) -> str | None:
    """The colour of medals (or ``total``) a cell names, as a header would."""
    meaning = header_meaning(Cell(text, text)) if text.strip() else None
    return meaning if meaning in MEDAL_KEYS else None


#: the number a list of medals gives each colour (``Gold Medal,1``; ``Silver Medal,2``)
_COLOUR_CODE = {"gold": 1, "silver": 2, "bronze": 3}


def _wide(grid: Grid) -> Grid:
    """``grid`` one row a nation: a table in long form (one row per nation and colour, the
    colour in a column of its own and its count in another: ``Norway | Gold | 16``, tidy
    data, a database's ``GROUP BY``) is turned, each nation's rows (and Games', date's…: the
    other columns) into one row with a column per colour. Unchanged when its header names
    the colours, when no one column holds only colours and no one other column only counts,
    or when a nation has a colour twice."""
    if len(grid.rows) < 3:
        return grid
    # a title line above the header is left as it is
    top = next((i for i, r in enumerate(grid.rows[:3]) if len(r.cells) == len(grid.rows[-1].cells)), 0)
    above, header, data = grid.rows[:top], grid.rows[top], grid.rows[top + 1:]
    said = meanings(header)
    width = len(header.cells)
    if len(data) < 2 or sum(m in MEDAL_KEYS[:3] for m in said) >= 2 or width < 3 \
            or any(len(r.cells) != width for r in data):
        return grid
    kinds = [i for i in range(width) if all(_colour(r.cells[i].text) for r in data)]
    if len(kinds) != 1:
        return grid
    kind = kinds[0]
    colour_of = [_colour(r.cells[kind].text) for r in data]
    if len(set(colour_of)) < 2:
        return grid
    # the colour's own number in every row (gold 1, silver 2, bronze 3): its code, no count
    codes = [i for i in range(width) if i != kind
             and all(c is not None and medal_value(r.cells[i].text) == _COLOUR_CODE.get(c) for r, c in zip(data, colour_of))]
    counts = [i for i in range(width) if i != kind and i not in codes and said[i] not in ("rank", "games", "date", "code")
              and all(r.cells[i].text.strip() and medal_value(r.cells[i].text) is not None for r in data)
              and not names_games([r.cells[i].text for r in data])]
    if len(counts) != 1:
        return grid
    keys = [i for i in range(width) if i not in (kind, counts[0], *codes)]
    groups: dict[tuple[str, ...], list[tuple[str | None, GridRow]]] = {}
    for colour, row in zip(colour_of, data):
        groups.setdefault(tuple(row.cells[i].text for i in keys), []).append((colour, row))
    colours = [c for c in MEDAL_KEYS if c in colour_of]
    rows = [*above, GridRow(tuple(header.cells[i] for i in keys) + tuple(Cell(c, c) for c in colours), header.line,
                            header.span, header.raw)]
    for members in groups.values():
        found = {colour: row.cells[counts[0]].text for colour, row in members}
        if len(found) < len(members):
            return grid  # a colour twice: nothing says which count is the nation's
        first = members[0][1]
        rows.append(GridRow(tuple(first.cells[i] for i in keys) + tuple(Cell(found.get(c, "0"), found.get(c, "0"))
                                                                      for c in colours),
                            first.line, Span(first.span.start, max(row.span.end for _, row in members)),
                            "\n".join(row.raw for _, row in members)))
    return replace(grid, rows=tuple(rows))


#: a cell that is a Games' year, and nothing else
_A_YEAR = re.compile(r"(?:18|19|20)[0-9]{2}")


def read_grid(grid: Grid) -> tuple[MedalTable, ...] | Rejection:
    """The medal tables ``grid`` holds (one, or one per Games, date and sport where columns
    say so: :func:`split_rows`), or why it holds none."""
    one_each = _one_figure_each(grid)
    if isinstance(one_each, Rejection):
        return one_each
    grid = _wide(one_each)
    rows = list(grid.rows)
    if not rows:
        return Rejection(grid.line, "an empty table", 0.0)
    span = _YEARS_SPAN.search(grid.context)
    if span is not None and span.group(1) != span.group(2):  # "Sailing 1896 – 2004": all-time, no Games'
        return Rejection(grid.line, f"a table of several Games ({span.group()})", 0.4)
    if (several := says_several_games(grid.context)) is not None:  # "all-time", "历届": no Games' either
        return Rejection(grid.line, f"a table of several Games ({several})", 0.4)
    header_count = 0
    columns: Columns | None = None
    regions = False  # a header that names continents and no nation ("continent", "Kontinent"): its rows'
    counted: str | None = None  # a header cell that counts each row's Games ("Number of Games participated in")
    for row in rows[:3]:
        said = meanings(row)
        if is_medal_row(row) or sum(m is not None for m in said) < 2:
            if header_count:
                break
            continue
        regions = regions or ("region" in said and "nation" not in said)
        counted = counted or next((w for c in row.cells if (w := says_several_games(c.text))), None)
        candidate = columns_from_header(said)
        header_count = rows.index(row) + 1
        if columns is None or len(candidate.medals) >= len(columns.medals):
            merged = candidate
            if columns is not None:  # a second header row (colspan "Medals" above G/S/B)
                nations = columns if columns.nation is not None else candidate
                merged = Columns(
                    columns.rank if columns.rank is not None else candidate.rank,
                    nations.nation,
                    {**columns.medals, **candidate.medals},
                    more_nations=nations.more_nations,
                )
            columns = merged
    data = rows[header_count:]
    has_header = columns is not None and {"gold", "silver", "bronze"} <= set(columns.medals)
    if not has_header:
        first = next((r for r in data if is_medal_row(r)), None)
        columns = columns_from_data(first) if first is not None else None
        if columns is None:
            named = "" if header_count == 0 else ", and its header names no gold, silver and bronze columns"
            return Rejection(grid.line, f"no row of a nation with 3 or 4 medal numbers{named}", 0.1 * header_count)
        if columns.rank is not None and all(_A_YEAR.fullmatch(c.text.strip()) for r in data
                                            if is_medal_row(r) and (c := cell_at(r, columns.rank)) is not None):
            columns.split["games"], columns.rank = columns.rank, None  # "2020,SLO,3,1,1": each row's Games
        if header_count and (dated := _numbered_header(rows[header_count - 1], columns)) is not None:
            # "5 Feb", "2019", "Day 1" over the numbers: medals by day or by year, not by colour
            return Rejection(grid.line, f"its header names the numbers' columns otherwise ({dated})", 0.3)
    assert columns is not None
    if counted is not None:
        return Rejection(grid.line, f"a table of several Games (its header counts them: {counted})", 0.4)
    if regions:
        return Rejection(grid.line, "its rows are continents, not nations (its header says so)", 0.3)
    if columns.nation is None:
        used = columns.used() | columns.named
        first = next((r for r in data if is_medal_row(r)), None)
        if first is not None:
            # a column of Games under a header that does not say so ("Event": "1976 Winter
            # Paralympics") is the Games of each row, not the nation
            games = [i for i in range(len(first.cells)) if i not in used and names_games(column_texts(data, i))]
            if games and "games" not in columns.split:
                columns.split["games"] = games[0]
            columns.nation = next(
                (i for i, c in enumerate(first.cells)
                 if i not in used and i not in games and (has_letter(c.text) or (c.mention and not c.text.strip()))),
                None)
    if columns.nation is None and "code" in columns.split and grid.nation is None:
        columns.nation = columns.split.pop("code")  # a code column and no name (``code,gold,silver,…``): the nation's
    if columns.nation is None and not (grid.nation is not None and "games" in columns.split):
        return Rejection(grid.line, "no nation column", 0.5)
    width = max(len(r.cells) for r in rows)
    nation_under_a_wide_header(columns, data)
    one_ranking(columns, data, rows[header_count - 1] if header_count else None)
    split_columns_by_content(columns, data)
    header_line = rows[header_count - 1].line if header_count else None
    tables: list[MedalTable] = []
    rejection: Rejection | None = None
    for part in split_rows(data, columns):
        read = _read_part(grid, part, columns, width, has_header, header_line)
        if isinstance(read, MedalTable):
            tables.append(read)
        elif rejection is None:
            rejection = read
    if tables:
        return tuple(tables)
    # no part at all: every row's Games cell names no one Games ("Total", "1896–2016")
    return rejection or Rejection(grid.line, "no row of one Games: its Games column names none", 0.3)


_YEARS_SPAN = re.compile(r"(?<!\d)((?:18|19|20)\d\d)\s*[–—-]\s*((?:18|19|20)\d\d)(?!\d)")


def _numbered_header(header: GridRow, columns: Columns) -> str | None:
    """The header cell over a gold, silver or bronze column read by position that holds a
    number (a day, a date, a year): no colour of medal is named so. None when there is none."""
    for colour in ("gold", "silver", "bronze"):
        cell = cell_at(header, columns.medals.get(colour))
        if cell is not None and any(ch.isdigit() for ch in cell.text):
            return cell.text.strip()
    return None
@dataclass(frozen=True)
class Part:
    """The rows of one table in a grid that holds several: the cells that set them apart
    (``games``, ``date``, ``sport`` -> text; empty for a grid of one table) and the rows."""

    key: dict[str, str]
    rows: list[GridRow]


def split_rows(data: Sequence[GridRow], columns: Columns) -> list[Part]:
    """The rows of ``data`` grouped by their Games, date and sport cells, in the order each
    group first appears. A row whose split cells are all blank (a totals row at the end)
    belongs to the group above; a row whose Games cell names no year (``Total``, ``All``:
    a sum over several Games) belongs to no Games, and to no table."""
    keys = [k for k in ("games", "date", "sport") if k in columns.split]
    if not keys:
        return [Part({}, list(data))]
    parts: dict[tuple[str, ...], Part] = {}
    last: Part | None = None
    for row in data:
        cells = [cell_at(row, columns.split[k]) for k in keys]
        key = tuple((c.text.strip() if c is not None else "") for c in cells)
        if not any(key):
            if last is not None:
                last.rows.append(row)
            continue
        games = dict(zip(keys, key)).get("games")
        if games is not None and years_named(games) != 1:
            last = None
            continue
        part = parts.get(key)
        if part is None:
            part = parts[key] = Part(dict(zip(keys, key)), [])
        part.rows.append(row)
        last = part
    return list(parts.values())


def _ties(above: MedalRow, values: dict[str, int]) -> bool:
    """Whether a row of ``values`` ties with the row ``above``: the same gold, silver and
    bronze (and the same total where both give one)."""
    same = all(values.get(c) == getattr(above, c) for c in ("gold", "silver", "bronze"))
    return same and (values.get("total") is None or above.total is None or values["total"] == above.total)


def _part_scope(part: Part, context: str) -> str:
    sport = part.key.get("sport")
    if not sport:
        return scope_of(context)
    return f"sport:{sport_of(sport) or ' '.join(fold(sport).split())}"


def _read_part(grid: Grid, part: Part, columns: Columns, width: int, has_header: bool,
               header_line: int | None) -> MedalTable | Rejection:
    """The medal table of one part of a grid, or why it holds none."""
    data = part.rows
    medal_rows: list[MedalRow] = []
    totals: TotalsRow | None = None
    partial = grid.partial or says_partial(grid.context)
    refused = 0
    code_column = columns.split.get("code")
    for row in data:
        if _is_ellipsis(row):
            partial = True
            continue
        row = _aligned(row, width, columns)
        label = _is_totals(row, columns)
        values = _numbers(row, columns)
        if label is not None:
            if values is not None or totals is None:
                totals = TotalsRow(
                    line=row.line, label=label,
                    gold=values.get("gold") if values else None,
                    silver=values.get("silver") if values else None,
                    bronze=values.get("bronze") if values else None,
                    total=values.get("total") if values else None,
                    span=row.span, raw=row.raw,
                )
            continue
        nation = cell_at(row, columns.nation) if columns.nation is not None else grid.nation
        mention = without_host_label((nation.mention or nation.text).strip()) if nation is not None else ""
        if values is None or not mention or not (has_letter(mention) or mention.isupper()):
            if any(c.text.strip() for c in row.cells):
                refused += 1
            continue
        rank_cell = cell_at(row, columns.rank)
        rank = rank_value(rank_cell.text) if rank_cell is not None else None
        stated = rank is not None and rank_cell is not None and not rank_cell.spanned
        if rank is None and columns.rank is not None and medal_rows and _ties(medal_rows[-1], values):
            rank = medal_rows[-1].rank  # a tie printed without its rank cell
        total = values.get("total")
        derived = "total" not in columns.medals
        if derived:
            total = values["gold"] + values["silver"] + values["bronze"]
        code_cell = cell_at(row, code_column)
        code = code_cell.text.strip(" ()") if code_cell is not None and CODE.fullmatch(code_cell.text.strip()) else ""
        medal_rows.append(MedalRow(
            line=row.line, rank=rank, rank_stated=stated, mention=mention,
            gold=values["gold"], silver=values["silver"], bronze=values["bronze"],
            total=total, span=row.span, raw=row.raw, total_derived=derived, code=code,
        ))
    if not medal_rows:
        rows_ = "row" if len(data) == 1 else "rows"
        return Rejection(grid.line, f"its header names gold, silver and bronze but none of its {len(data)} "
                         f"{rows_} has a nation and medal numbers ({refused} unreadable)", 0.8)
    if not has_header and len(medal_rows) < MIN_ROWS_WITHOUT_HEADER:
        rows_ = "row" if len(medal_rows) == 1 else "rows"
        return Rejection(grid.line, f"only {len(medal_rows)} {rows_} of a nation with medal numbers and no "
                         f"header naming gold, silver and bronze (a table needs {MIN_ROWS_WITHOUT_HEADER})", 0.6)
    partial = shown_in_part(medal_rows, totals, partial)
    date = part.key.get("date")
    return MedalTable(
        rows=tuple(medal_rows),
        totals=totals,
        layout=grid.layout,
        header_line=header_line,
        scope=_part_scope(part, grid.context),
        as_of=(as_of_date(date) if date else None) or as_of_date(grid.context),
        partial=partial,
        games_text=part.key.get("games", grid.context),
    )
