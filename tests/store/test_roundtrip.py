"""What goes into the store comes back out equal, field by field."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from podium.errors import NotFound, StoreError
from podium.i18n.messages import english
from podium.model import Claim, Decision, DecisionStatus, Document, Finding, Span, Support, reason
from podium.store import AuditEntry, GamesRecord, Store
from podium.store.codec import unpack_text

from .conftest import GAMES, make_document, row_counts, snapshot


def test_claims_round_trip_every_field(store: Store, ru_doc: Document, ru_claims: list[Claim]) -> None:
    with store.begin() as tx:
        assert tx.add_source(ru_doc, GAMES, ru_claims, []) is True
    assert store.claims(GAMES) == ru_claims
    back = store.claims(GAMES)
    assert [type(c.value) for c in back] == [int, int, int, str, int, str]
    assert back[5].value == "3"
    assert back[2].qualifier == "approx"
    assert back[4].scope == "interim:2004-09-27"
    assert back[0].span == Span(16, 18)


def test_claims_filter_by_subject_and_attribute(
    store: Store, ru_doc: Document, ru_claims: list[Claim], zh_doc: Document, zh_claims: list[Claim]
) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, [])
        tx.add_source(zh_doc, GAMES, zh_claims, [])
    assert store.claims(GAMES, subject="GBR", attribute="bronze") == [ru_claims[1], zh_claims[1]]
    assert store.claims(GAMES, subject="JPN") == [ru_claims[2]]
    assert store.claims(GAMES, attribute="gold") == [ru_claims[0], zh_claims[0]]
    assert store.claims("2008-summer-paralympics") == []


def test_findings_round_trip(store: Store, ru_doc: Document, zh_doc: Document,
                             ru_findings: list[Finding]) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, [], ru_findings)
        tx.add_source(zh_doc, GAMES, [], [])
    assert store.findings(ru_doc.sha256) == ru_findings
    assert store.findings() == ru_findings
    assert store.findings(zh_doc.sha256) == []
    assert store.findings()[0].expected == 94
    assert store.findings()[1].expected == "XII"


def test_document_round_trip(store: Store, ru_doc: Document, zh_doc: Document) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, [], [])
        tx.add_source(zh_doc, None, [], [])
    assert store.document(ru_doc.sha256) == ru_doc
    assert store.document(zh_doc.sha256) == zh_doc
    assert store.document(zh_doc.sha256).title is None


def test_source_records(store: Store, ru_doc: Document, zh_doc: Document,
                        ru_claims: list[Claim], ru_findings: list[Finding]) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, ru_findings, authority=True)
        tx.add_source(zh_doc, None, [], [])
    records = store.sources()
    assert [r.id for r in records] == [ru_doc.sha256, zh_doc.sha256]
    ru = records[0]
    assert (ru.origin, ru.title, ru.language, ru.script, ru.format, ru.encoding, ru.size) == (
        "corpus/ru.txt", "Летние Паралимпийские игры 2004", "ru", "Cyrl", "text", "utf-8",
        len(ru_doc.text.encode("utf-8")),
    )
    assert (ru.games, ru.authority) == (GAMES, True)
    assert (ru.claim_count, ru.error_count, ru.warning_count, ru.info_count) == (6, 1, 1, 1)
    assert ru.finding_count == 3
    assert ru.ingested_at.tzinfo == UTC
    zh = records[1]
    assert (zh.games, zh.authority, zh.claim_count, zh.finding_count) == (None, False, 0, 0)


def test_source_prefix_lookup(store: Store, ru_doc: Document, zh_doc: Document) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, [], [])
        tx.add_source(zh_doc, GAMES, [], [])
    assert store.source(ru_doc.sha256).id == ru_doc.sha256
    assert store.source(ru_doc.sha256[:6]).id == ru_doc.sha256
    assert store.source(ru_doc.sha256[:10].upper()).id == ru_doc.sha256
    with pytest.raises(NotFound, match="at least 6 hex"):
        store.source(ru_doc.sha256[:5])
    with pytest.raises(NotFound, match="no source with id 'ffffffffff'"):
        store.source("ffffffffff")
    with pytest.raises(NotFound):
        store.source("%%%%%%")
    with pytest.raises(NotFound):
        store.document("0" * 64)


def test_source_prefix_ambiguous_message(store: Store, ru_doc: Document) -> None:
    twin = Document(**{**ru_doc.__dict__, "sha256": ru_doc.sha256[:8] + "0" * 56, "origin": "twin"})
    if twin.sha256 == ru_doc.sha256:  # pragma: no cover - astronomically unlikely
        pytest.skip("same id")
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, [], [])
        tx.add_source(twin, GAMES, [], [])
    with pytest.raises(NotFound, match=f"prefix '{ru_doc.sha256[:8]}' is ambiguous"):
        store.source(ru_doc.sha256[:8])
    assert store.source(ru_doc.sha256).id == ru_doc.sha256
    assert store.source(twin.sha256[:12]).id == twin.sha256


def test_games_counts_sources(store: Store, ru_doc: Document, zh_doc: Document,
                              ru_claims: list[Claim]) -> None:
    other = make_document("2008", origin="x.txt", language="en", script="Latn")
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, [])
        tx.add_source(zh_doc, GAMES, [], [])
        tx.add_source(other, "2008-summer-paralympics", [], [])
    assert store.games() == [GamesRecord(GAMES, 2), GamesRecord("2008-summer-paralympics", 1)]


#: The parts of a rationale: nested messages, lists, a float, a text that looks like a number.
DISPUTED = (
    reason("disagree", listing=(reason("value_count", value=30, n=1), reason("value_count", value="29", n=1))),
    reason("evidence_undecided", engine="podium", threshold=0.75, value=30,
           odds=(reason("odds", value=30, share=0.5), reason("odds", value="29", share=0.5000000000000001))),
)
OVERRIDDEN = (reason("overridden", value="XII", who="ана", id=7, note="«римскими» цифрами; see IPC"),
              reason("no_source"))


def _decisions(ru_claims: list[Claim], zh_claims: list[Claim]) -> list[Decision]:
    return [
        Decision(
            games=GAMES, subject="GBR", attribute="bronze", status=DecisionStatus.DISPUTED,
            value=None, best_guess=30, confidence=0.5, rationale="",
            support=(Support(30, (zh_claims[1],)), Support(29, (ru_claims[1],))), reasons=DISPUTED,
        ),
        Decision(
            games=GAMES, subject="GBR", attribute="gold", status=DecisionStatus.AGREED,
            value=35, best_guess=None, confidence=1.0, rationale="all sources agree",
            support=(Support(35, (ru_claims[0], zh_claims[0])),),
        ),
        Decision(
            games=GAMES, subject="games", attribute="edition", status=DecisionStatus.OVERRIDDEN,
            value="XII", best_guess=None, confidence=1.0, rationale="",
            support=(Support("XII", (ru_claims[3],)), Support("XXII", ())), reasons=OVERRIDDEN,
        ),
        Decision(
            games=GAMES, subject="JPN", attribute="silver", status=DecisionStatus.PINNED,
            value=15, best_guess=None, confidence=0.875, rationale="authority",
            support=(),
        ),
    ]


def test_decisions_round_trip(store: Store, ru_doc: Document, zh_doc: Document,
                              ru_claims: list[Claim], zh_claims: list[Claim]) -> None:
    decisions = _decisions(ru_claims, zh_claims)
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, [])
        tx.add_source(zh_doc, GAMES, zh_claims, [])
        tx.replace_decisions(GAMES, decisions)
    # ordered by subject, attribute
    assert store.decisions(GAMES) == [decisions[0], decisions[1], decisions[3], decisions[2]]
    assert store.decisions(GAMES, disputed_only=True) == [decisions[0]]
    assert store.decisions("2008-summer-paralympics") == []
    back = store.decisions(GAMES)
    assert back[0].shown == 30 and back[0].value is None
    assert back[3].support[1] == Support("XXII", ())
    # the parts of the rationale come back equal; a decision without them has none
    assert (back[0].reasons, back[3].reasons, back[1].reasons) == (DISPUTED, OVERRIDDEN, ())
    assert english(back[3]) == "set to XII by ана (override #7): «римскими» цифрами; see IPC; no source states it"
    assert [p.arg("value") for p in back[0].reasons[0].arg("listing")] == [30, "29"]


def test_replace_decisions_replaces(store: Store, ru_doc: Document, zh_doc: Document,
                                    ru_claims: list[Claim], zh_claims: list[Claim]) -> None:
    decisions = _decisions(ru_claims, zh_claims)
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, [])
        tx.add_source(zh_doc, GAMES, zh_claims, [])
        tx.replace_decisions(GAMES, decisions)
    with store.begin() as tx:
        tx.replace_decisions(GAMES, decisions[1:2])
    assert store.decisions(GAMES) == [decisions[1]]
    # in the decision's row: the value with both claims that state it, in the Support's order
    keys = {row[0]: row[-1] for row in snapshot(store)["sources"]}  # a source's number, by its id
    claims = {(row[1], row[3], row[4], row[8]): row[0] for row in snapshot(store)["claims"]}  # source, cell, line
    [decision] = snapshot(store)["decisions"]
    ru, zh = ((keys[c.source_id], c.subject, c.attribute, c.line) for c in (ru_claims[0], zh_claims[0]))
    assert unpack_text(decision[-1]) == f"[[35,[{claims[ru]},{claims[zh]}]]]"
    with store.begin() as tx:
        tx.replace_decisions(GAMES, [])
    assert store.decisions(GAMES) == []
    assert row_counts(store)["decisions"] == 0


def test_replace_decisions_refuses_unknown_claims(store: Store, ru_doc: Document,
                                                  ru_claims: list[Claim], zh_claims: list[Claim]) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, [])
    with pytest.raises(StoreError, match="supporting claim .* is not in the store"):
        with store.begin() as tx:
            tx.replace_decisions(GAMES, _decisions(ru_claims, zh_claims))
    assert store.decisions(GAMES) == []


def test_replace_decisions_refuses_other_games(store: Store) -> None:
    decision = Decision("2008-summer-paralympics", "CHN", "gold", DecisionStatus.AGREED, 89,
                        None, 1.0, "agreed")
    with pytest.raises(StoreError, match="one is about 2008-summer-paralympics"):
        with store.begin() as tx:
            tx.replace_decisions(GAMES, [decision])


def test_audit_log(store: Store, ru_doc: Document, ru_claims: list[Claim]) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, ru_claims, [], who="alice")
        tx.add_audit("authority", ru_doc.sha256, "official results", {"authority": True}, "bob")
    entries = store.audit()
    assert [(e.id, e.who, e.action, e.target, e.note) for e in entries] == [
        (1, "alice", "ingest", ru_doc.sha256, "corpus/ru.txt"),
        (2, "bob", "authority", ru_doc.sha256, "official results"),
    ]
    assert entries[0].detail == {"origin": "corpus/ru.txt", "games": GAMES, "claims": 6,
                                 "findings": 0, "authority": False}
    assert entries[1].detail == {"authority": True}
    assert all(isinstance(e, AuditEntry) and e.at.tzinfo == UTC for e in entries)


def test_authority_and_overrides(store: Store, ru_doc: Document) -> None:
    with store.begin() as tx:
        tx.add_source(ru_doc, GAMES, [], [])
        assert tx.set_authority(ru_doc.sha256[:8], True, note="IPC results") == ru_doc.sha256
        override_id = tx.add_override(GAMES, "GBR", "bronze", 30, note="IPC site", who="carol")
    assert store.source(ru_doc.sha256).authority is True
    [override] = store.overrides(GAMES)
    assert (override.id, override.subject, override.attribute, override.value, override.note,
            override.who, override.active) == (override_id, "GBR", "bronze", 30, "IPC site",
                                               "carol", True)
    with store.begin() as tx:
        tx.revoke_override(override_id, note="wrong")
    assert store.overrides(GAMES) == []
    assert store.overrides(GAMES, active_only=False)[0].active is False
    assert [e.action for e in store.audit()] == ["ingest", "authority", "override", "revoke-override"]
    with pytest.raises(NotFound):
        with store.begin() as tx:
            tx.revoke_override(override_id)


def test_values_must_be_ints_or_texts(store: Store, ru_doc: Document, ru_claims: list[Claim]) -> None:
    bad = replace(ru_claims[0], value=3.5)
    with pytest.raises(StoreError, match="values are ints or texts"):
        with store.begin() as tx:
            tx.add_source(ru_doc, GAMES, [bad], [])
    assert not store.has_source(ru_doc.sha256)


def test_claims_must_belong_to_the_document(store: Store, ru_doc: Document,
                                            zh_claims: list[Claim]) -> None:
    with pytest.raises(StoreError, match="names source"):
        with store.begin() as tx:
            tx.add_source(ru_doc, GAMES, zh_claims, [])
    assert store.sources() == []


def test_duplicate_natural_key_is_a_store_error(store: Store, ru_doc: Document,
                                                ru_claims: list[Claim]) -> None:
    twin = replace(ru_claims[0], value=36, raw="36")
    with pytest.raises(StoreError, match="natural key"):
        with store.begin() as tx:
            tx.add_source(ru_doc, GAMES, [ru_claims[0], twin], [])
    assert store.sources() == []


# Any text a document can hold: every character but NUL (the readers refuse NUL bytes, and the
# store refuses NUL on every backend: test_a_nul_character_is_refused_and_nothing_is_written)
texts = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=20)
values = st.one_of(st.integers(min_value=-(2**62), max_value=2**62), texts)


@pytest.mark.parametrize("field", ["value", "qualifier", "raw"])
def test_a_nul_character_is_refused_and_nothing_is_written(store: Store, field: str) -> None:
    doc = make_document("nul", origin="nul.txt", language="und", script="Zyyy")
    fields = {"value": 5, "qualifier": None, "raw": "x"} | {field: "a\x00b"}
    c = Claim(doc.sha256, "2004-summer-paralympics", "GBR", "gold", fields["value"], 2, Span(0, 1),
              fields["raw"], "test", fields["qualifier"])
    before = snapshot(store)
    with pytest.raises(StoreError) as refused:
        with store.begin() as tx:
            tx.add_source(doc, "2004-summer-paralympics", [c], [])
    shown = "value (GBR gold)" if field == "value" else field
    assert str(refused.value) == f"cannot store nul.txt: line 2: its {shown} 'a\\x00b' contains a NUL character"
    assert snapshot(store) == before


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=values, qualifier=st.one_of(st.none(), texts.map(lambda t: t[:10])))
def test_any_value_round_trips(store: Store, value: int | str,
                               qualifier: str | None) -> None:
    # The store is shared by every example: each example gets its own document and Games.
    doc = make_document(f"{value!r}|{qualifier!r}", origin="p", language="und", script="Zyyy")
    games = "h-" + doc.sha256[:16]
    c = Claim(doc.sha256, games, "GBR", "gold", value, 2, Span(0, 1), "x", "test", qualifier)
    decision = Decision(c.games, "GBR", "gold", DecisionStatus.RESOLVED, value, value, 0.25, "r",
                        (Support(value, (c,)),))
    with store.begin() as tx:
        if tx.add_source(doc, None, [c], []):
            tx.replace_decisions(c.games, [decision])
    [back] = store.claims(c.games)
    assert back == c and type(back.value) is type(value)
    assert store.decisions(c.games) == [decision]
