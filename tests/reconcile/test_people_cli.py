"""People in charge, through the CLI: authority pins, overrides override, both are
listed, undone and written to the audit log; no claim is ever deleted."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Runner, db, podium  # noqa: F401  (fixtures)
from tests.conftest import CORPUS, SEEDS

GAMES = "2004-summer-paralympics"


def conflict(podium: Runner, db: str, subject: str, attribute: str) -> dict:  # noqa: F811
    entries = podium("conflicts", "--format", "json", "--db", db).json()
    return next(e for e in entries if (e["subject"], e["attribute"]) == (subject, attribute))


def claim_count(podium: Runner, db: str) -> int:  # noqa: F811
    return sum(s["claims"] for s in podium("sources", "--format", "json", "--db", db).json())


def official(tmp_path: Path) -> Path:
    """An 'official' copy of the Russian page (different bytes, same table: GBR 29, JPN 15)."""
    path = tmp_path / "official.txt"
    path.write_bytes(SEEDS["ru"].read_bytes() + "\nИсточник: МПК.\n".encode())
    return path


def test_an_authoritative_source_settles_the_athens_conflicts_as_pinned(podium: Runner, db: str, tmp_path: Path) -> None:  # noqa: F811
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    before = conflict(podium, db, "GBR", "bronze")
    assert (before["status"], before["decision"]) == ("disputed", None)
    assert podium("ingest", str(official(tmp_path)), "--authority", "--db", db).code == 0
    table = podium("table", "--format", "json", "--db", db).json()
    cells = {r["noc"]: r for r in table["rows"]}
    assert (cells["GBR"]["bronze"], cells["GBR"]["total"], cells["GBR"]["status"]) == (29, 94, "pinned")
    assert (cells["JPN"]["silver"], cells["JPN"]["status"]) == (15, "pinned")
    facts = {f["attribute"]: f for f in podium("facts", "--format", "json", "--db", db).json()}
    assert facts["nations"]["status"] == "pinned" and facts["nations"]["decision"] == 144
    # pinned cells stay listed among the conflicts, with their status
    assert (conflict(podium, db, "GBR", "bronze")["status"], conflict(podium, db, "GBR", "bronze")["decision"]) == (
        "pinned", 29)
    listed = podium("overrides", "--format", "json", "--db", db).json()
    assert [a["games"] for a in listed["authorities"]] == [GAMES]
    assert listed["overrides"] == []


def test_override_list_undo_and_audit(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    claims = claim_count(podium, db)
    # 15 breaks JPN's row (17+15+20 against a disputed total of 53): --force sets it anyway
    set_ = podium("override", GAMES, "jpn", "silver", "15", "--note", "IPC results database", "--force", "--db", db)
    assert set_.code == 0, set_.err
    assert set_.out.strip() == f"override #1: {GAMES} JPN silver = 15  (IPC results database)"
    cells = {r["noc"]: r for r in podium("table", "--format", "json", "--db", db).json()["rows"]}
    assert (cells["JPN"]["silver"], cells["JPN"]["status"]) == (15, "disputed")  # total is still disputed
    decisions = podium("facts", "--format", "json", "--db", db).json()
    assert all(f["status"] != "overridden" for f in decisions)
    listed = podium("overrides", "--format", "json", "--db", db).json()["overrides"]
    assert [(o["id"], o["subject"], o["attribute"], o["value"], o["note"], o["revoked_at"]) for o in listed] == [
        (1, "JPN", "silver", 15, "IPC results database", None)
    ]
    # the settled conflict stays listed, with its status
    listed_jpn = conflict(podium, db, "JPN", "silver")
    assert (listed_jpn["status"], listed_jpn["decision"]) == ("overridden", 15)
    undo = podium("override", "--undo", "1", "--note", "wrong page", "--db", db)
    assert undo.code == 0
    assert conflict(podium, db, "JPN", "silver")["status"] == "disputed"
    assert podium("overrides", "--format", "json", "--db", db).json()["overrides"] == []
    assert len(podium("overrides", "--all", "--format", "json", "--db", db).json()["overrides"]) == 1
    log = podium("audit", "--format", "json", "--db", db).json()
    assert [(e["action"], e["target"], e["note"]) for e in log[3:]] == [
        ("override", f"{GAMES}/JPN/silver", "IPC results database"),
        ("revoke-override", f"{GAMES}/JPN/silver", "wrong page"),
    ]
    assert claim_count(podium, db) == claims


def test_override_needs_a_note_and_a_known_attribute(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(SEEDS["ru"]), "--db", db).code == 0
    no_note = podium("override", GAMES, "GBR", "bronze", "29", "--db", db)
    assert (no_note.code, no_note.err.strip()) == (2, "podium: error: an override needs a note saying why (--note TEXT)")
    bad = podium("override", GAMES, "GBR", "medals", "29", "--note", "x", "--db", db)
    assert bad.code == 2 and "unknown nation attribute 'medals'" in bad.err
    missing = podium("override", "--undo", "7", "--db", db)
    assert missing.code == 2 and "no active override with id 7" in missing.err


def test_authority_can_be_set_and_undone_on_a_stored_source(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    ru = next(s["id"] for s in podium("sources", "--format", "json", "--db", db).json() if s["language"] == "ru")
    assert podium("authority", ru[:8], "--note", "the IPC's own table", "--db", db).out.strip() == f"authoritative: {ru[:12]}"
    cells = {r["noc"]: r for r in podium("table", "--format", "json", "--db", db).json()["rows"]}
    assert (cells["GBR"]["bronze"], cells["GBR"]["status"]) == (29, "pinned")
    assert podium("authority", ru[:8], "--undo", "--db", db).code == 0
    cells = {r["noc"]: r for r in podium("table", "--format", "json", "--db", db).json()["rows"]}
    assert (cells["GBR"]["bronze"], cells["GBR"]["status"]) == (30, "disputed")
    actions = [(e["action"], e["detail"]) for e in podium("audit", "--format", "json", "--db", db).json()[3:]]
    assert actions == [("authority", {"authority": True}), ("authority", {"authority": False})]


def test_ingesting_a_stored_source_again_with_authority_marks_it(podium: Runner, db: str) -> None:  # noqa: F811
    assert podium("ingest", str(CORPUS), "--db", db).code == 0
    again = podium("ingest", str(SEEDS["ru"]), "--authority", "--db", db)
    assert again.out.startswith("exists")
    cells = {r["noc"]: r for r in podium("table", "--format", "json", "--db", db).json()["rows"]}
    assert [(cells[n]["silver"], cells[n]["total"], cells[n]["status"]) for n in ("JPN", "GBR")] == [
        (15, 52, "pinned"), (30, 94, "pinned"),
    ]
    log = podium("audit", "--format", "json", "--db", db).json()
    assert (log[-1]["action"], log[-1]["note"], log[-1]["detail"]) == ("authority", "ingest --authority", {"authority": True})
