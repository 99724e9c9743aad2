"""Nation resolution speed, as ratios against a plain dict lookup of the same strings.

    python benchmarks/nations.py [--n 100000] [--seed 2004] [--runs 5]

Builds ``--n`` mixed mentions: every name the registry knows in every language (curated and
generated), written the way documents write them (footnotes, flags, wiki links, codes in
parentheses, other case), plus misspellings and words that are not nations (about 1 in
20, which go through "did you mean"). Then it times:

* a plain ``dict.get`` of the same strings (a dict prepared from the right answers: the
  floor, with no normalisation at all);
* ``resolve()`` cold (all caches cleared: every mention is normalised and looked up);
* ``resolve()`` repeated (the same list again: the caches a document's repeated names hit);
* the index load (``registry.load()``) in a fresh interpreter, and import + load.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time


def mentions(n: int, seed: int) -> tuple[list[tuple[str, str | None, int | None]], dict[str, str | None]]:
    from podium.nations import resolve
    from podium.nations.registry import CODE_LANG, registry

    rng = random.Random(seed)
    reg = registry()
    names = sorted({(e.text, e.lang, e.code) for es in reg.index.values() for e in es if e.lang != CODE_LANG})
    forms = [
        lambda s, c: s,
        lambda s, c: f"{s}[1]",
        lambda s, c: f"{s}*",
        lambda s, c: f"[[{s}]]",
        lambda s, c: f"{s} ({c})",
        lambda s, c: s.upper(),
        lambda s, c: f" {s} †",
        lambda s, c: f"🏳 {s}",
    ]
    junk = ["Athens", "Sydney", "Gold", "Total", "Итого", "总计", "Siberia", "Catalonia", "Nigerria", "Germny"]
    out: list[tuple[str, str | None, int | None]] = []
    for i in range(n):
        if i % 20 == 19:
            text = f"{rng.choice(junk)}{rng.randrange(1000)}"
            out.append((text, None, None))
            continue
        text, lang, code = names[rng.randrange(len(names))]
        out.append((forms[rng.randrange(len(forms))](text, code), lang, rng.choice((None, 2004, 1984))))
    answers = {text: resolve(text, lang, year).noc for text, lang, year in out}
    return out, answers


def clear_caches() -> None:
    from podium import nations
    from podium.nations.normalize import parse_mention

    parse_mention.cache_clear()
    nations._resolve_key.cache_clear()
    nations._resolve.cache_clear()


def timed(fn: object, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def load_ms(code: str, runs: int) -> float:
    values = [float(subprocess.check_output([sys.executable, "-c", code], text=True)) for _ in range(runs)]
    return statistics.median(values) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=2004)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    from podium.nations import resolve

    items, answers = mentions(args.n, args.seed)
    distinct = len(set(items))

    def dict_lookup() -> None:
        get = answers.get
        for text, _, _ in items:
            get(text)

    def resolve_all() -> None:
        for text, lang, year in items:
            resolve(text, lang, year)

    def cold() -> None:
        clear_caches()
        resolve_all()

    base = timed(dict_lookup, args.runs)
    t_cold = timed(cold, args.runs)
    clear_caches()
    resolve_all()
    t_warm = timed(resolve_all, args.runs)

    load_only = load_ms(
        "import time; from podium.nations.registry import load;"
        "t = time.perf_counter(); load(); print(time.perf_counter() - t)",
        args.runs,
    )
    load_cpu = load_ms(
        "import time; from podium.nations.registry import load;"
        "t = time.process_time(); load(); print(time.process_time() - t)",
        args.runs,
    )
    with_import = load_ms(
        "import time; t = time.perf_counter(); from podium.nations.registry import load; load();"
        "print(time.perf_counter() - t)",
        args.runs,
    )

    n = len(items)
    print(f"{n:,} mentions ({distinct:,} distinct mention/lang/year), median of {args.runs} runs")
    print(f"{'case':<30} {'seconds':>9} {'per second':>14} {'× dict':>9}")
    for label, t in (("dict.get (baseline)", base), ("resolve, cold caches", t_cold), ("resolve, repeated", t_warm)):
        print(f"{label:<30} {t:>9.4f} {n / t:>14,.0f} {t / base:>9.1f}")
    print(f"index load (registry.load)     {load_only:>7.1f} ms in a fresh interpreter ({load_cpu:.1f} ms CPU)")
    print(f"import + index load            {with_import:>7.1f} ms")


if __name__ == "__main__":
    main()
