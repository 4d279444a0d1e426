#!/usr/bin/env bash
# The whole test suite: lint, type check, unit tests, then browser tests against the
# built demo tenants in Debian's Chromium. Run through `npm test` (Node 24 on PATH).
set -euo pipefail
export ASTRO_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests…"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The PostgreSQL store's tests run against a real server: DATABASE_URL when set, otherwise a
# throwaway cluster the tests make from Debian's binaries on a free loopback port
# (tests/support/postgres.ts). The package's own default cluster is never used, so whether
# its install created or started one does not matter.
if [ -z "${DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the PostgreSQL store tests…"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi

echo "== lint and format"; npx biome check --error-on-warnings .
echo "== type check"; npx astro check --minimumSeverity warning
echo "== config reference is current"; npm run --silent config:docs -- --check
echo "== unit tests"; npx vitest run
echo "== demo data"; npm run --silent demo
echo "== browser tests"; npx playwright test
