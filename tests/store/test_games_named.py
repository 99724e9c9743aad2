"""``Store.games_named``: the Games the store knows, as ``Store.games`` lists them, found without
counting every Games' sources (what naming a Games on the command line or in a page's address,
or leaving it to the store's only one, asks of the store)."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.actions.ingest import analyse_inputs, bundled_corpus, collect_inputs, store_analyses
from podium.actions.queries import pick_games
from podium.actions.remove import remove_source
from podium.errors import NotFound, UsageError
from podium.store import Store, open_store
from tests.conftest import FIXTURES

from .conftest import POSTGRES_URL

SEOUL = FIXTURES / "check" / "seoul-1988-totals-and-germany.ru.txt"


@pytest.mark.parametrize("fresh", [False, True], ids=["the store's engine", "a fresh reader"])
def test_a_games_whose_sources_were_removed_is_not_named(store: Store, tmp_path: Path, fresh: bool) -> None:
    store_analyses(store, analyse_inputs(collect_inputs([str(bundled_corpus()), str(SEOUL)])))
    seoul = next(s.id for s in store.sources() if s.games == "1988-summer-olympics")
    remove_source(store, seoul, note="test")  # its Games keeps its number, and no source names it
    on_sqlite = store.engine.dialect.name == "sqlite"
    reader = open_store(str(tmp_path / "podium.sqlite") if on_sqlite else POSTGRES_URL) if fresh else store
    try:
        assert [g.slug for g in reader.games()] == reader.games_named() == ["2004-summer-paralympics"]
        assert pick_games(reader, None) == "2004-summer-paralympics"  # the only one
        assert [slug in reader.games_named() for slug in ("2004-summer-paralympics", "1988-summer-olympics",
                                                          "2008-summer-olympics")] == [True, False, False]
        assert pick_games(reader, "2004-summer-paralympics") == "2004-summer-paralympics"
        with pytest.raises(NotFound, match="no Games '1988-summer-olympics' in the store "
                                           r"\(Games there: 2004-summer-paralympics\)"):
            pick_games(reader, "1988-summer-olympics")
    finally:
        if reader is not store:
            reader.close()


@pytest.mark.parametrize("fresh", [False, True], ids=["the store's engine", "a fresh reader"])
def test_games_named_lists_the_games_as_games_does(store: Store, tmp_path: Path, fresh: bool) -> None:
    assert store.games_named() == []
    with pytest.raises(NotFound, match="the store is empty"):
        pick_games(store, None)
    store_analyses(store, analyse_inputs(collect_inputs([str(bundled_corpus()), str(SEOUL)])))
    on_sqlite = store.engine.dialect.name == "sqlite"
    reader = open_store(str(tmp_path / "podium.sqlite") if on_sqlite else POSTGRES_URL) if fresh else store
    try:
        assert reader.games_named() == [g.slug for g in reader.games()] == [
            "1988-summer-olympics", "2004-summer-paralympics"]
        with pytest.raises(UsageError, match="several Games"):
            pick_games(reader, None)
    finally:
        if reader is not store:
            reader.close()
