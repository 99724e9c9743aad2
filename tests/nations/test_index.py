"""The generated CLDR/ISO index is what ``scripts/build_nation_index.py`` makes of the
pinned Babel and pycountry (the ``test`` extra), and it keeps names from mis-resolving."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from podium.model import ResolutionStatus
from podium.nations import resolve
from tests.conftest import load_script

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "src" / "podium" / "nations" / "data" / "generated"


def script() -> ModuleType:
    return load_script("build_nation_index")


def test_the_committed_index_is_what_the_script_builds() -> None:
    built = script().build()
    committed = {p.name: p.read_text(encoding="utf-8") for p in GENERATED.glob("*.tsv")}
    assert sorted(built) == sorted(committed)
    stale = [name for name in built if built[name] != committed[name]]
    assert stale == [], "run: .venv/bin/python scripts/build_nation_index.py"


def test_at_least_thirty_languages_are_generated() -> None:
    langs = sorted(p.stem for p in GENERATED.glob("*.tsv") if p.stem not in ("collisions", "keys"))
    assert len(langs) == 40
    assert {"ar", "el", "he", "hi", "ja", "ko", "th", "vi", "zh-Hans", "zh-Hant"} <= set(langs)


def test_generated_names_resolve_in_their_language() -> None:
    # names no curated file holds: they come from CLDR or ISO only
    cases = [
        ("Nowa Zelandia", "pl", "NZL"), ("Uusi-Seelanti", "fi", "NZL"), ("Νέα Ζηλανδία", "el", "NZL"),
        ("ニュージーランド", "ja", "NZL"), ("뉴질랜드", "ko", "NZL"), ("นิวซีแลนด์", "th", "NZL"),
        ("Yeni Zelanda", "tr", "NZL"), ("ניו זילנד", "he", "NZL"), ("نيوزيلندا", "ar", "NZL"),
        ("Republik Korea", "de", "KOR"),  # ISO's "Korea, Republik" read naturally
        ("Myanmar (Burma)", "en", "MYA"),  # CLDR's full form stays an alias
    ]
    for text, lang, code in cases:
        assert (resolve(text, lang=lang).noc, resolve(text).noc) == (code, code), text


def test_collisions_are_ambiguous_or_dropped() -> None:
    # ISO says plain "Kongo"/"コンゴ"/"콩고" for the Republic of the Congo: a shared stem, so ambiguous
    for text, lang in (("Kongo", "de"), ("Kongo", "pl"), ("コンゴ", "ja"), ("콩고", "ko"), ("Κονγκό", "el")):
        result = resolve(text, lang=lang, games=2004)
        assert (result.status, result.candidates) == (ResolutionStatus.AMBIGUOUS, ("CGO", "COD")), text
    # a catalog's mistranslation shared by two codes is dropped for both
    assert resolve("República de Zambia", lang="es").status is ResolutionStatus.NOT_FOUND
    # CLDR's "Taiwan" is not a new name: the curated rows already send it to TPE
    assert resolve("Taiwan", lang="de").noc == "TPE"
    lines = (GENERATED / "collisions.tsv").read_text(encoding="utf-8").splitlines()
    assert "de\tkongo\tKongo\tCGO,COD\tconfusable" in lines
    assert "es\trepublica de zambia\tRepública de Zambia\tGAM,ZAM\tdropped" in lines
