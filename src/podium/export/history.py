"""The JSON shapes (and the CSV) of a nation across Games and of all-time tables: what
``podium nation --format json`` and ``GET /api/nations/{code}``, ``podium table --all-time``
and ``GET /api/all-time`` return (README.md, "JSON shapes")."""

from __future__ import annotations

import csv
import io
from typing import TYPE_CHECKING

from podium.export.shapes import JSON, games_json

if TYPE_CHECKING:
    from podium.history import AllTime, Appearance, LinkedTeam, NationHistory

#: The columns of ``podium table --all-time --format csv``.
ALL_TIME_COLUMNS = ("rank", "noc", "name", "gold", "silver", "bronze", "total", "games", "status", "unsettled")


def appearance_json(a: Appearance) -> JSON:
    games = a.edition
    return {
        **games_json(a.games), "year": games.year, "season": games.season or None, "kind": games.kind,
        "rank": a.rank, "gold": a.gold, "silver": a.silver, "bronze": a.bronze, "total": a.total,
        "status": a.status.value, "unsettled": list(a.unsettled),
    }


def linked_team_json(t: LinkedTeam) -> JSON:
    return {"noc": t.noc, "name": t.name, "relation": t.relation, "since": t.since, "games": list(t.games)}


def nation_json(history: NationHistory) -> JSON:
    """``podium nation CODE --format json``: the team's Games oldest first, its own totals,
    and the teams before and after it (never added to it)."""
    from podium.history import CONVENTION

    return {
        "noc": history.noc,
        "name": history.name,
        "convention": CONVENTION,
        "games": [appearance_json(a) for a in history.appearances],
        "totals": history.totals,
        "predecessors": [linked_team_json(t) for t in history.predecessors],
        "successors": [linked_team_json(t) for t in history.successors],
    }


def all_time_json(table: AllTime) -> JSON:
    """``podium table --all-time --format json``."""
    return {
        "all_time": True,
        "kind": table.kind,
        "convention": table.convention,
        "games": [games_json(slug) for slug in table.games],
        "order": table.order,
        "rows": [
            {"rank": r.rank, "noc": r.noc, "name": r.name, "gold": r.gold, "silver": r.silver,
             "bronze": r.bronze, "total": r.total, "games": table.appearances[r.noc],
             "status": r.status.value, "unsettled": list(r.unsettled)}
            for r in table.rows
        ],
        "totals": table.totals,
    }


def all_time_csv(table: AllTime, bom: bool = False) -> str:
    """One row per team with :data:`ALL_TIME_COLUMNS` (``unsettled`` ``;``-separated)."""
    out = io.StringIO()
    if bom:
        out.write("\ufeff")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(ALL_TIME_COLUMNS)
    for row in all_time_json(table)["rows"]:
        writer.writerow([";".join(row[c]) if c == "unsettled" else row[c] for c in ALL_TIME_COLUMNS])
    return out.getvalue()
