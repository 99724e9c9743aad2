"""Spreadsheets: every sheet of an ``.xlsx`` or ``.ods`` workbook read, each sheet's name the
heading of its table (a workbook of one sheet per Games gives one table per Games). Medal
counts are the public results of Beijing 2022 and Pyeongchang 2018."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from podium.analysis import analyse
from podium.errors import BadInput
from podium.model import Games
from podium.readers import read_bytes, read_path
from podium.readers.spreadsheet import spreadsheet_kind
from tests.cli.conftest import Runner, podium  # noqa: F401  (pytest fixture)

HEADER = ["Rank", "Nation", "Gold", "Silver", "Bronze", "Total"]
BEIJING = [[1, "Norway", 16, 8, 13, 37], [2, "Germany", 12, 10, 5, 27], [3, "China", 9, 4, 2, 15]]
PYEONGCHANG = [[1, "Norway", 14, 14, 11, 39], [2, "Germany", 14, 10, 7, 31], [3, "Canada", 11, 8, 10, 29]]


def xlsx() -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    first = book.active
    assert first is not None
    first.title = "Beijing 2022"
    for row in [HEADER, *BEIJING]:
        first.append(row)
    second = book.create_sheet("Pyeongchang 2018")
    for row in [HEADER, *PYEONGCHANG]:
        second.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def ods() -> bytes:
    """A minimal OpenDocument spreadsheet of one sheet, written by hand."""
    def cell(value: object) -> str:
        if isinstance(value, int):
            return f'<table:table-cell office:value-type="float" office:value="{value}"><text:p>{value}</text:p></table:table-cell>'
        return f'<table:table-cell office:value-type="string"><text:p>{value}</text:p></table:table-cell>'

    rows = "".join(f"<table:table-row>{''.join(cell(v) for v in row)}</table:table-row>" for row in [HEADER, *BEIJING])
    content = ('<?xml version="1.0" encoding="UTF-8"?><office:document-content '
               'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">'
               f'<office:body><office:spreadsheet><table:table table:name="Beijing 2022">{rows}</table:table>'
               '</office:spreadsheet></office:body></office:document-content>')
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
                'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
                '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '</manifest:manifest>')
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.spreadsheet")
        archive.writestr("META-INF/manifest.xml", manifest)
        archive.writestr("content.xml", content)
    return out.getvalue()


def test_every_sheet_of_a_workbook_is_a_table_of_the_games_its_name_says() -> None:
    doc = read_bytes(xlsx(), "winter.xlsx")
    assert (doc.format, doc.encoding, doc.title) == ("spreadsheet", "xlsx", "winter")
    assert doc.text.splitlines()[:3] == ["# Beijing 2022", "", "Rank\tNation\tGold\tSilver\tBronze\tTotal"]
    analysis = analyse(doc, Games.from_slug("2022-winter-olympics"))
    assert [(t.games.slug, [(res.noc, r.gold, r.total) for r, res in zip(t.table.rows, t.resolutions)])
            for t in analysis.tables] == [
        ("2022-winter-olympics", [("NOR", 16, 37), ("GER", 12, 27), ("CHN", 9, 15)]),
        ("2018-winter-olympics", [("NOR", 14, 39), ("GER", 14, 31), ("CAN", 11, 29)]),
    ]


def test_an_ods_sheet_is_read_as_well() -> None:
    data = ods()
    assert spreadsheet_kind(data) == "ods"
    doc = read_bytes(data, "beijing.ods")
    assert doc.text.splitlines()[2:4] == ["Rank\tNation\tGold\tSilver\tBronze\tTotal", "1\tNorway\t16\t8\t13\t37"]


def test_a_workbook_named_on_the_command_line_is_a_document_not_an_archive(
        podium: Runner, tmp_path: Path) -> None:
    path = tmp_path / "winter.xlsx"
    path.write_bytes(xlsx())
    assert read_path(path).format == "spreadsheet"
    result = podium("check", str(path), "--games", "2022-winter-olympics", "--format", "json")
    assert result.code == 0
    assert [t.get("games") for t in result.json()["sources"][0]["tables"]] == [None, "2018-winter-olympics"]


def test_a_zip_that_is_no_workbook_is_still_an_archive_and_a_broken_workbook_one_line() -> None:
    plain = io.BytesIO()
    with zipfile.ZipFile(plain, "w") as archive:
        archive.writestr("medals.txt", "1 Norway 16 8 13 37\n")
    assert spreadsheet_kind(plain.getvalue()) is None
    broken = io.BytesIO()
    with zipfile.ZipFile(broken, "w") as archive:
        archive.writestr("xl/workbook.xml", "<workbook")
    with pytest.raises(BadInput) as error:
        read_bytes(broken.getvalue(), "broken.xlsx")
    assert error.value.message.startswith("broken.xlsx: unreadable spreadsheet: ")
    assert "\n" not in error.value.message
