"""The disagreement chart, drawn on the server as SVG markup (no script, no CDN); every text
is escaped.

One row per value the sources disagree on (a nation's bronze, the Games' count of nations),
one column per source: each cell says what that source states, coloured by whether it is the
decided value, another value, or nothing at all; the first column is the decision and its
status. The chart points at the disputed cells and names who says what, instead of
repeating the table.

The SVG is self-contained (presentation attributes, no class, no ``<style>``): the page shows
it inline, ``/api/games/{slug}/charts/disagreement.svg`` serves it as a file,
``.png`` renders the same markup with CairoSVG, and ``/embed/...`` frames it. Its words
come from ``podium.service.wording.words(lang)`` (the ``chart_*`` keys).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from markupsafe import Markup, escape

from podium.model import Decision, DecisionStatus, Value
from podium.store import SourceRecord

#: The fonts the SVG names: the system's, with CJK and Cyrillic coverage (CairoSVG uses
#: fontconfig's match for the first it has).
FONTS = ("system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', "
         "'Noto Sans CJK SC', 'Noto Sans CJK JP', sans-serif")
#: The one font CairoSVG renders a PNG's text in (it takes a single family, with no fallback):
#: Noto Sans CJK covers Latin, Cyrillic, Greek and CJK; without it cairo uses its default.
PNG_FONT = "Noto Sans CJK SC"
#: fill, ink of a cell: the decided value, another value, not stated; the decision by status
AGREES = ("#dcefdc", "#1b5e20")
DIFFERS = ("#fbe0c4", "#8a3c00")
ABSENT = ("#f2f4f6", "#6a737d")
DECIDED = {
    DecisionStatus.DISPUTED: ("#f9c9c4", "#8e1a12"),
    DecisionStatus.RESOLVED: ("#d7e6f7", "#0b4f94"),
    DecisionStatus.PINNED: ("#e6dcf5", "#4a2a85"),
    DecisionStatus.OVERRIDDEN: ("#e6dcf5", "#4a2a85"),
    DecisionStatus.AGREED: AGREES,
}
#: The most rows a chart draws; the page says how many more there are.
MAX_ROWS = 40
#: The most sources (columns) a chart draws: those that differ from the decided values most;
#: its legend counts the others.
MAX_COLUMNS = 30
ROW_H, HEAD_H, LABEL_W, CELL_W, PAD = 26, 44, 270, 96, 8
LEGEND_H = 20


@dataclass(frozen=True)
class Chart:
    """An SVG chart and what the page says beside it."""

    svg: Markup
    width: int
    height: int
    rows: int
    more: int
    #: the sources that state a value of the rows but are left out (``MAX_COLUMNS``)
    more_sources: int = 0

    def __bool__(self) -> bool:
        return self.rows > 0


def _units(ch: str) -> int:
    """Display width of a character in half-em units: CJK and other wide characters take 2."""
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def short(text: str, units: int = 34) -> str:
    """``text`` cut to about ``units`` half-ems (so CJK titles fit as well as Latin ones)."""
    if sum(_units(c) for c in text) <= units:
        return text
    out, used = "", 0
    for ch in text:
        if used + _units(ch) > units - 1:
            break
        out += ch
        used += _units(ch)
    return out + "…"


def _text(x: float, y: float, text: object, *, anchor: str = "start", fill: str = "#1d2329",
          weight: str | None = None, tip: str | None = None) -> str:
    bold = f' font-weight="{weight}"' if weight else ""
    title = f"<title>{escape(tip)}</title>" if tip else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" fill="{fill}"{bold}>'
            f"{title}{escape(str(text))}</text>")


def _cell(x: float, y: float, colours: tuple[str, str], text: str, tip: str, data: str) -> str:
    fill, ink = colours
    return (f'<g class="cell" {data}><title>{escape(tip)}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{CELL_W - 4}" height="{ROW_H - 4}" rx="3" fill="{fill}"/>'
            + _text(x + (CELL_W - 4) / 2, y + ROW_H - 10, short(text, 12), anchor="middle", fill=ink)
            + "</g>")


def stated_by(decision: Decision) -> dict[str, tuple[Value, int]]:
    """source id -> (the value it states for the decision's cell, its line): a source's
    first claim counts."""
    found: dict[str, tuple[Value, int]] = {}
    for support in decision.support:
        for claim in support.claims:
            found.setdefault(claim.source_id, (support.value, claim.line))
    return found


def disagreement_svg(
    decisions: Sequence[Decision],
    records: Sequence[SourceRecord],
    words: dict[str, str],
    *,
    games: str,
    subject_name: Callable[[str], str],
    attribute_word: Callable[[str], str],
    value_text: Callable[[Decision, Value | None], str],
    limit: int = MAX_ROWS,
) -> Chart:
    """The disagreement chart of ``decisions`` (the conflicts of a Games) over the sources
    in ``records`` that state one of their values, in the language of ``words``; ``games``
    the Games' name, the callables how a subject, an attribute and a value are written."""
    rows = list(decisions[:limit])
    if not rows:
        return Chart(Markup(""), 0, 0, 0, 0)
    stated = [stated_by(d) for d in rows]
    involved = {source for s in stated for source in s}
    columns = [r for r in records if r.id in involved]
    known = {r.id for r in columns}
    columns += [_unknown(source) for source in sorted(involved - known)]
    left_out = max(0, len(columns) - MAX_COLUMNS)
    if left_out:
        columns = _telling(columns, rows, stated)
    width = LABEL_W + CELL_W * (1 + len(columns)) + PAD
    grid_h = HEAD_H + ROW_H * len(rows)
    height = grid_h + LEGEND_H * (1 + len(columns) + bool(left_out)) + PAD * 2
    title = words["chart_disagreement_title"].format(games=games)
    parts = [
        f'<svg class="chart disagreement" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-labelledby="disagreement-title" xmlns="http://www.w3.org/2000/svg" '
        f'font-family="{FONTS}" font-size="13">',
        f'<title id="disagreement-title">{escape(title)}</title>',
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>',
        _text(LABEL_W + CELL_W / 2 - 2, HEAD_H - 12, words["chart_decided"], anchor="middle", weight="700"),
    ]
    for j, record in enumerate(columns):
        x = LABEL_W + CELL_W * (j + 1) + (CELL_W - 4) / 2
        parts.append(_text(x, HEAD_H - 12, f"#{j + 1}", anchor="middle", weight="700",
                           tip=record.title or record.origin))
    for i, (decision, says) in enumerate(zip(rows, stated)):
        y = HEAD_H + ROW_H * i
        subject, attribute = subject_name(decision.subject), attribute_word(decision.attribute)
        label = f"{subject} — {attribute}"
        data = f'data-subject="{escape(decision.subject)}" data-attribute="{escape(decision.attribute)}"'
        parts.append(f'<g class="row" {data}>')
        parts.append(_text(LABEL_W - 8, y + ROW_H - 10, short(label, 36), anchor="end", tip=label))
        status = words[f"status_{decision.status.value}"]
        decided = value_text(decision, decision.shown)
        if decision.value is None:
            decided = f"{decided}?" if decision.shown is not None else "?"
        tip = words["chart_decided_tip"].format(subject=subject, attribute=attribute, status=status)
        parts.append(_cell(LABEL_W, y + 2, DECIDED[decision.status], decided, f"{tip}: {decided}",
                           f'data-source="decided" data-status="{decision.status.value}"'))
        for j, record in enumerate(columns):
            x = LABEL_W + CELL_W * (j + 1)
            name = record.title or record.origin
            if record.id not in says:
                parts.append(_cell(x, y + 2, ABSENT, "—", f"{name}: {words['chart_not_stated']}",
                                   f'data-source="{record.id[:12]}" data-says="none"'))
                continue
            value, line = says[record.id]
            agrees = decision.shown is not None and value == decision.shown
            text = value_text(decision, value)
            tip = words["chart_cell_tip"].format(source=name, subject=subject, attribute=attribute,
                                                 value=text, line=line)
            parts.append(_cell(x, y + 2, AGREES if agrees else DIFFERS, text, tip,
                               f'data-source="{record.id[:12]}" data-says="{"decided" if agrees else "other"}"'))
        parts.append("</g>")
    y = grid_h + PAD + 14
    legend = [(AGREES, words["chart_agrees"]), (DIFFERS, words["chart_differs"]), (ABSENT, words["chart_not_stated"])]
    x = 8.0
    for (fill, ink), text in legend:
        parts.append(f'<rect x="{x:.1f}" y="{y - 11}" width="14" height="14" rx="2" fill="{fill}" stroke="{ink}"/>')
        parts.append(_text(x + 20, y, text, fill="#3b434b"))
        x += 40 + sum(_units(c) for c in text) * 6.6
    for j, record in enumerate(columns):
        parts.append(_text(8, y + LEGEND_H * (j + 1), f"#{j + 1}  {short(record.title or record.origin, 90)}",
                           fill="#3b434b"))
    if left_out:
        parts.append(_text(8, y + LEGEND_H * (len(columns) + 1), words["more_sources"].format(n=left_out),
                           fill="#3b434b"))
    parts.append("</svg>")
    return Chart(Markup("".join(parts)), width, height, len(rows), max(0, len(decisions) - limit), left_out)


def _telling(columns: list[SourceRecord], rows: Sequence[Decision],
             stated: Sequence[dict[str, tuple[Value, int]]]) -> list[SourceRecord]:
    """The ``MAX_COLUMNS`` sources that differ from the rows' decided values most often (then
    those that state the most of them), in their order: with a thousand sources, the chart
    shows who disagrees."""
    def differs(record: SourceRecord) -> int:
        return sum(1 for d, says in zip(rows, stated) if record.id in says and says[record.id][0] != d.shown)

    def states(record: SourceRecord) -> int:
        return sum(1 for says in stated if record.id in says)

    order = sorted(range(len(columns)), key=lambda j: (-differs(columns[j]), -states(columns[j]), j))
    return [columns[j] for j in sorted(order[:MAX_COLUMNS])]


def _unknown(source: str) -> SourceRecord:
    """A source the store no longer lists (a claim outlived it): named by its id."""
    from datetime import UTC, datetime

    return SourceRecord(id=source, origin=source[:12], title=None, language="und", script="Zyyy",
                        format="", encoding="", size=0, games=None, authority=False,
                        ingested_at=datetime.fromtimestamp(0, UTC), claim_count=0, error_count=0,
                        warning_count=0, info_count=0)


def to_png(svg: str, scale: float = 2.0) -> bytes:
    """The chart as a PNG, rendered on the server by CairoSVG (the same markup the page shows;
    ``scale`` 2 for sharp text on high-density screens)."""
    try:
        import cairosvg
    except (ImportError, OSError) as error:  # OSError: the cairo library itself is missing
        from .errors import ApiError

        raise ApiError(503, f"PNG charts need CairoSVG and the cairo library (apt-get install libcairo2): {error}") from None
    svg = svg.replace(f'font-family="{FONTS}"', f'font-family="{PNG_FONT}"')
    data: bytes = cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
    return data
