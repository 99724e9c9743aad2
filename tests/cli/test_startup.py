"""What the CLI's start-up imports: ``podium table --format json`` on a SQLite store needs
neither SQLAlchemy, nor pydantic (Typer's value conversion), nor Rich; ``--help`` needs
no store at all (``benchmarks/cli_startup.py`` times them)."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.cli.conftest import Runner
from tests.conftest import CORPUS

HEAVY = ("sqlalchemy", "alembic", "pydantic", "rich", "numpy", "scipy")


def imported_by(*args: str) -> list[str]:
    code = (
        "import sys, json\n"
        f"sys.argv = ['podium', *{list(args)!r}]\n"
        "from podium.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print(json.dumps(sorted({{m.split('.')[0] for m in sys.modules}} & {set(HEAVY)!r})), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(done.stderr.strip().splitlines()[-1])


def test_table_json_imports_nothing_heavy(podium: Runner, db: str) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    assert imported_by("table", "--format", "json", "--db", db) == []
    assert imported_by("table", "--format", "json", "--order", "total", "--lang", "ru", "--db", db) == []


def test_help_imports_nothing_heavy() -> None:
    assert imported_by("--help") == []
    assert imported_by("table", "--help") == []
