#!/usr/bin/env bash
# The whole test suite, from a fresh clone: set-up, static checks and unit tests, one production
# build, then the site-data tests and every browser test against that one build.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

bash scripts/setup.sh --with-browser
npm run check
# The API reference reads the UI libraries as a stub (scripts/api/generate.mjs): prove it changes no page.
npm run api:verify
npm run build
npm run test:site
npm run test:e2e

echo "Whole test suite took $(( $(date +%s) - started )) s"
