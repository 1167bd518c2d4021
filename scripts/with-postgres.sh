#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster on loopback
# (Debian's postgresql, installed when missing), and removes the cluster afterwards.
#   scripts/with-postgres.sh npx vitest run --project server
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PGBIN=$(pg_bin)
if [ -z "$PGBIN" ]; then
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(pg_bin)
fi

DIR=$(mktemp -d)
PORT=${PGPORT:-54329}
# initdb refuses to run as root: use the postgres account when we are root.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$DIR"

as_owner "$PGBIN/initdb" -D "$DIR/data" -A trust -U postgres --no-sync >/dev/null
# Durability is not what these tests are about: fsync off keeps them quick.
OPTIONS="-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
as_owner "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o "$OPTIONS" start >/dev/null

stop() {
  as_owner "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
# The fault suite stops and restarts this cluster: how to, with the same options.
VITRINE_PG_BIN="$PGBIN" VITRINE_PG_DATA="$DIR/data" VITRINE_PG_LOG="$DIR/server.log" VITRINE_PG_OPTIONS="$OPTIONS" \
  DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
