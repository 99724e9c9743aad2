"""The layout registry: each format goes to the layout registered for it, plain text takes
every other format, and nothing may be registered after it."""

from __future__ import annotations

import pytest

from podium.extract import layouts
from podium.extract.layouts import LAYOUTS, register


def _layout_for(format: str) -> str:
    return next(layout for layout in LAYOUTS if layout.applies(format)).name


@pytest.mark.parametrize(("format", "name"), [
    ("html", "html"), ("wikitext", "wikitext"), ("csv", "delimited"), ("json", "jsonrows"), ("xml", "xml"),
    ("text", "text"), ("markdown", "text"), ("anything else", "text"),
])
def test_each_format_goes_to_its_layout(format: str, name: str) -> None:
    assert _layout_for(format) == name


def test_the_catch_all_layout_is_last_and_stays_last() -> None:
    assert [layout.formats is None for layout in LAYOUTS] == [False] * (len(LAYOUTS) - 1) + [True]
    with pytest.raises(ValueError, match="after the catch-all layout 'text'"):
        register("late", frozenset({"late"}), "podium.extract.layouts.late")
    assert [layout.name for layout in LAYOUTS] == ["html", "wikitext", "delimited", "jsonrows", "xml", "yamlrows", "sqlrows", "text"]


def test_every_registered_module_has_a_search() -> None:
    import importlib

    for layout in layouts.LAYOUTS:
        assert callable(importlib.import_module(layout.module).search), layout.name
