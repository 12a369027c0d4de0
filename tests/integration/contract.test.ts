// `npm run contract` against the reference services on both profiles, in-process: on 'default' every check passes
// with the probed extensions on; on 'seeds' (only what the specs describe) every check passes with those
// extensions off and named with the feature that degrades. The read-only run sends nothing but GETs and the product
// API's token reads (counted by a proxy in front of every service). A product API that ignores a relied-on filter
// fails that filter's check with the reason; the write checks run only when asked for, and pass on the reference.
// What the seeds profile does differently, and why the checks still pass on it: pages capped at 100 rows (the large
// page check follows `next`), undocumented filters ignored (the filter checks ask only the documented ones),
// accent-sensitive names (a name filter is asked with a word as stored), the probed extensions absent (OFF).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REFERENCE_PROFILES } from '../../upstream/src/profile';
import type { Upstreams } from '../../upstream/src/start';
import { DEMO_IMAGE_ORIGIN } from '../../upstream/src/db/seed-data/demo-images';
import { CAPABILITY_INFO, type CapabilityName } from '../../gateway/src/upstreams/capabilities';
import { ConfigProblem, contractConfig } from '../../gateway/src/contract/config';
import { Contract } from '../../gateway/src/contract/contract';
import { filterChecks } from '../../gateway/src/contract/checks/filters';
import { writeChecks } from '../../gateway/src/contract/checks/writes';
import { runContract, type ContractRun } from '../../gateway/src/contract/run';
import { line } from '../../gateway/src/contract/result';
import { seededUpstreams } from './data-templates';
import { faultyProxy } from './stack';

const PROBED: CapabilityName[] = ['changesFeed', 'monthlySales', 'privacyPolicy', 'previousOfferPrice', 'accentInsensitiveNames'];
/** The calls no spec table lists (docs/contracts/product-api.md#extensions), each a probed capability: OFF on seeds, with their feature. */
const OPTIONAL_CALLS: Array<[string, CapabilityName]> = [
  ['GET politica-privacidade/', 'privacyPolicy'],
  ['GET dashboard/vendas-mensais/', 'monthlySales'],
];
const SERVICES = ['productApi', 'erp', 'loyalty', 'push', 'storage'] as const;
type Proxy = Awaited<ReturnType<typeof faultyProxy>>;

/** The environment an operator would set, pointing at the proxies in front of the reference services. */
function environment(urls: Record<(typeof SERVICES)[number], string>): NodeJS.ProcessEnv {
  return {
    PRODUCT_API_URL: urls.productApi,
    ERP_BRIDGE_URL: urls.erp,
    LOYALTY_URL: urls.loyalty,
    PUSH_URL: urls.push,
    STORAGE_URL: urls.storage,
    PUSH_APP_ID: 'demo-app-id',
    PUSH_API_KEY: 'demo-push-key',
    INTEGRATION_ACCOUNT_MATRICULA: '1001',
    INTEGRATION_ACCOUNT_PASSWORD: 'senha1234',
  };
}

