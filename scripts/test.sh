#!/usr/bin/env bash
# The whole test suite, from a fresh clone: set-up, static checks and unit tests, one production
# build, then the site-data tests and every browser test against that one build. Each stage prints
# its time, and the table of all stages ends the run (README.md, "Test suite", gives the expected times).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stageTimer.sh

stage setup bash scripts/setup.sh --with-browser
# npm run check, stage by stage. The type-check uses one core for about 30 s: the format check, ESLint and the API
# reference's verification (each single-threaded too) run on the other meanwhile.
stage_in_background typecheck npm run typecheck
stage format npm run format:check
stage lint npm run lint
# The API reference reads the UI libraries as a stub (scripts/api/generate.mjs): prove it changes no page.
stage api:verify npm run api:verify
wait_for_background_stages
stage unit npm run test:unit
stage samples npm run test:samples
stage build npm run build
stage test:site npm run test:site
# Where the browser suite's time went (per spec file, the slowest tests), printed whether it passed or not.
e2e_status=0
stage e2e npm run test:e2e || e2e_status=$?
node scripts/e2eCost.mjs --slowest 10 || true
[ "$e2e_status" -eq 0 ] || exit "$e2e_status"
stage engines npm run test:engines
# The same site on stock Docusaurus (LEAN_BUILD=false), so the lean layer stays removable: its build, then the engine
# smoke in Chromium on it. The whole browser suite on that build is `npm run test:stock` (minutes more).
stage build:stock npm run build:stock
stage stock npm run test:stock:smoke
