// The batched read behind 'Imprimir Comandas Selecionadas': up to 4 orders per GraphQL request as aliases of
// order(id), each failure tied to its order, and the Portuguese text naming the orders that could not be read.
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { makeSlipOrder } from '../testData';
import { headersFailureText, NOT_FOUND_TEXT, orderHeadersDocument, ORDERS_PER_READ, readOrderHeaders } from './orderHeaders';

type Variables = Record<string, string>;
type Answer = { data?: Record<string, unknown>; error?: unknown };

/** A client whose query answers what `answer` makes of the ids asked (in alias order). */
function fakeClient(answer: (ids: string[]) => Answer | Promise<Answer>) {
  const calls: string[][] = [];
  const query = vi.fn(async ({ variables }: { variables: Variables }) => {
    const ids = Object.keys(variables)
      .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)))
      .map((key) => variables[key]);
    calls.push(ids);
    return answer(ids);
  });
  return { client: { query } as unknown as ApolloClient, calls, query };
}

const found = (ids: string[]): Answer => ({ data: Object.fromEntries(ids.map((id, index) => [`o${index}`, makeSlipOrder({ id })])) });

describe('orderHeadersDocument', () => {
  it('asks each order as an alias of order(id) with its own variable, spreading the one-order slip fragment', () => {
    const text = print(orderHeadersDocument(3));
    expect(text).toContain('query OrderHeaders($id0: ID!, $id1: ID!, $id2: ID!)');
    expect(text).toContain('o0: order(id: $id0) {\n    ...DeliverySlip_order');
    expect(text).toContain('o2: order(id: $id2)');
    expect(text).not.toContain('o3:');
    expect(text).toContain('fragment DeliverySlip_order on Order');
    expect(text).toContain('fragment OrderHeader_order on Order');
    expect(text).toContain('fragment OrderItemRow_item on OrderItem');
    expect(text).toContain('fragment AddressFields on Address');
  });

  it('is built once per count (the same document for the same number of orders)', () => {
    expect(orderHeadersDocument(4)).toBe(orderHeadersDocument(4));
    expect(orderHeadersDocument(4)).not.toBe(orderHeadersDocument(5));
  });
});

describe('readOrderHeaders', () => {
  it('reads up to 4 orders in one request and more in one request per 4, in order, with progress', async () => {
    const { client, calls } = fakeClient(found);
    const ids = Array.from({ length: 14 }, (_, index) => String(1000 + index));
    const progress: Array<[number, number]> = [];
    const { orders, failures } = await readOrderHeaders(client, ids, (read, total) => progress.push([read, total]));
    expect(ORDERS_PER_READ).toBe(4);
    expect(calls.map((asked) => asked.length)).toEqual([4, 4, 4, 2]);
    expect(orders.map((order) => order.id)).toEqual(ids);
    expect(failures).toEqual([]);
    expect(progress).toEqual([
      [4, 14],
      [8, 14],
      [12, 14],
      [14, 14],
    ]);

    const few = fakeClient(found);
    await readOrderHeaders(few.client, ['1', '2']);
    expect(few.calls).toEqual([['1', '2']]);
  });

  it('ties a GraphQL error to the order of its alias and a null answer to NOT_FOUND_TEXT', async () => {
    const { client } = fakeClient((ids) => ({
      data: { o0: makeSlipOrder({ id: ids[0] }), o1: null, o2: null },
      error: new CombinedGraphQLErrors({ errors: [{ message: 'Erro ao carregar pedidos: tempo esgotado', path: ['o2'] }] }),
    }));
    const { orders, failures } = await readOrderHeaders(client, ['7', '8', '9']);
    expect(orders.map((order) => order.id)).toEqual(['7']);
    expect(failures).toEqual([
      { orderId: '8', reason: NOT_FOUND_TEXT },
      { orderId: '9', reason: 'Erro ao carregar pedidos: tempo esgotado' },
    ]);
  });

  it('fails every order of a request that got no answer', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const { orders, failures } = await readOrderHeaders(client, ['7', '8']);
    expect(orders).toEqual([]);
    expect(failures.map((failure) => failure.orderId)).toEqual(['7', '8']);
    expect(failures[0].reason).toMatch(/^Não foi possível conectar ao servidor/);
  });
});

describe('headersFailureText', () => {
  it('says nothing was printed and names the orders per reason', () => {
    expect(
      headersFailureText([
        { orderId: '8', reason: NOT_FOUND_TEXT },
        { orderId: '9', reason: 'Erro ao carregar pedidos: tempo esgotado' },
        { orderId: '10', reason: NOT_FOUND_TEXT },
        { orderId: '11', reason: NOT_FOUND_TEXT },
      ]),
    ).toBe(
      'Nenhuma comanda foi impressa. Não foi possível ler os pedidos 8, 10 e 11: Pedido não encontrado. ' +
        'Não foi possível ler o pedido 9: Erro ao carregar pedidos: tempo esgotado.',
    );
  });
});
