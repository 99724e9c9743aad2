"""Every language's page words (``service/words/<lang>.toml``) are complete: exactly the keys of
``en.toml``, and each value fills exactly the placeholders its English value fills (a missing
``{name}`` drops a word from the page; an extra one is a ``KeyError`` when the page is drawn)."""

from __future__ import annotations

import string
import tomllib
from importlib import resources

import pytest

FOLDER = resources.files("podium.service").joinpath("words")
LANGUAGES = sorted(e.name.removesuffix(".toml") for e in FOLDER.iterdir() if e.name.endswith(".toml"))


def load(lang: str) -> dict[str, str]:
    return tomllib.loads(FOLDER.joinpath(f"{lang}.toml").read_text(encoding="utf-8"))


def placeholders(value: str) -> set[str]:
    """The fields ``value.format(...)`` fills: ``"{name} ({noc})"`` -> ``{"name", "noc"}``."""
    return {field for _, field, _, _ in string.Formatter().parse(value) if field is not None}


ENGLISH = load("en")


def test_the_folder_has_every_language() -> None:
    assert set(LANGUAGES) == {"de", "en", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt", "ru", "uk",
                              "zh-Hans", "zh-Hant"}


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_language_has_exactly_the_english_keys(lang: str) -> None:
    words = load(lang)
    assert {"missing": set(ENGLISH) - set(words), "extra": set(words) - set(ENGLISH)} == {
        "missing": set(), "extra": set()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_value_fills_the_english_placeholders(lang: str) -> None:
    words = load(lang)
    assert all(isinstance(value, str) for value in words.values())
    found = {key: placeholders(value) for key, value in words.items() if key in ENGLISH}
    wanted = {key: placeholders(ENGLISH[key]) for key in found}
    assert found == wanted


def test_placeholders_are_read_exactly() -> None:
    assert placeholders("before: {name} ({noc})") == {"name", "noc"}
    assert placeholders("{n}: {{literal}} braces") == {"n"}
    assert placeholders("no fields") == set()
