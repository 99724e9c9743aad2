"""CSV, JSON and NDJSON: the table's rows as data.

CSV, NDJSON and Parquet have the same columns (:data:`COLUMNS`), one row per nation: its
Games and the order, the row, and the cells not agreed by every source (``unsettled``: a
list, ``;``-separated in CSV). Those 12 columns are podium's mark on CSV and NDJSON
(``marks.py``); the JSON export carries a ``"source"`` field."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from podium.rank import Standings

from .marks import COLUMNS, JSON_FIELD, MARK

HEADER = COLUMNS  # the CSV header


def table_rows(standings: Standings) -> list[dict[str, Any]]:
    """The table's rows with every column of :data:`COLUMNS`, in that order."""
    return [
        {"games": standings.games, "order": standings.order, "rank": r.rank, "noc": r.noc, "name": r.name,
         "gold": r.gold, "silver": r.silver, "bronze": r.bronze, "total": r.total, "status": r.status.value,
         "confidence": r.confidence, "unsettled": list(r.unsettled)}
        for r in standings.rows
    ]


def to_csv(standings: Standings, bom: bool = False) -> str:
    """CSV with :data:`COLUMNS`; ``bom`` starts it with a UTF-8 byte order mark, which Excel
    needs to read names in other scripts right."""
    out = io.StringIO()
    if bom:
        out.write("\ufeff")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for row in table_rows(standings):
        writer.writerow([";".join(row[c]) if c == "unsettled" else row[c] for c in COLUMNS])
    return out.getvalue()


def to_json(standings: Standings) -> str:
    """The documented ``podium table --format json`` shape, with podium's mark (``"source"``:
    ``marks.MARK``) so that it is never read back as evidence."""
    from podium.export.shapes import table_json

    return json.dumps({**table_json(standings), JSON_FIELD: MARK}, ensure_ascii=False, indent=2) + "\n"


def to_ndjson(standings: Standings) -> str:
    """One JSON object a line, with :data:`COLUMNS`."""
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in table_rows(standings))
