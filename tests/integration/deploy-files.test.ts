// The deployment files of deploy/ checked by what runs here (no container engine, no cluster): Debian's nginx
// checks the shared configuration (`nginx -t`) as the topology and compose include it; the manifests' probes and
// grace period agree with the gateway's drain settings; the alert rules read metrics the gateway declares; the Dockerfile builds the folder with the script the built-gateway test runs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { GATEWAY_SETTINGS } from '../../gateway/src/settings';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deploy = (path: string) => readFileSync(join(root, 'deploy', path), 'utf8');
const NGINX = '/usr/sbin/nginx';
const work = mkdtempSync(join(tmpdir(), 'deploy-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `nginx -t` of an http{} body, as a user without root: every path in the scratch folder. */
function nginxCheck(httpBody: string): string {
  const conf = join(work, `nginx-${Math.random().toString(36).slice(2)}.conf`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${join(work, k)};`).join('\n  ');
  writeFileSync(
    conf,
    `pid ${join(work, 'nginx.pid')};\nerror_log ${join(work, 'error.log')};\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n${httpBody}\n}\n`,
  );
  return execFileSync(NGINX, ['-t', '-p', work, '-e', join(work, 'error.log'), '-c', conf], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('the nginx configuration', () => {
  it.runIf(existsSync(NGINX))('passes nginx -t as the topology includes it', () => {
    expect(() =>
      nginxCheck(`
  include ${join(root, 'deploy/nginx/painel-map.conf')};
  upstream painel_gateways { server 127.0.0.1:1; server 127.0.0.1:2; keepalive 8; }
  server { listen 127.0.0.1:18080; include ${join(root, 'deploy/nginx/painel-locations.conf')}; }`),
    ).not.toThrow();
  });

  it.runIf(existsSync(NGINX))("passes nginx -t as compose's nginx mounts it (host names and paths put as here)", () => {
    const compose = deploy('nginx/compose.conf')
      .replaceAll('/etc/nginx/painel/', join(root, 'deploy/nginx/'))
      .replace(/gateway-[ab]:4000/g, '127.0.0.1:4000')
      .replace('listen 80;', 'listen 127.0.0.1:18080;');
    expect(() => nginxCheck(compose)).not.toThrow();
  });

  it.runIf(existsSync(NGINX))('fails nginx -t when broken (the check can fail)', () => {
    expect(() => nginxCheck(`server { listen 127.0.0.1:18080; proxy_next_upstream sometimes; }`)).toThrow();
  });

  it('upgrades WebSockets on /graphql and retries a draining gateway elsewhere', () => {
    const locations = deploy('nginx/painel-locations.conf');
    expect(locations).toMatch(/location = \/graphql \{[^}]*proxy_set_header Upgrade \$http_upgrade;[^}]*proxy_set_header Connection \$painel_connection;/);
    expect(locations).toMatch(/proxy_next_upstream error http_503 non_idempotent;/);
  });
});

const defaults = { delay: GATEWAY_SETTINGS.SHUTDOWN_DELAY_MS.default!, grace: GATEWAY_SETTINGS.SHUTDOWN_GRACE_MS.default! };

describe('the Kubernetes manifests', () => {
  const deployment = deploy('k8s/deployment.yaml');
  const settings = deploy('k8s/configmap.yaml');
  const ms = (name: string) => Number(new RegExp(`${name}: ["'](\\d+)["']`).exec(settings)?.[1] ?? NaN);

  it('give a pod more time to stop than its drain delay and grace', () => {
    const grace = Number(/terminationGracePeriodSeconds: (\d+)/.exec(deployment)?.[1]);
    expect(ms('SHUTDOWN_DELAY_MS')).toBe(defaults.delay);
    expect(ms('SHUTDOWN_GRACE_MS')).toBe(defaults.grace);
    expect(grace * 1000).toBeGreaterThan(ms('SHUTDOWN_DELAY_MS') + ms('SHUTDOWN_GRACE_MS'));
    const stop = Number(/stop_grace_period: (\d+)s/.exec(deploy('compose.yaml'))?.[1]);
    expect(stop * 1000).toBeGreaterThan(defaults.delay + defaults.grace);
  });

  it('probe readiness on /readyz and liveness on /healthz, and roll with none unavailable', () => {
    expect(deployment).toMatch(/readinessProbe:\s+httpGet: \{ path: \/readyz/);
    expect(deployment).toMatch(/livenessProbe:\s+httpGet: \{ path: \/healthz/);
    expect(deployment).toMatch(/maxUnavailable: 0/);
    expect(deploy('k8s/pdb.yaml')).toMatch(/kind: PodDisruptionBudget/);
    expect(deploy('k8s/ingress.yaml')).toMatch(/proxy-read-timeout: ["']3600["']/);
  });
});

describe('the alert rules', () => {
  // That a running gateway's /metrics serves each of them is observability.test.ts's 'the alert rules' case.
  it('read only metrics the gateway declares, none marked as still to come', () => {
    const rules = deploy('prometheus/alerts.yaml');
    const metrics = readFileSync(join(root, 'gateway/src/observability/metrics.ts'), 'utf8');
    const read = new Set([...rules.matchAll(/\b(painel_[a-z_]+)\b/g)].map((m) => m[1]));
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((name) => !metrics.includes(`'${name}'`))).toEqual([]);
    expect(rules).not.toMatch(/NOT EXPORTED/i);
  });
});

describe('the Dockerfile', () => {
  it('builds the folder with the script the built-gateway test runs, and runs it alone as a non-root user', () => {
    const file = deploy('Dockerfile');
    expect(file).toMatch(/^FROM node:20-slim AS build$/m);
    expect(file).toContain('node scripts/build.mjs --out /painel --with-modules');
    const runtime = file.slice(file.lastIndexOf('\nFROM '));
    expect(runtime.match(/^COPY .*/gm)).toEqual(['COPY --from=build /painel /app']);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(runtime).toMatch(/^CMD \["node", "gateway.js"\]$/m);
  });
});
