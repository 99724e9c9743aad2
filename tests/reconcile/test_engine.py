"""The default engine on small hand-made claim sets: statuses, dependence, constraints,
authority and overrides."""

from __future__ import annotations

from podium.i18n.messages import english, render
from podium.model import Claim, DecisionStatus, Support
from podium.reconcile import reconcile
from podium.reconcile.constraints import SUSPECT, medal_constraints
from podium.reconcile.explain import totals_differences

from .claimsets import GAMES, Set, claim, decided

NATIONS = ["CHN", "GBR", "CAN", "USA", "AUS", "UKR", "ESP", "GER", "FRA", "JPN"]


def table(source: str, golds: dict[str, int], skip: tuple[str, ...] = ()) -> list[Claim]:
    """One claim of gold per nation (line = position), a simple stand-in for a table."""
    return [claim(source, noc, "gold", g, i + 1) for i, (noc, g) in enumerate(golds.items()) if noc not in skip]


TRUE = {noc: 40 - 3 * i for i, noc in enumerate(NATIONS)}


def with_(changes: dict[str, int]) -> dict[str, int]:
    return {**TRUE, **changes}


def test_a_copy_is_not_a_second_voice() -> None:
    # "a" and its copy "b" share every value, three of them wrong; "c" and "d" are independent
    a = table("a", with_({"GBR": 30, "JPN": 16, "AUS": 5}))
    b = table("b", with_({"GBR": 30, "JPN": 16, "AUS": 5}))
    c = table("c", with_({"CAN": 20}))
    d = table("d", with_({"USA": 11}), skip=("GBR",))
    decisions = reconcile(a + b + c + d)
    gbr = decided(decisions, "GBR")
    assert gbr.status is DecisionStatus.DISPUTED
    assert (gbr.value, gbr.best_guess) == (None, 30)
    assert gbr.confidence == 0.5899  # below the 0.6667 of two voices against one
    assert "for 30, a and b look dependent (probability 0.76)" in english(gbr)
    assert "30 from 2 sources; 37 from 1 source" in english(gbr)
    jpn = decided(decisions, "JPN")  # two against two: the independent pair is the best guess
    assert (jpn.status, jpn.value, jpn.best_guess, jpn.confidence) == (DecisionStatus.DISPUTED, None, 13, 0.5871)
    assert decided(decisions, "CHN").status is DecisionStatus.AGREED


def test_three_independent_sources_against_one_resolve() -> None:
    claims = (
        table("a", with_({"CAN": 1})) + table("b", with_({"USA": 2}))
        + table("c", with_({"AUS": 3})) + table("d", with_({"GBR": 99}))
    )
    gbr = decided(reconcile(claims), "GBR")
    assert (gbr.status, gbr.value, gbr.best_guess) == (DecisionStatus.RESOLVED, 37, 37)
    assert gbr.confidence == 0.75
    assert "look dependent" not in english(gbr)
    assert "37 is chosen" in english(gbr)


def test_agreed_only_when_every_source_agrees_and_one_source_is_not_a_quorum() -> None:
    decisions = reconcile([claim("a", "CHN", "gold", 63), claim("b", "CHN", "gold", 63), claim("a", "games", "nations", 136)])
    assert [(d.subject, d.status, d.value, english(d)) for d in decisions] == [
        ("CHN", DecisionStatus.AGREED, 63, "all 2 sources say 63"),
        ("games", DecisionStatus.AGREED, 136, "the only source says 136"),
    ]


def test_a_source_contradicting_itself_is_never_agreed() -> None:
    (d,) = reconcile([claim("a", "games", "nations", 144, 1), claim("a", "games", "nations", 136, 4)])
    assert d.status is DecisionStatus.DISPUTED
    assert d.value is None
    assert "a contradicts itself (136 and 144)" in english(d)


def test_an_authoritative_source_pins_and_keeps_every_claim() -> None:
    claims = [claim("zh1", "GBR", "bronze", 30), claim("zh2", "GBR", "bronze", 30), claim("ipc", "GBR", "bronze", 29),
              claim("zh1", "CHN", "gold", 63), claim("ipc", "CHN", "gold", 63)]
    gbr, chn = reconcile(claims, authorities={"ipc"})[::-1][0], reconcile(claims, authorities={"ipc"})[0]
    assert (gbr.status, gbr.value, gbr.best_guess, gbr.confidence) == (DecisionStatus.PINNED, 29, 29, 1.0)
    assert english(gbr).startswith("pinned to 29 by the authoritative source ipc; without it the decision would be disputed 30")
    assert [(s.value, sorted(c.source_id for c in s.claims)) for s in gbr.support] == [(30, ["zh1", "zh2"]), (29, ["ipc"])]
    assert chn.status is DecisionStatus.AGREED  # agreeing with the authority stays agreed


def test_authorities_that_disagree_decide_nothing() -> None:
    claims = [claim("x", "GBR", "bronze", 30), claim("y", "GBR", "bronze", 29)]
    (d,) = reconcile(claims, authorities={"x", "y"})
    assert (d.status, d.value) == (DecisionStatus.DISPUTED, None)
    assert english(d).startswith("the authoritative sources (x, y) disagree (29 and 30)")


