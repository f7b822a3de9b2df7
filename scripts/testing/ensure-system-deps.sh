#!/usr/bin/env bash
# Checks what the browser and database tests need beyond Node, and installs it only where it
# can and must: on Debian or Ubuntu, as root, with apt-get. Elsewhere it says what is missing and
# how to get it, and the tests that need it say so too. Safe to run repeatedly.
#   - a Chromium: CHROME_PATH (or CHROMIUM_PATH), Playwright's own download
#     (`npx playwright install chromium`), or the system's headless Chromium
#     (/usr/bin/chromium-headless-shell, installed here on Debian and Ubuntu: it opens a page for
#     half the CPU of the full browser) or full one (/usr/bin/chromium);
#   - PostgreSQL's server binaries (initdb, postgres), for the tests against a real PostgreSQL.
set -euo pipefail

# A browser chosen by the user: CHROME_PATH, or Playwright's own download.
has_chosen_browser() {
  [ -n "${CHROME_PATH:-}" ] && return 0
  [ -n "${CHROMIUM_PATH:-}" ] && return 0
  # Playwright's downloaded browsers live in its cache, wherever the platform keeps it.
  for cache in "${PLAYWRIGHT_BROWSERS_PATH:-}" "$HOME/.cache/ms-playwright" "$HOME/Library/Caches/ms-playwright" "${LOCALAPPDATA:-}/ms-playwright"; do
    [ -n "$cache" ] && ls -d "$cache"/chromium-* >/dev/null 2>&1 && return 0
  done
  return 1
}

has_browser() {
  has_chosen_browser || [ -x /usr/bin/chromium-headless-shell ] || command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]
}

has_postgres() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then return 0; fi
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && return 0
  command -v initdb >/dev/null 2>&1
}

can_apt=no
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u 2>/dev/null || echo 1)" = 0 ]; then can_apt=yes; fi

need=()
if [ "$can_apt" = yes ]; then
  # Where it can be installed, the headless build is what the tests use, unless a browser was chosen.
  has_chosen_browser || [ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
else
  has_browser || need+=(chromium)
fi
has_postgres || need+=(postgresql)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

if [ "$can_apt" = no ]; then
  echo "The browser and database tests need: ${need[*]}." >&2
  for item in "${need[@]}"; do
    case "$item" in
      chromium) echo "  Browser: run 'npx playwright install chromium', or set CHROME_PATH to your Chrome or Chromium." >&2 ;;
      postgresql) echo "  PostgreSQL server binaries: 'brew install postgresql@15' (macOS), the EnterpriseDB installer (Windows), or 'sudo apt-get install postgresql' (Debian, Ubuntu)." >&2 ;;
    esac
  done
  echo "Nothing was installed. Install the above, then run npm test again." >&2
  exit 1
fi

echo "Installing system packages for the tests: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; }; then
  # The headless build only makes the browser tests cheaper: a full Chromium already here will do.
  if [ "${need[*]}" = chromium-headless-shell ] && has_browser; then
    echo "Could not install chromium-headless-shell; the browser tests use the Chromium already installed." >&2
    exit 0
  fi
  echo "Installing ${need[*]} failed: install them yourself, then run npm test again." >&2
  exit 1
fi
# Debian's postgresql package starts a cluster on 5432; the tests start their own private one.
