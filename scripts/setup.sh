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

# Its postinstall (scripts/tools.mjs) installs the separate trees under tools/ as well.
npm install --no-audit --no-fund --loglevel=error

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
  if (( ${#packages[@]} )); then
    echo "Installing ${packages[*]} for the tests…"
    sudo_cmd=""
    if [[ "$(id -u)" != "0" ]]; then sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null
  fi
fi
