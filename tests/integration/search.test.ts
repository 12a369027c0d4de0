// The navigator's Query.search (docs/decisions/0044-navigator-and-order-history.md) through the gateway against the
// reference product API: what each user type finds (type 1 every kind, type 4 only its branch's orders and its pages, a
// bound submanager only its branch), a CPF formatted and not, and at most one product API call per kind.
import { describe, expect, it } from 'vitest';
import { gql, withStack } from './setup';
import type { Client, Stack } from './stack';
import type { Loose } from './workflow-stack';

let stack: Stack;
let superuser: Client;
let separator: Client;
let submanager: Client;
let orderOf: Record<number, string>;
let customer: Loose;
let product: Loose;

const SEARCH = 'query($text: String!, $limit: Int) { search(text: $text, limit: $limit) { kind title subtitle url } }';

async function search(client: Client, text: string, limit = 8): Promise<{ hits: Loose[]; calls: string[] }> {
  const before = stack.calls.length;
  const hits = (await gql(client, SEARCH, { text, limit })).search;
  const calls = stack.calls
    .slice(before)
    .map((c) => c.path)
    .filter((p) => !p.includes('/token/'));
  return { hits, calls };
}

const kinds = (hits: Loose[]) => [...new Set(hits.map((h) => h.kind))].sort();

withStack(['1001', '1004', '1003'], async (started, clients) => {
  stack = started;
  [superuser, separator, submanager] = clients;
  const orders = (await gql(superuser, '{ openOrders(pageSize: -1) { items { id branch { code } } } }')).openOrders.items;
  orderOf = Object.fromEntries([17, 18].map((b) => [b, orders.find((o: Loose) => o.branch.code === b).id]));
  const customers = (await gql(superuser, '{ customers(pageSize: 50) { items { id name cpf } } }')).customers.items;
  customer = customers.find((c: Loose) => c.cpf && c.cpf.replace(/\D/g, '').length === 11);
  const products = (await gql(superuser, '{ products(filter: { branch: 18 }, pageSize: 1) { items { code description } } }')).products.items;
  product = products[0];
});

describe('search', () => {
  it('type 1 finds orders of any branch, customers by name and by CPF formatted or not, products, staff and pages', async () => {
    const order = await search(superuser, orderOf[18]);
    expect(order.hits.find((h) => h.kind === 'ORDER')).toMatchObject({ title: `Pedido ${orderOf[18]}`, url: `/dashboard/pedido/?pedido=${orderOf[18]}` });
    // A number asks the order, a product code and a matrícula: one call each, nothing else.
    expect(order.calls.length).toBeLessThanOrEqual(3);

    const digits = customer.cpf.replace(/\D/g, '');
    const formatted = `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
    for (const text of [digits, formatted]) {
      const { hits } = await search(superuser, text);
      expect(hits.find((h) => h.kind === 'CUSTOMER')).toMatchObject({ title: customer.name, url: `/dashboard/cliente/?cliente=${customer.id}` });
    }
    const byName = await search(superuser, customer.name.split(' ')[0]);
    expect(byName.hits.some((h) => h.url === `/dashboard/cliente/?cliente=${customer.id}`)).toBe(true);

    const products = await search(superuser, String(product.code));
    expect(products.hits.filter((h) => h.kind === 'PRODUCT').map((h) => h.url)).toContain(`/dashboard/produto/?filial=18&codigo=${product.code}`);

    const staff = await search(superuser, '1004');
    expect(staff.hits.find((h) => h.kind === 'EMPLOYEE')).toMatchObject({
      url: expect.stringMatching(/^\/dashboard\/funcionario\/\?matricula=1004&detalhes=\d+$/),
    });

    const pages = await search(superuser, 'funcionarios');
    expect(pages.hits).toEqual([{ kind: 'PAGE', title: 'Funcionários', subtitle: 'Página', url: '/dashboard/funcionario/' }]);
  });

  it("finds a product typed without accents ('feijao verde' finds 'FEIJÃO VERDE'), with the staff not crowded out", async () => {
    const { hits } = await search(submanager, 'feijao verde');
    const products = hits.filter((h) => h.kind === 'PRODUCT');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((h) => /FEIJÃO VERDE/.test(h.title))).toBe(true);
    // The kinds come grouped, each one's hits together.
    const order = hits.map((h) => h.kind);
    expect(order).toEqual([...order].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it('type 4 (branch 17) finds its branch’s orders and its pages, never customers, products, staff or other branches', async () => {
    expect((await search(separator, orderOf[17])).hits).toMatchObject([{ kind: 'ORDER', url: `/dashboard/pedido/?pedido=${orderOf[17]}` }]);
    expect((await search(separator, orderOf[18])).hits).toEqual([]);
    const byCpf = await search(separator, customer.cpf);
    expect(byCpf.hits).toEqual([]);
    expect(byCpf.calls).toEqual([]);
    expect((await search(separator, customer.name.split(' ')[0])).hits.filter((h) => h.kind !== 'PAGE')).toEqual([]);
    expect(kinds((await search(separator, 'pedidos')).hits)).toEqual(['PAGE']);
    expect((await search(separator, 'clientes')).hits).toEqual([]);
  });

  it('a submanager bound to branch 17 finds only branch 17 orders, products and staff', async () => {
    expect((await search(submanager, orderOf[18])).hits.filter((h) => h.kind === 'ORDER')).toEqual([]);
    const products = await search(submanager, String(product.code), 20);
    expect(products.hits.filter((h) => h.kind === 'PRODUCT').every((h) => h.url.includes('filial=17&'))).toBe(true);
    const staff = await search(submanager, 'a', 20);
    expect(staff.hits).toEqual([]);
    const people = (await search(submanager, 'an', 20)).hits.filter((h) => h.kind === 'EMPLOYEE');
    expect(people.every((h) => /Filial 17/.test(h.subtitle) && /^\/dashboard\/(separador|entregador)\//.test(h.url))).toBe(true);
  });
});
