// Branch ids and codes (docs/areas/catalogue.md#branch-ids-and-codes): the product API names the branch of general
// settings, special dates and section ranks by its id (`filial={id}`), orders and paths by its code. The demo's
// branch 17 has id 1; this file adds a branch whose id is 17 (code 99) with its own loyalty credentials, so a gateway
// that sent the code where the id belongs would read branch 99's settings for branch 17 and register branch 17's
// purchases with branch 99's credentials.
import { describe, expect, it } from 'vitest';
import { shiftedPassword } from '../../upstream/src/db/seed-data/loyalty-password';
import type { Client } from './stack';
import { ADVANCE, createOrder } from './workflow-fixtures';
import { gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

let stack: WorkflowStack;
let submanager: Client;
let manager: Client;

const SETTINGS = `query($branch: Int!) { branchSettings(branch: $branch) { branch loyaltyUsername loyaltyPasswordSet } }`;
const calls = (part: string) => stack.proxies.productApi.calls.filter((c) => c.path.includes(part)).map((c) => new URL(c.path, 'http://x'));

withWorkflowStack(['1003', '1002'], async (started, clients) => {
  stack = started;
  [submanager, manager] = clients;
  // Seeded here: the demo's ids (1, 2, 3) never meet its codes (17, 18, 21).
  await stack.upstreams.db.query("INSERT INTO filiais (id, codfilial, razaosocial, status) VALUES (17, 99, 'LOJA TESTE (ID 17)', 'A')");
  await stack.upstreams.db.query('INSERT INTO configuracoes_gerais (filial, cvusername, cvpassword) VALUES (17, $1, $2)', [
    'cv-loja18',
    shiftedPassword('cv-token-18'),
  ]);
});

describe('a branch named by id where the spec writes filial={id}', () => {
  it("reads each branch's own general settings, by its id", async () => {
    expect((await gql(manager, SETTINGS, { branch: 17 })).branchSettings).toMatchObject({ branch: 17, loyaltyUsername: 'cv-loja17' });
    expect((await gql(manager, SETTINGS, { branch: 99 })).branchSettings).toMatchObject({ branch: 99, loyaltyUsername: 'cv-loja18' });
    expect(calls('configuracoes-gerais').map((u) => u.searchParams.get('filial'))).toEqual(['1', '17']);
  });

  it("reads branch 17's special dates and section ranks by its id", async () => {
    const dates = (await gql(manager, 'query { specialDates(branch: 17) { branch } }')).specialDates;
    expect(dates.length).toBeGreaterThan(0);
    expect(new Set(dates.map((d: Loose) => d.branch))).toEqual(new Set([17]));
    const ranks = (await gql(manager, 'query { sectionRanks(branch: 17) { branch } }')).sectionRanks;
    expect(ranks.length).toBeGreaterThan(0);
    expect(calls('horarios-especiais').at(-1)!.searchParams.get('filial')).toBe('1');
    expect(calls('detalhe-rank-secao-filial').at(-1)!.searchParams.get('filial')).toBe('1');
  });

  it("completes a branch 17 order with branch 17's own loyalty credentials, keeping the order's codfilial", async () => {
    const picker = (await stack.api.get('detalhe-funcionario/?is_separating=true&filial=17&page_size=1')).results[0];
    const order = await createOrder(stack, { type: 'L' });
    for (const [target, extra] of [
      ['S', { pickerId: String(picker.id) }],
      ['P', {}],
      ['C', {}],
      ['F', {}],
      ['E', {}],
      ['V', {}],
    ] as const) {
      const payload = (await gql(submanager, ADVANCE, { input: { orderId: String(order.id), target, ...extra } })).advanceOrderStatus;
      expect(payload.errors, `to ${target}`).toEqual([]);
    }
    const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf);
    expect(shops).toHaveLength(1);
    expect(shops[0].headers['x-username']).toBe('cv-loja17');
    // The platform took the token: the password was read back from the spec's shift with the right key.
    expect(shops[0].response.response.code).toBe(200);
    // PUT pedidos/{id}/ sends the branch's code (docs/areas/orders.md#calls: codfilial ({codFilial})): the order is still branch 17's.
    expect((await stack.api.get(`pedidos/${order.id}/`)).codfilial).toMatchObject({ id: 1, codFilial: 17 });
  });
});
