#!/usr/bin/env bash
# The deployment tests (tests/integration/deploy-files.test.ts: `nginx -t` of the shared configuration;
# topology.test.ts: nginx in front of two gateways) use Debian's nginx. CI installs it with apt when missing, as it
# does PostgreSQL; elsewhere those tests are skipped without it, and this says how to get them.
set -euo pipefail
NGINX=/usr/sbin/nginx
[ -x "$NGINX" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "[ci] installing Debian's nginx for the deployment tests (apt-get install nginx)" >&2
  export DEBIAN_FRONTEND=noninteractive
  # The package's own service is not wanted (the tests start nginx on a free port as they need it).
  (apt-get update -qq && apt-get install -y -qq nginx) >&2 || true
  service nginx stop >/dev/null 2>&1 || true
  [ -x "$NGINX" ] && exit 0
fi
echo "[ci] nginx is not installed: the nginx checks of the deployment tests are skipped (apt-get install -y nginx)." >&2
