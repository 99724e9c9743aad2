"""Score podium on the real-document corpus (``/work/shared/realdocs``).

    python benchmarks/real_documents.py [--data ../shared/realdocs] [--only PREFIX]
                                        [--jobs 2] [--json out.json]

Every file in ``DATA/docs`` is checked on its own with
``python -m podium.cli check DOC --format json`` (a fresh ``PODIUM_DB`` in a temporary
folder, 45 s at most) and compared with ``DATA/expected.json`` under the corpus README's
"Scoring rules": Games, rows, extra rows, facts, findings, crashes, seconds. One line is
printed per document, then the totals beside the targets of the issue. ``--json`` writes
the per-document results (and the totals) for comparing runs. Standard library only.

Readings of the rules that the README leaves open:
- findings are compared as sets of distinct ``code:subject`` keys (a subject of ``games``
  or none is replaced by the finding's attribute), taken from the answer that is scored
  (the second run where there is one);
- a fact's qualifier (``approx`` ...) is not compared; a stated value matches a number
  when it is that number, else when its text matches;
- tables are paired greedily, pairs with the most matching rows first; rows one to one;
- the Games used for facts is judged on the scored answer (after the second run);
- "documents under a wrong Games" counts answers naming a wrong Games (or any Games for a
  document to be refused); wrong refusals are counted apart, as the issue asks.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

JSON = dict[str, Any]
ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 45.0
FACT_ATTRIBUTES = {"host_city", "start_date", "end_date", "nations", "athletes", "athletes_men",
                   "athletes_women", "events", "sports", "disciplines", "edition"}
CANNOT_TELL = "cannot tell which Games"


@dataclass
class Answer:
    rc: int | None
    stderr: str
    data: JSON | None  # the parsed JSON for exit 0/1
    crash: str | None  # why this run counts as a crash, else None


def run_podium(doc: Path, games: str | None) -> Answer:
    """One ``podium check`` of ``doc`` with a fresh store."""
    args = ["check", str(doc), "--format", "json", *(["--games", games] if games else [])]
    with tempfile.TemporaryDirectory(prefix="podium-realdocs-") as tmp:
        env = {**os.environ, "PODIUM_DB": str(Path(tmp) / "podium.sqlite")}
        try:
            proc = subprocess.run([sys.executable, "-m", "podium.cli", *args], capture_output=True, env=env,
                                  cwd=tmp, timeout=TIMEOUT, text=True, encoding="utf-8", errors="replace")
        except subprocess.TimeoutExpired:
            return Answer(None, "", None, f"timeout {TIMEOUT:.0f}s")
    rc, err = proc.returncode, proc.stderr
    if "Traceback (most recent call last)" in err:
        return Answer(rc, err, None, "traceback")
    if rc == 2:
        lines = [line for line in err.splitlines() if line.strip()]
        return Answer(rc, err, None, None if len(lines) == 1 else f"exit 2 with {len(lines)} lines")
    if rc not in (0, 1):
        return Answer(rc, err, None, f"exit {rc}")
    try:
        data = json.loads(proc.stdout)
    except ValueError:
        return Answer(rc, err, None, "output is not JSON")
    if not isinstance(data, dict) or not isinstance(data.get("sources"), list):
        return Answer(rc, err, None, "JSON without sources")
    return Answer(rc, err, data, None)


def slug(games: Any) -> str | None:
    """A Games as a slug, whether given as ``"slug"`` or ``{"slug": ...}``."""
    return games.get("slug") if isinstance(games, dict) else games


def norm(text: Any) -> str:
    """Text compared case- and accent-insensitively, spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", str(text))
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).casefold().split())


def podium_tables(data: JSON) -> list[JSON]:
    """Every table podium read, with its Games (the table's own, else its source's)."""
    tables = []
    for source in data["sources"]:
        for table in source["tables"] if "tables" in source else [source]:
            tables.append({"games": slug(table.get("games")) or slug(source.get("games")),
                           "rows": table.get("rows") or []})
    return tables


