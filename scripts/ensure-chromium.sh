#!/usr/bin/env bash
# The browser tests use Debian's chromium (Playwright never downloads one); install it when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  "$CHROMIUM" --version 2>/dev/null || true
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM. Install it with: sudo apt-get install chromium" >&2
echo "(or point CHROMIUM_PATH at another Chromium binary)." >&2
exit 1
