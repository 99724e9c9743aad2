"""Lines and cells of plain text (``podium.extract.layouts.text``): a document cut into
numbered lines, a line cut into cells (pipe, tab-separated or space-separated), and the
footnote marks (``6[a]``, ``6*``, ``1º``) dropped from a number cell before it is read as a
count or a rank. Also the lines a table may skip (blank, Markdown rules, ellipses) and the
heading above a table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from podium.extract.cells import clean_number_cell
from podium.extract.fact_grammar import fact_words
from podium.extract.lexicon import find_word, fold, lexicon
from podium.extract.numbers import parse_medal_cell, parse_rank
from podium.extract.table_scope import as_of_date
from podium.extract.table_words import says_partial, says_several_games
from podium.model import Span

#: The fewest consecutive rows that make a table.
MIN_ROWS = 3

SPACED_TOKEN = re.compile(r"(?:\[[^\]\n]{1,16}\]|[^ \t\u3000])+")
#: A token that is only a footnote mark (``6 [a]``, ``6 *``) belongs to the token before it.
_MARK_TOKEN = re.compile(r"\[[^\]\n]{1,16}\]|[*†‡§]+")
#: Ordinal indicators after a number (``1º``, ``12ª``): a mark, not part of the count.
_ORDINAL = re.compile(r"(?<=\d)[ºª°]$")
MARKDOWN_RULE = re.compile(r"\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*")
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


def split_lines(text: str) -> list[Line]:
    """The lines of ``text`` (split on ``\\n`` only), numbered from 1, with offsets."""
    lines = []
    start = 0
    for number, raw in enumerate(text.split("\n"), start=1):
        body = raw[:-1] if raw.endswith("\r") else raw
        lines.append(Line(number, start, body))
        start += len(raw) + 1
    return lines


def split_cells(text: str, separator: str) -> list[Cell]:
    cells = []
    position = 0
    for piece in text.split(separator):
        stripped = piece.strip()
        offset = position + (piece.find(stripped) if stripped else 0)
        cells.append(Cell(stripped, offset))
        position += len(piece) + len(separator)
    return cells


def pipe_cells(text: str) -> list[Cell]:
    """A Markdown row's cells, each without the emphasis wrapped around it (``**China**``)."""
    cells = split_cells(text, "|")
    if cells and not cells[0].text:
        cells = cells[1:]
    if cells and not cells[-1].text:
        cells = cells[:-1]
    return [_unemphasised(cell) for cell in cells]


_WRAPS = ("**", "__", "*", "_")


def _unemphasised(cell: Cell) -> Cell:
    """``cell`` without a Markdown emphasis wrapped around its whole text (``**China**``, ``_12_``);
    a mark on one side only (``Scotland*``, the host) stays."""
    for mark in _WRAPS:
        inner = cell.text[len(mark):-len(mark)].strip()
        if len(cell.text) > 2 * len(mark) and cell.text.startswith(mark) and cell.text.endswith(mark) and inner:
            return Cell(inner, cell.start + cell.text.index(inner, len(mark)))
    return cell


def spaced_cells(text: str) -> list[Cell]:
    cells: list[Cell] = []
    for match in SPACED_TOKEN.finditer(text):
        if cells and _MARK_TOKEN.fullmatch(match.group()) and number_of(cells[-1].text) is not None:
            previous = cells[-1]
            cells[-1] = Cell(text[previous.start: match.end()], previous.start)
            continue
        cells.append(Cell(match.group(), match.start()))
    return cells


def without_marks(text: str) -> str:
    """A number cell without its footnote marks (``6[a]``, ``6[note 1]``, ``6*``, ``6†``, ``12ª``)."""
    return _ORDINAL.sub("", clean_number_cell(text))


def medal_count(text: str) -> int | None:
    """A medal count (0 for a dash), footnote marks dropped; None otherwise."""
    return parse_medal_cell(without_marks(text)) if text else parse_medal_cell(text)


def rank_of(text: str) -> int | None:
    """A rank (``7``, ``7.``, ``=7``, ``1º``), footnote marks dropped; None otherwise."""
    cleaned = without_marks(text)
    return parse_rank(cleaned) if cleaned else None


def number_of(text: str) -> int | None:
    """A count or a rank, footnote marks dropped."""
    value = medal_count(text)
    return value if value is not None else rank_of(text)


