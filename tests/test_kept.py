"""What podium's processes keep for the next (``podium.kept``): compiled patterns and parsed TOML."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from podium import kept


@pytest.fixture(autouse=True)
def _every_new_pattern_is_written(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kept, "WORTH_WRITING", 0.0)


DATE = r"(?P<day>\d{1,2})\s+(?P<month>января|февраля|марта)\s+(?P<year>\d{4})"


def _stored(folder: Path) -> dict:
    (path,) = folder.glob("patterns-*.bin")
    return kept.read(path)


def _parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The patterns ``re``'s parser is asked to parse from now on."""
    from re import _parser  # type: ignore[attr-defined]

    calls: list[str] = []
    original = _parser.parse

    def parse(p, flags=0, *rest):
        calls.append(p)
        return original(p, flags, *rest)

    monkeypatch.setattr(_parser, "parse", parse)
    return calls


def test_a_pattern_compiled_once_is_read_back_without_parsing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    re.purge()
    with kept.remembered(tmp_path):
        first = re.compile(DATE, re.IGNORECASE)
    assert list(_stored(tmp_path)) == [kept.digest("pattern", DATE, int(re.IGNORECASE))]
    re.purge()
    calls = _parses(monkeypatch)
    with kept.remembered(tmp_path):
        again = re.compile(DATE, re.IGNORECASE)
    assert calls == []  # the stored code, not the parser
    assert again is not first
    assert (again.pattern, again.flags, again.groups, again.groupindex) == (
        first.pattern, first.flags, 3, {"day": 1, "month": 2, "year": 3})
    match = again.search("Игры открылись 13 Марта 2004 года")
    assert match is not None and match.groupdict() == {"day": "13", "month": "Марта", "year": "2004"}


def test_outside_the_block_patterns_compile_as_before(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    re.purge()
    with kept.remembered(tmp_path):
        re.compile(DATE)
    re.purge()
    calls = _parses(monkeypatch)
    assert re.compile(DATE).groups == 3
    assert calls == [DATE]


def test_only_new_patterns_rewrite_the_file(tmp_path: Path) -> None:
    re.purge()
    with kept.remembered(tmp_path):
        re.compile(r"gold|silver|bronze")
    (path,) = tmp_path.glob("patterns-*.bin")
    before = path.stat().st_mtime_ns
    re.purge()
    with kept.remembered(tmp_path):
        re.compile(r"gold|silver|bronze")
    assert path.stat().st_mtime_ns == before
    re.purge()
    with kept.remembered(tmp_path):
        re.compile(r"золото|серебро")
    assert list(_stored(tmp_path)) == [kept.digest("pattern", "gold|silver|bronze", 0), kept.digest("pattern", "золото|серебро", 0)]


def test_a_few_cheap_new_patterns_do_not_rewrite_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    re.purge()
    with kept.remembered(tmp_path):
        re.compile(DATE)
    monkeypatch.setattr(kept, "WORTH_WRITING", 60.0)
    re.purge()
    with kept.remembered(tmp_path):
        assert re.compile(r"\b(and|or|is|not)\b").search("x or y").group(1) == "or"  # type: ignore[union-attr]
    assert list(_stored(tmp_path)) == [kept.digest("pattern", DATE, 0)]


def test_a_full_file_keeps_what_its_last_process_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kept, "MAX_ENTRIES", 3)
    re.purge()
    with kept.remembered(tmp_path):
        for word in ("gold", "silver", "bronze"):
            re.compile(word)
    re.purge()
    with kept.remembered(tmp_path):
        re.compile("bronze")
        re.compile("total")
    assert list(_stored(tmp_path)) == [kept.digest("pattern", "bronze", 0), kept.digest("pattern", "total", 0)]


def test_a_damaged_pattern_is_compiled_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    re.purge()
    with kept.remembered(tmp_path):
        re.compile("gold|silver")
        re.compile(DATE)
    (path,) = tmp_path.glob("patterns-*.bin")
    data = bytearray(path.read_bytes())
    data[-3] ^= 0xFF  # one byte of the last pattern's code: its checksum no longer matches
    path.write_bytes(bytes(data))
    assert list(kept.read(path)) == [kept.digest("pattern", "gold|silver", 0)]
    re.purge()
    calls = _parses(monkeypatch)
    with kept.remembered(tmp_path):
        assert re.compile("gold|silver").match("silver")
        assert re.compile(DATE).search("7 марта 2004").group("year") == "2004"  # type: ignore[union-attr]
    assert calls == [DATE]
    assert list(_stored(tmp_path)) == [kept.digest("pattern", "gold|silver", 0), kept.digest("pattern", DATE, 0)]  # written again


