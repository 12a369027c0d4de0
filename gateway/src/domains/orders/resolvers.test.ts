// Order field resolvers over upstream payloads, executed through the real schema with a product API double.
import { describe, expect, it } from 'vitest';
import { graphql } from 'graphql';
import { buildSchema } from '../../schema';
import type { Context } from '../../context';
import { ProductApi } from '../../upstreams/product-api';
import type { HttpClient } from '../../upstreams/http';
import { ProductApiTransport, type Params } from '../../upstreams/product-api/transport';

const schema = buildSchema();

const order = {
  id: 40,
  codcli: { id: 5, cliente: 'Ana Nested', codCli: null, cpf: '52998224725' },
  codfilial: { codFilial: 17, razaoSocial: 'LOJA CENTRO' },
  status: 'E',
  tipopedido: 'L',
  endereco: { id: 3, endereco: 'Rua A' },
  horarioentrega: { id: 1, horaInicio: '08:00:00', horaFim: '10:00:00' },
  datapedido: '2026-11-20T15:00:00.000Z',
  vltotal: '100.50',
  vltotalseparado: '98.000',
  numorcamento: 5000040,
  possuilimitacao: true,
  possuiacougue: false,
  numitens: 2,
  avaliacoes: [{ nota: 4, observacao: null }],
  adicionais: [{ id: 41, codcli: 6, codfilial: 17, status: 'E', tipopedido: 'L', datapedido: '2026-11-20T15:10:00Z', vltotal: '5' }],
};

const ITEMS = [
  { id: 2, codprod: 9, quantidade: '1.000', pvenda: '5.00', em_falta: false, tipopoferta: 'L', modranksecao: 1 },
  {
    id: 1,
    codprod: { id: 8, codprod: 800, descricao: 'Feijão', secao: { id: 1, descricao: 'Grãos', ranksecao: [{ filial: 3, rank: 9 }] } },
    quantidade: '2.000',
    pvenda: '7.50',
  },
];

/** The branch map (filiais/): ranks name their branch by id, the order by code; here id 3 is code 17. */
const BRANCHES = [{ id: 3, codFilial: 17, razaoSocial: 'LOJA CENTRO' }];

function context(customers: Record<number, object>) {
  const loads: string[] = [];
  const byId = (resource: string, id: number): object | null => {
    loads.push(`${resource}${id}`);
    if (resource === 'pedidos/') return id === 40 ? order : null;
    if (resource === 'clientes/') return customers[id] ?? null;
    if (resource === 'detalhe-item-pedido/') {
      return {
        id,
        codprod: { id: 9, codprod: 900, descricao: 'Arroz', unidade: 'UN', secao: { id: 2, descricao: 'Mercearia', ranksecao: [{ filial: 3, rank: 4 }] } },
      };
    }
    return null;
  };
  // The real resource modules over a transport double that answers batched lookups and an order's items.
  class DemoTransport extends ProductApiTransport {
    override async get<T>(path: string, params: Params = {}): Promise<T> {
      const rows = params.id__in
        ? String(params.id__in)
            .split(',')
            .flatMap((id) => byId(path, Number(id)) ?? [])
        : path === 'detalhe-item-pedido/'
          ? ITEMS
          : path === 'filiais/'
            ? BRANCHES
            : [];
      return { total: rows.length, next: null, results: rows } as T;
    }
  }
  const ctx = {
    session: { type: 1, branch: null },
    upstreams: { productApi: new ProductApi(new DemoTransport({} as HttpClient, null)) },
    latestRuns: { load: async () => null, find: () => null },
    now: new Date('2026-11-22T12:00:00Z'),
  } as unknown as Context;
  return { ctx, loads };
}

const run = (source: string, ctx: Context) => graphql({ schema, source, contextValue: ctx });

describe('Order fields', () => {
  it('map a pedidos/ payload; E reads Aguardando Retirada for pickup, no address for pickup', async () => {
    const { ctx } = context({ 5: { id: 5, cliente: 'Ana Souza', qtdCompras: 1 }, 6: { id: 6, cliente: 'Bia', qtdCompras: 3 } });
    const result = await run(
      `{ order(id: "40") { id status statusLabel type address { id } deliveryWindow { start end } branch { code name }
        total separatedTotal invoiceNumber hasLimitedItems itemCount firstPurchase ratings { score comment }
        customer { name } additionalOrders { id customer { name } firstPurchase branch { code name } } workflow { id } } }`,
      ctx,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.order).toEqual({
      id: '40',
      status: 'E',
      statusLabel: 'Aguardando Retirada',
      type: 'L',
      address: null,
      deliveryWindow: { start: '08:00', end: '10:00' },
      branch: { code: 17, name: 'LOJA CENTRO' },
      total: '100.50',
      separatedTotal: '98.000',
      invoiceNumber: '5000040',
      hasLimitedItems: true,
      itemCount: 2,
      firstPurchase: true,
      ratings: [{ score: 4, comment: null }],
      customer: { name: 'Ana Souza' },
      additionalOrders: [{ id: '41', customer: { name: 'Bia' }, firstPurchase: false, branch: { code: 17, name: 'Filial 17' } }],
      workflow: null,
    });
  });

  it("falls back to the order's nested customer when the API no longer has it", async () => {
    const { ctx } = context({});
    const result = await run('{ order(id: "40") { customer { id name purchaseCount } firstPurchase } }', ctx);
    expect(result.data!.order).toEqual({ customer: { id: '5', name: 'Ana Nested', purchaseCount: 0 }, firstPurchase: false });
  });

  it('items sorted by the branch rank; a bare product id is completed from the item detail', async () => {
    const { ctx, loads } = context({});
    const result = await run('{ order(id: "40") { items { total items { id limited product { description section { rank } } } } } }', ctx);
    expect(result.errors).toBeUndefined();
    expect(result.data!.order).toEqual({
      items: {
        total: 2,
        items: [
          { id: '2', limited: true, product: { description: 'Arroz', section: { rank: 4 } } },
          { id: '1', limited: false, product: { description: 'Feijão', section: { rank: 9 } } },
        ],
      },
    });
    expect(loads).toContain('detalhe-item-pedido/2');
  });

  it('an unknown id is null; a bad one is BAD_USER_INPUT', async () => {
    const { ctx } = context({});
    expect((await run('{ order(id: "77") { id } }', ctx)).data!.order).toBeNull();
    expect((await run('{ order(id: "x") { id } }', ctx)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
