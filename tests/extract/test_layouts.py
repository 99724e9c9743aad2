"""Layout readers, one hard case each: exact cells, spans and notes."""

from __future__ import annotations

from podium.extract.grid import Cell, SpanningCell, expand_spans, read_grid
from podium.extract.layouts import html, wikitext
from podium.extract.tables import search_tables
from podium.model import MedalTable


def _only(text: str, fmt: str) -> MedalTable:
    (table,) = search_tables(text, fmt).tables
    return table


def test_wikitext_cells_split_outside_templates_and_links() -> None:
    text = ("2004 Summer Paralympics\n{| class=wikitable\n! Rank !! NPC !! Gold !! Silver !! Bronze\n|-\n"
            "| 1 || style=\"text-align:left\" | {{flagIPC|CHN|2004 Summer}} || 63 || 46 || 32\n"
            "|-\n| 2 || [[Great Britain at the 2004 Summer Paralympics|Great Britain]] || 35 || 30 || 29\n|}\n")
    table = _only(text, "wikitext")
    assert [(r.rank, r.mention, r.gold, r.total, r.total_derived) for r in table.rows] == [
        (1, "{{flagIPC|CHN|2004 Summer}}", 63, 141, True),
        (2, "[[Great Britain at the 2004 Summer Paralympics|Great Britain]]", 35, 94, True),
    ]
    row = table.rows[0]
    assert text[row.span.start:row.span.end] == row.raw == text.split("\n")[4]


def test_wikitext_cells_on_their_own_lines() -> None:
    text = ("{|\n! Rank\n! Nation\n! Gold\n! Silver\n! Bronze\n! Total\n|-\n| 1\n| Norway\n| 14\n| 14\n| 11\n| 39\n"
            "|-\n| 2\n| Germany\n| 14\n| 10\n| 7\n| 31\n|}\n")
    table = _only(text, "wikitext")
    assert [(r.line, r.rank, r.mention, r.total) for r in table.rows] == [(9, 1, "Norway", 39), (16, 2, "Germany", 31)]
    assert table.rows[0].raw == "| 1\n| Norway\n| 14\n| 14\n| 11\n| 39"