/** A product API that drops one query parameter of one list before passing the request on (a view without that filter). */
async function ignoringFilter(target: string, path: string, param: string): Promise<{ url: string; server: Server }> {
  const base = new URL(target);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname.endsWith(`/${path}`)) url.searchParams.delete(param);
    const forward = request({ host: base.hostname, port: base.port, method: req.method, path: url.pathname + url.search, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${base.pathname}`, server };
}

const problems = (run: ContractRun) => run.results.filter((r) => r.status !== 'PASS').map(line);

describe.each(REFERENCE_PROFILES)('the contract checks on the %s profile', (profile) => {
  let upstreams: Upstreams;
  let proxies: Record<(typeof SERVICES)[number], Proxy>;
  let env: NodeJS.ProcessEnv;
  let run: ContractRun;

  beforeAll(async () => {
    upstreams = await seededUpstreams({ profile });
    proxies = Object.fromEntries(await Promise.all(SERVICES.map(async (name) => [name, await faultyProxy(upstreams.urls[name])]))) as typeof proxies;
    const urls = Object.fromEntries(SERVICES.map((name) => [name, proxies[name].url])) as Record<(typeof SERVICES)[number], string>;
    // The seed writes its pictures' URLs for the default storage port (demo-images.ts); these services listen elsewhere.
    const storageOrigin = new URL(urls.storage).origin;
    for (const table of ['destaques', 'formas_pagamento', 'filiais']) {
      await upstreams.db.query(`UPDATE ${table} SET imagem = replace(imagem, $1, $2)`, [DEMO_IMAGE_ORIGIN, storageOrigin]);
    }
    env = environment(urls);
    run = await runContract(contractConfig(env, []));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(Object.values(proxies ?? {}).map((p) => p.close()));
    await upstreams?.close();
  });

  it(
    profile === 'default'
      ? 'passes every check, with the probed extensions ON'
      : 'passes every check but the extensions the specs do not describe, which are OFF and named',
    () => {
      expect(run.results.length).toBeGreaterThan(100);
      expect(run.results.filter((r) => r.status === 'FAIL').map(line)).toEqual([]);
      const extensions = run.results.filter((r) => r.name.startsWith('extension '));
      expect(extensions.map((r) => r.name.split(':')[0])).toEqual(PROBED.map((name) => `extension ${name}`));
      if (profile === 'default') {
        expect(problems(run)).toEqual([]);
        expect(extensions.map((r) => r.reason)).toEqual(PROBED.map(() => 'ON'));
      } else {
        const calls = OPTIONAL_CALLS.map(([row]) => run.results.find((r) => r.name.startsWith(row))!);
        expect(problems(run).sort()).toEqual([...calls, ...extensions].map(line).sort());
        for (const [at, [, name]] of OPTIONAL_CALLS.entries()) {
          expect(calls[at].status).toBe('OFF');
          expect(calls[at].reason).toMatch(/^extension absent \(GET .+ answered 404\)/);
          expect(calls[at].reason).toContain(CAPABILITY_INFO[name].without);
        }
        for (const [at, name] of PROBED.entries()) {
          expect(extensions[at].status).toBe('OFF');
          expect(extensions[at].name).toContain(CAPABILITY_INFO[name].extension);
          expect(extensions[at].reason).toContain(CAPABILITY_INFO[name].without);
        }
        // The seeds profile caps pages at 100 rows: the large page was followed through its next links.
        expect(run.results.find((r) => r.name.startsWith('pagination: page_size=99999'))?.reason).toContain('capped at 100 rows');
      }
    },
  );

  it('checks report 7 as the gateway reads it, produtos/ (docs/areas/staff-and-support.md#report-catalogue), and never asks the reference-only relatorio7/', () => {
    const report7 = run.results.filter((r) => r.name.includes('report 7'));
    expect(report7.map((r) => [r.name, r.status])).toEqual([[expect.stringMatching(/^GET produtos\/ page_size=999999/), 'PASS']]);
    expect(run.results.filter((r) => r.name.includes('relatorio7'))).toEqual([]);
    expect(proxies.productApi.calls.filter((call) => call.path.includes('/relatorio7/'))).toEqual([]);
  });

  it('sends nothing but GETs and the token reads, and says so', () => {
    const methods = SERVICES.flatMap((name) => proxies[name].calls.map((call) => `${name} ${call.method} ${call.method === 'GET' ? '' : call.path}`.trim()));
    const others = [...new Set(methods.filter((m) => !m.includes(' GET')))].sort();
    expect(others).toEqual(['productApi POST /api/v1/token/', 'productApi POST /api/v1/token/refresh/']);
    expect(run.writes).toEqual([]);
    expect(run.summary[1]).toMatch(
      /^read-only: \d+ requests \(and the capability probes' reads\), no POST, PUT, PATCH or DELETE but the product API's token reads; 9 write checks not run/,
    );
  });

  it('a product API that ignores a relied-on filter fails its check with the reason', async () => {
    const broken = await ignoringFilter(proxies.productApi.url, 'pedidos-em-aberto/', 'codfilial');
    try {
      const results = await filterChecks(new Contract(contractConfig({ ...env, PRODUCT_API_URL: broken.url }, [])));
      const codfilial = results.find((r) => r.name.startsWith('filter pedidos-em-aberto/ codfilial'));
      expect(codfilial?.status).toBe('FAIL');
      expect(codfilial?.reason).toMatch(
        /^ignored: codfilial=\d+ answered a row with \d+ \(id \d+\); the gateway shows and counts rows this filter should leave out$/,
      );
      expect(results.filter((r) => r.status === 'FAIL')).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => (broken.server.closeAllConnections(), broken.server.close(() => resolve())));
    }
  });

  it('writes only with --write and CONTRACT_WRITE=staging; the write checks pass on the reference', async () => {
    expect(() => contractConfig(env, ['--write'])).toThrow(ConfigProblem);
    const readOnly = new Contract(contractConfig(env, []));
    await expect(readOnly.http.call('productApi', 'destaques/', { method: 'POST', json: {} })).rejects.toThrow(/refused: this run is read-only/);
    const writing = new Contract(contractConfig({ ...env, CONTRACT_WRITE: 'staging' }, ['--write']));
    expect((await writeChecks(writing)).filter((r) => r.status !== 'PASS').map(line)).toEqual([]);
    expect(writing.http.writes().map((w) => `${w.service} ${w.method}`)).toContain('storage POST');
  });
});