def games_named_right(exp: JSON, data: JSON) -> bool:
    """Rule 2 for an answer that names a Games."""
    if exp["refuse"]:
        return False
    if exp["multi_games"]:
        ours = {t["games"] for t in podium_tables(data) if t["rows"]}  # a table without rows is none
        return ours == {t["games"] for t in exp["tables"]}
    sources = data["sources"]
    return bool(sources) and slug(sources[0].get("games")) == exp["games"]


def row_right(want: JSON, row: JSON, total_column: bool) -> bool:
    if row.get("noc") not in {want["noc"], *want.get("noc_alt", [])}:
        return False
    if any(row.get(c) != want[c] for c in ("gold", "silver", "bronze")):
        return False
    return row.get("total") == want["total"] or (row.get("total") is None and not total_column)


def match_rows(table: JSON, rows: list[JSON]) -> set[int]:
    """Indices of podium rows matched one to one with the expected table's rows."""
    by_noc: dict[Any, list[int]] = {}
    for i, row in enumerate(rows):
        by_noc.setdefault(row.get("noc"), []).append(i)
    used: set[int] = set()
    for want in table["rows"]:
        candidates = [i for code in (want["noc"], *want.get("noc_alt", [])) for i in by_noc.get(code, [])]
        hit = next((i for i in sorted(candidates)
                    if i not in used and row_right(want, rows[i], table["total_column"])), None)
        if hit is not None:
            used.add(hit)
    return used


def score_rows(exp: JSON, data: JSON | None) -> tuple[int, int]:
    """Rules 3 and 4: (rows right, extra rows)."""
    if data is None:
        return 0, 0
    ours = podium_tables(data)
    pairs = []
    for i, want in enumerate(exp["tables"]):
        for j, got in enumerate(ours):
            if got["games"] == want["games"]:
                used = match_rows(want, got["rows"])
                if used:
                    pairs.append((len(used), i, j, used))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    taken_exp: set[int] = set()
    matched: dict[int, set[int]] = {}  # podium table -> its rows that match
    for _, i, j, used in pairs:
        if i not in taken_exp and j not in matched:
            taken_exp.add(i)
            matched[j] = used
    not_nations = {norm(m) for m in exp.get("not_nations", [])}
    extra = sum(1 for j, got in enumerate(ours) for k, row in enumerate(got["rows"])
                if row.get("noc") and k not in matched.get(j, set())
                and norm(row.get("mention") or "") not in not_nations)
    return sum(len(u) for u in matched.values()), extra


def value_matches(attribute: str, want: Any, said: Any) -> bool:
    if isinstance(want, (int, float)) and isinstance(said, (int, float)):
        return want == said and not isinstance(said, bool)
    w, s = norm(want), norm(said)
    return w == s or (attribute == "host_city" and w in s)


def score_facts(exp: JSON, data: JSON | None) -> tuple[int, int, list[str]]:
    """Rule 5: (facts right, wrong facts, the wrong facts as text)."""
    if data is None:
        return 0, 0, []
    stated = {(f["attribute"], json.dumps(f["value"], ensure_ascii=False)): f["value"]
              for s in data["sources"] for f in s.get("facts", [])
              if f.get("subject") == "games" and f.get("attribute") in FACT_ATTRIBUTES}
    if not games_named_right(exp, data):
        return 0, len(stated), [f"{a}={v}" for a, v in stated]
    right = sum(1 for fact in exp["facts"]
                if any(a == fact["attribute"] and value_matches(a, want, said)
                       for (a, _), said in stated.items() for want in fact["values"]))
    wrong = [f"{a}={v}" for (a, v), said in stated.items()
             if not any(fact["attribute"] == a and value_matches(a, want, said)
                        for fact in exp["facts"] for want in fact["values"])]
    return right, len(wrong), wrong


def finding_key(finding: JSON) -> str:
    subject = finding.get("subject")
    if subject in (None, "games") and finding.get("attribute"):
        subject = finding["attribute"]
    return f"{finding.get('code')}:{subject}"


