// 'Configurações Gerais' against the reference upstreams: the demo's plain-text loyalty passwords sealed at the
// first manager sign-in, the form read without the password, the rules, create and update with one audit entry
// each (password redacted), the password replaced or kept, and the loyalty credentials still opening.
import { describe, expect, it } from 'vitest';
import { deriveKeys } from '../../gateway/src/auth/keys';
import { openLoyaltyPassword } from '../../gateway/src/kit/branch-loyalty-password';
import type { Client } from './stack';
import { branchSettingsForm, gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const SECRET_KEY = 'settings test secret key, long enough for hkdf';
const key = deriveKeys(SECRET_KEY).encryption;

const FIELDS = `id branch minimumPurchase minimumPickupPurchase additionalOrderItemLimit stockMarginPercent
  deliveryIntervalMinutes nextDaySearchLimit serviceFee serviceFeeProductId serviceFeeErpCode deliveryFeeProductId
  deliveryFeeErpCode neighbourhoodPostalCode supportUrl loyaltyUsername loyaltyPasswordSet`;
const READ = `query($branch: Int!) { branchSettings(branch: $branch) { ${FIELDS} } }`;
const SAVE = `mutation($branch: Int!, $input: BranchSettingsInput!) {
  saveBranchSettings(branch: $branch, input: $input) { message errors { code message field } settings { ${FIELDS} } }
}`;

let stack: WorkflowStack;
let manager: Client;

const stored = async (branch: number): Promise<Loose> => (await stack.api.get(`configuracoes-gerais/?filial=${branch}`)).results[0];
const auditOf = async (branch: number): Promise<Loose[]> =>
  (await stack.api.get('application-logs/?tabela=configuracoes-gerais&page_size=1000')).results.filter((l: Loose) => Number(l.dadoDepois?.filial) === branch);

const form = branchSettingsForm;

withWorkflowStack(
  ['1002'],
  (started, clients) => {
    stack = started;
    [manager] = clients;
  },
  { secretKey: SECRET_KEY },
);

describe('the loyalty password at rest', () => {
  it("is sealed by the first manager's sign-in and still opens to the platform's token", async () => {
    const row = await stored(17);
    expect(row.confGeral.cvPassword).toMatch(/^enc:/);
    expect(openLoyaltyPassword(row.confGeral.cvPassword, key)).toBe('cv-token-17');
    expect(row.confGeral.idSecaoAcougue).not.toBeNull();
  });

  it('never reaches an answer: the form says only whether one is set', async () => {
    const result = await manager.query(READ, { branch: 17 });
    expect(JSON.stringify(result.body)).not.toMatch(/cv-token|enc:/);
    expect(result.body.data?.branchSettings).toMatchObject({ branch: 17, loyaltyUsername: 'cv-loja17', loyaltyPasswordSet: true });
  });
});

describe('reading', () => {
  it('lists the active branches to choose from, and answers null for a branch that does not exist', async () => {
    const { settingsBranches } = await gql(manager, '{ settingsBranches { code name } }');
    expect(settingsBranches.map((b: Loose) => b.code)).toEqual(expect.arrayContaining([17, 18]));
    expect((await gql(manager, READ, { branch: 999_999 })).branchSettings).toBeNull();
  });
});

describe('saving', () => {
  it('refuses an incomplete form field by field, before any write', async () => {
    const before = stack.proxies.productApi.calls.filter((c) => c.method !== 'GET').length;
    const { saveBranchSettings } = await gql(manager, SAVE, {
      branch: 17,
      input: form({ serviceFee: '-1', deliveryIntervalMinutes: null, neighbourhoodPostalCode: '123', supportUrl: 'suporte' }),
    });
    expect(saveBranchSettings.errors).toEqual([
      { code: 'BAD_USER_INPUT', message: 'O valor mínimo é 0!', field: 'serviceFee' },
      { code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'deliveryIntervalMinutes' },
      { code: 'BAD_USER_INPUT', message: 'CEP inválido! Informe os 8 dígitos.', field: 'neighbourhoodPostalCode' },
      { code: 'BAD_USER_INPUT', message: 'Informe um endereço começando com http:// ou https://', field: 'supportUrl' },
    ]);
    expect(stack.proxies.productApi.calls.filter((c) => c.method !== 'GET').length).toBe(before);
  });

  it('updates, keeping the stored password when none is typed, with one audit entry that hides it', async () => {
    const sealedBefore = (await stored(17)).confGeral.cvPassword;
    const { saveBranchSettings } = await gql(manager, SAVE, { branch: 17, input: form() });
    expect(saveBranchSettings.errors).toEqual([]);
    expect(saveBranchSettings.message).toBe('Configurações Atualizadas com Sucesso!');
    expect(saveBranchSettings.settings).toMatchObject({ serviceFee: '2.500', neighbourhoodPostalCode: '64220000', loyaltyPasswordSet: true });
    const row = await stored(17);
    expect(row.confGeral.cvPassword).toBe(sealedBefore);
    const audit = await auditOf(17);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ metodo: 'PUT', usuario: expect.anything() });
    expect(audit[0].dadoAntes.confGeral.cvPassword).toBe('***');
    expect(audit[0].dadoDepois.confGeral.cvPassword).toBe('***');
  });

  it('replaces the password with a new one, sealed', async () => {
    const { saveBranchSettings } = await gql(manager, SAVE, { branch: 17, input: form({ loyaltyPassword: 'novo-token-17' }) });
    expect(saveBranchSettings.errors).toEqual([]);
    const row = await stored(17);
    expect(row.confGeral.cvPassword).toMatch(/^enc:/);
    expect(openLoyaltyPassword(row.confGeral.cvPassword, key)).toBe('novo-token-17');
    expect(JSON.stringify(await auditOf(17))).not.toContain('novo-token');
  });

  it('creates the settings of a branch that has none, asking for the password first', async () => {
    const branches = (await stack.api.get('filiais/?page_size=1000')).results.map((b: Loose) => Number(b.codFilial));
    const withSettings = new Set((await stack.api.get('configuracoes-gerais/?page_size=1000')).results.map((r: Loose) => Number(r.filial)));
    const bare = branches.find((code: number) => !withSettings.has(code));
    expect(bare).toBeDefined();
    expect((await gql(manager, READ, { branch: bare })).branchSettings).toMatchObject({ id: null, loyaltyPasswordSet: false });
    const missing = (await gql(manager, SAVE, { branch: bare, input: form() })).saveBranchSettings;
    expect(missing.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'loyaltyPassword' }]);
    const created = (await gql(manager, SAVE, { branch: bare, input: form({ loyaltyPassword: 'token-novo' }) })).saveBranchSettings;
    expect(created.errors).toEqual([]);
    expect(created.settings.id).not.toBeNull();
    expect(openLoyaltyPassword((await stored(bare)).confGeral.cvPassword, key)).toBe('token-novo');
    const audit = await auditOf(bare);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ metodo: 'POST', dadoAntes: null });
  });
});
