// Report 7 (product visibility) read as docs/areas/staff-and-support.md#report-catalogue says: GET produtos/, never
// relatorio7/ (which only the reference product API has). On both profiles (seeds caps pages at 100 rows, so the
// products list spans pages and ignores undocumented filters), the page's rows, the CSV and the XLSX through the
// gateway equal what the reference's relatorio7/ answers for the same branch, and the proxy in front of the product API
// saw produtos/ and no relatorio7/.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PROFILES } from '../../upstream/src/profile';
import type { Client } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';

const ROWS = `query($p: ReportParametersInput!) {
  reportRows(index: 7, parameters: $p) { total items { values } report { columns { key } } }
}`;

/** The gateway's query string, the GraphQL input and relatorio7/'s query for one branch choice. */
const CHOICES = [
  { name: 'filial 17', query: 'filial=17', input: { branch: 17 } },
  { name: 'filial 18', query: 'filial=18', input: { branch: 18 } },
  { name: 'Todas', query: 'filial=Todas', input: { allBranches: true } },
];

const text = (v: unknown) => (v == null ? '' : String(v));

describe.each(REFERENCE_PROFILES)('report 7 from produtos/ (%s profile)', (profile) => {
  let stack: WorkflowStack;
  let admin: Client;

  beforeAll(async () => {
    stack = await startWorkflowStack({}, { profile });
    admin = stack.client();
    expect((await admin.login('1001')).login.errors).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  const get = async (path: string) => {
    const res = await fetch(`${stack.gateway.url}${path}`, { headers: { cookie: admin.cookie! } });
    expect([path, res.status]).toEqual([path, 200]);
    return res;
  };
  const callsSince = (start: number) => stack.proxies.productApi.calls.slice(start).map((c) => c.path);

  it.each(CHOICES)("$name: rows, CSV and XLSX equal the reference's relatorio7/, read from produtos/ alone", async ({ query, input }) => {
    const reference: Loose[] = (await stack.api.get(`relatorio7/?${query}`)).results;
    expect(reference.length).toBeGreaterThan(0);
    const keys = Object.keys(reference[0]);
    const start = stack.proxies.productApi.calls.length;

    const page = await admin.query(ROWS, { p: input });
    expect(page.body.errors).toBeUndefined();
    const data = page.body.data!.reportRows;
    expect(data.report.columns.map((c: Loose) => c.key)).toEqual(keys);
    expect(data.total).toBe(reference.length);
    expect(data.items.map((i: Loose) => i.values)).toEqual(reference.map((r) => Object.values(r).map((v) => (v == null ? null : String(v)))));

    const csv = new TextDecoder().decode(await (await get(`/reports/7.csv?${query}`)).arrayBuffer());
    const [header, ...lines] = parse(csv.replace(/^\ufeff/, ''), { delimiter: ';' }) as string[][];
    expect(header).toEqual(keys);
    expect(lines).toEqual(reference.map((r) => Object.values(r).map(text)));

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await get(`/reports/7.xlsx?${query}`)).arrayBuffer());
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(keys);
    const cells = Array.from({ length: sheet.rowCount - 1 }, (_, i) => keys.map((_, c) => sheet.getRow(i + 2).getCell(c + 1).value ?? null));
    // Filial and Código are number cells, the rest text (an empty text cell reads back as null).
    expect(cells).toEqual(reference.map((r) => keys.map((k) => (r[k] === '' ? null : r[k]))));

    const paths = callsSince(start);
    expect(paths.filter((p) => /\/relatorio7\//.test(p))).toEqual([]);
    expect(paths.filter((p) => /\/produtos\/\?/.test(p)).length).toBeGreaterThanOrEqual(3);
  });

  it('follows the products list past a capped page: every product of the catalogue is in the Todas report', async () => {
    const products = await stack.api.get('produtos/?page_size=999999');
    // The seeds profile's cap (100 rows) cuts the demo catalogue: the gateway has more than one page to read there.
    if (profile === 'seeds') expect(products.results.length).toBeLessThan(products.total);
    const start = stack.proxies.productApi.calls.length;
    const page = await admin.query(ROWS, { p: { allBranches: true } });
    expect(page.body.data!.reportRows.total).toBe(products.total);
    const pages = callsSince(start).filter((p) => /\/produtos\/\?/.test(p));
    // The first page is asked as the spec writes it; more follow only when the server caps them.
    expect(pages[0]).toMatch(/page_size=999999/);
    expect(pages.length).toBe(Math.max(1, Math.ceil(products.total / (products.results.length || 1))));
  });
});