def layout_of(text: str) -> str:
    if text.lstrip().startswith("|") or text.count("|") >= 3:  # a Markdown row, its outer pipes or not
        return "pipe"
    if "\t" in text:
        return "tsv"
    return "spaced"


def has_letter(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def skippable(line: Line) -> bool:
    return not line.text.strip() or bool(MARKDOWN_RULE.fullmatch(line.text)) or is_ellipsis(line)


def is_ellipsis(line: Line) -> bool:
    return bool(_ELLIPSIS_LINE.fullmatch(line.text)) and bool(line.text.strip())


def prose_above(texts: Sequence[str], index: int) -> str:
    """The prose right above ``texts[index]`` (a table's first line): up to three lines with
    letters, blank lines skipped, up to a heading or another table's line. A note on how to
    read the table's cells sits there ("Standard counts are given in brackets")."""
    found: list[str] = []
    i = index - 1
    while i >= 0 and len(found) < 3 and index - i <= 6:
        text = texts[i].strip()
        if _MARKDOWN_HEADING.fullmatch(text) or text.startswith(("|", "{|", "!")):
            break
        if has_letter(text):
            found.append(text)
        i -= 1
    return " ".join(reversed(found))


#: the longest line above a table read as its title when it says the time the table speaks for
_TITLE_LINE = 100


def heading_above(lines: list[Line], index: int) -> str:
    """The Markdown (``## Swimming``) or wikitext (``== Swimming ==``) heading above
    ``lines[index]`` (its section's: :data:`_SECTION_LINES` at most above it), with the headings
    of the sections that hold it when it names no year (:func:`_sections_above`); else
    the short lines right above it (two at most, blank lines skipped) when they say the time
    the table speaks for (``Medal standings as of 28 July 2021``, a report's ``As of SUN 8 AUG
    2021``, ``Final medal table``), that it sums several Games (``All-time medal table``) or that
    name its Games (``Olympische Winterspiele 2010 in Vancouver:``): a plain text's title lines."""
    found: list[str] = []
    i = index - 1
    while i >= 0 and len(found) < 2 and index - i <= 4:
        text = lines[i].text.strip()
        if len(text) > _TITLE_LINE or "\t" in text or text.startswith("|") or is_heading(text):
            break
        if text and not _FENCE.match(text):  # a code block's fence is no title
            found.append(text)
        i -= 1
    said = " ".join(reversed(found))
    telling = bool(found) and (as_of_date(said) is not None or says_several_games(said) is not None
                               or says_partial(said))
    i = index - 1
    while i >= 0 and index - i <= _SECTION_LINES:
        match = _MARKDOWN_HEADING.fullmatch(lines[i].text)
        if match:
            heading = match.group(1) or match.group(3) or ""
            section = heading if _YEAR.search(heading) else " ".join((*_sections_above(lines, i), heading)).strip()
            # the title lines between the heading and the table that say its time, that it sums
            # several Games ("# History (1896–2022)", then "Top nations by total medals (All-Time)")
            # or that it is shown in part ("Os quatro primeiros")
            return f"{section} {said}" if telling else section
        i -= 1
    return said if telling or (found and _names_games(said)) else ""


_YEAR = re.compile(r"(?<![0-9])(?:18|19|20)[0-9]{2}(?![0-9])")
#: a Markdown code block's fence line
_FENCE = re.compile(r"(?:```|~~~)")
#: how far above a table its section's heading may be: a README shows the query that made the
#: table, or a note, between them
_SECTION_LINES = 16
#: how far above a section's heading the headings of the sections holding it are looked for
_SECTIONS_REACH = 400


def is_heading(text: str) -> bool:
    """Whether a line is a Markdown (``## …``) or wikitext (``== … ==``) heading."""
    return _MARKDOWN_HEADING.fullmatch(text) is not None


def _level(match: re.Match[str]) -> int:
    """A heading's level: its ``#`` (Markdown) or ``=`` (wikitext) count."""
    text = match.group().strip()
    return len(text) - len(text.lstrip("#")) if text.startswith("#") else len(match.group(2) or "")


def _sections_above(lines: list[Line], index: int) -> list[str]:
    """The headings of the sections that hold the heading at ``lines[index]``, outermost
    first, up to the first that names a year (``## 2020 Summer Games (Tokyo)`` above ``### The
    best performing teams``): what a table under a heading that names no Games belongs to."""
    match = _MARKDOWN_HEADING.fullmatch(lines[index].text)
    if match is None:
        return []
    level, found = _level(match), []
    for i in range(index - 1, max(index - _SECTIONS_REACH, 0) - 1, -1):
        above = _MARKDOWN_HEADING.fullmatch(lines[i].text)
        if above is None or _level(above) >= level:
            continue
        level = _level(above)
        heading = above.group(1) or above.group(3) or ""
        found.append(heading)
        if _YEAR.search(heading) or level <= 1:
            break
    return found[::-1]


def _names_games(text: str) -> bool:
    """Whether a title line names a Games with its year (``Olympische Winterspiele 2010 in
    Vancouver:``): a Games word of the lexicons and a year: the Games of the table under it, in
    a file of several (``extract.games.table_games`` reads which)."""
    if not _YEAR.search(text):
        return False
    folded = fold(text)
    return any(find_word(folded, words) for kind, words in lexicon().games.items() if kind not in ("summer", "winter"))


#: a list item's mark, maybe its number (its rank): ``- ``, ``* ``, ``• ``, ``1. ``, ``2) ``
_LIST_MARK = re.compile(r"\s*(?:[-*•·–]\s+|(?P<rank>[0-9]{1,3})[.)]\s+)?")
#: a list item's nation: its words up to a colon, a dash, a bracket or a verb (``China: 40 gold``,
#: ``**China** — 40 gold``, ``China won 40 gold``)
_ITEM_NAME = re.compile(r"(?P<name>[^\d:—–(|,]+?)\s*(?:[:—–(]|\s-\s|\s+(?:won|with|has|got|took)\s)")


@lru_cache(maxsize=1)
def _colour_patterns() -> dict[str, tuple[re.Pattern[str], re.Pattern[str]]]:
    """Per colour (and the total), a count before its word (``40 gold``, ``40 Gold medals``) and
    after it (``Gold: 40``), in the words of every language's headers (and its words for medals:
    the total)."""
    header = lexicon().header
    medals = fact_words().nation.get("medals", ())  # "220 medalhas", "124 Medaillen": the total
    out = {}
    for key in ("gold", "silver", "bronze", "total"):
        # longest first, then alphabetical: the same pattern in every process (``podium.kept`` keeps it)
        words = "|".join(re.escape(w) for w in sorted({*header[key], *(("medals", *medals) if key == "total" else ())},
                                                       key=lambda w: (-len(w), w)))
        out[key] = (re.compile(r"(?<![0-9])([0-9]{1,4})\s*(?:" + words + r")(?![^\W\d_])"),
                    re.compile(r"(?<![^\W\d_])(?:" + words + r")\s*[:=]?\s*([0-9]{1,4})(?![0-9])"))
    return out


def labelled_row(text: str) -> tuple[int | None, str, tuple[int, ...]] | None:
    """A list item or a line that says a nation's medals colour by colour (``1. United States:
    40 Gold, 44 Silver, 42 Bronze, Total 126``, ``- China: 132 gold, 72 silver, 39 bronze (243
    medals)``, ``* **Japan** — 20 gold``...): (its rank, its nation as written, gold, silver,
    bronze and the total where it says one); None for any other line."""
    if sum(ch.isdigit() for ch in text) < 3:
        return None
    mark = _LIST_MARK.match(text)
    rest = text[mark.end():].replace("**", "").replace("__", "") if mark else text
    name = _ITEM_NAME.match(rest)
    if name is None or not has_letter(name.group("name")) or len(name.group("name").split()) > 6:
        return None
    folded = fold(rest[name.end():])
    counts: dict[str, int] = {}
    for key, (before, after) in _colour_patterns().items():
        found = before.findall(folded) or after.findall(folded)
        if len(found) == 1:
            counts[key] = int(found[0])
    if not {"gold", "silver", "bronze"} <= counts.keys() or fold(name.group("name")).strip() in lexicon().header["gold"]:
        return None
    numbers = tuple(counts[k] for k in ("gold", "silver", "bronze", "total") if k in counts)
    rank = int(mark.group("rank")) if mark and mark.group("rank") else None
    return rank, name.group("name").strip(), numbers
