#!/usr/bin/env bash
# `npm test`: every test — types, unit and integration (Vitest, real PGlite and PostgreSQL),
# then the production build and the journeys in Chromium (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/system-deps.sh
echo "› typecheck"; npx react-router typegen && npx tsc
echo "› lint and format"; npx biome check .
echo "› vitest"; npx vitest run
echo "› build"; npx react-router build
echo "› playwright (chromium: $CHROMIUM_PATH)"; npx playwright test
