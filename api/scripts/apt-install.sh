#!/usr/bin/env bash
# Installs the Debian packages named as arguments with apt-get (as root, or through sudo), for the scripts that
# need a system engine on a fresh machine (CI: only Node, npm and apt). The package index is refreshed only
# when a first install cannot find a package.
#   bash api/scripts/apt-install.sh redis-server haproxy
set -euo pipefail

[ "$#" -eq 0 ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "missing packages; run: sudo apt-get install -y $*" >&2
    exit 1
  fi
fi
echo "Installing $* with apt-get..." >&2
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@" >/dev/null || {
  $SUDO apt-get update >/dev/null && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@" >/dev/null
}
