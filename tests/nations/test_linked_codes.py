"""A name in a year its code was not in use stands for the code that was, along the
predecessor/successor links of ``nocs.tsv`` (:meth:`Registry.codes_then`), on every path:
names and aliases, in any language, the codes as written, and flags.

Games a code's team missed (``absences.tsv``) are in ``test_absences``. The matrix of
RPC/ROC/OAR/AIN names by language and Games is the fixture
``cases/russia-renamed-teams-by-year.tsv`` (run by ``test_cases``); here are the statuses, the
rule itself, other historical codes, the names it must leave alone, and the CLI.
"""

from __future__ import annotations

import pytest

from podium.model import Games, Resolution, ResolutionStatus
from podium.nations import resolve
from podium.nations.registry import registry
from tests.cli.conftest import Runner, podium  # noqa: F401  (pytest fixture)

EXACT, ALIAS = ResolutionStatus.EXACT, ResolutionStatus.ALIAS
AMBIGUOUS, NOT_FOUND = ResolutionStatus.AMBIGUOUS, ResolutionStatus.NOT_FOUND


def olympics(year: int) -> Games:
    return Games(year, "summer", "olympics")


def paralympics(year: int) -> Games:
    return Games(year, "summer", "paralympics")


@pytest.mark.parametrize(
    ("code", "year", "kind", "expected"),
    [
        ("RPC", 2004, None, ("RUS",)),  # before it: its predecessor
        ("RPC", 2021, "paralympics", ("RPC",)),  # in use: itself
        ("RPC", 2024, "paralympics", ("NPA",)),  # after it: its successor
        ("RPC", 2024, "olympics", ("AIN",)),  # NPA is Paralympic: RUS's team at those Olympics
        ("RPC", 2021, "olympics", ("ROC",)),  # in use that year, not at those Games: RUS's team there
        ("RPC", 2016, None, ()),  # a Paralympic code implies the Paralympics: RUS was banned
        ("RUS", 2016, "paralympics", ()),
        ("RUS", 2018, None, ("NPA", "OAR")),  # without the kind, the teams at either
        ("EUA", 1960, "paralympics", ()),  # another kind of Games alone, no absence: no counterpart
        ("GDR", 1984, "paralympics", ("GDR",)),  # East Germany's one Paralympics, boycotting the Olympics
        ("ROC", 2018, "olympics", ("OAR",)),
        ("ROC", 2016, None, ("RUS",)),  # through OAR
        ("ROC", 2024, "olympics", ("AIN",)),
        ("OAR", 2024, None, ("AIN",)),  # through ROC
        ("AIN", 2004, None, ("BLR", "RUS")),  # through BLR, and through ROC and OAR: neutral athletes of both
        ("GER", 1984, None, ("FRG", "GDR")),  # a gap between its periods: either way
        ("GER", 1960, None, ("EUA",)),  # through FRG and GDR
        ("SRB", 2004, None, ("SCG",)),
        ("ZAI", 2004, None, ("COD",)),
        ("COD", 1980, None, ("ZAI",)),
        ("YUG", 2016, None, ("BIH", "CRO", "MKD", "MNE", "SLO", "SRB")),  # the first in use on each path
        ("URS", 2004, None, ("ARM", "AZE", "BLR", "GEO", "KAZ", "KGZ", "MDA", "RUS", "TJK", "TKM", "UKR", "UZB")),
        ("SAA", 2004, None, ()),  # no links
        ("SSD", 2004, None, ()),
        ("GBR", 2004, "paralympics", ("GBR",)),
    ],
)
def test_codes_then(code: str, year: int, kind: str | None, expected: tuple[str, ...]) -> None:
    assert registry().codes_then(code, year, kind) == expected


