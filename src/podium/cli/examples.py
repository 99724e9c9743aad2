"""Each command's examples, shown at the end of its ``--help`` (``data/examples.toml``).

The examples are data: one table per command path (``[table]``, ``["nations resolve"]``),
each entry a command line and what it does. A test runs every example's arguments through
Click's parser, so an example cannot name an option that does not exist."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def _all() -> dict[str, list[tuple[str, str]]]:
    import tomllib
    from importlib import resources

    text = resources.files("podium.cli").joinpath("data", "examples.toml").read_text(encoding="utf-8")
    return {path: [(e["run"], e["does"]) for e in entries["example"]] for path, entries in tomllib.loads(text).items()}


def examples(path: list[str]) -> list[tuple[str, str]]:
    """The examples of the command at ``path`` (``["nations", "resolve"]``; ``[]`` is podium
    itself): ``(command line, what it does)`` pairs, none for a command without examples."""
    return _all().get(" ".join(path) or "podium", [])


def example_paths() -> list[str]:
    """Every command path that has examples (for the test that parses them)."""
    return list(_all())
