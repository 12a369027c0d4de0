// 'Configurações Gerais' against the reference upstreams: no sign-in writes a settings record, the loyalty password
// stored in the character shift of docs/areas/catalogue.md#loyalty-password (the demo key), the form read without the
// password, the rules, create and update with one audit entry each (password redacted), the password replaced or
// kept, a value an earlier version sealed with AES rewritten in the spec's form on the next save, and settings read
// and written by branch id.
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveKeys, encryptSecret } from '../../gateway/src/auth/keys';
import { DEMO_LOYALTY_SHIFT_KEY, readLoyaltyPassword, shiftLoyaltyPassword } from '../../gateway/src/kit/branch-loyalty-password';
import { DEMO_LOYALTY_SHIFT_KEY as SEED_SHIFT_KEY, shiftedPassword } from '../../upstream/src/db/seed-data/loyalty-password';
import type { Client } from './stack';
import { branchSettingsForm, gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const SECRET_KEY = 'settings test secret key, long enough for hkdf';
const keys = { shift: DEMO_LOYALTY_SHIFT_KEY, sealedWith: deriveKeys(SECRET_KEY).encryption };

const FIELDS = `id branch minimumPurchase minimumPickupPurchase additionalOrderItemLimit stockMarginPercent
  deliveryIntervalMinutes nextDaySearchLimit serviceFee serviceFeeProductId serviceFeeErpCode deliveryFeeProductId
  deliveryFeeErpCode neighbourhoodPostalCode supportUrl loyaltyUsername loyaltyPasswordSet`;
const READ = `query($branch: Int!) { branchSettings(branch: $branch) { ${FIELDS} } }`;
const SAVE = `mutation($branch: Int!, $input: BranchSettingsInput!) {
  saveBranchSettings(branch: $branch, input: $input) { message errors { code message field } settings { ${FIELDS} } }
}`;

let stack: WorkflowStack;
let manager: Client;
/** Every settings row before anyone signed in, and after a superuser and a manager did. */
let rowsBefore: Loose[];
let rowsAfterSignIns: Loose[];

/** The branch id of a code: settings name the branch by id (docs/areas/catalogue.md#branch-ids-and-codes:
 *  filial={id}). */
const idOf = async (code: number): Promise<number> =>
  (await stack.api.get('filiais/?page_size=1000')).results.find((b: Loose) => Number(b.codFilial) === code).id;
const stored = async (code: number): Promise<Loose> => (await stack.api.get(`configuracoes-gerais/?filial=${await idOf(code)}`)).results[0];
const allRows = async (): Promise<Loose[]> => (await stack.api.get('configuracoes-gerais/?page_size=1000')).results;
const auditOf = async (code: number): Promise<Loose[]> => {
  const id = await idOf(code);
  return (await stack.api.get('application-logs/?tabela=configuracoes-gerais&page_size=1000')).results.filter(
    (l: Loose) => Number(l.dadoDepois?.filial) === id,
  );
};
const settingsWrites = () => stack.proxies.productApi.calls.filter((c) => c.path.includes('configuracoes-gerais') && c.method !== 'GET');

const form = branchSettingsForm;

withWorkflowStack(
  [],
  (started) => {
    stack = started;
  },
  { secretKey: SECRET_KEY },
);

beforeAll(async () => {
  rowsBefore = await allRows();
  const superuser = stack.client();
  expect((await superuser.login('1001')).login.errors).toEqual([]);
  manager = stack.client();
  expect((await manager.login('1002')).login.errors).toEqual([]);
  rowsAfterSignIns = await allRows();
});

describe('the loyalty password at rest', () => {
  it('is written by no sign-in: a type 1 and a type 2 login change no configuracoes-gerais row', async () => {
    expect(rowsBefore.length).toBeGreaterThan(1);
    expect(rowsAfterSignIns).toEqual(rowsBefore);
    expect(settingsWrites()).toEqual([]);
  });

  it('is stored in the character shift of docs/areas/catalogue.md#loyalty-password with the demo key, which the gateway reads', async () => {
    expect(SEED_SHIFT_KEY).toBe(DEMO_LOYALTY_SHIFT_KEY);
    const row = await stored(17);
    expect(row.confGeral.cvPassword).toBe(shiftedPassword('cv-token-17'));
    expect(row.confGeral.cvPassword).toBe(shiftLoyaltyPassword('cv-token-17', DEMO_LOYALTY_SHIFT_KEY));
    expect(readLoyaltyPassword(row.confGeral.cvPassword, keys)).toBe('cv-token-17');
    expect(row.confGeral.idSecaoAcougue).not.toBeNull();
  });

  it('never reaches an answer: the form says only whether one is set', async () => {
    const result = await manager.query(READ, { branch: 17 });
    const storedText = (await stored(17)).confGeral.cvPassword;
    expect(JSON.stringify(result.body)).not.toContain('cv-token');
    expect(JSON.stringify(result.body)).not.toContain(JSON.stringify(storedText).slice(1, -1));
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
    const storedBefore = (await stored(17)).confGeral.cvPassword;
    // The CEP as the post office's older print has it ('64.220-000') is one CEP, stored as its 8 digits.
    const { saveBranchSettings } = await gql(manager, SAVE, { branch: 17, input: form({ neighbourhoodPostalCode: '64.220-000' }) });
    expect(saveBranchSettings.errors).toEqual([]);
    expect(saveBranchSettings.message).toBe('Configurações Atualizadas com Sucesso!');
    expect(saveBranchSettings.settings).toMatchObject({ serviceFee: '2.500', neighbourhoodPostalCode: '64220000', loyaltyPasswordSet: true });
    const row = await stored(17);
    expect(row.confGeral.codCepBuscaBairro).toBe('64220000');
    expect(row.confGeral.cvPassword).toBe(storedBefore);
    const audit = await auditOf(17);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ metodo: 'PUT', usuario: expect.anything() });
    expect(audit[0].dadoAntes.confGeral.cvPassword).toBe('***');
    expect(audit[0].dadoDepois.confGeral.cvPassword).toBe('***');
  });

  it("replaces the password with a new one, in the spec's shift", async () => {
    const { saveBranchSettings } = await gql(manager, SAVE, { branch: 17, input: form({ loyaltyPassword: 'novo-token-17' }) });
    expect(saveBranchSettings.errors).toEqual([]);
    const row = await stored(17);
    expect(row.confGeral.cvPassword).toBe(shiftLoyaltyPassword('novo-token-17', DEMO_LOYALTY_SHIFT_KEY));
    expect(JSON.stringify(await auditOf(17))).not.toContain('novo-token');
  });

  it("rewrites a value an earlier version sealed with AES in the spec's form when the branch's settings are saved", async () => {
    const row = await stored(18);
    const sealed = `enc:${encryptSecret(keys.sealedWith, 'cv-token-18')}`;
    await stack.api.put(`configuracoes-gerais/${row.id}/`, { ...row.confGeral, filial: row.filial, cvPassword: sealed });
    // Read as it is (the page says a password is set), and left so until someone saves this branch.
    expect((await gql(manager, READ, { branch: 18 })).branchSettings.loyaltyPasswordSet).toBe(true);
    expect((await stored(18)).confGeral.cvPassword).toBe(sealed);
    const { saveBranchSettings } = await gql(manager, SAVE, { branch: 18, input: form({ loyaltyUsername: 'cv-loja18' }) });
    expect(saveBranchSettings.errors).toEqual([]);
    expect((await stored(18)).confGeral.cvPassword).toBe(shiftLoyaltyPassword('cv-token-18', DEMO_LOYALTY_SHIFT_KEY));
  });

  it('reads and writes the settings by the branch id, not its code', async () => {
    const [id17, id18] = [await idOf(17), await idOf(18)];
    expect([id17, id18]).not.toEqual([17, 18]);
    const paths = stack.proxies.productApi.calls.filter((c) => c.path.includes('configuracoes-gerais')).map((c) => c.path);
    expect(paths).toContain(`/api/v1/configuracoes-gerais/?filial=${id17}`);
    expect(paths.filter((p) => /filial=1[78]\b/.test(p))).toEqual([]);
    expect((await stored(17)).filial).toBe(id17);
  });

  it('creates the settings of a branch that has none, asking for the password first', async () => {
    const branches = (await stack.api.get('filiais/?page_size=1000')).results.map((b: Loose) => Number(b.codFilial));
    const withSettings = new Set((await allRows()).map((r: Loose) => Number(r.filial)));
    const ids = await Promise.all(branches.map(idOf));
    const bare = branches.find((_code: number, i: number) => !withSettings.has(ids[i]));
    expect(bare).toBeDefined();
    expect((await gql(manager, READ, { branch: bare })).branchSettings).toMatchObject({ id: null, loyaltyPasswordSet: false });
    const missing = (await gql(manager, SAVE, { branch: bare, input: form() })).saveBranchSettings;
    expect(missing.errors).toEqual([{ code: 'BAD_USER_INPUT', message: 'Campo obrigatório!', field: 'loyaltyPassword' }]);
    const created = (await gql(manager, SAVE, { branch: bare, input: form({ loyaltyPassword: 'token-novo' }) })).saveBranchSettings;
    expect(created.errors).toEqual([]);
    expect(created.settings.id).not.toBeNull();
    expect((await stored(bare)).confGeral.cvPassword).toBe(shiftLoyaltyPassword('token-novo', DEMO_LOYALTY_SHIFT_KEY));
    const audit = await auditOf(bare);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ metodo: 'POST', dadoAntes: null });
  });
});
