"""Render a medal table into any layout podium reads (for the re-layout and property tests).

A table is a list of ``Row``; options choose the header language, the column order, how
ties are written and how zeros are written. ``expected`` says what reading it back must give.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass

COLUMNS = ("rank", "nation", "gold", "silver", "bronze", "total")
MEDALS = ("gold", "silver", "bronze", "total")

#: Layouts read as text lines (rank and nation first, medal columns in any order).
TEXT_LAYOUTS = ("tsv", "spaced", "markdown")
#: Layouts read as grids (any column order).
GRID_LAYOUTS = ("csv", "semicolon", "html", "wikitext", "json")
LAYOUTS = TEXT_LAYOUTS + GRID_LAYOUTS

#: Header words per language, as pages in that language write them.
HEADERS: dict[str, dict[str, str]] = {
    "en": dict(rank="Rank", nation="Nation", gold="Gold", silver="Silver", bronze="Bronze", total="Total"),
    "de": dict(rank="Platz", nation="Land", gold="Gold", silver="Silber", bronze="Bronze", total="Gesamt"),
    "fr": dict(rank="Rang", nation="Nation", gold="Or", silver="Argent", bronze="Bronze", total="Total"),
    "es": dict(rank="Puesto", nation="País", gold="Oro", silver="Plata", bronze="Bronce", total="Total"),
    "it": dict(rank="Pos.", nation="Nazione", gold="Oro", silver="Argento", bronze="Bronzo", total="Totale"),
    "pt": dict(rank="Posição", nation="País", gold="Ouro", silver="Prata", bronze="Bronze", total="Total"),
    "nl": dict(rank="Rang", nation="Land", gold="Goud", silver="Zilver", bronze="Brons", total="Totaal"),
    "ru": dict(rank="Место", nation="Страна", gold="Золото", silver="Серебро", bronze="Бронза", total="Всего"),
    "uk": dict(rank="Місце", nation="Країна", gold="Золото", silver="Срібло", bronze="Бронза", total="Всього"),
    "zh": dict(rank="排名", nation="国家/地区", gold="金牌", silver="银牌", bronze="铜牌", total="总数"),
    "ja": dict(rank="順位", nation="国・地域", gold="金", silver="銀", bronze="銅", total="合計"),
    "ko": dict(rank="순위", nation="국가", gold="금메달", silver="은메달", bronze="동메달", total="합계"),
    "pl": dict(rank="Miejsce", nation="Kraj", gold="Złoto", silver="Srebro", bronze="Brąz", total="Razem"),
    "sv": dict(rank="Placering", nation="Nation", gold="Guld", silver="Silver", bronze="Brons", total="Totalt"),
    "cs": dict(rank="Pořadí", nation="Země", gold="Zlato", silver="Stříbro", bronze="Bronz", total="Celkem"),
    "fi": dict(rank="Sija", nation="Maa", gold="Kulta", silver="Hopea", bronze="Pronssi", total="Yhteensä"),
    "hu": dict(rank="Helyezés", nation="Ország", gold="Arany", silver="Ezüst", bronze="Bronz", total="Összesen"),
    "el": dict(rank="Θέση", nation="Χώρα", gold="Χρυσό", silver="Αργυρό", bronze="Χάλκινο", total="Σύνολο"),
    "tr": dict(rank="Sıra", nation="Ülke", gold="Altın", silver="Gümüş", bronze="Bronz", total="Toplam"),
    "nb": dict(rank="Plass", nation="Nasjon", gold="Gull", silver="Sølv", bronze="Bronse", total="Totalt"),
    "abbr": dict(rank="#", nation="NOC", gold="G", silver="S", bronze="B", total="T"),
    "emoji": dict(rank="Rank", nation="Nation", gold="🥇", silver="🥈", bronze="🥉", total="Total"),
}

#: How tied ranks are written: every row ranked / later rows blank / "=N" / one spanning
#: cell (HTML, wikitext) / later rows without the rank cell at all.
TIES = ("repeat", "blank", "equals", "rowspan", "missing")
ZEROS = ("0", "-", "—", "–", "")


@dataclass(frozen=True)
class Row:
    rank: int | None
    mention: str
    gold: int
    silver: int
    bronze: int
    total: int | None


@dataclass(frozen=True)
class Options:
    layout: str = "tsv"
    lang: str = "en"
    columns: tuple[str, ...] = COLUMNS
    ties: str = "repeat"
    zero: str = "0"
    title: str = "2004 Summer Paralympics medal table"


def supported(options: Options) -> bool:
    """Whether ``options`` describes a table the layout can write unambiguously."""
    layout, columns = options.layout, options.columns
    if options.ties == "rowspan" and layout not in ("html", "wikitext"):
        return False
    if options.ties != "repeat" and "rank" not in columns:
        return False
    if options.ties == "missing" and (columns[0] != "rank" or layout == "json"):
        return False
    if layout in TEXT_LAYOUTS:
        if columns[: 2 if "rank" in columns else 1] != (("rank", "nation") if "rank" in columns else ("nation",)):
            return False
        if options.zero == "" and layout in ("spaced", "markdown"):
            return False
    if layout == "spaced" and options.lang in ("abbr",):
        return False
    return True


def _tie_flags(rows: list[Row]) -> list[bool]:
    """True for a row that shares the rank of the row above."""
    return [i > 0 and r.rank is not None and r.rank == rows[i - 1].rank for i, r in enumerate(rows)]


def _rank_text(row: Row, later: bool, ties: str, group_tied: bool) -> str | None:
    """The rank cell of a row; None when the cell is left out."""
    if row.rank is None:
        return ""
    if ties == "equals" and group_tied:
        return f"={row.rank}"
    if later and ties == "blank":
        return ""
    if later and ties == "missing":
        return None
    return str(row.rank)


def _cells(rows: list[Row], options: Options) -> list[list[tuple[str, int]] | None]:
    """Per row: (column, text, rowspan) cells; rowspan 0 means covered by a cell above."""
    flags = _tie_flags(rows)
    group = [flags[i] or (i + 1 < len(rows) and flags[i + 1]) for i in range(len(rows))]
    out = []
    for i, row in enumerate(rows):
        cells: list[tuple[str, int]] = []
        for column in options.columns:
            if column == "rank":
                if options.ties == "rowspan":
                    if flags[i]:
                        continue
                    span = 1
                    while i + span < len(rows) and flags[i + span]:
                        span += 1
                    cells.append((str(row.rank), span))
                    continue
                text = _rank_text(row, flags[i], options.ties, group[i])
                if text is None:
                    continue
                cells.append((text, 1))
            elif column == "nation":
                cells.append((row.mention, 1))
            else:
                value = getattr(row, column)
                cells.append((options.zero if value == 0 else str(value), 1))
        out.append(cells)
    return out


def _quoted(text: str, separator: str) -> str:
    if separator in (",", ";") and (separator in text or '"' in text):
        return '"' + text.replace('"', '""') + '"'
    return text


def render(rows: list[Row], options: Options) -> str:
    header = [HEADERS[options.lang][c] for c in options.columns]
    body = _cells(rows, options)
    layout = options.layout
    lines = [options.title, ""]
    if layout in ("tsv", "spaced", "csv", "semicolon"):
        sep = {"tsv": "\t", "spaced": "   ", "csv": ",", "semicolon": ";"}[layout]
        if layout in ("csv", "semicolon"):
            lines = [options.title]
        lines.append(sep.join(_quoted(h, sep) for h in header))
        for cells in body:
            assert cells is not None
            lines.append(sep.join(_quoted(text, sep) for text, _ in cells))
        return "\n".join(lines) + "\n"
    if layout == "markdown":
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "---|" * len(header))
        for cells in body:
            assert cells is not None
            lines.append("| " + " | ".join(text for text, _ in cells) + " |")
        return "\n".join(lines) + "\n"
    if layout == "html":
        out = [f"<html><body><h1>{html.escape(options.title)}</h1>", "<table class=\"wikitable\">",
               "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in header) + "</tr>"]
        for cells in body:
            assert cells is not None
            out.append("<tr>" + "".join(
                (f"<td rowspan=\"{span}\">" if span > 1 else "<td>") + html.escape(text) + "</td>"
                for text, span in cells) + "</tr>")
        out.append("</table></body></html>")
        return "\n".join(out) + "\n"
    if layout == "wikitext":
        out = [f"'''{options.title}'''", "", "{| class=\"wikitable sortable\"", "! " + " !! ".join(header)]
        for cells in body:
            assert cells is not None
            out.append("|-")
            out.append("| " + " || ".join((f"rowspan={span} | " if span > 1 else "") + text for text, span in cells))
        out.append("|}")
        return "\n".join(out) + "\n"
    if layout == "json":
        items = []
        flags = _tie_flags(rows)
        for i, row in enumerate(rows):
            item: dict[str, object] = {}
            for column, key in zip(options.columns, header):
                if column == "rank":
                    text = _rank_text(row, flags[i], options.ties, flags[i] or (i + 1 < len(rows) and flags[i + 1]))
                    item[key] = int(text) if text and text.isdigit() else (text or None)
                elif column == "nation":
                    item[key] = row.mention
                else:
                    value = getattr(row, column)
                    item[key] = value if value or options.zero == "0" else (options.zero or None)
            items.append(item)
        return json.dumps({"title": options.title, "medals": items}, ensure_ascii=False, indent=1) + "\n"
    raise ValueError(layout)


def expected(rows: list[Row], options: Options) -> list[tuple[object, ...]]:
    """(rank, mention, gold, silver, bronze, total) podium must read back."""
    has_rank = "rank" in options.columns
    has_total = "total" in options.columns
    out = []
    for row in rows:
        total = row.total if has_total else row.gold + row.silver + row.bronze
        out.append((row.rank if has_rank else None, row.mention, row.gold, row.silver, row.bronze, total))
    return out


FORMATS = {"tsv": "csv", "spaced": "text", "markdown": "markdown", "csv": "csv", "semicolon": "csv",
           "html": "html", "wikitext": "wikitext", "json": "json"}