def test_a_damaged_index_is_no_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    re.purge()
    with kept.remembered(tmp_path):
        re.compile(DATE)
    (path,) = tmp_path.glob("patterns-*.bin")
    data = bytearray(path.read_bytes())
    data[len(kept.MARK) + 12] ^= 0xFF  # a byte of the index
    path.write_bytes(bytes(data))
    assert kept.read(path) == {}
    path.write_bytes(b"podium-patterns 2\n" + bytes(data[len(kept.MARK):]))  # another format
    assert kept.read(path) == {}
    path.write_bytes(bytes(data[:len(kept.MARK) + 5]))  # cut short
    assert kept.read(path) == {}
    re.purge()
    calls = _parses(monkeypatch)
    with kept.remembered(tmp_path):
        assert re.compile(DATE).search("7 марта 2004").group("day") == "7"  # type: ignore[union-attr]
    assert calls == [DATE]
    assert list(_stored(tmp_path)) == [kept.digest("pattern", DATE, 0)]


def test_on_linux_the_folder_is_the_xdg_cache_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("PODIUM_CACHE_DIR")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert kept.cache_folder() == tmp_path / "xdg" / "podium"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # not absolute: ignored, as the spec says
    monkeypatch.setenv("HOME", str(tmp_path))
    assert kept.cache_folder() == tmp_path / ".cache" / "podium"
    monkeypatch.setenv("PODIUM_CACHE_DIR", str(tmp_path / "mine"))
    assert kept.cache_folder() == tmp_path / "mine"


def test_a_folder_that_cannot_be_written_keeps_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    re.purge()
    with kept.remembered(blocker / "cache"):
        assert re.compile(r"(\d+) medals").match("12 medals").group(1) == "12"  # type: ignore[union-attr]
    assert blocker.read_text() == "not a folder"


def test_the_file_keeps_at_most_max_patterns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kept, "MAX_ENTRIES", 3)
    re.purge()
    with kept.remembered(tmp_path):
        for n in range(5):
            assert re.compile(f"rank {n}").match(f"rank {n}")
    assert list(_stored(tmp_path)) == [kept.digest("pattern", f"rank {n}", 0) for n in range(3)]


def test_bytes_patterns_are_compiled_and_not_kept(tmp_path: Path) -> None:
    re.purge()
    with kept.remembered(tmp_path):
        assert re.compile(rb"\x1f(\d+)").match(b"\x1f42").group(1) == b"42"  # type: ignore[union-attr]
    assert list(tmp_path.iterdir()) == []


def _check_twice(folder: Path, page: Path, counting: str) -> list[tuple[str, list[Any]]]:
    """Run `podium check PAGE` twice in fresh interpreters keeping their cache in ``folder``,
    with ``counting`` (code that appends to a list ``parsed``) installed first: each run's
    output and what it parsed."""
    import json
    import os

    code = (
        "import json, sys, atexit\n"
        "parsed = []\n"
        f"{counting}"
        "atexit.register(lambda: print(json.dumps(parsed), file=sys.stderr))\n"
        "sys.argv = ['podium', 'check', sys.argv[1]]\n"
        "from podium.cli.app import main\n"
        "main()\n"
    )
    env = {**os.environ, "PODIUM_CACHE_DIR": str(folder), "PODIUM_LANG": "en"}
    runs = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", code, str(page)], capture_output=True, text=True, env=env)
        assert done.returncode == 0, done.stderr
        runs.append((done.stdout, json.loads(done.stderr.strip().splitlines()[-1])))
    return runs


def test_the_cli_keeps_the_languages_patterns(tmp_path: Path) -> None:
    """A second `podium check` of a Russian page parses none of the patterns the first one
    stored, and prints the same."""
    from tests.conftest import SEEDS

    counting = (
        "from re import _parser\n"
        "original = _parser.parse\n"
        "def parse(p, *a, **k):\n"
        "    parsed.append([p if isinstance(p, str) else repr(p), *a[:1]])\n"
        "    return original(p, *a, **k)\n"
        "_parser.parse = parse\n"
    )
    (first_out, first), (second_out, second) = _check_twice(tmp_path, SEEDS["ru"], counting)
    stored = set(_stored(tmp_path))
    assert second_out == first_out
    assert len(first) > 100 and len(stored) > 100
    assert [p for p in second if kept.digest("pattern", p[0], int(p[1]) if len(p) > 1 else 0) in stored] == []
    assert len(second) < len(first) - 100


