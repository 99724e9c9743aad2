"""Where a value is stated: each source once with its lines, the sources past five counted."""

from __future__ import annotations

from podium.cli.console import where_stated
from podium.i18n.naming import SHOWN_SOURCES
from podium.model import Claim, Span


def _claim(source: str, line: int) -> Claim:
    return Claim(source_id=source * 64, games="2004-summer-paralympics", subject="GBR", attribute="bronze",
                 value=29, line=line, span=Span(0, 1), raw="", extractor="table:markdown")


def _title(source: str) -> str:
    return f"Page {source[0]}"


def test_every_source_is_named_once_with_its_lines_in_order() -> None:
    claims = [_claim("a", 18), _claim("b", 3), _claim("a", 10)]
    assert where_stated(claims, _title) == "Page a lines 10, 18; Page b line 3"
    assert where_stated(claims, _title, "de") == "Page a Zeilen 10, 18; Page b Zeile 3"


def test_sources_past_five_are_counted_in_the_readers_language() -> None:
    claims = [_claim(s, n) for n, s in enumerate("abcdefgh", start=1)]
    assert SHOWN_SOURCES == 5
    assert where_stated(claims, _title) == ("Page a line 1; Page b line 2; Page c line 3; Page d line 4; "
                                            "Page e line 5; and 3 more")
    assert where_stated(claims, _title, "ru").endswith("; Page e строка 5; и ещё 3")
    assert where_stated(claims, _title, "ja").endswith("; ほか 3 件")


def test_one_source_past_five_is_named_rather_than_counted() -> None:
    claims = [_claim(s, n) for n, s in enumerate("abcdef", start=1)]
    assert where_stated(claims, _title).endswith("; Page e line 5; Page f line 6")