@pytest.mark.parametrize(
    ("mention", "lang", "games", "expected"),
    [
        # a name of the code itself is exact; standing for a linked code, an alias of it
        ("Comitê Paralímpico Russo", "pt", paralympics(2021), Resolution("", EXACT, "RPC", "Comitê Paralímpico Russo")),
        ("Comitê Paralímpico Russo", "pt", 2004, Resolution("", ALIAS, "RUS", "Comitê Paralímpico Russo")),
        ("Comitê Paralímpico Russo", "pt", paralympics(2024), Resolution("", ALIAS, "NPA", "Comitê Paralímpico Russo")),
        ("Russian Olympic Committee", "en", olympics(2018), Resolution("", ALIAS, "OAR", "Russian Olympic Committee")),
        ("Olympic Athletes from Russia", "en", 2024, Resolution("", ALIAS, "AIN", "Olympic Athletes from Russia")),
        ("Олимпийский комитет России", "ru", olympics(2024), Resolution("", ALIAS, "AIN", "Олимпийский комитет России")),
        ("俄罗斯残奥委员会", "zh-Hans", 2016, Resolution("", NOT_FOUND, None, None, ("RPC",))),
        ("RPC", None, 2004, Resolution("", ALIAS, "RUS", "RPC")),
        # the other kind of Games: that Games' team of the absent RUS
        ("Comitê Paralímpico Russo", "pt", olympics(2024), Resolution("", ALIAS, "AIN", "Comitê Paralímpico Russo")),
        ("Olympic Athletes from Russia", "en", paralympics(2018), Resolution("", ALIAS, "NPA", "Olympic Athletes from Russia")),
        ("Russisches Olympisches Komitee", "de", paralympics(2021), Resolution("", ALIAS, "RPC", "Russisches Olympisches Komitee")),
        # no linked code in use: not found, the name's own code as the suggestion
        ("Russisches Olympisches Komitee", "de", paralympics(2016), Resolution("", NOT_FOUND, None, None, ("ROC",))),
        ("Saar", "en", 2004, Resolution("", NOT_FOUND, None, None, ("SAA",))),
        ("South Sudan", "en", 2004, Resolution("", NOT_FOUND, None, None, ("SSD",))),
        ("Macau", "en", olympics(2004), Resolution("", NOT_FOUND, None, None, ("MAC",))),
        # other historical codes, by the same rule
        ("West Germany", "en", 2004, Resolution("", ALIAS, "GER", "West Germany")),
        ("Zaire", "en", 2004, Resolution("", ALIAS, "COD", "Zaire")),
        ("Serbia", "en", 2004, Resolution("", ALIAS, "SCG", "Serbia")),
        ("Serbia", "en", 2008, Resolution("", EXACT, "SRB", "Serbia")),
        ("Russia", "en", 1988, Resolution("", ALIAS, "URS", "Russia")),
        ("Czechoslovakia", "en", 2004, Resolution("", AMBIGUOUS, None, None, ("CZE", "SVK"))),
        ("Yugoslavia", "en", 2016, Resolution("", AMBIGUOUS, None, None, ("BIH", "CRO", "MKD", "MNE", "SLO", "SRB"))),
    ],
)
def test_resolution_in_another_year(mention: str, lang: str | None, games: Games | int, expected: Resolution) -> None:
    assert resolve(mention, lang, games) == Resolution(
        mention, expected.status, expected.noc, expected.matched, expected.candidates
    )


RENAMED = [
    ("pt", "Comitê Paralímpico Russo", "RPC"), ("pt", "Comitê Olímpico Russo", "ROC"),
    ("pt", "Atletas Individuais Neutros", "AIN"),
    ("en", "Russian Paralympic Committee", "RPC"), ("en", "Russian Olympic Committee", "ROC"),
    ("en", "Olympic Athletes from Russia", "OAR"), ("en", "Individual Neutral Athletes", "AIN"),
    ("ru", "Паралимпийский комитет России", "RPC"), ("ru", "Олимпийские атлеты из России", "OAR"),
    ("de", "Russisches Paralympisches Komitee", "RPC"), ("fr", "Comité olympique russe", "ROC"),
    ("ja", "RPC", "RPC"), ("ja", "個人の中立選手", "AIN"),
    ("zh-Hans", "俄罗斯奥林匹克运动员", "OAR"), ("zh-Hans", "俄罗斯奥委会", "ROC"),
]


@pytest.mark.parametrize(("lang", "mention", "code"), RENAMED)
def test_without_a_year_a_name_is_its_own_code(lang: str, mention: str, code: str) -> None:
    assert resolve(mention, lang) == Resolution(mention, EXACT, code, mention)
    assert resolve(mention) == Resolution(mention, EXACT, code, mention)


#: names of nations whose codes were in use in every one of these Games
UNAFFECTED = [
    ("en", "Great Britain"), ("en", "United Kingdom"), ("en", "China"), ("en", "North Macedonia"),
    ("en", "Macedonia"), ("en", "Germany"),
    ("pt", "Grã-Bretanha"), ("pt", "China"), ("pt", "Macedônia do Norte"),
    ("ru", "Великобритания"), ("ru", "Китай"), ("ru", "Северная Македония"), ("ru", "Македония"),
    ("de", "Großbritannien"), ("de", "China"), ("de", "Nordmazedonien"),
    ("fr", "Grande-Bretagne"), ("fr", "Chine"), ("fr", "Macédoine du Nord"),
    ("ja", "イギリス"), ("ja", "中国"), ("ja", "北マケドニア"),
    ("zh-Hans", "英国"), ("zh-Hans", "中国"), ("zh-Hans", "北马其顿"), ("zh-Hans", "马其顿"),
]
GAMES: list[Games | int] = [2004, 2016, olympics(2018), paralympics(2018), 2021, olympics(2021), paralympics(2021),
         olympics(2024), paralympics(2024)]


@pytest.mark.parametrize(("lang", "mention"), UNAFFECTED)
def test_names_of_unaffected_nations_resolve_the_same_in_every_year(lang: str, mention: str) -> None:
    without = resolve(mention, lang)
    assert without.noc in {"GBR", "CHN", "MKD", "GER"}
    assert [resolve(mention, lang, games) for games in GAMES] == [without] * len(GAMES)


