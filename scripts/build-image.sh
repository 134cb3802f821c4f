#!/usr/bin/env bash
# The container image's build steps, in one place: the Dockerfile runs this script, and
# tests/integration/image.test.ts runs it on a clean copy of the repository, so the steps the image
# takes are tested on a machine without a container daemon (docs/decisions/014-compiled-server-and-image.md).
# Usage: bash scripts/build-image.sh [dir]  (default: the current directory)
set -euo pipefail
cd "${1:-.}"
echo "› npm ci"
npm ci --no-audit --no-fund
echo "› build: client (react-router) and server (esbuild)"
node scripts/ensure-build.mjs --force
echo "› drop the build tools: only what the compiled server runs on stays"
npm prune --omit=dev --no-audit --no-fund