def test_the_latest_override_wins_even_without_claims() -> None:
    claims = [claim("a", "GBR", "bronze", 30), claim("b", "GBR", "bronze", 29)]
    overrides = [Set(2, GAMES, "GBR", "bronze", 29, "IPC results"), Set(1, GAMES, "GBR", "bronze", 31, "typo"),
                 Set(3, GAMES, "games", "nations", 135, "IPC press kit")]
    gbr, nations = reconcile(claims, overrides=overrides)
    assert (gbr.status, gbr.value, gbr.confidence) == (DecisionStatus.OVERRIDDEN, 29, 1.0)
    assert english(gbr).startswith("set to 29 by ana (override #2): IPC results; without it the decision would be disputed")
    assert [s.value for s in gbr.support] == [29, 30]
    assert (nations.status, nations.value) == (DecisionStatus.OVERRIDDEN, 135)
    assert nations.support == (Support(135, ()),)


def row(source: str, noc: str, g: int, s: int, b: int, t: int, line: int) -> list[Claim]:
    return [claim(source, noc, a, v, line) for a, v in zip(("gold", "silver", "bronze", "total"), (g, s, b, t))]


def totals(source: str, g: int, s: int, b: int, t: int) -> list[Claim]:
    names = ("total_gold", "total_silver", "total_bronze", "total_medals")
    return [claim(source, "games", a, v, 99) for a, v in zip(names, (g, s, b, t))]


def test_a_value_breaking_its_own_row_is_suspect_and_the_restoring_candidate_wins() -> None:
    good = row("a", "JPN", 17, 15, 20, 52, 3) + row("a", "GBR", 35, 30, 29, 94, 2)
    typo = row("b", "JPN", 17, 16, 20, 52, 3) + row("b", "GBR", 35, 30, 29, 94, 2)  # 17+16+20 = 53
    evidence = medal_constraints(good + typo)
    (suspect,) = [c for c, w in evidence.weights() if w == SUSPECT]
    assert (suspect.source_id, suspect.subject, suspect.attribute, suspect.value) == ("b", "JPN", "silver", 16)
    assert evidence.notes[("JPN", "silver")] == [
        "b's row for JPN does not add up (17+16+20 ≠ 52): silver 15, as another source says, would restore it"
    ]
    jpn = decided(reconcile(good + typo), "JPN", "silver")
    # b's own row says 15 as much as its 16: three quarters of b's voice goes to 15
    assert (jpn.status, jpn.value, jpn.confidence) == (DecisionStatus.RESOLVED, 15, 0.8773)
    assert "does not add up" in english(jpn)


def test_a_row_that_breaks_its_sources_totals_is_suspect() -> None:
    a = row("a", "GBR", 35, 30, 29, 94, 2) + row("a", "JPN", 17, 15, 20, 52, 3) + totals("a", 52, 45, 49, 146)
    b = row("b", "GBR", 35, 30, 30, 95, 2) + row("b", "JPN", 17, 15, 20, 52, 3) + totals("b", 52, 45, 49, 146)
    evidence = medal_constraints(a + b)
    assert sorted((c.source_id, c.subject, c.attribute, c.value) for c, w in evidence.weights() if w == SUSPECT) == [
        ("b", "GBR", "bronze", 30), ("b", "GBR", "total", 95),
    ]
    assert evidence.sums["b"]["bronze"] == (49, 50)
    gbr = decided(reconcile(a + b), "GBR", "bronze")
    assert (gbr.status, gbr.value) == (DecisionStatus.RESOLVED, 29)


def test_totals_differences_are_explained_by_the_rows() -> None:
    zh = row("zh", "JPN", 17, 16, 20, 53, 34) + row("zh", "GBR", 35, 30, 30, 95, 26) + totals("zh", 52, 46, 50, 148)
    ru = row("ru", "JPN", 17, 15, 20, 52, 16) + row("ru", "GBR", 35, 30, 29, 94, 8)
    notes = totals_differences(zh + ru, medal_constraints(zh + ru).sums)
    assert notes[("games", "total_silver")] == [
        "silver 46 vs 45: JPN 16 vs 15 (zh's totals row against the sum of ru's rows, which has no totals row)"
    ]
    assert notes[("games", "total_medals")][0].startswith("total 148 vs 146: GBR 95 vs 94, JPN 53 vs 52")
    (silver,) = [d for d in reconcile(zh + ru) if d.attribute == "total_silver"]
    assert english(silver).startswith("the only source says 46; silver 46 vs 45: JPN 16 vs 15")


def test_sources_contradicting_themselves_are_named_up_to_three_and_counted_after() -> None:
    # five pages each state two counts of nations, 136 and 144, and a sixth only 136
    claims = [c for s in "abcde" for c in (claim(s, "games", "nations", 136, 1), claim(s, "games", "nations", 144, 4))]
    (d,) = reconcile([*claims, claim("f", "games", "nations", 136, 2)])
    text = english(d)
    assert [s for s in "abcde" if f"{s} contradicts itself (136 and 144)" in text] == ["a", "b", "c"]
    assert "; 2 more sources contradict themselves; " in text
    assert "; ещё источники (2) противоречат сами себе; " in render(d.reasons, "ru")
