#!/usr/bin/env bash
# Debian's Chromium for the browser tests and the benchmark; no browser is ever downloaded by npm.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package…"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "error: installing chromium needs root. Run: apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
    exit 1
  fi
else SUDO=""; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: no apt-get on this machine. Install Chromium yourself and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "error: chromium was installed but $CHROMIUM is still missing" >&2; exit 1; }
echo "Chromium installed: $("$CHROMIUM" --version)"
