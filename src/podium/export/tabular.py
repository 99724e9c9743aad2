"""CSV, JSON and NDJSON: the table's rows as data."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from podium.rank import Standings

HEADER = ("rank", "noc", "name", "gold", "silver", "bronze", "total", "status", "confidence")


def to_csv(standings: Standings) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    for r in standings.rows:
        writer.writerow(
            (r.rank, r.noc, r.name, r.gold, r.silver, r.bronze, r.total, r.status.value, r.confidence)
        )
    return out.getvalue()


def to_json(standings: Standings) -> str:
    """The documented ``podium table --format json`` shape."""
    from podium.export.shapes import table_json

    return json.dumps(table_json(standings), ensure_ascii=False, indent=2) + "\n"


def ndjson_rows(standings: Standings) -> list[dict[str, Any]]:
    from podium.export.shapes import table_json

    shape = table_json(standings)
    by_noc = {r.noc: r for r in standings.rows}
    return [
        {"games": standings.games, "order": standings.order, **row,
         "unsettled": list(by_noc[row["noc"]].unsettled)}
        for row in shape["rows"]
    ]


def to_ndjson(standings: Standings) -> str:
    """One JSON object a line: the row of ``--format json`` plus its Games, order and the
    cells not agreed by all sources (``unsettled``)."""
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in ndjson_rows(standings))
