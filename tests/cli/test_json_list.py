"""A JSON list printed item by item (``podium conflicts --format json``, ``podium facts``) is
the text ``print_json`` writes of the whole list, without the whole list in memory."""

from __future__ import annotations

import pytest

from podium.cli.common import print_json, print_json_list


@pytest.mark.parametrize("items", [[], [{}], [{"a": 1}], [{"a": [1, {"b": "x\ny\u00e9"}]}, [], "«", 3, None],
                                   [{"values": [{"value": 30, "sources": []}], "rationale": "a\n  b"}] * 3])
def test_a_list_printed_item_by_item_is_the_list_printed_whole(items: list[object],
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    print_json(items)
    whole = capsys.readouterr().out
    print_json_list(iter(items))
    assert capsys.readouterr().out == whole
