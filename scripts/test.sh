#!/usr/bin/env bash
# Everything a fresh machine needs to go green: lint, types, unit tests, a production build and
# the end-to-end tests on Debian's Chromium (installed here when missing), after checking that
# `npm ci` accepts the lockfile everywhere. Storage and intake tests run on SQLite and on
# PostgreSQL (a throwaway cluster when none is configured); the rate limits' tests on Redis too.
set -euo pipefail
cd "$(dirname "$0")/.."

# A fleet installs with `npm ci` on every platform it runs on: the lockfile must match package.json
# (checked without installing anything or touching node_modules) and list every platform's build
# of each native package (scripts/check-lockfile.mjs).
echo "── lockfile"
npm ci --dry-run --ignore-scripts --prefer-offline --loglevel=error >/dev/null
node scripts/check-lockfile.mjs

bash scripts/ensure-chromium.sh
# shellcheck source=scripts/ensure-postgres.sh
source scripts/ensure-postgres.sh
# Set before Redis is looked for, so that a failure there still stops a throwaway PostgreSQL.
trap 'stop_test_redis; stop_test_postgres' EXIT
# shellcheck source=scripts/ensure-redis.sh
source scripts/ensure-redis.sh

# Route types (PageProps, LayoutProps) are generated; lint and the type check both need them.
npx next typegen >/dev/null
echo "── lint"
npx eslint .
echo "── format (Prettier)"
npx prettier --check . --log-level=warn
echo "── type check"
npx tsc --noEmit
echo "── unit tests"
npx vitest run
# `npm run build` records the build's settings, so that `npm start` serves this build afterwards.
echo "── production build"
npm run build
echo "── production build with a Google Analytics measurement id (the consent tests)"
GA_MEASUREMENT_ID=G-E2ETEST123 NEXT_DIST_DIR=.next-analytics npm run build
echo "── end-to-end tests"
npx playwright test
