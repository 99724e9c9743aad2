"""Reconciliation: all claims of a Games in, one ``Decision`` per (subject, attribute) out.

The engine is chosen by name. The first engine, ``unanimity``, says ``agreed``
when every source states the same value and ``disputed`` otherwise, with every
value and the claims behind it. The truth-discovery engines (source accuracy,
copy detection, constraints) plug in behind the same ``Engine`` interface.
"""

from __future__ import annotations

from collections.abc import Iterable

from podium.model import Claim, Decision
from podium.reconcile.engine import Engine, group_claims
from podium.reconcile.unanimity import Unanimity

ENGINES: dict[str, type[Engine]] = {"unanimity": Unanimity}

DEFAULT_ENGINE = "unanimity"


def reconcile(claims: Iterable[Claim], engine: str | Engine = DEFAULT_ENGINE) -> list[Decision]:
    """Decide every (games, subject, attribute) the claims speak about.

    Only overall, final claims are reconciled: per-sport tables and interim
    standings are kept as claims but are not the Games' medal table.
    """
    chosen = ENGINES[engine]() if isinstance(engine, str) else engine
    groups = group_claims(c for c in claims if c.scope == "overall" and not _interim(c))
    return chosen.decide(groups)


def _interim(claim: Claim) -> bool:
    return claim.qualifier is not None and claim.qualifier.startswith("interim:")


__all__ = ["DEFAULT_ENGINE", "ENGINES", "Engine", "Unanimity", "reconcile"]
