"""Every name of every code in every language resolves to that code, or to a listed
genuine ambiguity (``tests/fixtures/nations/ambiguities.tsv``), in a year the code was used.

The names are all of them: curated alias rows, the generated CLDR/ISO index, and the
names a historical code takes from its successor (``names_from``).
"""

from __future__ import annotations

from pathlib import Path

from podium.model import ResolutionStatus
from podium.nations import languages, name, nocs, resolve
from podium.nations.records import NocRecord
from podium.nations.registry import CODE_LANG, registry
from tests.nations.test_registry import games_for

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "nations"


def a_year_of(record: NocRecord) -> int:
    """The middle of the code's last period of use (2004 for a code still in use)."""
    lo, hi = record.periods[-1]
    if hi is None:
        return max(lo or 2004, 2004)
    return (hi + lo) // 2 if lo is not None else hi


def listed_ambiguities() -> set[tuple[str, ...]]:
    lines = (FIXTURES / "ambiguities.tsv").read_text(encoding="utf-8").splitlines()
    return {tuple(line.split("\t")[0].split(",")) for line in lines[2:] if line.strip()}


def test_every_name_of_every_code_in_every_language() -> None:
    reg = registry()
    allowed = listed_ambiguities()
    checked, wrong = 0, []
    for entries in reg.index.values():
        for entry in entries:
            if entry.lang == CODE_LANG:
                continue
            record = reg.records[entry.code]
            games = games_for(record, a_year_of(record))
            result = resolve(entry.text, lang=entry.lang, games=games)
            checked += 1
            if result.noc == entry.code:
                continue
            if result.status is ResolutionStatus.AMBIGUOUS and result.candidates in allowed and entry.code in result.candidates:
                continue
            wrong.append((entry.lang, entry.code, entry.text, result.status.value, result.noc, result.candidates))
    assert wrong == []
    assert checked > 14000


def test_forty_languages_with_a_name_for_every_current_code() -> None:
    langs = languages()
    assert len(langs) >= 30
    assert {"en", "fr", "de", "es", "ru", "zh-Hans", "zh-Hant", "ja", "ko", "ar", "pt", "it"} <= set(langs)
    # the teams of the Olympics and Paralympics (a Commonwealth Games team such as England is
    # named where its own Games are written about)
    current = [c for c in nocs() if registry().records[c].current and c not in ("AIN", "EOR", "RPT")
               and registry().records[c].games in ("both", "olympics", "paralympics")]
    for lang in langs:
        missing = [c for c in current if c not in registry().display.get(lang, {})]
        assert missing == [], lang


def test_display_names_follow_the_ioc() -> None:
    # IOC usage, not CLDR's: Chinese Taipei, not Taiwan; Great Britain, not the United Kingdom
    expected = {
        "de": ("Chinesisch Taipeh", "Großbritannien", "Palästina"),
        "fr": ("Taipei chinois", "Grande-Bretagne", "Palestine"),
        "ja": ("チャイニーズタイペイ", "イギリス", "パレスチナ"),
        "ko": ("차이니스 타이베이", "영국", "팔레스타인"),
        "it": ("Taipei Cinese", "Gran Bretagna", "Palestina"),
        "pl": ("Chińskie Tajpej", "Wielka Brytania", "Palestyna"),
        "tr": ("Çin Taipei", "Büyük Britanya", "Filistin"),
        "ar": ("تايبيه الصينية", "بريطانيا العظمى", "فلسطين"),
        "zh-Hant": ("中華台北", "英國", "巴勒斯坦"),
    }
    for lang, names in expected.items():
        assert (name("TPE", lang), name("GBR", lang), name("PLE", lang)) == names, lang
    # CLDR's "Myanmar (Burma)" is shown as the IOC writes it
    assert (name("MYA", "ja"), name("MYA", "fr"), name("MYA", "sv")) == ("ミャンマー", "Myanmar", "Myanmar")


def test_display_names_for_regional_and_legacy_tags() -> None:
    assert [name("GER", tag) for tag in ("de-AT", "no", "nb-NO", "iw", "pt-BR")] == [
        "Deutschland", "Tyskland", "Tyskland", "גרמניה", "Alemanha",
    ]
    assert (name("TPE", "zh-HK"), name("ITA", "zh-TW"), name("KOR", "zh-Hant")) == ("中華台北", "義大利", "韓國")
