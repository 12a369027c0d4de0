// The one door of the contract checks to the services: every request goes through `call`, which keeps a record of
// what was sent and, unless the run may write (--write with CONTRACT_WRITE=staging), refuses any method but GET
// before it leaves. The only exception are the product API's token calls, which the specs define as the way to read
// a token (docs/contracts/product-api.md#auth: POST token/, POST token/refresh/): they change no record.
export type ServiceName = 'productApi' | 'erp' | 'loyalty' | 'push' | 'storage' | 'passwordReset';

export interface SentRequest {
  service: ServiceName;
  method: string;
  path: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
}

export interface CallOptions {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: FormData;
  /** Raw bytes (a file PUT to a presigned URL), sent with the caller's content-type. */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
}

/** Token reads of the product API: POSTs the specs define as reads (they create or change no record). */
const TOKEN_PATHS = new Set(['token/', 'token/refresh/']);
const TIMEOUT_MS = 30_000;

export class WriteRefused extends Error {}

export class ContractHttp {
  readonly sent: SentRequest[] = [];

  constructor(
    private readonly bases: Partial<Record<ServiceName, string>>,
    readonly mayWrite: boolean,
  ) {}

  base(service: ServiceName): string | undefined {
    const base = this.bases[service];
    return base ? (base.endsWith('/') ? base : `${base}/`) : undefined;
  }

  /** `path` relative to the service's base URL, or an absolute URL of that service (a `next` link, a file). */
  async call(service: ServiceName, path: string, options: CallOptions = {}): Promise<Answer> {
    const method = (options.method ?? 'GET').toUpperCase();
    const base = this.base(service);
    if (!base) throw new Error(`no URL configured for ${service}`);
    const url = new URL(/^https?:\/\//.test(path) ? path : base + path.replace(/^\/+/, ''));
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    const tokenRead = service === 'productApi' && method === 'POST' && TOKEN_PATHS.has(url.href.slice(base.length));
    if (method !== 'GET' && !tokenRead && !this.mayWrite) throw new WriteRefused(`${method} ${url.pathname} refused: this run is read-only`);
    this.sent.push({ service, method, path: url.pathname + url.search });
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'painel-contract', ...options.headers };
    let body: string | FormData | Uint8Array | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    else if (options.bytes) body = options.bytes;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new Error(`${url.origin} did not answer (${networkCause(error)})`);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: parsed(text) };
  }

  /** Methods other than GET that went out, token reads aside (what a read-only run must leave empty). */
  writes(): SentRequest[] {
    return this.sent.filter((s) => s.method !== 'GET' && !(s.service === 'productApi' && s.method === 'POST' && /\/token\/(refresh\/)?$/.test(s.path)));
  }
}

/** Why a request got no answer, in a word: the system's code (ECONNREFUSED, ENOTFOUND) or a timeout. */
function networkCause(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer in ${TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown; errors?: Array<{ code?: unknown }> } } | null)?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message;
  return typeof code === 'string' ? code : String(error);
}

function parsed(text: string): unknown {
  if (!/^\s*[[{"]/.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
