// The navigator against a product API that does only what the specs document (the reference 'seeds' profile: name
// filters match accents as typed, `cpf=` the whole number, pages of at most 100 rows): one word typed without its
// accents finds products ('feijao' -> 'FEIJÃO ...'), customers and staff; the start of a CPF typed with its dots finds
// the customers whose CPF starts so; the lists are read once into the gateway's index, not once per search.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql } from './setup';
import { Client, startStack, type Loose, type Stack } from './stack';

let stack: Stack;
let superuser: Client;
let submanager: Client;

const SEARCH = 'query($text: String!, $limit: Int) { search(text: $text, limit: $limit) { kind title subtitle url } }';
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

async function search(client: Client, text: string, limit = 20): Promise<{ hits: Loose[]; calls: string[] }> {
  const before = stack.calls.length;
  const hits = (await gql(client, SEARCH, { text, limit })).search;
  return { hits, calls: stack.calls.slice(before).map((c) => c.path) };
}

beforeAll(async () => {
  stack = await startStack({}, { profile: 'seeds' });
  superuser = new Client(stack.gateway.url);
  submanager = new Client(stack.gateway.url);
  expect((await superuser.login('1001')).login.errors).toEqual([]);
  expect((await submanager.login('1003')).login.errors).toEqual([]);
}, 120_000);
afterAll(async () => stack?.close());

describe('search on the documented product API', () => {
  it("'feijao' alone finds the FEIJÃO products; the catalogue is read once, not per search", { timeout: 120_000 }, async () => {
    // The first searches start the catalogue's read (about 60 pages of 100 rows here) and are answered by the API's
    // own filter until it is in: the test waits for that state, not for a time.
    await vi.waitFor(
      async () => {
        const products = (await search(superuser, 'feijao')).hits.filter((h) => h.kind === 'PRODUCT');
        expect(products.length).toBeGreaterThan(0);
        expect(products.every((h) => /FEIJÃO/.test(h.title))).toBe(true);
      },
      { timeout: 90_000, interval: 500 },
    );
    const again = await search(superuser, 'flocao milho');
    expect(again.hits.filter((h) => h.kind === 'PRODUCT').every((h) => /FLOCÃO DE MILHO/.test(h.title))).toBe(true);
    expect(again.hits.some((h) => h.kind === 'PRODUCT')).toBe(true);
    expect(again.calls.filter((p) => p.includes('produtos-ordenados'))).toEqual([]);
  });

  it('a bound submanager finds its branch’s products only, by a word without accents', { timeout: 120_000 }, async () => {
    await vi.waitFor(
      async () => {
        const products = (await search(submanager, 'feijao')).hits.filter((h) => h.kind === 'PRODUCT');
        expect(products.length).toBeGreaterThan(0);
        expect(products.every((h) => h.url.includes('filial=17&') && /FEIJÃO/.test(h.title))).toBe(true);
      },
      { timeout: 90_000, interval: 500 },
    );
  });

  it('customers and staff by a name typed without accents', async () => {
    const customers = (await gql(superuser, '{ customers(pageSize: 100) { items { id name } } }')).customers.items as Loose[];
    const accented = customers.find((c) => plain(c.name) !== c.name)!;
    const word = accented.name.split(' ').find((w: string) => plain(w) !== w)!;
    const rest = accented.name.split(' ').filter((w: string) => w !== word)[0];
    const found = await search(superuser, `${plain(word).toLowerCase()} ${plain(rest)}`);
    expect(found.hits.filter((h) => h.kind === 'CUSTOMER').map((h) => h.url)).toContain(`/dashboard/cliente/?cliente=${accented.id}`);

    const staff = (await search(superuser, 'sergio separador')).hits.filter((h) => h.kind === 'EMPLOYEE');
    expect(staff).toMatchObject([{ title: 'Sérgio Separador', url: expect.stringMatching(/matricula=1004/) }]);
  });

  it("the start of a CPF with its dots ('481.240') finds the customers whose CPF starts so", async () => {
    const customers = (await gql(superuser, '{ customers(pageSize: 100) { items { id cpf } } }')).customers.items as Loose[];
    const one = customers.find((c) => (c.cpf ?? '').replace(/\D/g, '').length === 11)!;
    const digits = one.cpf.replace(/\D/g, '');
    const typed = `${digits.slice(0, 3)}.${digits.slice(3, 6)}`;
    const hits = (await search(superuser, typed)).hits.filter((h) => h.kind === 'CUSTOMER');
    expect(hits.map((h) => h.url)).toContain(`/dashboard/cliente/?cliente=${one.id}`);
    expect(hits.every((h) => h.subtitle.startsWith(`CPF ${typed}`))).toBe(true);
  });
});
