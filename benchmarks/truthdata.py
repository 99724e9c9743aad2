"""Loaders and scoring rules for the public truth-discovery datasets (../shared/datasets/truth).

Each loader returns a ``Dataset``: claims as parallel lists (object, attribute, value,
source), the value normalisation used, and a gold dict (object, attribute) -> checker.
The engines never see the gold; only ``score`` reads it.
"""

from __future__ import annotations

import csv
import html
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Dataset:
    name: str
    objects: list[str]
    attributes: list[str]
    values: list[str]  # the value each engine fuses (normalised as the dataset's rule says)
    sources: list[str]
    raw: list[str]  # the value as written
    numbers: list[float] = field(default_factory=list)
    #: (object, attribute) -> is this (normalised) value right?
    gold: dict[tuple[str, str], Callable[[str], bool]] = field(default_factory=dict)
    note: str = ""


# ── AbeBooks (Dong et al. 2009's rule: first and last names, in order; middle names ignored) ──

_ROLE = re.compile(
    r"\((?:joint\s+)?(?:author|editor|ed|eds|illustrator|translator|contributor|compiler)s?\.?\)"
    r"|\bby\s+\(author\)|\bedited\s+by\b|\b(?:with|by)\b\s*:?"
)
_SEP = re.compile(r"\s*(?:;|/|&|\band\b|\|)\s*")
_WORD = re.compile(r"[a-z][a-z'\-]*\.?")


def _words(text: str) -> list[str]:
    return [w.rstrip(".") for w in _WORD.findall(text)]


def _person(first_part: str, last_part: str) -> tuple[str, str]:
    first = _words(first_part)
    last = _words(last_part)
    return (first[0] if first else "", " ".join(last))


def parse_authors(raw: str) -> tuple[tuple[str, str], ...] | None:
    """An author string as written by a bookstore -> ((first, last), ...), or None."""
    text = html.unescape(raw).replace("\xa0", " ")
    text = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    text = text.lower().strip()
    if not text or text in ("not available", "n/a", "unknown"):
        return None
    text = re.sub(r"\bet\.?\s*al\.?", "", text)
    text = _ROLE.sub(";", text)
    text = re.sub(r"[\d\[\]{}\"]", " ", text)
    chunks = [c.strip(" ,.;") for c in _SEP.split(text)]
    chunks = [c for c in chunks if _words(c)]
    if not chunks:
        return None
    people: list[tuple[str, str]] = []
    if len(chunks) > 1:
        for c in chunks:
            if "," in c:
                last, _, first = c.partition(",")
                people.append(_person(first, last))
            else:
                w = _words(c)
                people.append((w[0], w[-1]) if len(w) > 1 else ("", w[0]))
        return tuple(people)
    parts = [p.strip() for p in chunks[0].split(",") if _words(p)]
    if len(parts) == 1:
        w = _words(parts[0])
        return ((w[0], w[-1]),) if len(w) > 1 else (("", w[0]),)
    if all(len(_words(p)) >= 2 for p in parts):
        # "first last, first last": unless it is "last, first middle"
        if len(parts) == 2 and len(_words(parts[0])) >= 2 and all(len(x) == 1 for x in _words(parts[1])[1:]):
            pass
        return tuple((_words(p)[0], _words(p)[-1]) for p in parts)
    for k in range(0, len(parts) - 1, 2):
        people.append(_person(parts[k + 1], parts[k]))
    if len(parts) % 2:
        w = _words(parts[-1])
        people.append((w[0], w[-1]) if len(w) > 1 else ("", w[0]))
    return tuple(people)


def authors_key(people: tuple[tuple[str, str], ...] | None) -> str:
    if not people:
        return ""
    return "; ".join(f"{first} {last}".strip() for first, last in people)


def _gold_authors(text: str) -> tuple[tuple[str, str], ...]:
    people = []
    for chunk in text.split(";"):
        if not chunk.strip():
            continue
        last, _, first = chunk.partition(",")
        people.append(_person(first, last))
    return tuple(people)


def load_abebooks(folder: Path) -> tuple[Dataset, Dataset]:
    """(raw, normalised): vote over the raw strings is the published .71 baseline."""
    objects, sources, raw = [], [], []
    with open(folder / "claims.csv", encoding="utf-8", errors="replace", newline="") as f:
        rows = csv.reader(f)
        next(rows)
        for row in rows:
            if len(row) < 6 or row[4].strip().lower() in ("not available", ""):
                continue
            objects.append(row[2].strip())
            sources.append(row[5].strip())
            raw.append(row[4])
    gold: dict[tuple[str, str], Callable[[str], bool]] = {}
    with open(folder / "gold.csv", encoding="utf-8", newline="") as f:
        for row in csv.reader(f):
            if len(row) >= 3:
                truth = authors_key(_gold_authors(row[2]))
                gold[(row[0].strip(), "authors")] = lambda key, t=truth: key == t
    keys = [authors_key(parse_authors(r)) for r in raw]
    keep = [i for i, k in enumerate(keys) if k]
    attrs = ["authors"] * len(keep)
    norm = Dataset(
        "abebooks", [objects[i] for i in keep], attrs, [keys[i] for i in keep],
        [sources[i] for i in keep], [raw[i] for i in keep], gold=gold,
    )
    # raw: values are the strings as written; scoring parses the chosen string
    raw_gold = {k: (lambda v, check=check: check(authors_key(parse_authors(v)))) for k, check in gold.items()}
    plain = Dataset(
        "abebooks-raw", objects, ["authors"] * len(objects), [r.strip() for r in raw], sources, raw,
        gold=raw_gold,
    )
    return plain, norm


