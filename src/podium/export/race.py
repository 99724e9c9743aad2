"""The Games as it happened: the leaders' golds day by day, as a self-contained SVG.

One line per leading nation (the most golds on the last day; ``LEADERS`` of them), one point
per day an interim table speaks for, the table as awarded as the last point when there is one.
Presentation attributes only (no class, no ``<style>``, no script), every text escaped:
``podium chart GAMES --race`` writes it, the Games page shows it inline.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

from podium.errors import NotFound
from podium.model import GAMES_SUBJECT, Decision, Games
from podium.reconcile.versions import FINAL, is_interim, version_day

if TYPE_CHECKING:
    from podium.store import Store

LEADERS = 6
WIDTH, HEIGHT = 720, 400
LEFT, RIGHT, TOP, BOTTOM = 48, 150, 40, 48
COLOURS = ("#b8860b", "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b")
FONT = "system-ui, 'Noto Sans', 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif"


@dataclass(frozen=True)
class Day:
    """The table after one day of the Games: each nation's golds."""

    day: str
    golds: dict[str, int]


def race_days(store: Store, games: str) -> list[Day]:
    """The golds of each nation after each day of the Games that an interim table speaks for,
    then the table as awarded, on the closing day, when there is one."""
    known = store.version_names(games)
    days = [Day(version_day(name) or name, _golds(store.decisions(games, version=name, explained=False)))
            for name in known if is_interim(name)]
    if not days:
        raise NotFound(f"no table of {games} after a day of the Games is in the store: the race needs "
                       "interim tables (a table dated during the Games, or a CSV with a date column)")
    if FINAL in known:
        days.append(Day(_closing(games), _golds(store.decisions(games, version=FINAL, explained=False))))
    return days


def _closing(games: str) -> str:
    from podium.catalogue import dates_of

    dates = dates_of(Games.from_slug(games))
    return dates[1].isoformat() if dates else "final"


def _golds(decisions: list[Decision]) -> dict[str, int]:
    return {d.subject: d.shown for d in decisions
            if d.attribute == "gold" and d.subject != GAMES_SUBJECT and isinstance(d.shown, int)}


def race_chart(store: Store, games: str, lang: str) -> str:
    """``podium chart --race``: the chart of ``games`` with its words and names in ``lang``."""
    from podium.i18n.labels import games_name, labels
    from podium.i18n.naming import display_name

    title = f"{games_name(games, lang)} — {labels(lang)['race_title']}"
    return race_svg(race_days(store, games), display_name(lang, games), title)


def race_svg(days: Sequence[Day], name: Callable[[str], str], title: str) -> str:
    """The chart of ``days`` (in order); ``name`` gives a nation's name for its label."""
    last = days[-1].golds
    leaders = sorted(last, key=lambda noc: (-last[noc], noc))[:LEADERS]
    top = max([1, *(d.golds.get(noc, 0) for d in days for noc in leaders)])
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    offsets = _offsets([d.day for d in days])
    span = max(1, offsets[-1])

    def x(i: int) -> float:
        return round(LEFT + offsets[i] * plot_w / span, 1)

    def y(golds: int) -> float:
        return round(TOP + plot_h - golds * plot_h / top, 1)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" font-family="{escape(FONT)}" font-size="12">',
             f"<title>{escape(title)}</title>",
             f'<text x="{LEFT}" y="22" font-size="15" font-weight="600">{escape(title)}</text>']
    for tick in _ticks(top):
        parts.append(f'<line x1="{LEFT}" x2="{LEFT + plot_w}" y1="{y(tick)}" y2="{y(tick)}" stroke="#e1e4e8"/>')
        parts.append(f'<text x="{LEFT - 6}" y="{y(tick) + 4}" text-anchor="end" fill="#57606a">{tick}</text>')
    labelled = {0, len(days) - 1} | set(range(0, len(days), max(1, len(days) // 6)))
    for i, day in enumerate(days):
        if i in labelled:
            parts.append(f'<text x="{x(i)}" y="{TOP + plot_h + 18}" text-anchor="middle" '
                         f'fill="#57606a">{escape(day.day[5:] if len(day.day) == 10 else day.day)}</text>')
    label_y = _apart([y(days[-1].golds.get(noc, 0)) + 4 for noc in leaders], gap=14)
    for colour, noc, at in zip(COLOURS, leaders, label_y):
        # a nation a day's table does not show has no point that day (not a zero)
        for run in _runs([i for i, d in enumerate(days) if noc in d.golds]):
            if len(run) < 2:
                continue  # one day alone is a point, not a line
            points = " ".join(f"{x(i)},{y(days[i].golds[noc])}" for i in run)
            parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2.5" points="{points}">'
                         f"<title>{escape(name(noc))}</title></polyline>")
        end = days[-1].golds.get(noc, 0)
        parts.append(f'<circle cx="{x(len(days) - 1)}" cy="{y(end)}" r="3.5" fill="{colour}">'
                     f"<title>{escape(name(noc))} {end}</title></circle>")
        parts.append(f'<text x="{x(len(days) - 1) + 8}" y="{at}" fill="{colour}">{escape(name(noc))} {end}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _offsets(days: list[str]) -> list[int]:
    """Each day's distance in days from the first (its place on the x axis); a day that is no
    date (a version with none) is one step after the one before."""
    import datetime as dt

    out: list[int] = []
    first: dt.date | None = None
    for day in days:
        try:
            on = dt.date.fromisoformat(day)
        except ValueError:
            out.append(out[-1] + 1 if out else 0)
            continue
        first = first or on
        out.append(max((on - first).days, out[-1] if out else 0))
    return out


def _runs(indexes: list[int]) -> list[list[int]]:
    """``indexes`` cut where one is missing: ``[0, 1, 3]`` → ``[[0, 1], [3]]``."""
    runs: list[list[int]] = []
    for i in indexes:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _apart(ys: list[float], gap: float) -> list[float]:
    """The labels' heights, in their order, moved down where two would overlap."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    placed = list(ys)
    for before, i in zip(order, order[1:]):
        placed[i] = max(placed[i], placed[before] + gap)
    return [round(v, 1) for v in placed]


def _ticks(top: int) -> list[int]:
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100) if top / s <= 8)
    return list(range(0, top + 1, step))
