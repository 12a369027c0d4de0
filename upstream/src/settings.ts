// Every environment variable the reference services read, declared once with the settings kit (the second
// settings table of docs/operations.md is printed from this). main.ts reads them all at start and stops on any problem, listing
// every one; the services read a setting at the time of use through upstreamSetting().
import { DB_SETTINGS } from '@painel/db/db-settings';
import { httpUrl, milliseconds, port, postgresUrl, readSettings, setting, text, z, type Env, type SettingValues } from '@painel/db/settings';
import { REFERENCE_PROFILES } from './profile';
import { UPSTREAM_NAMES, type UpstreamName } from './ports';

/** UPSTREAM_ONLY's words: the services' names, and two spellings people use. */
const SERVICE_WORDS = new Map<string, UpstreamName>([
  ...UPSTREAM_NAMES.map((n) => [n.toLowerCase(), n] as const),
  ['product-api', 'productApi'],
  ['erp-bridge', 'erp'],
]);

const serviceList = () =>
  z.string().transform((raw, ctx) => {
    const names: UpstreamName[] = [];
    for (const part of raw.split(',')) {
      const name = SERVICE_WORDS.get(part.trim().toLowerCase());
      if (!name) {
        ctx.addIssue({ code: 'custom', message: `names an unknown service '${part.trim()}' (use ${UPSTREAM_NAMES.join(', ')})` });
        return z.NEVER;
      }
      names.push(name);
    }
    return names;
  });

const servicePort = (fallback: number, service: string) => setting({ schema: port(), default: fallback, description: `the ${service}'s port` });

export const UPSTREAM_SETTINGS = {
  DATABASE_URL: setting({ schema: postgresUrl(), description: 'PostgreSQL for the reference services instead of PGlite in `DATA_DIR/upstream`' }),
  DATA_DIR: setting({ schema: text(), defaultText: '`.data/` in the checkout', description: 'PGlite data folder parent (`upstream/`)' }),
  ...DB_SETTINGS,
  UPSTREAM_HOST: setting({ schema: text(), default: '127.0.0.1', description: 'where they listen' }),
  PRODUCT_API_PORT: servicePort(4101, 'product API'),
  ERP_PORT: servicePort(4102, 'ERP bridge'),
  LOYALTY_PORT: servicePort(4103, 'loyalty platform'),
  PUSH_PORT: servicePort(4104, 'push provider'),
  STORAGE_PORT: servicePort(4105, 'storage API'),
  UPSTREAM_ONLY: setting({ schema: serviceList(), defaultText: 'all', description: 'comma list of services to start (`productApi,erp,loyalty,push,storage`)' }),
  PRODUCT_API_SECRET: setting({
    schema: text(),
    untrimmed: true,
    defaultText: 'generated once and kept in its database',
    description: "signs the product API's JWTs",
  }),
  PUBLIC_WEB_URL: setting({ schema: httpUrl(), default: 'http://localhost:4000/', description: 'base of the password-reset links that `recovery/` returns' }),
  PRODUCT_REFRESH_DELAY_MS: setting({
    schema: milliseconds(),
    default: 1000,
    description: 'how long the simulated ERP refresh script takes before its log entry completes',
  }),
  PUSH_APP_ID: setting({ schema: text(), default: 'demo-app-id', description: 'the app id the reference push provider accepts' }),
  PUSH_API_KEY: setting({ schema: text(), default: 'demo-push-key', description: 'the API key the reference push provider accepts' }),
  REFERENCE_PROFILE: setting({
    schema: z.enum(REFERENCE_PROFILES, { error: `must be a reference profile (${REFERENCE_PROFILES.join(', ')})` }),
    default: 'default',
    description:
      "`default` (every extension the references grew) or `seeds`: only what the specs describe; the product API then honours only the filters the specs' call tables name per endpoint (`upstream/src/product-api/documented-filters.ts`; others are ignored as a DRF view ignores them), answers at most 100 rows a page (with `next` links) and searches names accent-sensitively",
  }),
};

export type UpstreamSettingName = keyof typeof UPSTREAM_SETTINGS;
type UpstreamSettings = SettingValues<typeof UPSTREAM_SETTINGS>;

/** Every setting read and checked at start: the values, or every problem (each naming its variable). */
export const upstreamSettingsFromEnv = (env: Env = process.env) => readSettings(UPSTREAM_SETTINGS, env, { production: false });

/** One setting at the time of use, through its declaration (a value that does not parse reads as the default). */
export function upstreamSetting<K extends UpstreamSettingName>(name: K, env: Env = process.env): UpstreamSettings[K] {
  const declared = UPSTREAM_SETTINGS[name];
  const read = declared.read(name, env);
  return (read.ok ? read.value : declared.default) as UpstreamSettings[K];
}
