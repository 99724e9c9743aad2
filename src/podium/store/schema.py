"""The store's tables, as one SQLAlchemy Core ``MetaData``.

This module describes the schema at ``HEAD_REVISION``; the Alembic migrations in
``migrations/versions`` build exactly this schema (a test compares the two).
Types are portable (SQLite and PostgreSQL): values that may be an int or a text
are kept as JSON-encoded text, so ``3`` and ``"3"`` stay different.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
    true,
)

from .revision import HEAD_REVISION as HEAD_REVISION  # the revision this module describes

#: Constraint names that are the same on every backend (and that Alembic can address).
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING_CONVENTION)

SHA256 = String(64)
SLUG = String(64)
NAME = String(64)

sources = Table(
    "sources",
    metadata,
    Column("id", SHA256, primary_key=True),
    Column("origin", Text, nullable=False),
    Column("title", Text, nullable=True),
    Column("language", String(35), nullable=False),
    Column("script", String(8), nullable=False),
    Column("format", String(32), nullable=False),
    Column("encoding", String(64), nullable=False),
    Column("size", BigInteger, nullable=False),
    Column("games", SLUG, nullable=True),
    Column("text", Text, nullable=False),
    Column("authority", Boolean, nullable=False, default=False, server_default=false()),
    Column("ingested_at", DateTime(timezone=True), nullable=False),
    # the source's number, which its claims and findings name (1, 2, … as stored; 0009)
    Column("key", Integer, nullable=False, unique=True),
)

# The Games that claims speak about, by number (0011): a claim names its Games' number, not
# its slug, which is 20-odd bytes of every claim row and of every entry of the claims' index.
games = Table(
    "games",
    metadata,
    Column("key", Integer, primary_key=True, autoincrement=True),
    Column("slug", SLUG, nullable=False, unique=True),
)

# How claims were read (0013): the extractor that read them and the scope they were read in
# (the document's table: ``overall``, ``sport:athletics``), by number: the same few pairs on
# every claim, 20-odd bytes of each claim row otherwise.
readings = Table(
    "readings",
    metadata,
    Column("key", Integer, primary_key=True, autoincrement=True),
    Column("extractor", String(128), nullable=False),
    Column("scope", String(128), nullable=False),
    UniqueConstraint("extractor", "scope"),
)

claims = Table(
    "claims",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("source_key", Integer, ForeignKey("sources.key"), nullable=False),
    Column("games_key", Integer, ForeignKey("games.key"), nullable=False),
    Column("subject", NAME, nullable=False),
    Column("attribute", NAME, nullable=False),
    Column("value", Text, nullable=False),  # JSON
    Column("qualifier", Text, nullable=True),
    Column("reading_key", Integer, ForeignKey("readings.key"), nullable=False),
    Column("line", Integer, nullable=False),
    Column("span_start", Integer, nullable=False),
    Column("span_end", Integer, nullable=False),
    # NULL: the source's text over the claim's span (``writes.stored_raw``; 0010)
    Column("raw", Text, nullable=True),
    # the time the claim's table speaks for (``Claim.as_of``): NULL, final, corrected or a date
    Column("as_of", String(32), nullable=True),
    # The claim's natural key (source, Games, subject, attribute, scope, line, span_start)
    # is how decisions find their supporting claims again: unique, checked when a source is
    # written (``writes.add_source``), read a Games at a time; no index of its own since 0005.
    Index(None, "games_key", "subject", "attribute"),
)

findings = Table(
    "findings",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("source_key", Integer, ForeignKey("sources.key"), nullable=False),
    Column("code", NAME, nullable=False),
    Column("severity", String(16), nullable=False),
    Column("line", Integer, nullable=True),
    Column("subject", NAME, nullable=True),
    Column("attribute", NAME, nullable=True),
    Column("expected", Text, nullable=True),  # JSON
    Column("actual", Text, nullable=True),  # JSON
    # English; empty when ``reasons`` hold it (it is their English text, rendered when read)
    Column("message", Text, nullable=False),
    # The message's parts (podium.i18n.messages) as JSON; a store of an older revision is
    # derived again by migration 0004, so every row has them.
    Column("reasons", Text, nullable=True),
    Index(None, "source_key"),
)

decisions = Table(
    "decisions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    # the Games decided, by its number (0014), as claims name it
    Column("games_key", Integer, ForeignKey("games.key"), nullable=False),
    Column("subject", NAME, nullable=False),
    Column("attribute", NAME, nullable=False),
    Column("status", String(16), nullable=False),
    Column("value", Text, nullable=True),  # JSON
    Column("best_guess", Text, nullable=True),  # JSON
    Column("confidence", Float, nullable=False),
    # English, for people who open the store (its views): the plain sentence a rationale
    # starts with, else the whole rationale (``writes._shown_rationale``); podium renders a
    # decision's rationale from its ``reasons``
    Column("rationale", Text, nullable=False),
    Column("decided_at", DateTime(timezone=True), nullable=False),
    # The rationale's parts (podium.i18n.messages) as JSON; NULL for rows decided
    # before revision 0002, which show the English rationale.
    Column("reasons", Text, nullable=True),
    # the version of the Games' table the decision belongs to (``podium.reconcile.versions``:
    # empty when no source states a time), and whether it is the version ``podium table`` shows
    Column("version", String(32), nullable=False, default="", server_default=""),
    Column("current", Boolean, nullable=False, default=True, server_default=true()),
    # The decision's Supports, in ``Decision.support``'s order: each value with the ids of the
    # claims that state it (``codec.encode_support``; "" for none). In the decision's own row
    # (0012): what is stored per decision grows with its sources and values, and nothing else.
    Column("support", Text, nullable=False, default="", server_default=""),
    UniqueConstraint("games_key", "version", "subject", "attribute"),
)

overrides = Table(
    "overrides",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("games", SLUG, nullable=False),
    Column("subject", NAME, nullable=False),
    Column("attribute", NAME, nullable=False),
    Column("value", Text, nullable=False),  # JSON
    Column("note", Text, nullable=False),
    Column("who", String(128), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("revoked_at", DateTime(timezone=True), nullable=True),
    Index(None, "games", "subject", "attribute"),
)

audit_log = Table(
    "audit_log",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("at", DateTime(timezone=True), nullable=False),
    Column("who", String(128), nullable=False),
    Column("action", String(32), nullable=False),
    Column("target", Text, nullable=False),
    Column("note", Text, nullable=True),
    Column("detail", Text, nullable=True),  # JSON
)

#: Every table of the store, in dependency order.
TABLES = (sources, games, readings, claims, findings, decisions, overrides, audit_log)