# ── Population (Pasternack and Roth): exact value on the gold city-years ──


def load_population(folder: Path) -> Dataset:
    objects, attrs, values, sources, numbers = [], [], [], [], []
    with open(folder / "claims.txt", encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = [p.strip() for p in line.split("|\t")]
            if len(parts) < 6 or not parts[4].strip().lstrip("-").isdigit():
                continue
            objects.append(parts[2])
            attrs.append(parts[3])
            values.append(str(int(parts[4])))
            numbers.append(float(parts[4]))
            sources.append(parts[5])
    known = set(zip(objects, attrs))
    cities = {o for o in objects}
    gold: dict[tuple[str, str], Callable[[str], bool]] = {}
    with open(folder / "gold.txt", encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            place, year, population = line.strip().rsplit(",", 2)
            attribute = f"Population{year.strip()}"
            truth = str(int(population.strip()))
            city = place.split(",")[0].strip()
            for obj in (place.strip(), city):  # "city, state" as written, else the city alone
                if obj in cities and (obj, attribute) in known:
                    gold[(obj, attribute)] = lambda v, t=truth: v == t
                    break
    return Dataset("population-dafna", objects, attrs, values, sources, values[:], numbers, gold)


# ── RecordFusion Weather and Book ──

_NUM = re.compile(r"-?\d+(?:\.\d+)?")


def _weather_key(timeland: str) -> str:
    return re.sub(r"\s+", " ", timeland.strip().lower())


def _weather_value(attribute: str, text: str) -> str:
    t = text.strip().lower()
    if attribute == "conditions":
        return re.sub(r"\s+", " ", t)
    nums = _NUM.findall(t)
    if not nums:
        return ""
    return f"{round(float(nums[0]))}"


def load_weather(folder: Path) -> Dataset:
    objects, attrs, values, sources, raw, numbers = [], [], [], [], [], []
    with open(folder / "claims.csv", encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            obj = _weather_key(row["timeland"])
            for attribute in ("conditions", "dewpoint", "humidity", "temperature", "visibility", "windspeed"):
                cell = (row.get(attribute) or "").strip()
                value = _weather_value(attribute, cell)
                if not value:
                    continue
                objects.append(obj)
                attrs.append(attribute)
                values.append(value)
                sources.append(row["src"].strip())
                raw.append(cell)
                numbers.append(float(value) if attribute != "conditions" else float("nan"))
    present = set(zip(objects, attrs))
    gold: dict[tuple[str, str], Callable[[str], bool]] = {}
    with open(folder / "gold.csv", encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            obj = _weather_key(row["timeland"])
            for attribute in ("conditions", "dewpoint", "humidity", "temperature", "visibility", "windspeed"):
                truth = _weather_value(attribute, row.get(attribute) or "")
                if truth and (obj, attribute) in present:
                    gold[(obj, attribute)] = lambda v, t=truth: v == t
    return Dataset("weather", objects, attrs, values, sources, raw, numbers, gold,
                   note="numbers rounded to integers; conditions lower-cased")


def _book_text(text: str) -> str:
    return re.sub(r"[^a-z0-9;]+", " ", text.lower()).strip()


def _book_authors(text: str) -> str:
    """The set of name words: the stores' separators (";" between last and first names,
    or between authors) are not consistent, so order and punctuation are ignored."""
    words = re.sub(r"[^a-z ]+", " ", text.lower()).split()
    return " ".join(sorted({w for w in words if len(w) > 1}))


def load_book(folder: Path) -> Dataset:
    objects, attrs, values, sources, raw = [], [], [], [], []
    with open(folder / "claims.csv", encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            for attribute, norm in (("title", _book_text), ("author_list", _book_authors)):
                cell = (row.get(attribute) or "").strip()
                if not cell or cell == "not available":
                    continue
                value = norm(cell)
                if not value:
                    continue
                objects.append(row["isbn"].strip())
                attrs.append(attribute)
                values.append(value)
                sources.append(row["src"].strip())
                raw.append(cell)
    present = set(zip(objects, attrs))
    gold: dict[tuple[str, str], Callable[[str], bool]] = {}
    with open(folder / "gold_flat.csv", encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            attribute = row["attribute"].strip()
            norm = _book_text if attribute == "title" else _book_authors
            truth = norm(row["correct_val"])
            key = (row["tid"].strip(), attribute)
            if key in present:
                gold[key] = lambda v, t=truth: v == t
    return Dataset("book", objects, attrs, values, sources, raw, gold=gold,
                   note="title: lower-case words; authors: the set of name words (initials and order ignored)")


# ── Population, second copy (population_daz45): city + state keys ──


def load_population_daz45(folder: Path, pool_ip: bool = True) -> Dataset:
    """Claims keyed by (``city, state``, year); with ``pool_ip`` every anonymous (IP) editor is
    one source, as in the DAFNA copy (the issue's rule: "IP editors pooled")."""
    objects, attrs, values, sources, numbers = [], [], [], [], []
    with open(folder / "claims.txt", encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 4 or not parts[2].strip().lstrip("-").isdigit():
                continue
            key, _, year = parts[0].rpartition("_")
            editor = parts[1].strip()
            if pool_ip and editor.startswith("contributor #0"):
                editor = "contributor #0"
            objects.append(key.strip())
            attrs.append(f"Population{year.strip()}")
            values.append(str(int(parts[2])))
            numbers.append(float(parts[2]))
            sources.append(editor)
    known = set(zip(objects, attrs))
    gold: dict[tuple[str, str], Callable[[str], bool]] = {}
    with open(folder / "gold.txt", encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            place, year, population = line.strip().rsplit(",", 2)
            key = (place.strip(), f"Population{year.strip()}")
            truth = str(int(population.strip()))
            if key in known:
                gold[key] = lambda v, t=truth: v == t
    return Dataset("population-daz45", objects, attrs, values, sources, values[:], numbers, gold)


# ── Flight (Li et al. 2013), one day: the README's matching rule ──

FLIGHT_ATTRIBUTES = ("scheduled_departure", "actual_departure", "departure_gate",
                     "scheduled_arrival", "actual_arrival", "arrival_gate")
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})\s*([ap])?", re.IGNORECASE)
_NO_VALUE = {"", "-", "--", "not available", "contact airline", "not provided by airline"}


def flight_value(attribute: str, text: str) -> tuple[str, float]:
    """(normalised value, number): times as local ``HH:MM`` (minutes since midnight as the
    number), gates as upper-case letters and digits (``Terminal 8 - 46`` is ``46``); ``""``
    for no value."""
    t = text.strip()
    if t.lower() in _NO_VALUE:
        return "", float("nan")
    if attribute.endswith("gate"):
        gate = re.sub(r"[^A-Z0-9]", "", t.rpartition(" - ")[2].upper())
        return gate, float("nan")
    m = _CLOCK.search(t)
    if m is None:
        return "", float("nan")
    hour, minute = int(m.group(1)), int(m.group(2))
    half = (m.group(3) or "").lower()
    if half == "p" and hour < 12:
        hour += 12
    elif half == "a" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}", float(hour * 60 + minute)


def load_flight_day(claims_file: Path, truth_file: Path) -> Dataset:
    import gzip

    objects, attrs, values, sources, raw, numbers = [], [], [], [], [], []
    with gzip.open(claims_file, "rt", encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 8:
                continue
            for attribute, cell in zip(FLIGHT_ATTRIBUTES, parts[2:8]):
                value, number = flight_value(attribute, cell)
                if not value:
                    continue
                objects.append(parts[1].strip())
                attrs.append(attribute)
                values.append(value)
                sources.append(parts[0].strip())
                raw.append(cell)
                numbers.append(number)
    present = set(zip(objects, attrs))
    truths: dict[tuple[str, str], set[str]] = {}
    with open(truth_file, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 7:
                continue
            for attribute, cell in zip(FLIGHT_ATTRIBUTES, parts[1:7]):
                value, _ = flight_value(attribute, cell)
                key = (parts[0].strip(), attribute)
                if value and key in present:
                    truths.setdefault(key, set()).add(value)  # a flight listed twice: either is right
    gold: dict[tuple[str, str], Callable[[str], bool]] = {
        key: (lambda v, t=frozenset(ok): v in t) for key, ok in truths.items()
    }
    day = claims_file.name[:10]
    return Dataset(f"flight-{day}", objects, attrs, values, sources, raw, numbers, gold,
                   note="times as local HH:MM, gates as letters and digits")


def flight_days(folder: Path) -> list[tuple[str, Path, Path]]:
    """(date, claims file, truth file) for every day with both."""
    out = []
    for claims_file in sorted((folder / "claims").glob("*-data.txt.gz")):
        day = claims_file.name[:10]
        truth_file = folder / "truth" / f"{day}-truth.txt"
        if truth_file.exists():
            out.append((day, claims_file, truth_file))
    return out
