#!/usr/bin/env bash
# A throw-away PostgreSQL 15 server on a loopback port, for CI and benchmarks.
#   scripts/pg-temp.sh start   -> prints "DIR URL" of a running server in a new temporary folder
#   scripts/pg-temp.sh stop DIR
# initdb refuses to run as root, so the server runs as the `postgres` user when we are root.
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}

as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-}" in
  start)
    if [ ! -x "$PGBIN/initdb" ]; then
      echo "PostgreSQL 15 not found in $PGBIN: installing it" >&2
      apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >&2
    fi
    dir=$(mktemp -d /tmp/newsroom-pg.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_pg "$PGBIN/initdb -D '$dir/data' -U postgres -A trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
    as_pg "$PGBIN/pg_ctl -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null"
    echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?usage: pg-temp.sh stop DIR}
    as_pg "$PGBIN/pg_ctl -D '$dir/data' -m fast -w stop >/dev/null" || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
