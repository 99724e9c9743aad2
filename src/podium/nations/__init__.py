"""Nation registry and resolver: a mention in any language -> an IOC/IPC code.

>>> resolve("Великобритания", lang="ru").noc
'GBR'
>>> resolve("Germany", games=1984).candidates
('FRG', 'GDR')
>>> name("TPE", "zh-Hant")
'中華台北'

A mention resolves by its *name* only. A code written next to it (``Japan (JPN)``) is a
hint that can break a tie between the names' candidates, never more. Fuzzy matches are
suggestions for a ``not_found`` mention, never a resolution.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

from podium.errors import NotFound
from podium.model import Games, Resolution, ResolutionStatus
from podium.nations.normalize import normalize_mention, parse_mention
from podium.nations.registry import CODE_LANG, AliasEntry, Registry, lang_family, registry

__all__ = ["resolve", "name", "is_noc", "nocs", "languages", "normalize_mention", "parse_mention", "registry"]

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


def _suggest(reg: Registry, key: str, lang: str | None) -> tuple[str, ...]:
    if not key:
        return ()
    keys = list(reg.index)
    out: list[str] = []
    for match in difflib.get_close_matches(key, keys, n=12, cutoff=0.6):
        for entry in sorted(reg.index[match], key=lambda e: (e.lang == CODE_LANG, e.rank)):
            if entry.code not in out:
                out.append(entry.code)
        if len(out) >= _SUGGESTIONS:
            break
    return tuple(out[:_SUGGESTIONS])


def resolve(name: str, lang: str | None = None, games: Games | int | None = None) -> Resolution:
    """Resolve a nation mention to an IOC/IPC code.

    ``lang`` (a BCP 47 tag) prefers names from that language; ``games`` (a :class:`Games`
    or a year) prefers codes in use that year and for that kind of Games, so "Germany" is
    GER in 2004 and FRG or GDR (ambiguous) in 1984. Without ``games``, current codes are
    preferred over historical ones. Years and kind only choose between the codes a name
    can mean: a name with one code resolves to it in any year. Statuses: ``exact`` (a ``name`` row or the code
    itself), ``alias`` (another row), ``ambiguous`` (candidates, no code) and
    ``not_found`` (up to three "did you mean" codes in ``candidates``).
    """
    mention = parse_mention(name)
    year, kind = (games.year, games.kind) if isinstance(games, Games) else (games, None)
    status, noc, matched, candidates = _resolve_key(mention.key, mention.hint, lang, year, kind)
    return Resolution(name, status, noc, matched, candidates)


@lru_cache(maxsize=65536)
def _resolve_key(
    key: str, hint: str | None, lang: str | None, year: int | None, kind: str | None
) -> tuple[ResolutionStatus, str | None, str | None, tuple[str, ...]]:
    """The resolution of a normalised key (cached: documents repeat the same names)."""
    reg = registry()
    entries = reg.index.get(key, ())
    if not entries:
        return ResolutionStatus.NOT_FOUND, None, None, _suggest(reg, key, lang)

    groups: dict[str, list[AliasEntry]] = {}
    for entry in entries:
        groups.setdefault(entry.code, []).append(entry)

    records = reg.records
    if year is not None:
        groups = _narrow(groups, lambda code, _: records[code].valid_in(year))
    if kind is not None:
        groups = _narrow(groups, lambda code, _: records[code].takes_part_in(kind))
    if lang:
        family = lang_family(lang)
        groups = _narrow(groups, lambda _, es: any(lang_family(e.lang) == family for e in es))
    top = min(min(e.rank for e in es) for es in groups.values())
    groups = _narrow(groups, lambda _, es: min(e.rank for e in es) == top)
    if year is None:
        groups = _narrow(groups, lambda code, _: records[code].current)
    if len(groups) > 1 and hint in groups:
        groups = {hint: groups[hint]}

    if len(groups) > 1:
        return ResolutionStatus.AMBIGUOUS, None, None, tuple(sorted(groups))
    code, found = next(iter(groups.items()))
    best = _best(found, lang)
    exact = best.kind == "name" or best.lang == CODE_LANG
    return (ResolutionStatus.EXACT if exact else ResolutionStatus.ALIAS), code, best.text, ()


_converters: dict[str, Any] = {}


def _convert(text: str, config: str) -> str:
    if config not in _converters:
        import opencc

        _converters[config] = opencc.OpenCC(config)
    return str(_converters[config].convert(text))


_TRADITIONAL = {"zh-hant", "zh-tw", "zh-hk", "zh-mo"}


def name(noc: str, lang: str = "en") -> str:
    """The display name of ``noc`` in ``lang``, falling back to English.

    Traditional Chinese (``zh-Hant``, ``zh-TW``, ``zh-HK``) comes from ``zh-Hant.tsv`` where
    usage differs from a mechanical conversion, else from the Simplified name through
    OpenCC ``s2twp``. An unknown code raises :class:`podium.errors.NotFound`.
    """
    reg = registry()
    code = noc.strip().upper()
    if code not in reg.records:
        raise NotFound(f"unknown nation code {noc!r}")
    display = reg.display
    if lang in display and code in display[lang]:
        return display[lang][code]
    low = lang.lower()
    if low in _TRADITIONAL or low.startswith("zh-hant"):
        if code in display.get("zh-Hant", {}):
            return display["zh-Hant"][code]
        if code in display.get("zh-Hans", {}):
            return _convert(display["zh-Hans"][code], "s2twp")
    elif lang_family(lang) == "zh" and code in display.get("zh-Hans", {}):
        return display["zh-Hans"][code]
    else:
        for other, names in display.items():
            if other.lower() == low or other.lower() == lang_family(lang):
                if code in names:
                    return names[code]
    return display.get("en", {}).get(code) or reg.records[code].name


def is_noc(code: str) -> bool:
    """Whether ``code`` is a code in the registry (current or historical), as written."""
    return code in registry().records


def nocs() -> list[str]:
    """Every code in the registry, sorted."""
    return sorted(registry().records)


def languages() -> tuple[str, ...]:
    """The languages podium has display names in (BCP 47 tags)."""
    return registry().languages
