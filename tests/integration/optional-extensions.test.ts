// The two product API calls no spec table lists (docs/contracts/product-api.md#extensions): the dashboard's monthly
// sales (dashboard/vendas-mensais/) and the privacy policy (politica-privacidade/), each a capability the gateway
// probes read-only at start. On the 'default' profile both are offered and work as before; on 'seeds' (only what the
// specs describe) /readyz says they are off, the chart answers no years with its Portuguese note, the privacy policy's
// read is NOT_AVAILABLE and its save refused with the note, and none of them calls the absent route after the probe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PROFILES } from '../../upstream/src/profile';
import { Client, startStack, type Loose, type Stack } from './stack';

const CHART = '{ salesByMonth { branch availability { available note } years { year months { orders } } } }';
const AVAILABILITY = '{ privacyPolicyAvailability { available note } }';
const READ = '{ privacyPolicy { id title body } }';
const SAVE = `mutation($input: PrivacyPolicyInput!) {
  savePrivacyPolicy(input: $input) { message errors { code message field } privacyPolicy { title } }
}`;
const CHART_NOTE = 'O gráfico de vendas mensais não está disponível neste servidor de produtos.';
const POLICY_NOTE = 'A política de privacidade não está disponível neste servidor de produtos.';

describe.each(REFERENCE_PROFILES)('monthly sales and the privacy policy on the %s profile', (profile) => {
  const offered = profile === 'default';
  let stack: Stack;
  let admin: Client;
  const absentCalls = () => stack.calls.filter((c) => /\/(dashboard\/vendas-mensais|politica-privacidade)\//.test(c.path));

  beforeAll(async () => {
    stack = await startStack({}, { profile });
    admin = new Client(stack.gateway.url);
    expect((await admin.login('1001')).login.errors).toEqual([]);
  }, 120_000);
  afterAll(() => stack?.close());

  it(`/readyz says both are ${offered ? 'on' : 'off'}`, async () => {
    const ready = (await (await fetch(`${stack.gateway.url}/readyz`)).json()) as Loose;
    const state = offered ? 'on' : 'off';
    expect(ready.capabilities).toMatchObject({ monthlySales: state, privacyPolicy: state });
  });

  it(offered ? 'the chart has its years' : 'the chart has no years and says why, with no call to the absent route', async () => {
    const before = absentCalls().length;
    const answer = await admin.query(CHART);
    expect(answer.body.errors).toBeUndefined();
    const chart = answer.body.data?.salesByMonth;
    if (offered) {
      expect(chart.availability).toEqual({ available: true, note: null });
      expect(chart.years).toHaveLength(2);
      expect(absentCalls().length).toBe(before + 1);
    } else {
      expect(chart).toEqual({ branch: null, availability: { available: false, note: CHART_NOTE }, years: [] });
      expect(absentCalls().length).toBe(before);
    }
  });

  it(offered ? 'the privacy policy reads and saves' : 'the privacy policy is not available: read and save refused in Portuguese, no call', async () => {
    const before = absentCalls().length;
    const availability = (await admin.query(AVAILABILITY)).body.data?.privacyPolicyAvailability;
    const read = await admin.query(READ);
    const save = await admin.query(SAVE, { input: { title: 'Política de Privacidade', body: 'Tratamos seus dados conforme a LGPD.' } });
    if (offered) {
      expect(availability).toEqual({ available: true, note: null });
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data?.privacyPolicy.title).toBeTruthy();
      expect(save.body.data?.savePrivacyPolicy).toMatchObject({ errors: [], privacyPolicy: { title: 'Política de Privacidade' } });
      expect(absentCalls().length).toBeGreaterThan(before);
    } else {
      expect(availability).toEqual({ available: false, note: POLICY_NOTE });
      expect(read.status).toBe(200);
      expect(read.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[POLICY_NOTE, 'NOT_AVAILABLE']]);
      expect(save.status).toBe(200);
      expect(save.body.errors).toBeUndefined();
      expect(save.body.data?.savePrivacyPolicy).toEqual({
        message: null,
        errors: [{ code: 'NOT_AVAILABLE', message: POLICY_NOTE, field: null }],
        privacyPolicy: null,
      });
      expect(absentCalls().length).toBe(before);
    }
  });

  it(`the start probe asked each route ${offered ? '' : 'once, '}without credentials, by GET`, () => {
    const probes = stack.calls.filter((c) => /\/(dashboard\/vendas-mensais|politica-privacidade)\//.test(c.path)).slice(0, 2);
    expect(probes.map((c) => c.method)).toEqual(['GET', 'GET']);
    if (!offered) expect(absentCalls()).toHaveLength(2);
  });
});
