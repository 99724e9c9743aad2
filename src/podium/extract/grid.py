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
   ``rowspan``, or left blank, is the tie's shared rank and is not *stated*;
3. a row labelled with a totals word is the totals row; a ``…`` row makes the table
   partial; with no total column the total is derived (``total_derived``).

A grid that is not a medal table gives a ``Rejection`` saying why, and how close it came.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from podium.extract.lexicon import fold, lexicon
from podium.extract.numbers import normalize_digits, parse_medal_cell, parse_rank
from podium.extract.table_words import MEDAL_KEYS, says_partial, sport_of, table_words, without_host_label
from podium.model import MedalRow, MedalTable, Span, TotalsRow
from podium.unicode_scripts import HAN_BMP_SPAN

#: Without a header naming the medal columns, a grid needs this many medal rows.
MIN_ROWS_WITHOUT_HEADER = 3

_EMOJI = {"🥇": "gold", "🥈": "silver", "🥉": "bronze"}
#: Footnote marks (``[a]``, ``[12]``, ``*``, ``†``) and the ``?`` podium's own exports put
#: after a value the sources do not agree on.
_FOOTNOTE = re.compile(r"\[(?:[a-z]|\d{1,2}|(?:note|nb|n)\s*\d+)\]|[*†‡§^#?]+", re.I)
_ELLIPSIS = {"…", "...", "⋮", "⋯", "…."}
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_DMY_DATE = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")
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


@dataclass(frozen=True)
class Rejection:
    """Why a grid (or a text block) is not a medal table; ``closeness`` ranks candidates."""

    line: int
    reason: str
    closeness: float

    def describe(self) -> str:
        return f"line {self.line}: {self.reason}"


def clean_number_cell(text: str) -> str:
    """A medal or rank cell without footnote marks (``35[a]``, ``35*``) or emphasis."""
    return _FOOTNOTE.sub("", text).strip()


_LETTER = re.compile(r"[^\W\d_]")


def _has_letter(text: str) -> bool:
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


# Medal and rank cells repeat across rows and documents (0-40, dashes, ``1.``), and
# totals labels and nation names repeat across tables: these pure readings of a cell's
# text are cached.


@lru_cache(maxsize=4096)
def _medal_value(text: str) -> int | None:
    """A medal cell's count (0 for a blank or dash), footnote marks dropped; None otherwise."""
    return parse_medal_cell(clean_number_cell(text))


@lru_cache(maxsize=4096)
def _rank_value(text: str) -> int | None:
    """A rank cell's rank, footnote marks dropped; None for a blank cell or no rank."""
    cleaned = clean_number_cell(text)
    return parse_rank(cleaned) if cleaned else None


@lru_cache(maxsize=4096)
def _says_totals(text: str) -> bool:
    """A cell starting with a totals label (``Total``, ``Итого:``, ``合計``)."""
    return _has_letter(text) and _totals_pattern().match(fold(text).strip(_TOTALS_TRIM)) is not None


def _meanings(row: GridRow) -> list[str | None]:
    return [header_meaning(c) for c in row.cells]


def _is_medal_row(row: GridRow) -> bool:
    """A row with a cell with letters followed by at least three number cells."""
    numbers = 0
    named = False
    for cell in row.cells:
        if named and _medal_value(cell.text) is not None and cell.text.strip():
            numbers += 1
        elif _has_letter(cell.text) or (cell.mention and not cell.text.strip()):
            named = True
    return numbers >= 3


@dataclass
class _Columns:
    rank: int | None
    nation: int | None
    medals: dict[str, int]  # gold/silver/bronze/total -> column index


def _columns_from_header(meanings: list[str | None]) -> _Columns:
    found: dict[str, int] = {}
    for index, meaning in enumerate(meanings):
        if meaning is not None and meaning not in found:
            found[meaning] = index
    medals = {k: found[k] for k in MEDAL_KEYS if k in found}
    missing = [k for k in ("gold", "silver", "bronze") if k not in medals]
    if len(missing) == 1:
        # One medal column unnamed (an ambiguous abbreviation): the unnamed column
        # between or next to the other two.
        known = sorted(medals[k] for k in ("gold", "silver", "bronze") if k in medals)
        free = [i for i in range(len(meanings)) if meanings[i] is None and known[0] - 1 <= i <= known[-1] + 1]
        if len(free) == 1:
            medals[missing[0]] = free[0]
    return _Columns(found.get("rank"), found.get("nation"), medals)


