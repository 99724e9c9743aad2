"""What the API and the pages show, read from one store through ``podium.actions.queries``.

Nothing here computes a medal, a rank or a decision: the standings come from
``queries.medal_table``, what a source says from re-running the pure ``analyse`` on the
document the store kept (cached per source: a source's id is the hash of its bytes).
"""

from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

from podium.actions import queries, versions
from podium.analysis import SourceAnalysis, analyse
from podium.errors import NotFound
from podium.export.shapes import JSON, decision_json, games_json, source_read_json, source_record_json, table_json
from podium.model import Decision, Games, games_kinds
from podium.rank import ORDERS, Standings
from podium.store import SourceRecord, Store

#: a Games slug (``Games.from_slug``): ``2004-summer-paralympics``, ``2006-asian-games``
SLUG = re.compile(r"\d{4}-(?:(?:summer|winter)-(?:" + "|".join(k for k, v in games_kinds().items() if v.seasonal)
                  + ")|" + "|".join(k for k, v in games_kinds().items() if not v.seasonal) + ")")
SOURCE_ID = re.compile(r"[0-9a-f]{6,64}")
ANALYSIS_CACHE = 64
TABLE_CACHE = 256


def check_slug(slug: str) -> str:
    if not SLUG.fullmatch(slug):
        raise NotFound(f"no Games {slug[:80]!r} (a Games is named like 2004-summer-paralympics)")
    return slug


def check_source_id(source_id: str) -> str:
    if not SOURCE_ID.fullmatch(source_id):
        raise NotFound(f"no source {source_id[:80]!r} (a source id is hex: the sha256 of its bytes)")
    return source_id


def check_order(order: str) -> str:
    if order not in ORDERS:
        from podium.errors import UsageError

        raise UsageError(f"order {order[:40]!r}: choose one of {', '.join(ORDERS)}")
    return order


def check_lang(lang: str) -> str:
    from podium.i18n.labels import LANGUAGE_TAG

    if not LANGUAGE_TAG.fullmatch(lang):
        from podium.errors import UsageError

        raise UsageError(f"lang {lang[:40]!r}: expected a language tag such as en, ru, zh-Hans")
    return lang


