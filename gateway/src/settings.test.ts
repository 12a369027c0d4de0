// The gateway's settings as main.ts reads them: every problem at once, each naming its variable; production's
// refusal of unset secrets and of the development stack's demo values; defaults and parsed values.
import { describe, expect, it } from 'vitest';
import { gatewaySetting, gatewaySettingsFromEnv } from './settings';

const URLS = {
  PRODUCT_API_URL: 'http://127.0.0.1:4101/api/v1/',
  ERP_BRIDGE_URL: 'http://127.0.0.1:4102/',
  LOYALTY_URL: 'http://127.0.0.1:4103/',
  PUSH_URL: 'http://127.0.0.1:4104',
  STORAGE_URL: 'http://127.0.0.1:4105',
};

const PRODUCTION = {
  ...URLS,
  NODE_ENV: 'production',
  GATEWAY_DATABASE_URL: 'postgres://painel@db/painel',
  SECRET_KEY: 'k'.repeat(40),
  PUSH_APP_ID: 'a1b2',
  PUSH_API_KEY: 'k-9',
  DELIVERYMAN_DEFAULT_PASSWORD: 'entrega-77',
  LOYALTY_PASSWORD_SHIFT_KEY: 'chave-da-loja',
};

const problemsOf = (env: Record<string, string>) => {
  const result = gatewaySettingsFromEnv(env);
  return result.ok ? [] : result.problems;
};

describe('gateway settings', () => {
  it('read defaults and parse what is set', () => {
    const result = gatewaySettingsFromEnv({ ...URLS, PORT: '8080', LOG_LEVEL: 'warn', PUSH_LEGACY_API: 'TRUE', LOYALTY_TOKEN_HEADER: 'X-CV-Token' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      PUSH_LEGACY_API: true,
      LOYALTY_TOKEN_HEADER: 'x-cv-token',
      SHUTDOWN_GRACE_MS: 20_000,
      PRODUCT_REFRESH_STALE_MINUTES: 30,
      GRAPHQL_EXECUTION: 'compiled',
    });
    expect(result.values.SECRET_KEY).toBeUndefined();
  });

  it('list every problem at once, each naming its variable', () => {
    const problems = problemsOf({
      ERP_BRIDGE_URL: URLS.ERP_BRIDGE_URL,
      LOYALTY_URL: URLS.LOYALTY_URL,
      PUSH_URL: URLS.PUSH_URL,
      STORAGE_URL: URLS.STORAGE_URL,
      PORT: 'quatro mil',
      LOG_LEVEL: 'verbose',
      PRODUCT_REFRESH_STALE_MINUTES: '0',
      SHUTDOWN_GRACE_MS: '-1',
      GRAPHQL_EXECUTION: 'jit',
      TRUSTED_PROXY_COUNT: '11',
      STORAGE_PUBLIC_URL: 'ftp://cdn.example.com/',
    });
    expect(problems).toEqual([
      "PORT must be a whole number from 0 to 65535, got 'quatro mil'",
      "SHUTDOWN_GRACE_MS must be a whole number of milliseconds (0 or more), got '-1'",
      expect.stringMatching(/^PRODUCT_API_URL is not set/),
      "STORAGE_PUBLIC_URL must be an absolute http(s) URL, got 'ftp://cdn.example.com/'",
      "PRODUCT_REFRESH_STALE_MINUTES must be a whole number 1 or more, got '0'",
      "LOG_LEVEL must be one of 'debug', 'info', 'warn', 'error', 'silent', got 'verbose'",
      "TRUSTED_PROXY_COUNT must be a whole number from 0 to 10, got '11'",
      "GRAPHQL_EXECUTION must be one of 'compiled', 'graphql-js', got 'jit'",
    ]);
  });

  it('in production, name each secret unset or left on its demo value, without echoing secrets', () => {
    const problems = problemsOf({
      ...URLS,
      NODE_ENV: 'production',
      SECRET_KEY: 'curta',
      PUSH_APP_ID: 'demo-app-id',
      DELIVERYMAN_DEFAULT_PASSWORD: 'senha1234',
      INTEGRATION_ACCOUNT_PASSWORD: 'senha1234',
      LOYALTY_PASSWORD_SHIFT_KEY: 'painel-demo-shift',
    });
    expect(problems).toEqual([
      'SECRET_KEY must have at least 32 characters',
      expect.stringMatching(/^PUSH_APP_ID is a demo value/),
      expect.stringMatching(/^PUSH_API_KEY is required in production/),
      expect.stringMatching(/^DELIVERYMAN_DEFAULT_PASSWORD is a demo value/),
      expect.stringMatching(/^LOYALTY_PASSWORD_SHIFT_KEY is a demo value/),
      expect.stringMatching(/^INTEGRATION_ACCOUNT_PASSWORD is a demo value/),
      expect.stringMatching(/^GATEWAY_DATABASE_URL or DATA_DIR is required in production/),
    ]);
    expect(problemsOf({ ...PRODUCTION, SECRET_KEY: '' })).toEqual([expect.stringMatching(/^SECRET_KEY is required in production/)]);
    expect(problemsOf({ ...PRODUCTION, GATEWAY_DATABASE_URL: '' })).toEqual([
      expect.stringMatching(/^GATEWAY_DATABASE_URL or DATA_DIR is required in production/),
    ]);
    expect(problemsOf({ ...PRODUCTION, GATEWAY_DATABASE_URL: '', DATA_DIR: '/var/lib/painel' })).toEqual([]);
    expect(problemsOf(PRODUCTION)).toEqual([]);
    // Outside production the demo values are what the development stack runs with.
    expect(problemsOf({ ...URLS, PUSH_APP_ID: 'demo-app-id', DELIVERYMAN_DEFAULT_PASSWORD: 'senha1234' })).toEqual([]);
  });

  it('refuse the loyalty header names when they are one', () => {
    expect(problemsOf({ ...URLS, LOYALTY_TOKEN_HEADER: 'X-Username' })).toEqual(['LOYALTY_USERNAME_HEADER and LOYALTY_TOKEN_HEADER must differ']);
  });

  it('are read at the time of use through the same declarations', () => {
    expect(gatewaySetting('PRODUCT_REFRESH_STALE_MINUTES', { PRODUCT_REFRESH_STALE_MINUTES: '5' })).toBe(5);
    expect(gatewaySetting('PRODUCT_REFRESH_STALE_MINUTES', {})).toBe(30);
    expect(gatewaySetting('METRICS_ENABLED', { METRICS_ENABLED: 'false' })).toBe(false);
  });
});
