"""Rebuild podium's generated nation index from CLDR (Babel) and the ISO 3166 translations
(pycountry's gettext catalogs).

    .venv/bin/python scripts/build_nation_index.py          # rewrite src/podium/nations/data/generated/
    .venv/bin/python scripts/build_nation_index.py --check  # exit 1 if the committed files differ

Babel and pycountry are development-time tools (the ``test`` extra): at run time podium
reads only the committed files. For each language in :data:`LANGUAGES` the script collects

* the CLDR territory name (``Locale(lang).territories``) of each ISO 3166-1 alpha-2 code in
  ``nocs.tsv`` (kind ``name``: the fallback display name where no curated name exists;
  kind ``display``, with no key, where the name is kept for display only because a
  curated row already has its key; a trailing parenthesis is left out of the name, as the
  IOC writes "Myanmar", not "Myanmar (Burma)", and kept as an alias),
* the ISO 3166-1 ``name``, ``common_name`` and ``official_name`` and the ISO 3166-3 names of
  the historical codes, translated, with ISO's inverted forms also read naturally
  ("Korea, Republik" -> "Republik Korea") and a name's part before a trailing parenthesis
  kept too (Arabic "المجر (هنغاريا)" -> "المجر") (kind ``alias``),

maps each ISO code to the IOC/IPC code through the ``iso2``/``iso3`` columns of ``nocs.tsv``
(the current code where several share one ISO code: DE is GER, not FRG), and keeps a name
only when it cannot silently mis-resolve:

1. a name whose key a curated alias file already has is dropped: the curated rows decide
   (CLDR's "Taiwan" for TPE stays an English alias row, not a new entry);
2. a name whose key is a three-letter IOC code is dropped (codes are IOC codes);
3. a single-word name of one code of a confusable group (``confusable.tsv``: CGO/COD,
   KOR/PRK, ISV/IVB) that is a word of another member's name in the same language
   (German "Kongo" in "Demokratische Republik Kongo") is written for every member of the
   group, kind ``short``, so it resolves as ambiguous;
4. a key that the generated names of different codes share (outside rule 3) is dropped
   for all of them: such keys come from mistranslations in the catalogs (Persian
   "فلسطین" for Eritrea, "Slovenska republika" for Gambia) and a wrong code is worse than
   none. The genuine shared names (Korea, Congo, Germany before 1990) are curated.

Every decision of 1, 3 and 4 is listed in ``generated/collisions.tsv``. Rows carry their
normalised key, so loading the index at run time normalises nothing. Output is sorted.
"""

from __future__ import annotations

import argparse
import gettext
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "podium" / "nations" / "data"
OUT = DATA / "generated"

#: podium tag -> (Babel locale id, pycountry catalog ids)
LANGUAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ar": ("ar", ("ar",)),
    "bg": ("bg", ("bg",)),
    "ca": ("ca", ("ca",)),
    "cs": ("cs", ("cs",)),
    "da": ("da", ("da",)),
    "de": ("de", ("de",)),
    "el": ("el", ("el",)),
    "en": ("en", ()),
    "es": ("es", ("es",)),
    "et": ("et", ("et",)),
    "fa": ("fa", ("fa",)),
    "fi": ("fi", ("fi",)),
    "fr": ("fr", ("fr",)),
    "he": ("he", ("he",)),
    "hi": ("hi", ("hi",)),
    "hr": ("hr", ("hr",)),
    "hu": ("hu", ("hu",)),
    "id": ("id", ("id",)),
    "it": ("it", ("it",)),
    "ja": ("ja", ("ja",)),
    "ko": ("ko", ("ko",)),
    "lt": ("lt", ("lt",)),
    "lv": ("lv", ("lv",)),
    "ms": ("ms", ("ms",)),
    "nb": ("nb", ("nb_NO",)),
    "nl": ("nl", ("nl",)),
    "pl": ("pl", ("pl",)),
    "pt": ("pt", ("pt", "pt_BR")),
    "ro": ("ro", ("ro",)),
    "ru": ("ru", ("ru",)),
    "sk": ("sk", ("sk",)),
    "sl": ("sl", ("sl",)),
    "sr": ("sr", ("sr",)),
    "sv": ("sv", ("sv",)),
    "th": ("th", ("th",)),
    "tr": ("tr", ("tr",)),
    "uk": ("uk", ("uk",)),
    "vi": ("vi", ("vi",)),
    "zh-Hans": ("zh_Hans", ("zh_CN",)),
    "zh-Hant": ("zh_Hant", ("zh_TW", "zh_HK")),
}

