import { describe, expect, it } from 'vitest';
import type { Context } from '../../context';
import { ProductApi } from '../../upstreams/product-api';
import type { HttpClient } from '../../upstreams/http';
import { ProductApiTransport, type Page, type Params } from '../../upstreams/product-api/transport';
import type { UserType } from '../../auth/policy';
import { search } from './queries';

interface Recorded {
  path: string;
  params: Record<string, unknown>;
}

const ORDERS: Record<string, object> = {
  '1234': { id: 1234, status: 'R', codfilial: { codFilial: 17 }, codcli: { id: 9, cliente: 'Maria Souza' }, datapedido: '2026-11-24T10:00:00Z' },
  '1235': { id: 1235, status: 'V', codfilial: { codFilial: 18 }, codcli: { id: 9, cliente: 'Maria Souza' }, datapedido: '2026-11-20T10:00:00Z' },
};

/** The real resource modules over a transport double that records each call and answers one row per list. */
function fakeContext(type: UserType, branch: number | null, productRows?: object[], customerRows?: object[]) {
  const calls: Recorded[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  class RecordingTransport extends ProductApiTransport {
    override async list<T>(path: string, params: Params = {}, page = 1, size = 20): Promise<Page<T>> {
      calls.push({ path, params: { ...params, page, size } });
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const row: Record<string, object> = {
        'clientes/': { id: 9, cliente: 'Maria Souza', cpf: '52998224725' },
        'produtos-ordenados/': { id: 3, codprod: 1234, codauxiliar: '7891000100103', codfilial: branch ?? 17, descricao: 'ARROZ' },
        'detalhe-funcionario/': { id: 5, nome: 'Maria Lima', branch: 17, user: { username: '1234' }, is_separating: false, is_deliveryman: true },
      };
      if (path === 'produtos-ordenados/' && productRows) return { total: productRows.length, items: productRows as T[] };
      if (path === 'clientes/' && customerRows) return { total: customerRows.length, items: customerRows as T[] };
      return { total: 1, items: [row[path]] as T[] };
    }
    override async get<T>(path: string, params: Params = {}): Promise<T> {
      calls.push({ path, params });
      const order = ORDERS[String(params.id__in)];
      return { total: order ? 1 : 0, next: null, results: order ? [order] : [] } as T;
    }
  }
  const api = new ProductApi(new RecordingTransport({} as HttpClient, null));
  const ctx = { session: { type, branch }, upstreams: { productApi: api } } as unknown as Context;
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
    expect(calls.find((c) => c.path === 'produtos-ordenados/')!.params).toEqual({ descricao: 'maria', codfilial: 17, page: 1, size: 50 });
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

  it("finds a product by words typed without accents: one word asked, every word kept accents aside ('feijao verde')", async () => {
    const rows = [
      { id: 1, codprod: 10, codauxiliar: null, codfilial: 17, descricao: 'FEIJÃO VERDE 1KG' },
      { id: 2, codprod: 11, codauxiliar: null, codfilial: 17, descricao: 'MILHO VERDE LATA' },
    ];
    const { ctx, calls } = fakeContext(1, null, rows);
    const hits = await search(ctx, 'feijao verde', 8);
    expect(calls.filter((c) => c.path === 'produtos-ordenados/').map((c) => c.params.descricao)).toEqual(['feijao', 'verde']);
    expect(hits.filter((h) => h.kind === 'PRODUCT').map((h) => h.title)).toEqual(['FEIJÃO VERDE 1KG']);
  });
});