def score_findings(exp: JSON, data: JSON | None) -> tuple[set[str], set[str], set[str]]:
    """Rule 6: (true, missed, false) findings."""
    found = {finding_key(f) for s in (data or {}).get("sources", []) for f in s.get("findings", [])}
    expected = set(exp["expected_findings"])
    allowed = set(exp["allowed_findings"])
    not_nations = {norm(m) for m in exp.get("not_nations", [])}

    def is_allowed(key: str) -> bool:
        code, _, subject = key.partition(":")
        return (key in allowed or f"{code}:*" in allowed
                or (code == "unknown-nation" and norm(subject) in not_nations))

    return found & expected, expected - found, {k for k in found - expected if not is_allowed(k)}


def score_document(docs: Path, name: str, exp: JSON) -> JSON:
    """Run podium on one document (twice where rule 2 says so) and score the answer."""
    start = time.monotonic()
    first = run_podium(docs / name, None)
    scored, second_run = first, False
    if first.crash:
        games = "crash"
    elif first.rc == 2:
        games = ("refused-right" if exp["refuse"] or not exp["games_stated"] or not exp["kind_supported"]
                 else "refused-wrong")
        if CANNOT_TELL in first.stderr and not exp["games_stated"] and exp["games"] and not exp["refuse"]:
            scored, second_run = run_podium(docs / name, exp["games"]), True
    else:
        games = "yes" if games_named_right(exp, first.data or {"sources": []}) else "no"
    rows_right, extra = score_rows(exp, scored.data)
    facts_right, wrong_facts, wrong_list = score_facts(exp, scored.data)
    true, missed, false = score_findings(exp, scored.data)
    crash = first.crash or (scored.crash if second_run else None)
    result = {
        "file": name, "games": games, "second_run": second_run, "crash": crash,
        "exit": [first.rc] + ([scored.rc] if second_run else []),
        "error": next((line.strip()[:300] for line in first.stderr.splitlines() if line.strip()), None),
        "rows_right": rows_right, "rows": sum(len(t["rows"]) for t in exp["tables"]),
        "extra_rows": extra, "facts_right": facts_right, "facts": len(exp["facts"]),
        "wrong_facts": wrong_facts, "wrong_fact_list": sorted(wrong_list),
        "findings_true": len(true), "findings_missed": sorted(missed), "findings_false": sorted(false),
        "refused_named": first.rc == 2 and not first.crash and exp["games_stated"] and not exp["refuse"],
        "seconds": round(time.monotonic() - start, 2),
    }
    # the tables issue's target: the Games right and every row right, no extra row
    result["rows_all_right"] = (games in ("yes", "refused-right") and not crash
                                and rows_right == result["rows"] and extra == 0)
    # the corpus README's rule 7: that, and every fact and finding right too
    result["entirely_right"] = (result["rows_all_right"] and facts_right == result["facts"]
                                and wrong_facts == 0 and not missed and not false)
    return result


def short(name: str, width: int = 44) -> str:
    return name if len(name) <= width else name[: width - 1] + "~"


def print_document(r: JSON) -> None:
    findings = f"{r['findings_true']}/{len(r['findings_missed'])}/{len(r['findings_false'])}"
    print(f"{short(r['file']):44} {r['games'] + ('+2nd' if r['second_run'] else ''):17} "
          f"{r['rows_right']:>5}/{r['rows']:<5} {r['extra_rows']:>5} {r['facts_right']:>3}/{r['facts']:<3}"
          f" {r['wrong_facts']:>5} {findings:>9} {'CRASH' if r['crash'] else '-':>5} "
          f"{r['seconds']:>6.1f}{'  *' if r['entirely_right'] else '  r' if r['rows_all_right'] else ''}")


