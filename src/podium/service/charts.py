"""Charts drawn on the server as SVG markup (no script, no CDN); every text is escaped.

Their words come from ``podium.i18n.labels.labels(lang)`` (the ``chart_*`` keys)."""

from __future__ import annotations

from markupsafe import Markup, escape

from podium.rank import Standings
from podium.store import SourceRecord

COLOURS = {"gold": "#c9a227", "silver": "#9ea7ad", "bronze": "#b0703c"}


def _text(x: float, y: float, text: object, anchor: str = "start", cls: str = "") -> str:
    klass = f' class="{cls}"' if cls else ""
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"{klass}>{escape(str(text))}</text>'


def medals_svg(standings: Standings, words: dict[str, str], limit: int = 20) -> Markup:
    """Horizontal stacked bars: gold, silver and bronze of the first ``limit`` nations, in
    the language of ``words``."""
    rows = standings.rows[:limit]
    if not rows:
        return Markup("")
    bar_h, gap, label_w, width = 18, 6, 170, 640
    top = 24
    height = top + len(rows) * (bar_h + gap) + 8
    most = max(r.gold + r.silver + r.bronze for r in rows) or 1
    scale = (width - label_w - 50) / most
    parts = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" role="img" '
        f'aria-labelledby="medals-title" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="medals-title">{escape(words["chart_medals"].format(n=len(rows)))}</title>',
    ]
    for i, (name, colour) in enumerate(COLOURS.items()):
        parts.append(f'<rect x="{label_w + i * 80}" y="4" width="12" height="12" fill="{colour}"/>')
        parts.append(_text(label_w + i * 80 + 16, 14, words[f"chart_{name}"], cls="legend"))
    for i, r in enumerate(rows):
        y = top + i * (bar_h + gap)
        parts.append(_text(label_w - 6, y + bar_h - 5, f"{r.rank}. {_short(r.name, 24)}", "end"))
        x = float(label_w)
        for medal, colour in COLOURS.items():
            w = getattr(r, medal) * scale
            if w > 0:
                mark = "?" if medal in r.unsettled else ""
                tip = words["chart_medal_tip"].format(
                    name=r.name, n=f"{getattr(r, medal)}{mark}", medal=words[f"chart_{medal}"])
                parts.append(
                    f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{bar_h}" fill="{colour}">'
                    f"<title>{escape(tip)}</title></rect>"
                )
            x += w
        parts.append(_text(x + 4, y + bar_h - 5, f"{r.gold + r.silver + r.bronze}", cls="value"))
    parts.append("</svg>")
    return Markup("".join(parts))


def _units(ch: str) -> int:
    """Display width of a character in half-em units: CJK and other wide characters take 2."""
    import unicodedata

    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def _short(text: str, units: int = 34) -> str:
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


def agreement_svg(
    records: list[SourceRecord], pairs: dict[tuple[str, str], tuple[int, int]],
    words: dict[str, str],
) -> Markup:
    """A source-by-source matrix: the share of the values both sources state that agree, in
    the language of ``words``."""
    if len(records) < 2:
        return Markup("")
    n = len(records)
    cell, label_w = 64, 230
    width = label_w + n * cell + 10
    height = 30 + n * cell + 10
    parts = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" role="img" '
        f'aria-labelledby="agreement-title" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="agreement-title">{escape(words["chart_agreement"])}</title>',
    ]
    for j in range(len(records)):
        parts.append(_text(label_w + j * cell + cell / 2, 20, f"#{j + 1}", "middle", "legend"))
    for i, a in enumerate(records):
        y = 30 + i * cell
        parts.append(_text(4, y + cell / 2 + 4, f"#{i + 1} {_short(a.title or a.origin, 26)}"))
        for j, b in enumerate(records):
            x = label_w + j * cell
            if a.id == b.id:
                parts.append(f'<rect x="{x}" y="{y}" width="{cell - 2}" height="{cell - 2}" fill="#eee"/>')
                continue
            agree, shared = pairs.get((a.id, b.id), (0, 0))
            share = agree / shared if shared else 0.0
            # white (no agreement) to green (full agreement); the label stays readable on both
            red, green, blue = (int(255 - (255 - c) * share) for c in (46, 125, 50))
            ink = "on-dark" if share > 0.55 else "on-light"  # podium.css colours each: no inline style
            label = f"{share:.0%}" if shared else "—"
            tip = words["chart_agreement_tip"].format(
                first=a.title or a.id[:12], second=b.title or b.id[:12], agree=agree, shared=shared)
            parts.append(
                f'<rect x="{x}" y="{y}" width="{cell - 2}" height="{cell - 2}" '
                f'fill="rgb({red},{green},{blue})"><title>{escape(tip)}</title></rect>'
            )
            parts.append(
                f'<text x="{x + cell / 2 - 1:.1f}" y="{y + cell / 2 + 4:.1f}" text-anchor="middle" '
                f'class="share {ink}">{escape(label)}</text>'
            )
    parts.append("</svg>")
    return Markup("".join(parts))
