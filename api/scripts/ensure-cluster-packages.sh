#!/usr/bin/env bash
# The production topology on one machine (pnpm start:cluster, pnpm test:topology) runs Debian's PostgreSQL,
# redis-server and HAProxy. On a fresh machine (CI: only Node, npm and apt) install the missing ones with apt-get,
# as with-postgres.sh and ensure-redis.sh do.
set -euo pipefail

missing=()
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
{ command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ]; } || missing+=(redis-server)
{ command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; } || missing+=(haproxy)
[ "${#missing[@]}" -eq 0 ] && exit 0
exec bash "$(dirname "$0")/apt-install.sh" "${missing[@]}"
