#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: npm dependencies exactly as the
# committed lock names them; with --with-browser, Debian's Chromium for the browser tests (never a
# downloaded browser), Firefox ESR, WebKitGTK's WebDriver and Xvfb for the engine smoke run, and Debian's nginx with
# brotli_static for the test of the nginx sample.
#
# `npm install` rather than `npm ci`: the registry we use lacks some optional @swc/* platform packages
# that a lock made on this platform still names, which makes `npm ci` refuse the lock while
# `npm install` installs from it unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--with-browser" ]]; then
  # Debian packages the tests need: Chromium for the browser tests, nginx with brotli_static for the
  # test of the nginx sample (tests/site/nginx.test.ts).
  packages=()
  [[ -x /usr/bin/chromium ]] || packages+=(chromium)
  # The engine smoke run (tests/engines/): Firefox ESR, and WebKitGTK's MiniBrowser driven by WebKitWebDriver in Xvfb.
  [[ -x /usr/bin/firefox-esr ]] || packages+=(firefox-esr)
  [[ -x /usr/bin/WebKitWebDriver ]] || packages+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || packages+=(xvfb xauth)
  command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || packages+=(nginx-light)
  [[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] || packages+=(libnginx-mod-http-brotli-static)
  # The docs' Next.js apps build in a network namespace of their own, whose loopback `ip` brings up (docNextApps.test.ts).
  command -v ip >/dev/null || [[ -x /usr/sbin/ip ]] || packages+=(iproute2)
  if (( ${#packages[@]} )); then
    echo "Installing ${packages[*]} for the tests (alongside npm install)…"
    sudo_cmd=""
    if [[ "$(id -u)" != "0" ]]; then
      sudo_cmd="sudo"
      # Asks for a password here, in the foreground, if sudo needs one.
      sudo -v
    fi
    # Both installs wait mostly on downloads and the disk, not on the cores: side by side, set-up takes the longer
    # of the two instead of their sum.
    apt_log=$(mktemp)
    (
      $sudo_cmd apt-get update -qq &&
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null
    ) >"$apt_log" 2>&1 &
    apt_pid=$!
  fi
fi

# Its postinstall (scripts/tools.mjs) installs the separate trees under tools/ as well. On failure, apt-get is let
# finish rather than left holding dpkg's lock.
npm install --no-audit --no-fund --loglevel=error || {
  npm_status=$?
  [[ -z "${apt_pid:-}" ]] || wait "$apt_pid" || true
  exit "$npm_status"
}

if [[ -n "${apt_pid:-}" ]]; then
  apt_status=0
  wait "$apt_pid" || apt_status=$?
  grep -v '^debconf: delaying package configuration' "$apt_log" || true
  rm -f "$apt_log"
  if [[ "$apt_status" -ne 0 ]]; then
    echo "Installing the Debian packages for the tests failed (exit $apt_status)." >&2
    exit "$apt_status"
  fi
fi