#: CLDR territory codes outside ISO 3166-1 that name an IOC member (Kosovo: XK, user-assigned)
CLDR_EXTRA = {"XK": "KOS"}

KIND_ORDER = {"name": 0, "display": 0, "alias": 1, "short": 2}
HEADER = "code\tname\tkind\tkey\n"


def _iso_maps() -> tuple[dict[str, str], dict[str, str]]:
    """ISO alpha-2 -> IOC code (current codes first) and ISO alpha-3 of historical codes -> IOC code."""
    from podium.nations.records import load_records

    alpha2: dict[str, str] = {}
    historic3: dict[str, str] = {}
    records = load_records()
    for record in sorted(records.values(), key=lambda r: (not r.current, r.games != "both", r.code)):
        if record.iso2 and record.iso2 not in alpha2:
            alpha2[record.iso2] = record.code
    for record in records.values():
        if not record.current and record.iso3:
            historic3.setdefault(record.iso3, record.code)
    return alpha2, historic3


def _catalog(domain: str, ids: tuple[str, ...]) -> dict[str, str]:
    import pycountry

    merged: dict[str, str] = {}
    for catalog_id in ids:
        try:
            tr = gettext.translation(domain, pycountry.LOCALES_DIR, languages=[catalog_id])
        except OSError:
            continue
        for msgid, msgstr in getattr(tr, "_catalog", {}).items():
            if isinstance(msgid, str) and msgid and msgstr:
                merged.setdefault(msgid, msgstr)
    return merged


def _raw_names(lang: str) -> list[tuple[str, str, str]]:
    """(code, name, kind) from CLDR and ISO for one language, before any filtering."""
    import pycountry
    from babel import Locale

    alpha2, historic3 = _iso_maps()
    babel_id, catalog_ids = LANGUAGES[lang]
    territories = Locale.parse(babel_id).territories
    out: list[tuple[str, str, str]] = []
    for iso2, code in [*alpha2.items(), *CLDR_EXTRA.items()]:
        if iso2 in territories:
            full = territories[iso2]
            short = _PAREN.sub("", full)
            # "Myanmar (Burma)": the short form is the display name, the long one an alias
            out.append((code, short or full, "name"))
            if short and short != full:
                out.append((code, full, "alias"))
    iso1 = _catalog("iso3166-1", catalog_ids)
    for country in pycountry.countries:
        code = alpha2.get(country.alpha_2)
        if code is None:
            continue
        for attr in ("name", "common_name", "official_name"):
            english = getattr(country, attr, None)
            if not english:
                continue
            text = english if lang == "en" else iso1.get(english)
            if text:
                out.append((code, text, "alias"))
                out.extend((code, form, "alias") for form in _uninverted(text))
                short = _PAREN.sub("", text)  # "المجر (هنغاريا)": the name before the parenthesis too
                if short and short != text:
                    out.append((code, short, "alias"))
    iso3 = _catalog("iso3166-3", catalog_ids)
    for old in pycountry.historic_countries:
        code = historic3.get(old.alpha_3)
        if code is None:
            continue
        text = old.name if lang == "en" else iso3.get(old.name)
        if text:
            out.append((code, text, "alias"))
    return out


_PAREN = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")


def _uninverted(text: str) -> list[str]:
    """ISO's inverted forms read naturally: "Congo, República Democrática do" -> "República Democrática do Congo"."""
    head, sep, tail = text.partition(", ")
    if not sep or ", " in tail or not head or not tail:
        return []
    return [f"{tail} {head}"]


def _confusable() -> list[tuple[str, ...]]:
    text = (DATA / "confusable.tsv").read_text(encoding="utf-8")
    groups = []
    for line in text.splitlines()[1:]:
        if line.strip():
            groups.append(tuple(c.strip() for c in line.split("\t")[0].split(",")))
    return groups


def _is_word_of(word: str, other: str) -> bool:
    """Whether ``word`` (one word, no spaces) is a word of ``other`` (or a prefix, in scripts without spaces)."""
    if " " in word or word == other:
        return False
    if word.isascii() or any(c.isspace() for c in other):
        return word in other.replace(",", " ").replace("-", " ").split()
    return other.startswith(word)


