// 'Períodos de Entrega' against the reference upstreams: the manager reads a branch's schedule, only the
// superuser creates a period, adds it to a branch and edits it, each change with exactly one audit entry.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const SCHEDULE = `query($b: Int!) { branchSchedule(branch: $b) { id periodId start end maxDeliveries type } }`;
const CREATE = `mutation($i: DeliveryPeriodInput!) { createDeliveryPeriod(input: $i) { message errors { code message field } period { id start end } } }`;
const ADD = `mutation($b: Int!, $i: BranchDeliveryPeriodInput!) {
  addBranchDeliveryPeriod(branch: $b, input: $i) { message errors { code message field } period { id periodId start end maxDeliveries type } }
}`;
const UPDATE = `mutation($id: ID!, $i: BranchDeliveryPeriodInput!) {
  updateBranchDeliveryPeriod(id: $id, input: $i) { message errors { code message field } period { id periodId maxDeliveries type } }
}`;

let stack: WorkflowStack;
let superuser: Client;
let manager: Client;

/** The table's audit entries, oldest first. */
const logs = async (tabela: string) =>
  ((await stack.api.get(`application-logs/?tabela=${tabela}&page_size=1000`)).results as Loose[]).sort((a, b) => a.id - b.id);

withWorkflowStack(['1001', '1002'], (started, clients) => {
  stack = started;
  [superuser, manager] = clients;
});

describe('delivery periods', () => {
  it('reads a branch schedule (null for an unknown branch) and refuses a manager the changes', async () => {
    const schedule = (await gql(manager, SCHEDULE, { b: 17 })).branchSchedule;
    expect(schedule.length).toBeGreaterThan(0);
    expect(schedule[0]).toMatchObject({ start: expect.stringMatching(/^\d\d:\d\d$/), type: expect.stringMatching(/^(N|FDS|F|ESP)$/) });
    expect((await gql(manager, SCHEDULE, { b: 9876 })).branchSchedule).toBeNull();
    const refused = await manager.query(CREATE, { i: { start: '21:00', end: '22:00' } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates a period, adds it to a branch and edits it, one audit entry each', async () => {
    const before = { entrega: (await logs('horarios-entrega')).length, filiais: (await logs('horarios-filiais')).length };
    const bad = (await gql(superuser, CREATE, { i: { start: '', end: '22:00' } })).createDeliveryPeriod;
    expect(bad.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'start' }]);
    const created = (await gql(superuser, CREATE, { i: { start: '21:00', end: '22:30' } })).createDeliveryPeriod;
    expect(created).toMatchObject({ message: 'Horário Cadastrado Com Sucesso!', errors: [], period: { start: '21:00', end: '22:30' } });
    const added = (await gql(superuser, ADD, { b: 18, i: { periodId: created.period.id, maxDeliveries: 6, type: 'ESP' } })).addBranchDeliveryPeriod;
    expect(added).toMatchObject({
      message: 'Horário da Filial Adicionado com Sucesso!',
      errors: [],
      period: { periodId: created.period.id, start: '21:00', maxDeliveries: 6, type: 'ESP' },
    });
    const updated = (await gql(superuser, UPDATE, { id: added.period.id, i: { maxDeliveries: 9, type: 'F' } })).updateBranchDeliveryPeriod;
    expect(updated).toMatchObject({
      message: 'Horário da Filial Atualizado Com Sucesso!',
      errors: [],
      period: { periodId: created.period.id, maxDeliveries: 9, type: 'F' },
    });
    const schedule = (await gql(superuser, SCHEDULE, { b: 18 })).branchSchedule;
    expect(schedule.filter((p: Loose) => p.id === added.period.id)).toEqual([expect.objectContaining({ maxDeliveries: 9, type: 'F' })]);
    const entrega = (await logs('horarios-entrega')).slice(before.entrega);
    const filiais = (await logs('horarios-filiais')).slice(before.filiais);
    expect(entrega.map((l) => l.metodo)).toEqual(['POST']);
    expect(filiais.map((l) => [l.metodo, l.dadoAntes?.quantidade ?? null, l.dadoDepois.quantidade])).toEqual([
      ['POST', null, 6],
      ['PUT', 6, 9],
    ]);
  });

  it('refuses a period with the same start and end, and the same period twice for one branch and type (docs/decisions/0046-delivery-periods-and-ranks.md)', async () => {
    const created = (await gql(superuser, CREATE, { i: { start: '05:00', end: '06:15' } })).createDeliveryPeriod;
    expect(created.errors).toEqual([]);
    const again = (await gql(superuser, CREATE, { i: { start: '05:00', end: '06:15' } })).createDeliveryPeriod;
    expect(again).toMatchObject({ period: null, errors: [{ code: 'BAD_USER_INPUT', field: 'start', message: 'Este período já está cadastrado.' }] });
    const add = (type: string) => gql(superuser, ADD, { b: 18, i: { periodId: created.period.id, maxDeliveries: 2, type } });
    expect((await add('N')).addBranchDeliveryPeriod.errors).toEqual([]);
    const twice = (await add('N')).addBranchDeliveryPeriod;
    expect(twice).toMatchObject({
      period: null,
      errors: [{ code: 'BAD_USER_INPUT', field: 'periodId', message: 'Este período já está na filial para este tipo.' }],
    });
    expect((await add('FDS')).addBranchDeliveryPeriod.errors).toEqual([]);
    const rows = (await gql(superuser, SCHEDULE, { b: 18 })).branchSchedule.filter((p: Loose) => p.periodId === created.period.id);
    expect(rows.map((p: Loose) => p.type).sort()).toEqual(['FDS', 'N']);
    // Editing the FDS row into N would make the pair twice as well.
    const moved = (await gql(superuser, UPDATE, { id: rows.find((p: Loose) => p.type === 'FDS').id, i: { maxDeliveries: 2, type: 'N' } }))
      .updateBranchDeliveryPeriod;
    expect(moved.errors.map((e: Loose) => e.field)).toEqual(['periodId']);
  });

  it('removes a period from a branch with one DELETE audit entry; the period stays for the others (docs/decisions/0046-delivery-periods-and-ranks.md)', async () => {
    const REMOVE = `mutation($id: ID!) { removeBranchDeliveryPeriod(id: $id) { message errors { code message field } period { id start } } }`;
    const created = (await gql(superuser, CREATE, { i: { start: '04:00', end: '04:45' } })).createDeliveryPeriod;
    const added = (await gql(superuser, ADD, { b: 18, i: { periodId: created.period.id, maxDeliveries: 1, type: 'ESP' } })).addBranchDeliveryPeriod;
    const before = (await logs('horarios-filiais')).length;
    const removed = (await gql(superuser, REMOVE, { id: added.period.id })).removeBranchDeliveryPeriod;
    expect(removed).toMatchObject({ message: 'Horário Removido da Filial com Sucesso!', errors: [], period: { id: added.period.id, start: '04:00' } });
    expect((await gql(superuser, SCHEDULE, { b: 18 })).branchSchedule.some((p: Loose) => p.id === added.period.id)).toBe(false);
    const audit = (await logs('horarios-filiais')).slice(before);
    expect(audit.map((l) => [l.metodo, l.dadoAntes?.id, l.dadoDepois])).toEqual([['DELETE', Number(added.period.id), null]]);
    const again = (await gql(superuser, REMOVE, { id: added.period.id })).removeBranchDeliveryPeriod;
    expect(again.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'Horário da filial não encontrado.', field: 'id' }]);
  });
});
