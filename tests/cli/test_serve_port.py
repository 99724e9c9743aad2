"""``podium serve`` on a port another program holds, or on an address that is not this
machine's: one line and exit 2, before anything says it is serving."""

from __future__ import annotations

import socket

from tests.cli.conftest import Result, Runner


def test_a_port_in_use_is_one_line_before_serving(podium: Runner, db: str) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = podium("serve", "--port", str(port), "--db", db)
    assert result == Result(
        2, "", f"podium: error: cannot listen on 127.0.0.1:{port}: Address already in use; choose another with --port\n")


def test_an_address_that_is_not_this_machines_is_one_line(podium: Runner, db: str) -> None:
    result = podium("serve", "--host", "192.0.2.1", "--read-only", "--port", "0", "--db", db)
    assert result == Result(2, "", "podium: error: cannot listen on 192.0.2.1:0: Cannot assign requested address\n")


def test_a_port_out_of_range_is_one_line(podium: Runner, db: str) -> None:
    result = podium("serve", "--port", "99999", "--db", db)
    assert result.code == 2 and result.out == ""
    assert result.err == ("podium: error: serve: invalid value for '--port': 99999 is not a port: a port is a "
                          "number from 0 to 65535\n")
