#!/usr/bin/env bash
# PDF files and the browser tests use Debian's chromium (Playwright never downloads one), and the
# PDF tests read files back with poppler-utils; the balancer test puts HAProxy in front of the
# server. Install what is missing when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ] && command -v pdftotext >/dev/null && command -v haproxy >/dev/null; then
  "$CHROMIUM" --version 2>/dev/null || true
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium, poppler-utils and haproxy for PDFs and the tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core poppler-utils haproxy >/dev/null
  exit 0
fi
echo "The tests need Chromium at $CHROMIUM, poppler-utils (pdftotext) and haproxy. Install them with:" >&2
echo "  sudo apt-get install chromium fonts-dejavu-core poppler-utils haproxy" >&2
echo "(or point CHROMIUM_PATH at another Chromium binary)." >&2
exit 1
