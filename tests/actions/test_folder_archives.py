"""An archive inside an ingested folder is read as an archive named on the command line; a
damaged one is refused naming it; a hard link is read as the file it is."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from podium.actions.ingest import analyse_inputs, collect_inputs, store_analyses
from podium.errors import BadInput, PodiumError
from podium.store import open_store
from tests.conftest import SEEDS


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    (folder / "sub").mkdir(parents=True)
    (folder / "a-ru.txt").write_bytes(SEEDS["ru"].read_bytes())
    with zipfile.ZipFile(folder / "sub" / "pages.zip", "w") as archive:
        archive.writestr("zh-hant.txt", SEEDS["zh-Hant"].read_bytes())
        archive.writestr("2004/zh-hans.txt", SEEDS["zh-Hans"].read_bytes())
    return folder


def test_an_archive_in_a_folder_gives_its_members(folder: Path) -> None:
    origins = [item.origin for item in collect_inputs([folder])]
    archive = folder / "sub" / "pages.zip"
    assert origins == [str(folder / "a-ru.txt"), f"{archive}!2004/zh-hans.txt", f"{archive}!zh-hant.txt"]
    analyses = analyse_inputs(collect_inputs([folder]))
    assert [a.document.language for a in analyses] == ["ru", "zh-Hans", "zh-Hant"]


def test_a_damaged_archive_in_a_folder_is_refused_naming_it(folder: Path) -> None:
    damaged = folder / "sub" / "pages.zip"
    damaged.write_bytes(damaged.read_bytes()[:200])
    with pytest.raises(BadInput, match=f"^{damaged}: "):
        collect_inputs([folder])
    refused: list[PodiumError] = []
    assert [item.origin for item in collect_inputs([folder], refused)] == [str(folder / "a-ru.txt")]
    assert [str(error.path) for error in refused] == [str(damaged)]


def test_a_hard_link_is_the_file_itself_stored_once(folder: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_bytes(SEEDS["zh-Hant"].read_bytes())
    os.link(outside, folder / "linked.txt")
    inputs = collect_inputs([folder])
    assert str(folder / "linked.txt") in [item.origin for item in inputs]
    with open_store(str(tmp_path / "store.sqlite")) as store:
        results = store_analyses(store, analyse_inputs(inputs))
        assert len(results) == 4 and len(store.sources()) == 3  # linked.txt is pages.zip!zh-hant.txt's bytes
