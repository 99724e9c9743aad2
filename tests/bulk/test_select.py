"""Which pages of a dump ``podium bulk`` reads, and how it cuts a dump, without a cluster."""

from __future__ import annotations

import bz2
from pathlib import Path

import pytest

from podium.bulk.dumps import index_of, is_dump, namespace_names, page_head, read_index, split_pages
from podium.bulk.partitions import by_title, choose, page_origin
from podium.bulk.select import names_games, redirect_target
from podium.errors import BadInput
from tests.bulk.conftest import Dumps, make_dump


@pytest.mark.parametrize("title", [
    "2004 Summer Paralympics medal table", "Russia at the 2004 Summer Paralympics", "Olympische Sommerspiele 2008",
    "Medagliere dei XXI Giochi olimpici invernali", "Медальный зачёт зимних Олимпийских игр 2014",
    "2000年夏季奧林匹克運動會", "長野オリンピック", "1988년 하계 올림픽", "Jeux olympiques d'hiver de 2010",
    "2010 Asian Games", "Zimní olympijské hry 2014",
])
def test_a_title_that_names_a_games_in_any_language_is_read(title: str) -> None:
    assert names_games(title)


@pytest.mark.parametrize("title", ["Athens", "Michael Phelps", "Москва", "東京", "Talk page archive", "北京2008年残疾人运动会"])
def test_a_title_that_names_no_games_is_skipped(title: str) -> None:
    assert not names_games(title)


def test_a_redirect_is_followed_when_its_title_names_a_games() -> None:
    assert redirect_target("2008年夏季残疾人奥林匹克运动会", "北京2008年残疾人运动会#奖牌榜") == "北京2008年残疾人运动会"
    assert redirect_target("Atlantis", "Atlantis (mythology)") is None


def test_pages_are_chosen_by_namespace_title_and_text(dumps: Dumps) -> None:
    pages = make_dump.pages()
    header = make_dump.header("testwiki").encode()
    chunks, rest = split_pages("".join(make_dump.page_xml(p) for p in pages).encode())
    assert rest == b"" and len(chunks) == len(pages)
    assert page_head(chunks[0]) == (pages[0].namespace, pages[0].full_title)
    assert namespace_names(header)[104] == "Anexo"
    chosen, targets = choose(header, by_title(header, chunks), "test")
    assert sorted(p.title for p in chosen) == sorted(p.full_title for p in pages if p.kept and p.title != "北京2008年残疾人运动会")
    assert sorted(targets) == ["2012 Summer Olympics", "Jeux olympiques d'hiver de 2010", "北京2008年残疾人运动会"]
    wanted, _ = choose(header, by_title(header, chunks, frozenset({"北京2008年残疾人运动会"})), "test",
                       frozenset({"北京2008年残疾人运动会"}))
    assert [p.title for p in wanted] == ["北京2008年残疾人运动会"]
    assert page_origin("x.xml.bz2", wanted[0].title, wanted[0].revision) == f"x.xml.bz2!北京2008年残疾人运动会?oldid={wanted[0].revision}"


def test_a_multistream_dump_is_found_with_its_index(dumps: Dumps) -> None:
    assert is_dump(dumps.multistream) and is_dump(dumps.single)
    index = index_of(dumps.multistream)
    assert index is not None and index.name == "testwiki-20250101-pages-articles-multistream-index.txt.bz2"
    assert index_of(dumps.single) is None
    streams = read_index(index, dumps.multistream.stat().st_size)
    assert len(streams) == 13 and sum(len(s.titles) for s in streams) == 37
    assert all(a.end == b.start for a, b in zip(streams, streams[1:]))


def test_a_broken_index_is_bad_input_naming_its_line(tmp_path: Path) -> None:
    index = tmp_path / "x-multistream-index.txt.bz2"
    index.write_bytes(bz2.compress(b"600:1:Title\nnot an index line\n"))
    with pytest.raises(BadInput) as caught:
        read_index(index, 10_000)
    assert caught.value.message == f"{index}:2: not a line of a multistream index (offset:id:title)"


def test_a_page_podium_fails_on_is_reported_and_the_others_are_read(monkeypatch: pytest.MonkeyPatch) -> None:
    from podium.actions.ingest import Input, analyse_inputs
    from podium.bulk import partitions

    def failing(inputs: list[Input], **kwargs: object) -> object:
        if inputs[0].origin == "b.txt":
            raise ZeroDivisionError("division by zero")
        return analyse_inputs(inputs, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(partitions, "analyse_inputs", failing)
    text = (make_dump.FIXTURES / "facts/en/london-2012-olympics-infobox.txt").read_bytes()
    result = partitions.run_partition(partitions.Partition("k", documents=(
        Input("a.txt", data=text), Input("b.txt", data=text + b"\n"), Input("c.txt", data=b"no Games here"))))
    assert [a.document.origin for a in result.analyses] == ["a.txt"]
    assert result.crashed == ("b.txt: podium failed on it: ZeroDivisionError: division by zero",)
    assert result.refused == ("c.txt: no medal table and no fact about a Games found (looked at 0 tables)",)
