"""The first engine: agreed only when every source agrees, else disputed with all values."""

from __future__ import annotations

from dataclasses import replace

from podium.i18n.messages import english
from podium.model import Claim, DecisionStatus, Span
from podium.reconcile import reconcile as reconcile_with

GAMES = "2004-summer-paralympics"


def reconcile(claims: list[Claim]) -> list:
    return reconcile_with(claims, engine="unanimity")


def claim(source: str, subject: str, attribute: str, value: int | str, line: int, **kw: str) -> Claim:
    return Claim(
        source_id=source, games=GAMES, subject=subject, attribute=attribute, value=value,
        line=line, span=Span(0, 1), raw="", extractor="test", **kw,
    )


def test_all_sources_agree() -> None:
    (d,) = reconcile([claim("a", "CHN", "gold", 63, 1), claim("b", "CHN", "gold", 63, 9), claim("c", "CHN", "gold", 63, 7)])
    assert d.status is DecisionStatus.AGREED
    assert (d.value, d.confidence) == (63, 1.0)
    assert [(s.value, [c.source_id for c in s.claims]) for s in d.support] == [(63, ["a", "b", "c"])]
    assert english(d) == "all 3 sources say 63"


def test_two_against_one_is_disputed_with_best_guess_and_every_source() -> None:
    (d,) = reconcile([claim("zh1", "GBR", "bronze", 30, 22), claim("ru", "GBR", "bronze", 29, 7), claim("zh2", "GBR", "bronze", 30, 21)])
    assert d.status is DecisionStatus.DISPUTED
    assert d.value is None
    assert d.best_guess == 30
    assert d.confidence == round(2 / 3, 4)
    assert [(s.value, [(c.source_id, c.line) for c in s.claims]) for s in d.support] == [
        (30, [("zh1", 22), ("zh2", 21)]),
        (29, [("ru", 7)]),
    ]
    assert "30 from 2 sources; 29 from 1 source" in english(d)


def test_even_split_takes_the_smaller_value_as_guess_and_says_so() -> None:
    (d,) = reconcile([claim("a", "JPN", "silver", 16, 3), claim("b", "JPN", "silver", 15, 4)])
    assert (d.status, d.best_guess, d.confidence) == (DecisionStatus.DISPUTED, 15, 0.5)
    assert "no value has more sources" in english(d)


def test_groups_by_subject_and_attribute_skips_other_scopes_and_decides_a_day_apart() -> None:
    decisions = reconcile(
        [
            claim("a", "CHN", "gold", 63, 1),
            claim("a", "CHN", "silver", 46, 1),
            claim("a", "CHN", "gold", 10, 50, scope="sport:swimming"),
            replace(claim("b", "CHN", "gold", 60, 5), as_of="2004-09-25"),
            claim("b", "games", "total_gold", 519, 80),
        ]
    )
    assert [(d.version, d.subject, d.attribute, d.value) for d in decisions] == [
        ("interim:2004-09-25", "CHN", "gold", 60),
        ("", "CHN", "gold", 63), ("", "CHN", "silver", 46), ("", "games", "total_gold", 519),
    ]


def test_one_source_with_two_values_is_not_agreed() -> None:
    (d,) = reconcile([claim("a", "games", "nations", 144, 1), claim("a", "games", "nations", 136, 4)])
    assert d.status is DecisionStatus.DISPUTED
    assert [s.value for s in d.support] == [136, 144]
    assert d.confidence == 0.5
