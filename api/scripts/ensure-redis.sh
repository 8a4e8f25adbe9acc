#!/usr/bin/env bash
# The API tests start their own redis-server (rate-limit counters shared by API instances). On a fresh
# machine (CI: only Node, npm and apt) install it with apt-get first, as with-postgres.sh does for PostgreSQL.
set -euo pipefail

if command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "redis-server is not installed; run: sudo apt-get install -y redis-server" >&2
    exit 1
  fi
fi
echo "Installing redis-server with apt-get..." >&2
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server >/dev/null || {
  $SUDO apt-get update >/dev/null && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server >/dev/null
}
