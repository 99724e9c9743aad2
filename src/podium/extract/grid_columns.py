"""Which column of a grid is what (:mod:`podium.extract.grid` reads the rows): the columns its
header rows name, or the first data row's shape when it has none; then what the header
leaves open, read from the cells: the names under a nation header over several columns, the
table's one ranking among several rank columns, a code beside the nation's name, a Games
column, a date column."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from podium.extract.cells import Cell, has_letter, header_meaning, medal_value, rank_value
from podium.extract.lexicon import SPLIT_HEADER_KEYS, fold, lexicon
from podium.extract.numbers import parse_rank
from podium.extract.table_scope import DMY_DATE, ISO_DATE, as_of_date
from podium.extract.table_words import MEDAL_KEYS, table_words


class GridRow(Protocol):
    """A grid's row as read here (``podium.extract.grid.GridRow``): its cells."""

    @property
    def cells(self) -> tuple[Cell, ...]: ...


#: a nation's code as a cell writes it (``USA``, ``(GER)``)
CODE = re.compile(r"\(?\s*[A-Z]{3}\s*\)?")
_ONE_YEAR = re.compile(r"(?<!\d)(?:18[89]\d|19\d\d|20\d\d)(?!\d)")


def meanings(row: GridRow) -> list[str | None]:
    return [header_meaning(c) for c in row.cells]


def is_medal_row(row: GridRow) -> bool:
    """A row with a cell with letters followed by at least three number cells."""
    numbers = 0
    named = False
    for cell in row.cells:
        if named and medal_value(cell.text) is not None and cell.text.strip():
            numbers += 1
        elif has_letter(cell.text) or (cell.mention and not cell.text.strip()):
            named = True
    return numbers >= 3


@dataclass
class Columns:
    rank: int | None
    nation: int | None
    medals: dict[str, int]  # gold/silver/bronze/total -> column index
    #: the columns that split the table (``games``, ``date``, ``sport``) and the nation's
    #: ``code`` beside its name -> column index
    split: dict[str, int] = field(default_factory=dict)
    #: other columns whose header names the nation (``country_noc`` after ``country``)
    more_nations: tuple[int, ...] = ()
    #: every column whose header names something (a second ``Date``, an ``Athletes`` count…)
    named: frozenset[int] = frozenset()
    #: further columns whose header names a rank (``sortRank``, ``Rank by golds``)
    more_ranks: tuple[int, ...] = ()

    def used(self) -> set[int]:
        return ({i for i in (self.rank, self.nation) if i is not None} | set(self.medals.values())
                | set(self.split.values()))


def columns_from_header(meanings: list[str | None]) -> Columns:
    found: dict[str, int] = {}
    more_nations: list[int] = []
    for index, meaning in enumerate(meanings):
        if meaning is not None and meaning not in found:
            found[meaning] = index
        elif meaning == "nation":
            more_nations.append(index)
    medals = {k: found[k] for k in MEDAL_KEYS if k in found}
    missing = [k for k in ("gold", "silver", "bronze") if k not in medals]
    if len(missing) == 1:
        # One medal column unnamed (an ambiguous abbreviation): the unnamed column
        # between or next to the other two.
        known = sorted(medals[k] for k in ("gold", "silver", "bronze") if k in medals)
        free = [i for i in range(len(meanings)) if meanings[i] is None and known[0] - 1 <= i <= known[-1] + 1]
        if len(free) == 1:
            medals[missing[0]] = free[0]
    split = {k: found[k] for k in SPLIT_HEADER_KEYS if k in found}
    named = frozenset(i for i, m in enumerate(meanings) if m is not None and m != "nation")
    ranks = tuple(i for i, m in enumerate(meanings) if m == "rank")
    return Columns(found.get("rank"), found.get("nation"), medals, split, tuple(more_nations), named, ranks[1:])


def one_ranking(columns: Columns, data: Sequence[GridRow], header: GridRow | None = None) -> None:
    """Two rank columns that rank the rows differently ("Rank by total", "Rank by golds")
    rank the table two ways: neither is the table's rank, unless one of them is headed by a
    rank word alone ("Rank", then "Rank by Total"): that one is. Copies of one ranking
    (``rank``, ``sortRank``) keep the first."""
    if columns.rank is None:
        return
    if header is not None and columns.more_ranks:
        bare = [i for i in (columns.rank, *columns.more_ranks) if (cell := cell_at(header, i)) is not None
                and _bare_rank(cell.text)]
        if len(bare) == 1:
            columns.rank = bare[0]
            return
    for other in columns.more_ranks:
        for row in data:
            first, second = cell_at(row, columns.rank), cell_at(row, other)
            if first is None or second is None or not second.text.strip():
                continue
            if rank_value(first.text) != rank_value(second.text):
                columns.rank = None
                return


