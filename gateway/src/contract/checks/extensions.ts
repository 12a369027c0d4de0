// The extensions the gateway probes at start (upstreams/capability-probe.ts), asked with the same probes: each is
// ON, or OFF with the extension's and the degraded feature's words from the capability table (capabilities.ts).
// The probes read through the gateway's own HTTP client, GETs only: any other method through it is refused before
// it leaves (probeClient), whatever --write says.
import { CAPABILITY_INFO, type CapabilityName, type CapabilityState } from '../../upstreams/capabilities';
import {
  probeAccentInsensitiveNames,
  probeChangesFeed,
  probeMonthlySales,
  probePreviousOfferPrice,
  probePrivacyPolicy,
} from '../../upstreams/product-api/extensions';
import { ProductApiTransport } from '../../upstreams/product-api/transport';
import type { Contract } from '../contract';
import { createHttpClient, type HttpClient } from '../../upstreams/http';
import { WriteRefused } from '../http';
import { fail, off, pass, settled, type CheckResult } from '../result';

const PROBED = ['changesFeed', 'monthlySales', 'privacyPolicy', 'previousOfferPrice', 'accentInsensitiveNames'] as const satisfies readonly CapabilityName[];

function row(name: CapabilityName, state: CapabilityState): CheckResult {
  const info = CAPABILITY_INFO[name];
  const title = `extension ${name}: ${info.extension}`;
  if (state === 'on') return pass(title, 'ON');
  if (state === 'off') return off(title, `absent; without it ${info.without}`);
  return fail(
    title,
    'could not tell: the probe found nothing to tell by (no offer, no accented customer name) or an unexpected answer; the gateway starts with it unknown',
  );
}

/** The product API client the probes use: the gateway's, with every method but GET refused. */
function probeClient(contract: Contract): HttpClient {
  const client = createHttpClient('productApi', contract.config.urls.productApi, { getRetries: 0 });
  const refuse = () => {
    throw new WriteRefused('the capability probes only read');
  };
  return { ...client, got: client.got.extend({ hooks: { beforeRequest: [refuse] } }) };
}

export async function extensionChecks(contract: Contract): Promise<CheckResult[]> {
  const client = probeClient(contract);
  const api = async () => {
    const { access } = await contract.signIn();
    return new ProductApiTransport(client, { current: async () => access, refresh: async () => access });
  };
  const probes: Record<(typeof PROBED)[number], () => Promise<CapabilityState>> = {
    changesFeed: () => probeChangesFeed(client),
    monthlySales: () => probeMonthlySales(client),
    privacyPolicy: () => probePrivacyPolicy(client),
    previousOfferPrice: async () => probePreviousOfferPrice(await api()),
    accentInsensitiveNames: async () => probeAccentInsensitiveNames(await api()),
  };
  try {
    const results: CheckResult[] = [];
    for (const name of PROBED)
      results.push(...(await settled(`extension ${name}: ${CAPABILITY_INFO[name].extension}`, async () => row(name, await probes[name]()))));
    return results;
  } finally {
    client.close();
  }
}