def test_medals_template_ranks_like_the_module_and_skips_rows() -> None:
    # Made-up teams (AAA...): this is about the template's mechanics, not about real Games.
    text = ("{{Medals table\n| host = HHH\n| gold_BBB = 4 | silver_BBB = 5 | bronze_BBB = 3\n"
            "| gold_CCC = 4 | silver_CCC = 5 | bronze_CCC = 3\n| gold_AAA = 10 | silver_AAA = 5 | bronze_AAA = 3\n"
            "| gold_HHH = 0 | silver_HHH = 1 | bronze_HHH = 0 | host_HHH = yes\n| gold_XYZ = 9 | skip_XYZ = yes\n}}\n")
    (table,) = wikitext.medals_templates(text)
    assert [(r.rank, r.rank_stated, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows] == [
        (1, False, "AAA", 10, 5, 3, 18), (2, False, "BBB", 4, 5, 3, 12), (2, False, "CCC", 4, 5, 3, 12),
        (4, False, "HHH", 0, 1, 0, 1)]
    assert [r.line for r in table.rows] == [5, 3, 4, 6]
    assert (table.layout, table.partial) == ("medals-template", False)


def test_html_rowspan_and_colspan_fill_the_grid() -> None:
    text = ("<table><tr><th rowspan=2>Rank</th><th rowspan=2>Nation</th><th colspan=3>Medals</th></tr>\n"
            "<tr><th>G</th><th>S</th><th>B</th></tr>\n"
            "<tr><td rowspan=2>7</td><td>China</td><td>5</td><td>2</td><td>4</td></tr>\n"
            "<tr><td>Sweden</td><td>5</td><td>2</td><td>4</td></tr>\n"
            "<tr><td colspan=2>Total</td><td>10</td><td>4</td><td>8</td></tr></table>")
    grids, count = html.grids(text)
    assert count == 1
    assert [[c.text for c in row.cells] for row in grids[0].rows] == [
        ["Rank", "Nation", "Medals", "Medals", "Medals"], ["Rank", "Nation", "G", "S", "B"],
        ["7", "China", "5", "2", "4"], ["7", "Sweden", "5", "2", "4"], ["Total", "Total", "10", "4", "8"]]
    read = read_grid(grids[0])
    assert isinstance(read, tuple) and len(read) == 1
    table = read[0]
    assert [(r.line, r.rank, r.rank_stated, r.mention) for r in table.rows] == [
        (3, 7, True, "China"), (4, 7, False, "Sweden")]
    assert table.totals is not None and (table.totals.label, table.totals.total) == ("Total", None)
    assert table.rows[1].raw == "<tr><td>Sweden</td><td>5</td><td>2</td><td>4</td></tr>"


def test_expand_spans_fills_columns_and_the_rows_below_with_spanned_copies() -> None:
    a, b, c, d, e = (Cell(x, x) for x in "abcde")
    rows = expand_spans([
        [SpanningCell(a, rowspan=3), SpanningCell(b, colspan=2, rowspan=2)],
        [SpanningCell(c)],
        [SpanningCell(d), SpanningCell(e)],
    ])
    assert [[(x.text, x.spanned) for x in row] for row in rows] == [
        [("a", False), ("b", False), ("b", True)],
        [("a", True), ("b", True), ("b", True), ("c", False)],
        [("a", True), ("d", False), ("e", False)],
    ]


def test_wikitext_and_html_spans_give_the_same_grid() -> None:
    html_text = ("<table><tr><th rowspan=2>Rank</th><th rowspan=2>Nation</th><th colspan=3>Medals</th></tr>\n"
                 "<tr><th>G</th><th>S</th><th>B</th></tr>\n"
                 "<tr><td rowspan=2>7</td><td>China</td><td>5</td><td>2</td><td>4</td></tr>\n"
                 "<tr><td>Sweden</td><td>5</td><td>2</td><td>4</td></tr></table>")
    wiki_text = ("{| class=wikitable\n! rowspan=2 | Rank !! rowspan=2 | Nation !! colspan=3 | Medals\n|-\n"
                 "! G !! S !! B\n|-\n| rowspan=2 | 7 || China || 5 || 2 || 4\n|-\n| Sweden || 5 || 2 || 4\n|}\n")
    (from_html,), _ = html.grids(html_text)
    (from_wiki,), _ = wikitext.grids(wiki_text)
    cells = [[(c.text, c.spanned) for c in row.cells] for row in from_html.rows]
    assert cells == [[(c.text, c.spanned) for c in row.cells] for row in from_wiki.rows]
    assert cells[3] == [("7", True), ("Sweden", False), ("5", False), ("2", False), ("4", False)]
    assert cells[0][3:] == [("Medals", True), ("Medals", True)]


def test_json_keys_in_any_language_and_nulls_as_zero() -> None:
    text = ('{"titre": "Jeux de 2010 et 2014", "tableau": [{"Rang": 8, "Pays": "Biélorussie", "Or": 5, "Argent": null, '
            '"Bronze": 1},\n{"Rang": 6, "Pays": "Suisse", "Or": 6, "Argent": "—", "Bronze": 3}]}')
    table = _only(text, "json")
    assert [(r.line, r.rank, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows] == [
        (1, 8, "Biélorussie", 5, 0, 1, 6), (2, 6, "Suisse", 6, 0, 3, 9)]
    assert table.rows[1].raw == '{"Rang": 6, "Pays": "Suisse", "Or": 6, "Argent": "—", "Bronze": 3}'


def test_per_sport_scope_and_interim_date_from_headings() -> None:
    text = ("## Table tennis\n\n| Rank | Nation | Gold | Silver | Bronze |\n|---|---|---|---|---|\n"
            "| 1 | China | 4 | 2 | 2 |\n| 2 | Germany | 0 | 1 | 0 |\n| 2 | Singapore | 0 | 1 | 0 |\n\n"
            "## Medal table as of 2008-08-24\n\n| Rank | Nation | Gold | Silver | Bronze |\n|---|---|---|---|---|\n"
            "| 1 | China | 51 | 21 | 28 |\n| 2 | United States | 36 | 38 | 36 |\n| … | … | … | … | … |\n"
            "| 8 | Japan | 9 | 6 | 10 |\n")
    tables = search_tables(text, "markdown").tables
    assert [(t.scope, t.as_of, t.partial, len(t.rows)) for t in tables] == [
        ("sport:table_tennis", None, False, 3), ("overall", "2008-08-24", True, 3)]


def test_reading_a_text_document_loads_no_html_or_wikitext_parser() -> None:
    import subprocess
    import sys

    from tests.conftest import SEEDS

    code = ("import sys; from podium.readers import read_path; from podium.extract import extract; "
            f"extract(read_path({str(SEEDS['ru'])!r})); "
            "print(sorted(m for m in ('lxml', 'mwparserfromhell', 'pandas') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == "[]\n"
