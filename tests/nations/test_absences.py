"""Games at which a code's team did not compete under it (``absences.tsv``): there the code
stands for the linked team that did (:meth:`Registry.counterparts`), so every source's row
about the Russian team at one Games lands on the one code of that Games' table.

The full matrix by language and Games is ``cases/russia-team-at-each-games.tsv`` (run by
``test_cases``); here are the exact resolutions, the CLI, and the checks of the data file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import podium.nations.records as records_module
from podium.model import Games, Resolution, ResolutionStatus
from podium.nations import resolve
from podium.nations.records import load_absences, load_records
from podium.nations.registry import registry
from tests.cli.conftest import Runner, podium  # noqa: F401  (pytest fixture)

EXACT, ALIAS, NOT_FOUND = ResolutionStatus.EXACT, ResolutionStatus.ALIAS, ResolutionStatus.NOT_FOUND

#: (lang, "Russia" as written) in the six languages every case below is checked in
RUSSIA = [("en", "Russia"), ("ru", "Россия"), ("de", "Russland"), ("fr", "Russie"), ("zh-Hans", "俄罗斯"), ("ja", "ロシア")]

#: Games slug -> the code of the Russian team there (None: there was none)
TEAM = {
    "2004-summer-olympics": "RUS", "2004-summer-paralympics": "RUS",
    "2008-summer-olympics": "RUS", "2012-summer-paralympics": "RUS",
    "2014-winter-olympics": "RUS", "2014-winter-paralympics": "RUS",
    "2016-summer-olympics": "RUS", "2016-summer-paralympics": None,
    "2018-winter-olympics": "OAR", "2018-winter-paralympics": "NPA",
    "2020-summer-olympics": "ROC", "2020-summer-paralympics": "RPC",
    "2022-winter-olympics": "ROC", "2022-winter-paralympics": None,
    "2024-summer-olympics": "AIN", "2024-summer-paralympics": "NPA",
}


@pytest.mark.parametrize("slug", sorted(TEAM))
@pytest.mark.parametrize(("lang", "mention"), RUSSIA)
def test_russia_is_the_team_of_each_games(lang: str, mention: str, slug: str) -> None:
    code = TEAM[slug]
    if code is None:  # banned: no row of any table is the Russian team's; RUS is the suggestion
        expected = Resolution(mention, NOT_FOUND, None, None, ("RUS",))
    else:
        expected = Resolution(mention, EXACT if code == "RUS" else ALIAS, code, mention)
    assert resolve(mention, lang, Games.from_slug(slug)) == expected


#: (lang, a name of one kind's Russian team, the Games of the other kind, the team there)
OTHER_KIND = [
    ("en", "ROC", "2020-summer-paralympics", "RPC"),
    ("en", "Russian Olympic Committee", "2020-summer-paralympics", "RPC"),
    ("ru", "Олимпийский комитет России", "2020-summer-paralympics", "RPC"),
    ("de", "Russisches Olympisches Komitee", "2020-summer-paralympics", "RPC"),
    ("fr", "Comité olympique russe", "2020-summer-paralympics", "RPC"),
    ("zh-Hans", "俄罗斯奥委会", "2020-summer-paralympics", "RPC"),
    ("ja", "ロシアオリンピック委員会", "2020-summer-paralympics", "RPC"),
    ("en", "RPC", "2020-summer-olympics", "ROC"),
    ("en", "Russian Paralympic Committee", "2020-summer-olympics", "ROC"),
    ("ru", "Паралимпийский комитет России", "2020-summer-olympics", "ROC"),
    ("de", "Russisches Paralympisches Komitee", "2020-summer-olympics", "ROC"),
    ("fr", "Comité paralympique russe", "2020-summer-olympics", "ROC"),
    ("zh-Hans", "俄罗斯残奥委员会", "2020-summer-olympics", "ROC"),
    ("ja", "ロシアパラリンピック委員会", "2020-summer-olympics", "ROC"),
    ("en", "Olympic Athletes from Russia", "2018-winter-paralympics", "NPA"),
    ("ru", "Олимпийские атлеты из России", "2018-winter-paralympics", "NPA"),
    ("de", "Olympische Athleten aus Russland", "2018-winter-paralympics", "NPA"),
    ("fr", "Athlètes olympiques de Russie", "2018-winter-paralympics", "NPA"),
    ("zh-Hans", "俄罗斯奥林匹克运动员", "2018-winter-paralympics", "NPA"),
    ("ja", "ロシアからの五輪選手", "2018-winter-paralympics", "NPA"),
    ("en", "Individual Neutral Athletes", "2024-summer-paralympics", "NPA"),
    ("ja", "個人の中立選手", "2024-summer-paralympics", "NPA"),
    ("fr", "Athlètes paralympiques neutres", "2024-summer-olympics", "AIN"),
]


@pytest.mark.parametrize(("lang", "mention", "slug", "code"), OTHER_KIND)
def test_a_name_of_the_other_kind_of_games_is_that_games_team(lang: str, mention: str, slug: str, code: str) -> None:
    assert resolve(mention, lang, Games.from_slug(slug)) == Resolution(mention, ALIAS, code, mention)
    assert resolve(mention, games=Games.from_slug(slug)).noc == code  # the language is no help needed


def test_without_a_year_nothing_changes() -> None:
    assert [resolve(mention, lang).noc for lang, mention in RUSSIA] == ["RUS"] * 6
    assert [resolve(m).noc for m in ("ROC", "RPC", "Olympic Athletes from Russia", "Neutral Paralympic Athletes")] == [
        "ROC", "RPC", "OAR", "NPA",
    ]


def test_a_year_without_the_kind_stands_for_the_teams_at_either() -> None:
    def seen(mention: str, year: int) -> tuple[str | None, tuple[str, ...]]:
        result = resolve(mention, "en", year)
        return result.noc, result.candidates

    assert [seen("Russia", y) for y in (2012, 2016, 2018, 2021, 2022, 2024)] == [
        ("RUS", ()), ("RUS", ()), (None, ("NPA", "OAR")), (None, ("ROC", "RPC")), ("ROC", ()), (None, ("AIN", "NPA")),
    ]
    # a code of one kind of Games implies it
    assert [seen("Russian Paralympic Committee", y) for y in (2004, 2016, 2018)] == [
        ("RUS", ()), (None, ("RPC",)), ("NPA", ()),
    ]


def test_the_flag_is_the_team_of_the_games_too() -> None:
    flags = [resolve("🇷🇺", games=Games.from_slug(slug)).noc for slug in ("2014-winter-olympics", "2018-winter-paralympics",
                                                                       "2020-summer-olympics", "2024-summer-olympics")]
    assert flags == ["RUS", "NPA", "ROC", "AIN"]


def test_cli_resolves_russia_at_each_games(podium: Runner) -> None:
    for lang, mention in RUSSIA:
        for slug in ("2012-summer-paralympics", "2016-summer-paralympics", "2018-winter-olympics",
                     "2018-winter-paralympics", "2020-summer-olympics", "2020-summer-paralympics",
                     "2024-summer-olympics"):
            result = podium("nations", "resolve", mention, "--lang", lang, "--games", slug, "--format", "json")
            assert result.code == 0, result.err
            [row] = result.json()
            code = TEAM[slug]
            assert (row["status"], row["noc"], row["candidates"]) == (
                ("not_found", None, ["RUS"]) if code is None else ("exact" if code == "RUS" else "alias", code, [])
            ), (lang, slug)


def test_cli_resolves_a_name_of_the_other_kind(podium: Runner) -> None:
    for lang, mention, slug, code in OTHER_KIND:
        result = podium("nations", "resolve", mention, "--lang", lang, "--games", slug, "--format", "json")
        assert result.code == 0, result.err
        assert [(r["status"], r["noc"], r["candidates"]) for r in result.json()] == [("alias", code, [])], mention
    rpc = podium("nations", "resolve", "ROC", "--games", "2020-summer-paralympics", "--format", "json").json()
    assert rpc == [{"query": "ROC", "status": "alias", "noc": "RPC", "name": "RPC", "candidates": []}]


@pytest.mark.parametrize(("slug", "expected"), [
    ("2020-summer-olympics", ("exact", "BLR", [])),
    ("2022-winter-olympics", ("exact", "BLR", [])),
    ("2022-winter-paralympics", ("not_found", None, ["BLR"])),  # excluded on the eve of the Games
    ("2024-summer-olympics", ("alias", "AIN", [])),
    ("2024-summer-paralympics", ("alias", "NPA", [])),
])
def test_belarus_is_the_team_of_each_games(slug: str, expected: tuple[str, str | None, list[str]]) -> None:
    games = Games.from_slug(slug)
    for lang, mention in (("en", "Belarus"), ("ru", "Беларусь"), ("de", "Belarus"), ("fr", "Biélorussie")):
        result = resolve(mention, lang=lang, games=games)
        assert (result.status.value, result.noc, list(result.candidates)) == expected, (lang, mention)


def test_the_absences_on_file() -> None:
    records = registry().records
    assert records["RUS"].absences == (("paralympics", 2016, 2016), ("olympics", 2018, None), ("paralympics", 2018, 2024))
    assert records["RPC"].absences == (("paralympics", 2022, 2022),)
    assert records["BLR"].absences == (("olympics", 2024, None), ("paralympics", 2022, 2024))
    # every absence is of a code in use that year, and its team there is a linked code or none
    for code, record in records.items():
        for kind, lo, _ in record.absences:
            assert record.valid_in(lo) and not record.in_use(lo, kind), code
            assert set(registry().counterparts(code, lo, kind)) <= set(registry().links[code]), code


HEADER = "code\tgames\tyears\tnote\n"
#: the real ``nocs.tsv``, read before ``_data`` is pointed at a temporary folder
RECORDS = load_records()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("XXX\tolympics\t2018\tbanned\n", "absences.tsv:2: unknown code 'XXX'"),
        ("RUS\twinter\t2018\tbanned\n", "absences.tsv:2: RUS does not take part in 'winter' Games"),
        ("RPC\tolympics\t2021\tbanned\n", "absences.tsv:2: RPC does not take part in 'olympics' Games"),
        ("RUS\tolympics\t2018\t\n", "absences.tsv:2: years and note are required"),
        ("RUS\tolympics\tsoon\tbanned\n", "absences.tsv:2: years must be like 2016, 2018-2024 or 2018-, not 'soon'"),
        ("RUS\tolympics\t1988\tbanned\n", "absences.tsv:2: RUS is not valid in '1988' (nocs.tsv)"),
        ("RUS\tolympics\t2020-2018\tbanned\n", "absences.tsv:2: RUS is not valid in '2020-2018' (nocs.tsv)"),
        ("RUS\tolympics\t2018\n", "absences.tsv:2: expected 4 tab-separated fields"),
        ("RUS\tolympics\t2018-\tbanned\nRUS\tboth\t2024\tbanned\n", "absences.tsv:3: RUS both: overlaps another row"),
    ],
)
def test_a_bad_row_names_its_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, message: str) -> None:
    (tmp_path / "absences.tsv").write_text(HEADER + body, encoding="utf-8")
    monkeypatch.setattr(records_module, "data_folder", lambda: tmp_path)
    with pytest.raises(ValueError) as raised:
        load_absences(RECORDS)
    assert str(raised.value) == message


def test_a_bad_header_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "absences.tsv").write_text("code\tyears\n", encoding="utf-8")
    monkeypatch.setattr(records_module, "data_folder", lambda: tmp_path)
    with pytest.raises(ValueError, match=r"^absences.tsv:1: the header must be code, games, years, note$"):
        load_absences(RECORDS)
