"""Which version of a Games' table each claim speaks for (``podium.reconcile.versions``), and
the decisions of each version apart."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from podium.model import Claim, Decision, DecisionStatus, Span
from podium.reconcile import reconcile
from podium.reconcile.engine import Key
from podium.reconcile.versions import current_version, version_of, version_order

GAMES = "2014-winter-olympics"  # Sochi, 7 to 23 February 2014


@pytest.mark.parametrize(("as_of", "games", "version"), [
    (None, GAMES, ""),
    ("final", GAMES, "final"),
    ("corrected", GAMES, "corrected"),
    ("2014-02-15", GAMES, "interim:2014-02-15"),  # a day of the Games
    ("2014-02-22", GAMES, "interim:2014-02-22"),  # the day before the closing day
    ("2014-02-23", GAMES, "final"),  # the closing day: the table as awarded
    ("2014-03-26", GAMES, "final"),  # within AWARDED_DAYS of it
    ("2014-03-27", GAMES, "as-of:2014-03-27"),
    ("2017-12-05", GAMES, "as-of:2017-12-05"),  # after the disqualifications
    ("2014-02-30", GAMES, ""),  # no such day: no time
    # a Games whose dates the catalogue does not hold: its year is the Games, later is a correction
    ("1970-08-30", "1970-summer-universiade", "interim:1970-08-30"),
    ("1972-01-01", "1970-summer-universiade", "as-of:1972-01-01"),
])
def test_a_claims_time_gives_its_version(as_of: str | None, games: str, version: str) -> None:
    assert version_of(as_of, games) == version


def test_versions_in_time_order_and_the_current_one() -> None:
    names = ["as-of:2019-01-01", "final", "interim:2014-02-10", "corrected", "", "as-of:2017-12-05",
             "interim:2014-02-08"]
    assert sorted(names, key=version_order) == [
        "interim:2014-02-08", "interim:2014-02-10", "", "final", "corrected", "as-of:2017-12-05", "as-of:2019-01-01"]
    assert current_version(names) == "as-of:2019-01-01"
    assert current_version(["interim:2014-02-08", "interim:2014-02-10"]) == "interim:2014-02-10"
    assert current_version(["interim:2014-02-08", ""]) == ""
    assert current_version([]) == ""


def claim(source: str, subject: str, attribute: str, value: int, as_of: str | None = None) -> Claim:
    return Claim(source_id=source, games=GAMES, subject=subject, attribute=attribute, value=value, line=1,
                 span=Span(0, 1), raw="", extractor="table.pipe", as_of=as_of)


def test_each_version_is_decided_apart_and_an_undated_source_joins_the_one_it_matches() -> None:
    claims = [
        # Russia's golds at Sochi: 13 as awarded, 11 after the disqualifications of 2017
        claim("a", "RUS", "gold", 13, "final"), claim("b", "RUS", "gold", 13, "2014-02-23"),
        claim("a", "NOR", "gold", 11, "final"), claim("b", "NOR", "gold", 11, "2014-02-23"),
        claim("c", "RUS", "gold", 11, "2017-12-05"), claim("d", "RUS", "gold", 11, "2017-12-05"),
        claim("c", "NOR", "gold", 11, "2017-12-05"), claim("d", "NOR", "gold", 11, "2017-12-05"),
        # an undated page that still shows the table as awarded
        claim("e", "RUS", "gold", 13), claim("e", "NOR", "gold", 11),
        # a fact that is no table's: decided with the current version
        Claim(source_id="e", games=GAMES, subject="games", attribute="nations", value=88, line=3,
              span=Span(0, 1), raw="", extractor="fact.sentence"),
    ]
    decided = [(d.version, d.subject, d.attribute, d.value, d.status, len({c.source_id for s in d.support
                                                                            for c in s.claims}))
               for d in reconcile(claims)]
    assert decided == [
        ("final", "NOR", "gold", 11, DecisionStatus.AGREED, 3),
        ("final", "RUS", "gold", 13, DecisionStatus.AGREED, 3),
        ("as-of:2017-12-05", "NOR", "gold", 11, DecisionStatus.AGREED, 2),
        ("as-of:2017-12-05", "RUS", "gold", 11, DecisionStatus.AGREED, 2),
        ("as-of:2017-12-05", "games", "nations", 88, DecisionStatus.AGREED, 1),
    ]


def test_an_override_is_of_the_current_version() -> None:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Set:
        id: int
        games: str
        subject: str
        attribute: str
        value: int
        note: str = ""
        who: str = "test"

    claims = [claim("a", "RUS", "gold", 13, "final"), claim("c", "RUS", "gold", 11, "2017-12-05")]
    decided = {(d.version, d.subject): (d.value, d.status) for d in reconcile(claims, overrides=[Set(1, GAMES, "RUS", "gold", 12)])}
    assert decided == {("final", "RUS"): (13, DecisionStatus.AGREED),
                       ("as-of:2017-12-05", "RUS"): (12, DecisionStatus.OVERRIDDEN)}


class Counting:
    """The default engine, keeping the sources of each set of claims it is asked to decide."""

    def __init__(self) -> None:
        from podium.reconcile import DEFAULT_ENGINE, ENGINES

        self.engine = ENGINES[DEFAULT_ENGINE]()
        self.asked: list[list[str]] = []

    def decide(self, groups: Mapping[Key, list[Claim]]) -> list[Decision]:
        self.asked.append(sorted({c.source_id for claims in groups.values() for c in claims}))
        return self.engine.decide(groups)


def test_a_version_that_takes_no_undated_source_is_decided_once() -> None:
    claims = [
        claim("a", "RUS", "gold", 13, "final"), claim("a", "NOR", "gold", 11, "final"),
        claim("c", "RUS", "gold", 11, "2017-12-05"), claim("c", "NOR", "gold", 11, "2017-12-05"),
        # an undated page that shows the corrected table: the table as awarded takes nothing
        claim("e", "RUS", "gold", 11), claim("e", "NOR", "gold", 11),
    ]
    counting = Counting()
    decided = reconcile(claims, counting)
    # the two dated versions to place e, then the corrected one again with e; as awarded is kept
    assert counting.asked == [["a"], ["c"], ["c", "e"]]
    assert decided == reconcile(claims)
    assert [(d.version, d.subject, d.value, d.status) for d in decided] == [
        ("final", "NOR", 11, DecisionStatus.AGREED), ("final", "RUS", 13, DecisionStatus.AGREED),
        ("as-of:2017-12-05", "NOR", 11, DecisionStatus.AGREED), ("as-of:2017-12-05", "RUS", 11, DecisionStatus.AGREED),
    ]
