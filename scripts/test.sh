#!/usr/bin/env bash
# Quick start, command 2: install everything and run every test (lint, types, unit, model-based, API,
# component, Storybook build, bundle budgets, the stories' visual baseline and Playwright e2e in Debian's Chromium),
# then print the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
. scripts/lib/ensure-tools.sh
ensure_node
ensure_pnpm
# Debian's Chromium installs (apt, mostly the network) while pnpm installs the workspace; the browser steps wait for it.
chromium_log=$(mktemp)
ensure_chromium > "$chromium_log" 2>&1 &
chromium_pid=$!
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile
rm -rf reports && mkdir -p reports

# Each step's wall time goes to reports/steps.tsv (printed by the summary), so a slow layer is visible.
last=$start
last_name="install"
step() {
  local now
  now=$(date +%s)
  printf '%s\t%s\n' "$last_name" "$((now - last))" >> reports/steps.tsv
  last=$now
  last_name=$1
  echo
  echo "=== $1"
}
# Runs NAME COMMAND pairs at once and records each one's seconds; each output is printed whole once all have ended.
# For steps that are one process each (one core): on 2 cores they finish in the time of the longest.
at_once() {
  local names=() pids=() failed=0 i
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      begin=$(date +%s)
      rc=0
      bash -c "$2" > "reports/$1.log" 2>&1 || rc=$?
      echo "$(($(date +%s) - begin))" > "reports/$1.seconds"
      exit "$rc"
    ) &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    echo "--- ${names[$i]}"
    cat "reports/${names[$i]}.log"
    printf '%s\t%s\n' "${names[$i]}" "$(cat "reports/${names[$i]}.seconds")" >> reports/steps.tsv
  done
  return "$failed"
}

step "lint, format and types (at once)"
at_once "lint" "pnpm lint" "format" "pnpm format:check" "typecheck" "pnpm typecheck"
step "unit, model-based, API and component tests (vitest)"
pnpm vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "machine coverage and both builds (at once)"
at_once "machine coverage" "pnpm coverage:machines" \
  "storybook build" "pnpm --filter @sakta/storybook build-storybook" \
  "SPA build" "pnpm build"
step "bundle sizes";     pnpm size
if ! wait "$chromium_pid"; then
  cat "$chromium_log"
  echo "Debian's Chromium could not be installed: the browser tests cannot run." >&2
  exit 1
fi
cat "$chromium_log"
step "visual baseline (every story of the Storybook built above, Debian Chromium)"
pnpm --filter @sakta/storybook visual:compare
step "e2e (Playwright, Debian Chromium)"
pnpm test:e2e
end=$(date +%s)
step "summary"
node scripts/test-summary.mjs --seconds "$((end - start))"
