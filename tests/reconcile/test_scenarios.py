"""Medal-table scenarios, each decided as a careful person would, with the reason in words.

The tables are small and made up (three to five nations, a totals row where a scenario needs
one); the numbers of the Athens 2004 Paralympics are public (519 events, 519 gold medals)."""

from __future__ import annotations

import random

import pytest

from podium.i18n.messages import english
from podium.model import GAMES_SUBJECT, Claim, DecisionStatus
from podium.reconcile import reconcile

from .claimsets import claim, decided

ROWS = {"CHN": (63, 46, 32), "GBR": (35, 30, 29), "FIN": (2, 3, 5), "JPN": (17, 15, 20), "RUS": (16, 8, 17)}


def table(source: str, rows: dict[str, tuple[int, int, int]], *, totals: bool = True,
          total_of: dict[str, int] | None = None, column: dict[str, int] | None = None) -> list[Claim]:
    """One source's medal table: its rows (a row's total is G+S+B unless ``total_of`` says
    otherwise) and, with ``totals``, a totals row (the column sums unless ``column`` says otherwise)."""
    out = []
    for line, (noc, (g, s, b)) in enumerate(rows.items(), start=1):
        total = (total_of or {}).get(noc, g + s + b)
        for attribute, value in (("gold", g), ("silver", s), ("bronze", b), ("total", total)):
            out.append(claim(source, noc, attribute, value, line))
    if totals:
        sums = {c: sum(r[i] for r in rows.values()) for i, c in enumerate(("gold", "silver", "bronze"))}
        sums["total"] = sum(sums.values())
        sums.update(column or {})
        for colour, name in (("gold", "total_gold"), ("silver", "total_silver"), ("bronze", "total_bronze"),
                             ("total", "total_medals")):
            out.append(claim(source, GAMES_SUBJECT, name, sums[colour], 99))
    return out


def with_rows(**changed: tuple[int, int, int]) -> dict[str, tuple[int, int, int]]:
    return {**ROWS, **changed}


def test_copies_against_honest_sources_whose_sums_decide() -> None:
    # Two copies of one page say FIN won 6 bronze; its totals row was left as it was, so the
    # copies' own bronze column no longer adds up (+1), while 5 restores it. Two honest
    # sources say 5 and their tables add up: 5, however many copies repeat 6.
    wrong = with_rows(FIN=(2, 3, 6))
    claims = [*table("honest-a", ROWS), *table("honest-b", ROWS)]
    for copy in ("copy-1", "copy-2"):
        claims += table(copy, wrong, column={"bronze": 103, "total": 346})
    d = decided(reconcile(claims), "FIN", "bronze")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 5)
    assert "copy-1's bronze column adds up to 104, its totals row says 103: FIN 5, as another source says, " \
        "would restore it" in english(d)
    assert "copy-1 and copy-2 look dependent" in english(d)
    assert "honest-a and honest-b look dependent" not in english(d)  # agreeing on the truth is no copying


@pytest.mark.parametrize(("copies", "confidence"), [(2, 0.8597), (4, 0.799), (8, 0.7769), (20, 0.7615)])
def test_however_many_copies_repeat_a_slip_their_own_totals_row_speaks_against_it(
        copies: int, confidence: float) -> None:
    # Many pages copy one page whose FIN bronze reads 6 while its totals row (bronze 103) adds up
    # only with 5; one honest source says 5. Each copy's own table says 5 as much as 6, so the
    # copies' number does not outvote their own totals: 5.
    claims = table("honest", ROWS)
    for k in range(copies):
        claims += table(f"copy-{k}", with_rows(FIN=(2, 3, 6)), column={"bronze": 103, "total": 346})
    d = decided(reconcile(claims), "FIN", "bronze")
    assert (d.status, d.value, d.confidence) == (DecisionStatus.RESOLVED, 5, confidence)
    assert english(d).startswith(f"{copies} sources {'that copy each other ' if copies == 2 else ''}say 6; "
                                 f"honest says 5; 5 is chosen because only 5 makes the tables of "
                                 f"{'copy-0 and copy-1' if copies == 2 else f'{copies} sources'} add up. ")


