// The site settings main.ts reads (hosts the specs place elsewhere, the public base of stored files, the loyalty
// platform's header names and repeat code), each bad value naming its variable.
import { describe, expect, it } from 'vitest';
import { siteSettingsFromEnv } from './site-settings';

describe('site settings', () => {
  it('default to the product API and the loyalty platform as the reference services speak', () => {
    expect(siteSettingsFromEnv({})).toEqual({
      passwordReset: undefined,
      productRefresh: undefined,
      storagePublic: undefined,
      loyaltyHeaders: { username: 'x-username', token: 'x-token' },
      loyaltyDuplicateCode: 409,
    });
  });

  it("take the site's hosts, header names and repeat code", () => {
    const settings = siteSettingsFromEnv({
      PASSWORD_RESET_API_URL: 'https://contas.example.com/api/',
      PRODUCT_REFRESH_URL: 'https://erp-scripts.example.com/atualiza.php',
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/painel/',
      LOYALTY_USERNAME_HEADER: 'X-CV-User',
      LOYALTY_TOKEN_HEADER: 'X-CV-Token',
      LOYALTY_DUPLICATE_CODE: '422',
    });
    expect(settings).toEqual({
      passwordReset: 'https://contas.example.com/api/',
      productRefresh: 'https://erp-scripts.example.com/atualiza.php',
      storagePublic: 'https://cdn.example.com/painel/',
      loyaltyHeaders: { username: 'x-cv-user', token: 'x-cv-token' },
      loyaltyDuplicateCode: 422,
    });
  });

  it('refuse a bad value, naming the variable', () => {
    expect(() => siteSettingsFromEnv({ PRODUCT_REFRESH_URL: 'atualiza.php' })).toThrow(/PRODUCT_REFRESH_URL/);
    expect(() => siteSettingsFromEnv({ STORAGE_PUBLIC_URL: 'ftp://cdn.example.com/' })).toThrow(/STORAGE_PUBLIC_URL/);
    expect(() => siteSettingsFromEnv({ PASSWORD_RESET_API_URL: 'https://u:p@contas.example.com/' })).toThrow(/PASSWORD_RESET_API_URL/);
    expect(() => siteSettingsFromEnv({ LOYALTY_TOKEN_HEADER: 'x token' })).toThrow(/LOYALTY_TOKEN_HEADER/);
    expect(() => siteSettingsFromEnv({ LOYALTY_TOKEN_HEADER: 'x-username' })).toThrow(/must differ/);
    expect(() => siteSettingsFromEnv({ LOYALTY_DUPLICATE_CODE: 'duplicado' })).toThrow(/LOYALTY_DUPLICATE_CODE/);
  });
});
