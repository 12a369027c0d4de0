// Every environment variable the gateway reads, declared once: its schema, default, what production demands and
// its description (the settings table of docs/operations.md is printed from this by scripts/settings-readme.mjs and
// compared in settings-readme.test.ts). main.ts reads them all at start and refuses to start on any problem, listing every one;
// code that reads a setting at the time of use (staff rules, the refresh state, the key limiter) asks
// gatewaySetting(), which reads the same declaration. A new setting is one entry here.
import { DB_SETTINGS } from '@painel/db/db-settings';
import { DEMO_LOYALTY_SHIFT_KEY } from './kit/branch-loyalty-password';
import { DEFAULT_MAX_CONCURRENT_REQUESTS, DEFAULT_REQUEST_QUEUE_MAX } from './load-shedding';
import {
  flag,
  httpUrl,
  milliseconds,
  oneOf,
  port,
  postgresUrl,
  readSettings,
  setting,
  text,
  wholeNumber,
  z,
  type Env,
  type SettingValues,
  type SettingsResult,
} from '@painel/db/settings';

/** An HTTP header name (RFC 9110 token), lower-cased. */
const headerName = () =>
  z
    .string()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, { error: 'must be an HTTP header name' })
    .transform((name) => name.toLowerCase());

/** The five services the gateway talks to: always needed (`npm start` sets them for the reference services). */
const upstreamUrl = (description: string) => setting({ schema: z.string(), required: true, defaultText: 'reference service (`npm start`)', description });

/** Demo values of the development stack and the reference seed; production refuses them. */
const DEMO_PASSWORD = 'senha1234';

