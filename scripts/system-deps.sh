#!/usr/bin/env bash
# What the tests need from the operating system: a Chromium for Playwright (Debian's; Playwright
# cannot download its own here), ffmpeg for the fake-camera video, pdftoppm for the poster test.
# Sourced by scripts/test.sh and .ci/run. As root on Debian it installs what is missing; otherwise
# it says exactly what to install.
find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return 0; fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then CHROMIUM_PATH=$candidate; return 0; fi
  done
  local own
  own=$(node -e "try{const p=require('playwright-core').chromium.executablePath();require('fs').accessSync(p);console.log(p)}catch{}" 2>/dev/null || true)
  if [ -n "$own" ]; then CHROMIUM_PATH=$own; return 0; fi
  return 1
}

missing=()
find_chromium || missing+=(chromium fonts-liberation)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} with apt-get…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    find_chromium || { echo "chromium was installed but not found" >&2; exit 1; }
  else
    echo "Missing: ${missing[*]}. Install them (Debian/Ubuntu: sudo apt-get install -y ${missing[*]})," >&2
    echo "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH
