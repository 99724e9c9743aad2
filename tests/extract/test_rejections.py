"""Documents without a medal table: how many tables podium looked at and why the closest
candidate was rejected, in one line."""

from __future__ import annotations

import pytest

from podium.analysis import no_table_reason
from podium.extract import extract
from podium.model import Extraction
from podium.readers import read_bytes

SCHEDULE_AND_PENDING = """<html><body>
<table><tr><th>Date</th><th>Event</th><th>Venue</th></tr>
<tr><td>9 February</td><td>Opening ceremony</td><td>Olympic Stadium</td></tr></table>
<table><tr><th>Rank</th><th>Nation</th><th>Gold</th><th>Silver</th><th>Bronze</th></tr>
<tr><td>1</td><td>Norway</td><td>TBD</td><td>TBD</td><td>TBD</td></tr></table>
</body></html>
"""

ONE_STRAY_ROW = "Notes from the trip\n\nNorway 14 14 11\nsome words here\n\n| a | b |\n| c | d |\n"

ATHLETES_WIKITABLE = "{| class=wikitable\n! Athlete !! Sport\n|-\n| Marit Bjørgen || Cross-country skiing\n|}\n"

EVENTS_JSON = '{"events": [{"day": 1, "name": "Opening ceremony"}, {"day": 2, "name": "Downhill"}]}'

SCHEDULE_CSV = "Day,Event,Venue,Start\nFriday,Opening ceremony,Stadium,evening\nSaturday,Downhill,Jeongseon,morning\n"

# medals won by day: three numbers and their sum in every row, under dates, not colours
BY_DAY_HTML = """<html><body><table>
<tr><th>Nation</th><th>5 Feb</th><th>6 Feb</th><th>7 Feb</th><th>Total</th></tr>
<tr><td>Norway</td><td>1</td><td>2</td><td>1</td><td>4</td></tr>
<tr><td>Germany</td><td>0</td><td>1</td><td>2</td><td>3</td></tr>
<tr><td>China</td><td>1</td><td>0</td><td>1</td><td>2</td></tr>
</table></body></html>
"""


@pytest.mark.parametrize(("text", "fmt", "looked_at", "closest"), [
    (SCHEDULE_AND_PENDING, "html", 2, "line 4: its header names gold, silver and bronze but none of its 1 row "
                                      "has a nation and medal numbers (1 unreadable)"),
    (ONE_STRAY_ROW, "markdown", 2, "line 3: only 1 line of a nation with 3 or 4 medal numbers (a table needs 3)"),
    (ATHLETES_WIKITABLE, "wikitext", 1, "line 1: no row of a nation with 3 or 4 medal numbers"),
    (EVENTS_JSON, "json", 1, "line 1: no row of a nation with 3 or 4 medal numbers, and its header names no "
                             "gold, silver and bronze columns"),
    (SCHEDULE_CSV, "csv", 1, "line 1: no row of a nation with 3 or 4 medal numbers"),
    (BY_DAY_HTML, "html", 1, "line 1: its header names the numbers' columns otherwise (5 Feb)"),
    (BY_DAY_HTML.replace("Feb", "").replace("<th>5 ", "<th>Day 1").replace("<th>6 ", "<th>Day 2")
     .replace("<th>7 ", "<th>Day 3"), "html", 1, "line 1: its header names the numbers' columns otherwise (Day 1)"),
], ids=["html-schedule-and-pending-table", "text-one-stray-row", "wikitext-athletes", "json-events", "csv-schedule",
        "html-medals-by-date", "html-medals-by-day"])
def test_no_medal_table_says_what_was_looked_at(text: str, fmt: str, looked_at: int, closest: str) -> None:
    doc = read_bytes(text.encode("utf-8"), "doc")
    extraction = extract(doc)
    assert doc.format == fmt
    assert extraction.tables == ()
    assert (extraction.tables_looked_at, extraction.closest_rejection) == (looked_at, closest)


def test_the_message_names_the_count_and_the_closest_rejection() -> None:
    assert no_table_reason(Extraction(games=None)) == (
        "no medal table and no fact about a Games found (looked at 0 tables)")
    assert no_table_reason(Extraction(games=None, tables_looked_at=1, closest_rejection="line 4: no nation column")) == (
        "no medal table and no fact about a Games found (looked at 1 table; the closest, at line 4: no nation column)")