def _columns_from_data(row: GridRow) -> _Columns | None:
    """No header: ``[rank] nation gold silver bronze [total]`` from the first data row."""
    cells = row.cells
    nation = next((i for i, c in enumerate(cells) if _has_letter(c.text) and parse_rank(c.text) is None), None)
    if nation is None:
        return None
    after = len(cells) - nation - 1
    if after not in (3, 4):
        return None
    keys = MEDAL_KEYS[:after]
    rank = nation - 1 if nation >= 1 else None
    return _Columns(rank, nation, {k: nation + 1 + i for i, k in enumerate(keys)})


def _cell(row: GridRow, index: int | None) -> Cell | None:
    if index is None or index >= len(row.cells):
        return None
    return row.cells[index]


def _is_totals(row: GridRow, columns: _Columns) -> str | None:
    last = max([i for i in (columns.rank, columns.nation) if i is not None] + [0])
    for cell in row.cells[: last + 1]:
        if _says_totals(cell.text):
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


def _aligned(row: GridRow, width: int, columns: _Columns) -> GridRow:
    """A row one cell short has lost its rank cell (a tie written by leaving it out)."""
    if len(row.cells) != width - 1 or columns.rank is None:
        return row
    cells = list(row.cells)
    cells.insert(columns.rank, Cell(""))
    return GridRow(tuple(cells), row.line, row.span, row.raw)


def _numbers(row: GridRow, columns: _Columns) -> dict[str, int] | None:
    values: dict[str, int] = {}
    for key, index in columns.medals.items():
        cell = _cell(row, index)
        value = _medal_value(cell.text) if cell is not None else 0
        if value is None:
            return None
        values[key] = value
    return values


def as_of_date(text: str) -> str | None:
    """An ISO date (``2008-08-16``, ``16.08.2008``) stated in a caption or heading."""
    iso = _ISO_DATE.search(text)
    if iso:
        return iso.group(0)
    dmy = _DMY_DATE.search(text)
    if dmy:
        return f"{dmy.group(3)}-{int(dmy.group(2)):02d}-{int(dmy.group(1)):02d}"
    return None


def counts_more_entries(totals: TotalsRow | None, rows: int) -> bool:
    """A totals label that counts more entries than the table shows (``Totals (75 entries)``
    under 4 rows): the table is partial."""
    if totals is None:
        return False
    counts = [int(n) for n in re.findall(r"\d+", normalize_digits(totals.label))]
    return any(n > rows for n in counts)


def starts_below_the_top(rows: Sequence[MedalRow]) -> bool:
    """An excerpt: the first row is stated to rank below 1 (ranks 53 to 73). (A rank that
    skips places further down may be a wrong rank, which validation must see: not partial.)"""
    return bool(rows) and rows[0].rank_stated and rows[0].rank is not None and rows[0].rank > 1


def top_of_a_longer_table(rows: Sequence[MedalRow], totals: TotalsRow | None) -> bool:
    """The first places under the totals of the whole table (a top 10 under the Games' totals):
    the totals row adds up on its own and is larger than the rows in every colour, and the rows
    are ranked 1, 2, 3... with no place skipped. A row lost from the middle of a full table
    skips a place, or leaves some colour's sum equal to its total, so validation still sees it."""
    if totals is None or not rows or totals.gold is None or totals.silver is None or totals.bronze is None:
        return False
    if totals.total is not None and totals.gold + totals.silver + totals.bronze != totals.total:
        return False
    shown = (sum(r.gold for r in rows), sum(r.silver for r in rows), sum(r.bronze for r in rows))
    if not all(t > s for t, s in zip((totals.gold, totals.silver, totals.bronze), shown)):
        return False
    previous = None
    for place, row in enumerate(rows, start=1):
        if not row.rank_stated or row.rank not in (place, previous):
            return False
        previous = row.rank
    return True


