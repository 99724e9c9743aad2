"""Reading documents: encodings, formats, languages, and bad input."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from podium.analysis import analyse
from podium.errors import BadInput
from podium.extract import extract
from podium.readers import read_bytes, read_path
from tests.conftest import SEEDS

CHINESE = ["utf-8", "utf-8-sig", "utf-16", "gb18030"]
ENCODINGS = {
    "zh-Hant": CHINESE + ["big5"],
    "zh-Hans": CHINESE,
    "ru": ["utf-8", "utf-8-sig", "utf-16", "gb18030", "cp1251", "koi8-r"],
}
CASES = [(lang, enc) for lang, encs in ENCODINGS.items() for enc in encs]


@pytest.mark.parametrize(("lang", "encoding"), CASES)
def test_re_encoded_seed_gives_the_same_extraction(lang: str, encoding: str) -> None:
    original = read_path(SEEDS[lang])
    text = SEEDS[lang].read_text(encoding="utf-8")
    # Big5 cannot hold the Greek slogan line of zh-hant: it becomes "?"s (same length).
    data = text.encode(encoding, errors="replace" if encoding == "big5" else "strict")
    doc = read_bytes(data, f"{lang}.{encoding}")
    assert doc.encoding == encoding
    assert (doc.language, doc.script, doc.format) == (original.language, original.script, original.format)
    expected, actual = extract(original), extract(doc)
    assert actual.games == expected.games
    assert actual.tables == expected.tables
    assert len(actual.tables[0].rows) == 75


@pytest.mark.parametrize(("text", "encoding"), [
    ("2004年夏季殘疾人奧林匹克運動會", "big5"),
    ("獎牌榜", "big5"),
    ("2004年雅典残疾人奥林匹克运动会", "gb18030"),
    ("奖牌榜", "gb18030"),
    ("2008年北京残奥会", "gb18030"),
    ("Китай", "cp1251"),
    ("Китай", "koi8-r"),
    ("Китай", "gb18030"),
    ("Ямайка 1 0 1 2", "cp1251"),
    ("Ямайка 1 0 1 2", "koi8-r"),
    ("Итого", "koi8-r"),
    ("XII Летние Паралимпийские игры", "koi8-r"),
    ("Зимние Олимпийские игры 2002", "gb18030"),
])
def test_short_documents_decode_right(text: str, encoding: str) -> None:
    doc = read_bytes(text.encode(encoding), "short.txt")
    assert doc.encoding == encoding
    assert doc.text == text


def test_utf16_without_bom() -> None:
    doc = read_bytes("Итого 519 518 533 1570\n".encode("utf-16-le"), "x.txt")
    assert (doc.encoding, doc.text) == ("utf-16-le", "Итого 519 518 533 1570\n")


def test_crlf_is_read_as_lf_and_title_is_cut() -> None:
    title = "Medal table " + "x" * 200
    doc = read_bytes(f"\r\n  {title}  \r\nsecond\r\n".encode(), "x.txt")
    assert doc.text == f"\n  {title}  \nsecond\n"
    assert doc.title == title[:120]


def _bad(call: object) -> BadInput:
    with pytest.raises(BadInput) as caught:
        call()  # type: ignore[operator]
    return caught.value


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.txt"
    error = _bad(lambda: read_path(path))
    assert str(error) == f"{path}: file does not exist"
    assert error.path == str(path)


def test_directory(tmp_path: Path) -> None:
    error = _bad(lambda: read_path(tmp_path))
    assert str(error) == f"{tmp_path}: is a directory, not a file"


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    assert str(_bad(lambda: read_path(path))) == f"{path}: empty file"
    path.write_bytes(b" \n\t\n")
    assert str(_bad(lambda: read_path(path))) == f"{path}: empty file (only white space)"


def test_png(tmp_path: Path) -> None:
    path = tmp_path / "medals.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01" + bytes(40))
    assert str(_bad(lambda: read_path(path))) == f"{path}: PNG image, not a text document"


def test_random_binary(tmp_path: Path) -> None:
    path = tmp_path / "noise.bin"
    path.write_bytes(random.Random(7).randbytes(4096))
    error = _bad(lambda: read_path(path))
    assert str(error) == f"{path}: binary data (contains NUL bytes), not a text document"


def test_random_bytes_without_nul_are_not_text() -> None:
    data = bytes(b for b in random.Random(11).randbytes(4096) if b)
    error = _bad(lambda: read_bytes(data, "noise"))
    assert str(error) == "noise: binary data (control bytes), not a text document"


def test_undecodable_high_bytes() -> None:
    rng = random.Random(3)
    data = bytes(rng.choice(range(0x80, 0x100)) for _ in range(600))
    error = _bad(lambda: read_bytes(data, "garbage.txt"))
    assert str(error) == "garbage.txt: undecodable text: no known encoding gives readable text"


@pytest.mark.parametrize(("text", "language", "script"), [
    ("2004年夏季殘疾人奧林匹克運動會", "zh-Hant", "Hant"),
    ("2004年雅典残疾人奥林匹克运动会", "zh-Hans", "Hans"),
    ("2004年アテネパラリンピックのメダル", "ja", "Jpan"),
    ("2004년 하계 패럴림픽", "ko", "Kore"),
    ("Літні Паралімпійські ігри 2004 року в Афінах", "uk", "Cyrl"),
    ("Летние Паралимпийские игры 2004 года в Афинах", "ru", "Cyrl"),
    ("Θερινοί Παραολυμπιακοί Αγώνες 2004", "el", "Grek"),
    ("The medal table of the 2004 Summer Paralympics was led by China with 63 gold medals.", "en", "Latn"),
    ("Le tableau des médailles des Jeux paralympiques de 2004 est dominé par la Chine.", "fr", "Latn"),
    ("Medals 63 46 32", "und", "Latn"),
    # short documents, little more than a table: the header and Games words decide
    ("Medaillenspiegel\nRang;Land;Gold;Silber;Bronze;Gesamt\n1;Norwegen;16;8;13;37\n", "de", "Latn"),
    ("Olympische Winterspelen 2018 – medailleklassement\n| Rang | Land | Goud | Zilver | Brons | Totaal |\n"
     "|---|---|---|---|---|---|\n| 1 | Noorwegen | 14 | 14 | 11 | 39 |\n", "nl", "Latn"),
    ("Zimowe Igrzyska Olimpijskie 2018 – klasyfikacja medalowa\n| Miejsce | Kraj | Złoto | Srebro | Brąz | Razem |\n"
     "|---|---|---|---|---|---|\n| 1 | Norwegia | 14 | 14 | 11 | 39 |\n", "pl", "Latn"),
    ("Igrzyska odbyły się w Soczi od 7 do 23 lutego 2014 roku.", "pl", "Latn"),
    ("Olympiska vinterspelen 2022 i Peking - medaljtabell\nPlacering;Nation;Guld;Silver;Brons;Totalt\n"
     "1;Norge;16;8;13;37\n", "sv", "Latn"),
    ("Vinter-OL 2018 i Pyeongchang – medaljeoversikt\n\nPlass  Nasjon  Gull  Sølv  Bronse  Totalt\n"
     "1  Norge  14  14  11  39\n", "nb", "Latn"),
    ("Talviolympialaiset 2010 Vancouverissa – mitalitaulukko\n| Sija | Maa | Kulta | Hopea | Pronssi | Yhteensä |\n"
     "|---|---|---|---|---|---|\n| 1 | Kanada | 14 | 7 | 5 | 26 |\n", "fi", "Latn"),
    ("Pořadí Země Zlato Stříbro Bronz Celkem", "cs", "Latn"),
    ("Helyezés Ország Arany Ezüst Bronz Összesen", "hu", "Latn"),
    ("Sıra Ülke Altın Gümüş Bronz Toplam", "tr", "Latn"),
    # words several languages share are no evidence for one of them
    ("Land Total\nNorge 39", "und", "Latn"),
    ("Vinter 2018\nLand Total\nNorge 39", "und", "Latn"),  # Swedish or Norwegian?
    ("Rang Land Goud Zilver Gold Silber Brons Bronze", "und", "Latn"),  # Dutch ahead of German by less than a word
])
def test_language(text: str, language: str, script: str) -> None:
    doc = read_bytes(text.encode(), "x.txt")
    assert (doc.language, doc.script) == (language, script)


@pytest.mark.parametrize(("text", "fmt"), [
    ("| a | b |\n| 1 | 2 |\n", "markdown"),
    ("a | b | c\n", "text"),
    ("| only one | row |\n\nprose\n", "text"),
    ("1\tChina\t63\t46\t32\t141\n", "text"),
])
def test_format(text: str, fmt: str) -> None:
    assert read_bytes(text.encode(), "x").format == fmt


# Curling at the 2022 Winter Olympics (public results), as a program prints a page it fetched
CURLING_REPR = ("'Curling at the 2022 Winter Olympics\\n\\n==Medal summary==\\n\\n{{Medals table\\n"
                " | event = 2022 Winter\\n | gold_CAN = 0 | silver_CAN = 0 | bronze_CAN = 1\\n"
                " | gold_ITA = 1 | silver_ITA = 0 | bronze_ITA = 0\\n"
                " | gold_SWE = 1 | silver_SWE = 0 | bronze_SWE = 2\\n}}'")


def test_a_page_printed_as_one_string_literal_is_read_with_its_line_breaks() -> None:
    doc = read_bytes(CURLING_REPR.encode(), "page.txt")
    assert (doc.format, doc.text.splitlines()[:3]) == (
        "wikitext", ["Curling at the 2022 Winter Olympics", "", "==Medal summary=="])
    rows = [(r.mention, r.gold, r.silver, r.bronze) for t in analyse(doc).tables for r in t.table.rows]
    assert sorted(rows) == [("CAN", 0, 0, 1), ("ITA", 1, 0, 0), ("SWE", 1, 0, 2)]


def test_json_keeps_the_escapes_of_its_strings() -> None:
    text = '{"title": "2022 Winter Olympics", "text": "a\\nb\\nc\\nd"}'
    doc = read_bytes(text.encode(), "page.json")
    assert (doc.format, doc.text) == ("json", text)


def test_markdown_headings_are_no_console_output() -> None:
    text = "## 2020 Summer Olympics\n## Medal table\n## Karate\n\n| Rank | NOC | Gold |\n|---|---|---|\n| 1 | Japan | 1 |\n"
    assert read_bytes(text.encode(), "page.md").text == text
