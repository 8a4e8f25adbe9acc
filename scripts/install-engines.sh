#!/usr/bin/env bash
# Installs in one apt-get the Debian engines the tests use and this machine lacks: PostgreSQL, Redis and HAProxy
# (API tests, topology) and Chromium (journeys, benches). `scripts/test-all.sh` runs it in the background while
# typecheck, lint and the unit tests run; each step that needs an engine still checks for it itself.
set -euo pipefail

missing=()
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
{ command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ]; } || missing+=(redis-server)
{ command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; } || missing+=(haproxy)
[ -x /usr/bin/chromium ] || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
[ "${#missing[@]}" -eq 0 ] && exit 0
exec bash "$(dirname "$0")/../api/scripts/apt-install.sh" "${missing[@]}"
