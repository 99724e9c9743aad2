"""Spreadsheets (``.xlsx``, ``.xlsm``, ``.xls``, ``.ods``) as text: every sheet, in order, as
a heading with the sheet's name (``# Beijing 2022``) and its rows as tab-separated lines.

The text layout then reads each sheet's table with the sheet's name as its heading, so a
workbook of one sheet per Games gives one table per Games. Cells are read by python-calamine
(one Rust reader for all four formats, chosen over openpyxl by ``benchmarks/spreadsheets.py``):
a whole-number float is written as an integer (``16.0`` -> ``16``), dates as ISO dates, and a
tab or line break inside a cell as a space. A workbook that cannot be read is ``BadInput``.
"""

from __future__ import annotations

import datetime as dt
import io
import zipfile

from podium.errors import BadInput

#: The most cells read from one workbook (a sheet of a million empty-looking cells is refused).
MAX_CELLS = 2_000_000

_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # .xls (BIFF8 in an OLE container)


def spreadsheet_kind(data: bytes) -> str | None:
    """``xlsx`` or ``ods`` for a zip that is one (its workbook part, its ``mimetype``), ``xls``
    for an OLE file; None for any other bytes."""
    if data.startswith(_OLE):
        return "xls"
    if not data.startswith(b"PK\x03\x04"):
        return None
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
            if "xl/workbook.xml" in names:
                return "xlsx"
            if "mimetype" in names and archive.read("mimetype").startswith(b"application/vnd.oasis.opendocument.spreadsheet"):
                return "ods"
    except (zipfile.BadZipFile, OSError, EOFError, ValueError):
        return None
    return None


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    if isinstance(value, (dt.datetime, dt.date)):
        return value.isoformat()[:10]
    return " ".join(str(value).split())


def spreadsheet_text(data: bytes, origin: str) -> str:
    """Every sheet of the workbook ``data`` as a heading and tab-separated rows."""
    from python_calamine import CalamineError, CalamineWorkbook, PasswordError, XmlError, ZipError

    try:
        workbook = CalamineWorkbook.from_filelike(io.BytesIO(data))
        blocks, cells = [], 0
        for name in workbook.sheet_names:
            rows = workbook.get_sheet_by_name(name).to_python(skip_empty_area=True)
            cells += sum(len(row) for row in rows)
            if cells > MAX_CELLS:
                raise BadInput(f"a spreadsheet of more than {MAX_CELLS:,} cells", path=origin)
            lines = ["\t".join(_cell(v) for v in row).rstrip("\t") for row in rows]
            blocks.append("\n".join([f"# {' '.join(name.split())}", "", *(line for line in lines if line.strip())]))
    except (CalamineError, PasswordError, XmlError, ZipError, ValueError, OSError, EOFError) as error:
        raise BadInput(f"unreadable spreadsheet: {type(error).__name__}: {' '.join(str(error).split())[:200]}",
                       path=origin) from None
    return "\n\n".join(blocks) + "\n"
