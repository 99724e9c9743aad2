"""The ``podium`` command ends its process without tearing the interpreter down
(``podium.cli.app.run``): what it made is written first (the exit handlers run, the stores'
WAL is folded into their file, the output is flushed), and with a thread still at work the
interpreter ends as usual, waiting for it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.cli.conftest import Runner
from tests.conftest import CORPUS


def _podium(*args: str, db: Path) -> subprocess.CompletedProcess[str]:
    """The command as a user runs it (``python -m podium.cli`` is the console script's ``run``)."""
    env = {**os.environ, "PODIUM_DB": str(db), "PODIUM_LANG": "en", "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "podium.cli", *args], env=env, capture_output=True, text=True,
                          check=False)


def _script(body: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "script.py"
    script.write_text(body, encoding="utf-8")
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True, check=False,
                          env={**os.environ, "PODIUM_LANG": "en"})


def test_an_ingest_leaves_its_store_whole_in_one_file(tmp_path: Path) -> None:
    db = tmp_path / "store.sqlite"
    done = _podium("ingest", str(CORPUS), db=db)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == 3
    # the WAL folded into the file by the engine's exit handler, as Python's own end did
    assert sorted(p.name for p in tmp_path.iterdir()) == ["store.sqlite"]
    table = _podium("table", "--format", "json", db=db)
    assert table.returncode == 0 and json.loads(table.stdout)["totals"] == {
        "gold": 519, "silver": 518, "bronze": 533, "total": 1570}


def test_bad_input_still_ends_with_one_line_and_code_2(tmp_path: Path) -> None:
    done = _podium("ingest", str(tmp_path / "missing.txt"), db=tmp_path / "store.sqlite")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"podium: error: {tmp_path / 'missing.txt'}: no such file or folder\n"


def test_a_long_output_is_written_whole_as_main_writes_it(tmp_path: Path, podium: Runner) -> None:
    db = tmp_path / "store.sqlite"
    assert _podium("ingest", str(CORPUS), db=db).returncode == 0
    done = _podium("conflicts", "--format", "json", db=db)
    assert done.returncode == 0
    in_process = podium("conflicts", "--format", "json", "--db", str(db))
    assert done.stdout == in_process.out and len(done.stdout) > 10_000
    assert [(d["subject"], d["attribute"]) for d in json.loads(done.stdout)][:2] == [("GBR", "bronze"), ("GBR", "total")]


ENDS = """
import atexit, sys
from pathlib import Path

log = Path({log!r})

class Kept:
    def __del__(self):  # runs only if the interpreter is torn down
        with log.open("a") as f:
            f.write("torn down\\n")

kept = Kept()
atexit.register(lambda: log.open("a").write("exit handler\\n"))
from podium.cli import {entry}
sys.argv = ["podium", "--version"]
{entry}()
"""


def test_the_exit_handlers_run_and_the_interpreter_is_not_torn_down(tmp_path: Path) -> None:
    log = tmp_path / "log.txt"
    done = _script(ENDS.format(log=str(log), entry="run"), tmp_path)
    assert done.returncode == 0 and done.stdout.startswith("podium ")
    assert log.read_text() == "exit handler\n"
    # ``main`` ends as Python does: the object is freed as the interpreter is torn down
    log.unlink()
    done = _script(ENDS.format(log=str(log), entry="main"), tmp_path)
    assert done.returncode == 0
    assert sorted(log.read_text().splitlines()) == ["exit handler", "torn down"]


def test_a_profiled_process_ends_as_python_ends_it(tmp_path: Path) -> None:
    """A profiler or a tracer (coverage) writes what it saw as the interpreter ends."""
    profile = tmp_path / "podium.prof"
    subprocess.run([sys.executable, "-m", "cProfile", "-o", str(profile), "-m", "podium.cli", "--version"],
                   check=True, capture_output=True)
    assert profile.stat().st_size > 1000


WAITS = """
import sys, threading, time
from pathlib import Path

def late():
    time.sleep(0.5)
    Path({done!r}).write_text("written")

threading.Thread(target=late).start()  # not a daemon: the process waits for it
from podium.cli import run
sys.argv = ["podium", "--version"]
run()
"""


def test_a_thread_still_at_work_is_waited_for(tmp_path: Path) -> None:
    done_file = tmp_path / "done.txt"
    done = _script(WAITS.format(done=str(done_file)), tmp_path)
    assert done.returncode == 0 and done.stdout.startswith("podium ")
    assert done_file.read_text() == "written"

