"""Table extraction speed per layout, side by side with baselines measured in the same run.

Generates a corpus (default 50 MB) of medal-table documents in every layout podium reads
(tests/extract/render.py renders them: random header language, column order, tie and zero
notation; prose paragraphs around the table), writes it to a temporary folder, then times:

* podium: ``read_bytes`` (decode, sniff the format, detect the language) and the table
  search (``podium.extract.tables.search_tables``) on every document;
* floor: read the file, decode UTF-8 and one regex pass (``\\d+``) over the same bytes;
* ``pandas.read_html`` on the HTML documents (needs the ``bench`` extra);
* a full ``mwparserfromhell.parse`` of the wikitext documents.

Prints documents/s and MB/s per layout and ratios against the baselines.

    .venv/bin/python benchmarks/extract.py [--mb 50] [--seed 1]
"""

from __future__ import annotations

import argparse
import io
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from podium.extract.tables import search_tables  # noqa: E402
from podium.readers import read_bytes  # noqa: E402
from tests.extract.render import COLUMNS, HEADERS, LAYOUTS, TIES, ZEROS, Options, Row, render, supported  # noqa: E402

PROSE = ("The Games opened in the host city's stadium in front of {n} spectators; {m} athletes from "
         "{k} nations took part in {e} events over {d} days, and the closing ceremony followed. ")


def _nations() -> list[str]:
    lines = (ROOT / "src" / "podium" / "nations" / "data" / "nocs.tsv").read_text(encoding="utf-8").splitlines()[1:]
    return [line.split("\t")[1] for line in lines if line.count("\t") > 2]


def _table(rng: random.Random, names: list[str], size: int) -> list[Row]:
    picked = rng.sample(names, size)
    medals = sorted(((rng.randint(0, 40), rng.randint(0, 40), rng.randint(1, 40)) for _ in picked),
                    key=lambda m: (-m[0], -m[1], -m[2]))
    rows, rank = [], 0
    for i, (name, m) in enumerate(zip(picked, medals), start=1):
        if i == 1 or m != medals[i - 2]:
            rank = i
        rows.append(Row(rank, name, m[0], m[1], m[2], sum(m)))
    return rows


def _options(rng: random.Random, layout: str) -> Options:
    columns = list(COLUMNS)
    rng.shuffle(columns)
    options = Options(layout=layout, lang=rng.choice(sorted(HEADERS)), columns=tuple(columns),
                      ties=rng.choice(TIES), zero=rng.choice(ZEROS), title="2008 Summer Olympics medal table")
    if not supported(options):
        options = Options(layout=layout, lang=options.lang, title=options.title)
    return options


def _document(rng: random.Random, names: list[str], layout: str) -> bytes:
    rows = _table(rng, names, rng.randint(40, min(200, len(names))))
    text = render(rows, _options(rng, layout))
    prose = "".join(PROSE.format(n=rng.randint(10, 90) * 1000, m=rng.randint(1000, 11000), k=rng.randint(50, 200),
                                 e=rng.randint(100, 500), d=rng.randint(10, 17)) for _ in range(rng.randint(5, 40)))
    if layout in ("html",):
        text = text.replace("<body>", f"<body><p>{prose}</p>", 1)
    elif layout in ("wikitext", "markdown", "spaced"):
        text = prose + "\n\n" + text + "\n" + prose + "\n"
    return text.encode("utf-8")


def generate(folder: Path, megabytes: float, seed: int) -> dict[str, list[Path]]:
    rng = random.Random(seed)
    names = _nations()
    budget = megabytes * 1_000_000 / len(LAYOUTS)
    corpus: dict[str, list[Path]] = {}
    for layout in LAYOUTS:
        written = 0
        paths = []
        while written < budget:
            data = _document(rng, names, layout)
            path = folder / f"{layout}-{len(paths):05d}.txt"
            path.write_bytes(data)
            paths.append(path)
            written += len(data)
        corpus[layout] = paths
    return corpus


def _time(paths: list[Path], work: Callable[[bytes], object]) -> float:
    start = time.perf_counter()
    for path in paths:
        work(path.read_bytes())
    return time.perf_counter() - start


def podium_tables(data: bytes) -> int:
    doc = read_bytes(data, "bench")
    return len(search_tables(doc.text, doc.format).tables)


_DIGITS = re.compile(r"\d+")


def floor(data: bytes) -> int:
    return len(_DIGITS.findall(data.decode("utf-8")))


def pandas_read_html(data: bytes) -> int:
    import pandas

    return len(pandas.read_html(io.StringIO(data.decode("utf-8")), flavor="lxml"))


def mwparserfromhell_parse(data: bytes) -> int:
    import mwparserfromhell

    return len(mwparserfromhell.parse(data.decode("utf-8")).nodes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mb", type=float, default=50.0, help="corpus size in MB (default 50)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        corpus = generate(Path(tmp), args.mb, args.seed)
        total = sum(p.stat().st_size for paths in corpus.values() for p in paths)
        print(f"corpus: {sum(len(p) for p in corpus.values())} documents, {total / 1e6:.1f} MB, {len(corpus)} layouts")
        header = (f"{'layout':<10} {'docs':>5} {'MB':>6} {'podium doc/s':>12} {'podium MB/s':>11} {'floor MB/s':>10} "
                  f"{'floor/podium':>12} {'baseline':<24} {'base MB/s':>9} {'base/podium':>11}")
        print(header)
        print("-" * len(header))
        for layout, paths in corpus.items():
            size = sum(p.stat().st_size for p in paths) / 1e6
            found = sum(podium_tables(p.read_bytes()) for p in paths[:3])
            assert found == 3, f"{layout}: expected one table per document"
            t_podium = _time(paths, podium_tables)
            t_floor = _time(paths, floor)
            baseline, t_base = "", None
            if layout == "html":
                baseline, t_base = "pandas.read_html (lxml)", _time(paths, pandas_read_html)
            elif layout == "wikitext":
                baseline, t_base = "mwparserfromhell.parse", _time(paths, mwparserfromhell_parse)
            base = (f"{baseline:<24} {size / t_base:>9.1f} {t_podium / t_base:>10.2f}x" if t_base
                    else f"{'':<24} {'':>9} {'':>11}")
            print(f"{layout:<10} {len(paths):>5} {size:>6.1f} {len(paths) / t_podium:>12.0f} {size / t_podium:>11.2f} "
                  f"{size / t_floor:>10.1f} {t_podium / t_floor:>11.1f}x {base}")
        print("floor/podium: how many times slower podium is than the floor; "
              "base/podium > 1: podium is slower than the baseline, < 1: faster")


if __name__ == "__main__":
    main()