def test_without_a_folder_given_the_platforms_cache_folder_is_used(tmp_path: Path) -> None:
    """Finding the platform's folder compiles patterns itself (platformdirs): they compile as
    before, and the languages' patterns go to $XDG_CACHE_HOME/podium."""
    import os

    from tests.conftest import SEEDS

    env = {k: v for k, v in os.environ.items() if k != "PODIUM_CACHE_DIR"}
    env.update(XDG_CACHE_HOME=str(tmp_path / "cache"), HOME=str(tmp_path), PODIUM_LANG="en")
    done = subprocess.run([sys.executable, "-m", "podium.cli", "check", str(SEEDS["zh-Hans"])],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert len(_stored(tmp_path / "cache" / "podium")) > 100


def test_threads_compile_from_the_file_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`podium serve` compiles in several threads: each pattern's code is read at its offset."""
    from concurrent.futures import ThreadPoolExecutor

    words = [f"(?P<n>\\d+) (medal{n}|médaille{n}|медал{n})" for n in range(60)]
    re.purge()
    with kept.remembered(tmp_path):
        for w in words:
            re.compile(w)
    re.purge()
    calls = _parses(monkeypatch)

    def compile_all(start: int) -> list[str]:
        found = []
        for w in words[start:] + words[:start]:
            match = re.compile(w).match(f"12 {w.split('|')[1]}")
            found.append(match.group("n") if match else "")
        return found

    with kept.remembered(tmp_path), ThreadPoolExecutor(8) as pool:
        results = list(pool.map(compile_all, range(0, 60, 8)))
    assert calls == []
    assert results == [["12"] * 60] * 8


def test_without_a_home_folder_patterns_compile_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.delenv("PODIUM_CACHE_DIR")
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    re.purge()
    calls = _parses(monkeypatch)
    with kept.remembered():
        assert re.compile(r"(\d+) gold").match("12 gold").group(1) == "12"  # type: ignore[union-attr]
        assert re.compile(r"(\d+) silver").match("3 silver").group(1) == "3"  # type: ignore[union-attr]
    assert calls == [r"(\d+) gold", r"(\d+) silver"]


LEXICON = """
[header]
gold = ["金", "gold", "золото"]
total = ["計", "total", "всего"]

[numbers]
units = { "twelve" = 12, "douze" = 12 }
"""


def _toml_parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    import tomllib

    calls: list[str] = []
    original = tomllib.loads

    def loads(text: str, **kw: object) -> dict:
        calls.append(text)
        return original(text, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(tomllib, "loads", loads)
    return calls


def test_a_toml_text_parsed_once_is_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tomllib

    expected = tomllib.loads(LEXICON)
    with kept.remembered(tmp_path):
        assert kept.toml(LEXICON) == expected
    (path,) = tmp_path.glob("toml-*.bin")
    assert list(kept.read(path)) == [kept.digest("toml", LEXICON)]
    calls = _toml_parses(monkeypatch)
    with kept.remembered(tmp_path):
        again = kept.toml(LEXICON)
    assert calls == []
    assert again == expected and list(again["header"]) == ["gold", "total"]  # the order kept too
    assert again["numbers"]["units"] == {"twelve": 12, "douze": 12}


def test_outside_the_block_toml_is_parsed_and_nothing_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PODIUM_CACHE_DIR", str(tmp_path))
    calls = _toml_parses(monkeypatch)
    assert kept.toml(LEXICON)["header"]["gold"] == ["金", "gold", "золото"]
    assert calls == [LEXICON]
    assert list(tmp_path.iterdir()) == []


def test_a_toml_text_with_a_date_is_parsed_every_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import datetime

    text = 'opened = 2004-09-17\nname = "Athens"\n'
    with kept.remembered(tmp_path):
        assert kept.toml(text) == {"opened": datetime.date(2004, 9, 17), "name": "Athens"}
        kept.toml(LEXICON)
    (path,) = tmp_path.glob("toml-*.bin")
    assert list(kept.read(path)) == [kept.digest("toml", LEXICON)]  # marshal has no dates
    calls = _toml_parses(monkeypatch)
    with kept.remembered(tmp_path):
        assert kept.toml(text)["opened"] == datetime.date(2004, 9, 17)
    assert calls == [text]


def test_the_cli_keeps_the_lexicons(tmp_path: Path) -> None:
    """A second `podium check` parses no TOML: the lexicons, the messages and the readers'
    data come from what the first one kept."""
    from tests.conftest import SEEDS

    counting = (
        "import tomllib\n"
        "original = tomllib.loads\n"
        "def loads(text, **kw):\n"
        "    parsed.append(text[:40])\n"
        "    return original(text, **kw)\n"
        "tomllib.loads = loads\n"
    )
    (first_out, first), (second_out, second) = _check_twice(tmp_path, SEEDS["zh-Hant"], counting)
    assert second_out == first_out
    assert len(first) > 30  # the lexicons of every language among them
    assert second == []
