#!/usr/bin/env bash
# Installs what the browser and database tests need from Debian's packages, once:
# Chromium for Playwright (browser downloads by test tools fail on these machines) and the
# PostgreSQL 15 server binaries. Safe to run repeatedly; does nothing when both are present.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
pg_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then return 0; fi
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
}
pg_bindir || need+=(postgresql)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi

echo "Installing system packages for the tests: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# Debian's postgresql package starts a cluster on 5432; the tests start their own private one.