def test_a_totals_row_no_other_table_confirms_may_be_the_slip_itself() -> None:
    # A's rows are right but its totals row says bronze 102 (its rows add up to 103); B has slips
    # of its own (FIN bronze 4, GBR bronze 30) and C agrees with A's rows. Only A's totals row
    # says 102, so it does not tell which cell is wrong: FIN 4 is not what A "really" says,
    # and A and C, who agree, are not taken for copies.
    claims = [*table("A", ROWS, column={"bronze": 102, "total": 344}),
              *table("B", with_rows(FIN=(2, 3, 4), GBR=(35, 30, 30)), totals=False),
              *table("C", ROWS, totals=False)]
    d = decided(reconcile(claims), "FIN", "bronze")
    assert (d.status, d.best_guess, d.confidence) == (DecisionStatus.DISPUTED, 5, 0.5698)
    assert english(d).startswith("A and C say 5; B says 4; the evidence does not decide between them. ")


def test_without_a_totals_row_many_alike_tables_outweigh_one() -> None:
    # The same copies without their totals row: nothing in their tables says 6 is a slip, and
    # four tables against one carry the weight of the evidence.
    claims = table("honest", ROWS)
    for k in range(4):
        claims += table(f"copy-{k}", with_rows(FIN=(2, 3, 6)), totals=False)
    d = decided(reconcile(claims), "FIN", "bronze")
    assert (d.status, d.value, d.confidence) == (DecisionStatus.RESOLVED, 6, 0.8081)
    assert english(d).startswith("honest says 5; 4 sources say 6; the weight of the evidence is with 6. ")


def test_a_typo_that_breaks_a_row_loses_to_the_value_that_restores_it() -> None:
    # One source's GBR row reads 35 + 30 + 28 with a total of 94; the other says bronze 29
    # and its row adds up. 28 breaks its own row and 29 restores it: 29.
    claims = [*table("a", with_rows(GBR=(35, 30, 28)), totals=False, total_of={"GBR": 94}),
              *table("b", ROWS, totals=False)]
    d = decided(reconcile(claims), "GBR", "bronze")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 29)
    assert "a's row for GBR does not add up (35+30+28 ≠ 94)" in english(d)


def test_a_totals_row_decides_between_two_values() -> None:
    # Two sources, one each: JPN silver 16 or 15. The first source's own totals row (silver 102)
    # is the sum of its rows only with 15: its 16 is the slip.
    claims = [*table("a", with_rows(JPN=(17, 16, 20)), column={"silver": 102, "total": 345}),
              *table("b", ROWS, totals=False)]
    d = decided(reconcile(claims), "JPN", "silver")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 15)
    assert "JPN 15, as another source says, would restore it" in english(d)


def test_events_against_golds() -> None:
    # Two pages (one copied from the other) say 162 events, one says 519; every table awards
    # 519 gold medals, one per event: 519 events, and the reason says so.
    claims = [*table("zh-hant", ROWS), *table("zh-hans", ROWS), *table("ru", ROWS)]
    for c in list(claims):
        if c.attribute == "total_gold":
            claims[claims.index(c)] = claim(c.source_id, GAMES_SUBJECT, "total_gold", 519, 99)
    claims += [claim("zh-hant", GAMES_SUBJECT, "events", 162, 18), claim("zh-hans", GAMES_SUBJECT, "events", 162, 2),
               claim("ru", GAMES_SUBJECT, "events", 519, 3)]
    d = decided(reconcile(claims), GAMES_SUBJECT, "events")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 519)
    assert "162 events stated, but the medal table awards 519 gold medals" in english(d)


def test_an_approximation_supports_the_exact_value_it_contains() -> None:
    # "About 11,000 athletes" and "11,420 athletes": no dispute, the exact figure is supported.
    claims = [claim("a", GAMES_SUBJECT, "athletes", 11000, 4, qualifier="approx"),
              claim("b", GAMES_SUBJECT, "athletes", 11420, 7)]
    d = decided(reconcile(claims), GAMES_SUBJECT, "athletes")
    assert (d.status, d.value) == (DecisionStatus.AGREED, 11420)
    assert [c.qualifier for c in d.support[0].claims] == ["approx", None]


