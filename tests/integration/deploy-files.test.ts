// The deployment files of deploy/ checked by what runs here (no container engine, no cluster): Debian's nginx
// checks the shared configuration (`nginx -t`) as the topology and compose include it; the manifests pass the
// Kubernetes schemas (kubernetes-models) and have no unknown field, and their probes and grace period agree with the
// gateway's drain settings; the alert rules read metrics the gateway declares; the Dockerfile builds the folder
// with the script the built-gateway test runs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { GATEWAY_SETTINGS } from '../../gateway/src/settings';
import type { Loose } from './stack';

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

type Manifest = { apiVersion: string; kind: string; metadata?: { name?: string } } & Record<string, unknown>;
const K8S_FILES = readdirSync(join(root, 'deploy/k8s')).filter((name) => name.endsWith('.yaml'));
const manifestsOf = (text: string): Manifest[] => parseAllDocuments(text).map((doc) => doc.toJS() as Manifest);
/** kubernetes-models' module of one object: `kubernetes-models/<apiVersion>/<Kind>` (core is `v1`). */
const modelOf = (m: Manifest) => `kubernetes-models/${m.apiVersion}/${m.kind}`;

/** The Kubernetes schema check of kubernetes-models (JSON schema of the API version it carries): its errors, or []. */
async function schemaErrors(manifest: Manifest): Promise<string[]> {
  const module = (await import(/* @vite-ignore */ modelOf(manifest))) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[manifest.kind];
  if (!Model) return [`no model for ${manifest.apiVersion} ${manifest.kind}`];
  try {
    new Model(manifest).validate();
    return [];
  } catch (error) {
    return [String((error as Error).message)];
  }
}

/**
 * The JSON schemas let unknown fields through (a misspelt `readinesProbe` would be dropped by the cluster without a
 * word): each manifest is also checked by TypeScript as an object literal of kubernetes-models' type for its kind,
 * whose excess-property check names any field the API does not have. Answers the compiler's messages.
 */
function fieldErrors(manifests: Manifest[]): string[] {
  const file = join(root, 'tests/integration/k8s-manifests.virtual.ts');
  const source = manifests
    .map((m, i) => `import type { I${m.kind} as T${i} } from '${modelOf(m)}';\nexport const m${i}: T${i} = ${JSON.stringify(m)};`)
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe('the Kubernetes manifests', () => {
  const all = K8S_FILES.flatMap((name) => manifestsOf(deploy(`k8s/${name}`)).map((m) => ({ file: name, m })));
  const one = (kind: string) => all.find(({ m }) => m.kind === kind)!.m as Loose;
  const deployment = one('Deployment');
  const settings = one('ConfigMap').data as Record<string, string>;

  it('are each valid against the Kubernetes schemas, with no field the API does not have', async () => {
    expect(all.map(({ m }) => m.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'Ingress', 'Job', 'PodDisruptionBudget', 'Secret', 'Service']);
    for (const { file, m } of all) expect({ file, errors: await schemaErrors(m) }).toEqual({ file, errors: [] });
    expect(fieldErrors(all.map(({ m }) => m))).toEqual([]);
  }, 60_000);

  it('fail the check when broken (the check can fail)', async () => {
    const broken = structuredClone(deployment) as Loose;
    broken.spec.replicas = 'three';
    expect((await schemaErrors(broken as Manifest)).join()).toMatch(/replicas must be integer/);
    expect(() => new Deployment(broken).validate()).toThrow(/replicas must be integer/);
    const misspelt = structuredClone(deployment) as Loose;
    const container = misspelt.spec.template.spec.containers[0];
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(await schemaErrors(misspelt as Manifest)).toEqual([]); // the schemas alone let it through
    expect(fieldErrors([misspelt as Manifest]).join()).toMatch(/readinesProbe.*does not exist in type 'IContainer'/);
  }, 60_000);

  it('give a pod more time to stop than its drain delay and grace', () => {
    const grace = deployment.spec.template.spec.terminationGracePeriodSeconds as number;
    expect(Number(settings.SHUTDOWN_DELAY_MS)).toBe(defaults.delay);
    expect(Number(settings.SHUTDOWN_GRACE_MS)).toBe(defaults.grace);
    expect(grace * 1000).toBeGreaterThan(defaults.grace);
    expect(grace * 1000).toBeGreaterThan(Number(settings.SHUTDOWN_DELAY_MS) + Number(settings.SHUTDOWN_GRACE_MS));
    const stop = Number(/stop_grace_period: (\d+)s/.exec(deploy('compose.yaml'))?.[1]);
    expect(stop * 1000).toBeGreaterThan(defaults.delay + defaults.grace);
  });

  it('probe readiness on /readyz and liveness on /healthz on the served port, and roll with none unavailable', () => {
    const [gateway] = deployment.spec.template.spec.containers as Loose[];
    const port = gateway.ports[0];
    expect(gateway.readinessProbe.httpGet).toMatchObject({ path: '/readyz' });
    expect(gateway.livenessProbe.httpGet).toMatchObject({ path: '/healthz' });
    for (const probe of [gateway.readinessProbe, gateway.livenessProbe]) expect([port.name, port.containerPort]).toContain(probe.httpGet.port);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(one('PodDisruptionBudget').spec.selector).toEqual(deployment.spec.selector);
    expect(one('Ingress').metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
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
