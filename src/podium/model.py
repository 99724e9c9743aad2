"""The values that flow through podium's pipeline.

Every stage takes and returns these frozen dataclasses; none of them does I/O.
A value that came from a document always carries where it came from: the line
(1-based), the character span in ``Document.text`` and the raw text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import TypeAlias

    #: An argument of a message: a nested message, a list, or a plain value
    #: (``podium.i18n.messages`` says how each is shown).
    Arg: TypeAlias = int | float | str | None | "Reason" | tuple["Arg", ...]

#: A claim's value: a count, or a text (names, ISO dates).
Value = int | str

NATION_ATTRIBUTES = ("rank", "gold", "silver", "bronze", "total")
GAMES_ATTRIBUTES = (
    "host_city", "host_country", "start_date", "end_date", "nations", "athletes",
    "athletes_men", "athletes_women", "sports", "events", "medal_nations",
    "debut_nations", "opened_by", "stadium", "edition",
    "total_gold", "total_silver", "total_bronze", "total_medals",
)
GAMES_SUBJECT = "games"
SEASONS = ("summer", "winter")


@dataclass(frozen=True)
class GamesKind:
    """A kind of Games (``data/games_kinds.tsv``): its slug part, whether it has a Summer and
    a Winter edition, and its English name (``Asian Games``)."""

    kind: str
    seasonal: bool
    name: str


@lru_cache(maxsize=1)
def games_kinds() -> dict[str, GamesKind]:
    """Every kind of Games podium knows, by kind (``olympics``, ``asian-games``), read once
    from the packaged ``data/games_kinds.tsv``."""
    from podium.datafiles import read_tsv

    kinds = {}
    for row in read_tsv("podium", "data/games_kinds.tsv", header=("kind", "seasons", "name")):
        kind, seasons, name = row.fields
        if seasons not in ("-", " ".join(SEASONS)):
            raise ValueError(f"data/games_kinds.tsv:{row.line}: {kind}: seasons must be '-' or 'summer winter'")
        kinds[kind] = GamesKind(kind, seasons != "-", name)
    return kinds


@dataclass(frozen=True, slots=True)
class Reason:
    """One part of a rationale (or of a finding's message): a message key of
    ``podium.i18n.messages`` and its arguments, sorted by name (build one with ``reason``).
    The engines and the validators build them; the presenters render them."""

    key: str
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str) -> Arg:
        for given, value in self.args:
            if given == name:
                return value
        raise KeyError(name)


def reason(key: str, **args: Arg) -> Reason:
    """``reason("only_source", value=30)``."""
    return Reason(key, tuple(sorted(args.items())))  # by name: names are unique, values never compared


@dataclass(frozen=True, slots=True)
class Span:
    """Character offsets ``[start, end)`` into ``Document.text``."""

    start: int
    end: int


@dataclass(frozen=True)
class Document:
    """A decoded source document.

    ``sha256`` is the hash of the original bytes and is the source's identity.
    ``format`` is one of ``text``, ``markdown``, ``csv``, ``html``, ``wikitext`` or
    ``json``; ``language`` is a BCP 47 tag such as ``zh-Hant``, ``zh-Hans``,
    ``ru``, ``en`` or ``und``; ``script`` an ISO 15924 code (``Hant``, ``Hans``,
    ``Cyrl``, ``Latn``...).
    """

    text: str
    format: str
    language: str
    script: str
    sha256: str
    origin: str
    encoding: str
    size: int
    title: str | None = None

    @property
    def id(self) -> str:
        return self.sha256


@dataclass(frozen=True)
class Games:
    """One edition of a Games, e.g. ``2004-summer-paralympics``, ``2006-asian-games``.

    ``kind`` is a kind of :func:`games_kinds`; ``season`` is ``summer`` or ``winter`` for a
    kind with seasons (Olympics, Universiade...) and ``""`` for one without (Asian Games)."""

    year: int
    season: str  # "summer" | "winter" | "" (a kind without seasons)
    kind: str  # a kind of games_kinds(): "olympics", "paralympics", "asian-games"...

    @property
    def slug(self) -> str:
        return f"{self.year}-{self.season}-{self.kind}" if self.season else f"{self.year}-{self.kind}"

    @property
    def name(self) -> str:
        known = games_kinds().get(self.kind)
        kind = known.name if known else self.kind.capitalize()
        return f"{self.year} {self.season.capitalize()} {kind}" if self.season else f"{self.year} {kind}"

    @classmethod
    def from_slug(cls, slug: str) -> Games:
        """``2004-summer-paralympics``, ``2006-asian-games`` -> Games; ValueError naming the
        expected shape otherwise."""
        year, _, rest = slug.partition("-")
        season, _, kind = rest.partition("-")
        if season not in SEASONS:
            season, kind = "", rest
        known = games_kinds().get(kind)
        if not year.isdigit() or known is None or known.seasonal != bool(season):
            seasonal = "|".join(k for k, v in games_kinds().items() if v.seasonal)
            raise ValueError(f"{slug!r} is not a Games slug: expected YEAR-summer|winter-{seasonal} "
                             "or YEAR-KIND for a kind without seasons (2006-asian-games)")
        return cls(int(year), season, kind)


@dataclass(frozen=True)
class MedalRow:
    """One row of a medal table as the document wrote it.

    ``rank`` is the stated rank, or the shared rank of the tie group for rows the
    document left unranked (then ``rank_stated`` is False). ``total`` is None when
    the document gives no total column; ``total_derived`` marks a computed one.
    """

    line: int
    rank: int | None
    rank_stated: bool
    mention: str
    gold: int
    silver: int
    bronze: int
    total: int | None
    span: Span
    raw: str
    total_derived: bool = False
    #: The nation's code where the document prints one beside its name (``KOR`` by ``Korea``).
    code: str = ""


@dataclass(frozen=True)
class TotalsRow:
    """A table's totals row (``總數：``, ``总计``, ``Total``...)."""

    line: int
    label: str
    gold: int | None
    silver: int | None
    bronze: int | None
    total: int | None
    span: Span
    raw: str


@dataclass(frozen=True)
class MedalTable:
    """A medal table: its rows in document order and its totals row, if any.

    ``layout`` names how the table was written (``tsv``, ``spaced``, ``pipe``).
    """

    rows: tuple[MedalRow, ...]
    totals: TotalsRow | None
    layout: str
    header_line: int | None = None
    scope: str = "overall"
    as_of: str | None = None
    #: The document shows only part of the table (top 10, a "…" row): absent nations
    #: are not missing.
    partial: bool = False
    #: The words that name this table's Games where they are the table's own: the cell of a
    #: Games, year or edition column (``1896 Summer Olympics``, ``rome-1960``, ``1994``), or the
    #: caption and heading above it (``Beijing 2008``). Empty: the document's Games.
    games_text: str = ""


@dataclass(frozen=True)
class Fact:
    """A statement about the Games (subject ``games``) or a nation."""

    attribute: str
    value: Value
    line: int
    span: Span
    text: str
    extractor: str
    qualifier: str | None = None
    subject: str = GAMES_SUBJECT
    #: the words of ``text`` that made the fact (``3,806 athletes``, ``Nations participating
    #: 108``, ``held in … Daegu``): what ``podium check --explain`` shows
    words: str = ""


@dataclass(frozen=True)
class PageSubject:
    """What a page is about beside its Games (``podium.extract.subject``): a sport page's sport
    (``sailing``), or a nation page's nation as written (``France``), or neither."""

    sport: str | None = None
    nation: str = ""


@dataclass(frozen=True)
class Extraction:
    """What the extract stage read from one document."""

    games: Games | None
    tables: tuple[MedalTable, ...] = ()
    facts: tuple[Fact, ...] = ()
    #: How many table-like blocks the table reader looked at (medal tables or not).
    tables_looked_at: int = 0
    #: Why the block closest to a medal table was not one (``line 5: no gold column``).
    closest_rejection: str | None = None
    #: What the page is about: the Games itself, or one sport or one nation at it.
    subject: PageSubject = field(default_factory=lambda: PageSubject())


class ResolutionStatus(str, Enum):
    EXACT = "exact"
    ALIAS = "alias"
    AMBIGUOUS = "ambiguous"
    NOT_FOUND = "not_found"


@dataclass(frozen=True)
class Resolution:
    """The outcome of resolving a nation mention.

    ``noc`` is set for ``exact`` and ``alias``; ``candidates`` lists the codes an
    ambiguous mention could mean, or suggestions ("did you mean") when not found.
    ``matched`` is the registry name that matched.
    """

    query: str
    status: ResolutionStatus
    noc: str | None = None
    matched: str | None = None
    candidates: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.noc is not None


@dataclass(frozen=True, slots=True)
class Claim:
    """One value one source states, with its full provenance. Slotted: a Games of 1,000 sources
    holds 400,000 claims, and a claim without an instance dict is 100 bytes smaller and its
    fields quicker to read and to set (``store.rows.claims_from_tuples``)."""

    source_id: str
    games: str
    subject: str
    attribute: str
    value: Value
    line: int
    span: Span
    raw: str
    extractor: str
    qualifier: str | None = None
    scope: str = "overall"
    #: The time the claim's table speaks for: None when its document states none, ``final``
    #: (as awarded at the closing ceremony), ``corrected`` (a later table with no date), or an
    #: ISO date (a day of the Games, or the date of a corrected table).
    as_of: str | None = None

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.games, self.subject, self.attribute)


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Finding:
    """A problem found in one source. Findings are data, never exceptions.

    ``reasons`` are the parts of the message as messages (``podium.i18n.messages``), for a
    reader of any language; ``message`` is their English text.
    """

    code: str
    severity: Severity
    source_id: str
    line: int | None
    subject: str | None
    attribute: str | None
    expected: Value | None
    actual: Value | None
    message: str
    reasons: tuple[Reason, ...] = ()


