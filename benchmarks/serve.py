"""HTTP API throughput: the medal-table JSON of `podium serve`, side by side with datasette
serving the same table from the same SQLite file, under 1, 8 and 64 concurrent clients.

    python benchmarks/serve.py [--seconds 5] [--clients 1 8 64]

Both servers run as their own process on 127.0.0.1 (one Uvicorn worker; one datasette
process), one at a time, on a store holding the bundled corpus. Datasette answers a canned
query (given in its metadata, so the file is not changed) that pivots podium's `decisions`
into the same 75 rows (rank, NOC, gold, silver, bronze, total, confidence; no display
names, no marked cells). The load comes from this process: asyncio keep-alive connections,
each sending its next request when the previous answer is read, for a fixed time after a
one-second warm-up. Prints requests/s and p50/p99 latency, and podium's ratio to datasette.
Needs the `bench` extra (datasette). Loopback only; bounded in time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

GAMES = "2004-summer-paralympics"
HOST = "127.0.0.1"

MEDAL_TABLE_SQL = """
WITH cells AS (
  SELECT subject AS noc,
    MAX(CASE WHEN attribute = 'gold' THEN CAST(COALESCE(value, best_guess) AS INTEGER) END) AS gold,
    MAX(CASE WHEN attribute = 'silver' THEN CAST(COALESCE(value, best_guess) AS INTEGER) END) AS silver,
    MAX(CASE WHEN attribute = 'bronze' THEN CAST(COALESCE(value, best_guess) AS INTEGER) END) AS bronze,
    MAX(CASE WHEN attribute = 'total' THEN CAST(COALESCE(value, best_guess) AS INTEGER) END) AS total,
    MIN(confidence) AS confidence
  FROM decisions JOIN games ON games.key = decisions.games_key
  WHERE games.slug = :games AND subject != 'games' AND attribute IN ('gold', 'silver', 'bronze', 'total')
  GROUP BY subject
)
SELECT RANK() OVER (ORDER BY gold DESC, silver DESC, bronze DESC) AS rank,
       noc, gold, silver, bronze, total, confidence
FROM cells ORDER BY gold DESC, silver DESC, bronze DESC, noc
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def wait_ready(url: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"server at {url} did not start")


@dataclass
class Result:
    requests: int
    seconds: float
    latencies: list[float]
    errors: int

    @property
    def rps(self) -> float:
        return self.requests / self.seconds

    def pct(self, q: float) -> float:
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


async def client(path: str, port: int, until: float, warm_until: float, out: Result) -> None:
    reader, writer = await asyncio.open_connection(HOST, port)
    request = f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nConnection: keep-alive\r\n\r\n".encode()
    try:
        while True:
            start = time.perf_counter()
            if start >= until:
                return
            writer.write(request)
            await writer.drain()
            status = await reader.readline()
            length = 0
            chunked = False
            while True:
                line = await reader.readline()
                if line in (b"\r\n", b""):
                    break
                name, _, value = line.decode("latin-1").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
                elif name.lower() == "transfer-encoding" and "chunked" in value.lower():
                    chunked = True
            if chunked:
                while True:
                    size = int((await reader.readline()).strip(), 16)
                    await reader.readexactly(size + 2)
                    if size == 0:
                        break
            else:
                await reader.readexactly(length)
            end = time.perf_counter()
            if start >= warm_until:
                out.requests += 1
                out.latencies.append(end - start)
                if not status.startswith(b"HTTP/1.1 200"):
                    out.errors += 1
    finally:
        writer.close()


async def load(path: str, port: int, clients: int, seconds: float) -> Result:
    warm_until = time.perf_counter() + 1.0
    until = warm_until + seconds
    result = Result(0, seconds, [], 0)
    await asyncio.gather(*(client(path, port, until, warm_until, result) for _ in range(clients)))
    return result


def start(cmd: list[str], env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="measured seconds per run")
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 8, 64])
    args = parser.parse_args()
    datasette = shutil.which("datasette", path=str(Path(sys.executable).parent)) or shutil.which("datasette")
    if datasette is None:
        raise SystemExit("datasette is not installed: pip install -e '.[bench]'")
    podium = str(Path(sys.executable).parent / "podium")

    with tempfile.TemporaryDirectory(prefix="podium-bench-serve-") as tmp:
        db = Path(tmp) / "store.sqlite"
        from podium.actions.ingest import bundled_corpus

        subprocess.run([podium, "ingest", str(bundled_corpus()), "--db", str(db)], check=True,
                       stdout=subprocess.DEVNULL)
        metadata = Path(tmp) / "metadata.json"
        metadata.write_text(json.dumps(
            {"databases": {"store": {"queries": {"medal_table": {"sql": MEDAL_TABLE_SQL}}}}}))

        servers = {
            "podium": (
                [podium, "serve", "--db", str(db), "--host", HOST, "--port", "{port}"],
                f"/api/games/{GAMES}/table.json",
            ),
            "datasette": (
                [datasette, "serve", str(db), "--metadata", str(metadata), "--host", HOST,
                 "--port", "{port}", "--setting", "num_sql_threads", "3"],
                f"/store/medal_table.json?games={GAMES}&_shape=array",
            ),
        }
        results: dict[tuple[str, int], Result] = {}
        rows: dict[str, int] = {}
        for name, (cmd, path) in servers.items():
            port = free_port()
            env = {k: v for k, v in os.environ.items() if k != "PODIUM_TOKEN"}
            proc = start([c.replace("{port}", str(port)) for c in cmd], env)
            try:
                wait_ready(f"http://{HOST}:{port}{path}")
                with urllib.request.urlopen(f"http://{HOST}:{port}{path}") as r:
                    body = json.load(r)
                rows[name] = len(body["rows"] if isinstance(body, dict) else body)
                for clients in args.clients:
                    results[(name, clients)] = asyncio.run(load(path, port, clients, args.seconds))
            finally:
                stop(proc)

    print(f"medal-table JSON ({rows['podium']} rows from podium, {rows['datasette']} from datasette), "
          f"{args.seconds:g} s per run, loopback, {os.cpu_count()} cores")
    print(f"{'server':<10} {'clients':>7} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'errors':>6}")
    for (name, clients), r in results.items():
        print(f"{name:<10} {clients:>7} {r.rps:>9.0f} {r.pct(0.50):>8.2f} {r.pct(0.99):>8.2f} {r.errors:>6}")
    print()
    print(f"{'clients':>7} {'podium/datasette req/s':>24} {'p50 ratio':>10} {'p99 ratio':>10}")
    for clients in args.clients:
        p, d = results[("podium", clients)], results[("datasette", clients)]
        print(f"{clients:>7} {p.rps / d.rps:>24.2f} {p.pct(0.5) / d.pct(0.5):>10.2f} {p.pct(0.99) / d.pct(0.99):>10.2f}")


if __name__ == "__main__":
    main()
