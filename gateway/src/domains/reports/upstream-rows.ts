// A report's rows read from the product API as they arrive: the answer ({results: [...]}) is split into its rows
// as its bytes come (json-rows.ts), one row object at a time, so the gateway never holds a whole report, whatever its
// size. Backpressure reaches the upstream socket: when the browser reads slowly, the gateway reads slowly too.
// The caller's product API token is sent (a person's own, or the service account's for an integration key: the
// request's token source, as every product API call of the gateway uses), refreshed once when the API says it is
// no longer valid.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, type Readable, type Transform } from 'node:stream';
import type { Context, GatewayServices } from '../../context';
import { isTokenNotValid, type TokenProvider } from '../../upstreams/product-api/transport';
import { JsonRows } from './json-rows';
import { reportPath, type ReportDefinition } from './catalogue';
import { PRODUCT_VISIBILITY_REPORT, productVisibilityRows } from './product-visibility';
import { upstreamQuery, type ReportParameters } from './rules';
import { beginUpstreamCall } from '../../observability/upstream-call';

/** The product API computes a report before answering; a year of daily revenue on a large base takes a while. */
const HEADERS_TIMEOUT_MS = 120_000;
/** Once rows flow, a pause this long means the upstream is gone. */
const IDLE_TIMEOUT_MS = 60_000;

class ReportUpstreamError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`product API answered ${status}: ${detail.slice(0, 200)}`);
    this.name = 'ReportUpstreamError';
  }
}

function open(services: GatewayServices, path: string, query: Record<string, string>, token: string): Promise<IncomingMessage> {
  const client = services.connections.productApi;
  // The request id, trace and metrics of the call, ended when the answer's headers arrive (observability/).
  const call = beginUpstreamCall(client.upstream, 'GET', client.prefixUrl, path, client.scope);
  const url = new URL(client.prefixUrl + path);
  url.search = new URLSearchParams(query).toString();
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      agent: secure ? client.getOptions.agents.https : client.getOptions.agents.http,
      // identity: the rows are parsed as they come, without a decompression stage in between.
      headers: { accept: 'application/json', 'accept-encoding': 'identity', 'user-agent': 'painel-gateway', authorization: `Bearer ${token}`, ...call.headers },
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('report headers timeout'), { code: 'ETIMEDOUT' })), HEADERS_TIMEOUT_MS);
    req.once('error', (error) => {
      clearTimeout(timer);
      call.done(undefined, error);
      reject(error);
    });
    req.once('response', (res) => {
      clearTimeout(timer);
      call.done(res.statusCode);
      res.setTimeout(IDLE_TIMEOUT_MS, () => res.destroy(new Error('report body stalled')));
      resolve(res);
    });
    req.end();
  });
}

async function readText(res: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's product API token source (a signed-in caller's: the routes check the session first). */
export function tokensOf(ctx: Context): TokenProvider {
  const tokens = ctx.upstreams.tokens;
  if (!tokens) throw new Error('a report was asked without a signed-in caller');
  return tokens;
}

/** The answer of `path` once it is known to be a 200; any other status rejects (its body never reaches users). */
export async function openReport(services: GatewayServices, tokens: TokenProvider, path: string, query: Record<string, string>): Promise<IncomingMessage> {
  let token = await tokens.current();
  let res = await open(services, path, query, token);
  if (res.statusCode === 401) {
    const text = await readText(res);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: not the token answer either
    }
    if (!isTokenNotValid(body)) throw new ReportUpstreamError(401, text);
    token = await tokens.refresh(token);
    res = await open(services, path, query, token);
  }
  if (res.statusCode !== 200) throw new ReportUpstreamError(res.statusCode ?? 0, await readText(res));
  return res;
}

/** Bytes of an answer in, arrays of its rows out, one array per chunk (json-rows.ts says why not a JSON library). */
export function rowBatches(): Transform {
  return new JsonRows();
}

/**
 * A report's rows as batches (arrays of row objects), open once the product API has answered 200: relatorioN/'s
 * answer split as it streams, or report 7 read from the products list (product-visibility.ts). A failure while the
 * rows flow errors the stream (the callback form of pipeline hands the upstream's errors to the last stage).
 */
export async function openReportRows(ctx: Context, report: ReportDefinition, parameters: ReportParameters): Promise<Readable> {
  if (report.index === PRODUCT_VISIBILITY_REPORT) return productVisibilityRows(ctx, parameters.branch);
  const upstream = await openReport(ctx.services, tokensOf(ctx), reportPath(report), upstreamQuery(report, parameters));
  return pipeline(upstream, rowBatches(), () => {
    // errors reach the reader through the returned stream
  });
}
