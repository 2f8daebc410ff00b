#!/usr/bin/env bash
# Debian's Chromium for the browser tests and the benchmark; no browser is ever downloaded by npm.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package…"
# shellcheck source=scripts/apt-install.sh
source "$(dirname "$0")/apt-install.sh"
apt_install chromium "or set CHROMIUM_PATH to a Chromium binary"
[ -x "$CHROMIUM" ] || { echo "error: chromium was installed but $CHROMIUM is still missing" >&2; exit 1; }
echo "Chromium installed: $("$CHROMIUM" --version)"
