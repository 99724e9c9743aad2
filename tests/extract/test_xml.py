"""XML exports: repeated row elements (leaf children or attributes) anywhere in the tree are a
table; each row keeps its line, span and markup; entities beyond XML's own are never expanded
and nothing is fetched."""

from __future__ import annotations

from podium.extract.layouts import xml
from podium.readers import read_bytes

NESTED = """<?xml version="1.0"?>
<results>
  <meta><updated>2024-08-11</updated></meta>
  <games name="Paris 2024 Summer Olympics">
    <standings>
      <team><noc>USA</noc><gold>40</gold><silver>44</silver><bronze>42</bronze></team>
      <team><noc>CHN</noc><gold>40</gold><silver>27</silver><bronze>24</bronze></team>
      <team><noc>JPN</noc><gold>20</gold><silver>12</silver><bronze>13</bronze></team>
    </standings>
  </games>
</results>
"""


def test_rows_deep_in_the_tree_keep_their_line_span_and_markup_and_the_context_around_them() -> None:
    search = xml.search(NESTED)
    assert search.looked_at == 1
    (table,) = search.tables
    assert [(r.line, r.mention, r.gold, r.silver, r.bronze, r.total) for r in table.rows] == [
        (6, "USA", 40, 44, 42, 126), (7, "CHN", 40, 27, 24, 91), (8, "JPN", 20, 12, 13, 45)]
    first = table.rows[0]
    assert first.raw == "<team><noc>USA</noc><gold>40</gold><silver>44</silver><bronze>42</bronze></team>"
    assert NESTED[first.span.start:first.span.end] == first.raw
    assert table.games_text == "Paris 2024 Summer Olympics"


def test_an_xml_document_is_sniffed_as_xml_and_an_xhtml_page_as_html() -> None:
    assert read_bytes(NESTED.encode("utf-8"), "medals.xml").format == "xml"
    xhtml = '<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body><table></table></body></html>'
    assert read_bytes(xhtml.encode("utf-8"), "page.xhtml").format == "html"


def test_entities_are_not_expanded_and_external_ones_not_fetched() -> None:
    laughs = """<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY file SYSTEM "file:///etc/passwd">]>
<t><r><nation>&lol3;</nation><gold>1</gold><silver>0</silver><bronze>0</bronze></r>
<r><nation>&file;</nation><gold>0</gold><silver>1</silver><bronze>0</bronze></r></t>
"""
    grids, count = xml.grids(laughs)
    assert count == 1
    assert [[c.text for c in row.cells] for row in grids[0].rows] == [
        ["nation", "gold", "silver", "bronze"], ["", "1", "0", "0"], ["", "0", "1", "0"]]
