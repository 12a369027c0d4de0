#!/usr/bin/env bash
# `npm test`: typecheck, lint, import boundaries, formatting, unused code, codegen staleness, unit, integration and end-to-end tests, then one summary line.
# Database tests also run on PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts a server for that).
set -euo pipefail
cd "$(dirname "$0")/.."
reports=.tmp/test-reports
rm -rf "$reports" && mkdir -p "$reports"
step() { printf '\n== %s (at %d s)\n' "$1" "$SECONDS"; }

# The static checks run at once, each to its own log, printed whole in this order when all have ended: each is
# mostly one thread (tsc, eslint, dependency-cruiser, prettier, knip), and one after another they left a core of the 2-core CI
# machine idle for about two minutes. The codegen check comes after them: it rewrites the generated files they read.
static_logs="$reports/static"
mkdir -p "$static_logs"
check_prettier() {
  if ! npx prettier --check . --log-level=warn; then
    echo "These files are not formatted as .prettierrc.json says: run 'npm run format' and commit the result." >&2
    return 1
  fi
}
check_boundaries() {
  if ! npm run -s boundaries; then
    echo "An import above crosses the layout of docs/architecture.md: a domain imports the kit or lib/kernel, never another domain or the web shell; move the shared piece into the kit or lib (rules: .dependency-cruiser.mjs)." >&2
    return 1
  fi
}
check_knip() {
  if ! npx knip --no-progress; then
    echo "knip found unused files, exports or dependencies (above): remove them, or tell knip.jsonc why they are used." >&2
    return 1
  fi
}
static_names=(typecheck lint "import boundaries" format "unused code")
npm run -s typecheck >"$static_logs/0.log" 2>&1 &
static_pids=($!)
npx eslint . --max-warnings=0 >"$static_logs/1.log" 2>&1 &
static_pids+=($!)
check_boundaries >"$static_logs/2.log" 2>&1 &
static_pids+=($!)
check_prettier >"$static_logs/3.log" 2>&1 &
static_pids+=($!)
check_knip >"$static_logs/4.log" 2>&1 &
static_pids+=($!)
static_failed=0
for i in "${!static_names[@]}"; do
  step "${static_names[$i]}"
  status=0
  wait "${static_pids[$i]}" || status=$?
  cat "$static_logs/$i.log"
  if [ "$status" -ne 0 ]; then static_failed=1; fi
done
if [ "$static_failed" -ne 0 ]; then exit 1; fi

step "codegen is up to date"
npx graphql-codegen --config codegen.ts --silent
if [ -n "$(git status --porcelain -- gateway/src/generated web/src/generated)" ]; then
  git status --short -- gateway/src/generated web/src/generated
  echo "Generated code is stale: run 'npm run codegen' and commit the result." >&2
  exit 1
fi

step "unit tests"
npx vitest run --project unit --project views --reporter=default --reporter=json --outputFile.json="$reports/unit.json"

step "integration tests (gateway against the reference upstream services)"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/integration.json"

step "end-to-end tests (Chromium)"
bash scripts/ensure-chromium.sh
# npm test's prepare step built the web app already; this rebuilds it only if its sources changed since (a bare
# `bash scripts/test.sh` after an edit), instead of a second full build on every run.
node scripts/prepare.mjs >/dev/null
npx vitest run --config tests/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/e2e.json"

node scripts/test-summary.mjs "$reports"
printf "scripts/test.sh: %d s in all\n" "$SECONDS"
