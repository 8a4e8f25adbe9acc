#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash api/scripts/with-postgres.sh pnpm --filter ./api run test
# The cluster lives in a temp dir, listens on 127.0.0.1:$PGPORT (default 54329) with trust auth, and is stopped
# and removed when the command ends. DATABASE_URL points at it; the exit status is the command's.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

PGPORT="${PGPORT:-54329}"
# Another throwaway cluster (a parallel test run) may hold the port; say so instead of failing obscurely.
if (exec 3<>"/dev/tcp/127.0.0.1/$PGPORT") 2>/dev/null; then
  echo "Port $PGPORT is already in use; run again with another PGPORT=..." >&2
  exit 1
fi

find_pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed; run: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  echo "Installing PostgreSQL with apt-get..." >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null || {
    apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null
  }
  PG_BIN="$(find_pg_bin)"
fi

# initdb refuses to run as root: as root, run the server tools as the postgres user instead.
as_db_user() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

CLUSTER_DIR="$(mktemp -d -t pg-throwaway-XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$CLUSTER_DIR"; fi

cleanup() {
  as_db_user "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_db_user "$PG_BIN/initdb" -D "$CLUSTER_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >/dev/null
# fsync off: the data is thrown away anyway, and tests run much faster without it.
# The fault tests stop, start and freeze this server: they run `$PG_THROWAWAY_CTL stop|start` and read the
# postmaster's pid from $PG_THROWAWAY_DATA/postmaster.pid.
cat >"$CLUSTER_DIR/ctl.sh" <<CTL
#!/usr/bin/env bash
set -euo pipefail
case "\$1" in
  start) extra=(-l "$CLUSTER_DIR/server.log" -w -t 30 -o "-p $PGPORT -h 127.0.0.1 -k $CLUSTER_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200") ;;
  stop) extra=(-m fast -w -t 30) ;;
  *) echo "usage: \$0 start|stop" >&2; exit 2 ;;
esac
if [ "\$(id -u)" -eq 0 ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" "\${extra[@]}" "\$1" >/dev/null
else "$PG_BIN/pg_ctl" -D "$CLUSTER_DIR/data" "\${extra[@]}" "\$1" >/dev/null; fi
CTL
chmod +x "$CLUSTER_DIR/ctl.sh"
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$CLUSTER_DIR/ctl.sh"; fi
"$CLUSTER_DIR/ctl.sh" start || {
  cat "$CLUSTER_DIR/server.log" >&2
  exit 1
}

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
export PG_THROWAWAY_CTL="$CLUSTER_DIR/ctl.sh" PG_THROWAWAY_DATA="$CLUSTER_DIR/data"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') running at $DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
