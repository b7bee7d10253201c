#!/usr/bin/env bash
# Debian's Chromium for the browser test of the docs page (test/docs/). playwright-core drives it
# at /usr/bin/chromium; a browser downloaded by a test tool (npx playwright install) is not used.
# Idempotent: does nothing when /usr/bin/chromium is already there.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: already installed ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "chromium: installing Debian's chromium with apt-get"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
echo "chromium: installed ($(/usr/bin/chromium --version))"
