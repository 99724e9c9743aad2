"""Shared test helpers: paths to the bundled corpus and fixtures; what a fresh interpreter imports."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent

# what podium's processes keep for the next (podium.kept: compiled patterns, parsed TOML) goes to a
# folder of the test run's, not to the user's cache
os.environ.setdefault("PODIUM_CACHE_DIR", tempfile.mkdtemp(prefix="podium-test-cache-"))


def load_script(name: str) -> ModuleType:
    """``scripts/<name>.py`` as a module (the scripts are not a package), registered under
    ``name`` so that its dataclasses and pickling find it."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
CORPUS = ROOT / "src" / "podium" / "data" / "corpus" / "2004-summer-paralympics"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SEEDS = {"zh-Hant": CORPUS / "zh-hant.txt", "zh-Hans": CORPUS / "zh-hans.txt", "ru": CORPUS / "ru.txt"}


@pytest.fixture
def seeds() -> dict[str, Path]:
    return dict(SEEDS)


def imported(code: str, packages: Iterable[str]) -> list[str]:
    """Which of ``packages`` (top-level names) a fresh interpreter has imported once it has run
    ``code``, sorted."""
    report = (f"\nimport sys as _sys, json as _json\n"
              f"print(_json.dumps(sorted({{m.split('.')[0] for m in _sys.modules}} & {set(packages)!r})), file=_sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", code + report], capture_output=True, text=True, check=True)
    return list(json.loads(done.stderr.strip().splitlines()[-1]))