def _bare_rank(text: str) -> bool:
    """Whether a header cell is a rank word alone (``Rank``, ``Pos.``, ``排名``), not a
    ranking of its own (``Rank by Total``)."""
    whole = fold(text.strip()).strip(" .:")
    return whole in lexicon().header.get("rank", ()) or whole in table_words().abbreviations.get("rank", ())


def columns_from_data(row: GridRow) -> Columns | None:
    """No header: ``[rank] nation gold silver bronze [total]`` from the first data row (its
    empty cells at the end left out: a row's closing ``|``)."""
    cells = row.cells
    while cells and not cells[-1].text.strip() and not cells[-1].mention:
        cells = cells[:-1]
    nation = next((i for i, c in enumerate(cells) if has_letter(c.text) and parse_rank(c.text) is None), None)
    if nation is None:
        return None
    after = len(cells) - nation - 1
    if after not in (3, 4):
        return None
    keys = MEDAL_KEYS[:after]
    rank = nation - 1 if nation >= 1 else None
    return Columns(rank, nation, {k: nation + 1 + i for i, k in enumerate(keys)})


def cell_at(row: GridRow, index: int | None) -> Cell | None:
    if index is None or index >= len(row.cells):
        return None
    return row.cells[index]


def years_named(text: str) -> int:
    """How many years a cell names, its dates left out (``2008-08-16`` is a date)."""
    return len(_ONE_YEAR.findall(ISO_DATE.sub(" ", DMY_DATE.sub(" ", text))))


def column_texts(data: Sequence[GridRow], index: int) -> list[str]:
    """The non-blank texts of column ``index`` in the medal rows of ``data``."""
    return [c.text.strip() for r in data if is_medal_row(r) and (c := cell_at(r, index)) is not None and c.text.strip()]


def nation_under_a_wide_header(columns: Columns, data: Sequence[GridRow]) -> None:
    """A nation header over several columns (``<th colspan=3>Pays</th>`` over the rank, the
    flag and the name): the nation is the first of them whose cells name something, and a
    column of ranks before it is the rank when no other column is."""
    if columns.nation is None or not columns.more_nations:
        return
    run = [columns.nation]
    for index in columns.more_nations:
        if index == run[-1] + 1:
            run.append(index)
    if column_names(data, columns.nation):
        return
    named = next((i for i in run[1:] if column_names(data, i)), None)
    if named is None:
        return
    before = run[:run.index(named)]
    if columns.rank is None:
        columns.rank = next((i for i in before if (cells := column_texts(data, i))
                             and all(parse_rank(t) is not None for t in cells)), None)
    columns.nation = named
    columns.more_nations = tuple(i for i in columns.more_nations if i != named and i not in before)


def column_names(data: Sequence[GridRow], index: int) -> bool:
    """Whether most of the medal rows' cells of column ``index`` name something (letters)."""
    cells = column_texts(data, index)
    return bool(cells) and 2 * sum(has_letter(t) for t in cells) > len(cells)


def split_columns_by_content(columns: Columns, data: Sequence[GridRow]) -> None:
    """Columns whose header does not say what they are, read by what they hold:

    * a column whose header names the nation too and whose cells are codes (``USA``,
      ``(GER)``) is the code beside the nation's name (``country``, ``country_noc``; ``noc``,
      ``country``: the name is the nation's mention, its code the row's code);
    * a column whose every cell names one year (``rome-1960``, ``1994``) and that holds
      more than one year is the Games of each row (a file of several Games);
    * a column whose every cell is a date is the date of a snapshot.
    """
    nations = [i for i in (columns.nation, *columns.more_nations) if i is not None]
    if len(nations) > 1 and "code" not in columns.split:
        coded = [i for i in nations if (cells := column_texts(data, i)) and all(CODE.fullmatch(t) for t in cells)]
        named = [i for i in nations if i not in coded and column_names(data, i)]
        if coded and named and coded[0] == columns.nation:  # the code first (``noc, country``): the name is the nation
            columns.nation = named[0]
            columns.more_nations = tuple(i for i in nations if i != named[0])
        coded = [i for i in coded if i != columns.nation]
        if coded:
            columns.split["code"] = coded[0]
    used = columns.used()
    width = max((len(r.cells) for r in data), default=0)
    for index in range(width):
        if index in used:
            continue
        cells = column_texts(data, index)
        if len(cells) < 2 or any(len(t) > 40 for t in cells):
            continue
        if "date" not in columns.split and all(as_of_date(t) == t or ISO_DATE.fullmatch(t) for t in cells):
            columns.split["date"] = index
        elif "games" not in columns.split and names_games(cells):
            columns.split["games"] = index


def names_games(cells: list[str]) -> bool:
    """Whether a column's cells are each a Games (``rome-1960``, ``1994``, ``1976 Winter
    Paralympics``): every cell names one year, and not all the same."""
    return len(cells) >= 2 and all(years_named(t) == 1 for t in cells) and len(set(cells)) > 1
