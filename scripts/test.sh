#!/usr/bin/env bash
# `npm test`: typecheck, lint, import boundaries, formatting, unused code, codegen staleness, unit, integration and end-to-end tests, then one summary line.
# Database tests also run on PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts a server for that).
set -euo pipefail
cd "$(dirname "$0")/.."
reports=.tmp/test-reports
rm -rf "$reports" && mkdir -p "$reports"
step() { printf '\n== %s\n' "$1"; }

step "typecheck"
npm run -s typecheck

step "lint"
npx eslint . --max-warnings=0

step "import boundaries"
if ! npm run -s boundaries; then
  echo "An import above crosses README's layout: a domain imports the kit or lib/kernel, never another domain or the web shell; move the shared piece into the kit or lib (rules: .dependency-cruiser.mjs)." >&2
  exit 1
fi

step "format"
if ! npx prettier --check . --log-level=warn; then
  echo "These files are not formatted as .prettierrc.json says: run 'npm run format' and commit the result." >&2
  exit 1
fi

step "unused code"
if ! npx knip --no-progress; then
  echo "knip found unused files, exports or dependencies (above): remove them, or tell knip.jsonc why they are used." >&2
  exit 1
fi

step "codegen is up to date"
npx graphql-codegen --config codegen.ts --silent
if [ -n "$(git status --porcelain -- gateway/src/generated web/src/generated)" ]; then
  git status --short -- gateway/src/generated web/src/generated
  echo "Generated code is stale: run 'npm run codegen' and commit the result." >&2
  exit 1
fi

step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$reports/unit.json"

step "integration tests (gateway against the reference upstream services)"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/integration.json"

step "end-to-end tests (Chromium)"
bash scripts/ensure-chromium.sh
# npm test's prepare step built the web app already; this rebuilds it only if its sources changed since (a bare
# `bash scripts/test.sh` after an edit), instead of a second full build on every run.
node scripts/prepare.mjs >/dev/null
npx vitest run --config tests/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/e2e.json"

node scripts/test-summary.mjs "$reports"
