// What every check shares: the HTTP door (http.ts), the product API signed in as the gateway's service account, and
// reads several checks need (the first rows of a list, to take ids and filter values from), made once.
import type { ContractConfig } from './config';
import { ContractHttp, type Answer, type CallOptions } from './http';

export type Row = Record<string, unknown>;

export interface ListAnswer {
  total?: number;
  count?: number;
  next?: string | null;
  results: Row[];
}

export class Contract {
  readonly http: ContractHttp;
  private tokens: { access: string; refresh: string } | null = null;
  private readonly reads = new Map<string, Promise<unknown>>();

  constructor(readonly config: ContractConfig) {
    this.http = new ContractHttp(
      {
        productApi: config.urls.productApi,
        erp: config.urls.erp,
        loyalty: config.urls.loyalty,
        push: config.urls.push,
        storage: config.urls.storage,
        passwordReset: config.site.passwordReset ?? config.urls.productApi,
      },
      config.write,
    );
  }

  /** POST token/ as the service account, once (a read of a token, docs/contracts/product-api.md#auth). */
  async signIn(): Promise<{ access: string; refresh: string }> {
    if (this.tokens) return this.tokens;
    const account = this.config.account;
    const answer = await this.http.call('productApi', 'token/', { method: 'POST', json: { username: account.matricula, password: account.password } });
    const body = answer.body as { access?: unknown; refresh?: unknown };
    if (answer.status !== 200 || typeof body?.access !== 'string' || typeof body?.refresh !== 'string') {
      throw new Error(`POST token/ as ${account.matricula} answered ${answer.status} without {access, refresh}`);
    }
    this.tokens = { access: body.access, refresh: body.refresh };
    return this.tokens;
  }

  /** A product API call with the service account's bearer. */
  async api(path: string, options: CallOptions = {}): Promise<Answer> {
    const { access } = await this.signIn();
    return this.http.call('productApi', path, { ...options, headers: { ...options.headers, authorization: `Bearer ${access}` } });
  }

  /** A GET that must answer 200 with JSON; otherwise throws with what came back. */
  async read<T = unknown>(path: string, query?: CallOptions['query']): Promise<T> {
    const answer = await this.api(path, { query });
    if (answer.status !== 200 || typeof answer.body !== 'object' || answer.body === null)
      throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return answer.body as T;
  }

  /** A list's page as asked, checked to be a list answer ({total, results}). */
  async list(path: string, query: CallOptions['query'] = {}): Promise<ListAnswer> {
    const body = await this.read<ListAnswer>(path, query);
    if (!Array.isArray(body.results)) throw new Error(`GET ${path} answered without a results list`);
    return body;
  }

  /** The same read made once per run (ids and filter values several checks take from it). */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let known = this.reads.get(key) as Promise<T> | undefined;
    if (!known) {
      known = read();
      this.reads.set(key, known);
    }
    return known;
  }

  /** The first rows of a list (at most 100), read once. */
  sample(path: string, query: CallOptions['query'] = {}): Promise<ListAnswer> {
    return this.once(`${path}?${JSON.stringify(query)}`, () => this.list(path, { page_size: 100, ...query }));
  }
}

export const totalOf = (body: ListAnswer): number | undefined => body.total ?? body.count;
