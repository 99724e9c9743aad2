"""Nation registry and resolver: a mention in any language -> an IOC/IPC code.

>>> resolve("Великобритания", lang="ru").noc
'GBR'
>>> resolve("Germany", games=1984).candidates
('FRG', 'GDR')
>>> name("TPE", "zh-Hant")
'中華台北'

A mention resolves by its *name* only. A code written next to it (``Japan (JPN)``) or a
flag emoji (``🇰🇷 Korea``) is a hint that can break a tie between the names' candidates,
never more; a flag standing alone is an ISO code (``🇩🇪`` is GER, or FRG in 1984). Fuzzy
matches are suggestions for a ``not_found`` mention, never a resolution, but for one slip of
the pen in a long name (``Grande-Breatgne``, ``Columbia``): one letter changed or two
neighbours swapped, in a name of eight letters or more, one name only is that close to.

Names come from ``data/aliases/<lang>.tsv`` (curated) and ``data/generated/<lang>.tsv``
(CLDR and ISO 3166 translations in 40 languages, rebuilt by
``scripts/build_nation_index.py``); see :mod:`podium.nations.registry`.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import chain
from typing import Literal

from podium.errors import NotFound
from podium.i18n.languages import SIMPLIFIED, TRADITIONAL, chinese_script
from podium.model import Games, Resolution, ResolutionStatus
from podium.nations.normalize import normalize_mention, parse_mention
from podium.nations.registry import CODE_LANG, AliasEntry, Registry, lang_family, registry
from podium.unicode_scripts import han_converter

__all__ = ["resolve", "resolve_together", "name", "is_noc", "nocs", "languages", "names_language",
           "normalize_mention", "parse_mention", "registry"]

_SUGGESTIONS = 3


def _narrow(
    groups: dict[str, list[AliasEntry]], keep: Callable[[str, list[AliasEntry]], bool]
) -> dict[str, list[AliasEntry]]:
    """Keep the codes ``keep`` accepts, unless it would leave none."""
    kept = {code: entries for code, entries in groups.items() if keep(code, entries)}
    return kept or groups


def _best(entries: Iterable[AliasEntry], lang: str | None) -> AliasEntry:
    family = lang_family(lang) if lang else None
    return min(entries, key=lambda e: (e.rank, e.lang != lang, lang_family(e.lang) != family))


_PREFILTER = 100
_COMMON = 800


@lru_cache(maxsize=1)
def _bigrams() -> dict[str, tuple[str, ...]]:
    """Character bigram -> keys holding it (built on the first "did you mean")."""
    index: dict[str, list[str]] = {}
    for key in registry().index:
        for gram in _grams(key):
            index.setdefault(gram, []).append(key)
    return {gram: tuple(keys) for gram, keys in index.items()}


def _grams(key: str) -> set[str]:
    padded = f" {key} "
    return {padded[i : i + 2] for i in range(len(padded) - 1)}


def _pool(key: str) -> list[str]:
    """The keys sharing the most character bigrams with ``key``: the only ones worth scoring."""
    grams = _bigrams()
    lists = sorted((grams.get(gram, ()) for gram in _grams(key)), key=len)
    # the rarest bigrams pick the pool; the commonest (" a", "a ") only when little else is left
    kept = [keys for keys in lists if len(keys) <= _COMMON] or lists[:2]
    shared = Counter(chain.from_iterable(kept))
    return [k for k, _ in shared.most_common(_PREFILTER)]


_TYPO_LENGTH = 8


def _one_slip(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter changed or two neighbouring letters swapped."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    if len(diff) == 1:
        return a[diff[0]].isalpha() and b[diff[0]].isalpha()
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


def _slip_of(reg: Registry, key: str) -> str | None:
    """The one key that ``key`` is a slip of the pen of (:func:`_one_slip`), or None when
    there is none or more than one; that key then resolves as usual (by year, by language)."""
    if len(key) < _TYPO_LENGTH:
        return None
    near = [other for other in _pool(key) if _one_slip(key, other)]
    return near[0] if len(near) == 1 else None


def _suggest(reg: Registry, key: str, lang: str | None) -> tuple[str, ...]:
    """Up to three codes whose names look like ``key`` (difflib ratio >= 0.6), best first;
    given ``lang``, names in that language, in English and codes only (Finnish's Skotlanti is
    no suggestion for an English Atlantis).

    The keys sharing the most character bigrams with ``key`` are scored, not all of them,
    so a miss costs well under a millisecond.
    """
    if not key:
        return ()
    pool = _pool(key)
    if lang is not None:
        readable = {lang_family(lang), "en", CODE_LANG}
        pool = [other for other in pool if any(lang_family(e.lang) in readable for e in reg.index[other])]
    scored = []
    matcher = difflib.SequenceMatcher()
    matcher.set_seq2(key)
    for other in pool:
        matcher.set_seq1(other)
        if matcher.real_quick_ratio() >= 0.6 and matcher.quick_ratio() >= 0.6:
            score = matcher.ratio()
            if score >= 0.6:
                scored.append((score, other))
    out: list[str] = []
    for _, match in sorted(scored, key=lambda x: (-x[0], x[1])):
        for entry in sorted(reg.index[match], key=lambda e: (e.lang == CODE_LANG, e.rank, e.code)):
            if entry.code not in out:
                out.append(entry.code)
        if len(out) >= _SUGGESTIONS:
            break
    return tuple(out[:_SUGGESTIONS])


def resolve(name: str, lang: str | None = None, games: Games | int | None = None) -> Resolution:
    """Resolve a nation mention to an IOC/IPC code.

    ``lang`` (a BCP 47 tag) prefers names from that language; ``games`` (a :class:`Games`
    or a year) keeps the codes in use that year and for that kind of Games, so "Germany" is
    GER in 2004 and FRG or GDR (ambiguous) in 1984. When none of a name's codes was in
    use, the name stands for the codes that were, along the predecessor/successor links
    of ``nocs.tsv`` (:meth:`Registry.codes_then`): "RPC" is RUS in 2004, "ROC" is OAR in
    2018, "Olympic Athletes from Russia" is AIN in 2024. At Games its team did not enter
    under its code (``absences.tsv``), a code stands for the linked team that did, and so
    does a name of that team's other kind of Games: "Russia" and "ROC" are RPC at the 2020
    Paralympics, "Olympic Athletes from Russia" is NPA at the 2018 Paralympics. If nothing
    stood for it ("Russia" at the 2016 Paralympics), the name is ``not_found`` with its own
    codes as candidates. Without ``games``, current codes are preferred over historical ones. Statuses: ``exact`` (a
    ``name`` row of the code or the code itself), ``alias`` (another row, or a name of a
    linked code), ``ambiguous`` (candidates, no code) and ``not_found`` (up to three "did
    you mean" codes in ``candidates``).

    Results are cached (a document repeats its names; a bulk run repeats them millions of
    times); a :class:`Resolution` is immutable, so sharing one is safe.
    """
    return _resolve(name, lang, games)


def resolve_together(
    names: Sequence[str], lang: str | None = None, games: Games | int | None = None
) -> tuple[Resolution, ...]:
    """Resolve names listed together, each of a different nation (the rows of one medal
    table): as :func:`resolve`, and an ambiguous name whose candidates are all named by
    the other rows but one is that one. "Germany" beside "East Germany" in a 1972 table is
    FRG, "Congo" beside "DR Congo" is CGO; two rows that are both "Germany" stay ambiguous.
    Such a name resolves as an ``alias`` and keeps its candidates."""
    found = [resolve(n, lang, games) for n in names]
    taken = {r.noc for r in found if r.noc is not None}
    settled = True
    while settled:
        settled = False
        for i, r in enumerate(found):
            if r.status is not ResolutionStatus.AMBIGUOUS:
                continue
            left = [c for c in r.candidates if c not in taken]
            if len(left) == 1:
                found[i] = Resolution(r.query, ResolutionStatus.ALIAS, left[0], r.matched, r.candidates)
                taken.add(left[0])
                settled = True
    return tuple(found)


@lru_cache(maxsize=131072)
def _resolve(name: str, lang: str | None, games: Games | int | None) -> Resolution:
    mention = parse_mention(name)
    year, kind = (games.year, games.kind) if isinstance(games, Games) else (games, None)
    hint = mention.hint
    if mention.flag and hint is None:
        hint = _flag_code(mention.flag, year, kind)
        if not mention.key and hint:
            # a flag standing alone (🇩🇪) is an ISO code: the code in use that year
            return Resolution(name, ResolutionStatus.ALIAS, hint, name.strip())
    written = name.strip()
    lone = _LONE_TEMPLATE.fullmatch(written)
    written = lone.group(1) if lone else written  # {{DEU}}, {{US}}: a wiki's flag by its ISO code
    if lone and year is not None and (own := _own_template(written, lang, year)) is not None:
        return Resolution(name, ResolutionStatus.ALIAS, own, written)
    if _ISO3.fullmatch(written) and not _is_code(written) and not _is_name_in(written, lang):
        # three capitals that are no IOC code: a dataset's ISO 3166 alpha-3 code ("DEU", "NLD",
        # "CHE"), the code in use that year as a flag is; before the names of other languages,
        # where "NGA" (Nigeria) is Vietnamese for Russia
        code = _flag_code(written, year, kind)
        if code is not None:
            return Resolution(name, ResolutionStatus.ALIAS, code, written)
    status, noc, matched, candidates = _resolve_key(mention.key, hint, lang, year, kind)
    if noc is None and status is ResolutionStatus.NOT_FOUND and _ISO2.fullmatch(written):
        # two capitals that are no code and no name: a dataset's ISO 3166 code ("NO", "DE"), as a flag is
        code = _flag_code(written, year, kind)
        if code is not None:
            return Resolution(name, ResolutionStatus.ALIAS, code, written)
    if noc is None and status is ResolutionStatus.NOT_FOUND:
        for part in _other_forms(name):
            found = _resolve(part, lang, games)
            if found.noc is not None:
                return Resolution(name, ResolutionStatus.ALIAS, found.noc, found.matched)
    return Resolution(name, status, noc, matched, candidates)


_BRACKETED = re.compile(r"^(.*?)\s*[(\[]([^()\[\]]+)[)\]]\s*$")
_ISO2 = re.compile(r"[A-Z]{2}")
_ISO3 = re.compile(r"[A-Z]{3}")
_LONE_TEMPLATE = re.compile(r"\{\{\s*([A-Z]{2,3})\s*\}\}")


def _own_template(code: str, lang: str | None, year: int) -> str | None:
    """The nation a wiki's flag template names in the reader's language where it is no team
    of those Games: Portuguese {{EUA}} (Estados Unidos), not the United Team of Germany of
    1956-1964; {{ALE}}, {{JAP}}, {{HOL}}."""
    if not lang or not _is_name_in(code, lang):
        return None
    record = registry().records.get(code)
    if record is not None and record.valid_in(year):
        return None
    family = lang_family(lang)
    named = {e.code for e in registry().index.get(code.casefold(), ()) if e.lang != CODE_LANG
             and lang_family(e.lang) == family}
    return named.pop() if len(named) == 1 else None


def _is_code(written: str) -> bool:
    """Whether ``written`` is an IOC or IPC code of the registry's, of any time."""
    return any(entry.lang == CODE_LANG for entry in registry().index.get(written.casefold(), ()))


def _is_name_in(written: str, lang: str | None) -> bool:
    """Whether ``written`` is a name in the reader's language ``lang`` (German's "DDR")."""
    family = lang_family(lang) if lang else None
    return any(lang_family(entry.lang) == family for entry in registry().index.get(written.casefold(), ()))


#: a nation's name with a word for its team before or after it, in the languages that write one so
_TEAM = re.compile(r"(?:(?:team|équipe\s+d[eu']|selección\s+de|seleção\s+d[eo]|nazionale\s+d[i']|reprezentacja|"
                   r"сборная|збірна|delegation\s+of|delegación\s+de|délégation\s+d[eu'])\s*(.+)|"
                   r"(.+?)(?:\s*(?:体育代表团|体育代表團|代表团|代表團|代表队|代表隊|选手团|選手団|선수단|대표팀)|"
                   r"\s+(?:national team|delegation|team)))", re.I)
#: the host's name after the word for it ("Host nation Indonesia", "the hosts China")
_HOST_BEFORE = re.compile(r"(?:the\s+)?hosts?(?:\s+(?:nation|country|team))?\s+(.+)", re.I)
_INVERTED = re.compile(r"^([^,]+),\s*([^,]+)$")
_CODE_THEN_NAME = re.compile(r"^([A-Z]{3})\s+(\S.*)$")


def _other_forms(name: str) -> list[str]:
    """How a name a dataset wrote in two parts may be written whole: each part of ``United
    Kingdom (Great Britain)`` or ``Korea, North (PDR of Korea)``, ``Korea, North`` turned
    round (``North Korea``), the name after a code (``NOR    Norway``: two columns read as one),
    the name in its team's (``中国代表团``, ``Équipe de France``), after the word for the host
    (``Host nation Indonesia``)."""
    forms: list[str] = []
    bracketed = _BRACKETED.match(name.strip())
    if bracketed:
        forms += [bracketed.group(1), bracketed.group(2)]
    coded = _CODE_THEN_NAME.match(name.strip())
    if coded:  # a code column beside the name's, read as one ("NOR    Norway")
        forms += [coded.group(2), coded.group(1)]
    team = _TEAM.fullmatch(name.strip())
    if team:  # the nation's team: "中国体育代表团", "日本選手団", "한국 선수단", "Équipe de France"
        forms.append(team.group(1) or team.group(2))
    host = _HOST_BEFORE.fullmatch(name.strip())
    if host:  # "Host nation Indonesia", "hosts China"
        forms.append(host.group(1))
    for form in [name.strip(), *forms]:
        inverted = _INVERTED.match(form)
        if inverted:
            forms.append(f"{inverted.group(2)} {inverted.group(1)}")
    return [f.strip() for f in forms if f.strip() and f.strip() != name.strip()]


def _flag_code(iso: str, year: int | None, kind: str | None) -> str | None:
    """The IOC code of an ISO 3166 code (a flag's alpha-2, or a dataset's alpha-2 or alpha-3):
    the one in use in ``year`` at that kind of Games, by the rule names follow
    (:func:`_codes_then`); without a year, the current one."""
    reg = registry()
    codes: dict[str, list[AliasEntry]] = {r.code: [] for r in reg.records.values() if iso in (r.iso2, r.iso3)}
    if year is not None:
        codes = _codes_then(reg, codes, year, kind)
    records = sorted((reg.records[code] for code in codes), key=lambda r: (not r.current, r.games != "both", r.code))
    return records[0].code if records else None


@lru_cache(maxsize=131072)
def _resolve_key(
    key: str, hint: str | None, lang: str | None, year: int | None, kind: str | None
) -> tuple[ResolutionStatus, str | None, str | None, tuple[str, ...]]:
    """The resolution of a normalised key (cached: documents repeat the same names)."""
    reg = registry()
    entries = reg.index.get(key, ())
    if not entries:
        slip = _slip_of(reg, key)
        if slip is None:
            return ResolutionStatus.NOT_FOUND, None, None, _suggest(reg, key, lang)
        status, noc, matched, candidates = _resolve_key(slip, hint, lang, year, kind)
        exact = status is ResolutionStatus.EXACT
        return (ResolutionStatus.ALIAS if exact else status), noc, matched, candidates

    groups: dict[str, list[AliasEntry]] = {}
    for entry in entries:
        groups.setdefault(entry.code, []).append(entry)

    if year is not None:
        then = _codes_then(reg, groups, year, kind)
        if not then:
            # a name of codes none of which (nor any linked code) was in use then
            return ResolutionStatus.NOT_FOUND, None, None, tuple(sorted(_prefer(groups, lang)))
        groups = then
    groups = _prefer(groups, lang)
    if year is None:
        groups = _narrow(groups, lambda code, _: reg.records[code].current)
    if len(groups) > 1 and hint in groups:
        groups = {hint: groups[hint]}

    if len(groups) > 1:
        return ResolutionStatus.AMBIGUOUS, None, None, tuple(sorted(groups))
    code, found = next(iter(groups.items()))
    best = _best(found, lang)
    # a name of another code (RPC's, standing for RUS in 2004) is an alias of this one
    exact = best.code == code and (best.kind == "name" or best.lang == CODE_LANG)
    return (ResolutionStatus.EXACT if exact else ResolutionStatus.ALIAS), code, best.text, ()


def _codes_then(
    reg: Registry, groups: dict[str, list[AliasEntry]], year: int, kind: str | None
) -> dict[str, list[AliasEntry]]:
    """The codes of ``groups`` in use in ``year`` (at that kind of Games, not absent from it);
    if there are none, the codes that stood for them then (:meth:`Registry.codes_then`), each
    with the entries of the codes it stands for; empty if nothing was in use."""
    in_use = {code: entries for code, entries in groups.items() if reg.records[code].in_use(year, kind)}
    if in_use:
        return in_use
    then: dict[str, list[AliasEntry]] = {}
    for code, entries in groups.items():
        for other in reg.codes_then(code, year, kind):
            then.setdefault(other, []).extend(entries)
    return then


def _prefer(groups: dict[str, list[AliasEntry]], lang: str | None) -> dict[str, list[AliasEntry]]:
    """The codes named in ``lang``'s family, then those with the best kind of row."""
    if lang:
        family = lang_family(lang)
        groups = _narrow(groups, lambda _, es: any(lang_family(e.lang) == family for e in es))
    top = min(min(e.rank for e in es) for es in groups.values())
    return _narrow(groups, lambda _, es: min(e.rank for e in es) == top)


def _convert(text: str, config: Literal["s2twp"]) -> str:
    return str(han_converter(config).convert(text))


def name(noc: str, lang: str = "en", year: int | None = None) -> str:
    """The display name of ``noc`` in ``lang`` in the IOC's usage, falling back to English.

    The curated ``name`` row of ``aliases/<lang>.tsv`` comes first (Chinese Taipei, not
    Taiwan; Great Britain, not the United Kingdom), then CLDR's name from the generated
    index (``generated/<lang>.tsv``, 40 languages). A regional tag uses its language
    (``de-AT`` -> ``de``); Traditional Chinese (``zh-Hant``, ``zh-TW``, ``zh-HK``) without a
    name of its own converts the Simplified one with OpenCC ``s2twp``. An unknown code
    raises :class:`podium.errors.NotFound`.

    With ``year`` (of the Games), the name in use that year where ``name_periods.tsv`` has
    one (``name("MKD", "en", 2004)`` is "Macedonia"); a language without a row for the
    code keeps its current name. Without ``year``, today's name.

    >>> name("MKD"), name("MKD", "en", 2004), name("MKD", "ru", 2021)
    ('North Macedonia', 'Macedonia', 'Северная Македония')
    """
    reg = registry()
    code = noc.strip().upper()
    if code not in reg.records:
        raise NotFound(f"unknown nation code {noc!r}")
    display = reg.display
    periods = reg.name_periods.get(code, {}) if year is not None else {}
    for source, traditional in _sources(lang, display):
        then = next((p.name for p in periods.get(source, ()) if year is not None and p.covers(year)), None)
        text = then or display.get(source, {}).get(code)
        if text:
            return _convert(text, "s2twp") if traditional else text
    return reg.records[code].name


def _sources(lang: str, display: dict[str, dict[str, str]]) -> list[tuple[str, bool]]:
    """The languages whose names ``lang`` shows, best first, each with whether it is
    Simplified Chinese to convert to Traditional; English last."""
    low = lang.lower()
    out = [(lang, False)]
    script = chinese_script(lang)  # zh-TW, zh-HK, zh-MO and zh-Hant read Traditional; other zh Simplified
    if script == TRADITIONAL:
        out += [(TRADITIONAL, False), (SIMPLIFIED, True)]
    elif script == SIMPLIFIED:
        out.append((SIMPLIFIED, False))
    else:
        family = _LEGACY_TAGS.get(lang_family(lang), lang_family(lang))
        out += [(other, False) for other in display if other.lower() == low or other.lower() == family]
    out.append(("en", False))
    return out


#: tags that name the same language as one podium has: Norwegian, and ISO 639 codes since replaced
_LEGACY_TAGS = {"no": "nb", "iw": "he", "in": "id", "ji": "yi"}


def is_noc(code: str) -> bool:
    """Whether ``code`` is a code in the registry (current or historical), as written."""
    return code in registry().records


def nocs() -> list[str]:
    """Every code in the registry, sorted."""
    return sorted(registry().records)


def languages() -> tuple[str, ...]:
    """The languages podium has display names in (BCP 47 tags)."""
    return registry().languages


def names_language(lang: str) -> bool:
    """Whether podium has nation names in ``lang``, a variant of it (``de-AT``, ``zh-TW``) or
    the language an older tag stands for (``no`` is Norwegian Bokmål, ``iw`` Hebrew)."""
    family = lang_family(lang)
    families = {lang_family(t) for t in registry().languages}
    return _LEGACY_TAGS.get(family, family) in families
