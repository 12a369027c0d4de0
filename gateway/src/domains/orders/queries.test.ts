import { describe, expect, it } from 'vitest';
import type { Context } from '../../context';
import { ProductApi } from '../../upstreams/product-api';
import type { HttpClient } from '../../upstreams/http';
import type { OrderRecord } from '../../upstreams/product-api/orders';
import { ProductApiTransport, type Page, type Params } from '../../upstreams/product-api/transport';
import type { UserType } from '../../auth/policy';
import { assertOrderAccess, cancelledOrders, completedOrders, openOrders, staffChoices } from './queries';

interface Recorded {
  path: string;
  params: Record<string, unknown>;
}

/** A product API double that records list/get calls and knows one customer by CPF. */
function fakeContext(type: UserType, branch: number | null) {
  const calls: Recorded[] = [];
  // The real resource modules over a transport double: the paths and filters they send are what is checked.
  class RecordingTransport extends ProductApiTransport {
    override async list<T>(path: string, params: Params = {}, page = 1, size = 20): Promise<Page<T>> {
      calls.push({ path, params: { ...params, page, size } });
      const known = path === 'clientes/' && params.cpf === '52998224725';
      return { total: known ? 1 : 0, items: (known ? [{ id: 9 }] : []) as T[] };
    }
    override async results<T>(path: string, params: Params): Promise<T[]> {
      calls.push({ path, params });
      return [{ id: 1, nome: 'Ana' }] as T[];
    }
    override async get<T>(path: string, params: Params = {}): Promise<T> {
      calls.push({ path, params });
      const known = path === 'clientes/' && params.cpf === '52998224725';
      return { total: known ? 1 : 0, next: null, results: known ? [{ id: 9, cpf: '52998224725' }] : [] } as T;
    }
  }
  const api = new ProductApi(new RecordingTransport({} as HttpClient, null));
  const session = { type, branch } as Context['session'];
  const ctx = { session, upstreams: { productApi: api } } as unknown as Context;
  return { ctx, calls };
}

const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { extensions?: { code?: string } }) => e.extensions?.code,
  );

describe('open orders parameters', () => {
  it('a manager sees every branch; defaults ask every open status, main orders only', async () => {
    const { ctx, calls } = fakeContext(2, null);
    await openOrders(ctx, null, 1, 5);
    expect(calls).toEqual([{ path: 'pedidos-em-aberto/', params: { pedidoadicional: 'false', status__in: 'R,S,P,C,F,E', page: 1, size: 5 } }]);
  });

  it('types 3, 4 and 7 are bound to their branch', async () => {
    for (const type of [3, 4, 7] as const) {
      const { ctx, calls } = fakeContext(type, 17);
      await openOrders(ctx, { statuses: ['R'] }, 2, -1);
      expect(calls[0].params).toEqual({ pedidoadicional: 'false', codfilial: 17, status__in: 'R', page: 1, size: 10_000 });
    }
    const { ctx, calls } = fakeContext(3, null);
    expect(await codeOf(openOrders(ctx, null, 1, 5))).toBe('FORBIDDEN');
    expect(calls).toEqual([]);
  });

  it('CPF first, then the orders of that customer; unknown CPF stops there', async () => {
    const { ctx, calls } = fakeContext(1, null);
    await openOrders(ctx, { customerCpf: '529.982.247-25', from: '2026-11-01', to: '2026-11-02' }, 1, 5);
    expect(calls.map((c) => c.path)).toEqual(['clientes/', 'pedidos-em-aberto/']);
    expect(calls[1].params).toMatchObject({ codcli: 9, data_after: '2026-11-01', data_before: '2026-11-02' });
    const other = fakeContext(1, null);
    expect(await openOrders(other.ctx, { customerCpf: '11144477735' }, 1, 5)).toEqual({
      total: 0,
      items: [],
      truncated: false,
      customerNotFound: { code: 'CPF_NOT_FOUND', message: 'Cliente não encontrado com o CPF fornecido', field: 'customerCpf' },
    });
    expect(other.calls.map((c) => c.path)).toEqual(['clientes/']);
  });

  it('no status selected: empty page without asking the upstream', async () => {
    const { ctx, calls } = fakeContext(1, null);
    expect(await openOrders(ctx, { statuses: [] }, 1, 5)).toEqual({ total: 0, items: [], truncated: false });
    expect(calls).toEqual([]);
  });
});

describe('closed orders parameters', () => {
  it('completed: datapedido range; cancelled: data range; type 7 is not bound there but 3 and 4 are', async () => {
    const manager = fakeContext(2, null);
    await completedOrders(manager.ctx, { from: new Date('2026-11-01T00:00:00Z') as unknown as string }, 1, 5);
    expect(manager.calls[0]).toEqual({
      path: 'pedidos-concluidos/',
      params: { pedidoadicional: 'false', datapedido_after: '2026-11-01', page: 1, size: 5 },
    });
    const separator = fakeContext(4, 17);
    await cancelledOrders(separator.ctx, { to: '2026-11-30' }, 1, 5);
    expect(separator.calls[0]).toEqual({
      path: 'detalhe-cancelamento-pedido/',
      params: { codfilial: 17, data_before: '2026-11-30', page: 1, size: 5 },
    });
  });
});

describe('lookups by id', () => {
  const order = (status: string, codFilial: number) => ({ id: 1, status, codfilial: { codFilial } }) as OrderRecord;
  const access = (type: UserType, branch: number | null, o: OrderRecord) => {
    try {
      assertOrderAccess({ type, branch } as Parameters<typeof assertOrderAccess>[0], o);
      return 'ok';
    } catch (error) {
      return (error as { extensions?: { code?: string } }).extensions?.code;
    }
  };

  it('bound types read only their branch; closed orders need the page right', () => {
    expect(access(3, 17, order('R', 17))).toBe('ok');
    expect(access(3, 17, order('R', 18))).toBe('FORBIDDEN');
    expect(access(7, 17, order('R', 18))).toBe('FORBIDDEN');
    expect(access(7, 17, order('V', 17))).toBe('FORBIDDEN');
    expect(access(4, 17, order('X', 17))).toBe('ok');
    expect(access(4, 17, order('X', 18))).toBe('FORBIDDEN');
    expect(access(2, null, order('V', 18))).toBe('ok');
    expect(access(1, null, order('X', 17))).toBe('ok');
  });
});

describe('staff choices', () => {
  it('asks the spec query; a bound user only for their branch', async () => {
    const { ctx, calls } = fakeContext(3, 17);
    expect(await staffChoices(ctx, 'picker', 17)).toEqual([{ id: '1', name: 'Ana' }]);
    expect(calls[0]).toEqual({
      path: 'detalhe-funcionario/',
      params: { is_available: 'true', user__is_active: 'true', is_separating: 'true', page_size: 99_999, branch: 17 },
    });
    expect(await codeOf(staffChoices(ctx, 'deliveryman', 18))).toBe('FORBIDDEN');
    expect(await codeOf(staffChoices(ctx, 'deliveryman', 0))).toBe('BAD_USER_INPUT');
  });
});