class Reader:
    """The read side of the service over one store."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._analyses: OrderedDict[str, SourceAnalysis] = OrderedDict()
        self._tables: OrderedDict[tuple[str, str, str, str], tuple[tuple[Any, ...], Standings, bytes]] = OrderedDict()
        self._lock = threading.Lock()

    # ── Games and tables ────────────────────────────────────────────────────
    def games(self) -> list[JSON]:
        return [{**games_json(g.slug), "sources": g.source_count} for g in self.store.games()]

    def known_games(self, slug: str) -> str:
        return queries.pick_games(self.store, check_slug(slug))

    def version(self, slug: str) -> tuple[Any, ...]:
        """Changes whenever this Games' decisions are replaced, by this process or another."""
        return self.store.decisions_version(slug)

    def _cached_table(self, slug: str, order: str, lang: str, table_version: str | None = None) -> tuple[Standings, bytes]:
        check_slug(slug)
        check_order(order)
        check_lang(lang)
        version = self.version(slug)
        if version[0] == 0:
            self.known_games(slug)  # raises NotFound, naming the Games there are
        key = (slug, order, lang, table_version or "")
        with self._lock:
            cached = self._tables.get(key)
        if cached is not None and cached[0] == version:
            return cached[1], cached[2]
        standings = queries.medal_table(self.store, slug, order, lang, table_version)
        data = table_json(standings)
        known = versions.dated(self.store, slug)
        if known:
            data.update(versions.versions_json(known, table_version))
        body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
        with self._lock:
            self._tables[key] = (version, standings, body)
            while len(self._tables) > TABLE_CACHE:
                self._tables.popitem(last=False)
        return standings, body

    def table(self, slug: str, order: str = "gold", lang: str = "en", table_version: str | None = None) -> Standings:
        """The standings of the current version or of ``table_version`` (cached until the
        Games' decisions change)."""
        return self._cached_table(slug, order, lang, table_version)[0]

    def table_json_bytes(self, slug: str, order: str = "gold", lang: str = "en",
                         table_version: str | None = None) -> bytes:
        """``podium table --format json``'s shape, encoded (cached with the standings)."""
        return self._cached_table(slug, order, lang, table_version)[1]

    def decisions_json(self, decisions: list[Decision]) -> Iterator[JSON]:
        """Each decision's JSON, made as it is asked for (a Games of 1,000 sources has 400,000
        claims behind its decisions, each a dict in its JSON)."""
        titles = queries.source_titles(self.store)
        return (decision_json(d, titles) for d in decisions)

    def conflicts(self, slug: str, named: int | None = None, *, explained: bool = True) -> list[Decision]:
        """The Games' conflicts (``queries.conflicts``); ``named``: each value's claims of its
        first sources only, the others counted, as a page lists them; ``explained=False``:
        which cells, without their support (``Store.decisions``)."""
        return queries.conflicts(self.store, self.known_games(slug), named, explained=explained)

    def facts(self, slug: str, named: int | None = None) -> list[Decision]:
        return queries.facts(self.store, self.known_games(slug), named)

    # ── sources ─────────────────────────────────────────────────────────────
    def sources(self) -> list[SourceRecord]:
        return self.store.sources()

    def source(self, source_id: str) -> SourceRecord:
        return self.store.source(check_source_id(source_id.lower()))

    def analysis(self, record: SourceRecord) -> SourceAnalysis:
        with self._lock:
            cached = self._analyses.get(record.id)
            if cached is not None:
                self._analyses.move_to_end(record.id)
                return cached
        document = self.store.document(record.id)
        games = Games.from_slug(record.games) if record.games and SLUG.fullmatch(record.games) else None
        result = analyse(document, games)
        with self._lock:
            self._analyses[record.id] = result
            while len(self._analyses) > ANALYSIS_CACHE:
                self._analyses.popitem(last=False)
        return result

    def source_json(self, source_id: str) -> JSON:
        record = self.source(source_id)
        read = source_read_json(self.analysis(record))
        return {**source_record_json(record), **{k: v for k, v in read.items() if k not in ("id", "path")}}

    def read_lines(self, analysis: SourceAnalysis, lang: str = "en") -> dict[int, list[str]]:
        """Line number -> what podium read on it (rows, totals, facts), in ``lang``'s words:
        ``row: GBR 35/30/29/94``, ``факт: город-организатор = Афины``."""
        from podium.i18n.labels import attribute_name, labels
        from podium.i18n.naming import fact_value

        words = labels(lang)
        lines: dict[int, list[str]] = {}
        for read in analysis.tables:
            for row, res in zip(read.table.rows, read.resolutions):
                total = "" if row.total is None else f"/{row.total}"
                who = res.noc or words["read_unresolved"].format(mention=row.mention)
                lines.setdefault(row.line, []).append(
                    words["read_row"].format(what=f"{who} {row.gold}/{row.silver}/{row.bronze}{total}"))
            t = read.table.totals
            if t is not None:
                lines.setdefault(t.line, []).append(
                    words["read_totals"].format(what=f"{t.gold}/{t.silver}/{t.bronze}/{t.total}"))
        for fact in analysis.facts:
            attribute: str = fact.attribute  # in English as podium names it (host_city), as the API does
            value: object = fact.value
            if lang != "en":
                attribute = attribute_name(fact.attribute, words)
                value = fact_value(fact.attribute, fact.value, lang, analysis.games.slug)
            lines.setdefault(fact.line, []).append(words["read_fact"].format(attribute=attribute, value=value))
        return lines

    # ── agreement between sources ───────────────────────────────────────────
    def agreement(self, slug: str) -> tuple[list[SourceRecord], dict[tuple[str, str], tuple[int, int]]]:
        """``queries.agreement`` of a Games the store knows."""
        return queries.agreement(self.store, self.known_games(slug))
