"""The server-side SVG charts: what they draw, and that every text in them is escaped."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from podium.i18n.labels import labels
from podium.model import DecisionStatus
from podium.rank import StandingRow, Standings
from podium.service.charts import agreement_svg, medals_svg
from podium.store import SourceRecord


def row(rank: int, noc: str, name: str, g: int, s: int, b: int, unsettled: tuple[str, ...] = ()) -> StandingRow:
    return StandingRow(rank, noc, name, g, s, b, g + s + b, DecisionStatus.AGREED, 1.0, unsettled)


def record(id: str, title: str) -> SourceRecord:
    return SourceRecord(id=id, origin=f"{id}.txt", title=title, language="en", script="Latn",
                        format="text", encoding="utf-8", size=1, games="2004-summer-paralympics",
                        authority=False, ingested_at=datetime(2026, 1, 1, tzinfo=UTC),
                        claim_count=0, error_count=0, warning_count=0, info_count=0)


def test_medal_bars_one_rect_per_medal_won_and_escaped_names() -> None:
    svg = str(medals_svg(Standings("2004-summer-paralympics", "gold", (
        row(1, "CHN", "China", 2, 1, 0),
        row(2, "XXX", '<script>alert("x")</script>', 1, 0, 1, ("bronze",)),
    )), labels("en")))
    assert len(re.findall(r'<rect x="[\d.]+" y="\d+" width="[\d.]+" height="18"', svg)) == 4
    assert "<script>" not in svg
    assert "<title>&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;: 1? bronze</title>" in svg
    assert "<title>China: 2 gold</title>" in svg


def test_agreement_matrix_shows_each_pair_share() -> None:
    a, b, c = record("a" * 64, "Alpha"), record("b" * 64, "<b>Beta</b>"), record("c" * 64, "Γάμμα")
    pairs = {(a.id, b.id): (3, 4), (b.id, a.id): (3, 4), (a.id, c.id): (0, 0), (c.id, a.id): (0, 0),
             (b.id, c.id): (2, 2), (c.id, b.id): (2, 2)}
    svg = str(agreement_svg([a, b, c], pairs, labels("en")))
    shares = re.findall(r'text-anchor="middle" class="share (on-dark|on-light)">([^<]+)</text>', svg)
    assert shares == [("on-dark", "75%"), ("on-light", "—"), ("on-dark", "75%"), ("on-dark", "100%"),
                      ("on-light", "—"), ("on-dark", "100%")]
    assert "#2 &lt;b&gt;Beta&lt;/b&gt;" in svg and "<b>" not in svg
    assert "<title>Alpha / &lt;b&gt;Beta&lt;/b&gt;: 3 of 4 values agree</title>" in svg


def test_no_agreement_chart_for_one_source() -> None:
    assert str(agreement_svg([record("a" * 64, "Alpha")], {}, labels("en"))) == ""


def test_chart_texts_in_the_readers_language() -> None:
    svg = str(medals_svg(Standings("2004-summer-paralympics", "gold", (
        row(1, "CHN", "Китай", 2, 0, 1, ("bronze",)),)), labels("ru")))
    assert '<title id="medals-title">Медали по странам (первые 1)</title>' in svg
    assert 'class="legend">золото</text>' in svg
    assert "<title>Китай — золото: 2</title>" in svg and "<title>Китай — бронза: 1?</title>" in svg
    a, b = record("a" * 64, "Alpha"), record("b" * 64, "<b>Beta</b>")
    matrix = str(agreement_svg([a, b], {(a.id, b.id): (3, 4), (b.id, a.id): (3, 4)}, labels("ja")))
    assert '<title id="agreement-title">情報源間の一致：両方が示す値のうち一致する割合</title>' in matrix
    assert "<title>Alpha / &lt;b&gt;Beta&lt;/b&gt;：4 個中 3 個が一致</title>" in matrix
