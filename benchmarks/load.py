"""Load on ``podium serve`` from a bounded loopback client: reads and uploads together.

    python benchmarks/load.py [--clients 64] [--seconds 60] [--upload-share 0.05]

Starts ``podium serve`` on a free loopback port with a fresh store (the bundled corpus
ingested) and a write token, then runs ``--clients`` threads for ``--seconds``. Each request
is, at random, the table JSON, the table page, the Games list page, or (``--upload-share``)
an upload of a new small document to ``POST /api/sources``. Prints per route: requests,
errors (no answer), 5xx, other non-2xx, p50 and p99 in milliseconds; and the baseline, a
``GET /static/podium.css`` (a file, no store), so the store's cost shows as a ratio.
"""

from __future__ import annotations

import argparse
import http.client
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = "2004-summer-paralympics"
TOKEN = "load-benchmark-token"
ROUTES = {
    "static (baseline)": ("GET", "/static/podium.css"),
    "table json": ("GET", f"/api/games/{GAMES}/table.json"),
    "table page": ("GET", f"/games/{GAMES}"),
    "games page": ("GET", "/"),
    "upload": ("POST", "/api/sources"),
}


#: The first answer of each (route, status) that is not a success, shown at the end.
FIRST_BODIES: dict[tuple[str, int], str] = {}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def document(n: int) -> bytes:
    """A new small document each time (a source is stored once per distinct text)."""
    return (f"2004 Summer Paralympics medal table, copy {n}\n"
            f"1 China 63 46 32 141\n2 Great Britain 35 30 29 94\n3 Canada 28 19 25 72\n").encode()


def wait_until_up(port: int, proc: subprocess.Popen[bytes]) -> None:
    for _ in range(200):
        if proc.poll() is not None:
            raise SystemExit(f"podium serve exited with {proc.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/api/games")
            conn.getresponse().read()
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit("podium serve did not answer")


def client(port: int, until: float, share: float, seed: int, counter: list[int],
           results: dict[str, list[tuple[float, int]]], lock: threading.Lock) -> None:
    rng = random.Random(seed)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    reads = [name for name in ROUTES if name != "upload"]
    while time.perf_counter() < until:
        name = "upload" if rng.random() < share else rng.choice(reads)
        method, path = ROUTES[name]
        headers, body = {}, None
        if method == "POST":
            with lock:
                counter[0] += 1
                n = counter[0]
            body = document(n)
            headers = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "text/plain"}
        start = time.perf_counter()
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            answer = response.read()
            status = response.status
            if status >= 400:
                with lock:
                    FIRST_BODIES.setdefault((name, status), answer[:300].decode("utf-8", "replace"))
        except (OSError, http.client.HTTPException):
            status = 0  # no answer
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        elapsed = time.perf_counter() - start
        with lock:
            results[name].append((elapsed, status))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--upload-share", type=float, default=0.05)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="podium-load-") as tmp:
        db = str(Path(tmp) / "store.sqlite")
        env = {**os.environ, "PODIUM_DB": db, "PODIUM_TOKEN": TOKEN, "PODIUM_LANG": "en"}
        podium = [sys.executable, "-m", "podium.cli"]
        from podium.actions.ingest import bundled_corpus

        subprocess.run([*podium, "ingest", str(bundled_corpus())], env=env, check=True, capture_output=True)
        port = free_port()
        proc = subprocess.Popen([*podium, "serve", "--port", str(port)], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            wait_until_up(port, proc)
            results: dict[str, list[tuple[float, int]]] = defaultdict(list)
            lock, counter = threading.Lock(), [0]
            until = time.perf_counter() + args.seconds
            threads = [threading.Thread(target=client, args=(port, until, args.upload_share, i, counter, results, lock))
                       for i in range(args.clients)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    base = statistics.median([t for t, _ in results["static (baseline)"]] or [float("nan")])
    print(f"{args.clients} clients for {args.seconds:.0f} s on loopback, uploads {args.upload_share:.0%}")
    print(f"{'route':<20}{'requests':>10}{'errors':>8}{'5xx':>6}{'other':>7}{'p50 ms':>9}{'p99 ms':>9}{'x base':>8}")
    bad = 0
    odd = sorted({(name, s) for name, runs in results.items() for _, s in runs if not 200 <= s < 400})
    for name in ROUTES:
        runs = results.get(name, [])
        times = sorted(t for t, _ in runs)
        errors = sum(1 for _, s in runs if s == 0)
        server = sum(1 for _, s in runs if s >= 500)
        other = sum(1 for _, s in runs if 0 < s < 500 and not 200 <= s < 400)
        bad += errors + server + other
        p50 = times[len(times) // 2] if times else float("nan")
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))] if times else float("nan")
        print(f"{name:<20}{len(runs):>10,}{errors:>8}{server:>6}{other:>7}{p50 * 1000:>9.1f}{p99 * 1000:>9.1f}"
              f"{p50 / base:>8.1f}")
    for name, status in odd:
        print(f"{name} {status}: {FIRST_BODIES.get((name, status), '')[:200]}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
