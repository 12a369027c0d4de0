// The gateway against services that narrow only where the specs say and cap their pages, on both reference profiles
// ('seeds' ignores every filter the specs do not name and answers at most 100 rows a page): a branch-bound user sees
// only its branch's staff, a deactivated person is nobody's choice, an ignored filter on a single-row lookup makes no
// new holiday or coverage area 'duplicate' and adopts no other order's cancellation, and an order with more items
// than a page holds is invoiced with all of them.
import { describe, expect, it } from 'vitest';
import type { ReferenceProfile } from '../../upstream/src/profile';
import type { Client } from './stack';
import { ADVANCE, RETRY, createOrder } from './workflow-fixtures';
import { gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const STAFF_LIST = (field: string) => `query($pageSize: Int) { ${field}(pageSize: $pageSize) { total items { id registration branch { code } } } }`;
const SEARCH = 'query($text: String!) { search(text: $text, limit: 50) { kind title subtitle } }';
const PICKERS = 'query { pickers(branch: 17) { id } }';
const CREATE_HOLIDAY = `mutation($input: SpecialDateInput!) { createSpecialDate(input: $input) { errors { code message } specialDate { id } } }`;
const CREATE_AREA = `mutation($input: CoverageAreaInput!) { createCoverageArea(input: $input) { errors { code message } area { id } } }`;

describe.each<ReferenceProfile>(['default', 'seeds'])('on the %s reference profile', (profile) => {
  let stack: WorkflowStack;
  let superuser: Client;
  let submanager: Client;
  const sql = async <T = Loose>(text: string, params: unknown[] = []): Promise<T[]> => (await stack.upstreams.db.query(text, params)).rows as T[];

  withWorkflowStack(
    ['1001', '1003'],
    async (started, clients) => {
      stack = started;
      [superuser, submanager] = clients;
      expect(stack.upstreams.features.profile).toBe(profile);
    },
    {},
    { profile },
  );

  it('a type 3 user of branch 17 lists and searches only branch 17 staff', async () => {
    for (const field of ['pickerEmployees', 'deliverymanEmployees']) {
      const page = (await gql(submanager, STAFF_LIST(field), { pageSize: -1 }))[field];
      expect(page.items.length, field).toBeGreaterThan(0);
      expect(page.total, field).toBe(page.items.length);
      expect(new Set(page.items.map((m: Loose) => m.branch?.code)), field).toEqual(new Set([17]));
    }
    // A word of a name that pickers or deliverymen of branch 17 and of other branches share.
    const [shared] = await sql<{ word: string }>(`
      SELECT split_part(nome, ' ', 1) AS word FROM funcionarios WHERE is_separating OR is_deliveryman
      GROUP BY 1 HAVING bool_or(branch = 17) AND bool_or(branch <> 17) ORDER BY count(*) DESC LIMIT 1`);
    expect(shared).toBeDefined();
    const hits = (await gql(submanager, SEARCH, { text: shared.word })).search.filter((h: Loose) => h.kind === 'EMPLOYEE');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.subtitle).toContain('Filial 17');
  }, 60_000);

  it('a picker whose login is switched off is not offered', async () => {
    const [picker] = await sql<{ id: number; user_id: number }>(
      `SELECT f.id, f.user_id FROM funcionarios f JOIN users u ON u.id = f.user_id
        WHERE f.branch = 17 AND f.is_separating AND f.is_available AND u.is_active ORDER BY f.id LIMIT 1`,
    );
    const offered = async () => (await gql(submanager, PICKERS)).pickers.map((p: Loose) => Number(p.id));
    expect(await offered()).toContain(picker.id);
    await sql('UPDATE users SET is_active = false WHERE id = $1', [picker.user_id]);
    try {
      expect(await offered()).not.toContain(picker.id);
    } finally {
      await sql('UPDATE users SET is_active = true WHERE id = $1', [picker.user_id]);
    }
  }, 60_000);

  it('a new holiday on a free day is not taken for a duplicate of another day', async () => {
    await stack.api.post('horarios-especiais/', { filial: 17, data: '2026-07-01', tipo: 'F', descricao: 'Outro dia' });
    const created = (await gql(submanager, CREATE_HOLIDAY, { input: { branch: 17, date: '2026-07-02', type: 'F', description: 'Feriado municipal' } }))
      .createSpecialDate;
    expect(created.errors).toEqual([]);
    expect(created.specialDate).not.toBeNull();
  }, 60_000);

  it('a new coverage area is not taken for a duplicate of another branch or postal code', async () => {
    expect((await sql('SELECT 1 FROM taxas WHERE filial = 17')).length).toBeGreaterThan(0);
    const fresh = await stack.api.post('ceps/', { cep: '99990123', endereco: 'Rua Nova' });
    const created = (await gql(superuser, CREATE_AREA, { input: { branch: 17, postalCode: fresh.cep, fee: '6.50' } })).createCoverageArea;
    expect(created.errors).toEqual([]);
    expect(created.area).not.toBeNull();
  }, 60_000);

  it("a cancellation retried after a failed POST writes this order's own record, never adopting another's", async () => {
    expect((await sql('SELECT 1 FROM cancelamentos')).length).toBeGreaterThan(0);
    const order = await createOrder(stack, { type: 'L' });
    stack.proxies.productApi.add({ method: 'POST', path: '/cancelamento-pedido/', action: 'status', status: 503 });
    const failed = (await gql(submanager, ADVANCE, { input: { orderId: String(order.id), target: 'X', reason: 'Cliente desistiu' } })).advanceOrderStatus;
    expect(failed.errors.length).toBeGreaterThan(0);
    const done = (await gql(submanager, RETRY, { id: failed.workflow.id })).retryOrderWorkflow;
    expect(done.order.status).toBe('X');
    const records = await sql<{ motivo: string }>('SELECT motivo FROM cancelamentos WHERE numpedido = $1', [order.id]);
    expect(records).toEqual([{ motivo: 'Cliente desistiu' }]);
  }, 60_000);

  it('an order with more items than a page holds is invoiced with all of them', async () => {
    const [big] = await sql<{ pedido: number; n: number }>(
      `SELECT pedido, count(*)::int AS n FROM itens_pedido GROUP BY pedido HAVING count(*) > 300 ORDER BY pedido LIMIT 1`,
    );
    expect(big).toBeDefined();
    const [picker] = await sql<{ id: number }>(`SELECT id FROM funcionarios WHERE branch = 17 AND is_separating ORDER BY id LIMIT 1`);
    // Picked and checked already: the order waits for invoicing with every item sold.
    await sql(`UPDATE itens_pedido SET em_falta = false, cancela_item = false, qtd_separada = quantidade, separated = true WHERE pedido = $1`, [big.pedido]);
    await sql(`UPDATE pedidos SET status = 'C', separador = $2, vltotalseparado = vltotal WHERE id = $1`, [big.pedido, picker.id]);
    const invoiced = (await gql(submanager, ADVANCE, { input: { orderId: String(big.pedido), target: 'F' } })).advanceOrderStatus;
    expect(invoiced.errors).toEqual([]);
    expect(invoiced.order.status).toBe('F');
    const sends = (await stack.recorded('erp', 'processa-pedido')).filter((r) => r.body?.id_pedido === big.pedido);
    expect(sends).toHaveLength(1);
    expect(sends[0].body.itens).toHaveLength(big.n);
  }, 120_000);
});
