// Settings for what the specs leave to each site (declared in settings.ts): the hosts the specs place some calls on
// (reset and recovery, the ERP refresh script), where stored files are published, the loyalty platform's header
// names and repeat code. A bad value is an error naming its variable.
import { readSettings, type Env } from '@painel/db/settings';
import type { LoyaltyHeaders } from './upstreams/loyalty';
import { someSettings, type GatewaySettings } from './settings';

export interface SiteSettings {
  passwordReset?: string;
  productRefresh?: string;
  storagePublic?: string;
  loyaltyHeaders: LoyaltyHeaders;
  loyaltyDuplicateCode: number;
}

const SITE_SETTINGS = [
  'PASSWORD_RESET_API_URL',
  'PRODUCT_REFRESH_URL',
  'STORAGE_PUBLIC_URL',
  'LOYALTY_USERNAME_HEADER',
  'LOYALTY_TOKEN_HEADER',
  'LOYALTY_DUPLICATE_CODE',
] as const;

type SiteValues = Pick<GatewaySettings, (typeof SITE_SETTINGS)[number]>;

/** The site settings of values the start checked already. */
export function siteSettingsOf(values: SiteValues): SiteSettings {
  return {
    passwordReset: values.PASSWORD_RESET_API_URL,
    productRefresh: values.PRODUCT_REFRESH_URL,
    storagePublic: values.STORAGE_PUBLIC_URL,
    loyaltyHeaders: { username: values.LOYALTY_USERNAME_HEADER, token: values.LOYALTY_TOKEN_HEADER },
    loyaltyDuplicateCode: values.LOYALTY_DUPLICATE_CODE,
  };
}

/** The site settings read from an environment (the contract run); throws naming each bad variable. */
export function siteSettingsFromEnv(env: Env): SiteSettings {
  const result = readSettings(someSettings(SITE_SETTINGS), env, { production: false });
  if (!result.ok) throw new Error(result.problems.join('; '));
  if (result.values.LOYALTY_USERNAME_HEADER === result.values.LOYALTY_TOKEN_HEADER)
    throw new Error('LOYALTY_USERNAME_HEADER and LOYALTY_TOKEN_HEADER must differ');
  return siteSettingsOf(result.values);
}
