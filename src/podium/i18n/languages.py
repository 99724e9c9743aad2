"""Language tags: what one looks like, and which languages podium speaks to a reader of one.

The one place that decides the script of a Chinese tag: ``zh-Hant``, ``zh-TW``, ``zh-HK``
and ``zh-MO`` read Traditional Chinese (``zh-Hant``), every other Chinese tag (``zh``,
``zh-CN``, ``zh-SG``, ``zh-Hans``) Simplified (``zh-Hans``). The words of the pages and the
terminal (``podium.i18n.labels``), the messages (``podium.i18n.messages``), the host
cities (``podium.i18n.naming``) and the nation names (``podium.nations.name``) all follow
it. Nothing here imports the rest of podium (``podium.nations`` imports this module).
"""

from __future__ import annotations

import re

#: What a language tag looks like (BCP 47, loosely): ``en``, ``zh-Hant``, ``pt-BR``, ``sr-Latn-RS``.
LANGUAGE_TAG = re.compile(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}")
#: The regions whose Chinese is written in Traditional characters, without a script subtag.
TRADITIONAL_REGIONS = frozenset({"tw", "hk", "mo"})
#: The two Chinese scripts podium has words in, as podium tags them.
TRADITIONAL, SIMPLIFIED = "zh-Hant", "zh-Hans"


def subtags(lang: str) -> list[str]:
    """The lower-cased subtags of a tag (a locale's ``_`` separates them too): ``zh-Hant-TW``
    -> ``["zh", "hant", "tw"]``."""
    return lang.lower().replace("_", "-").split("-")


def base_language(lang: str) -> str:
    """The language subtag of a tag, lower-cased: ``pt-BR`` -> ``pt``."""
    return subtags(lang)[0]


def chinese_script(lang: str) -> str | None:
    """``zh-Hant`` or ``zh-Hans`` for a Chinese tag (a script subtag first, then the
    region: ``zh-TW`` is Traditional, ``zh-Hans-TW`` Simplified), None for any other language."""
    base, *rest = subtags(lang)
    if base != "zh":
        return None
    if "hant" in rest:
        return TRADITIONAL
    if "hans" in rest:
        return SIMPLIFIED
    return TRADITIONAL if TRADITIONAL_REGIONS.intersection(rest) else SIMPLIFIED


def fallbacks(lang: str) -> list[str]:
    """The languages whose words a reader of ``lang`` gets, most specific first (English
    comes after all of them): ``zh-TW`` -> ``["zh-Hant"]``, ``pt-BR`` -> ``["pt-BR", "pt"]``."""
    script = chinese_script(lang)
    if script is not None:
        return [script]
    return [lang, lang.lower().split("-")[0]]
