// What the contract run reads from the environment: the same variables the gateway reads, through the same
// declarations (settings.ts), so an operator runs it with the deployment's own settings.
import { siteSettingsFromEnv, type SiteSettings } from '../site-settings';
import { serviceAccountFromEnv, type ServiceAccountConfig } from '../auth/integration-keys-account';
import { gatewaySetting } from '../settings';

export interface ContractConfig {
  urls: { productApi: string; erp: string; loyalty: string; push: string; storage: string };
  site: SiteSettings;
  /** The product API account the checks sign in with (the gateway's service account). */
  account: ServiceAccountConfig;
  push: { appId?: string; apiKey?: string; legacy: boolean };
  /** --write with CONTRACT_WRITE=staging: the checks that change records run too. */
  write: boolean;
}

export const URL_VARIABLES = {
  productApi: 'PRODUCT_API_URL',
  erp: 'ERP_BRIDGE_URL',
  loyalty: 'LOYALTY_URL',
  push: 'PUSH_URL',
  storage: 'STORAGE_URL',
} as const;

export class ConfigProblem extends Error {}

export function contractConfig(env: NodeJS.ProcessEnv, args: readonly string[]): ContractConfig {
  const missing = Object.values(URL_VARIABLES).filter((name) => !env[name]?.trim());
  if (missing.length) throw new ConfigProblem(`set ${missing.join(', ')} (the services' URLs, as for the gateway)`);
  const wantsWrite = args.includes('--write');
  if (wantsWrite && env.CONTRACT_WRITE !== 'staging') {
    throw new ConfigProblem('--write changes records: it runs only with CONTRACT_WRITE=staging, against a staging system');
  }
  const urls = Object.fromEntries(Object.entries(URL_VARIABLES).map(([key, name]) => [key, env[name]!.trim()])) as ContractConfig['urls'];
  let site: SiteSettings;
  try {
    site = siteSettingsFromEnv(env);
  } catch (error) {
    throw new ConfigProblem((error as Error).message);
  }
  const account = serviceAccountFromEnv(env);
  if (!account)
    throw new ConfigProblem("set INTEGRATION_ACCOUNT_MATRICULA and INTEGRATION_ACCOUNT_PASSWORD (the gateway's service account: the checks read as it)");
  return {
    urls,
    site,
    account,
    push: { appId: gatewaySetting('PUSH_APP_ID', env), apiKey: gatewaySetting('PUSH_API_KEY', env), legacy: gatewaySetting('PUSH_LEGACY_API', env) },
    write: wantsWrite,
  };
}
