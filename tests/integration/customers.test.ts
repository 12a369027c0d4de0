// 'Busca de Clientes' through the gateway against the reference product API: status switches as last-purchase
// date ranges, text filters, paging, details, who may search, and the push device id staying on the server.
import { describe, expect, it } from 'vitest';
import { withStack } from './setup';
import { Client, type Stack } from './stack';

let stack: Stack;
let staff: Client;

const SEARCH = `query($filter: CustomerFilter, $page: Int, $pageSize: Int) {
  customers(filter: $filter, page: $page, pageSize: $pageSize) {
    total truncated items { id name cpf purchaseCount lastPurchaseDate lastPurchaseValue daysSinceLastPurchase hasPushDevice }
  }
}`;

const spDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);

/** One month before today in São Paulo, computed independently of the gateway's helper. */
function monthAgo(now: Date): string {
  const [y, m, d] = spDate(now).split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 2, Math.min(d, last))).toISOString().slice(0, 10);
}

async function search(variables: Record<string, unknown>) {
  const before = stack.calls.length;
  const result = await staff.query(SEARCH, variables);
  const calls = stack.calls.slice(before).filter((c) => !c.path.includes('/token/'));
  return { result, calls, params: calls[0] && new URL(calls[0].path, 'http://x').searchParams };
}

withStack(['1003'], (started, clients) => {
  stack = started;
  [staff] = clients;
});

describe('status switches', () => {
  it("'Ativos' bought since one month ago, 'Inativos' before it; both: no date filter", async () => {
    const cutoff = monthAgo(new Date(stack.clock.now));
    const active = await search({ filter: { active: true, inactive: false }, pageSize: -1 });
    expect(active.params!.get('dtUltmCompra_after')).toBe(cutoff);
    const activeItems = active.result.body.data!.customers.items;
    expect(activeItems.length).toBeGreaterThan(0);
    expect(activeItems.every((c: { lastPurchaseDate: string }) => c.lastPurchaseDate >= cutoff)).toBe(true);

    const inactive = await search({ filter: { active: false, inactive: true }, pageSize: -1 });
    expect(inactive.params!.get('dtUltmCompra_after')).toBeNull();
    const inactiveItems = inactive.result.body.data!.customers.items;
    expect(inactiveItems.length).toBeGreaterThan(0);
    expect(inactiveItems.every((c: { lastPurchaseDate: string }) => c.lastPurchaseDate < cutoff)).toBe(true);

    const both = await search({ pageSize: 5 });
    expect([...both.params!.keys()].some((k) => k.startsWith('dtUltmCompra'))).toBe(false);
    const total = both.result.body.data!.customers.total;
    expect(total).toBeGreaterThanOrEqual(active.result.body.data!.customers.total + inactive.result.body.data!.customers.total);
  });

  it('neither switch is refused with the spec message and no upstream call', async () => {
    const { result, calls } = await search({ filter: { active: false, inactive: false } });
    expect(result.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Pelo menos um filtro de status deve estar habilitado', 'BAD_USER_INPUT'],
    ]);
    expect(calls).toEqual([]);
  });
});

describe('search', () => {
  it('filters by part of the name and by CPF, formatted or not', async () => {
    const some = (await search({ pageSize: 5 })).result.body.data!.customers.items[0];
    const word = some.name.split(' ')[0];
    const byName = await search({ filter: { name: word.toLowerCase() }, pageSize: -1 });
    expect(byName.params!.get('cliente')).toBe(word.toLowerCase());
    const names: string[] = byName.result.body.data!.customers.items.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const digits = some.cpf.replace(/\D/g, '');
    const formatted = `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
    const byCpf = await search({ filter: { cpf: formatted } });
    expect(byCpf.params!.get('cpf')).toBe(digits);
    expect(byCpf.result.body.data!.customers.items.map((c: { id: string }) => c.id)).toEqual([some.id]);
    const bad = await search({ filter: { cpf: 'abc' } });
    expect(bad.result.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.calls).toEqual([]);
  });

  it('pages of 5 by default, -1 for all', async () => {
    const first = await search({});
    expect(first.params!.get('page_size')).toBe('5');
    const page = first.result.body.data!.customers;
    expect(page.items).toHaveLength(5);
    const all = (await search({ pageSize: -1 })).result.body.data!.customers;
    expect(all.items).toHaveLength(page.total);
    expect(all.truncated).toBe(false);
    const second = (await search({ page: 2 })).result.body.data!.customers.items;
    expect(second.map((c: { id: string }) => c.id)).toEqual(all.items.slice(5, 10).map((c: { id: string }) => c.id));
  });

  it('days since the last purchase count São Paulo calendar days', async () => {
    const today = spDate(new Date(stack.clock.now));
    const items = (await search({ pageSize: -1 })).result.body.data!.customers.items;
    for (const c of items) {
      if (!c.lastPurchaseDate) {
        expect(c.daysSinceLastPurchase).toBeNull();
        continue;
      }
      const days = (Date.parse(today) - Date.parse(c.lastPurchaseDate)) / 86_400_000;
      expect(c.daysSinceLastPurchase).toBe(days);
    }
  });
});

describe('details and access', () => {
  it('customer(id) brings addresses and phones; the device id never leaves the server', async () => {
    const some = (await search({ pageSize: 5 })).result.body.data!.customers.items[0];
    const result = await staff.query(
      `query($id: ID!) { customer(id: $id) { id name cpf rg rgIssuer rgState email erpCode mainPhone hasPushDevice
        addresses { id street number neighbourhood postalCode city state } phones { id number main } } }`,
      { id: some.id },
    );
    const customer = result.body.data!.customer;
    expect(customer.id).toBe(some.id);
    expect(customer.addresses.length).toBeGreaterThan(0);
    expect(customer.phones.length).toBeGreaterThan(0);
    const main = customer.phones.find((p: { main: boolean }) => p.main) ?? customer.phones[0];
    expect(customer.mainPhone).toBe(main.number);
    const fields = await staff.query('{ __type(name: "Customer") { fields { name } } }');
    const names = fields.body.data!.__type.fields.map((f: { name: string }) => f.name.toLowerCase());
    expect(names.filter((n: string) => n.includes('player') || (n.includes('device') && n !== 'haspushdevice'))).toEqual([]);
    expect((await staff.query('{ customer(id: "99999999") { id } }')).body.data!.customer).toBeNull();
    expect((await staff.query('{ customer(id: "-1") { id } }')).body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('types 4, 6 and 7 may not search customers; marketing may', async () => {
    for (const matricula of ['1004', '1006', '1007']) {
      const c = new Client(stack.gateway.url);
      await c.login(matricula);
      expect((await c.query('{ customers { total } }')).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const marketing = new Client(stack.gateway.url);
    await marketing.login('1005');
    expect((await marketing.query('{ customers { total } }')).body.data!.customers.total).toBeGreaterThan(100);
  });
});
