"""Documents nested 100,000 deep (``[[[[…``, ``{{{{…``) are read to one line or a result,
never a RecursionError or a read that takes hours."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.readers import read_bytes
from podium.readers.sniff import is_json
from podium.readers.title import _without_templates, wikitext_title
from tests.cli.conftest import Runner, podium  # noqa: F401

DEPTH = 100_000
NO_TABLE = "no medal table and no fact about a Games found (looked at 0 tables)"

DEEP = {
    "array.json": ("[" * DEPTH + "]" * DEPTH, "json", NO_TABLE),
    "unclosed.json": ("[" * DEPTH, "json", NO_TABLE),
    "object.json": ('{"a":' * DEPTH + "1" + "}" * DEPTH, "json", NO_TABLE),
    "data.js": ("var d00 = " + "[" * DEPTH + "]" * DEPTH + ";", "json", NO_TABLE),
    "rows.jsonl": (("[" * DEPTH + "]" * DEPTH + "\n") * 2, "json", NO_TABLE),
    "templates.wiki": ("{| class=wikitable\n|}\n" + "{{" * DEPTH + "}}" * DEPTH, "wikitext",
                       "no medal table and no fact about a Games found (looked at 1 table; "
                       "the closest, at line 1: an empty table)"),
    "tags.xml": ("<a>" * DEPTH + "</a>" * DEPTH, "xml", NO_TABLE),
}


def test_is_json_says_yes_to_json_too_deep_for_the_decoder() -> None:
    assert is_json("[" * DEPTH + "]" * DEPTH) is True
    assert is_json("[" * 10 + "}" * 10) is False


@pytest.mark.parametrize("name", sorted(DEEP))
def test_a_deep_document_is_read(name: str, deadline: None) -> None:
    text, fmt, _ = DEEP[name]
    doc = read_bytes(text.encode(), name)
    assert (doc.format, doc.language, doc.title) == (fmt, "und", name.rpartition(".")[0])


@pytest.mark.parametrize("name", sorted(DEEP))
def test_podium_check_of_a_deep_document_is_one_line(
        podium: Runner, tmp_path: Path, name: str, deadline: None) -> None:  # noqa: F811
    text, _, reason = DEEP[name]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = podium("check", str(path))
    assert (result.code, result.out, result.err) == (2, "", f"podium: error: {path}: {reason}\n")


def test_deep_templates_are_removed_in_one_pass(deadline: None) -> None:
    assert _without_templates("{{" * DEPTH + "x" + "}}" * DEPTH + "'''Athens 2004'''") == "'''Athens 2004'''"
    text = "{{Infobox|{{flag|GRE}}}}\n'''" + "{{" * DEPTH + "}}" * DEPTH + "Athens 2004''' was"
    assert wikitext_title(text) == "Athens 2004"


def _removed_until_unchanged(text: str) -> str:  # what ``_without_templates`` did before
    template = re.compile(r"\{\{[^{}]*\}\}")
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    while True:
        stripped = template.sub("", text)
        if stripped == text:
            return text
        text = stripped


@pytest.mark.parametrize("text", [
    "", "{{a}}", "{{{a}}}", "{{a}}}", "{{{{a}}", "{{a{b}}}", "{{a}b}}", "x{{a|{{b}}|c}}y", "{{a<!-- }} -->}}b",
    "}}{{", "{ {a} }", "{{}}{{}}", "{{a}}}}{{b}}", "{{{{a}}b}}c}}", "{{a\n\nb}}'''T'''",
])
def test_deep_template_removal_is_what_it_was(text: str) -> None:
    assert _without_templates(text) == _removed_until_unchanged(text)
