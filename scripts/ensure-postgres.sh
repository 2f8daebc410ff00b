#!/usr/bin/env bash
# Sourced by scripts/test.sh: sets TEST_DATABASE_URL for the storage and intake tests, which run
# on PostgreSQL as well as SQLite. In order: TEST_DATABASE_URL if set; the local server on
# 127.0.0.1:5432 (database "test"); else a throwaway cluster from Debian's postgresql package,
# installed when missing and stopped by `stop_test_postgres` when the tests end.

stop_test_postgres() { :; }

pg_answers() { psql "$1" -Atqc 'select 1' >/dev/null 2>&1; }

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL for tests: TEST_DATABASE_URL"
elif command -v psql >/dev/null 2>&1 && pg_answers "postgres://postgres@127.0.0.1:5432/test"; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  echo "PostgreSQL for tests: the local server on 127.0.0.1:5432"
else
  initdb_bin="$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)"
  if [ -z "$initdb_bin" ]; then
    echo "PostgreSQL is missing: installing Debian's postgresql package…"
    # shellcheck source=scripts/apt-install.sh
    source scripts/apt-install.sh
    apt_install postgresql "or set TEST_DATABASE_URL" || return 1
    initdb_bin="$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)"
    [ -n "$initdb_bin" ] || { echo "error: postgresql was installed but initdb is still missing" >&2; return 1; }
  fi
  bin_dir="$(dirname "$initdb_bin")"
  pg_dir="$(mktemp -d /tmp/test-postgres.XXXXXX)"
  pg_port=54329
  # PostgreSQL refuses to run as root: the throwaway cluster belongs to the postgres user.
  as_pg=()
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home "$pg_dir" postgres
    chown postgres "$pg_dir"
    as_pg=(runuser -u postgres --)
  fi
  echo "Starting a throwaway PostgreSQL cluster in $pg_dir on port $pg_port…"
  "${as_pg[@]}" "$bin_dir/initdb" -D "$pg_dir/data" -U postgres --auth=trust >/dev/null
  "${as_pg[@]}" "$bin_dir/pg_ctl" -D "$pg_dir/data" -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1" -l "$pg_dir/log" -w start >/dev/null
  "${as_pg[@]}" "$bin_dir/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres test
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/test"
  stop_test_postgres() {
    "${as_pg[@]}" "$bin_dir/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  }
fi
