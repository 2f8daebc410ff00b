#!/usr/bin/env bash
# Everything a fresh machine needs to go green: lint, types, unit tests, a production build and
# the end-to-end tests on Debian's Chromium (installed here when missing). Storage and intake
# tests run on SQLite and on PostgreSQL (a throwaway cluster when none is configured).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
# shellcheck source=scripts/ensure-postgres.sh
source scripts/ensure-postgres.sh
trap stop_test_postgres EXIT

# Route types (PageProps, LayoutProps) are generated; lint and the type check both need them.
npx next typegen >/dev/null
echo "── lint"
npx eslint .
echo "── type check"
npx tsc --noEmit
echo "── unit tests"
npx vitest run
echo "── production build"
npx next build
echo "── production build with a Google Analytics measurement id (the consent tests)"
GA_MEASUREMENT_ID=G-E2ETEST123 NEXT_DIST_DIR=.next-analytics npx next build
echo "── end-to-end tests"
npx playwright test