export const GATEWAY_SETTINGS = {
  PORT: setting({ schema: port(), default: 4000, description: 'where the gateway listens (`0`: any free port)' }),
  HOST: setting({ schema: text(), default: '0.0.0.0', description: 'the address the gateway listens on' }),
  NODE_ENV: setting({
    schema: text(),
    description: '`production` hides Apollo Sandbox and introspection and refuses to start on the demo values named in this table',
  }),
  SECRET_KEY: setting({
    schema: z.string().min(32, { error: 'must have at least 32 characters' }),
    untrimmed: true,
    defaultText: 'generated once and kept in the gateway store (outside production only)',
    production: { required: true, what: 'signs sessions; every instance must share it' },
    description:
      'signs session tokens, encrypts stored upstream tokens (and opens loyalty passwords an earlier version sealed with it); at least 32 characters',
  }),
  DATA_DIR: setting({
    schema: text(),
    defaultText: '`.data/` in the checkout',
    description:
      'PGlite data folders (`gateway/`, `upstream/`); one gateway instance only (a second one on the same folder is refused): several instances need `GATEWAY_DATABASE_URL`',
  }),
  GATEWAY_DATABASE_URL: setting({
    schema: postgresUrl(),
    description: 'PostgreSQL for the gateway store (sessions, workflow journal) instead of PGlite; required with more than one instance',
  }),
  ...DB_SETTINGS,
  STORE_POOL_MAX: setting({
    schema: wholeNumber(1),
    default: 10,
    description: "PostgreSQL store: pooled connections per instance; each instance holds two more (LISTEN, the watcher's leader lock), so 12 by default",
  }),
  STORE_CONNECT_TIMEOUT_MS: setting({ schema: milliseconds(), defaultText: '`5000`', description: 'PostgreSQL store: how long opening a connection may take' }),
  STORE_STATEMENT_TIMEOUT_MS: setting({
    schema: milliseconds(),
    defaultText: '`15000`',
    description: 'PostgreSQL store: the server cancels a statement running longer (0: no limit)',
  }),
  STORE_IDLE_TIMEOUT_MS: setting({
    schema: milliseconds(),
    defaultText: '`30000`',
    description: 'PostgreSQL store: an idle pooled connection is closed after this',
  }),
  INSTANCE_NAME: setting({
    schema: text(),
    defaultText: 'host name and port',
    description:
      "this gateway's name in the workflow journal: stable across restarts of one deployment slot (a pod's name), so a restarted gateway interrupts at once the runs it held when it died",
  }),
  WORKFLOW_FINISH_AFTER_MS: setting({
    schema: milliseconds(),
    defaultText: '`60000`',
    description:
      "an order's run interrupted by its gateway's death is offered to its person first ('Tente Novamente', or the same move again); once it has waited this long, the heartbeat sweep finishes it when all that is left is safe without a person (the audit entries and the pushes after a status write the product API shows it received; never an ERP or loyalty send in doubt), under the person's session while it is active",
  }),
  MAX_CONCURRENT_REQUESTS: setting({
    schema: wholeNumber(1),
    defaultText: `\`${DEFAULT_MAX_CONCURRENT_REQUESTS}\``,
    description:
      'GraphQL HTTP requests (`/graphql`) this instance works on at once (`gateway/src/load-shedding.ts`); health, readiness, metrics, static files, uploads and report files are never counted or refused',
  }),
  REQUEST_QUEUE_MAX: setting({
    schema: wholeNumber(0),
    defaultText: `\`${DEFAULT_REQUEST_QUEUE_MAX}\``,
    description:
      "requests waiting for a slot beyond those, first come first served; any request beyond both is refused at once, before its body is read: HTTP 503, `Retry-After: 1`, code `SERVER_BUSY`, 'Servidor ocupado, tentando novamente em instantes.' (the web retries it after `Retry-After`, at most 3 times); `0`: no queue",
  }),
  REQUEST_DEADLINE_MS: setting({
    schema: wholeNumber(1),
    defaultText: '`10000`',
    description:
      "a GraphQL request's whole time from its arrival (its wait for a slot, every upstream call and GET retry included; `gateway/src/request-deadline.ts`): no upstream call (nor a GET retry) begins with less than 100 ms left, calls in flight are aborted at expiry (a call's own 15 s timeout still applies when shorter), and the client reads HTTP 504, code `REQUEST_TIMEOUT`, 'O servidor demorou demais para responder. Tente novamente.' A write cut at the deadline is in doubt like any timeout: the workflow's handling of a send whose answer was lost applies to the person's next attempt",
  }),
  SHUTDOWN_DELAY_MS: setting({
    schema: milliseconds(),
    default: 5000,
    description:
      "on SIGTERM, how long the gateway keeps serving with `/readyz` answering 503, so the load balancer sees it leave before the port closes (a few of the balancer's readiness checks)",
  }),
  SHUTDOWN_GRACE_MS: setting({
    schema: milliseconds(),
    default: 20_000,
    description:
      'after the drain delay: how long requests in flight and running workflow steps may finish (new requests are answered 503) before what is left is marked interrupted for another instance to take up',
  }),
  PRODUCT_API_URL: upstreamUrl("the company's product API (base, ending in `/api/v1/`)"),
  ERP_BRIDGE_URL: upstreamUrl('ERP bridge (Winthor)'),
  LOYALTY_URL: upstreamUrl('loyalty platform (Cresce Vendas)'),
  PUSH_URL: upstreamUrl('push provider (OneSignal-compatible)'),
  STORAGE_URL: upstreamUrl('storage API for images'),
  PUSH_APP_ID: setting({
    schema: text(),
    defaultText: '`demo-app-id` (outside production only)',
    production: { demo: ['', 'demo-app-id'], what: "the push provider's app id" },
    description: "the push provider's app id",
  }),
  PUSH_API_KEY: setting({
    schema: text(),
    untrimmed: true,
    defaultText: '`demo-push-key` (outside production only)',
    production: { demo: ['', 'demo-push-key'], what: "the push provider's API key" },
    description: "the push provider's API key",
  }),
  PUSH_LEGACY_API: setting({ schema: flag(), default: false, description: '`true` for the `/api/v1/notifications` + Basic style of the push provider' }),
  PUSH_SEGMENT: setting({
    schema: text(),
    defaultText: '`Subscribed Users`',
    description: "the push provider's segment a general notification ('Notificações', send type general) goes to",
  }),
  ERP_IDEMPOTENCY: setting({
    schema: oneOf(['honoured', 'unknown']),
    default: 'unknown',
    defaultText: 'unset; `npm start` sets `honoured` for the reference services on the default profile, not on `seeds`',
    description:
      '`honoured` declares that the ERP bridge answers a repeated POST with the same `Idempotency-Key` by its first result and does nothing twice (nothing in the specs says so): only then is an ERP send whose answer was lost sent again without a person (docs/security.md#sends-whose-answer-was-lost); `unknown` or unset holds the order for a check in Winthor',
  }),
  LOYALTY_IDEMPOTENCY: setting({
    schema: oneOf(['honoured', 'unknown']),
    default: 'unknown',
    defaultText: 'as `ERP_IDEMPOTENCY`',
    description: 'as `ERP_IDEMPOTENCY`, for the loyalty platform: `honoured` lets a loyalty cancellation whose answer was lost be sent again',
  }),
  STORAGE_PUBLIC_URL: setting({
    schema: httpUrl(),
    defaultText: '`<STORAGE_URL>/files/`',
    description:
      "where stored files are published when not under the storage API's own `files/` (a CDN or an S3 bucket): image URLs must then be `<STORAGE_PUBLIC_URL><folder>/<file>`, and the web's CSP allows that origin",
  }),
  PASSWORD_RESET_API_URL: setting({
    schema: httpUrl(),
    defaultText: '`PRODUCT_API_URL`',
    description:
      'the host of `recovery/`, `password-reset/{uuid}/{token}/` and `password-reset-complete` (the company places them on its external API host: docs/areas/staff-and-support.md#reset-pages)',
  }),
  PRODUCT_REFRESH_URL: setting({
    schema: httpUrl(),
    defaultText: '`<PRODUCT_API_URL>scripts/atualiza-produto/`',
    description:
      "the ERP refresh script's full URL (docs/areas/catalogue.md#erp-refresh), asked with the user's bearer and `user`, `codprod`, `codauxiliar`, `codfilial`",
  }),
  PRODUCT_REFRESH_STALE_MINUTES: setting({
    schema: wholeNumber(1),
    default: 30,
    description:
      "an ERP stock update whose newest log entry says 'Executando' for longer than this (a restart, a lost job) no longer blocks product edits: it is taken as stale, not busy",
  }),
  LOYALTY_USERNAME_HEADER: setting({
    schema: headerName(),
    default: 'x-username',
    description: "the header name the loyalty platform reads a branch's user name from",
  }),
  LOYALTY_TOKEN_HEADER: setting({ schema: headerName(), default: 'x-token', description: "the header name the loyalty platform reads a branch's token from" }),
  LOYALTY_DUPLICATE_CODE: setting({
    schema: wholeNumber(0),
    default: 409,
    description: "the platform's `response.code` for a coupon registered or a purchase cancelled already (taken as done)",
  }),
  DELIVERYMAN_DEFAULT_PASSWORD: setting({
    schema: text(),
    untrimmed: true,
    defaultText: '`senha1234` (outside production only)',
    production: { demo: ['', DEMO_PASSWORD], what: 'the password new deliverymen get' },
    description: "the password new deliverymen get ('Entregadores'; never sent by the browser)",
  }),
  LOYALTY_PASSWORD_SHIFT_KEY: setting({
    schema: text(),
    untrimmed: true,
    defaultText: 'the demo key the reference seed uses (outside production only)',
    production: { demo: ['', DEMO_LOYALTY_SHIFT_KEY], what: "the key of the loyalty password stored in the general settings: the company's apps' key" },
    description:
      "the key of the reversible character shift in which the branches' general settings store the Cresce Vendas password (`cvPassword`, docs/areas/catalogue.md#loyalty-password): the company's apps' key, so every consumer reads the same record",
  }),
  STAFF_EMAIL_DOMAIN: setting({ schema: text(), default: 'sem-email.invalid', description: 'new staff without an e-mail get `<matrícula>@<domain>`' }),
  WEB_DIST: setting({ schema: text(), defaultText: "`web/dist` (the build folder's `web/`)", description: 'folder of the built web app' }),
  LOG_LEVEL: setting({ schema: oneOf(['debug', 'info', 'warn', 'error', 'silent']), default: 'info', description: 'what the JSON log on stderr carries' }),
  SESSION_CACHE_MS: setting({
    schema: milliseconds(),
    defaultText: '`5000`',
    description:
      "how long (ms) an active session is served from memory between gateway-store reads; a logout or token refresh on another instance reaches this one at once through the store's notifications, and at most this late while they are down; `0` reads the store on every request",
  }),
  TRUSTED_PROXY_COUNT: setting({
    schema: wholeNumber(0, 10),
    default: 0,
    description:
      "how many proxies of ours stand in front of the gateway (each appending to `X-Forwarded-For` and `X-Forwarded-Proto`): the login limiter then takes the client address as the n-th `X-Forwarded-For` entry from the right, and the client's connection is HTTPS when the n-th `X-Forwarded-Proto` entry from the right says `https` (the session cookie is then `Secure` and named `__Host-painel_session`, the device cookies `Secure`; `auth/cookies.ts`); `0` uses the socket's address and protocol and ignores both headers (a client could write anything there)",
  }),
  GRAPHQL_EXECUTION: setting({
    schema: oneOf(['compiled', 'graphql-js']),
    default: 'compiled',
    description:
      '`compiled` runs each operation, from its second use, as a function compiled once by graphql-jit; `graphql-js` interprets it on every request (the reference executor, kept as a fallback switch); introspection always runs on graphql-js',
  }),
  ORDER_WATCH_INTERVAL_MS: setting({
    schema: milliseconds(),
    defaultText: '`3000`',
    description:
      "how often the live order desk's one watcher (the instance holding the store's lock) reads the product API's order changes (`pedidos-alterados/`); it reads only while a board is open on some instance",
  }),
  ORDER_POLL_INTERVAL_MS: setting({
    schema: milliseconds(),
    defaultText: '`10000`',
    description:
      "without `pedidos-alterados/` (an extension of our reference API), how often the watcher reads the open orders list (`pedidos-em-aberto/`, every page) and publishes what changed; 'Pedidos em Aberto' then says 'Atualização periódica (a cada N s)' instead of 'Ao vivo'",
  }),
  LIVE_SESSION_CHECK_MS: setting({
    schema: milliseconds(),
    defaultText: '`60000`',
    description: "how often open WebSockets' sessions are checked against the idle and absolute limits (a logout or deactivation closes them at once anyway)",
  }),
  LIVE_MAX_SOCKETS_PER_SESSION: setting({
    schema: wholeNumber(1),
    defaultText: '`10`',
    description: 'open WebSockets one session may hold on one instance (a tab holds one); the next is closed with 4429 and says why',
  }),
  LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET: setting({
    schema: wholeNumber(1),
    defaultText: '`50`',
    description: 'subscriptions at once on one socket (a board holds one, plus one per workflow it follows); the next gets the error `TOO_MANY_SUBSCRIPTIONS`',
  }),
  LIVE_MAX_MESSAGES_PER_SECOND: setting({
    schema: wholeNumber(1),
    defaultText: '`10`',
    description: 'client messages per second on one socket, bursts of ten times that; a socket over it is closed with 4429',
  }),
  INTEGRATION_ACCOUNT_MATRICULA: setting({
    schema: text(),
    defaultText: '`npm start` in development on the reference API: the demo superuser 1001',
    description:
      'the product API service account (a type 1 user made for tools) that keys for internal tools act as upstream, and that the start-up capability probe reads with; without it, key requests answer 503 with the reason',
  }),
  INTEGRATION_ACCOUNT_PASSWORD: setting({
    schema: text(),
    untrimmed: true,
    production: { demo: [DEMO_PASSWORD], what: "the tools' service account password" },
    description: "the service account's password",
  }),
  INTEGRATION_KEY_RATE_PER_MINUTE: setting({ schema: wholeNumber(1), default: 600, description: 'requests a key may make per minute, counted per instance' }),
  METRICS_TOKEN: setting({
    schema: text(),
    untrimmed: true,
    description:
      '`/metrics` answers only `Authorization: Bearer <token>`; unset, production refuses it (403) and development answers only a direct loopback caller whose Host is the loopback',
  }),
  METRICS_ENABLED: setting({ schema: flag(), default: true, description: '`false` turns the metrics off (`/metrics` 404)' }),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting({
    schema: text(),
    description: 'turns OpenTelemetry traces on (OTLP over HTTP, `/v1/traces` added); with neither this nor the next, the SDK is not loaded',
  }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: setting({ schema: text(), description: 'the traces endpoint in full (wins over the previous)' }),
  OTEL_EXPORTER_OTLP_HEADERS: setting({
    schema: text(),
    untrimmed: true,
    description: "the exporter's headers, `key1=value1,key2=value2` (values URL-encoded)",
  }),
  OTEL_SERVICE_NAME: setting({ schema: text(), default: 'painel-gateway', description: "the traces' service name" }),
  OTEL_TRACES_SAMPLER: setting({
    schema: text(),
    defaultText: 'every request',
    description: "the OpenTelemetry SDK's sampler (read by the SDK), e.g. `parentbased_traceidratio` with `OTEL_TRACES_SAMPLER_ARG`",
  }),
  OTEL_TRACES_SAMPLER_ARG: setting({ schema: text(), description: "the sampler's argument (read by the SDK), e.g. `0.1`" }),
  OTEL_BSP_SCHEDULE_DELAY: setting({ schema: wholeNumber(1), defaultText: "the SDK's", description: 'ms between trace batch exports' }),
  OTEL_SDK_DISABLED: setting({ schema: flag(), default: false, description: '`true` keeps traces off even with an endpoint' }),
};

export type GatewaySettings = SettingValues<typeof GATEWAY_SETTINGS>;
export type GatewaySettingName = keyof typeof GATEWAY_SETTINGS;

/** The declarations of the named settings only (a tool that reads a part of the gateway's settings). */
export function someSettings<K extends GatewaySettingName>(names: readonly K[]): Pick<typeof GATEWAY_SETTINGS, K> {
  return Object.fromEntries(names.map((name) => [name, GATEWAY_SETTINGS[name]])) as Pick<typeof GATEWAY_SETTINGS, K>;
}

export const isProduction = (env: Env = process.env) => env.NODE_ENV?.trim() === 'production';

/** Every setting read and checked at start: the values, or every problem (each naming its variable). */
export function gatewaySettingsFromEnv(env: Env = process.env): SettingsResult<typeof GATEWAY_SETTINGS> {
  const result = readSettings(GATEWAY_SETTINGS, env, { production: isProduction(env) });
  const problems = result.ok ? [] : [...result.problems];
  // The store is chosen, never defaulted, in production: the default folder is inside the program's own, which a
  // deployment does not write into.
  if (isProduction(env) && !env.GATEWAY_DATABASE_URL?.trim() && !env.DATA_DIR?.trim()) {
    problems.push(
      'GATEWAY_DATABASE_URL or DATA_DIR is required in production (the gateway store: PostgreSQL for any number of instances, or an embedded PGlite folder for one)',
    );
  }
  if (result.ok && result.values.LOYALTY_USERNAME_HEADER === result.values.LOYALTY_TOKEN_HEADER) {
    problems.push('LOYALTY_USERNAME_HEADER and LOYALTY_TOKEN_HEADER must differ');
  }
  return problems.length || !result.ok ? { ok: false, problems } : result;
}

/**
 * One setting at the time of use, through its declaration. The start checked the environment already; a value a
 * test sets that does not parse reads as the default.
 */
export function gatewaySetting<K extends GatewaySettingName>(name: K, env: Env = process.env): GatewaySettings[K] {
  const declared = GATEWAY_SETTINGS[name];
  const read = declared.read(name, env);
  return (read.ok ? read.value : declared.default) as GatewaySettings[K];
}
