"""A nation's medals over time, drawn on the server as SVG (no script, no CDN; every text
escaped): one group of three bars (gold, silver, bronze) per Games in the store, oldest
first, on one scale. The teams before it (``podium.history.teams_before``: FRG and GDR for
GER) are drawn apart, each in its own panel left of the nation's, paler and under its own
name, so that their medals are never read as the nation's.

Served inline on ``/nations/{code}`` and as a file at ``/nations/{code}/chart.svg``; its
words are the pages' (``podium.service.wording.words``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from markupsafe import Markup, escape

from podium.history import Appearance, NationHistory, TeamSeries

FONTS = ("system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', "
         "'Noto Sans CJK SC', 'Noto Sans CJK JP', sans-serif")
COLOURS = {"gold": "#d4a017", "silver": "#9ea3a8", "bronze": "#b06a2c"}
MEDALS = ("gold", "silver", "bronze")
#: the opacity of a team before the nation (its panel is apart, and paler)
BEFORE_OPACITY = "0.5"
BAR_W, BAR_GAP, GROUP_GAP, PANEL_GAP, PAD = 12, 2, 16, 28, 12
PLOT_H, TOP, BOTTOM, LEFT = 160, 72, 40, 36
LABEL_SIZE, TITLE_SIZE = 11, 12


@dataclass(frozen=True)
class NationChart:
    svg: Markup
    width: int
    height: int


def _group_width() -> int:
    return len(MEDALS) * BAR_W + (len(MEDALS) - 1) * BAR_GAP


def text_width(text: str, size: int) -> int:
    """About how wide ``text`` is at ``size`` px: a wide (CJK) character a whole em, another
    six tenths of one."""
    ems = sum(1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.6 for ch in text)
    return int(ems * size) + 1


def _panel_width(series: TeamSeries, label: str) -> int:
    n = len(series.appearances)
    return max(n * _group_width() + (n - 1) * GROUP_GAP, text_width(label, LABEL_SIZE), 40)


def _text(x: float, y: float, text: object, *, anchor: str = "start", size: int = 11, weight: str = "normal",
          fill: str = "#1d2329") -> str:
    return (f'<text x="{x:.0f}" y="{y:.0f}" text-anchor="{anchor}" font-size="{size}" font-weight="{weight}" '
            f'fill="{fill}">{escape(str(text))}</text>')


def nation_chart(history: NationHistory, before: tuple[TeamSeries, ...], words: Mapping[str, str],
                 games_name: Callable[[str], str]) -> NationChart:
    """The chart of ``history`` with the teams ``before`` it apart; ``games_name`` names a
    Games (a bar group's tip)."""
    own = TeamSeries(history.noc, history.name, history.appearances)
    panels = [*before, own]
    labels = [words["nation_chart_before"].format(name=p.name, noc=p.noc) for p in before]
    labels.append(f"{own.name} ({own.noc})")
    widths = [_panel_width(p, label) for p, label in zip(panels, labels)]
    counts = [getattr(a, m) for p in panels for a in p.appearances for m in MEDALS]
    top = max(counts, default=0) or 1
    title = words["nation_chart_title"].format(name=history.name)
    width = max(LEFT + sum(widths) + PANEL_GAP * (len(panels) - 1) + PAD, LEFT + text_width(title, TITLE_SIZE) + PAD)
    height = TOP + PLOT_H + BOTTOM
    base = TOP + PLOT_H
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}" font-family="{escape(FONTS)}">',
        f"<title>{escape(title)}</title>",
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>',
        _text(LEFT, 18, title, size=TITLE_SIZE, weight="bold"),
    ]
    x = LEFT  # the legend
    for medal in MEDALS:
        word = words[f"chart_{medal}"]
        parts.append(f'<rect x="{x}" y="28" width="10" height="10" fill="{COLOURS[medal]}"/>')
        parts.append(_text(x + 14, 37, word))
        x += 14 + text_width(word, LABEL_SIZE) + 16
    parts.append(_text(LEFT - 6, TOP + 4, top, anchor="end", size=10, fill="#6a737d"))
    parts.append(_text(LEFT - 6, base, 0, anchor="end", size=10, fill="#6a737d"))
    parts.append(f'<line x1="{LEFT}" y1="{base}" x2="{width - PAD}" y2="{base}" stroke="#c8ccd0"/>')
    x = LEFT
    for panel, label, w in zip(panels, labels, widths):
        apart = panel is not own
        parts.append(f'<g data-team="{escape(panel.noc)}"' + (f' opacity="{BEFORE_OPACITY}">' if apart else ">"))
        if apart:
            parts.append(f'<rect x="{x - 4}" y="{TOP - 8}" width="{w + 8}" height="{PLOT_H + 8}" fill="none" '
                         f'stroke="#8a9096" stroke-dasharray="4 3"/>')
        parts.append(_text(x, TOP - 12, label, size=11, weight="normal" if apart else "bold"))
        n = len(panel.appearances)
        start = x + (w - (n * _group_width() + (n - 1) * GROUP_GAP)) / 2  # the groups centred in the panel
        for i, a in enumerate(panel.appearances):
            parts.append(_group(start + i * (_group_width() + GROUP_GAP), base, top, a, panel.name, words,
                                games_name))
        parts.append("</g>")
        x += w + PANEL_GAP
    parts.append("</svg>")
    return NationChart(Markup("".join(parts)), width, height)


def _group(x: float, base: float, top: int, a: Appearance, team: str, words: Mapping[str, str],
           games_name: Callable[[str], str]) -> str:
    parts = [f'<g data-games="{escape(a.games)}"><title>{escape(games_name(a.games))}: {escape(team)} '
             f'{a.gold}/{a.silver}/{a.bronze}</title>']
    for j, medal in enumerate(MEDALS):
        n = getattr(a, medal)
        h = PLOT_H * n / top
        bx = x + j * (BAR_W + BAR_GAP)
        tip = words["chart_medal_tip"].format(name=team, n=n, medal=words[f"chart_{medal}"])
        parts.append(f'<rect x="{bx:.0f}" y="{base - h:.1f}" width="{BAR_W}" height="{h:.1f}" '
                     f'fill="{COLOURS[medal]}"><title>{escape(tip)}</title></rect>')
        if medal in a.unsettled:
            parts.append(_text(bx + BAR_W / 2, base - h - 3, "?", anchor="middle", size=10, fill="#8a3c00"))
    parts.append(_text(x + _group_width() / 2, base + 14, a.edition.year, anchor="middle", size=10))
    season = a.edition.season
    if season:
        parts.append(_text(x + _group_width() / 2, base + 26, words.get(f"nation_chart_{season}", season),
                           anchor="middle", size=9, fill="#6a737d"))
    parts.append("</g>")
    return "".join(parts)
