#!/usr/bin/env bash
# The everyday lane (npm run test:quick, a few minutes): type-check, lint, unit tests, and the code samples of
# only the docs versions whose pages changed against main (committed or not). No build, no browser.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stageTimer.sh

versions=$(node scripts/docSamples/changedVersions.mjs "${BASE_REF:-main}")
stage typecheck npm run typecheck
stage lint npm run lint
stage unit npm run test:unit
if [ -n "$versions" ]; then
  stage "samples" env DOC_SAMPLE_VERSIONS="$versions" npm run test:samples
else
  echo "::: no docs version changed against ${BASE_REF:-main}: samples skipped"
fi
