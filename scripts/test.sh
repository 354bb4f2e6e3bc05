#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest: types, lint, unit, API, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Each step says when it starts (seconds since the run began), so a slow one shows in the CI log.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$1" "$SECONDS"; }
trap 'printf "\n== done in %ss\n" "$SECONDS"' EXIT

step "browser"
bash scripts/ensure-chromium.sh

step "types (app, server, service worker, tests) and lint, side by side"
# Both are single-threaded and take a minute or more each: run together, they take one.
logs=$(mktemp -d)
npm run --silent typecheck >"$logs/types" 2>&1 &
types=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!
types_status=0 lint_status=0
wait "$types" || types_status=$?
wait "$lint" || lint_status=$?
cat "$logs/types" "$logs/lint"
rm -rf "$logs"
if [ "$types_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "types exited $types_status, lint exited $lint_status" >&2
  exit 1
fi

step "unit tests"
npx vitest run --project unit

step "API tests on PGlite"
env -u DATABASE_URL npx vitest run --project api

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api
fi

step "build"
# The PWA and the server bundle, each only when its sources changed since the last build.
node scripts/build-if-changed.mjs

step "browser tests"
npx playwright test
