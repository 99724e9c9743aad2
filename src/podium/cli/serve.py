"""``podium serve``: the JSON API and the web pages (FastAPI on Uvicorn)."""

from __future__ import annotations

import os
import socket
from typing import Any

import click

from podium.cli.common import open_store
from podium.cli.group import app
from podium.cli.params import db_option, flag, option
from podium.errors import UsageError


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this machine only: ``localhost``, ``127.0.0.0/8``, ``::1``."""
    import ipaddress

    name = host.strip().removeprefix("[").removesuffix("]")
    if name.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


@app.command()
@option("--host", default="127.0.0.1", help="Address to listen on (one other than loopback needs "
        "$PODIUM_TOKEN or --read-only).")
@option("--port", type=int, default=8000, callback=lambda _ctx, _param, port: _port(port), help="Port to listen on.")
@flag("--read-only", help="Serve without the write routes (no uploads), whatever $PODIUM_TOKEN says.")
@db_option
def serve(host: str, port: int, read_only: bool, db: str | None) -> None:
    """Serve the JSON API and the web pages. Writes need $PODIUM_TOKEN (refused without it)."""
    token = None if read_only else (os.environ.get("PODIUM_TOKEN") or None)
    if token is None and not read_only and not is_loopback(host):
        raise UsageError(f"--host {host[:80]!r} is not a loopback address and no PODIUM_TOKEN is set: "
                         "set one, or pass --read-only to serve without uploads")
    try:
        import uvicorn  # noqa: F401  (missing, it is one line here, not a traceback later)

        from podium.service import create_app
    except ImportError as e:
        raise UsageError(f"podium serve needs FastAPI and Uvicorn ({e.name} is missing): pip install podium") from None
    from podium.cli.console import err

    application = create_app(open_store(db), token=token, read_only=read_only)
    if read_only:
        writes = "read-only: no write routes"
    else:
        writes = "writes need the bearer token" if token else "writes disabled: no PODIUM_TOKEN"
    sock = listen(host, port)
    bound = sock.getsockname()[1]  # the port the system chose for --port 0
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host  # an IPv6 address in a URL
    err.print(f"podium: serving on http://{shown}:{bound}/ ({writes})", markup=False)
    with sock:
        run_on(application, sock)


def run_on(application: Any, sock: socket.socket) -> None:
    """Serve ``application`` with Uvicorn on the socket ``listen`` bound."""
    import uvicorn

    uvicorn.Server(uvicorn.Config(application, log_level="warning")).run(sockets=[sock])


def _port(port: int) -> int:
    if not 0 <= port <= 65535:
        raise click.BadParameter(f"{port} is not a port: a port is a number from 0 to 65535")
    return port


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port``, bound before anything says it serves there (and kept,
    so that the port printed is the one served, also the one the system chose for ``--port 0``):
    a port in use or an address that is not this machine's is one line (a usage error), not
    Uvicorn's traceback."""
    import errno

    name = host.strip().removeprefix("[").removesuffix("]")
    try:
        family, kind, proto, _, address = socket.getaddrinfo(name, port, type=socket.SOCK_STREAM)[0]
        sock = socket.socket(family, kind, proto)
    except socket.gaierror as e:
        raise UsageError(f"--host {host[:80]!r}: {e.strerror}") from None
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as e:
        sock.close()
        hint = "; choose another with --port" if e.errno == errno.EADDRINUSE else ""
        raise UsageError(f"cannot listen on {host}:{port}: {e.strerror}{hint}") from None
    return sock
