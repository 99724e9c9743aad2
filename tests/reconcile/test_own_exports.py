"""podium's own output is never evidence: its wikitext export carries a mark that can be
recognised, and a hand-made table without it is not taken for one."""

from __future__ import annotations

from podium.export.marks import exported_by_podium
from podium.export.wikitext import to_wikitext
from podium.model import DecisionStatus
from podium.rank import StandingRow, Standings


def test_the_wikitext_export_carries_podiums_mark() -> None:
    rows = (StandingRow(1, "CHN", "China", 63, 46, 32, 141, DecisionStatus.AGREED, 1.0, ()),
            StandingRow(2, "GBR", "Great Britain", 35, 30, 29, 94, DecisionStatus.AGREED, 1.0, ()))
    text = to_wikitext(Standings("2004-summer-paralympics", "gold", rows), hosts=())
    assert exported_by_podium(text)
    assert not exported_by_podium(text.replace("podium, reconciled", "IPC, official"))


def test_a_page_that_only_names_podium_is_not_an_export() -> None:
    assert not exported_by_podium("{{Medals table\n | source = [https://podium.example the podium page]\n}}")
