"""Which library reads spreadsheets: python-calamine (podium's) against openpyxl, on
generated workbooks of medal tables (several sheets, a header and nation rows each).

    python benchmarks/spreadsheets.py [--sheets 30] [--rows 200] [--repeat 5]

Prints the median seconds to read every cell of the workbook and the ratio to calamine,
and the ratio of podium's whole read (``read_bytes``: the workbook as text) to calamine's.
Needs the ``bench`` extra (openpyxl).
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable


def workbook(sheets: int, rows: int) -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    for s in range(sheets):
        sheet = book.active if s == 0 else book.create_sheet()
        sheet.title = f"{1896 + 4 * s} Games"
        sheet.append(["Rank", "Nation", "Gold", "Silver", "Bronze", "Total"])
        for r in range(rows):
            g, sv, b = (rows - r) % 40, (r * 7) % 30, (r * 3) % 25
            sheet.append([r + 1, f"Nation {r}", g, sv, b, g + sv + b])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def with_calamine(data: bytes) -> int:
    from python_calamine import CalamineWorkbook

    book = CalamineWorkbook.from_filelike(io.BytesIO(data))
    return sum(len(row) for name in book.sheet_names for row in book.get_sheet_by_name(name).to_python())


def with_openpyxl(data: bytes) -> int:
    import openpyxl

    book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    return sum(len(row) for sheet in book.worksheets for row in sheet.iter_rows(values_only=True))


def with_podium(data: bytes) -> int:
    from podium.readers import read_bytes

    return len(read_bytes(data, "bench.xlsx").text)


def median(run: Callable[[bytes], int], data: bytes, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run(data)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sheets", type=int, default=30)
    parser.add_argument("--rows", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    data = workbook(args.sheets, args.rows)
    assert with_calamine(data) == with_openpyxl(data)
    base = median(with_calamine, data, args.repeat)
    print(f"workbook: {args.sheets} sheets x {args.rows + 1} rows, {len(data):,} bytes")
    print(f"{'reader':<34}{'median s':>10}{'x calamine':>12}")
    for name, run in (("python-calamine (baseline)", with_calamine), ("openpyxl (read_only)", with_openpyxl),
                      ("podium read_bytes (calamine + text)", with_podium)):
        seconds = base if run is with_calamine else median(run, data, args.repeat)
        print(f"{name:<34}{seconds:>10.3f}{seconds / base:>12.1f}")


if __name__ == "__main__":
    main()