def shown_in_part(rows: Sequence[MedalRow], totals: TotalsRow | None, said: bool = False) -> bool:
    """Is the table an excerpt of a longer one? ``said``: its words say so (``top 10``, "…")."""
    return (said or starts_below_the_top(rows) or counts_more_entries(totals, len(rows))
            or top_of_a_longer_table(rows, totals))


def scope_of(context: str) -> str:
    sport = sport_of(context) if context else None
    return f"sport:{sport}" if sport else "overall"


def read_grid(grid: Grid) -> MedalTable | Rejection:
    """The medal table ``grid`` holds, or why it holds none."""
    rows = list(grid.rows)
    if not rows:
        return Rejection(grid.line, "an empty table", 0.0)
    header_count = 0
    columns: _Columns | None = None
    for row in rows[:3]:
        meanings = _meanings(row)
        if _is_medal_row(row) or sum(m is not None for m in meanings) < 2:
            if header_count:
                break
            continue
        candidate = _columns_from_header(meanings)
        header_count = rows.index(row) + 1
        if columns is None or len(candidate.medals) >= len(columns.medals):
            merged = candidate
            if columns is not None:  # a second header row (colspan "Medals" above G/S/B)
                merged = _Columns(
                    columns.rank if columns.rank is not None else candidate.rank,
                    columns.nation if columns.nation is not None else candidate.nation,
                    {**columns.medals, **candidate.medals},
                )
            columns = merged
    data = rows[header_count:]
    has_header = columns is not None and {"gold", "silver", "bronze"} <= set(columns.medals)
    if not has_header:
        first = next((r for r in data if _is_medal_row(r)), None)
        columns = _columns_from_data(first) if first is not None else None
        if columns is None:
            named = "" if header_count == 0 else ", and its header names no gold, silver and bronze columns"
            return Rejection(grid.line, f"no row of a nation with 3 or 4 medal numbers{named}", 0.1 * header_count)
    assert columns is not None
    if columns.nation is None:
        used = set(columns.medals.values()) | ({columns.rank} if columns.rank is not None else set())
        first = next((r for r in data if _is_medal_row(r)), None)
        if first is not None:
            columns.nation = next(
                (i for i, c in enumerate(first.cells) if i not in used and (_has_letter(c.text) or c.mention)), None)
    if columns.nation is None:
        return Rejection(grid.line, "no nation column", 0.5)
    width = max(len(r.cells) for r in rows)

    medal_rows: list[MedalRow] = []
    totals: TotalsRow | None = None
    partial = says_partial(grid.context)
    shared: int | None = None
    refused = 0
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
        nation = _cell(row, columns.nation)
        mention = without_host_label((nation.mention or nation.text).strip()) if nation is not None else ""
        if values is None or not mention or not (_has_letter(mention) or mention.isupper()):
            if any(c.text.strip() for c in row.cells):
                refused += 1
            continue
        rank_cell = _cell(row, columns.rank)
        rank = _rank_value(rank_cell.text) if rank_cell is not None else None
        stated = rank is not None and rank_cell is not None and not rank_cell.spanned
        if rank is not None:
            shared = rank
        elif columns.rank is not None:
            rank = shared
        total = values.get("total")
        derived = "total" not in columns.medals
        if derived:
            total = values["gold"] + values["silver"] + values["bronze"]
        medal_rows.append(MedalRow(
            line=row.line, rank=rank, rank_stated=stated, mention=mention,
            gold=values["gold"], silver=values["silver"], bronze=values["bronze"],
            total=total, span=row.span, raw=row.raw, total_derived=derived,
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
    return MedalTable(
        rows=tuple(medal_rows),
        totals=totals,
        layout=grid.layout,
        header_line=rows[header_count - 1].line if header_count else None,
        scope=scope_of(grid.context),
        as_of=as_of_date(grid.context),
        partial=partial,
    )
