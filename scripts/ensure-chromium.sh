#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium through playwright-core (Playwright's own browser download is not
# available on these machines). Installs it with apt when missing and says what to do when that is impossible.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "[e2e] installing Debian's chromium (apt-get install chromium)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
[e2e] Chromium was not found at $CHROMIUM and could not be installed automatically.
      Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)
      or point CHROMIUM_PATH at a Chromium/Chrome binary, then run 'npm test' again.
MSG
exit 1
