#!/usr/bin/env bash
# PDF files and the browser tests use Debian's chromium (Playwright never downloads one), and the
# PDF tests read files back with poppler-utils; install what is missing when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ] && command -v pdftotext >/dev/null; then
  "$CHROMIUM" --version 2>/dev/null || true
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and poppler-utils for PDFs and the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core poppler-utils >/dev/null
  exit 0
fi
echo "The tests need Chromium at $CHROMIUM and poppler-utils (pdftotext). Install them with:" >&2
echo "  sudo apt-get install chromium fonts-dejavu-core poppler-utils" >&2
echo "(or point CHROMIUM_PATH at another Chromium binary)." >&2
exit 1
