// 'Seções' against the reference upstreams: the list (inactive sections behind the switch) and a branch's ranks; a
// reorder writes only the items whose position changed, each with its audit entry, as one workflow: a fault
// half-way is retried to the order asked, and the same order sent again after a run that still failed completes
// it without writing an item twice; edits of a section and of a rank's availability with one audit entry each;
// the page refused to users without the right.
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { auditEntries, gql as gqlAs, newestLogId, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const SECTION = 'id description icon info active order';
const RANK = 'id branch sectionId description icon sectionActive rank available feeSection';
const LIST = `query($filter: SectionFilter) { sections(filter: $filter) { total truncated items { ${SECTION} } } }`;
const RANKS = `query($branch: Int!) { sectionRanks(branch: $branch) { ${RANK} } }`;
const REORDER = `mutation($ids: [ID!]!) {
  reorderSections(ids: $ids) { message changedIds errors { code message field } sections { ${SECTION} } }
}`;
const REORDER_RANKS = `mutation($branch: Int!, $ids: [ID!]!) {
  reorderSectionRanks(branch: $branch, ids: $ids) { message changedIds errors { code message field } ranks { ${RANK} } }
}`;
const UPDATE = `mutation($id: ID!, $input: SectionInput!) {
  updateSection(id: $id, input: $input) { message errors { code message field } section { ${SECTION} } }
}`;
const UPDATE_RANK = `mutation($id: ID!, $available: Boolean!) {
  updateSectionRank(id: $id, available: $available) { message errors { code message field } rank { ${RANK} } }
}`;

let stack: WorkflowStack;
let manager: Client;
let firstLogId = 0;

const gql = (query: string, variables?: Record<string, unknown>, client = manager) => gqlAs(client, query, variables);
/** The sections as the product API keeps them, in app order. */
const storedSections = async (): Promise<Loose[]> => (await stack.api.get('secoes/?page_size=500')).results;
const storedOrder = async () => (await storedSections()).map((s): [number, number] => [s.id, s.ordenar]);
/** Ranks name their branch by id (docs/areas/catalogue.md#branch-ids-and-codes: filial={id}); the demo's 17 and 18
 *  are ids 1 and 2. */
const storedRanks = async (branch: number): Promise<Loose[]> =>
  (await stack.api.get(`rank-secao-filial/?filial=${({ 17: 1, 18: 2 } as Record<number, number>)[branch]}&page_size=500`)).results.sort(
    (a: Loose, b: Loose) => a.rank - b.rank || a.id - b.id,
  );
/** The entries this test run wrote to a table, oldest first. */
const auditOf = (tabela: string) => auditEntries(stack, tabela, { since: firstLogId });
/** PUTs that reached the proxy in front of the product API, by path, from `since`. */
const putsSince = (since: number, part: string) =>
  stack.proxies.productApi.calls
    .slice(since)
    .filter((c) => c.method === 'PUT' && c.path.includes(part))
    .map((c) => c.path);
const moved = <T>(list: readonly T[], from: number, to: number) => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
};

withWorkflowStack(['1002'], async (started, clients) => {
  stack = started;
  [manager] = clients;
  firstLogId = await newestLogId(stack);
});
afterEach(async () => stack.clearFaults());

