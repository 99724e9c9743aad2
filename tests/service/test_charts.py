"""The server-side disagreement chart: one row per disputed value, one column per source,
each cell what that source says, and every text in it escaped."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from podium.model import Claim, Decision, DecisionStatus, Span, Support
from podium.service.charts import MAX_COLUMNS, disagreement_svg, to_png
from podium.service.wording import words
from podium.store import SourceRecord

GAMES = "2004-summer-paralympics"


def record(id: str, title: str) -> SourceRecord:
    return SourceRecord(id=id, origin=f"{id}.txt", title=title, language="en", script="Latn",
                        format="text", encoding="utf-8", size=1, games=GAMES,
                        authority=False, ingested_at=datetime(2026, 1, 1, tzinfo=UTC),
                        claim_count=0, error_count=0, warning_count=0, info_count=0)


def claim(source: str, subject: str, attribute: str, value: int, line: int) -> Claim:
    return Claim(source, GAMES, subject, attribute, value, line, Span(0, 1), str(value), "test")


def decision(subject: str, attribute: str, status: DecisionStatus, value: int | None, best: int | None,
             *said: tuple[int, list[tuple[str, int]]]) -> Decision:
    support = tuple(Support(v, tuple(claim(s, subject, attribute, v, line) for s, line in sources))
                    for v, sources in said)
    return Decision(GAMES, subject, attribute, status, value, best, 0.5, "", support)


A, B, C = "a" * 64, "b" * 64, "c" * 64
SOURCES = [record(A, "Alpha"), record(B, '<b>"Beta"</b>'), record(C, "Γάμμα")]
BRONZE = decision("GBR", "bronze", DecisionStatus.DISPUTED, None, 30, (30, [(A, 8), (B, 9)]), (29, [(C, 8)]))
NATIONS = decision("games", "nations", DecisionStatus.RESOLVED, 136, None, (136, [(B, 3)]), (144, [(C, 4)]))


def draw(lang: str = "en", *decisions: Decision) -> str:
    chart = disagreement_svg(decisions or (BRONZE, NATIONS), SOURCES, words(lang), games="Athens",
                             subject_name=lambda s: {"GBR": "Great <Britain>", "games": "Games"}[s],
                             attribute_word=lambda a: a.capitalize(), value_text=lambda d, v: str(v))
    return str(chart.svg)


def cells(svg: str) -> list[tuple[str, str, str, str]]:
    """(subject, attribute, source, what it says) of every cell of the chart, as drawn."""
    found = []
    for row in re.findall(r'<g class="row" (.*?)</g></g>', svg + "</g>"):
        subject, attribute = re.match(r'data-subject="([^"]+)" data-attribute="([^"]+)"', row).groups()
        for source, says, text in re.findall(
                r'<g class="cell" data-source="(\w+)" data-(?:says|status)="(\w+)">.*?>([^<>]*)</text>', row):
            found.append((subject, attribute, source, f"{says} {text}"))
    return found


def test_each_disputed_value_is_a_row_and_each_source_says_its_value() -> None:
    svg = draw()
    assert cells(svg) == [
        ("GBR", "bronze", "decided", "disputed 30?"),
        ("GBR", "bronze", "a" * 12, "decided 30"),  # the value the table shows
        ("GBR", "bronze", "b" * 12, "decided 30"),
        ("GBR", "bronze", "c" * 12, "other 29"),
        ("games", "nations", "decided", "resolved 136"),
        ("games", "nations", "a" * 12, "none —"),  # Alpha states no count of nations
        ("games", "nations", "b" * 12, "decided 136"),
        ("games", "nations", "c" * 12, "other 144"),
    ]


def test_every_text_is_escaped_and_the_sources_are_named() -> None:
    svg = draw()
    assert "<b>" not in svg and "<Britain>" not in svg
    assert "<title>Γάμμα: Great &lt;Britain&gt; — Bronze = 29 (line 8)</title>" in svg
    assert "#2  &lt;b&gt;&#34;Beta&#34;&lt;/b&gt;</text>" in svg
    assert '<title id="disagreement-title">Athens: the values the sources disagree on' in svg


def test_the_chart_is_in_the_readers_language() -> None:
    svg = draw("ru")
    assert 'font-weight="700">решение</text>' in svg
    assert "<title>Γάμμα: Great &lt;Britain&gt; — Bronze = 29 (строка 8)</title>" in svg


def test_no_disagreement_draws_nothing() -> None:
    chart = disagreement_svg([], SOURCES, words("en"), games="Athens", subject_name=str, attribute_word=str,
                             value_text=lambda d, v: str(v))
    assert not chart and str(chart.svg) == ""


def test_the_png_is_the_same_chart_rendered() -> None:
    png = to_png(draw())
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    svg = draw()
    size = re.search(r'width="(\d+)" height="(\d+)"', svg)
    assert size is not None and (width, height) == (2 * int(size[1]), 2 * int(size[2]))


def test_with_more_sources_than_columns_the_chart_shows_those_that_differ_and_counts_the_others() -> None:
    # 40 sources say GBR bronze 29 (as decided); s07, s21 and s33 say 30, s21 also 144 nations
    ids = [f"{k:02d}" * 32 for k in range(40)]
    records = [record(i, f"Source {i[:2]}") for i in ids]
    differ = {ids[7], ids[21], ids[33]}
    bronze = decision("GBR", "bronze", DecisionStatus.RESOLVED, 29, None,
                      (29, [(i, 5) for i in ids if i not in differ]), (30, [(i, 5) for i in sorted(differ)]))
    nations = decision("games", "nations", DecisionStatus.RESOLVED, 136, None,
                       (136, [(i, 2) for i in ids[:10]]), (144, [(ids[21], 3)]))
    chart = disagreement_svg([bronze, nations], records, words("en"), games="Athens", subject_name=str,
                             attribute_word=str, value_text=lambda d, v: str(v))
    svg = str(chart.svg)
    shown = list(dict.fromkeys(source for _, _, source, _ in cells(svg) if source != "decided"))
    assert MAX_COLUMNS == 30 and chart.more_sources == 10
    # the three that differ, then those that state both cells (s00-s09), then the first others, in order
    assert shown == [i[:12] for i in (*ids[:29], ids[33])]
    assert ">and 10 more</text>" in svg
    assert "#30  Source 33" in svg and "#31" not in svg
    # in Russian too
    ru = str(disagreement_svg([bronze, nations], records, words("ru"), games="Athens", subject_name=str,
                              attribute_word=str, value_text=lambda d, v: str(v)).svg)
    assert ">и ещё 10</text>" in ru
