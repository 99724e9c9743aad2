"""Apache Parquet (pyarrow, imported only here): one row per nation, typed columns.

The rank and the counts are 32-bit integers; a table with a number they cannot hold is
refused with a :class:`~podium.errors.UsageError` naming the nation and the column."""

from __future__ import annotations

import io
from typing import Any

from podium.errors import UsageError
from podium.rank import Standings

#: The columns written as ``int32``, and the range it holds.
INT_COLUMNS = ("rank", "gold", "silver", "bronze", "total")
_INT32 = range(-(2**31), 2**31)


def schema() -> Any:
    import pyarrow as pa

    return pa.schema(
        [
            ("games", pa.string()),
            ("order", pa.string()),
            ("rank", pa.int32()),
            ("noc", pa.string()),
            ("name", pa.string()),
            ("gold", pa.int32()),
            ("silver", pa.int32()),
            ("bronze", pa.int32()),
            ("total", pa.int32()),
            ("status", pa.string()),
            ("confidence", pa.float64()),
            ("unsettled", pa.list_(pa.string())),
        ]
    )


def to_parquet(standings: Standings) -> bytes:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:  # pragma: no cover - depends on the install
        raise UsageError("Parquet needs pyarrow: pip install pyarrow") from None
    check_fits(standings)
    from podium.export.tabular import COLUMNS, table_rows

    found = table_rows(standings)
    columns: dict[str, list[Any]] = {c: [row[c] for row in found] for c in COLUMNS}
    table = pa.Table.from_pydict(columns, schema=schema())
    out = io.BytesIO()
    pq.write_table(table, out)
    return out.getvalue()


def check_fits(standings: Standings) -> None:
    """UsageError for the first number of ``standings`` a Parquet ``int32`` column cannot hold."""
    for row in standings.rows:
        for column in INT_COLUMNS:
            value = getattr(row, column)
            if value is not None and value not in _INT32:
                shown = str(value) if abs(value) < 10**20 else "a number of more than 20 digits"
                raise UsageError(
                    f"cannot write Parquet: {row.noc} {column} {shown} does not fit a 32-bit integer column "
                    "(--format csv or json keep it)"
                )