describe('sections', () => {
  it('lists the active sections in app order and a branch ranks in rank order (asked by branch id), one call each', async () => {
    const before = stack.proxies.productApi.calls.length;
    const { sections } = await gql(LIST);
    expect(sections.total).toBe(10);
    expect(sections.items[0]).toEqual({ id: '3370', description: 'MERCEARIA', icon: 'shopping-basket', info: 'Produtos de mercearia', active: true, order: 0 });
    expect(sections.items.map((s: Loose) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const { sectionRanks } = await gql(RANKS, { branch: 18 });
    expect(sectionRanks.map((r: Loose) => r.rank)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sectionRanks.find((r: Loose) => r.sectionId === '3379')).toMatchObject({ branch: 18, description: 'PET', available: false });
    // The branch list once (its id: ranks name the branch by id, filial={id},
    // docs/areas/catalogue.md#branch-ids-and-codes), then the ranks.
    const calls = stack.proxies.productApi.calls.slice(before).map((c) => c.path);
    expect(calls.map((p) => p.replace(/\?.*/, ''))).toEqual(['/api/v1/secoes/', '/api/v1/filiais/', '/api/v1/detalhe-rank-secao-filial/']);
    expect(new URL(calls[2], 'http://x').searchParams.get('filial')).toBe('2');
    expect((await gql('{ sectionRankBranches { code name } }')).sectionRankBranches.map((b: Loose) => b.code)).toEqual([17, 18]);
    expect((await gql(RANKS, { branch: 999 })).sectionRanks).toEqual([]);
    // Bad paging is the caller's mistake, answered before any read.
    const huge = await manager.query('{ sections(pageSize: 99999999) { total } }');
    expect(huge.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
  });

  it('a reorder writes only the sections whose position changed, each with one audit entry', async () => {
    const ids = (await storedSections()).map((s) => String(s.id));
    const asked = moved(ids, 1, 4);
    const since = stack.proxies.productApi.calls.length;
    const { reorderSections } = await gql(REORDER, { ids: asked });
    expect(reorderSections.errors).toEqual([]);
    expect(reorderSections.message).toBe('Seção Atualizadas Com Sucesso!');
    expect([...reorderSections.changedIds].sort()).toEqual(ids.slice(1, 5).sort());
    expect(reorderSections.sections.map((s: Loose) => s.id)).toEqual(asked);
    expect(putsSince(since, '/secoes/').sort()).toEqual(
      ids
        .slice(1, 5)
        .map((id) => `/api/v1/secoes/${id}/`)
        .sort(),
    );
    expect(await storedOrder()).toEqual(asked.map((id, index) => [Number(id), index]));
    const audit = await auditOf('secoes');
    expect(audit.map((l: Loose) => [l.metodo, l.usuario > 0, l.dadoAntes.id, l.dadoAntes.ordenar, l.dadoDepois.ordenar]).sort()).toEqual(
      ids
        .slice(1, 5)
        .map((id) => ['PUT', true, Number(id), ids.indexOf(id), asked.indexOf(id)])
        .sort(),
    );
    // The same order again changes nothing and writes nothing.
    const again = stack.proxies.productApi.calls.length;
    expect((await gql(REORDER, { ids: asked })).reorderSections).toMatchObject({ errors: [], changedIds: [], message: 'Seção Atualizadas Com Sucesso!' });
    expect(putsSince(again, '/secoes/')).toEqual([]);
  });

  it('a fault half-way is retried to the order asked: nothing written twice, one audit entry per item', async () => {
    const logsBefore = (await auditOf('secoes')).length;
    const ids = (await storedSections()).map((s) => String(s.id));
    const asked = moved(ids, 0, 5);
    // The fourth item's write fails twice; the run takes it up again where it stopped.
    stack.proxies.productApi.add({ method: 'PUT', path: `/secoes/${asked[3]}/`, action: 'status', status: 503, times: 2 });
    const since = stack.proxies.productApi.calls.length;
    const { reorderSections } = await gql(REORDER, { ids: asked });
    expect(reorderSections.errors).toEqual([]);
    expect(await storedOrder()).toEqual(asked.map((id, index) => [Number(id), index]));
    const puts = putsSince(since, '/secoes/');
    for (const id of ids.slice(0, 6)) expect(puts.filter((p) => p === `/api/v1/secoes/${id}/`).length).toBe(id === asked[3] ? 3 : 1);
    expect((await auditOf('secoes')).length - logsBefore).toBe(6);
  });

  it('a run that still fails says so with the spec prefix; the same order sent again completes it', async () => {
    const logsBefore = (await auditOf('secoes')).length;
    const ids = (await storedSections()).map((s) => String(s.id));
    const asked = [...ids].reverse();
    // The third item's write fails on every automatic attempt.
    stack.proxies.productApi.add({ method: 'PUT', path: `/secoes/${asked[2]}/`, action: 'status', status: 503, times: 3 });
    const since = stack.proxies.productApi.calls.length;
    const failed = (await gql(REORDER, { ids: asked })).reorderSections;
    expect(failed.sections).toBeNull();
    expect(failed.errors).toHaveLength(1);
    expect(failed.errors[0]).toMatchObject({ code: 'UPDATE_FAILED', message: expect.stringMatching(/^Erro ao Atualizar Seções: /) });
    // Mixed for now: the first two are in their new places.
    const mixed = new Map(await storedOrder());
    expect([mixed.get(Number(asked[0])), mixed.get(Number(asked[1])), mixed.get(Number(asked[2]))]).toEqual([0, 1, ids.indexOf(asked[2])]);
    expect((await auditOf('secoes')).length - logsBefore).toBe(2);
    stack.proxies.productApi.clear();
    const again = (await gql(REORDER, { ids: asked })).reorderSections;
    expect(again.errors).toEqual([]);
    expect(await storedOrder()).toEqual(asked.map((id, index) => [Number(id), index]));
    const puts = putsSince(since, '/secoes/');
    for (const id of ids) expect(puts.filter((p) => p === `/api/v1/secoes/${id}/`).length, id).toBe(id === asked[2] ? 4 : 1);
    expect((await auditOf('secoes')).length - logsBefore).toBe(10);
  });

  it('edits a section with one audit entry, keeping its position; an inactive one stays reachable behind the switch', async () => {
    const [first, second] = await storedSections();
    const refused = (await gql(UPDATE, { id: String(first.id), input: { description: ' ', icon: '', info: null, active: true } })).updateSection;
    expect(refused.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Descrição não pode estar vazio!', field: 'description' },
      { code: 'BAD_USER_INPUT', message: 'Ícone não pode estar vazio!', field: 'icon' },
    ]);
    // A name the customer app's icon set does not have would be drawn there as its text.
    const unknownIcon = (await gql(UPDATE, { id: String(first.id), input: { description: 'MERCEARIA', icon: 'cesta-basica', info: null, active: true } }))
      .updateSection;
    expect(unknownIcon.errors).toMatchObject([{ code: 'BAD_USER_INPUT', field: 'icon', message: expect.stringContaining('"cesta-basica"') }]);
    const logsBefore = (await auditOf('secoes')).length;
    const input = { description: second.descricao, icon: 'leaf', info: 'Nova informação', active: false };
    const { updateSection } = await gql(UPDATE, { id: String(second.id), input });
    expect(updateSection).toMatchObject({
      message: 'Seção Atualizada Com Sucesso!',
      errors: [],
      section: { id: String(second.id), icon: 'leaf', info: 'Nova informação', active: false, order: second.ordenar },
    });
    const audit = (await auditOf('secoes')).slice(logsBefore);
    expect(audit.map((l: Loose) => [l.metodo, l.dadoAntes.icone, l.dadoDepois.icone, l.dadoDepois.ativo])).toEqual([['PUT', second.icone, 'leaf', 'N']]);
    const active = (await gql(LIST)).sections.items.map((s: Loose) => s.id);
    const all = (await gql(LIST, { filter: { includeInactive: true } })).sections.items.map((s: Loose) => s.id);
    expect(active).not.toContain(String(second.id));
    expect(all).toContain(String(second.id));
    // Reordering what the page shows without it keeps the hidden one in its slot.
    const asked = [active[1], active[0], ...active.slice(2)];
    expect((await gql(REORDER, { ids: asked })).reorderSections.errors).toEqual([]);
    expect((await storedSections()).find((s) => s.id === second.id).ordenar).toBe(second.ordenar);
    expect((await storedSections()).map((s) => String(s.id)).filter((id) => id !== String(second.id))).toEqual(asked);
    const back = (await gql(UPDATE, { id: String(second.id), input: { ...input, active: true } })).updateSection;
    expect(back.section.active).toBe(true);
    const unknown = (await gql(REORDER, { ids: [...all, '999999'] })).reorderSections;
    expect(unknown.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
  });

  it('reorders a branch ranks (only those moved, the other branch untouched) and edits availability', async () => {
    const other = await storedRanks(17);
    const ranks = (await gql(RANKS, { branch: 18 })).sectionRanks;
    const ids: string[] = ranks.map((r: Loose) => String(r.id));
    const asked = moved(ids, 7, 2);
    const logsBefore = (await auditOf('rank-secao-filial')).length;
    const since = stack.proxies.productApi.calls.length;
    stack.proxies.productApi.add({ method: 'PUT', path: `/rank-secao-filial/${asked[4]}/`, action: 'lose' });
    const { reorderSectionRanks } = await gql(REORDER_RANKS, { branch: 18, ids: asked });
    expect(reorderSectionRanks.errors).toEqual([]);
    expect(reorderSectionRanks.message).toBe('Rank Seção Atualizada Com Sucesso!');
    expect(reorderSectionRanks.ranks.map((r: Loose) => r.id)).toEqual(asked);
    expect((await storedRanks(18)).map((r) => [String(r.id), r.rank])).toEqual(asked.map((id: string, index: number) => [id, index]));
    expect(await storedRanks(17)).toEqual(other);
    const puts = putsSince(since, '/rank-secao-filial/');
    expect(new Set(puts)).toEqual(new Set(ids.slice(2, 8).map((id: string) => `/api/v1/rank-secao-filial/${id}/`)));
    const audit = (await auditOf('rank-secao-filial')).slice(logsBefore);
    expect(audit.map((l: Loose) => String(l.dadoAntes.id)).sort()).toEqual(ids.slice(2, 8).sort());
    expect(audit.every((l: Loose) => l.dadoDepois.filial === 2 && l.dadoAntes.rank !== l.dadoDepois.rank)).toBe(true);

    const target = reorderSectionRanks.ranks[0];
    const { updateSectionRank } = await gql(UPDATE_RANK, { id: target.id, available: !target.available });
    expect(updateSectionRank).toMatchObject({
      message: 'Rank Seção Atualizada Com Sucesso!',
      errors: [],
      rank: { id: target.id, rank: 0, available: !target.available },
    });
    const entry = (await auditOf('rank-secao-filial')).at(-1);
    expect([entry.metodo, entry.dadoAntes.ativo, entry.dadoDepois.ativo, entry.dadoDepois.rank]).toEqual(['PUT', target.available, !target.available, 0]);
    const missing = (await gql(UPDATE_RANK, { id: '999999', available: true })).updateSectionRank;
    expect(missing.errors).toEqual([{ code: 'NOT_FOUND', message: 'Rank de seção não encontrado.', field: 'id' }]);
  });

  it('refuses the page to users without the right, before any write', async () => {
    for (const matricula of ['1003', '1005']) {
      const client = stack.client();
      expect((await client.login(matricula)).login.errors).toEqual([]);
      const since = stack.proxies.productApi.calls.length;
      const read = await client.query(LIST);
      expect(read.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const write = await client.query(REORDER, { ids: ['3370'] });
      expect(write.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const rank = await client.query(UPDATE_RANK, { id: '1', available: false });
      expect(rank.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(stack.proxies.productApi.calls.slice(since).filter((c) => c.method !== 'GET' || c.path.includes('secao'))).toEqual([]);
    }
    const superuser = stack.client();
    expect((await superuser.login('1001')).login.errors).toEqual([]);
    expect((await gql(LIST, undefined, superuser)).sections.total).toBeGreaterThan(0);
  });
});