class DecisionStatus(str, Enum):
    AGREED = "agreed"
    RESOLVED = "resolved"
    DISPUTED = "disputed"
    PINNED = "pinned"
    OVERRIDDEN = "overridden"


@dataclass(frozen=True, slots=True)
class Stated:
    """How many claims and sources state a value in all, and its claims' qualifiers counted
    (``approx``, ``range:10500-10600``; in the order first stated): what a listing of a value
    shows of the sources it does not name (``Support.stated``)."""

    claims: int
    sources: int
    qualifiers: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Support:
    """One candidate value and the claims that state it. Read to be listed (``Store.decisions``
    with ``named``), ``claims`` may be those of its first sources only: ``stated`` then counts
    them all."""

    value: Value
    claims: tuple[Claim, ...]
    stated: Stated | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """The reconciled value of one (games, subject, attribute).

    ``value`` is None when the evidence does not decide; ``best_guess`` is then
    the value a table shows, marked as disputed. ``reasons`` are the parts of the
    rationale as messages (``podium.i18n.messages``), for a reader of any language, and
    are rendered when read (``podium.i18n.messages.english`` gives the English text);
    ``rationale`` is the English text as written of a decision that has no reasons (stored
    before revision 0002), empty otherwise.
    """

    games: str
    subject: str
    attribute: str
    status: DecisionStatus
    value: Value | None
    best_guess: Value | None
    confidence: float
    rationale: str
    support: tuple[Support, ...] = field(default_factory=tuple)
    reasons: tuple[Reason, ...] = ()
    #: The version of the Games' table this decision belongs to (``podium.reconcile.versions``):
    #: empty when no source states the time its table speaks for.
    version: str = ""

    @property
    def shown(self) -> Value | None:
        return self.value if self.value is not None else self.best_guess
