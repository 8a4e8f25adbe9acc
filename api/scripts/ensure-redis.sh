#!/usr/bin/env bash
# The API tests start their own redis-server (rate-limit counters shared by API instances). On a fresh
# machine (CI: only Node, npm and apt) install it with apt-get first, as with-postgres.sh does for PostgreSQL.
set -euo pipefail

if command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ]; then
  exit 0
fi
exec bash "$(dirname "$0")/apt-install.sh" redis-server
