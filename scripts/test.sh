#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest: types, lint and unit tests, API, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Each step says when it starts (seconds since the run began), so a slow one shows in the CI log.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$1" "$SECONDS"; }

step "browser"
bash scripts/ensure-chromium.sh

step "types (app, server, service worker, tests), lint, the build and the unit tests, side by side"
# Lint (typed ESLint) is the longest and runs on one core; the others fill the second one.
logs=$(mktemp -d)
trap 'rm -rf "$logs"; printf "\n== done in %ss\n" "$SECONDS"' EXIT
# Runs "$@" in the background, its output to $logs/$name; `finish` waits for all and shows them.
jobs_started=()
start() {
  local name=$1
  shift
  # Each says how long it took, so the slowest of them shows in the CI log.
  (
    begun=$SECONDS
    status=0
    "$@" || status=$?
    echo "($name took $((SECONDS - begun)) s)"
    exit "$status"
  ) >"$logs/$name" 2>&1 &
  jobs_started+=("$name:$!")
}
finish() {
  local failed=()
  for job in "${jobs_started[@]}"; do
    local status=0
    wait "${job#*:}" || status=$?
    printf '\n--- %s (exit %s)\n' "${job%%:*}" "$status"
    cat "$logs/${job%%:*}"
    [ "$status" -eq 0 ] || failed+=("${job%%:*}")
  done
  jobs_started=()
  if [ "${#failed[@]}" -gt 0 ]; then
    echo "failed: ${failed[*]}" >&2
    exit 1
  fi
}

start types npm run --silent typecheck
start lint npm run --silent lint
# The PWA and the server bundle, each only when its sources changed since the last build.
start build node scripts/build-if-changed.mjs
# About a minute alone, two to five beside lint and types on a busy two-core machine: a test that
# hangs fails on vitest's own timeout with its name; this bound is for a run that never ends.
start unit timeout 900 npx vitest run --project unit
finish

# One after the other: with three forks each keeps both cores busy (vitest.config.ts).
step "API tests on PGlite, Node $(node --version)"
env -u DATABASE_URL npx vitest run --project api

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # API_FLOOR_NODE_BIN (set by .ci/run): this pass runs on the oldest Node that package.json allows,
  # so both LTS lines run the API tests without a third pass's minutes.
  floor_path="${API_FLOOR_NODE_BIN:+$API_FLOOR_NODE_BIN:}$PATH"
  step "API tests on PostgreSQL ($TEST_DATABASE_URL), Node $(PATH="$floor_path" node --version)"
  # tests/api/process starts the server as a child process on its embedded database, whatever
  # DATABASE_URL says: the PGlite pass has run those already. The PDF tests measure Chromium's
  # rendering and what a reader takes from it, which no database changes: the PGlite pass runs them once.
  PATH="$floor_path" DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api \
    --exclude 'tests/api/process/**' --exclude 'tests/api/pdf.test.ts' --exclude 'tests/api/ats-templates.test.ts' \
    --exclude 'tests/api/cv-typefaces.test.ts' --exclude 'tests/api/cv-pdf-round-trip.test.ts'
fi

step "browser tests"
# Two workers on two cores: the race tests that stage delays run after the rest, alone (playwright.config.ts).
E2E_WORKERS="${E2E_WORKERS:-2}" npx playwright test
