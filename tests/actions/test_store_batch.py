"""The batch write that ``podium ingest``, the service and ``podium bulk`` share: analysed
documents in, one transaction, the Games touched out; only those Games are decided again."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.actions.ingest import analyse_inputs, collect_inputs, decide_games, store_analyses, store_batch
from podium.analysis import SourceAnalysis
from podium.store import Store, open_store
from tests.conftest import SEEDS

GAMES = "2004-summer-paralympics"
OTHER = "2004-summer-olympics"
OLYMPICS = "2004 Summer Olympics medal table\n1 United States 36 39 26 101\n2 China 32 17 14 63\n3 Russia 28 26 36 90\n"


def analyses(*paths: str | Path) -> list[SourceAnalysis]:
    return analyse_inputs(collect_inputs([str(p) for p in paths]))


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return open_store(str(tmp_path / "store.sqlite"))


@pytest.fixture
def olympics(tmp_path: Path) -> Path:
    path = tmp_path / "olympics.txt"
    path.write_text(OLYMPICS, encoding="utf-8")
    return path


def test_a_batch_says_which_games_it_touched(store: Store, olympics: Path) -> None:
    batch = store_batch(store, analyses(SEEDS["ru"], olympics, SEEDS["zh-Hant"]))
    assert batch.games == (GAMES, OTHER)
    assert [r.added for r in batch.results] == [True, True, True]
    assert [r.analysis.document.origin for r in batch.results] == [str(SEEDS["ru"]), str(olympics), str(SEEDS["zh-Hant"])]
    again = store_batch(store, analyses(SEEDS["ru"]))
    assert again.games == () and [r.added for r in again.results] == [False]


def test_only_the_games_that_changed_are_decided_again(store: Store, olympics: Path) -> None:
    store_batch(store, analyses(SEEDS["ru"], olympics))
    paralympics, other = store.decisions_version(GAMES), store.decisions_version(OTHER)
    decided: list[str] = []
    batch = store_batch(store, analyses(SEEDS["zh-Hans"]), decided=decided.append)
    assert batch.games == (GAMES,) and decided == [GAMES]
    assert store.decisions_version(OTHER) == other
    assert store.decisions_version(GAMES) != paralympics
    store_batch(store, analyses(SEEDS["zh-Hans"]), decided=decided.append)  # known: nothing decided
    assert decided == [GAMES] and store.decisions_version(GAMES) != paralympics


def test_batches_written_undecided_then_decided_once_give_what_one_ingest_gives(
    store: Store, tmp_path: Path, olympics: Path
) -> None:
    stored: list[str] = []
    first = store_batch(store, analyses(SEEDS["ru"], olympics), decide=False,
                        stored=lambda r: stored.append(r.analysis.document.origin))
    second = store_batch(store, analyses(SEEDS["zh-Hant"], SEEDS["zh-Hans"]), decide=False)
    assert stored == [str(SEEDS["ru"]), str(olympics)]
    assert store.decisions(GAMES) == [] and store.decisions(OTHER) == []
    decided: list[str] = []
    decide_games(store, [*first.games, *second.games], decided.append)
    assert decided == [GAMES, OTHER]
    with open_store(str(tmp_path / "together.sqlite")) as together:
        store_analyses(together, analyses(SEEDS["ru"], olympics, SEEDS["zh-Hant"], SEEDS["zh-Hans"]))
        for games in (GAMES, OTHER):
            assert store.decisions(games) == together.decisions(games)
