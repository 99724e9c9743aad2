"""What the CLI's start-up imports: ``podium table --format json`` on a SQLite store needs
neither SQLAlchemy, nor pydantic (Typer's value conversion), nor Rich; ``--help`` needs
no store at all (``benchmarks/cli_startup.py`` times them)."""

from __future__ import annotations

from tests.cli.conftest import Runner
from tests.conftest import CORPUS, imported

HEAVY = ("sqlalchemy", "alembic", "pydantic", "rich", "numpy", "scipy")


def imported_by(*args: str) -> list[str]:
    """The heavy packages ``podium ARGS...`` imports."""
    run = (f"import sys\nsys.argv = ['podium', *{list(args)!r}]\n"
           "from podium.cli import main\ntry:\n    main()\nexcept SystemExit:\n    pass")
    return imported(run, HEAVY)


def test_table_json_imports_nothing_heavy(podium: Runner, db: str) -> None:
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    assert imported_by("table", "--format", "json", "--db", db) == []
    assert imported_by("table", "--format", "json", "--order", "total", "--lang", "ru", "--db", db) == []
    # the check sees what is imported: the text table needs Rich, a list of sources SQLAlchemy
    assert imported_by("table", "--db", db) == ["rich"]
    assert imported_by("sources", "--format", "json", "--db", db) == ["sqlalchemy"]


def test_help_imports_nothing_heavy() -> None:
    assert imported_by("--help") == []
    assert imported_by("table", "--help") == []
