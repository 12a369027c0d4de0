#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server from Debian's packages for tests (installing it when missing) and prints
# the URL. Usage: eval "$(bash scripts/postgres.sh start)"; bash scripts/postgres.sh stop
set -euo pipefail
PGPORT="${PGPORT_TEST:-55432}"
PGDATA_DIR="${PGDATA_TEST:-/tmp/painel-pg-test}"
find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/pg_ctl" ] && { echo "$dir"; return; }; done
  return 1
}
case "${1:-start}" in
  start)
    if ! bin=$(find_bin); then
      echo "[postgres] installing postgresql from Debian's packages" >&2
      export DEBIAN_FRONTEND=noninteractive
      (apt-get update -qq && apt-get install -y -qq postgresql) >&2
      bin=$(find_bin)
    fi
    run_as=""
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
      run_as="runuser -u postgres --"
    fi
    rm -rf "$PGDATA_DIR"; mkdir -p "$PGDATA_DIR"
    [ -n "$run_as" ] && chown postgres "$PGDATA_DIR"
    $run_as "$bin/initdb" -D "$PGDATA_DIR" -U postgres -A trust --no-sync >/dev/null
    $run_as "$bin/pg_ctl" -D "$PGDATA_DIR" -o "-p $PGPORT -k /tmp -c fsync=off -c synchronous_commit=off -c max_connections=200" -l "$PGDATA_DIR/log" -w start >&2
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    bin=$(find_bin) || exit 0
    run_as=""; [ "$(id -u)" = 0 ] && run_as="runuser -u postgres --"
    [ -d "$PGDATA_DIR" ] && $run_as "$bin/pg_ctl" -D "$PGDATA_DIR" -m fast stop >&2 || true
    ;;
esac