def _curated_entries() -> list[tuple[str, list[object]]]:
    from podium.nations.records import load_records
    from podium.nations.registry import _curated

    return _curated(load_records())  # type: ignore[return-value]


def build() -> dict[str, str]:
    """The generated files: file name -> text."""
    sys.path.insert(0, str(ROOT / "src"))
    from podium.nations.normalize import normalize_mention
    from podium.nations.registry import curated_keys

    curated = curated_keys()  # key -> codes
    codes3 = {c.casefold() for c in _iso_maps()[0].values()} | {k for k in curated if len(k) == 3 and k.isascii()}
    groups = _confusable()
    collisions: list[tuple[str, str, str, str, str]] = []  # lang, key, name, codes, decision

    per_lang: dict[str, dict[tuple[str, str], tuple[str, str]]] = {}
    display: dict[str, dict[str, str]] = {}
    key_codes: dict[str, set[str]] = defaultdict(set)
    for lang in LANGUAGES:
        rows: dict[tuple[str, str], tuple[str, str]] = {}  # (code, key) -> (name, kind)
        cldr: dict[str, str] = {}
        for code, text, kind in _raw_names(lang):
            text = " ".join(text.split())
            if kind == "name":
                cldr.setdefault(code, text)
            key = normalize_mention(text)
            if not key:
                continue
            if key in curated:
                if curated[key] != {code}:  # e.g. ISO's "Congo" for CG, where the curated rows say CGO or COD
                    collisions.append((lang, key, text, f"{code}>{','.join(sorted(curated[key]))}", "curated"))
                continue
            if key in codes3:
                collisions.append((lang, key, text, code, "code"))
                continue
            old = rows.get((code, key))
            if old is None or KIND_ORDER[kind] < KIND_ORDER[old[1]]:
                rows[(code, key)] = (text, kind)
        # 3. confusable stems
        for group in groups:
            names = {c: [k for (cc, k) in rows if cc == c] for c in group}
            names_all = {c: names[c] + [k for k, cs in curated.items() if c in cs] for c in group}
            for code in group:
                for key in names[code]:
                    if any(_is_word_of(key, other) for c in group if c != code for other in names_all[c]):
                        text, _ = rows[(code, key)]
                        for member in group:
                            rows[(member, key)] = (text, "short")
                        collisions.append((lang, key, text, ",".join(group), "confusable"))
        per_lang[lang] = rows
        display[lang] = cldr
        for code, key in rows:
            key_codes[key].add(code)

    # 4. keys several codes share outside a confusable group: dropped for all of them
    confused = {c[1] for c in collisions if c[4] == "confusable"}
    for key, codes in sorted(key_codes.items()):
        if len(codes) > 1 and key not in confused:
            for lang, rows in per_lang.items():
                for code in codes:
                    if (code, key) in rows:
                        collisions.append((lang, key, rows.pop((code, key))[0], ",".join(sorted(codes)), "dropped"))

    files: dict[str, str] = {}
    for lang, rows in per_lang.items():
        lines = [(code, text, kind, key) for (code, key), (text, kind) in rows.items()]
        named = {code for code, _, kind, _ in lines if kind == "name"}
        lines += [(code, text, "display", "") for code, text in display[lang].items() if code not in named]
        lines.sort(key=lambda r: (r[0], KIND_ORDER[r[2]], r[3]))
        files[f"{lang}.tsv"] = HEADER + "".join("\t".join(r) + "\n" for r in lines)
    seen = set()
    body = []
    for row in sorted(collisions):
        if row not in seen:
            seen.add(row)
            body.append("\t".join(row) + "\n")
    names = sorted({e.text for _, entries in _curated_entries() for e in entries})
    files["keys.tsv"] = "name\tkey\n" + "".join(f"{n}\t{normalize_mention(n)}\n" for n in names)
    files["collisions.tsv"] = "lang\tkey\tname\tcodes\tdecision\n" + "".join(body)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files; exit 1 if they differ")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [n for n, text in files.items() if not (OUT / n).exists() or (OUT / n).read_text(encoding="utf-8") != text]
        extra = [p.name for p in OUT.glob("*.tsv") if p.name not in files]
        for n in stale + extra:
            print(f"stale: generated/{n}")
        return 1 if stale or extra else 0
    OUT.mkdir(exist_ok=True)
    for p in OUT.glob("*.tsv"):
        if p.name not in files:
            p.unlink()
    for n, text in files.items():
        (OUT / n).write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} files to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
