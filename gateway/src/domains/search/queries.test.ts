import { describe, expect, it, vi } from 'vitest';
import type { Context } from '../../context';
import { ProductApi } from '../../upstreams/product-api';
import type { HttpClient } from '../../upstreams/http';
import { ProductApiTransport, type Page, type Params } from '../../upstreams/product-api/transport';
import type { UserType } from '../../auth/policy';
import { search } from './queries';
import { nameIndex, PAGE_SIZE, REFRESH_MS } from './name-index';

interface Recorded {
  path: string;
  params: Record<string, unknown>;
}

const ORDERS: Record<string, object> = {
  '1234': { id: 1234, status: 'R', codfilial: { codFilial: 17 }, codcli: { id: 9, cliente: 'Maria Souza' }, datapedido: '2026-11-24T10:00:00Z' },
  '1235': { id: 1235, status: 'V', codfilial: { codFilial: 18 }, codcli: { id: 9, cliente: 'Maria Souza' }, datapedido: '2026-11-20T10:00:00Z' },
};

/** The real resource modules over a transport double that records each call and answers one row per list. */
function fakeContext(
  type: UserType,
  branch: number | null,
  productRows?: object[],
  customerRows?: object[],
  accentBlind: 'on' | 'off' = 'on',
  clock = { now: 0 },
) {
  const calls: Recorded[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  class RecordingTransport extends ProductApiTransport {
    override async list<T>(path: string, params: Params = {}, page = 1, size = 20): Promise<Page<T>> {
      calls.push({ path, params: { ...params, page, size } });
      const rowsOf = (all: object[]) => ({ total: all.length, items: all.slice((page - 1) * size, page * size) as T[] });
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const row: Record<string, object> = {
        'clientes/': { id: 9, cliente: 'Maria Souza', cpf: '52998224725' },
        'produtos-ordenados/': { id: 3, codprod: 1234, codauxiliar: '7891000100103', codfilial: branch ?? 17, descricao: 'ARROZ' },
        'detalhe-funcionario/': { id: 5, nome: 'Maria Lima', branch: 17, user: { pk: 40, username: '1234' }, is_separating: false, is_deliveryman: true },
      };
      if (path === 'produtos-ordenados/' && productRows) return rowsOf(productRows);
      if (path === 'clientes/' && customerRows) return rowsOf(customerRows);
      return { total: 1, items: [row[path]] as T[] };
    }
    override async get<T>(path: string, params: Params = {}): Promise<T> {
      calls.push({ path, params });
      const order = ORDERS[String(params.id__in)];
      return { total: order ? 1 : 0, next: null, results: order ? [order] : [] } as T;
    }
  }
  const api = new ProductApi(new RecordingTransport({} as HttpClient, null));
  const services = { store: {}, now: () => new Date(clock.now), connections: { capabilities: { state: () => accentBlind } } };
  const ctx = { session: { type, branch }, upstreams: { productApi: api }, services, log: { warn: () => undefined } } as unknown as Context;
  return { ctx, calls, mostInFlight: () => mostInFlight };
}

describe('search', () => {
  it('type 1: a number asks the order, a product code and a matrícula, in parallel, one call each', async () => {
    const { ctx, calls, mostInFlight } = fakeContext(1, null);
    const hits = await search(ctx, '1234', 8);
    expect(calls.map((c) => c.path).sort()).toEqual(['detalhe-funcionario/', 'pedidos/', 'produtos-ordenados/']);
    expect(mostInFlight()).toBe(2);
    expect(calls.find((c) => c.path === 'produtos-ordenados/')!.params).toEqual({ codprod: '1234', page: 1, size: 8 });
    expect(calls.find((c) => c.path === 'detalhe-funcionario/')!.params).toEqual({ matricula: '1234', is_superuser: false, page: 1, size: 8 });
    expect(hits).toEqual([
      { kind: 'ORDER', title: 'Pedido 1234', subtitle: 'Maria Souza · Filial 17 · 24/11/2026', url: '/dashboard/pedido/?pedido=1234' },
      { kind: 'PRODUCT', title: 'ARROZ', subtitle: 'Código 1234 · EAN 7891000100103 · Filial 17', url: '/dashboard/produto/?filial=17&codigo=1234' },
      {
        kind: 'EMPLOYEE',
        title: 'Maria Lima',
        subtitle: 'Matrícula 1234 · Filial 17 · Funcionários',
        url: '/dashboard/funcionario/?matricula=1234&detalhes=5',
      },
    ]);
  });

  it('a CPF, formatted or not, asks the customers only', async () => {
    for (const text of ['529.982.247-25', '52998224725']) {
      const { ctx, calls } = fakeContext(2, null);
      const hits = await search(ctx, text, 8);
      expect(calls.filter((c) => c.path === 'clientes/').map((c) => c.params)).toEqual([{ cpf: '52998224725', page: 1, size: 8 }]);
      expect(hits[0]).toEqual({ kind: 'CUSTOMER', title: 'Maria Souza', subtitle: 'CPF 529.982.247-25', url: '/dashboard/cliente/?cliente=9' });
    }
  });

  it('type 4 finds orders of its branch and pages, never customers, products or staff', async () => {
    const { ctx, calls } = fakeContext(4, 17);
    expect((await search(ctx, 'maria', 8)).map((h) => h.kind)).toEqual([]);
    expect(calls).toEqual([]);
    expect(await search(ctx, '1234', 8)).toMatchObject([{ kind: 'ORDER', url: '/dashboard/pedido/?pedido=1234' }]);
    expect(await search(ctx, '1235', 8)).toEqual([]);
    expect((await search(ctx, 'conclu', 8)).map((h) => h.url)).toEqual(['/dashboard/pedidosconcluidos/']);
  });

  it('type 3 is bound to its branch: products and staff lists ask it, staff only pickers and deliverymen', async () => {
    const { ctx, calls } = fakeContext(3, 17);
    const hits = await search(ctx, 'maria', 8);
    // Product names are found in the branch's index: its list read whole, never asked by name.
    expect(calls.find((c) => c.path === 'produtos-ordenados/')!.params).toEqual({ codfilial: 17, page: 1, size: PAGE_SIZE });
    expect(calls.find((c) => c.path === 'detalhe-funcionario/')!.params).toEqual({
      nome: 'maria',
      is_superuser: false,
      branch: 17,
      roles: 'is_separating,is_deliveryman',
      page: 1,
      size: 8,
    });
    expect(hits.find((h) => h.kind === 'EMPLOYEE')!.url).toBe('/dashboard/entregador/?matricula=1234&detalhes=5');
  });

  it('a bound user without a branch finds no rows of bound lists (fails closed)', async () => {
    const { ctx, calls } = fakeContext(3, null);
    await search(ctx, 'arroz', 8);
    expect(calls.map((c) => c.path)).toEqual(['clientes/']);
  });

  it('pages come first, each kind gets its share of the limit, and the answer stops at it', async () => {
    const { ctx } = fakeContext(1, null);
    const hits = await search(ctx, 'pedidos', 2);
    expect(hits.map((h) => h.title)).toEqual(['Pedidos', 'Maria Souza']);
  });

  it('many customers do not crowd out staff: a few of each kind, grouped by kind', async () => {
    const customers = Array.from({ length: 8 }, (_, i) => ({ id: 20 + i, cliente: `Maria Cliente ${i}`, cpf: null }));
    const { ctx } = fakeContext(1, null, [], customers);
    const hits = await search(ctx, 'maria', 8);
    expect(hits.map((h) => h.kind)).toEqual(['CUSTOMER', 'CUSTOMER', 'CUSTOMER', 'CUSTOMER', 'CUSTOMER', 'CUSTOMER', 'CUSTOMER', 'EMPLOYEE']);
    expect(hits.at(-1)).toMatchObject({ kind: 'EMPLOYEE', title: 'Maria Lima' });
  });

  it("finds a product by one word typed without accents ('feijao' finds 'FEIJÃO ...'): the list read once, kept", async () => {
    const rows = [
      { id: 1, codprod: 10, codauxiliar: null, codfilial: 17, descricao: 'FEIJÃO VERDE 1KG' },
      { id: 2, codprod: 11, codauxiliar: null, codfilial: 17, descricao: 'MILHO VERDE LATA' },
      { id: 3, codprod: 12, codauxiliar: null, codfilial: 17, descricao: 'FEIJÃO CARIOCA 1KG' },
    ];
    const { ctx, calls } = fakeContext(1, null, rows);
    expect((await search(ctx, 'feijao', 8)).filter((h) => h.kind === 'PRODUCT').map((h) => h.title)).toEqual(['FEIJÃO VERDE 1KG', 'FEIJÃO CARIOCA 1KG']);
    expect((await search(ctx, 'verde feijao', 8)).filter((h) => h.kind === 'PRODUCT').map((h) => h.title)).toEqual(['FEIJÃO VERDE 1KG']);
    expect(calls.filter((c) => c.path === 'produtos-ordenados/').map((c) => c.params)).toEqual([{ page: 1, size: PAGE_SIZE }]);
  });

  it('without accent-blind filters, customers by name and by the start of a CPF come from the index', async () => {
    const customers = [
      { id: 1, cliente: 'João Araújo', cpf: '481.240.513-05', codCli: 7 },
      { id: 2, cliente: 'Joana Lima', cpf: '52998224725' },
      { id: 3, cliente: 'Conceição Souza', cpf: '48124099900' },
    ];
    const { ctx, calls } = fakeContext(1, null, [], customers, 'off');
    const names = async (text: string) => (await search(ctx, text, 8)).filter((h) => h.kind === 'CUSTOMER').map((h) => h.title);
    expect(await names('joao araujo')).toEqual(['João Araújo']);
    expect(await names('CONCEICAO')).toEqual(['Conceição Souza']);
    expect(await names('481.240')).toEqual(['João Araújo', 'Conceição Souza']);
    expect(await names('481.240.5')).toEqual(['João Araújo']);
    expect(await names('481240')).toEqual(['João Araújo', 'Conceição Souza']);
    expect(calls.filter((c) => c.path === 'clientes/').map((c) => c.params)).toEqual([{ page: 1, size: PAGE_SIZE }]);
    // A whole CPF is still the API's own exact filter.
    await search(ctx, '529.982.247-25', 8);
    expect(calls.filter((c) => c.path === 'clientes/').at(-1)!.params).toEqual({ cpf: '52998224725', page: 1, size: 8 });
  });

  it('the index is read again only once REFRESH_MS have passed, and answers from the older rows meanwhile', async () => {
    const rows = [{ id: 1, codprod: 10, codauxiliar: null, codfilial: 17, descricao: 'FEIJÃO VERDE 1KG' }];
    const clock = { now: 0 };
    const { ctx, calls } = fakeContext(1, null, rows, [], 'on', clock);
    const reads = () => calls.filter((c) => c.path === 'produtos-ordenados/').length;
    await search(ctx, 'feijao', 8);
    rows[0].descricao = 'FEIJÃO PRETO 1KG';
    clock.now = REFRESH_MS - 1;
    expect((await search(ctx, 'preto', 8)).filter((h) => h.kind === 'PRODUCT')).toEqual([]);
    expect(reads()).toBe(1);
    clock.now = REFRESH_MS;
    await search(ctx, 'preto', 8);
    expect(reads()).toBe(2);
    await vi.waitFor(async () => expect((await search(ctx, 'preto', 8)).filter((h) => h.kind === 'PRODUCT').map((h) => h.title)).toEqual(['FEIJÃO PRETO 1KG']));
    expect(reads()).toBe(2);
  });

  it('a list larger than the bound is not read: the description filter answers, word by word', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({ id: i, codprod: i, codauxiliar: null, codfilial: 17, descricao: `FEIJÃO VERDE ${i}` }));
    const { ctx, calls } = fakeContext(1, null, rows);
    const index = nameIndex(ctx.services.store, 'products:all');
    Object.assign(index, { max: 2 });
    const hits = await search(ctx, 'feijao verde', 8);
    expect(calls.filter((c) => c.path === 'produtos-ordenados/').map((c) => c.params.descricao)).toEqual([undefined, 'feijao', 'verde']);
    expect(hits.filter((h) => h.kind === 'PRODUCT')).toHaveLength(3);
  });
});
