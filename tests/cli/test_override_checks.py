"""``podium override`` checks what a person sets: a nation of those Games, a value that fits
the attribute, and a row and a totals row that still add up (or ``--force``); settled cells
stay listed by ``podium conflicts`` with their status."""

from __future__ import annotations

from tests.cli.conftest import Runner, db, podium  # noqa: F401  (fixtures)
from tests.conftest import CORPUS, SEEDS

GAMES = "2004-summer-paralympics"


def test_a_nation_that_did_not_compete_is_refused_with_the_nearest_codes(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    for code, hint in (("GRB", "; did you mean GBR or GRE or GER?"), ("XXX", "")):
        refused = podium("override", GAMES, code, "gold", "1", "--note", "x", "--db", db)
        assert (refused.code, refused.err) == (2, (
            f"podium: error: {code} is not a NOC code of the 2004 Summer Paralympics ({GAMES}): "
            f"the store knows 75 nations there{hint}\n"))
    # a NOC code of 2004 that no source of these Games names
    afg = podium("override", GAMES, "AFG", "gold", "1", "--note", "x", "--db", db)
    assert afg.code == 2 and afg.err.startswith("podium: error: AFG has no claim and no decision")
    assert podium("overrides", "--format", "json", "--db", db).json()["overrides"] == []


def test_a_value_that_does_not_fit_the_attribute_is_refused(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(SEEDS["ru"]), "--db", db).code == 0
    for value, shown in (("abc", "'abc'"), ("2.5", "'2.5'")):
        bad = podium("override", GAMES, "GBR", "bronze", value, "--note", "x", "--db", db)
        assert (bad.code, bad.err) == (
            2, f"podium: error: bronze {shown}: expected a count, a whole number from 0 to 9223372036854775807\n")
    negative = podium("override", GAMES, "GBR", "bronze=-1", "--note", "x", "--db", db)
    assert negative.code == 2 and "bronze -1: expected a count" in negative.err


def test_an_override_that_breaks_its_row_asks_for_the_total_or_force(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(SEEDS["ru"]), "--db", db).code == 0  # GBR 35 30 29 94, no totals row
    broken = podium("override", GAMES, "GBR", "bronze", "30", "--note", "zh pages", "--db", db)
    assert (broken.code, broken.err) == (2, (
        "podium: error: GBR's row would not add up (35+30+30 ≠ 94): set the totals too "
        f"(podium override {GAMES} GBR bronze=30 total=95 --note ...), or --force to set it anyway\n"))
    assert podium("overrides", "--format", "json", "--db", db).json()["overrides"] == []
    both = podium("override", GAMES, "GBR", "bronze=30", "total=95", "--note", "zh pages", "--db", db)
    assert both.code == 0, both.err
    assert both.out.splitlines() == [f"override #1: {GAMES} GBR bronze = 30  (zh pages)",
                                     f"override #2: {GAMES} GBR total = 95  (zh pages)"]
    forced = podium("override", GAMES, "JPN", "silver", "16", "--note", "zh pages", "--force", "--db", db)
    assert forced.code == 0 and forced.out.strip() == f"override #3: {GAMES} JPN silver = 16  (zh pages)"
    cells = {r["noc"]: r for r in podium("table", "--format", "json", "--db", db).json()["rows"]}
    assert (cells["GBR"]["bronze"], cells["GBR"]["total"], cells["GBR"]["status"]) == (30, 95, "overridden")


def test_an_override_that_breaks_the_totals_row_names_every_total_to_set(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    # the Chinese totals row (silver 518) adds up with JPN's 16; 15 breaks it, and the row's total
    broken = podium("override", GAMES, "JPN", "silver", "15", "--note", "IPC", "--db", db)
    fix = f"podium override {GAMES} JPN silver=15 total=52 games.total_silver=517 games.total_medals=1569"
    assert (broken.code, broken.err) == (2, (
        f"podium: error: JPN's row would not add up (17+15+20 ≠ 53): set the totals too ({fix} --note ...), "
        "or --force to set it anyway\n"))
    partial = podium("override", GAMES, "JPN", "silver=15", "total=52", "--note", "IPC", "--db", db)
    assert partial.code == 2 and partial.err.startswith(
        "podium: error: the totals row would not add up (the silver column sums to 517, the totals row says 518)")
    done = podium("override", *fix.split()[2:], "--note", "IPC", "--db", db)
    assert done.code == 0, done.err
    assert [line.split(":", 1)[1].split("(")[0].strip() for line in done.out.splitlines()] == [
        f"{GAMES} JPN silver = 15", f"{GAMES} JPN total = 52", f"{GAMES} games total_silver = 517",
        f"{GAMES} games total_medals = 1569"]


def test_settled_cells_stay_listed_and_no_conflicts_is_never_said_of_them(podium: Runner, db: str, tmp_path) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    one = tmp_path / "one.md"
    one.write_text(
        "# 2004 Summer Paralympics\n\n| Rank | Nation | Gold | Silver | Bronze | Total |\n"
        "|---|---|---|---|---|---|\n| 1 | China | 63 | 46 | 32 | 141 |\n", encoding="utf-8")
    assert podium("ingest", str(one), "--db", db).code == 0
    assert podium("conflicts", "--db", db).out == "No conflicts: every source agrees on every value.\n"
    # a person confirms what the only source says: the cell is settled by a person, and listed
    assert podium("override", GAMES, "CHN", "gold", "63", "--note", "IPC", "--db", db).code == 0
    listed = podium("conflicts", "--format", "json", "--db", db).json()
    assert [(e["subject"], e["attribute"], e["status"], e["decision"]) for e in listed] == [
        ("CHN", "gold", "overridden", 63)]
    text = podium("conflicts", "--db", db).out
    assert "No conflicts" not in text and text.startswith("CHN gold: overridden → 63")
