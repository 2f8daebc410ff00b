#!/usr/bin/env bash
# Sourced by the scripts that install what the tests need: `apt_install <package> <fallback hint>`
# installs one of Debian's packages, with sudo when not root, or says clearly why it cannot.
apt_install() {
  local package="$1" hint="$2" sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo=sudo; else
      echo "error: installing $package needs root. Run: apt-get install -y $package ($hint)" >&2
      return 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: no apt-get on this machine. Install $package yourself ($hint)." >&2
    return 1
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >/dev/null
}
