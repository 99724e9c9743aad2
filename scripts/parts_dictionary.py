"""Make a preset dictionary for packing explanations' parts (``podium.store.codec.pack_parts``).

    python scripts/parts_dictionary.py OUT STORE...

Reads the stored parts of the decisions and findings of the given SQLite stores (made by
``podium ingest`` of real documents) and writes a zlib dictionary to OUT: the skeleton of each
message (its key and its arguments' names and kinds: ``{"key":"plain_say","args":{"n":1,
"speakers":[{"s":1}],"value":1``), the catalogue's messages that the stores never use first
and the commonest last (zlib finds what is near the end of a dictionary at the least cost),
then whole explanations of the commonest shapes.

``src/podium/store/parts-1.zdict`` was made this way from stores of the bundled corpus and of
real documents (Wikipedia pages, dataset exports), with ``--examples 12 --longest 1000``. It
is part of the store's format and never changes; a better dictionary is a new file under a
new mark (``codec.PACKED_PARTS``), the old one kept to read what it packed. OUT must not exist.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import string
import sys
from collections import Counter
from contextlib import closing
from pathlib import Path
from typing import Any

from podium.i18n.messages import catalogue
from podium.store.codec import unpack_text


def kind(value: Any) -> str:
    """A JSON argument as the dictionary writes it: its kind, not its value."""
    if isinstance(value, bool):
        return "true"
    if isinstance(value, int):
        return "1"
    if isinstance(value, float):
        return "0.5"
    if isinstance(value, str):
        return '""'
    if isinstance(value, dict):
        return '{"s":1}' if "s" in value else '{"key":"'
    if isinstance(value, list):
        return "[" + (kind(value[0]) if value else "]")
    return "null"


def skeleton(part: dict[str, Any]) -> str:
    return opening(part["key"], (f'"{n}":{kind(v)}' for n, v in part["args"].items()))


def opening(key: str, args: Any) -> str:
    """A message's JSON up to its last argument's value: ``{"key":"K","args":{"a":1,"b":``."""
    return '{"key":"' + key + '","args":{' + ",".join(args)


def placeholders(template: Any) -> list[str]:
    text = " ".join(template.values()) if isinstance(template, dict) else str(template)
    return sorted({f[1].split("!")[0].split(":")[0] for f in string.Formatter().parse(text) if f[1]})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("stores", type=Path, nargs="+")
    parser.add_argument("--examples", type=int, default=12, help="whole explanations of the commonest shapes")
    parser.add_argument("--longest", type=int, default=1000, help="the longest example kept, in characters")
    args = parser.parse_args()
    if args.out.exists():
        print(f"{args.out}: exists; a dictionary never changes (make a new one under a new name)", file=sys.stderr)
        return 2
    skeletons: Counter[str] = Counter()
    shapes: dict[tuple[str, ...], tuple[int, str]] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict) and "key" in node:
            skeletons[skeleton(node)] += 1
            for value in node["args"].values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for store in args.stores:
        with closing(sqlite3.connect(store)) as conn:
            for table in ("decisions", "findings"):
                for (stored,) in conn.execute(f"SELECT reasons FROM {table} WHERE reasons IS NOT NULL"):
                    text = unpack_text(stored)
                    walk(json.loads(text))
                    shape = tuple(re.findall(r'"key":"(\w+)"', text))
                    n, shortest = shapes.get(shape, (0, text))
                    shapes[shape] = (n + 1, min(shortest, text, key=len))
    used = {re.match(r'\{"key":"(\w+)"', s).group(1) for s in skeletons}  # type: ignore[union-attr]
    unused = [opening(key, (f'"{n}":' for n in placeholders(template)))
              for key, template in catalogue()["en"].items()
              if key not in used and not key.startswith("sep_") and key != "verbatim"]
    common = [s for s, _ in sorted(skeletons.items(), key=lambda kv: kv[1])]
    examples = [text for _, text in sorted(shapes.values(), key=lambda v: v[0])[-args.examples:]
                if len(text) <= args.longest]
    args.out.write_text('{"s":' + "".join(unused) + "".join(common) + "}}]}}," + "".join(examples), "utf-8")
    print(f"{args.out}: {args.out.stat().st_size} bytes, {len(unused) + len(common)} skeletons, {len(examples)} examples")
    return 0


if __name__ == "__main__":
    sys.exit(main())