def test_an_approximation_far_from_the_exact_value_stays_its_own_value() -> None:
    claims = [claim("a", GAMES_SUBJECT, "athletes", 9000, 4, qualifier="approx"),
              claim("b", GAMES_SUBJECT, "athletes", 11420, 7)]
    d = decided(reconcile(claims), GAMES_SUBJECT, "athletes")
    assert d.status is not DecisionStatus.AGREED
    assert sorted(s.value for s in d.support) == [9000, 11420]


def test_more_nations_won_medals_than_a_stated_count_of_nations_rules_it_out() -> None:
    # Five nations have medals in every table: "4 nations took part" cannot be right.
    claims = [*table("a", ROWS), *table("b", ROWS),
              claim("a", GAMES_SUBJECT, "nations", 4, 2), claim("b", GAMES_SUBJECT, "nations", 136, 2)]
    d = decided(reconcile(claims), GAMES_SUBJECT, "nations")
    assert (d.status, d.value) == (DecisionStatus.RESOLVED, 136)


def test_a_verbatim_copy_counts_as_one_voice() -> None:
    # A page and its verbatim copy share two slips (GBR bronze 30, JPN silver 16, each with
    # a total that adds up); two independent sources agree on the right values and, being
    # independent, each has a slip of its own elsewhere. Two against two by count, but the
    # copy is one voice: 29 and 15.
    copied = with_rows(GBR=(35, 30, 30), JPN=(17, 16, 20))
    claims = [*table("page", copied, totals=False), *table("copy-of-page", copied, totals=False),
              *table("ipc", with_rows(CHN=(63, 46, 31)), totals=False),
              *table("uk-sport", with_rows(RUS=(16, 9, 17)), totals=False)]
    decisions = reconcile(claims)
    assert decided(decisions, "GBR", "bronze").best_guess == 29
    assert decided(decisions, "JPN", "silver").best_guess == 15


def test_many_independent_sources_that_agree_leave_nothing_disputed() -> None:
    # 40 independent sources, each with a rare slip of its own (±1 somewhere, total kept):
    # agreement is not copying, every cell is decided and right.
    rng = random.Random(7)
    claims = []
    for k in range(40):
        rows = dict(ROWS)
        if rng.random() < 0.5:
            noc = rng.choice(sorted(rows))
            g, s, b = rows[noc]
            rows[noc] = (g, s, b + rng.choice((-1, 1)))
        claims += table(f"s{k:02d}", rows, totals=False, total_of={n: sum(ROWS[n]) for n in ROWS})
    decisions = reconcile(claims)
    assert [d for d in decisions if d.status is DecisionStatus.DISPUTED] == []
    assert all(d.value == ROWS[d.subject][("gold", "silver", "bronze").index(d.attribute)]
               for d in decisions if d.attribute != "total")


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_a_hundred_independent_tables_with_slips_and_totals_rows_leave_nothing_disputed(seed: int) -> None:
    # 100 independent sources, each with up to two slips of one (its rows' totals follow them,
    # its totals row is right): a column that misses its totals row by one could be righted by
    # nearly any of its cells, as some source states each cell one off. The constraint does not
    # say which, and 76 sources of 100 on one value stay decided.
    rng = random.Random(seed)
    sums = {c: sum(r[i] for r in ROWS.values()) for i, c in enumerate(("gold", "silver", "bronze"))}
    claims = []
    for k in range(100):
        rows = dict(ROWS)
        for _ in range(rng.choice((0, 1, 2))):
            noc, colour = rng.choice(sorted(rows)), rng.randrange(3)
            cells = list(rows[noc])
            cells[colour] = max(0, cells[colour] + rng.choice((-1, 1)))
            rows[noc] = (cells[0], cells[1], cells[2])
        claims += table(f"s{k:03d}", rows, column={**sums, "total": sum(sums.values())})
    decisions = reconcile(claims)
    assert [d for d in decisions if d.status is DecisionStatus.DISPUTED] == []
    assert {(d.subject, d.attribute): d.value for d in decisions if d.subject in ROWS} == {
        (noc, a): (*ROWS[noc], sum(ROWS[noc]))[i] for noc in ROWS for i, a in enumerate(("gold", "silver", "bronze", "total"))}