def test_a_flag_follows_the_same_rule() -> None:
    assert (resolve("🇩🇪", games=1960).noc, resolve("🇩🇪", games=1984).noc, resolve("🇩🇪", games=2004).noc) == (
        "EUA", "FRG", "GER",
    )
    assert resolve("🇲🇴", games=paralympics(2004)).noc == "MAC"
    assert resolve("🇲🇴", games=olympics(2004)).status is NOT_FOUND


def test_a_datasets_iso_code_is_read_as_its_flag() -> None:
    # two capitals that name nothing else: a dataset's ISO 3166 code, the team of those Games
    assert [resolve(code, games=olympics(2004)).noc for code in ("NO", "DE", "CN", "NL", "TW", "KP")] == [
        "NOR", "GER", "CHN", "NED", "TPE", "PRK"]
    assert (resolve("DE", games=1984).noc, resolve("RU", games=Games.from_slug("2022-winter-olympics")).noc) == (
        "FRG", "ROC")
    assert resolve("DE", games=1984) == Resolution("DE", ResolutionStatus.ALIAS, "FRG", "DE")
    # two capitals that are no ISO code, or written otherwise, stay unknown
    assert [resolve(code, games=2004).status for code in ("XX", "De", "D E")] == [NOT_FOUND] * 3


def test_a_datasets_iso_alpha3_code_is_read_as_its_flag() -> None:
    # three capitals that are no IOC code: an ISO 3166 alpha-3 code, the team of those Games
    codes = ("DEU", "NLD", "CHE", "TWN", "ZAF", "BHS", "HRV", "MYS", "PRT", "SAU")
    assert [resolve(code, games=olympics(2021 - 1)).noc for code in codes] == [
        "GER", "NED", "SUI", "TPE", "RSA", "BAH", "CRO", "MAS", "POR", "KSA"]
    assert resolve("DEU", games=1984) == Resolution("DEU", ResolutionStatus.ALIAS, "FRG", "DEU")
    # before the names of other languages: NGA is Nigeria's, not Vietnamese "Nga" (Russia)
    assert resolve("NGA", games=olympics(2004)).noc == "NGR"
    assert resolve("Nga", "vi", olympics(2004)).noc == "RUS"
    # an IOC code stays the IOC's: BRN is Bahrain (Brunei's ISO code is BRN too)
    assert resolve("BRN", games=olympics(2004)).noc == "BRN"
    assert [resolve(code, games=2004).status for code in ("XYZ", "Deu")] == [NOT_FOUND] * 2


def test_cli_resolve_takes_the_year_and_the_games(podium: Runner) -> None:
    def rows(*args: str) -> list[tuple[str, str | None, list[str]]]:
        result = podium("nations", "resolve", *args, "--format", "json")
        assert result.code == 0, result.err
        return [(r["status"], r["noc"], r["candidates"]) for r in result.json()]

    assert rows("Comitê Paralímpico Russo", "--lang", "pt") == [("exact", "RPC", [])]
    assert rows("Comitê Paralímpico Russo", "--lang", "pt", "--year", "2004") == [("alias", "RUS", [])]
    assert rows("Russian Olympic Committee", "--games", "2018-winter-olympics") == [("alias", "OAR", [])]
    assert rows("Olympic Athletes from Russia", "--year", "2024") == [("alias", "AIN", [])]
    assert rows("Olympic Athletes from Russia", "--year", "2024", "--games", "paralympics") == [("alias", "NPA", [])]
    assert rows("Olympic Athletes from Russia", "--year", "2016", "--games", "paralympics") == [
        ("not_found", None, ["OAR"]),
    ]
    assert rows("RPC", "--games", "2024-summer-paralympics") == [("alias", "NPA", [])]
    text = podium("nations", "resolve", "Comitê Olímpico Russo", "--year", "2016")
    assert text.out.split() == ["Comitê", "Olímpico", "Russo", "RUS", "Russia", "(alias)"]


@pytest.mark.parametrize(("name", "games", "noc", "matched"), [
    ("United Kingdom (Great Britain)", olympics(1948), "GBR", "United Kingdom"),
    ("Korea, North (PDR of Korea)", olympics(1972), "PRK", "North Korea"),
    ("Korea, South", olympics(1988), "KOR", "South Korea"),
    ("Bahamas, The", olympics(2008), "BAH", "The Bahamas"),
])
def test_a_name_written_in_two_parts_resolves_by_a_part_or_turned_round(
        name: str, games: Games, noc: str, matched: str) -> None:
    found = resolve(name, "en", games)
    assert (found.status, found.noc, found.matched) == (ResolutionStatus.ALIAS, noc, matched)


def test_a_name_in_two_parts_that_name_nothing_stays_not_found() -> None:
    assert resolve("Atlantis (Lost City)", "en", olympics(1948)).status is ResolutionStatus.NOT_FOUND
