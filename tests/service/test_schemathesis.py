"""Property-based requests generated from /openapi.json: no request makes a server error.

Bounded: a few examples per operation, no shrinking of long runs, well under a minute.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

schemathesis = pytest.importorskip("schemathesis")
from hypothesis import HealthCheck, Phase, settings  # noqa: E402
from schemathesis.checks import not_a_server_error  # noqa: E402

from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses  # noqa: E402
from podium.service import create_app  # noqa: E402
from podium.store import open_store  # noqa: E402

from .conftest import TOKEN  # noqa: E402

_DIR = tempfile.TemporaryDirectory(prefix="podium-schemathesis-")
_STORE = open_store(str(Path(_DIR.name) / "fuzz.sqlite"))
schema = schemathesis.openapi.from_asgi("/openapi.json", create_app(_STORE, token=TOKEN, max_upload=4096))


@pytest.fixture(scope="module", autouse=True)
def corpus() -> Iterator[None]:
    """The bundled corpus in the store the generated requests read (and may add to)."""
    store_analyses(_STORE, analyse_inputs(collect_inputs([str(bundled_corpus())])))
    yield
    _STORE.close()
    _DIR.cleanup()


@schema.parametrize()
@settings(max_examples=12, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=list(HealthCheck))
def test_no_server_error(case: Any) -> None:
    case.call_and_validate(checks=[not_a_server_error])


@schema.parametrize()
@settings(max_examples=6, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=list(HealthCheck))
def test_no_server_error_with_the_token(case: Any) -> None:
    case.call_and_validate(headers={"Authorization": f"Bearer {TOKEN}"}, checks=[not_a_server_error])
