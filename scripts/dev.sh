#!/bin/sh
# podium's one entry point for a fresh machine with only Python 3.11:
#   sh scripts/dev.sh demo   set up .venv, install podium, run `podium demo`
#   sh scripts/dev.sh test   set up .venv, install podium with its test tools, run lint-imports
#                            (the layers), ruff, mypy and pytest
# Works where `python3 -m venv` has no pip (Debian without python3-venv/ensurepip):
# then the venv is made without pip and pip is installed from its wheel on PyPI.
set -eu
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
VENV=${PODIUM_VENV:-.venv}

make_venv() {
    if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -m pip --version >/dev/null 2>&1; then
        return
    fi
    if ! "$PYTHON" -m venv "$VENV" >/dev/null 2>&1; then
        echo "dev.sh: $PYTHON has no ensurepip; making the venv without pip and fetching pip from PyPI" >&2
        rm -rf "$VENV"
        "$PYTHON" -m venv --without-pip "$VENV"
        "$VENV/bin/python" - <<'PY'
import json, os, sys, tempfile, urllib.parse, urllib.request
api = "https://pypi.org/pypi/pip/json"
meta = json.load(urllib.request.urlopen(api, timeout=60))
wheel = next(u for u in meta["urls"] if u["filename"].endswith(".whl"))
path = os.path.join(tempfile.mkdtemp(), wheel["filename"])
urllib.request.urlretrieve(urllib.parse.urljoin(api, wheel["url"]), path)
sys.path.insert(0, path)
from pip._internal.cli.main import main
sys.exit(main(["install", "--quiet", path]))
PY
    fi
}

install() {
    make_venv
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$1"
}

case "${1:-}" in
    demo)
        install .
        exec "$VENV/bin/podium" demo
        ;;
    test)
        install ".[test]"
        if [ "${PODIUM_REQUIRE_SERVICES:-}" = 1 ]; then
            # CI (.ci/run): install and start PostgreSQL and chromium; their tests must run
            services=$(sh scripts/ci-services.sh)
            eval "$services"
        fi
        "$VENV/bin/lint-imports" --no-cache
        "$VENV/bin/ruff" check src tests benchmarks scripts fuzz
        "$VENV/bin/python" -m mypy
        exec "$VENV/bin/python" -m pytest -q -p no:cacheprovider
        ;;
    *)
        echo "usage: sh scripts/dev.sh demo|test" >&2
        exit 2
        ;;
esac
