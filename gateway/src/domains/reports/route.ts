// `GET /reports/<index>.csv?filial=17|Todas&datainicial=YYYY-MM-DD&datafinal=YYYY-MM-DD&valorminimo=150,00`: a
// report's CSV (or `/reports/<index>.xlsx`, the same rows as typed cells for Excel, xlsx.ts), streamed from the product API's answer to the browser row by row (memory bounded whatever the
// size). The same session cookie (or bearer token, or integration key: createContext) and the same policy as
// /graphql: page relatorio (types 1, 2 and 3, or a key holding it), a submanager or a bound key to its own branch. Bad parameters are refused 400 with the spec's Portuguese text
// before the product API is asked; the upstream's own error text never reaches the browser.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createContext, type GatewayServices } from '../../context';
import { callerMay, forbidden } from '../../auth/policy';
import { COMMON_SECURITY_HEADERS } from '../../security-headers';
import { streamBody } from '../../compression';
import { findReport, xlsxFileName, type ReportDefinition } from './catalogue';
import { batched, csvBatches } from './csv';
import { xlsxBatches } from './xlsx';
import { rawParameters } from './mappers';
import { REPORT_MESSAGES, resolveParameters } from './rules';
import { openReportRows } from './upstream-rows';

export const REPORTS_PREFIX = '/reports/';

function refuse(res: ServerResponse, status: number, code: string, message: string, cookies: string[] = [], extra: Record<string, string> = {}) {
  const headers: Record<string, string | string[]> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...COMMON_SECURITY_HEADERS,
    ...extra,
  };
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(status, headers).end(JSON.stringify({ error: { code, message } }));
}

/** RFC 6266: the catalogue's names are plain ASCII, so the simple form is enough. */
const disposition = (fileName: string) => `attachment; filename="${fileName}"`;

/** The two files of a report: what each is called, its type, its writer, and whether the answer is compressed. */
const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', fileName: (report: ReportDefinition) => report.fileName, writer: csvBatches, compressible: true },
  // A zip already: compressing it again costs CPU for nothing.
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: xlsxFileName,
    writer: xlsxBatches,
    compressible: false,
  },
} as const;

export async function handleReportFile(services: GatewayServices, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method !== 'GET') {
    res.writeHead(405, { ...COMMON_SECURITY_HEADERS, allow: 'GET' }).end();
    return;
  }
  const name = url.pathname.slice(REPORTS_PREFIX.length);
  const match = /^(\d{1,3})\.(csv|xlsx)$/.exec(name);
  const report = match ? findReport(Number(match[1])) : undefined;
  const format = FORMATS[match?.[2] === 'xlsx' ? 'xlsx' : 'csv'];
  const ctx = await createContext(services, req);
  // An integration key refused (revoked, expired, over its rate limit) is answered as /graphql answers it.
  const refused = ctx.refusal;
  if (refused) return refuse(res, refused.status, refused.code, refused.message, [], refused.headers);
  if (!ctx.session) return refuse(res, 401, 'UNAUTHENTICATED', 'Sessão expirada. Entre novamente.', ctx.cookies);
  if (!callerMay(ctx.session, 'relatorio')) return refuse(res, 403, 'FORBIDDEN', forbidden().message);
  if (!report) return refuse(res, 404, 'NOT_FOUND', REPORT_MESSAGES.unknownReport(name));
  const resolved = resolveParameters(ctx.session, report, rawParameters(url.searchParams));
  if (!('ok' in resolved)) return refuse(res, resolved.status, resolved.code, resolved.message);

  let upstream: Readable;
  try {
    upstream = await openReportRows(ctx, report, resolved.ok);
  } catch (error) {
    ctx.log.error('report upstream failed', { report: report.index, error: String(error) });
    return refuse(res, 502, 'UPSTREAM_ERROR', REPORT_MESSAGES.loadFailed);
  }
  const fileHeaders = {
    'content-type': format.type,
    'content-disposition': disposition(format.fileName(report)),
    'cache-control': 'no-store',
    ...COMMON_SECURITY_HEADERS,
  };
  // The 200 goes out with the first batch of the file's bytes (about 64 KiB, batched()), not before: an upstream
  // that fails before then still gets the browser a 502 with the page's message instead of a cut download. A CSV is
  // compressed when the browser accepts it, each batch flushed as it goes (compression.ts).
  const send = async (file: AsyncIterable<Buffer>) => {
    const body = streamBody(req, res, 200, fileHeaders, format.compressible);
    for await (const chunk of file) {
      if (res.destroyed) throw new Error('the browser closed the download');
      await body.write(chunk);
    }
    body.end();
  };
  try {
    await pipeline(upstream, format.writer(report), batched(), send);
  } catch (error) {
    ctx.log.warn('report stream failed', { report: report.index, error: String(error), sent: res.headersSent });
    upstream.destroy();
    if (!res.headersSent && !res.destroyed) return refuse(res, 502, 'UPSTREAM_ERROR', REPORT_MESSAGES.loadFailed);
    // Headers are gone: a cut connection is the only way left to tell the browser the file is incomplete.
    res.destroy();
  }
}
