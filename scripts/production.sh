#!/usr/bin/env bash
# Builds the production site and serves it at http://localhost:3000 (PORT overrides the port).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
npm run build
node scripts/serve.mjs --host 0.0.0.0 --port "${PORT:-3000}"
