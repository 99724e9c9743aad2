#!/bin/sh
# Install and start what the tests that need services use, on a clean Debian machine, as root:
# Debian's chromium (the browser test) and a PostgreSQL server on loopback (the store tests on
# PostgreSQL). Prints the environment for the tests, to be eval'ed:
#     eval "$(sh scripts/ci-services.sh)"
# Idempotent: a cluster already running is reused. Without root it installs nothing and prints
# nothing (the tests needing these services then skip, unless PODIUM_REQUIRE_SERVICES=1).
set -eu
PGPORT=${PODIUM_CI_PGPORT:-54329}
PGDATA=${PODIUM_CI_PGDATA:-/tmp/podium-ci-postgres}
DB=podium_test

say() { echo "ci-services: $*" >&2; }

if [ "$(id -u)" != 0 ]; then
    say "not root: installing nothing"
    exit 0
fi

need=""
[ -x /usr/bin/chromium ] || need="$need chromium"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need="$need postgresql"
fc-list 2>/dev/null | grep -qi "noto sans cjk" || need="$need fonts-noto-cjk"
if [ -n "$need" ]; then
    say "apt-get install$need"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >&2
    # shellcheck disable=SC2086
    apt-get install -y -q $need >&2
fi

BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_postgres() { runuser -u postgres -- "$@"; }

if ! as_postgres "$BIN/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1; then
    if [ ! -f "$PGDATA/PG_VERSION" ]; then
        rm -rf "$PGDATA"
        mkdir -p "$PGDATA"
        chown postgres:postgres "$PGDATA"
        as_postgres "$BIN/initdb" -D "$PGDATA" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >&2
    fi
    say "starting PostgreSQL ($BIN) on 127.0.0.1:$PGPORT"
    as_postgres "$BIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDATA -c fsync=off" start >&2
fi
if ! as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = '$DB'" | grep -q 1; then
    as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres "$DB" >&2
fi

echo "export PODIUM_TEST_POSTGRES='postgresql+psycopg://postgres@127.0.0.1:$PGPORT/$DB'"
echo "export PODIUM_CHROMIUM=/usr/bin/chromium"