def totals(results: list[JSON]) -> JSON:
    def total(key: str) -> int:
        return sum(len(r[key]) if isinstance(r[key], list) else int(r[key]) for r in results)
    return {
        "documents": len(results), "rows_right": total("rows_right"), "rows": total("rows"),
        "entirely_right": total("entirely_right"), "rows_all_right": total("rows_all_right"),
        "wrong_games": sum(r["games"] == "no" for r in results),
        "refused_named": total("refused_named"), "extra_rows": total("extra_rows"),
        "facts_right": total("facts_right"), "facts": total("facts"), "wrong_facts": total("wrong_facts"),
        "findings_true": total("findings_true"), "findings_missed": total("findings_missed"),
        "findings_false": total("findings_false"), "crashes": sum(bool(r["crash"]) for r in results),
        "seconds": round(sum(r["seconds"] for r in results), 1),
    }


def pct(part: float, whole: float) -> float:
    return 100.0 * part / whole if whole else 0.0


def print_totals(t: JSON, wall: float) -> None:
    per100 = max(t["rows"], 1) / 100

    def line(label: str, value: str, ok: bool | None = None, target: str = "") -> None:
        mark = "" if ok is None else ("  ok  " if ok else "  MISS") + f"  target {target}"
        print(f"  {label:36} {value:24}{mark}")

    n = t["documents"]
    rows_pct, docs_pct = pct(t["rows_right"], t["rows"]), pct(t["rows_all_right"], n)
    print("\nTotals")
    line("rows right", f"{t['rows_right']:,} of {t['rows']:,} ({rows_pct:.1f}%)", rows_pct >= 98, ">= 98%")
    line("documents with every row right", f"{t['rows_all_right']} of {n} ({docs_pct:.0f}%)", docs_pct >= 90,
         ">= 90%")
    line("documents entirely right (rule 7)", f"{t['entirely_right']} of {n} ({pct(t['entirely_right'], n):.0f}%)")
    line("documents under a wrong Games", f"{t['wrong_games']} of {n}", t["wrong_games"] == 0, "0")
    line("refused that name their Games", f"{t['refused_named']} of {n}", t["refused_named"] == 0, "0")
    extra, false = t["extra_rows"] / per100, t["findings_false"] / per100
    line("extra rows", f"{t['extra_rows']:,} ({extra:.1f} per 100 rows)", extra <= 1, "<= 1 per 100 rows")
    line("false findings", f"{t['findings_false']:,} ({false:.1f} per 100 rows)", false <= 1,
         "<= 1 per 100 rows")
    line("facts right", f"{t['facts_right']} of {t['facts']} ({pct(t['facts_right'], t['facts']):.0f}%)")
    line("wrong facts", str(t["wrong_facts"]))
    line("findings true / missed", f"{t['findings_true']} / {t['findings_missed']}")
    line("crashes", str(t["crashes"]))
    line("seconds (sum / wall)", f"{t['seconds']:.1f} / {wall:.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT / ".." / "shared" / "realdocs",
                        help="the corpus folder (docs/ and expected.json)")
    parser.add_argument("--only", default="", help="only documents whose file name starts with this")
    parser.add_argument("--jobs", type=int, default=2, help="documents checked in parallel")
    parser.add_argument("--json", type=Path, help="write the per-document results here")
    args = parser.parse_args(argv)

    expected: dict[str, JSON] = json.loads((args.data / "expected.json").read_text(encoding="utf-8"))
    docs = (args.data / "docs").resolve()  # podium runs in a temporary folder
    names = sorted(n for n in expected if n.startswith(args.only))
    missing = [n for n in names if not (docs / n).is_file()]
    if missing or not names:
        print(f"no documents to check (missing: {', '.join(missing) or 'none'})", file=sys.stderr)
        return 2
    start = time.monotonic()
    print(f"{'document':44} {'Games':17} {'rows':>11} {'extra':>5} {'facts':>7} {'wrong':>5} "
          f"{'t/m/f':>9} {'crash':>5} {'sec':>6}")
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda n: score_document(docs, n, expected[n]), names))
    for r in results:
        print_document(r)
    t = totals(results)
    print_totals(t, time.monotonic() - start)
    print("  (* = entirely right, r = every row right; Games +2nd = scored on the run with --games; t/m/f = findings "
          "true/missed/false)")
    if args.json:
        args.json.write_text(json.dumps({"documents": results, "totals": t}, indent=1, ensure_ascii=False),
                             encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
