"""podium: medal tables and event facts of multi-sport Games, reconciled from documents
in any language, every number traceable to the sources that said it.

The public API is re-exported here lazily (PEP 562), so that ``import podium``
and the CLI's start-up stay light; the store and the presenters live in their
modules (``podium.store``, ``podium.cli``).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "analyse": "podium.analysis",
    "SourceAnalysis": "podium.analysis",
    "BadInput": "podium.errors",
    "PodiumError": "podium.errors",
    "Claim": "podium.model",
    "Decision": "podium.model",
    "DecisionStatus": "podium.model",
    "Document": "podium.model",
    "Finding": "podium.model",
    "Games": "podium.model",
    "Resolution": "podium.model",
    "Standings": "podium.rank",
    "standings": "podium.rank",
    "reconcile": "podium.reconcile",
    "read_path": "podium.readers",
    "read_bytes": "podium.readers",
    "resolve": "podium.nations",
}

__all__ = [*_EXPORTS, "__version__"]


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'podium' has no attribute {name!r}")
