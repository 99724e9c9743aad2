"""Run the real ``podium`` entry point in-process, as a user would call it."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from podium.cli import main


@dataclass
class Result:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


Runner = Callable[..., Result]


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "store.sqlite")


@pytest.fixture
def podium(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Runner:
    monkeypatch.setenv("PODIUM_LANG", "en")
    monkeypatch.setenv("COLUMNS", "200")

    def run(*args: str) -> Result:
        capsys.readouterr()
        monkeypatch.setattr(sys, "argv", ["podium", *args])
        try:
            main()
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return run
