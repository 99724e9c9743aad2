"""The wikitext export cites its sources with ``<ref>``s and explains the cells they disagree on
in ``{{efn}}`` notes; read back through mwparserfromhell it has the same rows and columns.
Markdown's headers are in the reader's language.

Two pages about the 2004 Summer Paralympics: the IPC's table (Great Britain 35-30-29) and a
copy on the web that gives Great Britain 30 bronze medals; they agree on China and Canada.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import mwparserfromhell
import pytest

from podium.actions.ingest import store_analyses
from podium.actions.queries import medal_table
from podium.analysis import analyse
from podium.export import read_markdown, read_wikitext, rows_of
from podium.export.marks import exported_by_podium
from podium.export.text import evidence, table_text
from podium.export.wikitext import Citation, Evidence, escape, reference
from podium.readers import read_bytes
from podium.store import Store, open_store

GAMES = "2004-summer-paralympics"
IPC = (b"2004 Summer Paralympics medal table\n"
       b"1\tChina (CHN)\t63\t46\t32\t141\n"
       b"2\tGreat Britain (GBR)\t35\t30\t29\t94\n"
       b"3\tCanada (CAN)\t28\t19\t25\t72\n")
COPY = (b"Athens 2004 Paralympics | medals\n"
        b"1\tChina\t63\t46\t32\t141\n"
        b"2\tGreat Britain\t35\t30\t30\t95\n"
        b"3\tCanada\t28\t19\t25\t72\n")
IPC_ID = hashlib.sha256(IPC).hexdigest()
COPY_ID = hashlib.sha256(COPY).hexdigest()
COPY_URL = "https://example.org/athens-2004"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    opened = open_store(str(tmp_path_factory.mktemp("wikitext") / "store.sqlite"))
    store_analyses(opened, [analyse(read_bytes(IPC, "pages/ipc.txt"), None),
                            analyse(read_bytes(COPY, COPY_URL), None)])
    yield opened
    opened.close()


def parsed(text: str) -> mwparserfromhell.wikicode.Wikicode:
    return mwparserfromhell.parse(text)


def test_evidence_names_the_sources_and_who_says_what(store: Store) -> None:
    found = evidence(store, GAMES)
    assert found == Evidence(
        (Citation(IPC_ID, "2004 Summer Paralympics medal table", "pages/ipc.txt"),
         Citation(COPY_ID, "Athens 2004 Paralympics | medals", COPY_URL)),
        {("GBR", "bronze"): ((29, (IPC_ID,)), (30, (COPY_ID,))),
         ("GBR", "total"): ((94, (IPC_ID,)), (95, (COPY_ID,)))})


def test_each_source_is_one_named_reference_reused_in_the_notes(store: Store) -> None:
    text = table_text(store, medal_table(store, GAMES), "wikitext")
    refs = [tag for tag in parsed(text).filter_tags() if tag.tag == "ref"]
    defined = [(str(t.get("name").value), str(t.contents)) for t in refs if not t.self_closing]
    assert defined == [
        (f"src-{IPC_ID[:12]}", f"''2004 Summer Paralympics medal table''. pages/ipc.txt (podium {IPC_ID[:12]})."),
        (f"src-{COPY_ID[:12]}", f"{{{{cite web |url={COPY_URL} |title=Athens 2004 Paralympics &#124; medals}}}}"),
    ]
    reused = [str(t.get("name").value) for t in refs if t.self_closing]
    assert reused == [f"src-{COPY_ID[:12]}", f"src-{IPC_ID[:12]}"] * 2


def test_disputed_cells_are_efn_notes_with_a_notelist(store: Store) -> None:
    code = parsed(table_text(store, medal_table(store, GAMES), "wikitext"))
    [table] = code.filter_templates(matches=lambda t: t.name.matches("Medals table"))
    note = table.get("note_GBR").value
    [efn] = note.filter_templates(matches=lambda t: t.name.matches("efn"))
    assert str(efn.get("name").value) == "unsettled-GBR-bronze-total"
    assert str(efn.get(1).value) == (
        f'The sources do not all agree. Bronze: 30<ref name="src-{COPY_ID[:12]}" />, '
        f'29<ref name="src-{IPC_ID[:12]}" />; Total: 95<ref name="src-{COPY_ID[:12]}" />, '
        f'94<ref name="src-{IPC_ID[:12]}" />.')
    assert [str(t.name).strip() for t in code.filter_templates(recursive=False)] == ["Medals table", "notelist"]


def test_round_trip_through_mwparserfromhell_keeps_rows_and_columns(store: Store) -> None:
    standings = medal_table(store, GAMES)
    text = table_text(store, standings, "wikitext")
    [table] = parsed(text).filter_templates(matches=lambda t: t.name.matches("Medals table"))
    rows = {}
    for param in table.params:
        name = str(param.name).strip()
        colour, _, noc = name.partition("_")
        if colour in ("gold", "silver", "bronze"):
            rows.setdefault(noc, {})[colour] = int(str(param.value).strip())
    assert rows == {"CHN": {"gold": 63, "silver": 46, "bronze": 32},
                    "GBR": {"gold": 35, "silver": 30, "bronze": 30},
                    "CAN": {"gold": 28, "silver": 19, "bronze": 25}}
    assert [(r.noc, r.gold, r.silver, r.bronze) for r in standings.rows] == [
        (noc, m["gold"], m["silver"], m["bronze"]) for noc, m in rows.items()]
    assert read_wikitext(text) == rows_of(standings)
    assert exported_by_podium(text)


def test_the_caption_names_and_notes_are_in_the_readers_language(store: Store) -> None:
    text = table_text(store, medal_table(store, GAMES, lang="ru"), "wikitext", "ru")
    [table] = parsed(text).filter_templates(matches=lambda t: t.name.matches("Medals table"))
    assert str(table.get("caption").value).strip() == "Летние Паралимпийские игры 2004 — медальный зачёт"
    assert str(table.get("host").value).strip() == "Host nation (Греция)"
    [efn] = table.get("note_GBR").value.filter_templates(matches=lambda t: t.name.matches("efn"))
    assert str(efn.get(1).value).startswith("Источники расходятся. Бронза: 30<ref")


def test_a_title_cannot_break_out_of_its_reference() -> None:
    hostile = Citation("ab" * 32, "Medals | 2004 </ref> {{delete}} [[x]] a=b", "notes/x.txt")
    assert reference(hostile) == (
        f'<ref name="src-{"ab" * 6}">\'\'Medals &#124; 2004 &lt;/ref&gt; &#123;&#123;delete&#125;&#125; '
        f"&#91;&#91;x&#93;&#93; a&#61;b''. notes/x.txt (podium {'ab' * 6}).</ref>")
    assert [t.tag for t in parsed(reference(hostile)).filter_tags()] == ["ref", "i"]  # the title's italics
    assert escape("l'été") == "l&#39;été"


def test_markdown_headers_are_in_the_readers_language(store: Store) -> None:
    standings = medal_table(store, GAMES, lang="ru")
    text = table_text(store, standings, "md", "ru")
    assert text.splitlines()[:3] == [
        "| Место | NOC | Страна | Золото | Серебро | Бронза | Всего |",
        "|---:|:---|:---|---:|---:|---:|---:|",
        "| 1 | CHN | Китай | 63 | 46 | 32 | 141 |",
    ]
    assert text.splitlines()[5] == "| | | Всего | 126 | 95 | 87 | 308 |"
    assert read_markdown(text) == rows_of(standings)
    japanese = table_text(store, medal_table(store, GAMES, lang="ja"), "md", "ja").splitlines()[0]
    assert "Gold" not in japanese and "NOC" in japanese


def test_the_cli_writes_cited_wikitext(store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    import sys

    from podium.cli import main

    db = store.engine.url.database
    assert db is not None
    monkeypatch.setattr(sys, "argv", ["podium", "table", "--db", db, "--format", "wikitext", "--lang", "ru"])
    with pytest.raises(SystemExit) as done:
        main()
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert " | caption        = Летние Паралимпийские игры 2004 — медальный зачёт\n" in out
    assert out.count("<ref name=") == 6 and out.count("</ref>") == 2


def test_the_api_serves_the_same_wikitext_and_markdown_as_the_cli(store: Store) -> None:
    # /api/games/{slug}/table.wikitext and .md: the reader's words and the sources cited, as
    # ``podium table --format`` writes them
    from tests.service.conftest import make_client

    with make_client(store) as client:
        wiki = client.get(f"/api/games/{GAMES}/table.wikitext", params={"lang": "ru"})
        md = client.get(f"/api/games/{GAMES}/table.md", params={"lang": "ru"})
    assert wiki.status_code == md.status_code == 200
    assert wiki.text == table_text(store, medal_table(store, GAMES, lang="ru"), "wikitext", "ru")
    assert wiki.text.count("<ref name=") == 6
    assert md.text.splitlines()[0] == "| Место | NOC | Страна | Золото | Серебро | Бронза | Всего |"
    assert wiki.headers["content-disposition"] == f'attachment; filename="{GAMES}.wikitext"'
